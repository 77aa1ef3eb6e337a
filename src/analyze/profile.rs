//! The course of the games turn by turn, summed over games: the legal turns and the
//! material balance at each turn number, for the plots. Counts only, so that adding
//! games in any order gives the same profile.

use super::metrics::Trace;
use serde::Serialize;
use std::collections::BTreeMap;

/// Turn numbers past this are left out of the profile (the plots stop there).
pub const PROFILE_TURNS: usize = 1000;

/// Per turn number: the games still going, their legal turns and their material.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    /// Per position index: (sum of legal turns, positions counted).
    pub branching: Vec<(u64, u64)>,
    /// Per position index: how many games had each material balance (first player
    /// minus second, hundredths of a man), in the order the balances were first met (a
    /// turn sees few balances, and a short list is faster to add to than a tree).
    pub material: Vec<Vec<(i32, u64)>>,
}

/// Two profiles are equal when they count the same games, whatever order the balances
/// were met in.
impl PartialEq for Profile {
    fn eq(&self, o: &Profile) -> bool {
        let sorted = |v: &Vec<(i32, u64)>| {
            let mut v = v.clone();
            v.sort_unstable();
            v
        };
        self.branching == o.branching
            && self.material.len() == o.material.len()
            && self
                .material
                .iter()
                .zip(&o.material)
                .all(|(a, b)| sorted(a) == sorted(b))
    }
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
        for (slot, &m) in self.material.iter_mut().zip(&trace.material) {
            count(slot, m, 1);
        }
    }

    /// Adds another profile's games.
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
            for (k, v) in b {
                count(a, k, v);
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
            let hist: BTreeMap<i32, u64> = hist.iter().copied().collect();
            let n: u64 = hist.values().sum();
            if n < min_games.max(1) {
                break;
            }
            let q = |p: f64| f64::from(quantile_of(&hist, n, p)) / 100.0;
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

/// Adds `n` games with balance `m` to one position's list.
fn count(list: &mut Vec<(i32, u64)>, m: i32, n: u64) {
    match list.iter_mut().find(|(k, _)| *k == m) {
        Some(slot) => slot.1 += n,
        None => list.push((m, n)),
    }
}

/// The lower `p` quantile of a histogram of `n` values: the smallest value with at
/// least `p * n` values at or below it.
fn quantile_of(hist: &BTreeMap<i32, u64>, n: u64, p: f64) -> i32 {
    let need = ((p * n as f64).ceil() as u64).max(1);
    let mut seen = 0;
    for (&k, &v) in hist {
        seen += v;
        if seen >= need {
            return k;
        }
    }
    hist.keys().next_back().copied().unwrap_or(0)
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
        let (mut p, mut q1, mut q2) = (Profile::default(), Profile::default(), Profile::default());
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
}
