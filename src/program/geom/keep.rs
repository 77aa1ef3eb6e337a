//! `(keep GRAPH (poly {{X Y} ...}))`: Ludii's `Keep`, the part of a graph inside an
//! outline. The vertices inside (the outline pushed out by 0.1) keep their order and
//! are numbered again from 0; the edges between two of them keep theirs; the faces are
//! found again, as Ludii's graph constructor finds them.

use super::poly::Polygon;
use super::{faces, Shape};

/// The part of `s` inside the outline `outline`; `s` itself when the outline has fewer
/// than three corners (as Ludii does).
pub fn keep(s: Shape, outline: &Polygon) -> Shape {
    if outline.pts.len() < 3 {
        return s;
    }
    let mut poly = outline.clone();
    poly.inflate(0.1);
    let mut new_id = vec![None; s.verts.len()];
    let mut out = Shape::default();
    for (v, &p) in s.verts.iter().enumerate() {
        if poly.contains(p) {
            new_id[v] = Some(out.verts.len());
            out.verts.push(p);
        }
    }
    for &(a, b) in &s.edges {
        if let (Some(a), Some(b)) = (new_id[a], new_id[b]) {
            out.find_or_add_edge(a, b);
        }
    }
    out.faces = faces::make_faces(&out, false);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diamond_kept_from_a_square() {
        let s = crate::program::geom::square::rectangle(2, 2, true, None).expect("square");
        let k = keep(
            s,
            &Polygon::new(&[[1.0, -0.5], [2.5, 1.0], [1.0, 2.5], [-0.5, 1.0]], 0),
        );
        // The middle point and its four neighbours; no face is left whole.
        assert_eq!((k.verts.len(), k.edges.len(), k.faces.len()), (5, 4, 0));
    }
}
