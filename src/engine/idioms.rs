//! Dedicated generators for the idioms Ludii's files write most: recognised once per
//! node (`nodes.rs`), run here without the general algorithm's bookkeeping.
//!
//! A hop over the adjacent site onto the next one (`before:0`, a hurdle of exactly one
//! site, `after:0`), over an enemy (not yet jumped) onto an empty site, is every man's
//! capture in the leaping games (over any piece: every leapfrog's move). Ludii's Hop walks the radial for it like for a flying
//! king's; here each direction is two sites read from the radial, which yields the
//! same moves, in the same order, as [`Engine::hop`] does for that shape.

use super::eval::Ctx;
use super::nodes::NodeInfo;
use super::sink::Sink;
use super::site_test::{occupied_by, SiteTest};
use super::{Engine, State};
use crate::program::board::{DirMask, SLOTS};
use crate::program::{Moves, MovesKind, Site, SiteFn, SiteSet, ToSpec};

impl Engine {
    /// The moves of a hop of the adjacent shape, whose node's facts are `info`, from
    /// `from` in the directions of `mask`.
    #[inline(always)]
    pub(super) fn adjacent_hop<'p>(
        &'p self,
        s: &State,
        cf: &Ctx,
        (from, mask): (Site, DirMask),
        effects: (Option<&'p Moves>, &'p ToSpec, bool),
        info: &NodeInfo,
        out: &mut impl Sink<'p>,
    ) {
        // A stack's hop lands only when the mover's piece tops its origin: a test of
        // `from` alone, made once rather than at every landing.
        if info.dest == SiteTest::EmptyFromMover && !occupied_by(self, s, from, s.mover) {
            return;
        }
        let unjumped = info.hurdle == SiteTest::EnemyUnjumped;
        // Most pieces have no hop most of the time: the directions that have one are
        // found inline, and the moves built out of line only for them.
        let hits = self.adjacent_hop_dirs(s, from, mask, unjumped);
        if hits == 0 {
            return;
        }
        if out.probe() {
            return out.found();
        }
        self.adjacent_hop_moves(s, cf, from, hits, effects, out);
    }

    /// The directions of `mask` in which the adjacent hop from `from` has its hurdle (an
    /// enemy's piece, not yet jumped with `unjumped`) and an empty landing.
    #[inline(always)]
    fn adjacent_hop_dirs(&self, s: &State, from: Site, mask: DirMask, unjumped: bool) -> DirMask {
        let what = &s.what[..];
        let mut hits: DirMask = 0;
        let mut m = mask;
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(&[b, t]) = self.hop2.get(from as usize * SLOTS + d) else {
                continue;
            };
            // Both on the board (a radial's sites are), `t` empty, `b` an enemy's.
            let (Some(&hurdle), Some(&0)) = (what.get(b as usize), what.get(t as usize)) else {
                continue;
            };
            let p = self.owner.get(hurdle as usize).copied().unwrap_or(0);
            if hurdle == 0 || !self.is_enemy(s, p) || (unjumped && s.to_clear.contains(b)) {
                continue;
            }
            hits |= 1 << d;
        }
        hits
    }

    /// The moves of the adjacent hop from `from` in the directions of `hits` (each one
    /// tested by [`Self::adjacent_hop_dirs`]), in the order of the directions.
    #[inline(never)]
    pub(super) fn adjacent_hop_moves<'p>(
        &'p self,
        s: &State,
        cf: &Ctx,
        from: Site,
        hits: DirMask,
        (between_apply, to, stack): (Option<&'p Moves>, &'p ToSpec, bool),
        out: &mut impl Sink<'p>,
    ) {
        let mut m = hits;
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(&[b, t]) = self.hop2.get(from as usize * SLOTS + d) else {
                continue;
            };
            let cb = Ctx { between: b, ..*cf };
            let mut mv = self.moving(s, &cb, (from, t, stack), to);
            let mut between = SiteSet::EMPTY;
            between.insert(b);
            mv.between = between;
            if let Some(eff) = between_apply {
                let cc = Ctx {
                    between: b,
                    to: t,
                    ..*cf
                };
                self.chain(s, &cc, eff, &mut mv);
            }
            out.push(mv);
        }
    }
}

