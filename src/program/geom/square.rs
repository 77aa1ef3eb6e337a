//! `(square N)`, `(rectangle ROWS COLS)` and `(square Diamond N)` on the square basis
//! (Ludii's `RectangleOnSquare`, `DiamondOnSquare`), with the lines Ludii may draw across
//! the squares (`diagonals:`), numbered as Ludii numbers them.

use super::poly::Polygon;
use super::Shape;

/// The lines drawn across the squares (Ludii's `DiagonalsType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagonals {
    /// One diagonal a square, in alternate directions (Alquerque).
    Alternating,
    /// Both diagonals, meeting at a new point in the middle of each square.
    Solid,
    /// Both diagonals, crossing without a point where they meet.
    SolidNoSplit,
    /// Diagonals round the centre in concentric squares.
    Concentric,
    /// The diagonals through the centre only.
    Radiating,
}

impl Diagonals {
    /// The type named `name`, if Ludii has it.
    pub fn named(name: &str) -> Option<Diagonals> {
        Some(match name {
            "Alternating" => Diagonals::Alternating,
            "Solid" => Diagonals::Solid,
            "SolidNoSplit" => Diagonals::SolidNoSplit,
            "Concentric" => Diagonals::Concentric,
            "Radiating" => Diagonals::Radiating,
            _ => return None,
        })
    }
}

/// `(rectangle ROWS COLS)` or `(square N)`: the grid of unit squares, `rows` x `cols`
/// cells when the board's sites are cells, `rows` x `cols` points when they are the
/// vertices (Ludii sizes the grid by the kind of site), with `diagonals` drawn.
pub fn rectangle(
    rows: i64,
    cols: i64,
    cells: bool,
    diagonals: Option<Diagonals>,
) -> Result<Shape, String> {
    let (r, c) = if cells {
        (rows + 1, cols + 1)
    } else {
        (rows, cols)
    };
    if r < 1 || c < 1 || r * c > 20_000 {
        return Err(format!(
            "(rectangle {rows} {cols}): not a board size ludic takes"
        ));
    }
    let mut s = Shape::default();
    for row in 0..r {
        for col in 0..c {
            s.verts.push([col as f64, row as f64]);
        }
    }
    let id = |row: i64, col: i64| (row * c + col) as usize;
    for row in 0..r {
        for col in 0..c {
            if row + 1 < r {
                s.edges.push((id(row, col), id(row + 1, col)));
            }
            if col + 1 < c {
                s.edges.push((id(row, col), id(row, col + 1)));
            }
        }
    }
    if let Some(d) = diagonals {
        draw(&mut s, r, c, d);
    }
    s.faces = super::faces::make_faces(&s, false);
    s.reorder_all();
    Ok(s)
}

/// `(square Diamond N)`: the points of a square grid `2N` wide within a diamond, joined
/// at unit distance (Ludii's `DiamondOnSquare`).
pub fn diamond(d: i64, diagonals: Option<Diagonals>) -> Result<Shape, String> {
    if !(1..=50).contains(&d) {
        return Err(format!("(square Diamond {d}): not a size ludic takes"));
    }
    let (rows, cols) = (2 * d, 2 * d);
    let mut pts = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if r + c < d - 1 || c - r > d || r - c > d || r + c >= 3 * d {
                continue;
            }
            pts.push([c as f64, r as f64]);
        }
    }
    let mut s = Shape::from_points(&pts, 1.0);
    if let Some(k) = diagonals {
        draw(&mut s, rows, cols, k);
    }
    s.faces = super::faces::make_faces(&s, false);
    s.reorder_all();
    Ok(s)
}

