//! `(wedge ROWS [COLUMNS])`: Ludii's `Wedge`, a triangle of points: an apex, then
//! `ROWS - 1` rows of `COLUMNS` (3 by default) points spread ever wider below it, each
//! joined to its neighbours in the row and to the point above; no cells (Ludii finds
//! none here) and Ludii's numbering (apex, then row by row downward).

use super::Shape;

/// Ludii's wedge of `rows` rows of `cols` points.
pub fn wedge(rows: i64, cols: Option<i64>) -> Result<Shape, String> {
    let cols = cols.unwrap_or(3);
    if !(1..=64).contains(&rows) || !(2..=64).contains(&cols) {
        return Err(format!("(wedge {rows} {cols}): not a board ludic takes"));
    }
    let mut s = Shape::default();
    let mid = (rows - 1) as f64;
    for r in 0..rows {
        if r == 0 {
            s.verts.push([mid, mid]);
            continue;
        }
        let (left, right) = (mid - r as f64, mid + r as f64);
        for c in 0..cols {
            let t = c as f64 / (cols - 1) as f64;
            s.verts.push([left + t * (right - left), mid - r as f64]);
        }
    }
    let (rows, cols) = (rows as usize, cols as usize);
    for r in 0..rows {
        if r == 0 {
            for c in 0..cols {
                if c + 1 < s.verts.len() {
                    s.edges.push((0, c + 1));
                }
            }
            continue;
        }
        let from = r * cols - cols + 1;
        for c in 0..cols - 1 {
            s.edges.push((from + c, from + c + 1));
        }
        if r < rows - 1 {
            for c in 0..cols {
                s.edges.push((from + c, from + cols + c));
            }
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wedge_has_an_apex_and_rows() {
        let s = wedge(3, None).expect("wedge");
        assert_eq!(
            (s.verts.len(), s.edges.len(), s.faces.len()),
            (7, 3 + 4 + 3, 0)
        );
        // The apex at (2, 2), the first row's left point one down and one left.
        assert_eq!(s.verts[0], [2.0, 2.0]);
        assert_eq!(s.verts[1], [1.0, 1.0]);
    }
}
