//! `(is Loop ...)` as Ludii's `IsLoop` searches: from each neighbour of the last site,
//! an area grown along the board's orthogonal radials until they meet the piece placed;
//! an area that reaches no outer site, whose border is all the player's and has two
//! neighbouring sites of that piece, is enclosed by a loop.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::loops::Loop;
use crate::program::{Site, SiteFn, SiteSet};
use smallvec::SmallVec;

impl Engine {
    /// Whether `x` holds.
    #[cold]
    #[inline(never)]
    pub(super) fn is_loop(&self, s: &State, c: &Ctx, x: &Loop) -> bool {
        let g = &self.program.graph;
        let from = self.site(s, c, &SiteFn::LastTo);
        if from as usize >= g.len() || from as usize >= s.what.len() {
            return false;
        }
        let what = s.what[from as usize];
        if what == 0 {
            return false;
        }
        let what_at = |t: Site| s.what.get(t as usize).copied().unwrap_or(0);
        let colour = self.int(s, c, &x.colour);
        let enclosed = x.surround.map(|w| self.who(s, c, w));
        // Ludii's test for a site of the area: the enclosed player's (any site without
        // `surround:`), and not outer.
        let fits = |t: Site| !x.outer.contains(t) && enclosed.is_none_or(|p| s.who(self, t) == p);
        let mut around: SmallVec<[Site; 12]> = SmallVec::new();
        for d in dirs_of(x.adj) {
            match g.next(from, d) {
                OFF => {}
                t if fits(t) => around.push(t),
                _ => {}
            }
        }
        // Each origin is searched on its own (Ludii tries them last first; a search
        // does not depend on the others, so the order does not change the answer).
        for &origin in around.iter().rev() {
            let Some(area) = self.loop_area(s, x, origin, what, &fits) else {
                continue;
            };
            // The border: the area's orthogonal neighbours outside it.
            let mut border = SiteSet::EMPTY;
            for site in area.1.iter().copied() {
                for d in dirs_of(x.orth) {
                    match g.next(site, d) {
                        OFF => {}
                        t if !area.0.contains(t) => border.insert(t),
                        _ => {}
                    }
                }
            }
            if border.iter().any(|t| s.who(self, t) as i64 != colour) {
                continue;
            }
            // Ludii walks round the border from its first site; the walk closes unless
            // no site of the piece on it has a neighbour of the piece on it.
            let linked = |t: Site| {
                what_at(t) == what
                    && dirs_of(x.adj).any(|d| match g.next(t, d) {
                        OFF => false,
                        u => border.contains(u) && what_at(u) == what,
                    })
            };
            if border.iter().any(linked) {
                return true;
            }
        }
        false
    }

    /// The area grown from `origin`: along each orthogonal radial from each of its
    /// sites, every site up to the first holding `what` (those that `fits`, all of
    /// them without `surround:`), but `None` once such a radial meets an outer site.
    /// As a set and in the order found.
    fn loop_area(
        &self,
        s: &State,
        x: &Loop,
        origin: Site,
        what: crate::program::CompId,
        fits: &dyn Fn(Site) -> bool,
    ) -> Option<(SiteSet, SmallVec<[Site; 32]>)> {
        let mut set = SiteSet::EMPTY;
        let mut order: SmallVec<[Site; 32]> = SmallVec::new();
        set.insert(origin);
        order.push(origin);
        let mut i = 0;
        while let Some(&site) = order.get(i) {
            for d in dirs_of(x.orth) {
                for &t in self.ray(site, d).iter().skip(1) {
                    if set.contains(t) {
                        continue;
                    }
                    if s.what.get(t as usize).copied().unwrap_or(0) == what {
                        break;
                    }
                    if x.surround.is_none() || fits(t) {
                        set.insert(t);
                        order.push(t);
                    }
                    if x.outer.contains(t) {
                        return None;
                    }
                }
            }
            i += 1;
        }
        Some((set, order))
    }
}
