//! Distances measured by a step rule (`(sites Distance (step ...) from: (range ...))`,
//! `(count Steps (step ...) A B)`), and the levels of a stack read one by one
//! (`(count Stack at: if:)`, `(level)`, `(who at: level:)`), as Ludii's
//! `SitesDistance`, `CountSteps` and `CountStack` compute them.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::DirMask;
use crate::program::board::OFF;
use crate::program::{Bool, Dirs, Site, SiteSet, StepRule};

/// Ludii's `Constants.INFINITY`: the steps to a site a step rule never reaches.
pub const INFINITY: i64 = 1_000_000_000;

impl Engine {
    /// The directions of a step rule from `origin`, turned by the facing of the piece
    /// there: Ludii turns them once, with the piece at the first site, for the whole
    /// walk, and from an empty site as if facing north (where other ludemes turn with
    /// the mover).
    fn step_mask(&self, s: &State, c: &Ctx, origin: Site, rule: &StepRule) -> DirMask {
        match rule.dirs {
            Dirs::Fixed { abs, rel } if s.what.get(origin as usize) == Some(&0) => abs | rel,
            _ => self.dir_mask(s, &Ctx { from: origin, ..*c }, origin, &rule.dirs),
        }
    }

    /// The sites one step of the rule reaches from each site of `ring`, with `(from)`
    /// bound to the site stepped from and `(to)` to the site reached.
    fn step_ring(
        &self,
        s: &State,
        c: &Ctx,
        ring: &SiteSet,
        mask: DirMask,
        cond: Option<&Bool>,
    ) -> SiteSet {
        let g = &self.program.graph;
        let mut out = SiteSet::EMPTY;
        for x in ring.iter() {
            for d in 0..g.slots() {
                let t = g.next(x, d);
                if mask >> d & 1 == 0 || t == OFF {
                    continue;
                }
                if cond.is_none_or(|b| {
                    self.cond(
                        s,
                        &Ctx {
                            from: x,
                            to: t,
                            ..*c
                        },
                        b,
                    )
                }) {
                    out.insert(t);
                }
            }
        }
        out
    }

