//! Captures by enclosing: `(custodial ...)` as Ludii's `Custodial` finds its runs
//! (along each radial from the start, the targets next to it, closed by a friend), and
//! `(surround ...)` as Ludii's `Surround` (a target next to the start whose every
//! neighbour but `except` is a friend or the start); and `(directional ...)` as
//! Ludii's `Directional` (along each radial from the start, the targets next to it).

use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::board::{dirs_of, opposite, OFF};
use crate::program::{Custodial, Directional, Intervene, Site, Surround};
use smallvec::SmallVec;

impl Engine {
    /// The effect's moves on every target of every run found.
    #[cold]
    #[inline(never)]
    pub(super) fn custodial<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        x: &'p Custodial,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let from = self.site(s, c, &x.from);
        if from as usize >= g.len() {
            return;
        }
        let (min, max) = (self.int(s, c, &x.range.0), self.int(s, c, &x.range.1));
        let cf = Ctx { from, ..*c };
        let target = |b: Site| self.cond(s, &Ctx { between: b, ..cf }, &x.target);
        let friend = |t: Site| self.cond(s, &Ctx { to: t, ..cf }, &x.friend);
        let mask = self.dir_mask(s, c, from, &x.dirs);
        for d in dirs_of(mask) {
            let first = g.next(from, d);
            if first == OFF {
                continue;
            }
            let mut run: SmallVec<[Site; 8]> = SmallVec::new();
            let closer;
            if max == 1 && min < 2 {
                // Ludii's short sandwich: the site next to the start, then a friend.
                let second = g.next(first, d);
                if second == OFF || !target(first) {
                    continue;
                }
                run.push(first);
                closer = second;
            } else if max > 1 && min <= max {
                let mut at = first;
                while at != OFF && (run.len() as i64) < max && target(at) {
                    run.push(at);
                    at = g.next(at, d);
                }
                if run.is_empty() || min > run.len() as i64 {
                    continue;
                }
                closer = at;
            } else {
                continue;
            }
            if closer == OFF || !friend(closer) {
                continue;
            }
            for &b in &run {
                let cb = Ctx {
                    between: b,
                    to: closer,
                    ..cf
                };
                self.gen_into(s, &cb, &x.effect, out);
            }
        }
    }

    /// The effect's moves on every target enclosed next to the start.
    #[cold]
    #[inline(never)]
    pub(super) fn surround<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        x: &'p Surround,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let from = self.site(s, c, &x.from);
        if from as usize >= g.len() {
            return;
        }
        let open_sides = self.int(s, c, &x.except);
        let with = x.with.as_ref().map(|w| self.int(s, c, w));
        let cf = Ctx { from, ..*c };
        let mask = self.dir_mask(s, c, from, &x.dirs);
        for d in dirs_of(mask) {
            let t = g.next(from, d);
            if t == OFF || !self.cond(s, &Ctx { between: t, ..cf }, &x.target) {
                continue;
            }
            let (mut open, mut with_ok) = (0, with.is_none());
            for e in dirs_of(self.dir_mask(s, c, t, &x.dirs)) {
                let n = g.next(t, e);
                if n == OFF {
                    continue;
                }
                if n != from && !self.cond(s, &Ctx { to: n, ..cf }, &x.friend) {
                    open += 1;
                }
                if with
                    .is_some_and(|w| i64::from(s.what.get(n as usize).copied().unwrap_or(0)) == w)
                {
                    with_ok = true;
                }
                if open > open_sides {
                    break;
                }
            }
            if open <= open_sides && with_ok {
                self.gen_into(s, &Ctx { between: t, ..cf }, &x.effect, out);
            }
        }
    }
}

impl Engine {
    /// `(intervene ...)` as Ludii's `Intervene` finds its captures: along each radial
    /// from the start, the run of targets next to it (exactly one in the short form);
    /// when the opposite radial has a run in range too, the effect on each site of the
    /// opposite run, then of this one (so a pair is met from both sides).
    #[cold]
    #[inline(never)]
    pub(super) fn intervene<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        x: &'p Intervene,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let from = self.site(s, c, &x.from);
        if from as usize >= g.len() {
            return;
        }
        let (min, max) = (self.int(s, c, &x.range.0), self.int(s, c, &x.range.1));
        let short = min == 1 && max == 1;
        // Ludii binds `(to)` to each site tested, `(from)` left as it was.
        let target = |t: Site| self.cond(s, &Ctx { to: t, ..*c }, &x.target);
        // The run of targets along direction `d`, or `None` when it is out of range or
        // there is no radial that way.
        let run = |d: usize| -> Option<SmallVec<[Site; 8]>> {
            let mut at = g.next(from, d);
            if at == OFF {
                return None;
            }
            let mut sites = SmallVec::new();
            while at != OFF && (sites.len() as i64) < max && target(at) {
                sites.push(at);
                if short {
                    break;
                }
                at = g.next(at, d);
            }
            let n = sites.len() as i64;
            (n >= min && n <= max).then_some(sites)
        };
        let mask = self.dir_mask(s, c, from, &x.dirs);
        for d in dirs_of(mask) {
            let Some(here) = run(d) else { continue };
            let Some(there) = run(opposite(d)) else {
                continue;
            };
            for &t in there.iter().chain(here.iter()) {
                self.gen_into(s, &Ctx { to: t, ..*c }, &x.effect, out);
            }
        }
    }
}

impl Engine {
    /// `(directional ...)` as Ludii's `Directional` finds its targets: along each
    /// radial from the start, every site from the first on while it is a target (`(to)`
    /// bound to it), each taking the effect.
    #[cold]
    #[inline(never)]
    pub(super) fn directional<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        x: &'p Directional,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let from = self.site(s, c, &x.from);
        if from as usize >= g.len() {
            return;
        }
        let mask = self.dir_mask(s, c, from, &x.dirs);
        for d in dirs_of(mask) {
            for &at in self.ray(from, d).get(1..).unwrap_or_default() {
                let ct = Ctx { to: at, ..*c };
                if !self.cond(s, &ct, &x.target) {
                    break;
                }
                self.gen_into(s, &ct, &x.effect, out);
            }
        }
    }
}
