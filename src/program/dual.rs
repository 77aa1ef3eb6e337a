//! A square grid whose pieces stand on both its cells and its points (Ludii's `Cell` and
//! `Vertex` sites in one game, as Guerrilla Checkers has them: checkers on the squares,
//! stones on the corners).
//!
//! Ludii numbers a board's cells and its points apart, each from 0, and each ludeme reads
//! a number as a site of its own type (`(is Empty Cell S)`), the board's `use:` type by
//! default. The engine has one space of sites: the board's own kind first (its `use:`
//! sites, numbered as on a board of that kind alone), then the other kind's, numbered
//! from where the first end. A site keeps its kind: each step leads to a site of the
//! same kind, so generators, regions and conditions read a cell as a cell and a point as
//! a point, which is what Ludii's reading comes to in a game that never reads a cell's
//! number as a point's (the compiler refuses what would read one kind for the other
//! where that is visible when it compiles).
//!
//! The cell whose bottom-left corner is the point `(c, r)` is the cell `(c, r)`: its
//! corners are the points `(c, r)`, `(c+1, r)`, `(c+1, r+1)` and `(c, r+1)`.

use super::board::{Graph, Site, ORTHOGONAL};
use super::geom::SiteGeometry;
use super::sites::{SiteSet, MAX_SITES};
use crate::program::board::DirMask;
use serde::Serialize;

/// The kind of a board's site (Ludii's `SiteType`). Edges are sites only on a board
/// whose pieces stand on its edges alone (`use:Edge`, [`super::geom::edge_sites`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SiteKind {
    /// A cell (a square of the grid).
    Cell,
    /// A point (a corner of the squares).
    Vertex,
    /// An edge (a line between two points).
    Edge,
}

impl SiteKind {
    /// The kind a ludeme names: `Cell`, `Vertex` or `Edge` (anything else: none).
    pub fn named(name: &str) -> Option<SiteKind> {
        match name {
            "Cell" => Some(SiteKind::Cell),
            "Vertex" => Some(SiteKind::Vertex),
            "Edge" => Some(SiteKind::Edge),
            _ => None,
        }
    }

    /// Ludii's name of the kind.
    pub fn name(self) -> &'static str {
        match self {
            SiteKind::Cell => "Cell",
            SiteKind::Vertex => "Vertex",
            SiteKind::Edge => "Edge",
        }
    }

    /// What marks the name of a site of this kind on a board whose own sites are of
    /// the other kind (`c.e3`, a cell of a board of points).
    pub fn mark(self) -> &'static str {
        match self {
            SiteKind::Cell => "C.",
            SiteKind::Vertex => "V.",
            SiteKind::Edge => "E.",
        }
    }

    /// The kind in words, plural (`cells`, `points`).
    pub fn plural(self) -> &'static str {
        match self {
            SiteKind::Cell => "cells",
            SiteKind::Vertex => "points",
            SiteKind::Edge => "edges",
        }
    }
}

/// What a board of both kinds knows beyond its own kind's grid.
#[derive(Clone, Debug, PartialEq)]
pub struct Dual {
    /// How many sites the board's own kind has: sites `0..own`; the other kind's follow.
    pub own: u16,
    /// Columns of the other kind's grid.
    pub cols: u16,
    /// Rows of the other kind's grid.
    pub rows: u16,
    /// Each cell's corners, as sites (index: the cell's number among the cells).
    pub(super) corners: Vec<Vec<Site>>,
    /// Each point's cells, as sites (index: the point's number among the points).
    pub(super) cells: Vec<Vec<Site>>,
    /// On a board of Ludii's graph ([`super::dual_graph`]), the other kind's geometry:
    /// its positions, directions, measured regions and labels, its sites numbered from
    /// 0 among that kind (`None` on a grid).
    pub other_geo: Option<Box<super::geom::topo::Geo>>,
}

