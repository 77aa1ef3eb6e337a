//! The other shapes of Ludii's hexagonal basis: `(hex Triangle N)` (`TriangleOnHex`),
//! `(hex Diamond N)` and `(hex Prism A B)` (`DiamondOnHex`), `(hex Star N)`
//! (`StarOnHex`), `(hex Rectangle ROWS COLS)` and `(hex Square N)` (`RectangleOnHex`),
//! `(hex Limping N)` and `(hex {SIDES})` (`CustomOnHex`): hexagonal cells whose corners are gathered once each (within 0.1), then
//! joined at unit distance and numbered by position, as Ludii builds them.

use super::poly::Polygon;
use super::{Pt, Shape};

/// Ludii's `Hex.ref`: a cell's six corners from its centre, from the top clockwise.
fn corners() -> [Pt; 6] {
    let ux = 3f64.sqrt() / 2.0;
    let uy = 1.0;
    // Ludii multiplies by 1, 0.5 and 0: exact, so these are its numbers.
    [
        [0.0, uy],
        [ux, 0.5 * uy],
        [ux, -0.5 * uy],
        [0.0, -uy],
        [-ux, -0.5 * uy],
        [-ux, 0.5 * uy],
    ]
}

/// Ludii's `Hex.xy`: the centre of the cell at `(row, col)`.
fn xy(row: i64, col: i64) -> Pt {
    let hx = 3f64.sqrt();
    let hy = 3.0 / 2.0;
    [hx * (col as f64 - 0.5 * row as f64), hy * row as f64]
}

/// The graph of the cells centred at `centres`, each corner `centre + corner` (with
/// the corner's coordinates swapped when `swap`, as `DiamondOnHex` does).
fn of_cells(centres: &[Pt], swap: bool) -> Shape {
    let mut pts: Vec<Pt> = Vec::new();
    for c in centres {
        for k in corners() {
            let (dx, dy) = if swap { (k[1], k[0]) } else { (k[0], k[1]) };
            let (x, y) = (c[0] + dx, c[1] + dy);
            super::push_apart(&mut pts, [x, y]);
        }
    }
    let mut s = Shape::from_points(&pts, 1.0);
    s.reorder_all();
    s
}

fn check(what: &str, n: i64) -> Result<(), String> {
    if (1..=40).contains(&n) {
        Ok(())
    } else {
        Err(format!("({what} {n}): not a size ludic takes"))
    }
}

/// `(hex Triangle N)`: a triangle of hexagons, `n` a side.
pub fn triangle(n: i64) -> Result<Shape, String> {
    check("hex Triangle", n)?;
    let mut centres = Vec::new();
    for r in 0..n {
        for c in 0..n {
            if r <= c {
                centres.push(xy(r, c));
            }
        }
    }
    Ok(of_cells(&centres, false))
}

/// `(hex Diamond N)` (`rows` = `cols` = N) or `(hex Prism ROWS COLS)`.
pub fn diamond(rows: i64, cols: Option<i64>) -> Result<Shape, String> {
    check("hex Diamond", rows)?;
    let prism = cols.is_some();
    let cols = cols.unwrap_or(rows);
    check("hex Prism", cols)?;
    let (max_r, max_c) = if prism {
        (rows + cols - 1, rows + cols - 1)
    } else {
        (rows, cols)
    };
    let hx = 3f64.sqrt();
    let hy = 3.0 / 2.0;
    let mut centres = Vec::new();
    for row in 0..max_r {
        for col in 0..max_c {
            if prism && (row - col).abs() >= rows {
                continue;
            }
            centres.push([hy * (col - row) as f64, hx * (row + col) as f64 * 0.5]);
        }
    }
    Ok(of_cells(&centres, true))
}

/// `(hex Star N)`: a six-pointed star of hexagons.
pub fn star(d: i64) -> Result<Shape, String> {
    check("hex Star", d)?;
    let (rows, cols) = (4 * d + 1, 4 * d + 1);
    let mut centres = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let out = if r < d {
                c < d || c - r > d
            } else if r <= 2 * d {
                r - c > d || c >= cols - d
            } else if r <= 3 * d {
                c < d || c - r > d
            } else {
                c > 3 * d || r - c > d
            };
            if !out {
                centres.push(xy(r, c));
            }
        }
    }
    Ok(of_cells(&centres, false))
}

/// `(hex Rectangle ROWS COLS)`: rows of `COLS` hexagons, every other row shifted half
/// a cell so the rows stay under each other.
pub fn rectangle(rows: i64, cols: i64) -> Result<Shape, String> {
    check("hex Rectangle", rows)?;
    check("hex Rectangle", cols)?;
    let mut centres = Vec::new();
    for r in 0..rows {
        for c in 0..cols + rows {
            if c < (r + 1) / 2 || c >= cols + r / 2 {
                continue;
            }
            centres.push(xy(r, c));
        }
    }
    Ok(of_cells(&centres, false))
}

/// `(hex {SIDES})`, and `(hex Limping N)` as `(hex {N N+1})`: the hexagons whose
/// centres lie in the outline the sides draw (Ludii's `CustomOnHex`), the outline
/// pushed out by 0.1 and the grid searched 3 cells past its bounds.
pub fn custom(sides: &[i64]) -> Result<Shape, String> {
    if sides.is_empty() || sides.len() > 12 || sides.iter().any(|s| s.abs() > 40) {
        return Err(format!("(hex {sides:?}): not sides ludic takes"));
    }
    let mut poly = Polygon::from_sides(sides, xy);
    poly.inflate(0.1);
    let (x0, y0, x1, y1) = poly.bounds();
    // Ludii reads the bounds (in the plane's units) as rows and columns, truncated.
    let (c0, r0, c1, r1) = (x0 as i64 - 3, y0 as i64 - 3, x1 as i64 + 3, y1 as i64 + 3);
    let mut centres = Vec::new();
    for r in r0..=r1 {
        for c in c0..=c1 {
            let p = xy(r, c);
            if poly.contains(p) {
                centres.push(p);
            }
        }
    }
    Ok(of_cells(&centres, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    // Ludii 1.3.12's counts (cells, vertices, edges) of the same boards.
    #[test]
    fn hex_shapes_have_ludii_counts() {
        let count = |s: Shape| (s.faces.len(), s.verts.len(), s.edges.len());
        assert_eq!(
            count(diamond(11, None).expect("hex diamond")),
            (121, 286, 406)
        );
        assert_eq!(
            count(rectangle(13, 12).expect("hex rectangle")),
            (150, 350, 499)
        );
        assert_eq!(count(custom(&[2, 3]).expect("hex limping")), (12, 37, 48));
        assert_eq!(count(custom(&[3, 4]).expect("hex 3 4")), (27, 73, 99));
    }
}
