//! `(repeat ROWS COLUMNS step:{{CX CY} {RX RY}} (poly ...) | {(poly ...) ...})`: Ludii's
//! `Repeat`, the polygons' outlines drawn again at each place `column * C + row * R`,
//! a point already there (within 0.001) reused, each side an edge once; the cells are
//! then found from the edges and all is numbered by position (`y * 100 + x`).

use super::faces::make_faces;
use super::poly::Polygon;
use super::{Pt, Shape};

/// The polygons repeated over `rows` x `cols` places, a column's step `col_step` and a
/// row's `row_step` (each read as a `Float`).
pub fn repeat(
    rows: i64,
    cols: i64,
    col_step: Pt,
    row_step: Pt,
    polys: &[Polygon],
) -> Result<Shape, String> {
    let sides: usize = polys.iter().map(|p| p.pts.len()).sum();
    if rows < 0 || cols < 0 || (rows * cols) as usize * sides > 20_000 {
        return Err(format!(
            "(repeat {rows} {cols} ...): not a board ludic takes"
        ));
    }
    let f = |v: f64| f64::from(v as f32);
    let (cs, rs) = (
        [f(col_step[0]), f(col_step[1])],
        [f(row_step[0]), f(row_step[1])],
    );
    let mut s = Shape::default();
    for row in 0..rows {
        for col in 0..cols {
            let (row, col) = (row as f64, col as f64);
            let at = [col * cs[0] + row * rs[0], col * cs[1] + row * rs[1]];
            for poly in polys {
                let n = poly.pts.len();
                for k in 0..n {
                    let (p, q) = (poly.pts[k], poly.pts[(k + 1) % n]);
                    let a = s.find_or_add_vertex(at[0] + p[0], at[1] + p[1]);
                    let b = s.find_or_add_vertex(at[0] + q[0], at[1] + q[1]);
                    s.find_or_add_edge(a, b);
                }
            }
        }
    }
    s.faces = make_faces(&s, false);
    s.reorder_all();
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_triangles_shares_corners() {
        let tri = Polygon::new(&[[0.5, 0.0], [0.0, 0.5], [1.0, 0.5]], 0);
        let s = repeat(3, 1, [0.5, 0.0], [1.0, 0.0], &[tri]).expect("repeat");
        // Three triangles along a line, each top side meeting the next's.
        assert_eq!((s.verts.len(), s.edges.len(), s.faces.len()), (7, 9, 3));
    }
}
