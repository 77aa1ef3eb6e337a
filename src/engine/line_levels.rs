//! `(is Line ... byLevel:True)` in a game of stacks, as Ludii's `IsLine` counts it
//! there: up the stack of the site looked through, then along each radial and its
//! opposite at the level of that site's top piece, and along the two slopes that
//! climb or fall one level a step. Ludii's quirks are kept (the climbing count of an
//! opposite radial is only found on the way, its level step not restarted).

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::line::{Line, LineWhat, Through};
use crate::program::{CompId, Site};
use smallvec::SmallVec;

impl Engine {
    /// Whether the line by level holds.
    #[cold]
    #[inline(never)]
    pub(super) fn is_line_by_level(&self, s: &State, c: &Ctx, l: &Line) -> bool {
        let Through::Site(f) = &l.through else {
            return false;
        };
        let p = self.site(s, c, f);
        let g = &self.program.graph;
        if p == OFF || p as usize >= g.len() || p as usize >= s.what.len() {
            return false;
        }
        let kinds: SmallVec<[CompId; 4]> = match &l.what {
            LineWhat::AtSite => smallvec::smallvec![s.what[p as usize]],
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
        let exact = self.cond(s, c, &l.exact);
        let size = self.stack_size(s, p) as i64;
        // Down the stack from the piece under the top one (the top is taken to count).
        if size >= len {
            let mut count = 1;
            for i in 0..len - 1 {
                if !kinds.contains(&self.what_at_level(s, p, size - 2 - i)) {
                    break;
                }
                count += 1;
                if !exact && count == len {
                    return true;
                }
            }
            if count == len {
                return true;
            }
        }
        let origin = size - 1;
        if origin < 0 {
            return false;
        }
        // Whether site `x` holds a piece of the kinds at `level`; None ends the walk.
        let holds = |x: Site, level: i64| -> bool {
            (self.stack_size(s, x) as i64) > level
                && kinds.contains(&self.what_at_level(s, x, level))
        };
        // The sites of the radial from `p` along `d`, `p` first.
        let radial = |d: usize| -> SmallVec<[Site; 16]> {
            let mut out = smallvec::smallvec![p];
            let mut x = g.next(p, d);
            while x != OFF && x != p && out.len() <= g.len() {
                out.push(x);
                x = g.next(x, d);
            }
            out
        };
        // A walk along `sites` from `count`, the level `origin + slope * step`, the
        // step rising only as sites count: the count reached, or None when a line is
        // found on the way.
        let walk = |sites: &[Site], mut count: i64, slope: i64, mut step: i64| -> Option<i64> {
            for &x in sites {
                let level = origin + slope * step;
                if level < 0 {
                    break;
                }
                if !holds(x, level) {
                    break;
                }
                count += 1;
                if slope != 0 {
                    step += 1;
                }
                if !exact && count == len {
                    return None;
                }
            }
            Some(count)
        };
        let mask = self.dir_mask(s, c, p, &l.dirs);
        for d in (0..8).filter(|d| mask >> d & 1 != 0) {
            if g.next(p, d) == OFF {
                continue;
            }
            let ahead = radial(d);
            let o = (d + 4) % 8;
            let behind = (g.next(p, o) != OFF).then(|| radial(o));
            // The same level, then falling ahead and climbing behind, then climbing
            // ahead and falling behind.
            for slope in [0, -1, 1] {
                let Some(count) = walk(&ahead, 0, slope, 0) else {
                    return true;
                };
                match &behind {
                    None if count == len => return true,
                    None => {}
                    Some(b) => {
                        let Some(back) = walk(&b[1..], count, -slope, 1) else {
                            return true;
                        };
                        // Ludii compares the count ahead after climbing behind.
                        let whole = if slope == -1 { count } else { back };
                        if whole == len {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }
}
