//! `forEach Value`: a move program made once for each of a list of values, with
//! `(value)` bound to it (Ludii's `ForEachValue`: a range `min:`/`max:`, or an array);
//! `forEach Player`, once for each player.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::int_array::IntArray;
use crate::program::Moves;
use crate::program::Values;

/// The most values one `forEach Value` visits: a range computed in play may be wide,
/// and Ludii's loop would run it all; past this, the moves are cut.
const MAX_VALUES: i64 = 1 << 16;

impl Engine {
    /// `(max (results ...))` or `(min (results ...))`: -1 (Ludii's `UNDEFINED`) when
    /// no pair of sites gives a value.
    pub(super) fn results_extreme(
        &self,
        s: &State,
        c: &Ctx,
        which: crate::program::Extreme,
        r: &crate::program::Results,
    ) -> i64 {
        let mut best: Option<i64> = None;
        for from in self.region(s, c, &r.from).iter() {
            let cf = Ctx { from, ..*c };
            for to in self.region(s, &cf, &r.to).iter() {
                let v = self.int(s, &Ctx { to, ..cf }, &r.value);
                best = Some(best.map_or(v, |b| which.of(b, v)));
            }
        }
        best.unwrap_or(Self::fold_of_none(which))
    }

    /// What folding no value gives: Ludii's `UNDEFINED` (-1) for the greatest or least,
    /// 0 for a sum or a product.
    fn fold_of_none(which: crate::program::Extreme) -> i64 {
        use crate::program::Extreme;
        match which {
            Extreme::Sum | Extreme::Product => 0,
            Extreme::Max | Extreme::Min => -1,
        }
    }

    /// `(max A)`, `(min A)`, `(+ A)` or `(* A)` of an array of numbers.
    pub(super) fn array_extreme(
        &self,
        s: &State,
        c: &Ctx,
        which: crate::program::Extreme,
        a: &IntArray,
    ) -> i64 {
        let values = self.int_array(s, c, a);
        let folded = values.iter().copied().reduce(|x, y| which.of(x, y));
        folded.unwrap_or(Self::fold_of_none(which))
    }

    /// The values of an array of numbers, in an order of their own.
    pub(super) fn int_array(&self, s: &State, c: &Ctx, a: &IntArray) -> Vec<i64> {
        match a {
            IntArray::Results(r) => {
                let mut out = Vec::new();
                for from in self.region(s, c, &r.from).iter() {
                    let cf = Ctx { from, ..*c };
                    for to in self.region(s, &cf, &r.to).iter() {
                        out.push(self.int(s, &Ctx { to, ..cf }, &r.value));
                    }
                }
                out
            }
            IntArray::Sites(r) => self.region(s, c, r).iter().map(i64::from).collect(),
            IntArray::Remembered(k) => self
                .remembered_in(s, super::memory::list(*k))
                .map(i64::from)
                .collect(),
            IntArray::GroupSizes(g) => self.group_sizes(s, c, g),
            IntArray::Without(x, n) => {
                let mut v = self.int_array(s, c, x);
                let n = self.int(s, c, n);
                if let Some(i) = v.iter().position(|&y| y == n) {
                    v.remove(i);
                }
                v
            }
            IntArray::Equal(x, n) => {
                let mut v = self.int_array(s, c, x);
                let n = self.int(s, c, n);
                v.retain(|&y| y == n);
                v
            }
            IntArray::Difference(x, y) => {
                let mut v = self.int_array(s, c, x);
                let y = self.int_array(s, c, y);
                v.retain(|a| !y.contains(a));
                v
            }
            IntArray::Intersection(x, y) => {
                let x = self.int_array(s, c, x);
                let mut v = self.int_array(s, c, y);
                v.retain(|b| x.contains(b));
                v
            }
            IntArray::Union(x, y) => {
                let mut v = self.int_array(s, c, x);
                for b in self.int_array(s, c, y) {
                    if !v.contains(&b) {
                        v.push(b);
                    }
                }
                v
            }
        }
    }

    /// The moves of `inner` for each player from P1 on, bound as `Player`.
    pub(super) fn gen_for_each_player<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        inner: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        for player in 1..=self.program.players.len() as crate::program::PlayerId {
            self.gen_into(s, &Ctx { player, ..*c }, inner, out);
            if out.done() {
                break;
            }
        }
    }

    /// The moves of `inner` for each value, in order.
    pub(super) fn gen_for_each_value<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        values: &Values,
        inner: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let mut each = |v: i64| {
            let cc = Ctx {
                value: v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
                ..*c
            };
            self.gen_into(s, &cc, inner, out);
            !out.done()
        };
        match values {
            Values::Range(lo, hi) => {
                let (lo, hi) = (self.int(s, c, lo), self.int(s, c, hi));
                for v in lo..=hi.min(lo.saturating_add(MAX_VALUES)) {
                    if !each(v) {
                        return;
                    }
                }
            }
            Values::Sites(r) => {
                for site in self.region(s, c, r).iter() {
                    if !each(i64::from(site)) {
                        return;
                    }
                }
            }
            Values::Remembered(k) => {
                for v in self.remembered_in(s, super::memory::list(*k)) {
                    if !each(i64::from(v)) {
                        return;
                    }
                }
            }
        }
    }
}
