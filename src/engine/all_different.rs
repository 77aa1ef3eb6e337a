//! `(all Different R [if:C])`, as Ludii's `AllDifferent` of sites reads it: false as
//! soon as a site of R fails C (with `(site)` bound to it) or holds the same kind of
//! piece as an earlier one (an empty site is kind 0: two empty sites are the same).

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::{Bool, CompId, Region};
use smallvec::SmallVec;

impl Engine {
    /// Whether every site of `r` passes `b` and their pieces' kinds differ.
    #[cold]
    #[inline(never)]
    pub(super) fn all_different(&self, s: &State, c: &Ctx, r: &Region, b: &Bool) -> bool {
        let mut seen: SmallVec<[CompId; 16]> = SmallVec::new();
        for site in self.region(s, c, r).iter() {
            if !self.cond(s, &Ctx { site, ..*c }, b) {
                return false;
            }
            // Ludii reads the kind on top of a stack.
            let what = if self.stacking {
                self.what_at_level(s, site, self.stack_size(s, site) as i64 - 1)
            } else {
                self.content(s, site)
            };
            if seen.contains(&what) {
                return false;
            }
            seen.push(what);
        }
        true
    }
}
