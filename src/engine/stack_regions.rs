//! Regions that read a stack below its top or grow around a set of sites:
//! `(sites Occupied by: component: top:)` in a game of stacks and `(sites Around R)`
//! of a region, as Ludii's `SitesOccupied` and `SitesAround` compute them.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::{Dirs, PlayerId, Region, Site, SiteSet, Who};

impl Engine {
    /// `(sites Occupied by:WHO component:NAMES [top:B])`: the sites where some level
    /// holds a piece of those kinds of that player (with `enemy`, of a player other
    /// than the mover); with `top`, only where the top piece is such a player's.
    pub(super) fn occupied_by_kind(
        &self,
        s: &State,
        c: &Ctx,
        (who, enemy): (Who, bool),
        names: &[u16],
        top: bool,
    ) -> SiteSet {
        let p = self.who(s, c, who);
        let counts = |owner: PlayerId| {
            if enemy {
                owner != 0 && owner != s.mover
            } else {
                owner == p
            }
        };
        let mut out = SiteSet::EMPTY;
        for site in 0..s.what.len() as Site {
            if s.what[site as usize] == 0 || top && !counts(s.who(self, site)) {
                continue;
            }
            let held = (0..self.stack_size(s, site)).any(|level| {
                let comp = self.what_at_level(s, site, level as i64);
                counts(self.owner_of(comp)) && names.contains(&self.base_of(comp))
            });
            if held {
                out.insert(site);
            }
        }
        out
    }

    /// `(sites Around R [DIRS])` of a region: the sites one step from a site of R
    /// along DIRS, the sites of R left out.
    pub(super) fn around_sites(&self, s: &State, c: &Ctx, r: &Region, dirs: &Dirs) -> SiteSet {
        let g = &self.program.graph;
        let sites = self.region(s, c, r);
        let mut out = SiteSet::EMPTY;
        for at in sites.iter().filter(|&x| (x as usize) < g.len()) {
            let mask = self.dir_mask(s, &Ctx { from: at, ..*c }, at, dirs);
            for d in 0..8 {
                let t = g.next(at, d);
                if mask >> d & 1 != 0 && t != OFF {
                    out.insert(t);
                }
            }
        }
        out.difference(&sites)
    }
}
