//! `(is Blocked ...)` as Ludii's `IsBlocked` searches: from each site of the first
//! region, a walk over the player's pieces and the empty sites, counting the other
//! regions it reaches; blocked when no walk reaches enough of them.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::connect::{Blocked, Target};
use crate::program::{Site, SiteSet};
use smallvec::SmallVec;

impl Engine {
    /// Whether `x` holds.
    #[cold]
    #[inline(never)]
    pub(super) fn is_blocked(&self, s: &State, c: &Ctx, x: &Blocked) -> bool {
        let g = &self.program.graph;
        let listed: SmallVec<[SiteSet; 4]>;
        // Ludii's player: the role's, else the mover (with regions listed).
        let (regions, who): (&[SiteSet], u8) = match &x.regions {
            Target::Listed(v) => {
                listed = v.iter().map(|r| self.region(s, c, r)).collect();
                (&listed, s.mover)
            }
            Target::Owned(w, by) => {
                let p = self.who(s, c, *w);
                (by.get(p as usize).map_or(&[][..], |v| &v[..]), p)
            }
        };
        let Some((first, others)) = regions.split_first() else {
            return false;
        };
        let want = match &x.number {
            Some(n) => self.int(s, c, n),
            None => regions.len() as i64,
        };
        // The first region counts as reached by its own site.
        if want == 1 {
            return first.is_empty();
        }
        let open = |site: Site| {
            s.what.get(site as usize).is_some_and(|&w| w == 0) || s.who(self, site) == who
        };
        for from in first.iter() {
            if (from as usize) >= s.what.len() || !open(from) {
                continue;
            }
            // The regions not reached yet (a bit each), as Ludii's list it removes
            // them from; the start site itself is not looked for in them.
            let mut left: u64 = if others.len() >= 64 {
                u64::MAX
            } else {
                (1 << others.len()) - 1
            };
            let mut joined = 1;
            let mut seen = SiteSet::EMPTY;
            seen.insert(from);
            let mut walk: SmallVec<[Site; 64]> = smallvec::smallvec![from];
            let mut i = 0;
            while i < walk.len() {
                let site = walk[i];
                for d in dirs_of(self.dir_mask(s, c, site, &x.dirs)) {
                    let to = g.next(site, d);
                    if to == OFF || seen.contains(to) || !open(to) {
                        continue;
                    }
                    seen.insert(to);
                    walk.push(to);
                    for (j, r) in others.iter().enumerate().take(64) {
                        if left >> j & 1 != 0 && r.contains(to) {
                            joined += 1;
                            left &= !(1 << j);
                        }
                        if joined == want {
                            return false;
                        }
                    }
                }
                i += 1;
            }
        }
        true
    }
}
