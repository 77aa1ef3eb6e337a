//! `(meta (no Repeat ...))`, as Ludii's `NoRepeat`: a legal move may not reach a
//! position reached before, in the whole game (`Positional`, Go's superko) or within
//! the turn (`PositionalInTurn`).
//!
//! What Ludii compares is its state hash: the pieces and what they carry (counts,
//! values, states, stacks, hands), the variable and the order of players, never the
//! player to move. It takes it after the move and its consequences (before the end
//! rules and the change of mover) and looks it up among the hashes it recorded; a pass
//! is always allowed. It records a hash after each move, and at the start:
//! - for the game, after a move whose mover is not the player of the move before (in
//!   a turn of several moves, the position after its first move);
//! - within the turn, after every move, the list cleared first when the move is the
//!   first of a new mover's turn (so the first move of a turn is tested against the
//!   positions of the turn before, as Ludii does).
//!
//! The records live in the memory ([`super::Memory`]), no part of a position's
//! identity, as they are no part of Ludii's full hash. A game without the rule keeps
//! none and tests nothing.

use super::{Engine, Move, State};
use crate::program::{Moves, Repetition};
use std::hash::{Hash, Hasher};

/// The positions a game recorded for its `no Repeat` rule.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Repeats {
    /// The hashes recorded in the game (`Positional`), sorted.
    pub game: Vec<u64>,
    /// The hashes recorded in the turn (`PositionalInTurn`), in order.
    pub turn: Vec<u64>,
}

/// Whether a move is a pass, as Ludii's `isPass`: a pass with nothing else decided.
/// Beside it may stand what no decision makes in Ludii: the roll before the forced
/// pass of a `do` in a game with dice, and the variables, scores and memory that the
/// effects of a `do` set before it (Goats Wintering's `(do (set Var "LT" (last To))
/// next:(move Pass))`).
pub(super) fn is_pass(mv: &Move) -> bool {
    use super::Action as A;
    let mut pass = false;
    for a in &mv.actions {
        match a {
            A::Pass => pass = true,
            A::Roll
            | A::SetVar(_)
            | A::SetNamedVar(..)
            | A::SetCounter(_)
            | A::SetScore(..)
            | A::AddScore(..)
            | A::Remember(..)
            | A::Forget(..) => {}
            _ => return false,
        }
    }
    pass
}

/// Ludii's state hash of `s`: the pieces and what they carry, the variable and the
/// order of players (a 64-bit hash, as Ludii's Zobrist hash is).
pub(super) fn position_key(s: &State) -> u64 {
    // The turn search's hasher: these keys are compared, never exposed.
    let mut h = super::turns::Mix::default();
    s.what.hash(&mut h);
    s.below.hash(&mut h);
    s.value.hash(&mut h);
    s.sstate.hash(&mut h);
    s.held.hash(&mut h);
    s.mem.as_deref().map(|m| m.var).hash(&mut h);
    s.swapped.hash(&mut h);
    h.finish()
}

impl Engine {
    /// Whether the meta rule lets the mover of `s` make `mv`: a pass always, any other
    /// move when the position it reaches was not recorded.
    pub(super) fn repeat_allows(&self, s: &State, mv: &Move) -> bool {
        if self.program.no_repeat.is_none() || is_pass(mv) || s.mem.is_none() {
            return true;
        }
        let mut t = s.clone();
        self.make(&mut t, mv);
        self.repeat_allows_key(s, position_key(&t))
    }

    /// Whether the meta rule lets the mover of `s` make a move (not a pass) that
    /// reaches the position of key `key`.
    pub(super) fn repeat_allows_key(&self, s: &State, key: u64) -> bool {
        let Some(kind) = self.program.no_repeat else {
            return true;
        };
        let Some(m) = s.mem.as_deref() else {
            return true;
        };
        match kind {
            Repetition::Positional => m.repeats.game.binary_search(&key).is_err(),
            Repetition::PositionalInTurn => !m.repeats.turn.contains(&key),
        }
    }

    /// Records the position `s` reached by a move (or the start, `first` true), as
    /// Ludii does after each move; `first` says whether the move's mover is not the
    /// player of the move before.
    /// `known` is the position's key when the caller has it (the end rules, read in
    /// between, change none of what it hashes).
    pub(super) fn record_repeat(&self, s: &mut State, first: bool, known: Option<u64>) {
        let Some(kind) = self.program.no_repeat else {
            return;
        };
        let key = known.unwrap_or_else(|| position_key(s));
        let Some(m) = s.mem.as_deref_mut() else {
            return;
        };
        let r = std::sync::Arc::make_mut(&mut m.repeats);
        match kind {
            Repetition::Positional if first => {
                if let Err(i) = r.game.binary_search(&key) {
                    r.game.insert(i, key);
                }
            }
            Repetition::Positional => {}
            Repetition::PositionalInTurn => {
                if first {
                    r.turn.clear();
                }
                r.turn.push(key);
            }
        }
    }

    /// Records `s` as the first position of its game, for a position set up rather
    /// than reached (a position text): no move may bring its board back.
    pub fn record_position(&self, s: &mut State) {
        self.record_repeat(s, true, None);
    }

    /// Ludii's `canMove`: whether `m` yields a move, under `no Repeat` one that the
    /// rule allows (the moves tried up to the first).
    pub(super) fn can_move_unrepeated(&self, s: &State, c: &super::eval::Ctx, m: &Moves) -> bool {
        if self.program.no_repeat.is_none() {
            return self.can_generate(s, c, m);
        }
        self.generate(s, c, m)
            .iter()
            .any(|x| self.repeat_allows(s, x))
    }

    /// The moves in `out` from `start` on that the meta rule forbids, taken out.
    pub(super) fn drop_repeats(&self, s: &State, out: &mut Vec<Move<'_>>, start: usize) {
        if self.program.no_repeat.is_none() {
            return;
        }
        let mut i = start;
        // Ludii takes a forbidden move out by moving the last move into its place.
        while i < out.len() {
            if self.repeat_allows(s, &out[i]) {
                i += 1;
            } else {
                out.swap_remove(i);
            }
        }
    }
}
