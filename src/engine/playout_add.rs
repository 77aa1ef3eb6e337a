//! A random playout's move in a game whose every move adds a piece to a site of one
//! region (Hex, Gomoku, Y...): drawn among the region's sites without listing a move
//! for each, as Ludii's own playouts do for such games (`PlayoutAddToEmpty`). Listing
//! two hundred moves to keep one was nearly all of such a playout's time.
//!
//! The move drawn is the one the list would have given: the list holds one move per
//! site of the region, in increasing order, and the draw takes the rank a choice in the
//! list takes, with the same numbers (`pick::pick_index`). So a playout is the same with
//! the short cut or without it.

use super::eval::Ctx;
use super::walk::effect;
use super::{Action, Engine, Move, State};
use crate::program::{Moves, MovesKind};
use rand::Rng;

/// Whether a playout of `play` may draw its move without the list: the play reaches,
/// through phases, `if`s, the swap rule and a pass beside it, an untested `move Add` or a tested `do`
/// ([`Engine::draw_add`], [`Engine::draw_filtered`]). Read once, so that the playouts
/// of every other game ask nothing more at each move.
pub(super) fn may_draw(play: &Moves) -> bool {
    match &play.kind {
        MovesKind::Phases(v) => v.iter().any(may_draw),
        MovesKind::If(_, a, b) => may_draw(a) || b.as_deref().is_some_and(may_draw),
        MovesKind::Or(v) => match v.as_slice() {
            [a, b] => matches!(b.kind, MovesKind::Swap | MovesKind::Pass) && may_draw(a),
            _ => false,
        },
        MovesKind::AddPiece { .. } => true,
        MovesKind::Do {
            if_afterwards: Some(_),
            next: None,
            ..
        } => true,
        _ => false,
    }
}

impl Engine {
    /// The `move Add` that is the mover's whole play now: alone, in the mover's phase,
    /// or beside the swap rule's move when that move is not offered. None when the play
    /// is anything else, or the added piece is tested, counted, stacked or followed by
    /// consequences.
    fn add_only<'p>(&'p self, s: &State) -> Option<&'p Moves> {
        let mut m = &self.program.play;
        if let MovesKind::Phases(v) = &m.kind {
            m = v.get(s.mover_phase())?;
        }
        if let MovesKind::Or(v) = &m.kind {
            let [add, swap] = v.as_slice() else {
                return None;
            };
            if m.then.is_some() || !matches!(swap.kind, MovesKind::Swap) || swap.then.is_some() {
                return None;
            }
            if self.swap_offered(s) {
                return None;
            }
            m = add;
        }
        let plain = matches!(
            m.kind,
            MovesKind::AddPiece {
                cond: None,
                stack: false,
                count: None,
                state: None,
                apply: None,
                ..
            }
        );
        (plain && m.then.is_none()).then_some(m)
    }

    /// The playout's next move when the play only adds a piece to a site of a region
    /// ([`Self::add_only`]), drawn with `rng` as a uniform choice in the listed moves
    /// would draw it; `None` (and `rng` untouched) when the play is another, or lists
    /// no move (the forced pass is the list's).
    pub(super) fn draw_add<'p>(&'p self, s: &mut State, rng: &mut impl Rng) -> Option<Move<'p>> {
        // Ludii too lists the moves of a game that forbids repeated positions.
        if s.over.is_some() || self.program.no_repeat.is_some() {
            return None;
        }
        let m = self.add_only(s)?;
        let MovesKind::AddPiece { piece, to, .. } = &m.kind else {
            return None;
        };
        let c = Ctx::default();
        let comp = self.int(s, &c, piece);
        if comp < 1 || comp as usize > self.program.comps.len() {
            return None;
        }
        let region = self.region(s, &c, to);
        let n = region.count_below(s.what.len());
        if n == 0 {
            return None;
        }
        let site = region.nth_below(s.what.len(), super::pick::pick_index(rng, n))?;
        // What the forced pass's bookkeeping does for a mover who has moves.
        s.last.stalemated &= !(1u32 << s.mover);
        Some(Move {
            from: site,
            to: site,
            ..effect(Action::Add {
                site,
                comp: comp as u16,
                n: 1,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{engine_of, listed_playout};
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn game(board: &str, meta: &str, play: &str, end: &str) -> String {
        format!(
            r#"(game "T" (players 2) (equipment {{ (board {board} use:Vertex) (piece "Marker" Each) }})
                (rules {meta} (play {play}) (end {end})))"#
        )
    }

    /// The short cut plays the games the list plays, move for move, with and without
    /// the swap rule, to a win or to a full board; and it stands aside for a play
    /// that tests its sites.
    #[test]
    fn playouts_that_draw_the_added_piece_play_the_listed_games() {
        let line = "(if (is Line 4) (result Mover Win))";
        let games = [
            game("(square 6)", "", "(move Add (to (sites Empty)))", line),
            game(
                "(square 5)",
                "(meta (swap))",
                "(move Add (to (sites Empty)))",
                line,
            ),
            game(
                "(square 3)",
                "",
                "(move Add (to (sites Empty)))",
                "(if (is Line 5) (result Mover Win))",
            ),
            game(
                "(square 5)",
                "",
                "(move Add (to (sites Empty) if:(not (is In (to) (sites Corners)))))",
                line,
            ),
        ];
        let steps = engine_of(&game(
            "(square 4)",
            "",
            "(move Remove (sites Occupied by:Mover))",
            line,
        ));
        assert!(!steps.draws, "a play that adds nothing lists its moves");
        for (i, text) in games.iter().enumerate() {
            let e = engine_of(text);
            assert!(e.draws);
            assert_eq!(
                e.add_only(&e.start()).is_some(),
                i < 3,
                "the short cut applies to the untested plays only: {text}"
            );
            for seed in 0..20 {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let (s, turns) = e.playout(&e.start(), &mut rng);
                let (t, listed_turns) = listed_playout(&e, seed);
                assert_eq!((&s, turns), (&t, listed_turns), "seed {seed} of {text}");
                assert!(s.over.is_some());
            }
        }
    }
}
