//! `(is Line ...)` as Ludii's `IsLine` counts it: from the site looked through, along
//! each radial of the directions asked and then along its opposite radial.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, opposite, OFF};
use crate::program::line::{Line, LineWhat, Through};
use crate::program::{CompId, Site};
use smallvec::SmallVec;

/// The pieces a line is made of, each asked about in one look: a mask of the kinds
/// numbered under 128 (every game of Ludii's library has fewer), a list beyond.
enum Kinds {
    Mask(u128),
    List(SmallVec<[CompId; 4]>),
}

impl Kinds {
    fn of(kinds: impl IntoIterator<Item = CompId>) -> Kinds {
        let mut mask = 0u128;
        let mut list = SmallVec::new();
        for k in kinds {
            if k < 128 {
                mask |= 1 << k;
            }
            list.push(k);
        }
        if list.iter().all(|&k| k < 128) {
            Kinds::Mask(mask)
        } else {
            Kinds::List(list)
        }
    }

    #[inline]
    fn has(&self, k: CompId) -> bool {
        match self {
            Kinds::Mask(m) => k < 128 && m >> k & 1 != 0,
            Kinds::List(v) => v.contains(&k),
        }
    }
}

impl Engine {
    /// Whether `l` holds. Ludii's quirks are kept: a site looked through that fails
    /// `if:` ends the test (false) rather than trying the next one; without `exact:`
    /// a line is found as soon as a count reaches the length; with it, or when the
    /// count starts at the length, only a whole line's count equal to it is.
    #[cold]
    #[inline(never)]
    pub(super) fn is_line(&self, s: &State, c: &Ctx, l: &Line) -> bool {
        if l.by_level {
            return self.is_line_by_level(s, c, l);
        }
        if l.stacked {
            return self.is_line_stacked(s, c, l);
        }
        let pivots: SmallVec<[Site; 8]> = match &l.through {
            Through::Site(f) => smallvec::smallvec![self.site(s, c, f)],
            Through::Any(r) => {
                let sites = self.region(s, c, r);
                match &l.what {
                    LineWhat::Comps(v) => {
                        let kinds = Kinds::of(v.iter().map(|x| self.int(s, c, x) as CompId));
                        sites
                            .iter()
                            .filter(|&x| kinds.has(s.what.get(x as usize).copied().unwrap_or(0)))
                            .collect()
                    }
                    _ => sites.iter().collect(),
                }
            }
        };
        let g = &self.program.graph;
        for p in pivots {
            if p as usize >= g.len() || p as usize >= s.what.len() {
                return false;
            }
            let at = Ctx { to: p, ..*c };
            if l.cond.as_ref().is_some_and(|b| !self.cond(s, &at, b)) {
                return false;
            }
            let here = s.what[p as usize];
            let kinds = match &l.what {
                LineWhat::AtSite => Kinds::of([here]),
                LineWhat::Owner(w) => {
                    let who = self.who(s, c, *w);
                    Kinds::of(
                        (1..=self.program.comps.len() as CompId)
                            .filter(|&k| self.owner_of(k) == who),
                    )
                }
                LineWhat::Comps(v) => Kinds::of(v.iter().map(|x| self.int(s, c, x) as CompId)),
            };
            if !kinds.has(here) {
                continue;
            }
            let len = self.int(s, c, &l.len);
            let exact = self.cond(s, c, &l.exact);
            let contiguous = self.cond(s, c, &l.contiguous);
            // One radial's count, from `start` (the count so far): `Some(true)` when a
            // line is found on the way.
            let counts = |x: Site| -> bool {
                kinds.has(s.what[x as usize])
                    && l.cond
                        .as_ref()
                        .is_none_or(|b| self.cond(s, &Ctx { to: x, ..*c }, b))
            };
            let walk = |d: usize, start: i64| -> (i64, bool) {
                let mut n = start;
                let mut x = g.next(p, d);
                let mut steps = 0;
                while x != OFF && x != p && steps < g.len() {
                    if counts(x) {
                        n += 1;
                        if !exact && n == len {
                            return (n, true);
                        }
                    } else if contiguous {
                        break;
                    }
                    x = g.next(x, d);
                    steps += 1;
                }
                (n, false)
            };
            let mask = self.dir_mask(s, c, p, &l.dirs);
            // A line's count along a direction and its opposite is the count along the
            // opposite and the direction, and is found the same way: each pair once.
            let mut walked: u32 = 0;
            for d in dirs_of(mask) {
                // A direction with no step from the site has no radial.
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
        }
        false
    }
}
