//! Ludii's coordinate labels of a board's sites (`MeasureGraph.measureSituation`): the
//! sites clustered into rows along the best of a few angles, then into columns across
//! them, and named as on a grid (`"A1"` for column 0, row 0).

use super::Pt;

/// Ludii's `distanceToLine` (see [`super::measure`]).
fn dist(p: Pt, a: Pt, b: Pt) -> f64 {
    super::measure::distance_to_line_pub(p, a, b)
}

/// `clusterByDimension`: each site's bucket along the base line at angle `theta`, and
/// the clustering's error (Ludii's, including its habit of keeping only the last
/// item's square in each bucket's sum).
fn cluster(pos: &[Pt], rows: bool, unit: f64, theta: f64) -> (Vec<usize>, f64) {
    let (mut x0, mut y0, mut x1, mut y1) = (1e6, 1e6, -1e6, -1e6);
    for p in pos {
        x0 = if p[0] < x0 { p[0] } else { x0 };
        x1 = if p[0] > x1 { p[0] } else { x1 };
        y0 = if p[1] < y0 { p[1] } else { y0 };
        y1 = if p[1] > y1 { p[1] } else { y1 };
    }
    let (w, h) = (x1 - x0, y1 - y0);
    let a = if rows {
        [x0 + w / 2.0, y0 - h]
    } else {
        [x0 - w, y0 + h / 2.0]
    };
    let b = [a[0] + w * theta.cos(), a[1] + w * theta.sin()];
    let mut rank: Vec<(usize, f64)> = pos
        .iter()
        .enumerate()
        .map(|(i, p)| (i, dist(*p, a, b)))
        .collect();
    rank.sort_by(|x, y| x.1.partial_cmp(&y.1).unwrap_or(std::cmp::Ordering::Equal));
    let margin = 0.6 * unit;
    let mut buckets: Vec<(f64, Vec<(usize, f64)>)> = Vec::new();
    for (i, score) in rank {
        let open = match buckets.last() {
            None => true,
            Some((total, items)) => (score - total / items.len() as f64).abs() > margin,
        };
        if open {
            buckets.push((0.0, Vec::new()));
        }
        if let Some(b) = buckets.last_mut() {
            b.0 += score;
            b.1.push((i, score));
        }
    }
    let mut of = vec![0; pos.len()];
    let mut error = 0.0;
    for (bid, (total, items)) in buckets.iter().enumerate() {
        let mean = total / items.len() as f64;
        let mut acc = 0.0;
        for &(i, score) in items {
            of[i] = bid;
            acc = (mean - score) * (mean - score);
        }
        error += acc / items.len() as f64;
    }
    error += 0.01 * buckets.len() as f64;
    (of, error)
}

/// The number of rows and of columns Ludii's clustering finds (`(count Rows)`,
/// `(count Columns)`: the sizes of its topology's row and column lists, which the same
/// measure fills).
pub fn rows_and_columns(pos: &[Pt]) -> (usize, usize) {
    let (rows, cols) = clusters(pos);
    let n = |v: &[usize]| v.iter().max().map_or(0, |m| m + 1);
    (n(&rows), n(&cols))
}

/// Each site's row and column bucket, as Ludii's `measureSituation` clusters them
/// (`(sites Row N)` is the sites of bucket N, as Ludii's topology takes each element's
/// row from its graph).
pub fn clusters(pos: &[Pt]) -> (Vec<usize>, Vec<usize>) {
    if pos.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let (mut x0, mut y0, mut x1, mut y1) = (1e6, 1e6, -1e6, -1e6);
    for p in pos {
        x0 = f64::min(x0, p[0]);
        x1 = f64::max(x1, p[0]);
        y0 = f64::min(y0, p[1]);
        y1 = f64::max(y1, p[1]);
    }
    let unit = ((x1 - x0) + (y1 - y0)) / 2.0 / (pos.len() as f64).sqrt();
    let best = |rows: bool, base: f64, angles: &[i32]| {
        let mut best_error = 1000.0;
        let mut best_theta = if rows { 0.0 } else { base };
        for &angle in angles {
            let theta = base + angle as f64 / 180.0 * std::f64::consts::PI;
            let (_, error) = cluster(pos, rows, unit, theta);
            if error < best_error {
                best_error = error;
                best_theta = theta;
                if error < 0.01 {
                    break;
                }
            }
        }
        best_theta
    };
    let row_theta = best(true, 0.0, &[0, 15, 30, 45, 60]);
    let (rows, _) = cluster(pos, true, unit, row_theta);
    let col_theta = best(false, row_theta, &[90, 105, 120]);
    let (cols, _) = cluster(pos, false, unit, col_theta);
    (rows, cols)
}

/// Each site's coordinate label, or `None` when two sites would share one (Ludii then
/// names one of them; a file naming it would be ambiguous, so it is refused).
pub fn labels(pos: &[Pt]) -> Option<Vec<String>> {
    let (rows, cols) = clusters(pos);
    let mut out = Vec::with_capacity(pos.len());
    let mut seen = std::collections::HashSet::new();
    for i in 0..pos.len() {
        let mut column = cols[i];
        let mut label = char::from(b'A' + (column % 26) as u8).to_string();
        while column >= 26 {
            column /= 26;
            label.insert(0, char::from(b'A' + (column % 26) as u8 - 1));
        }
        label += &(rows[i] + 1).to_string();
        if !seen.insert(label.clone()) {
            return None;
        }
        out.push(label);
    }
    Some(out)
}
