//! `(is Line ...)` in a game of stacks without `byLevel:`, as Ludii's `IsLine` counts it
//! there: a site counts when a piece of the kinds stands anywhere in its stack (with
//! `top:True`, on top of it), along each radial and then its opposite, always
//! contiguously.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, opposite, OFF};
use crate::program::line::{Line, LineWhat, Through};
use crate::program::{CompId, Site};
use smallvec::SmallVec;

impl Engine {
    /// Whether the line holds. Unlike the count on a board without stacks, Ludii
    /// does not test `if:` on the site looked through, and skips no site.
    #[cold]
    #[inline(never)]
    pub(super) fn is_line_stacked(&self, s: &State, c: &Ctx, l: &Line) -> bool {
        let Through::Site(f) = &l.through else {
            return false;
        };
        let p = self.site(s, c, f);
        if p == OFF {
            return false;
        }
        let top = self.cond(s, c, &l.top);
        let kinds: SmallVec<[CompId; 4]> = match &l.what {
            LineWhat::AtSite => {
                smallvec::smallvec![self.what_at_level(s, p, self.stack_size(s, p) as i64 - 1)]
            }
            LineWhat::Owner(w) => {
                let who = self.who(s, c, *w);
                (1..=self.program.comps.len() as CompId)
                    .filter(|&k| self.owner_of(k) == who)
                    .collect()
            }
            LineWhat::Comps(v) => v.iter().map(|x| self.int(s, c, x) as CompId).collect(),
        };
        let len = self.int(s, c, &l.len);
        if len == 1 {
            return true;
        }
        let g = &self.program.graph;
        if p as usize >= g.len() || p as usize >= s.what.len() {
            return false;
        }
        let exact = self.cond(s, c, &l.exact);
        // Whether a piece of the kinds is on top of `x` (`top:`) or anywhere in it.
        let holds = |x: Site| -> bool {
            let size = self.stack_size(s, x) as i64;
            if top {
                kinds.contains(&self.what_at_level(s, x, size - 1))
            } else {
                (0..size).any(|level| kinds.contains(&self.what_at_level(s, x, level)))
            }
        };
        if !holds(p) {
            return false;
        }
        let counts = |x: Site| {
            holds(x)
                && l.cond
                    .as_ref()
                    .is_none_or(|b| self.cond(s, &Ctx { to: x, ..*c }, b))
        };
        // One radial's count from `start`, and whether a line was found on the way.
        let walk = |d: usize, start: i64| -> (i64, bool) {
            let mut n = start;
            let mut x = g.next(p, d);
            let mut steps = 0;
            while x != OFF && x != p && steps < g.len() && counts(x) {
                n += 1;
                if !exact && n == len {
                    return (n, true);
                }
                x = g.next(x, d);
                steps += 1;
            }
            (n, false)
        };
        let mask = self.dir_mask(s, c, p, &l.dirs);
        let mut walked: u32 = 0;
        for d in dirs_of(mask) {
            if g.next(p, d) == OFF || walked >> d & 1 != 0 {
                continue;
            }
            walked |= 1 << opposite(d);
            let (n, found) = walk(d, 1);
            if found {
                return true;
            }
            let o = opposite(d);
            if g.next(p, o) == OFF {
                if n == len {
                    return true;
                }
                continue;
            }
            let (m, found) = walk(o, n);
            if found || m == len {
                return true;
            }
        }
        false
    }
}
