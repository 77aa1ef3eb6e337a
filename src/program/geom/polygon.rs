//! Ludii's `Polygon` as its custom boards use it: an outline given by its sides' lengths
//! on a hexagonal or triangular grid, pushed out a little, then asked which grid points
//! lie inside. Computed as Ludii computes it so the same points fall inside.

use super::Pt;

/// A closed outline, its corners in order.
#[derive(Clone, Debug, Default)]
pub struct Polygon {
    /// The corners.
    pub pts: Vec<Pt>,
}

/// Ludii's `MathRoutines.clockwise`: whether `a`, `b`, `c` turn clockwise (or not at all).
fn clockwise(a: Pt, b: Pt, c: Pt) -> bool {
    (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]) < 1e-7
}

/// `b - a`, made of length `amount` (left alone when too short to normalise).
fn towards(a: Pt, b: Pt, amount: f64) -> Pt {
    let (mut x, mut y) = (b[0] - a[0], b[1] - a[1]);
    let mag = (x * x + y * y).sqrt();
    if mag >= 1e-7 {
        x /= mag;
        y /= mag;
    }
    [x * amount, y * amount]
}

impl Polygon {
    /// The outline of a board given by its sides (Ludii's `polygonFromSides` of its
    /// custom hexagonal and triangular boards): from `(0, 0)`, each side one shorter
    /// than given, turning left for a positive side and right for a negative one, at
    /// least five sides walked (the list repeated), each corner placed by `xy(row, col)`.
    pub fn from_sides(sides: &[i64], xy: impl Fn(i64, i64) -> Pt) -> Polygon {
        const STEPS: [[i64; 2]; 6] = [[1, 0], [1, 1], [0, 1], [-1, 0], [-1, -1], [0, -1]];
        let mut step: i64 = 1;
        let (mut row, mut col) = (0, 0);
        let mut pts = vec![xy(row, col)];
        if sides.is_empty() {
            return Polygon { pts };
        }
        for n in 0..sides.len().max(5) {
            let mut next = sides[n % sides.len()];
            next += if next < 0 { 1 } else { -1 };
            step += if next < 0 { -1 } else { 1 };
            step = (step + 6) % 6;
            if next > 0 {
                let s = STEPS[step as usize];
                row += next * s[0];
                col += next * s[1];
                pts.push(xy(row, col));
            }
        }
        Polygon { pts }
    }

    /// Ludii's `Polygon.inflate`: each corner moved out by `amount` along the mean of
    /// its two sides' directions.
    pub fn inflate(&mut self, amount: f64) {
        let n = self.pts.len();
        if n == 0 {
            return;
        }
        let adjust: Vec<Pt> = (0..n)
            .map(|i| {
                let (a, b, c) = (self.pts[i], self.pts[(i + 1) % n], self.pts[(i + 2) % n]);
                let (vin, vout) = if clockwise(a, b, c) {
                    (towards(a, b, amount), towards(c, b, amount))
                } else {
                    (towards(b, a, amount), towards(b, c, amount))
                };
                [(vin[0] + vout[0]) * 0.5, (vin[1] + vout[1]) * 0.5]
            })
            .collect();
        for i in 0..n {
            let d = adjust[(i + n - 1) % n];
            self.pts[i] = [self.pts[i][0] + d[0], self.pts[i][1] + d[1]];
        }
    }

    /// The bounding box `(min x, min y, max x, max y)` (all 0 when empty).
    pub fn bounds(&self) -> (f64, f64, f64, f64) {
        if self.pts.is_empty() {
            return (0.0, 0.0, 0.0, 0.0);
        }
        let limit = 1_000_000.0;
        let (mut x0, mut y0, mut x1, mut y1) = (limit, limit, -limit, -limit);
        for p in &self.pts {
            x0 = if p[0] < x0 { p[0] } else { x0 };
            x1 = if p[0] > x1 { p[0] } else { x1 };
            y0 = if p[1] < y0 { p[1] } else { y0 };
            y1 = if p[1] > y1 { p[1] } else { y1 };
        }
        (x0, y0, x1, y1)
    }

    /// Ludii's `Polygon.contains`: the even-odd rule, as Ludii computes it.
    pub fn contains(&self, p: Pt) -> bool {
        let n = self.pts.len();
        if n == 0 {
            return false;
        }
        let (x, y) = (p[0], p[1]);
        let mut j = n - 1;
        let mut odd = false;
        for i in 0..n {
            let [ix, iy] = self.pts[i];
            let [jx, jy] = self.pts[j];
            if ((iy < y && jy >= y) || (jy < y && iy >= y))
                && (ix <= x || jx <= x)
                && ix + (y - iy) / (jy - iy) * (jx - ix) < x
            {
                odd = !odd;
            }
            j = i;
        }
        odd
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_contains_its_middle_only() {
        let mut p = Polygon {
            pts: vec![[0.0, 0.0], [0.0, 2.0], [2.0, 2.0], [2.0, 0.0]],
        };
        p.inflate(0.1);
        assert!(p.contains([1.0, 1.0]));
        assert!(p.contains([0.0, 0.0]));
        assert!(!p.contains([3.0, 1.0]));
    }
}
