//! `(no Moves Who)`: whether a player has no legal move.

use std::cell::RefCell;

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::Who;

thread_local! {
    /// The `(no Moves Next)` conditions being evaluated on this thread (by address):
    /// as Ludii's `NoMoves` (its `autoFail`), one met again while the next player's
    /// moves are computed for it says "not stalemated" instead of computing them
    /// again, so that a rule of play that asks it of itself ends.
    static ASKING: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// Takes a condition off [`ASKING`] when its evaluation ends.
struct Asking(usize);

impl Drop for Asking {
    fn drop(&mut self) {
        ASKING.with(|a| {
            let mut a = a.borrow_mut();
            if let Some(i) = a.iter().rposition(|&x| x == self.0) {
                a.remove(i);
            }
        });
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
            let key = w as *const Who as usize;
            if ASKING.with(|a| a.borrow().contains(&key)) {
                return false;
            }
            ASKING.with(|a| a.borrow_mut().push(key));
            let _asking = Asking(key);
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
