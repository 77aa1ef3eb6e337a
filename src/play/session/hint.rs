//! `hint`: the hint agent's choice, the agent built when first asked for.

use super::{Session, SessionGame};
use std::io::{self, Write};

impl<G: SessionGame> Session<'_, G> {
    /// The hint agent's choice, with what it was based on.
    pub(super) fn hint(
        &mut self,
        state: &G::Pos,
        legal: &[G::Turn],
        out: &mut dyn Write,
    ) -> io::Result<()> {
        if legal.is_empty() {
            return writeln!(out, "There is no legal turn to hint at.");
        }
        let agent = match &mut self.hint {
            Some(a) => a,
            None => self.hint.insert((self.cfg.hint)(self.game)),
        };
        let i = agent.choose(self.game, state, legal).min(legal.len() - 1);
        let info = agent.info();
        let name = agent.name();
        let text = self.game.turn_text(state, &legal[i]);
        if info.is_empty() {
            writeln!(out, "Hint: {text} ({name})")
        } else {
            writeln!(out, "Hint: {text} ({name}: {info})")
        }
    }
}
