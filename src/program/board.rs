//! The board graph of the general engine: sites with coordinates, and each site's
//! neighbour in each of the eight compass directions.
//!
//! A square or rectangular board's sites are its cells numbered as Ludii numbers them:
//! row by row from the bottom-left cell, left to right, so site `row * columns + col`.
//! On a point board (`use:Vertex`) the sites are the grid's points, numbered the same
//! way; the compass steps are the same, but only the lines of the grid (N, E, S, W) are
//! its edges, so Ludii's `Adjacent` there means the orthogonal steps (a diagonal step
//! crosses a square face: `Diagonal`, and part of `All`).

use super::geom::topo::Geo;
use super::sites::{SiteSet, MAX_SITES};
use crate::rules::AbsDir;

/// A site index.
pub type Site = u16;

/// No site (off the board).
pub const OFF: Site = Site::MAX;

/// How many direction slots a site has room for: the eight main compass directions
/// (slots 0 to 7, clockwise from N, or what a board puts there: [`super::geom::slots`])
/// and, on a board of many directions ([`Graph::wide`]), the eight between them
/// (slot `8 + i` is the direction one sixteenth-turn clockwise of slot `i`'s).
pub const SLOTS: usize = 16;

/// A set of direction slots, bit `d` for slot `d`.
pub type DirMask = u16;

/// The slot opposite slot `d`: half a turn round within its own eight.
#[inline(always)]
pub const fn opposite(d: usize) -> usize {
    (d & 8) | ((d + 4) & 7)
}

/// `mask` turned `eighths` eighth-turns clockwise: each of its two eights of slots
/// turns within itself (a main direction to a main one, one between to one between).
#[inline(always)]
pub const fn turn(mask: DirMask, eighths: u32) -> DirMask {
    let lo = (mask as u8).rotate_left(eighths);
    let hi = ((mask >> 8) as u8).rotate_left(eighths);
    lo as DirMask | (hi as DirMask) << 8
}

/// The slots set in `mask`, in increasing order.
#[inline]
pub fn dirs_of(mask: DirMask) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            d
        })
    })
}

/// The board graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    /// Columns of the grid.
    pub cols: u16,
    /// Rows of the grid.
    pub rows: u16,
    /// `(column, row)` of each site, from the bottom-left.
    pub coords: Vec<(i16, i16)>,
    /// The neighbour of each site in each direction slot ([`SLOTS`]; on a grid,
    /// `AbsDir::ALL` order), or [`OFF`].
    pub step: Vec<[Site; SLOTS]>,
    /// Whether the board has more directions than eight (a hex grid's with its far
    /// diagonals, a circle's sixteen): its slots are then the sixteen compass
    /// directions ([`SLOTS`]), else only the first eight are used.
    pub wide: bool,
    /// Whether the sites are the points of the grid (`use:Vertex`) rather than its cells.
    pub points: bool,
    /// Whether diagonal lines are drawn between the points (`diagonals:Alternating`,
    /// [`super::drawn_lines`]): then `step` holds only the lines, in all eight directions.
    pub drawn_diagonals: bool,
    /// For a board built from Ludii's graph operators or a tiling other than the square
    /// grid: its geometry, direction slots and measured regions (`None` on a grid, whose
    /// fields above say everything).
    pub geo: Option<Box<Geo>>,
    /// On a grid whose pieces stand on both its cells and its points, the other kind's
    /// sites, numbered after the board's own ([`super::dual`]); `None` on every other board.
    pub dual: Option<Box<super::dual::Dual>>,
}

/// The orthogonal directions as a mask over `AbsDir::ALL` (N, E, S, W).
pub const ORTHOGONAL: DirMask = 0b0101_0101;

