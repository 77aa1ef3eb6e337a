//! A match (`program::game_match`), as Ludii plays one (`Match`, `Context.advanceInstance`):
//! when a game of it ends, the position holds its result (`Memory::game_over`) and the
//! only move is Ludii's `NextInstance`, made by the game's last mover. That move adds to
//! the match scores (the winner's `result:`, read on the game's last position, else 1),
//! tries the match's end rules on them, and, unless they end the match, starts the game
//! again; the dice go on with the same chance stream, as Ludii's next game shares the
//! match's random generator.

use super::eval::Ctx;
use super::{Action, Engine, Move, Over, State};
use crate::program::board::OFF;
use crate::program::SiteSet;
use smallvec::{smallvec, SmallVec};

impl Engine {
    /// Whether `s` is between two games of a match: the last over, the next to start.
    #[inline]
    pub(crate) fn between_games(&self, s: &State) -> bool {
        self.program.game_match.is_some() && s.mem.as_ref().is_some_and(|m| m.game_over.is_some())
    }

    /// Ludii's `NextInstance` move.
    pub(super) fn next_instance_move<'p>() -> Move<'p> {
        Move {
            from: OFF,
            to: OFF,
            between: SiteSet::EMPTY,
            actions: smallvec![Action::NextInstance],
            then: SmallVec::new(),
        }
    }

    /// At the end of a game (`s.over` just set): in a match, the result is held for the
    /// match's `NextInstance` move and the game is not over.
    pub(super) fn hold_game_end(&self, s: &mut State) {
        if self.program.game_match.is_none() {
            return;
        }
        if let Some(m) = s.mem.as_deref_mut() {
            m.game_over = s.over.take();
        }
    }

    /// `(matchScore P)`: a player's score in the match.
    pub(super) fn match_score(&self, s: &State, p: u8) -> i64 {
        match (s.mem.as_ref(), p) {
            (Some(m), 1..) => m.match_scores.get(p as usize - 1).map_or(0, |&v| v.into()),
            _ => 0,
        }
    }

    /// Ludii's `NextInstance` move: the game just ended scores, then the match ends or
    /// the game starts again.
    pub(super) fn next_instance(&self, s: &mut State) {
        let Some(rules) = self.program.game_match.as_deref() else {
            return;
        };
        let Some(over) = s.mem.as_ref().and_then(|m| m.game_over) else {
            return;
        };
        // Ludii's winner of a two-player game scores `result:` (1 without it), the
        // other player, and both after a draw, nothing.
        let won = match over {
            Over::Win(p) => {
                let add = match &rules.result {
                    Some(r) => self.int(s, &Ctx::default(), r),
                    None => 1,
                };
                Some((p, add.clamp(i32::MIN.into(), i32::MAX.into()) as i32))
            }
            Over::Draw => None,
        };
        let mover = s.mover;
        if let Some(m) = s.mem.as_deref_mut() {
            if let Some((p, add)) = won {
                if let Some(x) = m.match_scores.get_mut((p as usize).wrapping_sub(1)) {
                    *x += add;
                }
            }
            m.trials = m.trials.saturating_add(1);
            m.game_over = None;
        }
        if let Some(o) = self.end_by(s, &rules.end, None) {
            s.over = Some(o);
            s.prev = mover;
            return;
        }
        let (scores, trials) = s
            .mem
            .as_ref()
            .map_or(([0; 2], 0), |m| (m.match_scores, m.trials));
        let chance = s.dice.as_ref().map(|d| (d.seed, d.rolls));
        *s = self.start();
        if let Some(m) = s.mem.as_deref_mut() {
            m.match_scores = scores;
            m.trials = trials;
        }
        if let (Some(d), Some((seed, rolls))) = (s.dice.as_deref_mut(), chance) {
            d.seed = seed;
            d.rolls = rolls;
        }
    }
}
