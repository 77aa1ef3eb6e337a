//! `count:` of a move in a game of stacks: the pieces taken off the top of a stack
//! (Ludii's `ActionSubStackMove`).

use super::{Engine, State};
use crate::program::Site;

impl Engine {
    /// Moves the top `n` pieces of `from`'s stack onto `to`'s, in their order; nothing
    /// when the stack holds fewer. The values of levels are not carried (the compiler
    /// refuses a game of stacks that places values and moves part of a stack).
    #[cold]
    #[inline(never)]
    pub(super) fn move_sub_stack(&self, s: &mut State, from: Site, to: Site, n: u16) {
        let h = self.stack_size(s, from);
        let n = usize::from(n);
        if !self.holds_stack(s, from) || !self.holds_stack(s, to) || from == to || n == 0 || n > h {
            return;
        }
        if n == h {
            return self.move_stack(s, from, to);
        }
        let moved: Vec<_> = (h - n..h)
            .map(|level| self.what_at_level(s, from, level as i64))
            .collect();
        for _ in 0..n {
            self.pop(s, from);
        }
        for c in moved {
            self.push(s, to, c);
        }
    }
}
