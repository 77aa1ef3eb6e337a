//! A board whose pieces stand on its edges (`use:Edge`): the sites are the graph's
//! edges in Ludii's order (each generator numbers them by the position of their
//! midpoints, as it numbers vertices and faces), each at its midpoint.
//!
//! Ludii steps from an edge to every other edge that shares an end with it, each step
//! orthogonal and adjacent (`Edge.stepsTo`), so an edge's `Adjacent`, `Orthogonal` and
//! `All` are those edges; its compass direction is the angle between the midpoints.

use super::measure::Regions;
use super::topo::{build, StepKind};
use super::Shape;
use crate::program::board::Graph;

/// The engine's board of the edges of `s`. Fails when the board has more sites than
/// the engine holds or directions the slots cannot tell apart.
pub fn edges(s: &Shape) -> Result<Graph, String> {
    let n = s.edges.len();
    if n == 0 || n > crate::program::sites::MAX_SITES {
        return Err(format!(
            "this board has {n} edges; the general engine takes 1 to {}",
            crate::program::sites::MAX_SITES
        ));
    }
    let mut at_vertex = vec![Vec::new(); s.verts.len()];
    for (e, &(a, b)) in s.edges.iter().enumerate() {
        at_vertex[a].push(e);
        at_vertex[b].push(e);
    }
    // From each end in turn, the other edges that meet there.
    let steps: Vec<Vec<(usize, StepKind)>> = s
        .edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b))| {
            let mut out: Vec<(usize, StepKind)> = Vec::new();
            for v in [a, b] {
                for &o in &at_vertex[v] {
                    if o != e && !out.iter().any(|&(x, _)| x == o) {
                        out.push((o, StepKind::Orthogonal));
                    }
                }
            }
            out
        })
        .collect();
    let pos = (0..n).map(|e| s.edge_pt(e)).collect();
    // Ludii measures the regions of a board of edges apart; they are refused here
    // (`Geo::edges`), so none are measured.
    let mut g = build(pos, (&steps, &[]), Regions::default(), false)?;
    if let Some(geo) = g.geo.as_mut() {
        geo.edges = true;
        // Ludii labels an edge by its number.
        geo.labels = None;
    }
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::dual::SiteKind;

    #[test]
    fn a_row_of_points_has_its_edges_in_a_line() {
        // Ludii 1.3.12's `(board (rectangle 1 10) use:Edge)`: ten points in a row, the
        // nine edges between them numbered from the left, each beside the next.
        let s = super::super::square::rectangle(1, 10, false, None).expect("a row of points");
        let g = edges(&s).expect("nine edges");
        assert_eq!(g.len(), 9);
        assert_eq!(g.own_kind(), SiteKind::Edge);
        let geo = g.geo.as_ref().expect("a graph board");
        assert_eq!(geo.pos[0], [0.5, 0.0]);
        let e = geo
            .compass
            .iter()
            .position(|c| *c == Some(4))
            .expect("an east slot");
        assert_eq!(g.next(0, e), 1);
        assert_eq!(g.next(8, e), crate::program::board::OFF);
    }
}
