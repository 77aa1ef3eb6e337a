//! Functions whose player, site or directions are computed in play, and `add`: what
//! Ludii's Seesaw Draughts writes (`(sites (player N))`, `(+ (array R))` used as a
//! site, `(directions Cell from:A to:B)`, `(sites Occupied by:Enemy)`, `(add (to S)
//! stack:True)`). Out of line: no other game reads them.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Engine, State};
use crate::program::board::OFF;
use crate::program::board::{dirs_of, DirMask};
use crate::program::{Bool, DirectionStop, Dirs, Int, Region, Site, SiteFn, SiteSet};

impl Engine {
    /// A number used as a site: a site of the board or a hand's (Ludii numbers the
    /// hands' sites after the board's: `(if C (handSite P1) (handSite P2))`), off the
    /// board when it names none.
    #[cold]
    #[inline(never)]
    pub(super) fn site_of_number(&self, s: &State, c: &Ctx, n: &Int) -> Site {
        match usize::try_from(self.int(s, c, n)) {
            Ok(v) if v < s.what.len() => v as Site,
            Ok(v) if v < usize::from(OFF) && self.hand_index(v as Site).is_some() => v as Site,
            _ => OFF,
        }
    }

    /// `(+ (array R))`: the sum of the sites of a region.
    #[cold]
    #[inline(never)]
    pub(super) fn sum_sites(&self, s: &State, c: &Ctx, r: &Region) -> i64 {
        self.region(s, c, r).iter().map(i64::from).sum()
    }

    /// `(directions Cell from:A to:B)`: the directions whose line from A passes
    /// through B (Ludii walks every radial of A for B).
    #[cold]
    #[inline(never)]
    pub(super) fn toward_mask(&self, s: &State, c: &Ctx, a: &SiteFn, b: &SiteFn) -> DirMask {
        let (a, b) = (self.site(s, c, a), self.site(s, c, b));
        let n = self.program.graph.len();
        if a as usize >= n || b as usize >= n {
            return 0;
        }
        (0..self.program.graph.slots())
            .filter(|&d| self.ray(a, d).get(1..).is_some_and(|r| r.contains(&b)))
            .fold(0, |m, d| m | 1 << d)
    }

    /// `(sites (player N))`: the regions owned by the player numbered N (none for a
    /// number that is no player's).
    #[cold]
    #[inline(never)]
    pub(super) fn owned_by(&self, s: &State, c: &Ctx, n: &Int) -> SiteSet {
        usize::try_from(self.int(s, c, n))
            .ok()
            .and_then(|p| self.owned.get(p).cloned())
            .unwrap_or_default()
    }

    /// `(sites Occupied by:Enemy)`: the sites whose top piece is another player's.
    #[cold]
    #[inline(never)]
    pub(super) fn occupied_by_enemy(&self, s: &State) -> SiteSet {
        (0..s.what.len() as Site)
            .filter(|&i| self.is_enemy(s, s.who(self, i)))
            .collect()
    }

    /// `(sites Direction from:S DIRS distance:N)` with directions read off the
    /// position.
    #[cold]
    #[inline(never)]
    pub(super) fn along_dirs(
        &self,
        s: &State,
        c: &Ctx,
        (f, dirs, dist): (&SiteFn, &Dirs, Option<&Int>),
    ) -> SiteSet {
        let from = self.site(s, c, f);
        if from as usize >= self.program.graph.len() {
            return SiteSet::EMPTY;
        }
        let mask = self.dir_mask(s, c, from, dirs);
        let dist = dist.map_or(i64::MAX, |d| self.int(s, c, d));
        self.along(from, mask, dist)
    }

    /// `(sites Direction ... stop:C)`: Ludii's walk along each radial, which ends at
    /// the first site where C holds (taken when `stopIncluded` holds there too).
    pub(super) fn along_until(&self, s: &State, c: &Ctx, x: &DirectionStop) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        let from = self.site(s, c, &x.from);
        if from as usize >= self.program.graph.len() {
            return out;
        }
        let mask = self.dir_mask(s, c, from, &x.dirs);
        let dist = x.distance.as_ref().map_or(i64::MAX, |d| self.int(s, c, d));
        for d in dirs_of(mask) {
            let ray = self.ray(from, d);
            let end = (dist.saturating_add(1)).clamp(1, ray.len() as i64) as usize;
            for &t in &ray[1..end] {
                let ct = Ctx { to: t, ..*c };
                if self.cond(s, &ct, &x.stop) {
                    if self.cond(s, &ct, &x.stop_included) {
                        out.insert(t);
                    }
                    break;
                }
                out.insert(t);
            }
        }
        out
    }

    /// `(add (to S if:C))` in a game of stacks: the component numbered as the mover
    /// goes on top of S, as Ludii's `Add` with no piece named does.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_add<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (site, cond): (&SiteFn, Option<&Bool>),
        out: &mut impl Sink<'p>,
    ) {
        let at = self.site(s, c, site);
        let comp = u16::from(s.mover);
        if at as usize >= s.what.len() || comp as usize > self.program.comps.len() {
            return;
        }
        let ct = Ctx { to: at, ..*c };
        if cond.is_none_or(|b| self.cond(s, &ct, b)) {
            out.push(super::Move {
                from: at,
                to: at,
                ..effect(Action::Add {
                    site: at,
                    comp,
                    n: 1,
                })
            });
        }
    }
}

