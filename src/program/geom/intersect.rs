//! `(intersect {G ...})`: Ludii's `Intersect`, what the graphs have in common. The
//! first graph's vertices and edges are kept where every other graph has one at the
//! same place (an edge's ends within 0.01 of the other's, either way round; a vertex
//! within 0.01, summing the distances along each axis), in the first graph's order,
//! and the faces are found again from the edges (`makeFaces`, no crossing check).
//! Nothing is numbered again by position.

use super::faces::make_faces;
use super::{Pt, Shape};

/// Whether two points coincide as Ludii's `Vertex.coincident` says, within 0.01.
fn near(p: Pt, q: Pt) -> bool {
    (p[0] - q[0]).abs() + (p[1] - q[1]).abs() < 0.01
}

/// The graphs' common vertices and edges, with their faces.
pub fn intersect(mut parts: Vec<Shape>) -> Shape {
    if parts.len() < 2 {
        return parts.pop().unwrap_or_default();
    }
    let first = &parts[0];
    let others = &parts[1..];
    let edge_everywhere = |a: Pt, b: Pt| {
        others.iter().all(|g| {
            g.edges.iter().any(|&(x, y)| {
                let (p, q) = (g.verts[x], g.verts[y]);
                (near(a, p) && near(b, q)) || (near(a, q) && near(b, p))
            })
        })
    };
    let kept_edges: Vec<(usize, usize)> = first
        .edges
        .iter()
        .copied()
        .filter(|&(a, b)| edge_everywhere(first.verts[a], first.verts[b]))
        .collect();
    let kept: Vec<bool> = first
        .verts
        .iter()
        .map(|&p| others.iter().all(|g| g.verts.iter().any(|&q| near(p, q))))
        .collect();
    let mut number = vec![usize::MAX; first.verts.len()];
    let mut s = Shape::default();
    for (v, &p) in first.verts.iter().enumerate() {
        if kept[v] {
            number[v] = s.verts.len();
            s.verts.push(p);
        }
    }
    // An edge found in every graph has its ends in every graph too.
    for (a, b) in kept_edges {
        if number[a] != usize::MAX && number[b] != usize::MAX {
            s.find_or_add_edge(number[a], number[b]);
        }
    }
    s.faces = make_faces(&s, false);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::ops::rectangle;

    #[test]
    fn two_overlapping_rows_keep_their_common_square() {
        let a = rectangle(1, 3, true).expect("row");
        let mut b = rectangle(1, 3, true).expect("row");
        b.shift(1.0, 0.0);
        let s = intersect(vec![a, b]);
        assert_eq!((s.verts.len(), s.edges.len(), s.faces.len()), (6, 7, 2));
    }
}
