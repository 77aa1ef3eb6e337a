//! `(union {G ...} connect:B)`: Ludii's `Union`, the graphs' elements one after another
//! with no vertex merged; with `connect:True` every two vertices nearer than 1.1 times
//! the mean edge length are joined and the faces found again. The numbering is kept
//! (Ludii does not reorder here: the mancala boards depend on it).

use super::faces::make_faces;
use super::Shape;

/// The graphs one after another, connected when `connect`.
pub fn union(parts: Vec<Shape>, connect: bool) -> Shape {
    let mut s = Shape::default();
    for p in parts {
        let off = s.verts.len();
        s.verts.extend(p.verts);
        s.edges
            .extend(p.edges.iter().map(|&(a, b)| (a + off, b + off)));
        s.faces
            .extend(p.faces.iter().map(|f| f.iter().map(|&v| v + off).collect()));
    }
    if connect {
        self::connect(&mut s);
    }
    s
}

/// Ludii's `connect:True`: every two vertices nearer than 1.1 times the mean edge
/// length joined (in the order of their numbers), and the faces found again with the
/// crossing check.
pub fn connect(s: &mut Shape) {
    let threshold = 1.1 * s.mean_edge_length();
    let mut known: std::collections::HashSet<(usize, usize)> =
        s.edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    let n = s.verts.len();
    for a in 0..n {
        for b in 0..n {
            let (p, q) = (s.verts[a], s.verts[b]);
            let d = ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt();
            if a != b && d < threshold && known.insert((a.min(b), a.max(b))) {
                s.edges.push((a, b));
            }
        }
    }
    s.faces = make_faces(s, true);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::ops::rectangle;

    #[test]
    fn two_rows_connect_into_squares() {
        let a = rectangle(1, 3, false).expect("row");
        let mut b = rectangle(1, 3, false).expect("row");
        b.shift(0.0, 1.0);
        let u = union(vec![a, b], true);
        assert_eq!((u.verts.len(), u.edges.len(), u.faces.len()), (6, 7, 2));
        // The rows' own edges first, then the new ones in the order their ends come.
        assert_eq!(u.edges[4], (0, 3));
    }
}