impl Graph {
    /// A grid of `cols` x `rows` cells, every cell a site. Fails over [`MAX_SITES`].
    pub fn grid(cols: u16, rows: u16) -> Result<Graph, String> {
        let n = cols as usize * rows as usize;
        if n == 0 || n > MAX_SITES {
            return Err(format!(
                "a board of {cols}x{rows} has {n} sites; the general engine takes 1 to {MAX_SITES}"
            ));
        }
        let coords: Vec<(i16, i16)> = (0..n)
            .map(|i| ((i % cols as usize) as i16, (i / cols as usize) as i16))
            .collect();
        let step = coords
            .iter()
            .map(|&(c, r)| {
                let mut s = [OFF; SLOTS];
                for d in AbsDir::ALL {
                    let (dc, dr) = d.delta();
                    let (nc, nr) = (c + dc as i16, r + dr as i16);
                    if nc >= 0 && nr >= 0 && (nc as u16) < cols && (nr as u16) < rows {
                        s[d.index()] = nr as Site * cols + nc as Site;
                    }
                }
                s
            })
            .collect();
        Ok(Graph {
            cols,
            rows,
            coords,
            step,
            wide: false,
            points: false,
            drawn_diagonals: false,
            geo: None,
            dual: None,
        })
    }

    /// A board of Ludii's graph ([`super::geom`]): each site's step per slot, and its
    /// geometry. `coords` are the positions rounded to half units (for drawing only).
    pub fn from_geo(step: Vec<[Site; SLOTS]>, geo: Geo) -> Graph {
        let (x0, y0) = geo
            .pos
            .iter()
            .fold((f64::MAX, f64::MAX), |(x, y), p| (x.min(p[0]), y.min(p[1])));
        let coords: Vec<(i16, i16)> = geo
            .pos
            .iter()
            .map(|p| {
                (
                    ((p[0] - x0) * 2.0).round() as i16,
                    ((p[1] - y0) * 2.0).round() as i16,
                )
            })
            .collect();
        let cols = coords.iter().map(|c| c.0 + 1).max().unwrap_or(1) as u16;
        let rows = coords.iter().map(|c| c.1 + 1).max().unwrap_or(1) as u16;
        Graph {
            cols,
            rows,
            coords,
            step,
            wide: geo.wide,
            points: false,
            drawn_diagonals: false,
            geo: Some(Box::new(geo)),
            dual: None,
        }
    }

    /// A grid of `cols` x `rows` points (`(board (rectangle ROWS COLS) use:Vertex)`), the
    /// pieces on the points. Fails over [`MAX_SITES`].
    pub fn points(cols: u16, rows: u16) -> Result<Graph, String> {
        let mut g = Graph::grid(cols, rows)?;
        g.points = true;
        Ok(g)
    }

    /// The directions of Ludii's `Adjacent` relation, a mask over `AbsDir::ALL`: every
    /// neighbour of a cell, the grid lines of a point (with drawn diagonals, every
    /// direction: `step` then holds only the lines).
    pub fn adjacent(&self) -> DirMask {
        if let Some(g) = &self.geo {
            g.adjacent()
        } else if self.points && !self.drawn_diagonals {
            ORTHOGONAL
        } else {
            0xff
        }
    }

    /// Ludii's coordinate label of a site: its column as letters (`A`..`Z`, then `AA`..)
    /// and its row as a number from 1 at the bottom, as in `"C4"`.
    pub fn label(&self, site: Site) -> String {
        if self.geo.is_some() {
            // On a board of both kinds, the other kind's labels, marked as on a grid.
            let k = self.kind_of(site);
            let Some((g, base)) = self.geo_of(k) else {
                return site.to_string();
            };
            let mark = if k == self.own_kind() { "" } else { k.mark() };
            return g
                .labels
                .as_ref()
                .and_then(|l| l.get((site - base) as usize))
                .map_or_else(|| site.to_string(), |l| format!("{mark}{l}"));
        }
        let (c, r) = self.coords[site as usize];
        // On a board of both kinds, the other kind's sites are marked: Ludii names a
        // cell and a point alike (`"E3"`), which one name cannot be for both.
        let mark = match &self.dual {
            Some(d) if site >= d.own => super::dual::other(self.own_kind()).mark(),
            _ => "",
        };
        let mut col = c.max(0) as u32;
        // Ludii's own rendering (`MeasureGraph.setCoordinateLabels`): the last letter
        // is `col % 26`, each earlier one `col / 26` further on, less one.
        let mut label = char::from(b'A' + (col % 26) as u8).to_string();
        while col >= 26 {
            col /= 26;
            label.insert(0, char::from(b'A' + (col % 26) as u8 - 1));
        }
        format!("{mark}{label}{}", r + 1)
    }

