//! The section parser: a section's head (`stack a1`, `hand P1`, `value`, `White`) and
//! body (what follows its `:`), sent to the reader of that kind of section.

use super::{PositionError, Reader};

impl Reader<'_, '_> {
    /// Reads one section of the text (without its `;`) into the state.
    pub(super) fn read_section(&mut self, section: &str) -> Result<(), PositionError> {
        if let Some(who) = strip_suffix_ci(section, "to move") {
            return self.player_to_move(who.trim());
        }
        let (head, body) = match section.split_once(':') {
            Some((h, b)) => (h.trim(), b.trim()),
            None => (section, ""),
        };
        let mut words = head.split_whitespace();
        let key = words.next().unwrap_or("").to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match (key.as_str(), rest.as_slice()) {
            ("stack", [site]) => self.stack(site, body),
            ("hand", [who]) => self.hand(who, body),
            ("value", []) => self.values(body),
            ("state", []) => self.states(body),
            ("phase", []) => self.phase(body),
            ("var", []) => self.var(body),
            ("score", []) => self.score(body),
            ("remembered", []) => self.remembered(None, body),
            ("remembered", [_, ..]) => {
                let name = head["remembered".len()..]
                    .trim()
                    .trim_matches('"')
                    .to_string();
                self.remembered(Some(&name), body)
            }
            ("player", ["value"]) => self.player_values(body),
            ("pending", []) => self.pending(body),
            ("to", ["clear"]) => self.captured_on_board(body),
            ("removals", []) => self.removals(body),
            ("again", []) => self.again(body),
            ("passes", []) => self.passes(body),
            ("passed", []) => self.passed(body),
            ("turns", []) => self.turns(body),
            ("played", []) => self.played(),
            ("moves", []) => self.moves(body),
            ("last", []) => self.last(body),
            ("result", []) => self.result(body),
            _ if section.contains(':') => {
                let owner = self.player(head)?;
                self.pieces(owner, body)
            }
            _ => {
                let p = self.n.player(1);
                self.err(format!(
                    "`{head}` is not a section (expected e.g. `{p} to move`, `{p}: {} {} {}`, `stack {}: ...`, `hand {p}: ...`)",
                    self.example_piece(),
                    self.n.site(0),
                    self.n.site(1),
                    self.n.site(0),
                ))
            }
        }
    }

    /// `PLAYER to move`.
    fn player_to_move(&mut self, who: &str) -> Result<(), PositionError> {
        let p = self.player(who)?;
        if p == 0 {
            return self.err("`Neutral` does not move");
        }
        if self.mover.replace(p).is_some() {
            return self.err("the player to move is given twice");
        }
        Ok(())
    }
}

/// `text` without `suffix` at its end, in any case.
pub(super) fn strip_suffix_ci<'t>(text: &'t str, suffix: &str) -> Option<&'t str> {
    let cut = text.len().checked_sub(suffix.len())?;
    let (head, tail) = (text.get(..cut)?, text.get(cut..)?);
    tail.eq_ignore_ascii_case(suffix).then_some(head)
}
