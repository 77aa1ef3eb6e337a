//! `(poly {{X Y} ...} [rotns:N])`: Ludii's `Poly`, a polygon of points read as
//! single-precision floats, with `rotns:N` its points turned `N - 1` more times by a
//! `N`th of a turn about the origin. Ludii tests points against it by the even-odd
//! rule and grows it a little (`Polygon.inflate`) before cutting a board with it. The
//! custom hexagonal and triangular boards draw their outline from its sides' lengths
//! ([`Polygon::from_sides`]) and ask which grid points lie inside.

use super::Pt;

/// A polygon's corners in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Polygon {
    /// The corners, in the order given.
    pub pts: Vec<Pt>,
}

/// Ludii's `MathRoutines.EPSILON`.
const EPSILON: f64 = 0.000_000_1;

impl Polygon {
    /// The polygon of `pts` (each rounded to a `Float`, as Ludii reads them), with
    /// `rotations` copies turned round the origin (`Polygon.addRotations`; a negative
    /// count reverses the points first).
    pub fn new(pts: &[Pt], rotations: i64) -> Polygon {
        let mut pts: Vec<Pt> = pts
            .iter()
            .map(|p| [f64::from(p[0] as f32), f64::from(p[1] as f32)])
            .collect();
        if rotations != 0 {
            if rotations < 0 {
                pts.reverse();
            }
            let base = pts.clone();
            let step = 2.0 * std::f64::consts::PI / rotations as f64;
            let mut angle = step;
            for _ in 1..rotations.abs() {
                let (s, c) = angle.sin_cos();
                pts.extend(
                    base.iter()
                        .map(|p| [p[0] * c - p[1] * s, p[0] * s + p[1] * c]),
                );
                angle += step;
            }
        }
        Polygon { pts }
    }

    /// Whether `p` is inside, by the even-odd rule (Ludii's `Polygon.contains`: a
    /// point on a lower or left side counts as inside, on an upper or right one not).
    pub fn contains(&self, p: Pt) -> bool {
        even_odd(p, &self.pts)
    }

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

    /// Ludii's `Polygon.inflate(amount)`: each corner moved by half the sum of its two
    /// sides' directions, scaled to `amount`, taken by the turn at the corner (outward
    /// for a convex corner whichever way round the polygon goes).
    pub fn inflate(&mut self, amount: f64) {
        let n = self.pts.len();
        if n == 0 {
            return;
        }
        let unit = |from: Pt, to: Pt| {
            let (dx, dy) = (to[0] - from[0], to[1] - from[1]);
            let mag = (dx * dx + dy * dy).sqrt();
            if mag < EPSILON {
                [dx * amount, dy * amount]
            } else {
                [dx / mag * amount, dy / mag * amount]
            }
        };
        let moves: Vec<Pt> = (0..n)
            .map(|k| {
                let (a, b, c) = (self.pts[k], self.pts[(k + 1) % n], self.pts[(k + 2) % n]);
                let turn = (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]);
                let (vin, vout) = if turn < EPSILON {
                    (unit(a, b), unit(c, b))
                } else {
                    (unit(b, a), unit(b, c))
                };
                [(vin[0] + vout[0]) * 0.5, (vin[1] + vout[1]) * 0.5]
            })
            .collect();
        // The move found at corner k + 1 (the middle of its three) is applied to it.
        for k in 0..n {
            let m = moves[(k + n - 1) % n];
            self.pts[k] = [self.pts[k][0] + m[0], self.pts[k][1] + m[1]];
        }
    }
}

/// Whether `p` is inside the polygon of corners `pts`, by the even-odd rule, as Ludii's
/// `Polygon.contains` and `MathRoutines.pointInPolygon` compute it.
pub fn even_odd(p: Pt, pts: &[Pt]) -> bool {
    let n = pts.len();
    let (x, y) = (p[0], p[1]);
    let mut odd = false;
    let mut j = n.wrapping_sub(1);
    for i in 0..n {
        let [ix, iy] = pts[i];
        let [jx, jy] = pts[j];
        if ((iy < y && jy >= y) || (jy < y && iy >= y)) && (ix <= x || jx <= x) {
            odd ^= ix + (y - iy) / (jy - iy) * (jx - ix) < x;
        }
        j = i;
    }
    odd
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_contains_its_inside_and_grows() {
        let mut p = Polygon::new(&[[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0]], 0);
        assert!(p.contains([0.5, 0.5]));
        assert!(!p.contains([1.5, 0.5]));
        // Growing by 0.1 moves each side out by half of that.
        assert!(!p.contains([1.04, 0.5]));
        p.inflate(0.1);
        assert!(p.contains([1.04, 0.5]));
        assert!(!p.contains([1.06, 0.5]));
    }

    #[test]
    fn rotations_copy_the_points() {
        let p = Polygon::new(&[[1.0, 0.0]], 4);
        assert_eq!(p.pts.len(), 4);
        assert!((p.pts[1][1] - 1.0).abs() < 1e-9);
    }

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
