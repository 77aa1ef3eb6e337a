//! Regions that read a stack below its top or grow around a set of sites:
//! `(sites Occupied by: component: top:)` in a game of stacks and `(sites Around R)`
//! of a region, as Ludii's `SitesOccupied` and `SitesAround` compute them.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::{Dirs, PlayerId, Region, Site, SiteSet, Who};

impl Engine {
    /// `(sites Occupied by:WHO component:NAMES [top:B])`: the sites where some level
    /// holds a piece of those kinds (any kind when none is named) of that player (with
    /// `enemy`, of a player other than the mover); with `top`, only where the top piece
    /// is such a player's. The hands' sites count, as Ludii's owned sites do.
    pub(super) fn occupied_by_kind(
        &self,
        s: &State,
        c: &Ctx,
        (who, enemy, all): (Who, bool, bool),
        names: &[u16],
        top: bool,
    ) -> SiteSet {
        let p = self.who(s, c, who);
        let counts = |owner: PlayerId| {
            if all {
                true
            } else if enemy {
                self.is_enemy(s, owner)
            } else {
                owner == p
            }
        };
        let mut out = SiteSet::EMPTY;
        // Ludii's owned sites span every container: the hands' sites after the board's.
        let hands = self.program.hands.iter().map(|h| h.site);
        for site in (0..s.what.len() as Site).chain(hands) {
            let size = self.stack_size(s, site);
            if size == 0 {
                continue;
            }
            let top_owner = self.owner_of(self.what_at_level(s, site, size as i64 - 1));
            if top && !counts(top_owner) {
                continue;
            }
            let held = (0..size).any(|level| {
                let comp = self.what_at_level(s, site, level as i64);
                counts(self.owner_of(comp))
                    && (names.is_empty() || names.contains(&self.base_of(comp)))
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
            for d in 0..g.slots() {
                let t = g.next(at, d);
                if mask >> d & 1 != 0 && t != OFF {
                    out.insert(t);
                }
            }
        }
        out.difference(&sites)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::distance::tests::{sites_of, three_by_three};

    #[test]
    fn sites_occupied_by_a_kind_read_every_level_and_top_asks_for_the_owner_on_top() {
        // 4: P1's tile under P2's disc; 5: P2's tile alone; 8: P1's tile and disc.
        let e = three_by_three(
            r#"(place Stack "Hex1" 4) (place Stack "Disc2" 4) (place Stack "Hex2" 5) (place Stack "Hex1" 8) (place Stack "Disc1" 8)"#,
        );
        let s = |r: &str| sites_of(&e, r);
        assert_eq!(
            s(r#"(sites Occupied by:P1 component:"Hex" top:False)"#),
            vec![4, 8]
        );
        assert_eq!(s(r#"(sites Occupied by:P1 component:"Hex")"#), vec![8]);
        assert_eq!(s(r#"(sites Occupied by:P2 component:"Disc")"#), vec![4]);
        assert_eq!(s(r#"(sites Occupied by:P2 component:"Hex")"#), vec![5]);
        // P1 moves first: the enemy is P2.
        assert_eq!(s(r#"(sites Occupied by:Enemy component:"Disc")"#), vec![4]);
        assert_eq!(
            s(r#"(sites Occupied by:Enemy components:{"Disc" "Hex"} top:False)"#),
            vec![4, 5]
        );
    }

    #[test]
    fn sites_around_a_region_leave_the_region_out() {
        let e = three_by_three(r#"(place Stack "Disc1" 0)"#);
        assert_eq!(
            sites_of(&e, "(sites Around (sites {0 1}))"),
            vec![2, 3, 4, 5]
        );
        assert_eq!(
            sites_of(&e, "(sites Around (sites {0 8}) Orthogonal)"),
            vec![1, 3, 5, 7]
        );
        assert!(sites_of(&e, "(sites Around (sites Empty))").contains(&0));
        assert_eq!(
            sites_of(&e, "(if (is Empty 0) (sites {1}) (sites {2}))"),
            vec![2],
            "a region's if"
        );
    }
}
