//! The end rule `(no Moves Next)` in a random game. Asked after every move, it looks
//! for a move of the next player, whose moves the next turn then generates again. A
//! playout lists those moves once instead, before the end rules: the list answers the
//! rule, and is the next turn's own list whenever nothing the generation read changed
//! between the rule and the next turn (a phase, the count of moves this turn).

use super::{Engine, Move, State};
use crate::program::{Bool, Who};
use std::cell::Cell;

thread_local! {
    /// Whether a generation read `(count MovesThisTurn)`, which the next turn's start
    /// changes: its list then holds only for the position it was listed in.
    static READ_MOVES_THIS_TURN: Cell<bool> = const { Cell::new(false) };
}

/// `(count MovesThisTurn)` in `s`, noting that it was read.
pub(super) fn moves_this_turn(s: &State) -> i64 {
    READ_MOVES_THIS_TURN.with(|r| r.set(true));
    s.last.moves_this_turn as i64
}

/// A playout stops listing the next player's moves ahead after this many lists that
/// could not serve (a game whose phases or counts of moves keep changing them).
const MAX_DISCARDS: u32 = 8;

/// Whether a playout still lists the next player's moves ahead.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ahead {
    discards: u32,
}

impl Ahead {
    /// For a new playout of `e`'s game: listing ahead pays only where an end rule is
    /// `(no Moves Next)`, as it is in most leaping games.
    pub(super) fn new(e: &Engine) -> Ahead {
        let asks = e
            .program
            .end
            .iter()
            .any(|r| matches!(r.cond, Bool::NoMoves(Who::Next)))
            // Under `no Repeat` the next moves depend on the position recorded after
            // the end rules, so they are not listed before.
            && e.program.no_repeat.is_none()
            // A play that keeps the moves passing a test is drawn without its list
            // (`playout_filter`), which tests one or two: a list ahead would test them
            // all, where the rule stops at the first that passes.
            && !super::playout_filter::may_filter(&e.program.play);
        Ahead {
            discards: if asks { 0 } else { MAX_DISCARDS },
        }
    }

    /// Whether the playout lists ahead (else it applies its moves as
    /// [`apply`](Engine::apply) does).
    #[inline]
    pub(super) fn lists(&self) -> bool {
        self.discards < MAX_DISCARDS
    }
}

impl Engine {
    /// [`apply`](Self::apply) in a playout, answering the end rule `(no Moves Next)`
    /// with the next player's moves listed into `next`. Returns whether `next` holds
    /// the legal moves of the mover of `s` after the move, as
    /// [`legal_into`](Self::legal_into) would list them, in the same order.
    pub(super) fn apply_listing_next<'p>(
        &'p self,
        s: &mut State,
        mv: &Move,
        next: &mut Vec<Move<'p>>,
        ahead: &mut Ahead,
    ) -> bool {
        let made = self.make(s, mv);
        // The position the rule asks about, as `no_moves` builds it: the next player
        // to move, the end rules' count of moves already made.
        let (mover, was_next, prev) = (s.mover, s.next, s.prev);
        s.last.moves += 1;
        s.mover = was_next;
        s.next = self.next_active(s, was_next);
        s.prev = mover;
        let read_before = READ_MOVES_THIS_TURN.with(|r| r.replace(false));
        self.legal_into(s, next);
        let read = READ_MOVES_THIS_TURN.with(|r| r.replace(read_before));
        let asked = (s.mover, s.next, s.prev, s.phase.0, s.last.moves_this_turn);
        s.last.moves -= 1;
        (s.mover, s.next, s.prev) = (mover, was_next, prev);
        self.conclude(s, made, Some(!next.is_empty()));
        if s.over.is_some() || self.between_games(s) {
            return false;
        }
        // The look-ahead of `max Moves` reads the turn limit, which counts turns from
        // the position it starts in: far from the limit, both positions are.
        let serves = (s.mover, s.next, s.prev, s.phase.0) == (asked.0, asked.1, asked.2, asked.3)
            && (!read || s.last.moves_this_turn == asked.4)
            && s.last.turns + 1 < self.turn_limit();
        if !serves {
            ahead.discards += 1;
        }
        serves
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{engine_of, listed_playout};
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn game(play: &str) -> String {
        format!(
            r#"(game "T" (players 2)
                (equipment {{ (board (square 5)) (piece "Man" Each) }})
                (rules
                    (start {{ (place "Man1" (sites {{0 2 4 6 8}})) (place "Man2" (sites {{16 18 20 22 24}})) }})
                    {play}
                    (end (if (no Moves Next) (result Mover Win)))))"#
        )
    }

    /// Listing the next player's moves ahead plays the very games the plain loop
    /// plays: in a game whose turns go on (`moveAgain`), one whose phases change for
    /// every player at once, and one whose moves depend on the count of moves made
    /// this turn.
    #[test]
    fn playouts_listing_ahead_play_the_plain_games() {
        let hop = "(move Hop (from) Orthogonal (between if:(is Enemy (who at:(between))) (apply (remove (between)))) (to if:(is Empty (to))))";
        let again = "(move Hop (from (last To)) Orthogonal (between if:(is Enemy (who at:(between))) (apply (remove (between)))) (to if:(is Empty (to))))";
        let step = "(move Step Orthogonal (to if:(is Empty (to))))";
        let games = [
            game(&format!(
                "(play (if (is Prev Mover) {again} (forEach Piece (or {hop} {step} (then (moveAgain))))))"
            )),
            game(&format!(
                r#"phases:{{
                    (phase "Opening" (play (move Remove (sites Occupied by:Mover))) (nextPhase "Main"))
                    (phase "Main" (play (forEach Piece (or {hop} {step}))))
                }}"#
            )),
            game(&format!(
                "(play (if (< (count MovesThisTurn) 2) (forEach Piece (or {hop} {step}) (then (moveAgain))) (forEach Piece {step})))"
            )),
        ];
        for text in &games {
            let e = engine_of(text);
            for seed in 0..30 {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let (s, turns) = e.playout(&e.start(), &mut rng);
                let (t, plain_turns) = listed_playout(&e, seed);
                assert_eq!((&s, turns), (&t, plain_turns), "seed {seed} of {text}");
                assert_eq!(s.over, t.over);
            }
        }
    }
}
