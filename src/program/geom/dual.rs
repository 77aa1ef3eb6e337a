//! `(dual GRAPH)`: Ludii's `Dual`, a vertex at the centre of each face, joined across
//! each edge that has a face on both sides, the faces found again and everything
//! numbered by position.

use super::{faces, Shape};

/// The dual of `s`; `s` itself when it has no vertex, edge or face (as Ludii does).
pub fn dual(s: &Shape) -> Shape {
    if s.verts.is_empty() || s.edges.is_empty() || s.faces.is_empty() {
        return s.clone();
    }
    // Each edge's faces: on its right when a face goes round it from its first vertex
    // to its second, on its left otherwise (Ludii's `Graph.addFace`), the last wins.
    let index = s.edge_index();
    let mut left = vec![None; s.edges.len()];
    let mut right = vec![None; s.edges.len()];
    for (f, vs) in s.faces.iter().enumerate() {
        for k in 0..vs.len() {
            let (m, n) = (vs[k], vs[(k + 1) % vs.len()]);
            let Some(&e) = index.get(&(m.min(n), m.max(n))) else {
                continue;
            };
            if s.edges[e].0 == m {
                right[e] = Some(f);
            } else {
                left[e] = Some(f);
            }
        }
    }
    let mut out = Shape {
        verts: (0..s.faces.len()).map(|f| s.face_pt(f)).collect(),
        ..Shape::default()
    };
    for e in 0..s.edges.len() {
        if let (Some(l), Some(r)) = (left[e], right[e]) {
            out.edges.push((l, r));
        }
    }
    out.faces = faces::make_faces(&out, false);
    out.reorder_all();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dual_of_a_grid_of_cells_is_its_grid_of_centres() {
        let s = crate::program::geom::square::rectangle(3, 3, true, None).expect("square");
        let d = dual(&s);
        // 3 x 3 centres, 12 edges between them, 4 squares.
        assert_eq!((d.verts.len(), d.edges.len(), d.faces.len()), (9, 12, 4));
        assert_eq!(d.verts[0], [0.5, 0.5]);
    }
}
