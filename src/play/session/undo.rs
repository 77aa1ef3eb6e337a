//! `undo`: back to the person's last turn, or the resignation alone.

use super::{Session, SessionGame};
use std::io::{self, Write};

impl<G: SessionGame> Session<'_, G> {
    /// Takes back turns until a person is to move again.
    pub(super) fn undo(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if self.resigned {
            // The resignation is the last thing done: take back that alone.
            self.resigned = false;
            self.result = None;
            return writeln!(out, "Took back the resignation.");
        }
        let yours =
            (0..self.turns.len()).any(|i| self.is_human(self.game.to_move(&self.states[i])));
        if !yours {
            // Taking back only the computer's turns would have it play them again.
            return writeln!(out, "Nothing to undo: no turn of yours was played.");
        }
        let mut n = 0;
        loop {
            self.turns.pop();
            self.states.pop();
            n += 1;
            let side = self.game.to_move(&self.state());
            if self.turns.is_empty() || self.is_human(side) {
                break;
            }
        }
        self.result = None;
        writeln!(out, "Took back {n} turn{}.", if n == 1 { "" } else { "s" })?;
        writeln!(out, "{}", self.board_now())
    }
}
