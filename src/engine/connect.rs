//! `(is Connected ...)` as Ludii's `IsConnected` searches: from the site asked, the
//! group of its owner's pieces, counting the regions it reaches.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::connect::{Connected, Target};
use crate::program::{Site, SiteSet};
use smallvec::SmallVec;

impl Engine {
    /// Whether `x` holds.
    #[cold]
    #[inline(never)]
    pub(super) fn is_connected(&self, s: &State, c: &Ctx, x: &Connected) -> bool {
        let g = &self.program.graph;
        let from = self.site(s, c, &x.at);
        if from as usize >= g.len() || from as usize >= s.what.len() {
            return false;
        }
        let who = s.who(self, from);
        if who == 0 {
            return false;
        }
        // The regions, evaluated or the player's own, and which of them are joined
        // (a bit each: Ludii's list, from which it removes the regions reached).
        let listed: SmallVec<[SiteSet; 4]>;
        let (regions, player): (&[SiteSet], Option<u8>) = match &x.regions {
            Target::Listed(v) => {
                listed = v.iter().map(|r| self.region(s, c, r)).collect();
                (&listed, None)
            }
            Target::Owned(w, by) => {
                let p = self.who(s, c, *w);
                (by.get(p as usize).map_or(&[][..], |v| &v[..]), Some(p))
            }
        };
        let want = match &x.number {
            Some(n) => self.int(s, c, n),
            None => regions.len() as i64,
        };
        let mut left: u64 = if regions.len() >= 64 {
            u64::MAX
        } else {
            (1 << regions.len()) - 1
        };
        let mut joined = 0;
        // Those the start lies in (Ludii tests the count after each region).
        for j in (0..regions.len().min(64)).rev() {
            if regions[j].contains(from) {
                joined += 1;
                left &= !(1 << j);
            }
            if joined == want {
                return true;
            }
        }
        if player.is_some_and(|p| p != who) {
            return false;
        }
        let mut seen = SiteSet::EMPTY;
        seen.insert(from);
        let mut group: SmallVec<[Site; 64]> = smallvec::smallvec![from];
        let mut i = 0;
        while i < group.len() {
            let site = group[i];
            let mask = self.dir_mask(s, c, site, &x.dirs);
            for d in dirs_of(mask) {
                let to = g.next(site, d);
                if to == OFF || seen.contains(to) {
                    continue;
                }
                seen.insert(to);
                if s.who(self, to) != who {
                    continue;
                }
                for j in (0..regions.len().min(64)).rev() {
                    if left >> j & 1 != 0 && regions[j].contains(to) {
                        joined += 1;
                        if joined == want {
                            return true;
                        }
                        left &= !(1 << j);
                    }
                }
                group.push(to);
            }
            i += 1;
        }
        false
    }
}
