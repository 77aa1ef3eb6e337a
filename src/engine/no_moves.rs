//! `(no Moves Who)`: whether a player has no legal move.

use std::cell::Cell;

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::Who;

thread_local! {
    /// Whether a `(no Moves Next)` is being evaluated on this thread: as Ludii's
    /// `NoMoves`, whose `autoFail` flag is static (one for every such condition), any
    /// `(no Moves Next)` met while the next player's moves are computed for one says
    /// "not stalemated" instead of computing them in turn (Shantarad's capture asks
    /// it of a play whose `ifAfterwards:` asks it again), so that the search ends.
    static ASKING: Cell<bool> = const { Cell::new(false) };
}

/// Clears [`ASKING`] when the evaluation that set it ends.
struct Asking;

impl Drop for Asking {
    fn drop(&mut self) {
        ASKING.with(|a| a.set(false));
    }
}

impl Engine {
    /// `(no Moves Who)`: for the next player, whether it would have no legal move if it
    /// moved now; for any other, Ludii's record of whether it had none when its moves
    /// were last computed.
    pub(super) fn no_moves(&self, s: &State, c: &Ctx, w: &Who) -> bool {
        if *w == Who::Next {
            if s.over.is_some() {
                return false;
            }
            if ASKING.with(|a| a.replace(true)) {
                return false;
            }
            let _asking = Asking;
            let mut t = s.clone();
            let mover = s.mover;
            t.mover = s.next;
            t.next = self.next_active(s, s.next);
            t.prev = mover;
            return !self.can_move_unrepeated(&t, &Ctx::default(), &self.program.play);
        }
        let p = self.who(s, c, *w);
        s.last.stalemated >> p & 1 != 0
    }
}
