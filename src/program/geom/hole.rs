//! `(hole GRAPH (poly ...))`: Ludii's `Hole`, the cells whose centres lie inside the
//! polygon (grown by 0.1, so a centre on its side counts) taken out, the last first;
//! the edges no cell uses any more go with them, the vertices stay, and the other
//! cells keep their order.

use super::poly::Polygon;
use super::Shape;

/// `s` with the cells inside `poly` removed; a polygon of fewer than three points
/// removes nothing (as in Ludii).
pub fn hole(s: &mut Shape, poly: &Polygon) {
    if poly.pts.len() < 3 {
        return;
    }
    let mut grown = poly.clone();
    grown.inflate(0.1);
    let inside: Vec<usize> = (0..s.faces.len())
        .filter(|&f| grown.contains(s.face_pt(f)))
        .collect();
    // Every number is a cell's, so this cannot fail.
    let _ = s.remove_faces(&inside);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::ops::rectangle;

    #[test]
    fn a_hole_takes_the_cells_inside() {
        let mut s = rectangle(3, 3, true).expect("3x3");
        let poly = Polygon::new(&[[1.0, 1.0], [1.0, 2.0], [2.0, 2.0], [2.0, 1.0]], 0);
        hole(&mut s, &poly);
        // The middle cell goes; its four sides are still the neighbours' sides.
        assert_eq!((s.faces.len(), s.edges.len(), s.verts.len()), (8, 24, 16));
    }
}
