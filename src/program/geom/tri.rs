//! Ludii's triangular basis (`Tri`): `(tri N)` or `(tri Triangle N)` (`TriangleOnTri`), a
//! triangle of triangles, and `(tri Hexagon N)` (`HexagonOnTri`), a hexagon of triangles,
//! numbered by position as Ludii numbers them; `(tri Limping N)` and `(tri {SIDES})`
//! (`CustomOnTri`), the points inside the outline the sides draw. On a board of cells the sizes count cells,
//! so the grid of points is one larger, as in Ludii.

use super::poly::Polygon;
use super::{faces, Pt, Shape};

/// Ludii's `Tri.xy`: the point at `(row, col)` of the triangular grid of unit side.
fn xy(row: i64, col: i64) -> Pt {
    let hy = 3f64.sqrt() / 2.0;
    [col as f64 - 0.5 * row as f64, hy * row as f64]
}

fn check(what: &str, n: i64) -> Result<(), String> {
    if (1..=60).contains(&n) {
        Ok(())
    } else {
        Err(format!("({what} {n}): not a size ludic takes"))
    }
}

/// `(tri Triangle N)`: the points `(r, c)` with `r <= c`, joined at unit distance.
pub fn triangle(n: i64, cells: bool) -> Result<Shape, String> {
    check("tri Triangle", n)?;
    let n = n + i64::from(cells);
    let mut pts = Vec::new();
    for r in 0..n {
        for c in r..n {
            pts.push(xy(r, c));
        }
    }
    let mut s = Shape::from_points(&pts, 1.0);
    s.reorder_all();
    Ok(s)
}

/// `(tri Hexagon N)`: the hexagon of side `N` (cells, or points), its edges laid row by
/// row and between rows in Ludii's order, then its faces found.
pub fn hexagon(n: i64, cells: bool) -> Result<Shape, String> {
    check("tri Hexagon", n)?;
    let d = n + i64::from(cells);
    let rows = 2 * d - 1;
    let cols = rows;
    let mut s = Shape::default();
    for row in 0..rows {
        for col in 0..cols {
            if col > cols / 2 + row || row - col > cols / 2 {
                continue;
            }
            s.verts.push(xy(row, col));
        }
    }
    let n = s.verts.len();
    let edge = |s: &mut Shape, a: i64, b: i64| -> Result<(), String> {
        if a < 0 || b < 0 || a as usize >= n || b as usize >= n {
            return Err(format!("(tri Hexagon {d}): an edge past the points"));
        }
        s.edges.push((a as usize, b as usize));
        Ok(())
    };
    // Along the rows, the bottom half then the top half.
    let mut vid = 0;
    for k in 0..=rows / 2 {
        for _ in 0..cols / 2 + k {
            edge(&mut s, vid, vid + 1)?;
            vid += 1;
        }
        vid += 1;
    }
    for k in 0..rows / 2 {
        for _ in 0..cols - 2 - k {
            edge(&mut s, vid, vid + 1)?;
            vid += 1;
        }
        vid += 1;
    }
    // Between the rows: each point to the two above it, then (top half) below it.
    vid = 0;
    for k in 0..rows / 2 {
        let off = rows / 2 + 1 + k;
        for _ in 0..cols / 2 + 1 + k {
            edge(&mut s, vid, vid + off)?;
            edge(&mut s, vid, vid + off + 1)?;
            vid += 1;
        }
    }
    vid += cols;
    for k in 0..rows / 2 {
        let off = rows - k;
        for _ in 0..cols - 1 - k {
            edge(&mut s, vid, vid - off)?;
            edge(&mut s, vid, vid - off + 1)?;
            vid += 1;
        }
    }
    s.faces = faces::make_faces(&s, false);
    s.reorder_all();
    Ok(s)
}

/// `(tri {SIDES})`, and `(tri Limping N)` as `(tri {N N+1})`: the grid's points inside
/// the outline the sides draw (pushed out by 0.1), joined at unit distance. Ludii
/// searches the grid past the outline's bounds by the first side for a limping board,
/// by 2 otherwise, reading the bounds (in the plane's units) as rows and columns.
pub fn custom(sides: &[i64]) -> Result<Shape, String> {
    if sides.is_empty() || sides.len() > 12 || sides.iter().any(|s| s.abs() > 60) {
        return Err(format!("(tri {sides:?}): not sides ludic takes"));
    }
    let mut poly = Polygon::from_sides(sides, xy);
    poly.inflate(0.1);
    let limping = sides.len() == 2 && sides[0] == sides[1] - 1;
    let margin = if limping { sides[0] } else { 2 };
    let (x0, y0, x1, y1) = poly.bounds();
    let (c0, r0) = (x0 as i64 - margin, y0 as i64 - margin);
    let (c1, r1) = (x1 as i64 + margin, y1 as i64 + margin);
    let mut pts = Vec::new();
    for r in r0..=r1 {
        for c in c0..=c1 {
            let p = xy(r, c);
            if poly.contains(p) {
                pts.push(p);
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

    // Ludii's counts (vertices, edges, faces) for these boards of cells.
    #[test]
    fn tri_shapes_have_ludii_counts() {
        let t = triangle(3, true).expect("built");
        assert_eq!((t.verts.len(), t.edges.len(), t.faces.len()), (10, 18, 9));
        let h = hexagon(2, true).expect("built");
        assert_eq!((h.verts.len(), h.edges.len(), h.faces.len()), (19, 42, 24));
        let l = custom(&[3, 4]).expect("built");
        assert_eq!((l.verts.len(), l.edges.len(), l.faces.len()), (27, 63, 37));
    }
}