/// `(square (poly {{X Y} ...}))`: the grid's points inside the polygon (grown by 0.1,
/// so a point on its side counts), joined at unit distance, the cells found, all
/// numbered by position (Ludii's `CustomOnSquare`).
/// (`diagonals:` there is refused where it is read.)
pub fn in_polygon(poly: &Polygon) -> Result<Shape, String> {
    let mut grown = poly.clone();
    grown.inflate(0.1);
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in &grown.pts {
        (x0, y0, x1, y1) = (x0.min(p[0]), y0.min(p[1]), x1.max(p[0]), y1.max(p[1]));
    }
    if grown.pts.len() < 3 || x1 - x0 > 200.0 || y1 - y0 > 200.0 {
        return Err("(square (poly ...)): not a board ludic takes".to_string());
    }
    // Ludii's `(int)` casts, which round toward zero.
    let (c0, r0) = (x0.trunc() as i64 - 2, y0.trunc() as i64 - 2);
    let (c1, r1) = (x1.trunc() as i64 + 2, y1.trunc() as i64 + 2);
    let mut pts = Vec::new();
    for r in r0..=r1 {
        for c in c0..=c1 {
            if grown.contains([c as f64, r as f64]) {
                pts.push([c as f64, r as f64]);
            }
        }
    }
    let mut s = Shape::from_points(&pts, 1.0);
    s.faces = super::faces::make_faces(&s, false);
    s.reorder_all();
    Ok(s)
}

/// Ludii's `Square.handleDiagonals` over rows and columns `0..=rows`, `0..=cols`.
fn draw(s: &mut Shape, rows: i64, cols: i64, kind: Diagonals) {
    let at = |s: &Shape, x: i64, y: i64| s.find_near(x as f64, y as f64);
    let square = |s: &Shape, r: i64, c: i64| {
        Some([
            at(s, c, r)?,
            at(s, c, r + 1)?,
            at(s, c + 1, r + 1)?,
            at(s, c + 1, r)?,
        ])
    };
    let (mid_row, mid_col) = (rows / 2, cols / 2);
    if kind == Diagonals::Radiating {
        let steps = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
        let n_steps = (rows / 2).max(cols / 2) + 1;
        for n in 0..n_steps {
            for (dr, dc) in steps {
                // Ludii looks the points up as (row, column), not (x, y): kept, so
                // that a board that is not square has Ludii's lines.
                let a = at(s, mid_row + n * dr, mid_col + n * dc);
                let b = at(s, mid_row + (n + 1) * dr, mid_col + (n + 1) * dc);
                if let (Some(a), Some(b)) = (a, b) {
                    s.find_or_add_edge(a, b);
                }
            }
        }
        return;
    }
    for r in 0..=rows {
        for c in 0..=cols {
            let Some([a, b, cc, d]) = square(s, r, c) else {
                continue;
            };
            match kind {
                Diagonals::Alternating if (r + c) % 2 == 0 => s.find_or_add_edge(a, cc),
                Diagonals::Alternating => s.find_or_add_edge(b, d),
                Diagonals::Solid => {
                    let x = s.find_or_add_vertex(c as f64 + 0.5, r as f64 + 0.5);
                    for v in [a, b, cc, d] {
                        s.find_or_add_edge(v, x);
                    }
                }
                Diagonals::SolidNoSplit => {
                    s.find_or_add_edge(a, cc);
                    s.find_or_add_edge(b, d);
                }
                Diagonals::Concentric => {
                    if (r < mid_row && c < mid_col) || (r >= mid_row && c >= mid_col) {
                        s.find_or_add_edge(b, d);
                    } else {
                        s.find_or_add_edge(a, cc);
                    }
                }
                Diagonals::Radiating => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Ludii 1.3.12's counts (cells, vertices, edges) of the same boards.
    #[test]
    fn diagonals_give_ludii_counts() {
        let count = |s: Shape| (s.faces.len(), s.verts.len(), s.edges.len());
        let alt = rectangle(5, 5, false, Some(Diagonals::Alternating)).expect("alquerque");
        assert_eq!(count(alt), (32, 25, 56));
        let solid = rectangle(3, 3, false, Some(Diagonals::Solid)).expect("solid");
        assert_eq!(count(solid), (16, 13, 28));
    }
}

#[cfg(test)]
mod polygon_tests {
    use super::*;

    #[test]
    fn a_polygon_keeps_the_points_inside() {
        // A 3 x 2 rectangle of points, its corners on the polygon's corners.
        let poly = Polygon::new(&[[0.0, 0.0], [0.0, 1.0], [2.0, 1.0], [2.0, 0.0]], 0);
        let s = in_polygon(&poly).expect("custom");
        assert_eq!((s.verts.len(), s.edges.len(), s.faces.len()), (6, 7, 2));
    }
}
