//! A board of Ludii's graph ([`super::geom`]) whose pieces stand on both its cells and
//! its points (Ludii's `Cell` and `Vertex` sites of one topology: Kensington's stones on
//! the corners of its hexagons and squares, Nodal Chess's pieces on the points and the
//! squares' centres).
//!
//! Ludii builds every board's cells (the graph's faces), vertices and edges, each
//! numbered from 0, and a ludeme reads a number as a site of the type it names. As on
//! the grid ([`super::dual`]), the engine's one space of sites holds the board's own
//! kind first, numbered as on a board of that kind alone, then the other kind's: each
//! kind's steps, directions and measured regions are its own board's (a direction a
//! ludeme names is read on the kind of site it names, the board's own by default), and
//! a cell's corners are its face's vertices.

use super::board::{Graph, Site, OFF, SLOTS};
use super::dual::{Dual, SiteKind};
use super::geom::{topo, Shape};
use super::sites::MAX_SITES;

impl Graph {
    /// The cells and the points of `s`, both holding pieces; the sites of kind `own`
    /// first. Fails over [`MAX_SITES`], or when the two kinds' directions do not share
    /// the engine's direction slots (one slot naming two compass directions).
    pub fn dual_graph(s: &Shape, own: SiteKind) -> Result<Graph, String> {
        let points = topo::vertices(s)?;
        if s.faces.is_empty() {
            // Ludii finds no cells on some boards played on their points (`concentric`'s
            // rings): the game's cells are then its hands' alone.
            let n = points.len();
            let mut g = points;
            g.points = true;
            g.dual = Some(Box::new(Dual {
                own: n as Site,
                cols: 0,
                rows: 0,
                corners: Vec::new(),
                cells: vec![Vec::new(); n],
                other_geo: None,
            }));
            return Ok(g);
        }
        let cells = topo::cells(s)?;
        let total = cells.len() + points.len();
        if total > MAX_SITES {
            return Err(format!(
                "this board has {} cells and {} points, {total} sites; the general engine takes 1 to {MAX_SITES}",
                cells.len(),
                points.len()
            ));
        }
        let points_first = own == SiteKind::Vertex;
        let (mut first, second) = if points_first {
            (points, cells)
        } else {
            (cells, points)
        };
        let (Some(fg), Some(sg)) = (first.geo.as_mut(), second.geo) else {
            return Err("a board of cells and points without its geometry".into());
        };
        // One slot must mean one compass direction for both kinds, so that a named
        // direction steps the same way from a cell and from a point. When it cannot,
        // the board keeps no step (as a board whose steps fit no slots: a game that
        // reads steps is refused by name, one that follows tracks and hands plays).
        let mut clash = fg.wide != sg.wide || fg.per_site || sg.per_site;
        for d in 0..SLOTS {
            match (fg.compass[d], sg.compass[d]) {
                (Some(a), Some(b)) if a != b => clash = true,
                (None, b) => fg.compass[d] = b,
                _ => {}
            }
        }
        // The board's own kind ([`Graph::own_kind`]) tells the two kinds' sites apart.
        first.points = points_first;
        let base = first.len() as Site;
        first.coords.extend(second.coords.iter().copied());
        first.step.extend(
            second
                .step
                .iter()
                .map(|s| s.map(|x| if x == OFF { x } else { x + base })),
        );
        let cell_site = |f: usize| {
            if points_first {
                base + f as Site
            } else {
                f as Site
            }
        };
        let point_site = |v: usize| {
            if points_first {
                v as Site
            } else {
                base + v as Site
            }
        };
        let corners: Vec<Vec<Site>> = s
            .faces
            .iter()
            .map(|f| f.iter().map(|&v| point_site(v)).collect())
            .collect();
        let mut cells_of: Vec<Vec<Site>> = vec![Vec::new(); s.verts.len()];
        for (f, vs) in s.faces.iter().enumerate() {
            for &v in vs {
                if let Some(list) = cells_of.get_mut(v) {
                    list.push(cell_site(f));
                }
            }
        }
        first.dual = Some(Box::new(Dual {
            own: base,
            cols: second.cols,
            rows: second.rows,
            corners,
            cells: cells_of,
            other_geo: Some(sg),
        }));
        if clash {
            unslot(
                &mut first,
                "its cells' and its points' directions take different slots",
            );
        }
        Ok(first)
    }
}

/// Leaves `g` without steps or directions, for the reason `why` ([`topo::Geo::unslotted`]).
fn unslot(g: &mut Graph, why: &str) {
    for s in &mut g.step {
        *s = [OFF; SLOTS];
    }
    let geos = g.geo.iter_mut().map(|b| &mut **b);
    let other = g.dual.iter_mut().filter_map(|d| d.other_geo.as_deref_mut());
    for geo in geos.chain(other) {
        geo.orthogonal = 0;
        geo.diagonal = 0;
        geo.adjacent = 0;
        geo.face_diagonals = 0;
        geo.compass = [None; SLOTS];
        geo.unslotted = Some(why.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::square;

    /// A 2 x 1 grid of squares built as Ludii's graph: 2 cells and 6 points.
    fn two_squares() -> Shape {
        square::rectangle(1, 2, true, None).expect("a rectangle")
    }

    #[test]
    fn points_first_then_cells_of_a_graph() {
        let g = Graph::dual_graph(&two_squares(), SiteKind::Vertex).expect("builds");
        assert_eq!(g.len(), 6 + 2);
        assert_eq!(g.kind_of(5), SiteKind::Vertex);
        assert_eq!(g.kind_of(6), SiteKind::Cell);
        // The left cell's corners are four points; the middle points touch both cells.
        let corners = g.incident(SiteKind::Vertex, SiteKind::Cell, 6);
        assert_eq!(corners.len(), 4);
        assert!(corners.iter().all(|s| s < 6));
        let both: Vec<u16> = (0..6)
            .filter(|&p| g.incident(SiteKind::Cell, SiteKind::Vertex, p).len() == 2)
            .collect();
        assert_eq!(both.len(), 2);
        // The two cells share a side.
        let side: Vec<u16> = g
            .incident(SiteKind::Cell, SiteKind::Cell, 6)
            .iter()
            .collect();
        assert_eq!(side, vec![7]);
    }

    #[test]
    fn cells_first_then_points_of_a_graph() {
        let g = Graph::dual_graph(&two_squares(), SiteKind::Cell).expect("builds");
        assert_eq!(g.kind_grid(SiteKind::Vertex).0, 2);
        assert_eq!(g.kind_grid(SiteKind::Vertex).1, 6);
        assert_eq!(g.incident(SiteKind::Cell, SiteKind::Vertex, 2).len(), 1);
    }
}