    /// `(sites Distance (step ...) from:S (range MIN MAX))`, walked as Ludii walks it:
    /// ring after ring, each leaving out the start and the rings before the last, the
    /// sites of a ring kept from `MIN` steps on; the first ring is kept even when `MAX`
    /// is below 1.
    pub(super) fn distance_sites(
        &self,
        s: &State,
        c: &Ctx,
        rule: &StepRule,
        from: Site,
        (min, max): (i64, i64),
    ) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        if from as usize >= s.what.len() || min < 0 {
            return out;
        }
        let mask = self.step_mask(s, c, from, rule);
        let mut start = SiteSet::EMPTY;
        start.insert(from);
        let mut ring = self.step_ring(s, c, &start, mask, rule.cond.as_ref());
        let mut checked = start.union(&ring);
        if min <= 1 {
            out = ring.clone();
        }
        let mut steps = 1;
        while !ring.is_empty() && steps < max {
            let next = self
                .step_ring(s, c, &ring, mask, rule.cond.as_ref())
                .difference(&checked);
            // Ludii marks a ring as seen only once the next one is found: a site may
            // come back in the ring after its own.
            checked = checked.union(&ring);
            ring = next;
            steps += 1;
            if steps >= min {
                out = out.union(&ring);
            }
        }
        out
    }

    /// `(sites Distance from:S (range MIN MAX))` without a step rule, as Ludii's
    /// topology keeps the distances: rings of the board's adjacency from S (S at 0),
    /// up to a greatest distance found as Ludii finds it, going through the sites in
    /// order and raising it by one whenever a site is farther (which may stop short of
    /// the farthest ring).
    pub(super) fn board_distance_sites(&self, from: Site, (min, max): (i64, i64)) -> SiteSet {
        let g = &self.program.graph;
        if from as usize >= g.len() || min < 0 {
            return SiteSet::EMPTY;
        }
        let mask = g.adjacent();
        let mut dist = vec![0i64; g.len()];
        let mut seen = SiteSet::EMPTY;
        seen.insert(from);
        let mut ring = seen.clone();
        let mut d = 0;
        while !ring.is_empty() {
            d += 1;
            let mut next = SiteSet::EMPTY;
            for x in ring.iter() {
                for k in 0..g.slots() {
                    let t = g.next(x, k);
                    if mask >> k & 1 == 1 && t != OFF && !seen.contains(t) {
                        next.insert(t);
                    }
                }
            }
            for t in next.iter() {
                dist[t as usize] = d;
            }
            seen = seen.union(&next);
            ring = next;
        }
        let mut top = 0;
        for &x in &dist {
            if top < x {
                top += 1;
            }
        }
        let mut out = SiteSet::EMPTY;
        if min == 0 {
            out.insert(from);
        }
        for (i, &x) in dist.iter().enumerate() {
            if x >= min.max(1) && x <= max.min(top) {
                out.insert(i as Site);
            }
        }
        out
    }

    /// `(count Steps (step ...) A B)`: the rings of the rule from A until one holds
    /// a site of B, as Ludii's `CountSteps` grows them; 0 when A is off or B has no
    /// site, or when B holds A, [`INFINITY`] when A or every site of B is beyond the
    /// board's numbering, or no ring holds a site of B.
    pub(super) fn count_steps_by(
        &self,
        s: &State,
        c: &Ctx,
        rule: &StepRule,
        a: Site,
        b: &SiteSet,
    ) -> i64 {
        if a == OFF || b.is_empty() {
            return 0;
        }
        let n = s.what.len();
        let b: SiteSet = b.iter().filter(|&x| (x as usize) < n).collect();
        if a as usize >= n || b.is_empty() {
            return INFINITY;
        }
        if b.contains(a) {
            return 0;
        }
        let meets = |ring: &SiteSet| !ring.intersection(&b).is_empty();
        let mask = self.step_mask(s, c, a, rule);
        let mut start = SiteSet::EMPTY;
        start.insert(a);
        let mut ring = self.step_ring(s, c, &start, mask, rule.cond.as_ref());
        let mut checked = start.union(&ring);
        let mut steps = 1;
        while !ring.is_empty() && !meets(&ring) {
            let next = self
                .step_ring(s, c, &ring, mask, rule.cond.as_ref())
                .difference(&checked);
            checked = checked.union(&ring);
            ring = next;
            steps += 1;
        }
        if meets(&ring) {
            steps
        } else {
            INFINITY
        }
    }

    /// `(count Stack at:S if:C)`: the levels of S's stack, from the bottom, where C
    /// holds with `(to)` bound to S and `(level)` to the level.
    pub(super) fn count_stack(&self, s: &State, c: &Ctx, site: Site, cond: Option<&Bool>) -> i64 {
        let size = self.stack_size(s, site);
        match cond {
            None => size as i64,
            Some(b) => (0..size)
                .filter(|&level| {
                    let cl = Ctx {
                        to: site,
                        level: level as u16,
                        ..*c
                    };
                    self.cond(s, &cl, b)
                })
                .count() as i64,
        }
    }

    /// `(who at:S level:L)`: the owner of the piece at level L of S's stack.
    pub(super) fn who_at_level(&self, s: &State, site: Site, level: i64) -> i64 {
        let comp = self.what_at_level(s, site, level);
        if comp == 0 {
            0
        } else {
            self.owner_of(comp) as i64
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use crate::engine::eval::Ctx;
    use crate::engine::tests::engine_of;
    use crate::engine::Engine;

    /// An engine for a game of stacks on a 3x3 board (sites 0-2 the bottom row), with
    /// the given start and a `Seesaw`-like measure of stacks in `play`.
    pub(in crate::engine) fn three_by_three(start: &str) -> Engine {
        engine_of(&format!(
            r#"(game "T" (players {{(player N) (player S)}})
                (equipment {{ (board (square 3)) (piece "Disc" Each) (tile "Hex" Each) }})
                (rules (start {{ {start} }})
                    (play (forEach Piece "Disc" (move (from) (to (sites Around (from)) if:(is Empty (to))) stack:True) top:True))
                    (end (if (no Moves Next) (result Next Loss)))))"#
        ))
    }

    /// The value in `e`'s start of a number written in `text` (compiled in a game on
    /// the same board, as the test of its play).
    pub(in crate::engine) fn int_of(e: &Engine, text: &str) -> i64 {
        let ex = crate::load::expand_source(
            "n.lud",
            &format!(r#"(game "N" (players 2) (equipment {{ (board (square 3)) (piece "Disc" Each) (tile "Hex" Each) }}) (rules (play (if (= 0 {text}) (move Pass) (move (from) (to (from)) stack:True))) (end (if False (result Mover Win)))))"#),
            &crate::load::Selection::default(),
        )
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
        let p = crate::program::compile::compile(&ex.game)
            .unwrap_or_else(|d| panic!("{:?}", d.0.iter().map(|d| &d.message).collect::<Vec<_>>()));
        let crate::program::MovesKind::If(crate::program::Bool::Cmp(_, _, n), ..) = &p.play.kind
        else {
            panic!("unexpected program {:?}", p.play.kind)
        };
        e.int(&e.start(), &Ctx::default(), n)
    }

    /// The sites of a region written in `text`, in increasing order.
    pub(in crate::engine) fn sites_of(e: &Engine, region: &str) -> Vec<u16> {
        let ex = crate::load::expand_source(
            "r.lud",
            &format!(r#"(game "R" (players 2) (equipment {{ (board (square 3)) (piece "Disc" Each) (tile "Hex" Each) }}) (rules (play (or (forEach Site {region} (move Select (from (site)))) (move (from) (to (from)) stack:True))) (end (if False (result Mover Win)))))"#),
            &crate::load::Selection::default(),
        )
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
        let p = crate::program::compile::compile(&ex.game)
            .unwrap_or_else(|d| panic!("{:?}", d.0.iter().map(|d| &d.message).collect::<Vec<_>>()));
        let crate::program::MovesKind::Or(v) = &p.play.kind else {
            panic!("unexpected program")
        };
        let Some(crate::program::MovesKind::ForEachSite(r, _)) = v.first().map(|m| &m.kind) else {
            panic!("unexpected program")
        };
        e.region(&e.start(), &Ctx::default(), r).iter().collect()
    }

    #[test]
    fn a_distance_walks_rings_as_ludii_does() {
        let e = three_by_three(r#"(place Stack "Disc1" 0)"#);
        let all = "(step (to if:True))";
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {all} from:0 (range 1 1))")),
            vec![1, 3, 4]
        );
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {all} from:0 (range 1 2))")),
            vec![1, 2, 3, 4, 5, 6, 7, 8]
        );
        // The first ring is kept whatever the greatest distance.
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {all} from:0 (range 1 0))")),
            vec![1, 3, 4]
        );
        // A ring is marked as seen only once the next is found, so the sites of the
        // second ring come back in the third: no site is three steps from a corner,
        // but Ludii's third ring holds the whole second one.
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {all} from:0 (range 3 3))")),
            vec![2, 5, 6, 7, 8]
        );
        assert!(sites_of(&e, &format!("(sites Distance {all} from:0 (range -1 3))")).is_empty());
    }

    #[test]
    fn a_distance_steps_only_where_its_test_holds_and_turns_with_the_piece() {
        // A piece on 4 (the centre) blocks every path through it.
        let e = three_by_three(
            r#"(place Stack "Disc1" 0) (place Stack "Disc2" 4) (place Stack "Disc2" 1)"#,
        );
        let empty = "(step (to if:(is Empty (to))))";
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {empty} from:0 (range 1 9))")),
            vec![2, 3, 5, 6, 7, 8]
        );
        // Forwards for P1's piece (facing north) from 0: N, NE and NW; for P2's on 4
        // (facing south): S, SE and SW.
        let fwd = "(step Forwards (to if:True))";
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {fwd} from:0 (range 1 1))")),
            vec![3, 4]
        );
        assert_eq!(
            sites_of(&e, &format!("(sites Distance {fwd} from:4 (range 1 1))")),
            vec![0, 1, 2]
        );
    }

    #[test]
    fn a_walk_from_an_empty_site_faces_north_whoever_moves() {
        use crate::program::{Dirs, Int, Region, SiteFn, StepRule};
        let e = three_by_three(r#"(place Stack "Disc1" 0) (place Stack "Disc2" 8)"#);
        let forwards = |from: u16| Region::Distance {
            step: Box::new(StepRule {
                dirs: Dirs::Fixed {
                    abs: 0,
                    rel: 0b1000_0011,
                },
                cond: None,
            }),
            from: SiteFn::Const(from),
            min: Box::new(Int::Const(1)),
            max: Box::new(Int::Const(1)),
        };
        let mut s = e.start();
        (s.mover, s.next) = (2, 1);
        let at = |from| {
            e.region(&s, &Ctx::default(), &forwards(from))
                .iter()
                .collect::<Vec<_>>()
        };
        assert_eq!(
            at(4),
            vec![6, 7, 8],
            "north of an empty site, though P2 moves"
        );
        assert_eq!(at(8), vec![4, 5], "south for P2's piece");
    }

    #[test]
    fn steps_by_a_rule_are_infinite_when_it_never_arrives() {
        let e = three_by_three(
            r#"(place Stack "Disc1" 0) (place Stack "Disc2" 3) (place Stack "Disc2" 4) (place Stack "Disc2" 1)"#,
        );
        let empty = "(step (to if:(is Empty (to))))";
        assert_eq!(int_of(&e, &format!("(count Steps {empty} 0 0)")), 0);
        assert_eq!(
            int_of(&e, &format!("(count Steps {empty} 0 8)")),
            super::INFINITY
        );
        let any = "(step (to if:True))";
        assert_eq!(int_of(&e, &format!("(count Steps {any} 0 8)")), 2);
        let orth = "(step Orthogonal (to if:True))";
        assert_eq!(int_of(&e, &format!("(count Steps {orth} 0 8)")), 4);
        // The test may let the target in: around the blockers through 4's row is shut,
        // but stepping onto occupied 4 is allowed when it is the target.
        let to4 = "(step (to if:(or (= (to) 4) (is Empty (to)))))";
        assert_eq!(int_of(&e, &format!("(count Steps {to4} 0 4)")), 1);
    }

    #[test]
    fn a_stack_is_counted_level_by_level() {
        let e = three_by_three(
            r#"(place Stack "Hex1" 4) (place Stack "Disc1" 4) (place Stack "Disc1" 4) (place Stack "Hex2" 5)"#,
        );
        let discs = r#"(count Stack at:4 if:(or (= (what at:(to) level:(level)) (id "Disc" P1)) (= (what at:(to) level:(level)) (id "Disc" P2))))"#;
        assert_eq!(int_of(&e, discs), 2);
        assert_eq!(int_of(&e, "(count Stack at:4)"), 3);
        assert_eq!(int_of(&e, "(count Stack at:0)"), 0);
        assert_eq!(int_of(&e, "(count Stack at:4 if:(= (level) 0))"), 1);
        assert_eq!(int_of(&e, "(who at:5 level:0)"), 2);
        assert_eq!(int_of(&e, "(who at:4 level:2)"), 1);
        assert_eq!(int_of(&e, "(who at:4 level:3)"), 0);
        assert_eq!(
            int_of(&e, "(level)"),
            0,
            "no level is bound outside count Stack"
        );
    }
}
