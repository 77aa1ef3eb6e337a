//! `(count Best M)` (ludic's own number function): the count `max Moves` ranks the moves
//! of `M` by, for the best of them. The huff needs it as a number, to tell at the end of
//! a turn whether the turn fell short of the best one the position offered.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::Moves;

impl Engine {
    /// The most moves (with `with_value`, the greatest total value of the pieces
    /// removed) of a turn beginning with a move of `m` in `s`, followed to its end as
    /// `max Moves` follows it; 0 when `m` yields no move.
    pub(super) fn best_count(&self, s: &State, c: &Ctx, m: &Moves, with_value: bool) -> i64 {
        self.generate(s, c, m)
            .iter()
            .map(|mv| {
                let first = if with_value {
                    self.removed_value(s, mv)
                } else {
                    1
                };
                let mut t = s.clone();
                self.apply(&mut t, mv);
                self.replay_count(&t, first, with_value, 1)
            })
            .max()
            .unwrap_or(0)
            .max(0)
    }
}