impl Engine {
    /// When `m` is a Hop of the adjacent shape from the piece's own site (`c.from`,
    /// bound by `forEach Piece`), its moves into `out` with `m`'s consequences, as
    /// `gen_into` would yield them, and true; false (nothing done) for any other node.
    #[inline]
    pub(super) fn piece_adjacent_hop<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        m: &'p Moves,
        out: &mut impl Sink<'p>,
    ) -> bool {
        let MovesKind::Hop {
            from: SiteFn::From,
            dirs,
            between_apply,
            to,
            stack,
            ..
        } = &m.kind
        else {
            return false;
        };
        let info = self.info(m);
        if !info.adjacent_hop {
            return info.leapfrog && self.piece_leapfrog(s, c, m, out);
        }
        let from = c.from;
        if from as usize >= s.what.len() {
            return true;
        }
        let mask = self.mask_of(s, c, from, dirs, &info);
        let start = out.len();
        let effects = (between_apply.as_deref(), to, *stack);
        self.adjacent_hop(s, c, (from, mask), effects, &info, out);
        if let Some(t) = &m.then {
            if out.len() > start {
                out.then_from(start, t);
            }
        }
        true
    }

    /// [`Self::piece_adjacent_hop`] for the hop over any piece (out of line: the
    /// captures' code, inline at every piece, stays as short as it was).
    #[inline(never)]
    fn piece_leapfrog<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        m: &'p Moves,
        out: &mut impl Sink<'p>,
    ) -> bool {
        let MovesKind::Hop {
            dirs,
            between_apply,
            to,
            stack,
            ..
        } = &m.kind
        else {
            return false;
        };
        let from = c.from;
        if from as usize >= s.what.len() {
            return true;
        }
        let info = self.info(m);
        let mask = self.mask_of(s, c, from, dirs, &info);
        let start = out.len();
        let effects = (between_apply.as_deref(), to, *stack);
        self.leapfrog(s, c, from, mask, effects, out);
        if let Some(t) = &m.then {
            if out.len() > start {
                out.then_from(start, t);
            }
        }
        true
    }

    /// [`Self::adjacent_hop`] over any piece: a piece beside, the site past it empty.
    pub(super) fn leapfrog<'p>(
        &'p self,
        s: &State,
        cf: &Ctx,
        from: Site,
        mask: DirMask,
        effects: (Option<&'p Moves>, &'p ToSpec, bool),
        out: &mut impl Sink<'p>,
    ) {
        let what = &s.what[..];
        let mut hits: DirMask = 0;
        let mut m = mask;
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(&[b, t]) = self.hop2.get(from as usize * SLOTS + d) else {
                continue;
            };
            if let (Some(&hurdle), Some(&0)) = (what.get(b as usize), what.get(t as usize)) {
                if hurdle != 0 {
                    hits |= 1 << d;
                }
            }
        }
        if hits == 0 {
            return;
        }
        if out.probe() {
            return out.found();
        }
        self.adjacent_hop_moves(s, cf, from, hits, effects, out);
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::engine_of;
    use super::super::Move;
    use rand::{Rng, SeedableRng};

    /// A game on `board` whose pieces hop over adjacent enemies (at once, or at the end
    /// of the turn without jumping a piece twice, going on while they can) and step.
    fn text(board: &str, all: &str, ones: &str, twos: &str, hurdle: &str, removal: &str) -> String {
        format!(
            r#"(game "T" (players 2)
                (equipment {{ (board {board}) (piece "Man" Each) }})
                (rules
                    (start {{ (place "Man1" (sites {{{ones}}})) (place "Man2" (sites {{{twos}}})) }})
                    (play (if (is Prev Mover)
                        (move Hop (from (last To)) Orthogonal (between if:{hurdle} (apply (remove (between) {removal}))) (to if:(is Empty (to)))
                            (then (if (can Move (move Hop (from (last To)) Orthogonal (between if:{hurdle}) (to if:(is Empty (to))))) (moveAgain))))
                        (forEach Piece (or
                            (move Hop (from) {all} (between if:{hurdle} (apply (remove (between) {removal}))) (to if:(is Empty (to)))
                                (then (if (can Move (move Hop (from (last To)) Orthogonal (between if:{hurdle}) (to if:(is Empty (to))))) (moveAgain))))
                            (move Step Orthogonal (to if:(is Empty (to))))))))
                    (end (if (no Moves Next) (result Mover Win)))))"#
        )
    }

    fn key(m: &Move) -> (u16, u16, Vec<u16>, Vec<super::super::Action>, usize) {
        (
            m.from,
            m.to,
            m.between.iter().collect(),
            m.actions.to_vec(),
            m.then.len(),
        )
    }

    /// The dedicated code yields the moves the general Hop yields, in the same order,
    /// at every position of random games, on a square board and on a hexagon (whose
    /// directions and radials are Ludii's graph's, not the grid's).
    #[test]
    fn the_adjacent_hop_yields_the_general_hops_moves() {
        let enemy = "(is Enemy (who at:(between)))";
        let unjumped =
            "(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between))))";
        let boards = [
            (
                "(square 6)",
                "All",
                "0 2 4 7 9 11 12 14 16",
                "19 21 23 24 26 28 31 33 35",
            ),
            (
                "(rotate 90 (hex 5))",
                "Adjacent",
                "0 1 2 3 4 5 6 7 8 9 10 11 12 13",
                "47 48 49 50 51 52 53 54 55 56 57 58 59 60",
            ),
        ];
        let any_piece = "(is Occupied (between))";
        for ((hurdle, removal), (board, all, ones, twos)) in
            [(enemy, ""), (unjumped, "at:EndOfTurn"), (any_piece, "")]
                .into_iter()
                .flat_map(|h| boards.iter().map(move |b| (h, *b)))
        {
            let game = text(board, all, ones, twos, hurdle, removal);
            let fast = engine_of(&game);
            let mut general = engine_of(&game);
            assert!(
                fast.infos.iter().any(|i| i.adjacent_hop || i.leapfrog),
                "the idiom is recognised"
            );
            general.infos.iter_mut().for_each(|i| {
                i.adjacent_hop = false;
                i.leapfrog = false;
            });
            let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
            for _ in 0..20 {
                let mut s = fast.start();
                while s.over.is_none() {
                    let a = fast.legal(&s);
                    let b = general.legal(&s);
                    let ka: Vec<_> = a.iter().map(key).collect();
                    let kb: Vec<_> = b.iter().map(key).collect();
                    assert_eq!(ka, kb);
                    if a.is_empty() {
                        break;
                    }
                    let mv = &a[rng.gen_range(0..a.len())];
                    let mut t = s.clone();
                    fast.apply(&mut s, mv);
                    general.apply(
                        &mut t,
                        &b[ka.iter().position(|k| *k == key(mv)).unwrap_or(0)],
                    );
                    assert_eq!(s, t);
                }
            }
        }
    }
}
