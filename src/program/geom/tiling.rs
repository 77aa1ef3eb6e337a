//! `(tiling T3464 N)`: Ludii's semi-regular tiling of triangles, squares and hexagons
//! (`HexagonOn3464`), a hexagon of its major hexagons `N` a side; the points round each
//! major hexagon gathered once each (within 0.1), joined at unit distance and numbered
//! by position, as Ludii builds it. `(tiling T3636 N)`, of triangles and hexagons
//! (`Tiling3636`), is built the same way from its hexagons.

use super::{Pt, Shape};

/// The points round a major hexagon: its six corners, then the twelve outer corners of
/// the squares and triangles about it (Ludii's `HexagonOn3464.ref`).
fn refs() -> [Pt; 18] {
    let (ux, uy) = (1.0, 3f64.sqrt() / 2.0);
    let mut r = [[0.0; 2]; 18];
    r[..6].copy_from_slice(&[
        [-0.5 * ux, uy],
        [0.5 * ux, uy],
        [ux, 0.0 * uy],
        [0.5 * ux, -uy],
        [-0.5 * ux, -uy],
        [-ux, 0.0 * uy],
    ]);
    let a = 1.0 + 3f64.sqrt() / 2.0;
    let h = a / 15f64.to_radians().cos();
    for (n, p) in r[6..].iter_mut().enumerate() {
        let theta = ((15 + n * 30) as f64).to_radians();
        *p = [h * theta.cos(), h * theta.sin()];
    }
    r
}

/// The centre of the major hexagon at `(row, col)` (`HexagonOn3464.xy`).
fn xy(row: i64, col: i64) -> Pt {
    let hx = 1.0 + 3f64.sqrt();
    let hy = (3.0 + 3f64.sqrt()) / 2.0;
    [hy * (col - row) as f64, hx * (row + col) as f64 * 0.5]
}

/// `(tiling T3464 N)`.
pub fn t3464(n: i64) -> Result<Shape, String> {
    if !(1..=20).contains(&n) {
        return Err(format!("(tiling T3464 {n}): not a size ludic takes"));
    }
    let (rows, cols) = (2 * n - 1, 2 * n - 1);
    let refs = refs();
    let mut pts: Vec<Pt> = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if c > cols / 2 + r || r - c > cols / 2 {
                continue;
            }
            let o = xy(r, c);
            for d in refs {
                let (x, y) = (o[0] + d[0], o[1] + d[1]);
                super::push_apart(&mut pts, [x, y]);
            }
        }
    }
    let mut s = Shape::from_points(&pts, 1.0);
    s.reorder_all();
    Ok(s)
}

/// `(tiling T3636 N)`: a hexagon of the tiling's hexagons `N` a side, each a unit
/// hexagon with flat top and bottom, centred `2` apart along a row, rows `sqrt 3` apart
/// and each shifted half a step back (`Tiling3636.xy`, its `ref` read with x and y
/// swapped, as Ludii reads it).
pub fn t3636(n: i64) -> Result<Shape, String> {
    if !(1..=20).contains(&n) {
        return Err(format!("(tiling T3636 {n}): not a size ludic takes"));
    }
    let (rows, cols) = (2 * n - 1, 2 * n - 1);
    let ux = 3f64.sqrt() / 2.0;
    // Ludii's `ref` as (its first coordinate, its second), added as (second, first).
    let refs = [
        [0.0, 1.0],
        [ux, 0.5],
        [ux, -0.5],
        [0.0, -1.0],
        [-ux, -0.5],
        [-ux, 0.5],
    ];
    let mut pts: Vec<Pt> = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if c > cols / 2 + r || r - c > cols / 2 {
                continue;
            }
            let o = [2.0 * (c as f64 - 0.5 * r as f64), 3f64.sqrt() * r as f64];
            for d in refs {
                super::push_apart(&mut pts, [o[0] + d[1], o[1] + d[0]]);
            }
        }
    }
    let mut s = Shape::from_points(&pts, 1.0);
    s.reorder_all();
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_major_hexagon_and_its_ring() {
        let s = t3464(1).expect("built");
        // A hexagon, six squares and six triangles round it.
        assert_eq!((s.verts.len(), s.faces.len()), (18, 13));
    }
}