impl Graph {
    /// A grid of `cols` x `rows` cells and its `(cols+1)` x `(rows+1)` points, both
    /// holding pieces; the sites of kind `own` first. Fails over [`MAX_SITES`].
    pub fn dual(cols: u16, rows: u16, own: SiteKind) -> Result<Graph, String> {
        let cells = Graph::grid(cols, rows)?;
        let points = Graph::points(cols + 1, rows + 1)?;
        let total = cells.len() + points.len();
        if total > MAX_SITES {
            return Err(format!(
                "a board of {cols}x{rows} cells and their points has {total} sites; the general engine takes 1 to {MAX_SITES}"
            ));
        }
        let (first, second) = match own {
            SiteKind::Cell | SiteKind::Edge => (cells, points),
            SiteKind::Vertex => (points, cells),
        };
        let base = first.len() as Site;
        let mut g = first;
        g.coords.extend(second.coords.iter().copied());
        g.step.extend(
            second
                .step
                .iter()
                .map(|s| s.map(|x| if x == super::board::OFF { x } else { x + base })),
        );
        // Sites of each kind by their number among that kind.
        let cell_site = |i: usize| match own {
            SiteKind::Cell | SiteKind::Edge => i as Site,
            SiteKind::Vertex => base + i as Site,
        };
        let point_site = |i: usize| match own {
            SiteKind::Vertex => i as Site,
            SiteKind::Cell | SiteKind::Edge => base + i as Site,
        };
        let pc = cols as usize + 1;
        let corners = (0..cols as usize * rows as usize)
            .map(|i| {
                let (c, r) = (i % cols as usize, i / cols as usize);
                let p = |c: usize, r: usize| point_site(r * pc + c);
                vec![p(c, r), p(c + 1, r), p(c + 1, r + 1), p(c, r + 1)]
            })
            .collect();
        let cells_of = (0..pc * (rows as usize + 1))
            .map(|i| {
                let (c, r) = ((i % pc) as i32, (i / pc) as i32);
                let around = [(c - 1, r - 1), (c, r - 1), (c - 1, r), (c, r)];
                around
                    .iter()
                    .filter(|&&(x, y)| x >= 0 && y >= 0 && x < cols as i32 && y < rows as i32)
                    .map(|&(x, y)| cell_site(y as usize * cols as usize + x as usize))
                    .collect()
            })
            .collect();
        g.dual = Some(Box::new(Dual {
            own: base,
            cols: second.cols,
            rows: second.rows,
            corners,
            cells: cells_of,
            other_geo: None,
        }));
        Ok(g)
    }

    /// The kind of the board's own sites (its `use:`).
    pub fn own_kind(&self) -> SiteKind {
        if self.geo.as_ref().is_some_and(|g| g.edges) {
            SiteKind::Edge
        } else if self.points {
            SiteKind::Vertex
        } else {
            SiteKind::Cell
        }
    }

    /// Whether the board has sites of kind `k`.
    pub fn has_kind(&self, k: SiteKind) -> bool {
        k == self.own_kind() || (self.dual.is_some() && k != SiteKind::Edge)
    }

    /// The kind of a site of the board.
    pub fn kind_of(&self, site: Site) -> SiteKind {
        match &self.dual {
            Some(d) if site >= d.own => other(self.own_kind()),
            _ => self.own_kind(),
        }
    }

    /// The first site of kind `k`, how many there are, and the columns and rows of
    /// their grid (none of a kind the board does not have).
    pub fn kind_grid(&self, k: SiteKind) -> (Site, usize, u16, u16) {
        match &self.dual {
            None if k == self.own_kind() => (0, self.len(), self.cols, self.rows),
            None => (0, 0, 0, 0),
            Some(d) if k == self.own_kind() => (0, d.own as usize, self.cols, self.rows),
            Some(d) => (d.own, self.len() - d.own as usize, d.cols, d.rows),
        }
    }

