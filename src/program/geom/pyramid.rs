//! `(square N pyramidal:True)` and `(rectangle ROWS COLS pyramidal:True)`: Ludii's
//! `RectangleOnSquare` with a square pyramid of layers stacked on the grid of points,
//! each layer one point fewer each way, centred over the gaps of the one below and as
//! high above it as makes every slope a unit long (Pylos's balls). Points a unit apart
//! in space are joined (`Graph.makeEdges`), the cells are found on each level, and
//! all is numbered by position in plan (`y * 100 + x`), a lower point before the one
//! above it. ludic's boards are flat: the heights are used to join the points, then
//! dropped.

use super::faces::make_faces_on_levels;
use super::Shape;

/// Ludii's pyramidal rectangle: `rows` x `cols` points (cells: one more each way).
pub fn pyramid(rows: i64, cols: i64, cells: bool) -> Result<Shape, String> {
    let (r, c) = if cells {
        (rows + 1, cols + 1)
    } else {
        (rows, cols)
    };
    if !(1..=40).contains(&r) || !(1..=40).contains(&c) {
        return Err(format!(
            "(rectangle {rows} {cols} pyramidal:True): not a board size ludic takes"
        ));
    }
    let mut s = Shape::default();
    let mut pts: Vec<[f64; 3]> = Vec::new();
    for row in 0..r {
        for col in 0..c {
            pts.push([col as f64, row as f64, 0.0]);
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
    let dz = 1.0 / 2f64.sqrt();
    for layer in 1..r {
        let off = layer as f64 * 0.5;
        for row in 0..r - layer {
            for col in 0..c - layer {
                pts.push([off + col as f64, off + row as f64, layer as f64 * dz]);
            }
        }
    }
    // Ludii's `makeEdges`: every ordered pair, an edge made when none joins them yet,
    // so the new edges come by their first end, then their second.
    let mut known: std::collections::HashSet<(usize, usize)> =
        s.edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    for a in 0..pts.len() {
        for b in 0..pts.len() {
            if a == b {
                continue;
            }
            let (p, q) = (pts[a], pts[b]);
            let d = ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt();
            if (d - 1.0).abs() < 0.05 && known.insert((a.min(b), a.max(b))) {
                s.edges.push((a, b));
            }
        }
    }
    s.verts = pts.iter().map(|p| [p[0], p[1]]).collect();
    let levels: Vec<f64> = pts.iter().map(|p| p[2]).collect();
    s.faces = make_faces_on_levels(&s, Some(&levels), false);
    s.reorder_all();
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pylos_has_thirty_points_and_ninety_six_lines() {
        let s = pyramid(4, 4, false).expect("pyramid");
        assert_eq!((s.verts.len(), s.edges.len()), (30, 96));
        // The top of the pyramid stands over the grid's point (1.5, 1.5)'s place.
        assert!(s.verts.contains(&[1.5, 1.5]));
    }
}
