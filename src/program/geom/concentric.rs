//! `(concentric Square|Triangle|Hexagon rings:N)` and `(concentric sides:S rings:N)`:
//! Ludii's `ConcentricRegular`, rings of a regular polygon (the morris boards), each
//! ring's corners and side midpoints joined round the ring, and across the rings at the
//! midpoints (`joinMidpoints:`, on by default) and corners (`joinCorners:`, off). As in
//! Ludii, the cells are found only on a board played on its cells.

use super::faces::make_faces;
use super::Shape;

/// What `(concentric ...)` asks of a regular polygon's rings.
#[derive(Clone, Copy, Debug)]
pub struct Rings {
    /// The polygon's sides.
    pub sides: i64,
    /// How many rings.
    pub rings: i64,
    /// Points at the middle of each side (`midpoints:`, default on).
    pub midpoints: bool,
    /// Lines across the rings through the midpoints (`joinMidpoints:`, default on).
    pub join_midpoints: bool,
    /// Lines across the rings through the corners (`joinCorners:`, default off).
    pub join_corners: bool,
}

/// Ludii's rings of a regular polygon; faces only when `cells`.
pub fn regular(r: Rings, cells: bool) -> Result<Shape, String> {
    if !(3..=64).contains(&r.sides) || !(0..=64).contains(&r.rings) {
        return Err(format!(
            "(concentric sides:{} rings:{}): not a board ludic takes",
            r.sides, r.rings
        ));
    }
    let mut s = Shape::default();
    let n = r.sides as usize;
    let arc = 2.0 * std::f64::consts::PI / n as f64;
    let start = std::f64::consts::PI / 2.0 + if n.is_multiple_of(2) { arc / 2.0 } else { 0.0 };
    let mut base = 0;
    for ring in 0..r.rings {
        let radius = 1.0 + ring as f64 * if n == 3 { 2.0 } else { 1.0 };
        for side in 0..n {
            let (xa, ya) = (
                radius * (start + arc * side as f64).cos(),
                radius * (start + arc * side as f64).sin(),
            );
            let (xc, yc) = (
                radius * (start + arc * (side + 1) as f64).cos(),
                radius * (start + arc * (side + 1) as f64).sin(),
            );
            s.find_or_add_vertex(xa, ya);
            if r.midpoints {
                s.find_or_add_vertex((xa + xc) / 2.0, (ya + yc) / 2.0);
            }
        }
        let len = s.verts.len();
        for v in base..len {
            let next = if v < len - 1 { v + 1 } else { base };
            s.edges.push((v, next));
        }
        base = len;
    }
    if (r.midpoints && r.join_midpoints) || r.join_corners {
        let per_side = if r.midpoints { 2 } else { 1 };
        let per_ring = n * per_side;
        let mut join = |v: usize| {
            let w = v + per_ring;
            // Ludii's `addEdge` refuses numbers past the last vertex.
            if w < s.verts.len() {
                s.edges.push((v, w));
            }
        };
        for ring in 0..(r.rings as usize).saturating_sub(1) {
            for side in 0..n {
                if r.join_corners {
                    join(ring * per_ring + side * per_side);
                }
                if r.join_midpoints {
                    join(ring * per_ring + side * per_side + 1);
                }
            }
        }
    }
    s.reorder_all();
    if cells {
        s.faces = make_faces(&s, true);
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Ludii 1.3.12's counts (cells, vertices, edges) of the same boards.
    #[test]
    fn morris_boards_have_ludii_counts() {
        let count = |s: Shape| (s.faces.len(), s.verts.len(), s.edges.len());
        let rings = |n| Rings {
            sides: 4,
            rings: n,
            midpoints: true,
            join_midpoints: true,
            join_corners: false,
        };
        assert_eq!(count(regular(rings(2), false).expect("achi")), (0, 16, 20));
        assert_eq!(
            count(regular(rings(3), false).expect("morris")),
            (0, 24, 32)
        );
    }
}