    /// The site whose coordinate label is `name` (`"A1"` is the bottom-left site),
    /// among the board's own kind of sites.
    pub fn site_named(&self, name: &str) -> Option<Site> {
        if let Some(g) = &self.geo {
            let labels = g.labels.as_ref()?;
            return labels.iter().position(|l| l == name).map(|i| i as Site);
        }
        self.site_named_in(self.own_kind(), name)
    }

    /// The site of kind `k` whose coordinate label (as Ludii gives it, unmarked) is
    /// `name`, on a grid.
    pub fn site_named_in(&self, k: super::dual::SiteKind, name: &str) -> Option<Site> {
        if self.geo.is_some() {
            let (g, base) = self.geo_of(k)?;
            let labels = g.labels.as_ref()?;
            return labels
                .iter()
                .position(|l| l == name)
                .map(|i| base + i as Site);
        }
        let (base, n, _, _) = self.kind_grid(k);
        let unmarked = |s: Site| {
            let l = self.label(s);
            match &self.dual {
                Some(d) if s >= d.own => {
                    l[super::dual::other(self.own_kind()).mark().len()..].to_string()
                }
                _ => l,
            }
        };
        (base..base + n as Site).find(|&s| unmarked(s) == name)
    }

    /// Where Ludii's numbering of the other containers' sites (the hands) begins:
    /// after the larger of the board's cell count and its site count (on a grid of
    /// points, the points outnumber the cells, so after its sites).
    pub fn containers_from(&self) -> usize {
        if self.dual.is_some() {
            // Both kinds are sites of the one space here.
            return self.len();
        }
        let cells = if self.points {
            (self.cols.saturating_sub(1) as usize) * (self.rows.saturating_sub(1) as usize)
        } else {
            self.len()
        };
        self.len().max(cells)
    }

    /// Ludii's centre: on a grid, the sites nearest its middle (one on a board of odd
    /// sides, four on a board of even sides); on another board, as Ludii measures it.
    /// `(centrePoint)` is the first of them. Ludii's measure, the least total squared
    /// distance to the perimeter and corners, is least there on a rectangle.
    pub fn centre(&self) -> SiteSet {
        if let Some(g) = &self.geo {
            return g.regions.centre.clone();
        }
        let off = |s: usize| {
            let (c, r) = self.coords[s];
            let dc = 2 * c as i32 - (self.cols as i32 - 1);
            let dr = 2 * r as i32 - (self.rows as i32 - 1);
            dc * dc + dr * dr
        };
        let own = self.kind_grid(self.own_kind()).1;
        let best = (0..own).map(off).min().unwrap_or(0);
        (0..own)
            .filter(|&s| off(s) == best)
            .map(|s| s as Site)
            .collect()
    }

    /// The corner sites of a grid.
    pub fn corners(&self) -> SiteSet {
        let (lc, lr) = (self.cols as i16 - 1, self.rows as i16 - 1);
        self.sites_where(|c, r| (c == 0 || c == lc) && (r == 0 || r == lr))
    }

    /// Number of sites.
    pub fn len(&self) -> usize {
        self.coords.len()
    }

    /// True when the board has no site (never, for a built graph).
    pub fn is_empty(&self) -> bool {
        self.coords.is_empty()
    }

    /// Every site.
    pub fn all(&self) -> SiteSet {
        SiteSet::first(self.len())
    }

    /// Sites of the board's own kind matching a predicate on `(column, row)`.
    pub fn sites_where(&self, f: impl Fn(i16, i16) -> bool) -> SiteSet {
        self.kind_where(self.own_kind(), f)
    }