    /// The sites of kind `k`.
    pub fn sites_of(&self, k: SiteKind) -> SiteSet {
        let (base, n, _, _) = self.kind_grid(k);
        (base..base + n as Site).collect()
    }

    /// The sites of kind `k` whose `(column, row)` in their own grid satisfy `f`.
    pub fn kind_where(&self, k: SiteKind, f: impl Fn(i16, i16) -> bool) -> SiteSet {
        let (base, n, _, _) = self.kind_grid(k);
        (base..base + n as Site)
            .filter(|&s| {
                let (c, r) = self.coords[s as usize];
                f(c, r)
            })
            .collect()
    }

    /// The directions of Ludii's `Adjacent` relation for sites of kind `k`.
    pub fn adjacent_of(&self, k: SiteKind) -> DirMask {
        if self.dual.is_none() || k == self.own_kind() {
            self.adjacent()
        } else if let Some(g) = self.dual.as_ref().and_then(|d| d.other_geo.as_ref()) {
            g.adjacent()
        } else if k == SiteKind::Vertex {
            ORTHOGONAL
        } else {
            0xff
        }
    }

    /// The slots of the steps between sites of kind `k` that share a side (cells across
    /// an edge, points along a line): the orthogonal steps of that kind's geometry.
    pub fn orthogonal_of(&self, k: SiteKind) -> DirMask {
        let geo = match &self.dual {
            Some(d) if k != self.own_kind() => d.other_geo.as_deref(),
            _ => self.geo.as_deref(),
        };
        geo.map_or(ORTHOGONAL, |g| g.orthogonal)
    }

    /// The geometry of the sites of kind `k` on a board of Ludii's graph, and the first
    /// of them (`None` on a grid).
    pub fn geo_of(&self, k: SiteKind) -> Option<(&super::geom::topo::Geo, Site)> {
        match &self.dual {
            Some(d) if k != self.own_kind() => d.other_geo.as_deref().map(|g| (g, d.own)),
            _ => self.geo.as_deref().map(|g| (g, 0)),
        }
    }

    /// `(sites Incident TO of:OF at:SITE)` on a grid: a cell's corners (`Vertex of:Cell`),
    /// a point's cells (`Cell of:Vertex`), or the cells sharing a side with a cell
    /// (`Cell of:Cell`); none when `site` is not of kind `of`. `Vertex of:Vertex` is
    /// refused by the compiler.
    pub fn incident(&self, to: SiteKind, of: SiteKind, site: Site) -> SiteSet {
        if (site as usize) >= self.len() || self.kind_of(site) != of {
            return SiteSet::EMPTY;
        }
        let (base, _, _, _) = self.kind_grid(of);
        let i = (site - base) as usize;
        match (to, of, &self.dual) {
            (SiteKind::Cell, SiteKind::Cell, _) => (0..super::board::SLOTS)
                .filter(|&d| self.orthogonal_of(of) >> d & 1 != 0)
                .map(|d| self.next(site, d))
                .filter(|&n| n != super::board::OFF)
                .collect(),
            (SiteKind::Vertex, SiteKind::Cell, Some(d)) => {
                d.corners.get(i).into_iter().flatten().copied().collect()
            }
            (SiteKind::Cell, SiteKind::Vertex, Some(d)) => {
                d.cells.get(i).into_iter().flatten().copied().collect()
            }
            _ => SiteSet::EMPTY,
        }
    }
}

