//! Distances measured by a step rule (`(sites Distance (step ...) from: (range ...))`,
//! `(count Steps (step ...) A B)`), and the levels of a stack read one by one
//! (`(count Stack at: if:)`, `(level)`, `(who at: level:)`), as Ludii's
//! `SitesDistance`, `CountSteps` and `CountStack` compute them.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::{Bool, Site, SiteSet, StepRule};

/// Ludii's `Constants.INFINITY`: the steps to a site a step rule never reaches.
pub const INFINITY: i64 = 1_000_000_000;

impl Engine {
    /// The directions of a step rule from `origin`, turned by the facing of the piece
    /// there: Ludii turns them once, with the piece at the first site, for the whole
    /// walk.
    fn step_mask(&self, s: &State, c: &Ctx, origin: Site, rule: &StepRule) -> u8 {
        self.dir_mask(s, &Ctx { from: origin, ..*c }, origin, &rule.dirs)
    }

    /// The sites one step of the rule reaches from each site of `ring`, with `(from)`
    /// bound to the site stepped from and `(to)` to the site reached.
    fn step_ring(
        &self,
        s: &State,
        c: &Ctx,
        ring: &SiteSet,
        mask: u8,
        cond: Option<&Bool>,
    ) -> SiteSet {
        let g = &self.program.graph;
        let mut out = SiteSet::EMPTY;
        for x in ring.iter() {
            for d in 0..8 {
                let t = g.next(x, d);
                if mask >> d & 1 == 0 || t == OFF {
                    continue;
                }
                if cond.is_none_or(|b| {
                    self.cond(
                        s,
                        &Ctx {
                            from: x,
                            to: t,
                            ..*c
                        },
                        b,
                    )
                }) {
                    out.insert(t);
                }
            }
        }
        out
    }

    /// `(sites Distance (step ...) from:S (range MIN MAX))`, walked as Ludii walks it:
    /// ring after ring, each leaving out the start and the rings before the last, the
    /// sites of a ring kept from `MIN` steps on; the first ring is kept even when `MAX`
    /// is below 1.
    pub(super) fn distance_sites(
        &self,
        s: &State,
        c: &Ctx,
        rule: &StepRule,
        from: Site,
        (min, max): (i64, i64),
    ) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        if from as usize >= s.what.len() || min < 0 {
            return out;
        }
        let mask = self.step_mask(s, c, from, rule);
        let mut start = SiteSet::EMPTY;
        start.insert(from);
        let mut ring = self.step_ring(s, c, &start, mask, rule.cond.as_ref());
        let mut checked = start.union(&ring);
        if min <= 1 {
            out = ring;
        }
        let mut steps = 1;
        while !ring.is_empty() && steps < max {
            let next = self
                .step_ring(s, c, &ring, mask, rule.cond.as_ref())
                .difference(&checked);
            // Ludii marks a ring as seen only once the next one is found: a site may
            // come back in the ring after its own.
            checked = checked.union(&ring);
            ring = next;
            steps += 1;
            if steps >= min {
                out = out.union(&ring);
            }
        }
        out
    }

    /// `(count Steps (step ...) A B)`: the rings of the rule from A until one holds
    /// B; 0 when B is A or either is off the board's numbering, [`INFINITY`] when no
    /// ring holds B.
    pub(super) fn count_steps_by(
        &self,
        s: &State,
        c: &Ctx,
        rule: &StepRule,
        a: Site,
        b: Site,
    ) -> i64 {
        if a == OFF || b == OFF {
            return 0;
        }
        let n = s.what.len();
        if a as usize >= n || b as usize >= n {
            return INFINITY;
        }
        if a == b {
            return 0;
        }
        let mask = self.step_mask(s, c, a, rule);
        let mut start = SiteSet::EMPTY;
        start.insert(a);
        let mut ring = self.step_ring(s, c, &start, mask, rule.cond.as_ref());
        let mut checked = start.union(&ring);
        let mut steps = 1;
        while !ring.is_empty() && !ring.contains(b) {
            let next = self
                .step_ring(s, c, &ring, mask, rule.cond.as_ref())
                .difference(&checked);
            checked = checked.union(&ring);
            ring = next;
            steps += 1;
        }
        if ring.contains(b) {
            steps
        } else {
            INFINITY
        }
    }

    /// `(count Stack at:S if:C)`: the levels of S's stack, from the bottom, where C
    /// holds with `(to)` bound to S and `(level)` to the level.
    pub(super) fn count_stack(&self, s: &State, c: &Ctx, site: Site, cond: Option<&Bool>) -> i64 {
        let size = self.stack_size(s, site);
        match cond {
            None => size as i64,
            Some(b) => (0..size)
                .filter(|&level| {
                    let cl = Ctx {
                        to: site,
                        level: level as u16,
                        ..*c
                    };
                    self.cond(s, &cl, b)
                })
                .count() as i64,
        }
    }

    /// `(who at:S level:L)`: the owner of the piece at level L of S's stack.
    pub(super) fn who_at_level(&self, s: &State, site: Site, level: i64) -> i64 {
        let comp = self.what_at_level(s, site, level);
        if comp == 0 {
            0
        } else {
            self.owner_of(comp) as i64
        }
    }
}
