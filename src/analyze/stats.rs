//! Estimates with 95% intervals: Wilson's interval for a rate, Student's t for a mean,
//! and order statistics for the median and quartiles.

use serde::Serialize;

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// A rate (successes out of trials) with Wilson's 95% score interval.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Rate {
    /// Successes.
    pub count: u64,
    /// Trials.
    pub of: u64,
    /// `count / of` (0 when there is no trial).
    pub value: f64,
    /// Lower end of the interval.
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
}

impl Rate {
    /// `count` out of `of`, with Wilson's interval; no trial gives the interval 0..1.
    pub fn new(count: u64, of: u64) -> Rate {
        if of == 0 {
            return Rate {
                count,
                of,
                value: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = of as f64;
        let p = count as f64 / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Rate {
            count,
            of,
            value: p,
            // Wilson's interval always holds `p`; clamping only removes rounding noise.
            low: (centre - half).clamp(0.0, p),
            high: (centre + half).clamp(p, 1.0),
        }
    }
}

/// A mean with Student's t 95% interval, over `n` values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Mean {
    /// Number of values.
    pub n: u64,
    /// Their mean (0 when there is none).
    pub value: f64,
    /// Lower end of the interval (the mean itself when `n < 2`).
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
}

impl Mean {
    /// The mean of `xs` and its t interval.
    pub fn of(xs: &[f64]) -> Mean {
        let n = xs.len();
        if n == 0 {
            return Mean::default();
        }
        let mean = xs.iter().sum::<f64>() / n as f64;
        if n < 2 {
            return Mean {
                n: 1,
                value: mean,
                low: mean,
                high: mean,
            };
        }
        let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        let half = t95(n as u64 - 1) * (var / n as f64).sqrt();
        Mean {
            n: n as u64,
            value: mean,
            low: mean - half,
            high: mean + half,
        }
    }
}

/// The 0.975 quantile of Student's t with `df` degrees of freedom: exact for small
/// `df`, then the Cornish-Fisher expansion around the normal quantile (error < 1e-4).
pub fn t95(df: u64) -> f64 {
    const SMALL: [f64; 10] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    ];
    match df {
        0 => f64::INFINITY,
        1..=10 => SMALL[df as usize - 1],
        _ => {
            let (z, d) = (Z95, df as f64);
            z + (z.powi(3) + z) / (4.0 * d)
                + (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / (96.0 * d * d)
        }
    }
}

/// The spread of a distribution: median, quartiles and extremes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Spread {
    /// Smallest value.
    pub min: f64,
    /// First quartile.
    pub q1: f64,
    /// Median.
    pub median: f64,
    /// Third quartile.
    pub q3: f64,
    /// Largest value.
    pub max: f64,
}

impl Spread {
    /// The spread of `xs` (all zero when empty); quartiles interpolate linearly
    /// between order statistics (the usual "type 7" definition).
    pub fn of(xs: &[f64]) -> Spread {
        let mut v = xs.to_vec();
        v.sort_by(f64::total_cmp);
        Spread {
            min: quantile(&v, 0.0),
            q1: quantile(&v, 0.25),
            median: quantile(&v, 0.5),
            q3: quantile(&v, 0.75),
            max: quantile(&v, 1.0),
        }
    }
}

/// The `p` quantile of sorted values, interpolated (0 when empty).
pub fn quantile(sorted: &[f64], p: f64) -> f64 {
    match sorted.len() {
        0 => 0.0,
        n => {
            let at = p * (n - 1) as f64;
            let (lo, frac) = (at.floor() as usize, at - at.floor());
            let hi = (lo + 1).min(n - 1);
            sorted[lo] + (sorted[hi] - sorted[lo]) * frac
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_the_textbook() {
        // 8 of 10: Wilson's 95% interval is 0.490 - 0.943.
        let r = Rate::new(8, 10);
        assert!(
            (r.low - 0.4902).abs() < 1e-3 && (r.high - 0.9433).abs() < 1e-3,
            "{r:?}"
        );
        let none = Rate::new(0, 20);
        assert_eq!(none.low, 0.0);
        assert!(none.high > 0.1 && none.high < 0.2);
    }

    #[test]
    fn t_interval_and_quantiles() {
        let m = Mean::of(&[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(m.value, 2.5);
        // s = 1.291, t(3) = 3.182: half width 2.054.
        assert!((m.high - 4.554).abs() < 1e-2, "{m:?}");
        assert!((t95(30) - 2.042).abs() < 1e-3);
        assert!((t95(1000) - 1.962).abs() < 1e-3);
        let s = Spread::of(&[4.0, 1.0, 3.0, 2.0, 5.0]);
        assert_eq!(
            (s.min, s.q1, s.median, s.q3, s.max),
            (1.0, 2.0, 3.0, 4.0, 5.0)
        );
    }
}