/// Where a site of a board of both kinds is drawn, in units of the points' grid: a
/// point at its place, a cell as the square between its corners (`None` off the board);
/// on a board of Ludii's graph, where its kind's geometry puts it.
pub fn geometry(g: &Graph, site: Site) -> Option<SiteGeometry> {
    if let (Some(own), Some(d)) = (&g.geo, &g.dual) {
        let (geo, i) = match &d.other_geo {
            Some(o) if site >= d.own => (o, (site - d.own) as usize),
            _ => (own, site as usize),
        };
        return Some(SiteGeometry {
            centre: *geo.pos.get(i)?,
            outline: geo.outline.get(i).cloned().unwrap_or_default(),
        });
    }
    let &(c, r) = g.coords.get(site as usize)?;
    let (x, y) = (f64::from(c), f64::from(r));
    Some(match g.kind_of(site) {
        SiteKind::Vertex | SiteKind::Edge => SiteGeometry {
            centre: [x, y],
            outline: Vec::new(),
        },
        SiteKind::Cell => SiteGeometry {
            centre: [x + 0.5, y + 0.5],
            outline: vec![[x, y], [x + 1.0, y], [x + 1.0, y + 1.0], [x, y + 1.0]],
        },
    })
}

/// The other kind of a grid's sites (an edge's: a cell, never asked: edges hold pieces
/// only on a board of edges alone).
pub fn other(k: SiteKind) -> SiteKind {
    match k {
        SiteKind::Cell => SiteKind::Vertex,
        SiteKind::Edge => SiteKind::Cell,
        SiteKind::Vertex => SiteKind::Cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::board::OFF;
    use crate::rules::AbsDir;

    #[test]
    fn points_first_then_cells() {
        let g = Graph::dual(8, 8, SiteKind::Vertex).expect("8x8 cells");
        assert_eq!(g.len(), 81 + 64);
        assert_eq!(g.kind_grid(SiteKind::Vertex), (0, 81, 9, 9));
        assert_eq!(g.kind_grid(SiteKind::Cell), (81, 64, 8, 8));
        assert_eq!(g.kind_of(80), SiteKind::Vertex);
        assert_eq!(g.kind_of(81), SiteKind::Cell);
        // Steps stay among a kind: the first cell's neighbours are cells.
        assert_eq!(g.next(81, AbsDir::NE.index()), 81 + 9);
        assert_eq!(g.next(81, AbsDir::S.index()), OFF);
        assert_eq!(g.next(0, AbsDir::E.index()), 1);
        // The cell (1, 1) has the corners (1, 1), (2, 1), (2, 2), (1, 2).
        let corners: Vec<u16> = g
            .incident(SiteKind::Vertex, SiteKind::Cell, 81 + 9)
            .iter()
            .collect();
        assert_eq!(corners, vec![10, 11, 19, 20]);
        // The point (1, 1) touches the cells (0, 0), (1, 0), (0, 1), (1, 1); a corner
        // of the board one cell.
        let cells: Vec<u16> = g
            .incident(SiteKind::Cell, SiteKind::Vertex, 10)
            .iter()
            .collect();
        assert_eq!(cells, vec![81, 82, 89, 90]);
        assert_eq!(g.incident(SiteKind::Cell, SiteKind::Vertex, 0).len(), 1);
        // A site of the other kind has no incidents of this one.
        assert!(g.incident(SiteKind::Vertex, SiteKind::Cell, 10).is_empty());
        assert_eq!(g.adjacent_of(SiteKind::Vertex), ORTHOGONAL);
        assert_eq!(g.adjacent_of(SiteKind::Cell), 0xff);
    }

    #[test]
    fn cells_first_then_points() {
        let g = Graph::dual(3, 2, SiteKind::Cell).expect("3x2 cells");
        assert_eq!(g.len(), 6 + 12);
        assert_eq!(g.kind_grid(SiteKind::Vertex), (6, 12, 4, 3));
        let corners: Vec<u16> = g
            .incident(SiteKind::Vertex, SiteKind::Cell, 0)
            .iter()
            .collect();
        assert_eq!(corners, vec![6, 7, 10, 11]);
        let sides: Vec<u16> = g
            .incident(SiteKind::Cell, SiteKind::Cell, 1)
            .iter()
            .collect();
        assert_eq!(sides, vec![0, 2, 4]);
        assert!(Graph::dual(15, 15, SiteKind::Cell).is_ok());
        assert!(Graph::dual(150, 150, SiteKind::Cell).is_err());
    }
}
