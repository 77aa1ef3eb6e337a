//! `can Move` (and `no Moves`) on a tested `do` (`do M ifAfterwards:C`, Chess's and
//! Shogi's "a move that does not leave the king in check"): whether some move of M
//! passes C. Listing M tests nothing yet but builds every move, and a `do` nested in M
//! tests each of its own; M's parts are listed one at a time instead (a piece's moves,
//! a branch of an `or`), each move tested as it comes, so the first that passes ends
//! the search. The answer is the list's: only the order of the work differs.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::{Bool, Moves, MovesKind};
use smallvec::SmallVec;

/// The consequences the parts above a move add to it, outermost first.
type Thens<'p> = SmallVec<[&'p Moves; 4]>;

impl Engine {
    /// Whether a move of `m`, generated in `g` with `c`, passes `cond` in `s` after it
    /// (`s` is the `do`'s position, `g` the one its moves are generated in: another
    /// player's for `forEach Piece Next`).
    pub(super) fn any_passes<'p>(
        &'p self,
        (s, g): (&State, &State),
        c: &Ctx,
        m: &'p Moves,
        cond: &Bool,
        thens: &mut Thens<'p>,
    ) -> bool {
        thens.extend(m.then.as_deref());
        let found = match &m.kind {
            // Existence does not depend on the order: the nested tested `do`s, which
            // test each of their moves as they are listed, last.
            MovesKind::Or(v) | MovesKind::And(v) => {
                let nested = |x: &Moves| matches!(x.kind, MovesKind::Do { .. });
                v.iter()
                    .filter(|x| !nested(x))
                    .chain(v.iter().filter(|x| nested(x)))
                    .any(|x| self.any_passes((s, g), c, x, cond, thens))
            }
            MovesKind::If(b, x, y) => {
                if self.cond(g, c, b) {
                    self.any_passes((s, g), c, x, cond, thens)
                } else {
                    y.as_deref()
                        .is_some_and(|y| self.any_passes((s, g), c, y, cond, thens))
                }
            }
            MovesKind::AsPlayer(w, x) => match self.as_player(g, c, *w) {
                Some(t) => self.any_passes((s, &t), c, x, cond, thens),
                None => self.any_passes((s, g), c, x, cond, thens),
            },
            MovesKind::ForEachPiece {
                names,
                moves,
                every_level: false,
            } if self.no_sweep(g, m, moves.as_deref()) => {
                let info = self.info(m);
                self.pieces_of(g, g.mover).iter().any(|site| {
                    let comp = g.what[site as usize];
                    if !self.visits(&info, names, comp) {
                        return false;
                    }
                    let Some(inner) = moves.as_deref().or(self.program.comp(comp).moves.as_ref())
                    else {
                        return false;
                    };
                    let cc = Ctx { from: site, ..*c };
                    let mut v = Vec::new();
                    if !self.piece_adjacent_hop(g, &cc, inner, &mut v) {
                        self.gen_into(g, &cc, inner, &mut v);
                    }
                    self.first_passes(s, v, cond, thens)
                })
            }
            _ => {
                let mut v = Vec::new();
                self.gen_kind(g, c, m, &mut v);
                self.first_passes(s, v, cond, thens)
            }
        };
        if m.then.is_some() {
            thens.pop();
        }
        found
    }

    /// Whether `forEach Piece` in `g` lists its pieces' moves one piece at a time, as
    /// [`Self::any_passes`] follows them (not all at once by a sweep of the board).
    fn no_sweep(&self, g: &State, m: &Moves, moves: Option<&Moves>) -> bool {
        let info = self.info(m);
        match moves {
            Some(_) => !info.sweep,
            None => self.shared_piece_moves(g, &info).is_none(),
        }
    }

    /// Whether one of `moves`, with the consequences above them, passes `cond` in `s`.
    fn first_passes<'p>(
        &'p self,
        s: &State,
        moves: Vec<super::Move<'p>>,
        cond: &Bool,
        thens: &Thens<'p>,
    ) -> bool {
        moves.into_iter().any(|mut mv| {
            mv.then.extend(thens.iter().rev().copied());
            self.passes_afterwards(s, &mv, cond)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::eval::Ctx;
    use super::super::tests::engine_of;
    use super::super::State;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Along random games of our own Chess (a tested `do`; its end rule asks `can Move`
    /// of one too), whether the mover or the next player can move is what the list of
    /// their moves says, in check or not.
    #[test]
    fn can_move_on_a_tested_do_is_the_list_s_answer() {
        let e = engine_of(include_str!("../../games/chess.lud"));
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        let c = Ctx::default();
        for _ in 0..6 {
            let mut s: State = e.start();
            let mut ply = 0;
            while s.over.is_none() && ply < 150 {
                let mut next = s.clone();
                (next.prev, next.mover, next.next) = (s.mover, s.next, s.mover);
                for t in [&s, &next] {
                    let listed = !e.generate(t, &c, &e.program.play).is_empty();
                    assert_eq!(e.can_generate(t, &c, &e.program.play), listed, "ply {ply}");
                }
                let moves = e.moves_or_pass(&mut s.clone());
                let mv = &moves[rng.gen_range(0..moves.len())];
                e.apply(&mut s, mv);
                ply += 1;
            }
        }
    }
}
