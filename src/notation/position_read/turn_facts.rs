//! The sections of what the turns so far leave behind: pending sites, a turn going
//! on, passes, the counts of turns and moves, the last move, the result.

use super::sections::strip_suffix_ci;
use super::{PositionError, Reader};
use crate::engine::Over;

impl Reader<'_, '_> {
    /// `pending` or `pending: SITE ...`.
    pub(super) fn pending(&mut self, body: &str) -> Result<(), PositionError> {
        self.s.is_pending = true;
        self.s.pending = self.site_set(body)?;
        Ok(())
    }

    /// `to clear: SITE ...`.
    pub(super) fn captured_on_board(&mut self, body: &str) -> Result<(), PositionError> {
        self.s.to_clear = self.site_set(body)?;
        Ok(())
    }

    /// `again: N`.
    pub(super) fn again(&mut self, body: &str) -> Result<(), PositionError> {
        match u16::try_from(self.int(body)?) {
            Ok(n) if n < u16::MAX => {
                self.s.last.moves_this_turn = n;
                Ok(())
            }
            _ => self.err(format!("`{body}` is not a count of moves in this turn")),
        }
    }

    /// `passes: N`.
    pub(super) fn passes(&mut self, body: &str) -> Result<(), PositionError> {
        self.s.passes = self.int(body)?.clamp(0, 255) as u8;
        Ok(())
    }

    /// `passed: previous last`, either or both.
    pub(super) fn passed(&mut self, body: &str) -> Result<(), PositionError> {
        for w in body.split_whitespace() {
            match w.to_ascii_lowercase().as_str() {
                "previous" => self.s.passed[0] = true,
                "last" => self.s.passed[1] = true,
                _ => return self.err(format!("`{w}` is not `previous` or `last`")),
            }
        }
        Ok(())
    }

    /// `turns: N`.
    pub(super) fn turns(&mut self, body: &str) -> Result<(), PositionError> {
        self.s.last.turns = self.int(body)?.max(0) as u32;
        Ok(())
    }

    /// `played`: a move has been played since the start, however many (the canonical
    /// text's stand-in for `turns:`, which the previous mover is worked out from).
    pub(super) fn played(&mut self) -> Result<(), PositionError> {
        self.s.last.turns = self.s.last.turns.max(1);
        Ok(())
    }

    /// `moves: N`.
    pub(super) fn moves(&mut self, body: &str) -> Result<(), PositionError> {
        self.s.last.moves = self.int(body)?.max(0) as u32;
        Ok(())
    }

    /// `last: FROM TO [over SITE ...]`.
    pub(super) fn last(&mut self, body: &str) -> Result<(), PositionError> {
        let (sites, over) = match body.split_once(" over ") {
            Some((a, b)) => (a, Some(b)),
            None => (body, None),
        };
        let w: Vec<&str> = sites.split_whitespace().collect();
        let [from, to] = w.as_slice() else {
            return self.err(
                "expected the last move's two sites and its hurdles, e.g. `last: a1 c3 over b2`",
            );
        };
        self.s.last.from = self.site_or_none(from)?;
        self.s.last.to = self.site_or_none(to)?;
        self.s.last.between = self.site_set(over.unwrap_or(""))?;
        Ok(())
    }

    /// `result: PLAYER wins` or `result: draw`.
    pub(super) fn result(&mut self, body: &str) -> Result<(), PositionError> {
        if body.eq_ignore_ascii_case("draw") {
            self.s.over = Some(Over::Draw);
            return Ok(());
        }
        match strip_suffix_ci(body, "wins") {
            Some(who) => {
                let p = self.player(who.trim())?;
                if p == 0 {
                    return self.err(format!("`{body}`: only a player wins"));
                }
                self.s.over = Some(Over::Win(p));
                Ok(())
            }
            None => self.err(format!(
                "`{body}` is not `draw` or `PLAYER wins` (e.g. `{} wins`)",
                self.n.player(1)
            )),
        }
    }
}