impl Engine {
    /// `(sites Between from:A to:B)`: Ludii walks A's radials, direction by direction,
    /// and takes the sites before B on the first that reaches it.
    #[cold]
    #[inline(never)]
    pub(super) fn between_sites(
        &self,
        s: &State,
        c: &Ctx,
        (a, b): (&SiteFn, &SiteFn),
        mask: DirMask,
    ) -> SiteSet {
        let (a, b) = (self.site(s, c, a), self.site(s, c, b));
        let n = self.program.graph.len();
        let mut out = SiteSet::EMPTY;
        if a as usize >= n || b as usize >= n {
            return out;
        }
        for d in dirs_of(mask) {
            let ray = self.ray(a, d);
            if let Some(i) = ray.iter().skip(1).position(|&x| x == b) {
                ray[1..=i].iter().for_each(|&x| out.insert(x));
                break;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::engine_of;
    use super::*;

    /// An 8x8 game of stacks whose P1 discs stand on c1 and e1 and P2's on d6.
    fn engine() -> Engine {
        engine_of(
            r#"(game "T" (players {(player N) (player S)})
                (equipment { (board (square 8)) (piece "Disc" P1) (piece "Disc" P2)
                    (regions P1 (sites Bottom)) (regions P2 (sites Top)) })
                (rules (start { (place "Disc1" (sites {2 4})) (place "Disc2" (sites {43})) })
                    (play (forEach Piece (move Step (to if:(is Empty (to))) stack:True)))
                    (end (if (no Moves Next) (result Next Loss)))))"#,
        )
    }

    #[test]
    fn between_takes_the_sites_strictly_inside_a_line_and_none_off_it() {
        let e = engine();
        let s = e.start();
        let c = Ctx::default();
        let (a, b) = (SiteFn::Const(0), SiteFn::Const(27));
        let inside: Vec<Site> = e.between_sites(&s, &c, (&a, &b), 0xff).iter().collect();
        assert_eq!(inside, vec![9, 18]);
        // b3 (17) is a knight's move from a1: on no line.
        let knight = SiteFn::Const(17);
        assert!(e.between_sites(&s, &c, (&a, &knight), 0xff).is_empty());
        // Neighbours have nothing between them.
        let next = SiteFn::Const(1);
        assert!(e.between_sites(&s, &c, (&a, &next), 0xff).is_empty());
    }

    #[test]
    fn toward_is_the_direction_whose_line_reaches_the_site() {
        let e = engine();
        let s = e.start();
        let c = Ctx::default();
        // From d4 (27) back to a1 (0): south-west only (slot 5, clockwise from north).
        assert_eq!(
            e.toward_mask(&s, &c, &SiteFn::Const(27), &SiteFn::Const(0)),
            1 << 5
        );
        assert_eq!(
            e.toward_mask(&s, &c, &SiteFn::Const(0), &SiteFn::Const(17)),
            0
        );
    }

    #[test]
    fn numbers_name_sites_and_players_name_their_regions() {
        let e = engine();
        let s = e.start();
        let c = Ctx::default();
        let sum = Region::Const([2, 4].into_iter().collect());
        assert_eq!(e.sum_sites(&s, &c, &sum), 6);
        assert_eq!(e.site_of_number(&s, &c, &Int::Const(63)), 63);
        assert_eq!(e.site_of_number(&s, &c, &Int::Const(64)), OFF);
        assert_eq!(e.site_of_number(&s, &c, &Int::Const(-1)), OFF);
        let top: Vec<Site> = e.owned_by(&s, &c, &Int::Const(2)).iter().collect();
        assert_eq!(top, (56..64).collect::<Vec<_>>());
        assert!(e.owned_by(&s, &c, &Int::Const(3)).is_empty());
        let enemies: Vec<Site> = e.occupied_by_enemy(&s).iter().collect();
        assert_eq!(enemies, vec![43]);
    }

    #[test]
    fn part_of_a_stack_moves_in_its_order_and_a_short_stack_stays() {
        let e = engine();
        let mut s = e.start();
        e.push(&mut s, 2, 2);
        e.push(&mut s, 2, 1);
        // c1 now holds Disc1, Disc2, Disc1 (bottom first): the top two go to h8.
        e.move_sub_stack(&mut s, 2, 63, 2);
        assert_eq!(e.stack_size(&s, 2), 1);
        assert_eq!(
            (e.what_at_level(&s, 63, 0), e.what_at_level(&s, 63, 1)),
            (2, 1)
        );
        // Three pieces asked of a stack of two: nothing moves.
        e.move_sub_stack(&mut s, 63, 62, 3);
        assert_eq!((e.stack_size(&s, 63), e.stack_size(&s, 62)), (2, 0));
    }
}