    /// Ludii's checkerboard phase of a site: 0 for the bottom-left cell's colour.
    pub fn phase(&self, site: Site) -> u8 {
        let (c, r) = self.coords[site as usize];
        ((c + r) & 1) as u8
    }

    /// How many slots the board uses: sixteen on a [`Graph::wide`] board, else eight.
    #[inline(always)]
    pub fn slots(&self) -> usize {
        if self.wide {
            SLOTS
        } else {
            8
        }
    }

    /// The neighbour of `site` in direction `d` (index into `AbsDir::ALL`), or [`OFF`].
    #[inline]
    pub fn next(&self, site: Site, d: usize) -> Site {
        self.step[site as usize][d]
    }

    /// Sites within `steps` steps of `region` (`(expand R steps:N)`), along every
    /// direction of `dirs` (a mask over `AbsDir::ALL`).
    pub fn expand(&self, region: SiteSet, steps: u32, dirs: DirMask) -> SiteSet {
        let mut cur = region;
        for _ in 0..steps {
            let mut next = cur.clone();
            for s in cur.iter() {
                for d in 0..self.slots() {
                    if dirs >> d & 1 != 0 {
                        let n = self.next(s, d);
                        if n != OFF {
                            next.insert(n);
                        }
                    }
                }
            }
            cur = next;
        }
        cur
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_numbers_cells_from_the_bottom_left() {
        let g = Graph::grid(8, 8).expect("8x8");
        assert_eq!(g.coords[9], (1, 1));
        assert_eq!(g.next(0, AbsDir::NE.index()), 9);
        assert_eq!(g.next(0, AbsDir::S.index()), OFF);
        assert_eq!(g.phase(0), 0);
        assert_eq!(g.phase(1), 1);
        // Past 256 sites (Go's 361), up to the limit.
        assert_eq!(Graph::grid(19, 19).map(|g| g.len()), Ok(361));
        assert!(Graph::grid(200, 200).is_err());
        // The centre: the one middle cell, or the first of the middle ones.
        let first = |g: &Graph| g.centre().iter().next();
        assert_eq!(first(&Graph::grid(7, 7).expect("7x7")), Some(24));
        assert_eq!(first(&g), Some(27));
        assert_eq!(first(&Graph::grid(5, 4).expect("5x4")), Some(7));
    }

    #[test]
    fn labels_are_ludii_coordinates() {
        let g = Graph::grid(5, 3).expect("5x3");
        assert_eq!(g.label(0), "A1");
        assert_eq!(g.label(7), "C2");
        assert_eq!(g.site_named("E3"), Some(14));
        assert_eq!(g.site_named("F1"), None);
        assert_eq!(g.site_named("a1"), None);
        let wide = Graph::grid(28, 1).expect("28x1");
        assert_eq!(wide.label(25), "Z1");
        assert_eq!(wide.label(26), "AA1");
        assert_eq!(wide.label(27), "AB1");
    }

    #[test]
    fn sixteen_slots_turn_and_reverse_within_their_eights() {
        // Slot 0 is N, slot 8 NNE: half a turn from each is S and SSW.
        assert_eq!(
            (opposite(0), opposite(6), opposite(8), opposite(13)),
            (4, 2, 12, 9)
        );
        // A quarter turn: N to E, NNE to ESE, NNW (slot 15) to NNE... by eighths.
        assert_eq!(turn(1 | 1 << 8, 2), 1 << 2 | 1 << 10);
        assert_eq!(turn(1 << 15, 1), 1 << 8);
        assert_eq!(
            dirs_of(0b1000_0000_0000_0101).collect::<Vec<_>>(),
            vec![0, 2, 15]
        );
    }

    #[test]
    fn points_are_adjacent_along_the_grid_lines() {
        let g = Graph::points(3, 5).expect("3x5 points");
        assert_eq!(g.adjacent(), ORTHOGONAL);
        assert_eq!(g.next(0, AbsDir::NE.index()), 4);
        assert_eq!(Graph::grid(3, 5).expect("3x5").adjacent(), 0xff);
    }
}
