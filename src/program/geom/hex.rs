//! `(hex N)`: Ludii's hexagonal board of hexagonal cells (`HexagonOnHex`), `N` cells a
//! side, the cells pointing up; vertices and cells numbered as Ludii numbers them.

use super::{reorder, Pt, Shape};

/// The offsets of a cell's six corners from its centre, from the top clockwise
/// (Ludii's `Hex.ref`, computed as Ludii computes them so positions agree to the bit).
fn corner_offsets() -> [Pt; 6] {
    let ux = 3f64.sqrt() / 2.0;
    let uy = 1.0;
    // Ludii multiplies each by 1, 0.5 or 0; the products are exact, so these are the
    // same numbers.
    [
        [0.0, uy],
        [ux, 0.5 * uy],
        [ux, -0.5 * uy],
        [0.0, -uy],
        [-ux, -0.5 * uy],
        [-ux, 0.5 * uy],
    ]
}

/// The centre of the cell at `(row, col)` (Ludii's `Hex.xy`).
fn centre(row: i64, col: i64) -> Pt {
    let hx = 3f64.sqrt();
    let hy = 3.0 / 2.0;
    [hx * (col as f64 - 0.5 * row as f64), hy * row as f64]
}

/// The hexagonal board of `n` cells a side. Fails for `n` below 1 or over 30
/// (Ludii's boardless hexagonal board is 21 a side).
pub fn hexagon(n: i64) -> Result<Shape, String> {
    if !(1..=30).contains(&n) {
        return Err(format!("(hex {n}): the side must be 1 to 30 cells"));
    }
    let rows = 2 * n - 1;
    let cols = rows;
    let inside = |row: i64, col: i64| !(col > cols / 2 + row || row - col > cols / 2);
    let refs = corner_offsets();
    // The vertices in Ludii's order of creation: the lower and upper corners of each
    // cell of the lower half, then of the upper half, each made once.
    let mut verts: Vec<Pt> = Vec::new();
    let at = |p: Pt, k: usize| [p[0] + refs[k][0], p[1] + refs[k][1]];
    for row in 0..=rows / 2 {
        for col in 0..cols {
            if !inside(row, col) {
                continue;
            }
            let c = centre(row, col);
            verts.push(at(c, 4));
            verts.push(at(c, 3));
            if col + 1 > cols / 2 + row {
                verts.push(at(c, 2));
            }
        }
    }
    for row in rows / 2..rows {
        for col in 0..cols {
            if !inside(row, col) {
                continue;
            }
            let c = centre(row, col);
            verts.push(at(c, 5));
            verts.push(at(c, 0));
            if col == cols - 1 {
                verts.push(at(c, 1));
            }
        }
    }
    let order = reorder(&verts);
    let mut shape = Shape {
        verts: order.iter().map(|&i| verts[i]).collect(),
        ..Shape::default()
    };
    // The cells, each as its six corners, then numbered by position.
    let mut faces = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            if !inside(row, col) {
                continue;
            }
            let c = centre(row, col);
            let mut f = Vec::with_capacity(6);
            for k in 0..6 {
                let v = shape.find_vertex(at(c, k)).ok_or_else(|| {
                    format!("(hex {n}): a corner of cell ({row}, {col}) is missing")
                })?;
                f.push(v);
            }
            // Ludii finds the faces by walking clockwise from each vertex in the order
            // it made them (`Graph.makeFaces`): a face starts at its first-made corner.
            let first = (0..6).min_by_key(|&k| order[f[k]]).unwrap_or(0);
            f.rotate_left(first);
            faces.push(f);
        }
    }
    let mut edges = std::collections::BTreeSet::new();
    for f in &faces {
        for k in 0..f.len() {
            let (a, b) = (f[k], f[(k + 1) % f.len()]);
            edges.insert((a.min(b), a.max(b)));
        }
    }
    shape.edges = edges.into_iter().collect();
    shape.faces = faces;
    let pts: Vec<Pt> = (0..shape.faces.len()).map(|f| shape.face_pt(f)).collect();
    let order = reorder(&pts);
    shape.faces = order.iter().map(|&i| shape.faces[i].clone()).collect();
    Ok(shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hexagon_has_ludii_counts_and_order() {
        let s = hexagon(5).expect("hex 5");
        assert_eq!(s.faces.len(), 61);
        // 6 n^2 vertices, 9 n^2 - 3 n edges.
        assert_eq!(s.verts.len(), 150);
        assert_eq!(s.edges.len(), 210);
        // Cell 0 is the bottom row's leftmost; the bottom row has 5 cells.
        let p0 = s.face_pt(0);
        let p4 = s.face_pt(4);
        let p5 = s.face_pt(5);
        assert!(p0[0] < p4[0] && (p0[1] - p4[1]).abs() < 1e-9);
        assert!(p5[1] > p4[1]);
    }
}
