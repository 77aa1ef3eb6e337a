//! Ludii's Slide: along each direction, the run of sites it may cross, each a
//! destination, ended by a site that passes the `to` test (a capture by sliding).

use super::eval::Ctx;
use super::nodes::NodeInfo;
use super::sink::Sink;
use super::site_test::{Bound, SiteTest};
use super::{Engine, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::{Bool, Dirs, Moves, Site, ToSpec};
use smallvec::SmallVec;

impl Engine {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn slide<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        dirs: &Dirs,
        (between, between_apply): (Option<&Bool>, Option<&'p Moves>),
        (to, info, stack): (&'p ToSpec, &NodeInfo, bool),
        (min, max): (i64, i64),
        out: &mut impl Sink<'p>,
    ) {
        if from as usize >= s.what.len() {
            return;
        }
        let mask = self.mask_of(s, c, from, dirs, info);
        let (cf, test) = (Ctx { from, ..*c }, (info.dest, to.cond.as_ref()));
        // The sites crossed so far, for the `between` effect (Ludii's, once per site
        // crossed before the destination).
        let mut crossed: SmallVec<[Site; 16]> = SmallVec::new();
        let moving = |t: Site, crossed: &[Site]| {
            let mut mv = self.moving(s, c, (from, t, stack), to);
            if let Some(eff) = between_apply {
                for &b in crossed {
                    let cb = Ctx {
                        between: b,
                        to: t,
                        ..cf
                    };
                    self.chain(s, &cb, eff, &mut mv);
                }
            }
            mv
        };
        // The `between` test read once, not at every site crossed, when it is an
        // emptiness test (and out of a region known before play: Tafl's throne and
        // corners), its usual shapes.
        let quick = match between {
            None => Some(None),
            Some(b) => super::site_test::empty_outside(b),
        };
        // Every empty site of the run a destination, each move alike: the run is
        // walked once and the sink asked once for the moves it wants built.
        // A `to` test that no empty site passes (an enemy's or any piece's) can only
        // end the run with a capture at the site that stops it.
        let captures = matches!(
            info.dest,
            SiteTest::Enemy | SiteTest::EnemyUnjumped | SiteTest::Occupied
        );
        if let Some(outside) = quick {
            if (to.cond.is_none() || captures)
                && to.keep.is_none()
                && between_apply.is_none()
                && out.target().is_none()
                && !out.probe()
            {
                let g = &self.program.graph;
                let open =
                    |t: Site| s.what[t as usize] == 0 && outside.is_none_or(|r| !r.contains(t));
                for d in dirs_of(mask) {
                    let mut t = g.next(from, d);
                    let (mut dist, mut run) = (1, 0usize);
                    while t != OFF && dist <= max && open(t) {
                        run += usize::from(dist >= min);
                        t = g.next(t, d);
                        dist += 1;
                    }
                    // The sites of the run are those from `min` steps on: `at` is the
                    // site `steps` away, walked on only as far as the next one built.
                    let (mut done, mut at, mut steps) = (0, from, 0);
                    while let Some(i) = out.skip_run(run - done) {
                        let want = min.max(1) as usize + done + i;
                        while steps < want {
                            at = g.next(at, d);
                            steps += 1;
                        }
                        out.push(moving(at, &[]));
                        done += i + 1;
                    }
                    if to.cond.is_some()
                        && t != OFF
                        && dist <= max
                        && dist >= min
                        && self.passes(s, &cf, test, Bound::To, t)
                        && out.skip_run(1).is_some()
                    {
                        out.push(moving(t, &[]));
                    }
                }
                return;
            }
        }
        for d in dirs_of(mask) {
            crossed.clear();
            let mut t = self.program.graph.next(from, d);
            let mut dist = 1;
            // Ludii's Slide: a site that passes the `to` test ends the slide there
            // (a capture by sliding); otherwise each site it may cross is a destination.
            while t != OFF && dist <= max {
                let kept = |t: Site| {
                    to.keep
                        .as_ref()
                        .is_none_or(|k| self.cond(s, &Ctx { to: t, ..cf }, k))
                };
                if to.cond.is_some() && dist >= min && self.passes(s, &cf, test, Bound::To, t) {
                    if !kept(t) {
                        break;
                    }
                    if out.probe() {
                        return out.found();
                    }
                    if out.target().is_none_or(|g| g == t) && !out.skip() {
                        out.push(moving(t, &crossed));
                    }
                    break;
                }
                let cc = Ctx {
                    between: t,
                    to: t,
                    ..cf
                };
                let go = match (quick, between) {
                    (Some(out), _) => s.what[t as usize] == 0 && out.is_none_or(|r| !r.contains(t)),
                    (None, Some(b)) => self.cond(s, &cc, b),
                    (None, None) => s.what[t as usize] == 0,
                };
                if !go {
                    break;
                }
                // A search for the moves to one site builds none of the others.
                if dist >= min && out.target().is_none_or(|g| g == t) && kept(t) {
                    if out.probe() {
                        return out.found();
                    }
                    if !out.skip() {
                        out.push(moving(t, &crossed));
                    }
                }
                if between_apply.is_some() {
                    crossed.push(t);
                }
                t = self.program.graph.next(t, d);
                dist += 1;
            }
        }
    }
}
