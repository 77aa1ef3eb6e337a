//! The course of the games turn by turn, summed over games: the legal turns and the
//! material balance at each turn number, for the plots. Counts only, so that adding
//! games in any order gives the same profile.

use super::metrics::Trace;
use crate::kernel::Game;
use serde::Serialize;

/// Turn numbers past this are left out of the profile (the plots stop there).
pub const PROFILE_TURNS: usize = 1000;

/// The most material bins per position: a rule set whose values would need more gets
/// coarser bins.
const MAX_BINS: i32 = 4001;

/// Per turn number: the games still going, their legal turns and their material.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// Per position index: (sum of legal turns, positions counted).
    pub branching: Vec<(u64, u64)>,
    /// The width of a material bin, in hundredths of a man.
    unit: i32,
    /// The largest balance either way, in bins.
    reach: i32,
    /// Per position index: how many games had each material balance (first player
    /// minus second), in bin `reach + balance / unit`; empty until a game reaches it.
    /// A dense array, because adding to it is on the path of every turn played.
    material: Vec<Vec<u32>>,
}

/// One point of a per-turn curve: the turn, the games counted and the values.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Point {
    /// Turn number (0: the start position).
    pub turn: u32,
    /// Games that reached this turn.
    pub games: u64,
    /// First quartile (for material) or mean (for branching).
    pub low: f64,
    /// Median (material) or mean (branching).
    pub mid: f64,
    /// Third quartile (material) or mean (branching).
    pub high: f64,
}

impl Profile {
    /// An empty profile for balances up to `bound` either way, in hundredths of a man,
    /// binned by `unit` (or coarser, to stay within [`MAX_BINS`] bins).
    pub fn new(unit: i32, bound: i32) -> Profile {
        // Non-negative and small enough that twice it plus a bin cannot overflow.
        let bound = bound.clamp(0, i32::MAX / 4);
        let up = |a: i32, b: i32| (a + b - 1) / b;
        let unit = unit.max(1).max(up(2 * bound, MAX_BINS - 1));
        Profile {
            branching: Vec::new(),
            unit,
            reach: up(bound, unit),
            material: Vec::new(),
        }
    }

    /// The profile for `game`: bins of the greatest common divisor of the two piece
    /// values, up to every piece of the start crowned.
    pub fn for_game(game: &Game) -> Profile {
        let r = game.rules();
        let (man, king) = (r.man.value.abs(), r.king.value.abs());
        let start = game.start();
        let pieces = (start.pieces_of(0).count_ones() + start.pieces_of(1).count_ones()) as i32;
        Profile::new(gcd(man, king), pieces.saturating_mul(man.max(king)))
    }

    /// Adds one game.
    pub fn add(&mut self, trace: &Trace) {
        let nb = trace.branching.len().min(PROFILE_TURNS);
        if self.branching.len() < nb {
            self.branching.resize(nb, (0, 0));
        }
        for (slot, &b) in self.branching.iter_mut().zip(&trace.branching) {
            slot.0 += u64::from(b);
            slot.1 += 1;
        }
        let nm = trace.material.len().min(PROFILE_TURNS + 1);
        if self.material.len() < nm {
            self.material.resize(nm, Vec::new());
        }
        let (reach, unit) = (self.reach, self.unit);
        for (slot, &m) in self.material.iter_mut().zip(&trace.material) {
            if slot.is_empty() {
                slot.resize(2 * reach as usize + 1, 0);
            }
            slot[(reach + m.div_euclid(unit)).clamp(0, 2 * reach) as usize] += 1;
        }
    }

    /// Adds another profile's games (made with the same bins).
    pub fn merge(mut self, other: Profile) -> Profile {
        if self.branching.len() < other.branching.len() {
            self.branching.resize(other.branching.len(), (0, 0));
        }
        for (a, b) in self.branching.iter_mut().zip(other.branching) {
            a.0 += b.0;
            a.1 += b.1;
        }
        if self.material.len() < other.material.len() {
            self.material.resize(other.material.len(), Vec::new());
        }
        for (a, b) in self.material.iter_mut().zip(other.material) {
            if a.is_empty() {
                *a = b;
            } else {
                a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
            }
        }
        self
    }

    /// Mean legal turns at each turn reached by at least `min_games` games.
    pub fn branching_curve(&self, min_games: u64) -> Vec<Point> {
        self.branching
            .iter()
            .enumerate()
            .take_while(|(_, &(_, n))| n >= min_games.max(1))
            .map(|(i, &(sum, n))| {
                let mean = sum as f64 / n as f64;
                Point {
                    turn: i as u32,
                    games: n,
                    low: mean,
                    mid: mean,
                    high: mean,
                }
            })
            .collect()
    }

    /// Quartiles and median of the material balance, in men, at each position reached
    /// by at least `min_games` games.
    pub fn material_curve(&self, min_games: u64) -> Vec<Point> {
        let mut out = Vec::new();
        for (i, hist) in self.material.iter().enumerate() {
            let n: u64 = hist.iter().map(|&c| u64::from(c)).sum();
            if n < min_games.max(1) {
                break;
            }
            let q = |p: f64| {
                let bin = quantile_of(hist, n, p) as i32 - self.reach;
                f64::from(bin * self.unit) / 100.0
            };
            out.push(Point {
                turn: i as u32,
                games: n,
                low: q(0.25),
                mid: q(0.5),
                high: q(0.75),
            });
        }
        out
    }
}

fn gcd(a: i32, b: i32) -> i32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The lower `p` quantile of a histogram of `n` values: the first bin with at least
/// `p * n` values in it and below it.
fn quantile_of(hist: &[u32], n: u64, p: f64) -> usize {
    let need = ((p * n as f64).ceil() as u64).max(1);
    let mut seen = 0;
    for (i, &c) in hist.iter().enumerate() {
        seen += u64::from(c);
        if seen >= need {
            return i;
        }
    }
    hist.len().saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_add_in_any_order() {
        let a = Trace {
            branching: vec![3, 2],
            material: vec![0, 100, 200],
        };
        let b = Trace {
            branching: vec![5],
            material: vec![0, -100],
        };
        let empty = || Profile::new(100, 4000);
        let (mut p, mut q1, mut q2) = (empty(), empty(), empty());
        p.add(&a);
        p.add(&b);
        q1.add(&b);
        q2.add(&a);
        assert_eq!(p, q1.merge(q2));
        let bc = p.branching_curve(1);
        assert_eq!((bc[0].mid, bc[0].games, bc[1].mid), (4.0, 2, 2.0));
        let mc = p.material_curve(2);
        assert_eq!(mc.len(), 2);
        assert_eq!((mc[1].low, mc[1].high), (-1.0, 1.0));
    }

    #[test]
    fn bins_stay_few_for_any_values() {
        assert_eq!(Profile::new(100, 12_000).reach, 120);
        // Values 1 and 1000: 40,000 either way would be 80,001 bins of 1.
        let p = Profile::new(1, 40_000);
        assert!(2 * p.reach < MAX_BINS, "{}", p.reach);
    }
}
