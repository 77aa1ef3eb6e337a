//! Making a turn (copy-make, incremental hash) and judging the end of the game.

use super::bits::{Bits, Iter};
use super::{Game, GameResult, Kern, State, StateOf, Turn, TurnOf};
use crate::rules::{CaptureMode, Outcome};

impl Game {
    /// The position after `t` (a turn from [`Game::legal_turns`] of `s`).
    pub fn apply(&self, s: &State, t: &Turn) -> State {
        self.wide().apply(s, t)
    }
}

impl<B: Bits> Kern<'_, B> {
    /// [`Game::apply`] at width `B`.
    #[inline]
    pub fn apply(&self, s: &StateOf<B>, t: &TurnOf<B>) -> StateOf<B> {
        let z = &self.g.z;
        let mut n = *s;
        let me = s.side as usize;
        let op = me ^ 1;
        let mut h = n.hash;
        if let Some(site) = t.huff {
            let b = B::bit(site);
            if n.own[op].has(site) {
                h ^= z.piece[op][n.kings.has(site) as usize][site as usize];
                n.own[op] &= !b;
                n.kings &= !b;
            }
        }
        for site in Iter(n.huffable) {
            h ^= z.huff[site as usize];
        }
        n.huffable = if self.t.mode == CaptureMode::Huff {
            t.huffable_after
        } else {
            B::ZERO
        };
        for site in Iter(n.huffable) {
            h ^= z.huff[site as usize];
        }
        let (from, to) = (t.from as usize, t.to() as usize);
        let fb = B::bit(t.from);
        let was_king = n.kings.has(t.from);
        h ^= z.piece[me][was_king as usize][from];
        n.own[me] &= !fb;
        n.kings &= !fb;
        // Captured pieces leave before the mover lands: with immediate removal the
        // sequence may end on a square it emptied.
        for site in Iter(t.captured & n.own[op]) {
            h ^= z.piece[op][n.kings.has(site) as usize][site as usize];
        }
        n.own[op] &= !t.captured;
        n.kings &= !t.captured;
        let king = was_king || t.promotes;
        let tb = B::bit(t.to());
        n.own[me] |= tb;
        if king {
            n.kings |= tb;
        }
        h ^= z.piece[me][king as usize][to];
        n.quiet = if !t.captured.is_empty() || t.huff.is_some() || !was_king {
            0
        } else {
            n.quiet.saturating_add(1)
        };
        n.side ^= 1;
        h ^= z.side;
        n.hash = h;
        debug_assert_eq!(n.hash, self.g.recompute_hash(&n));
        n
    }
}

impl Game {
    /// The result if the game is over at `s`, given its legal turns: the mover without
    /// pieces gets `no_pieces`, without a legal turn `no_moves` (a draw when the rules
    /// give no outcome: the game cannot go on), and the no-progress counter reaching
    /// its limit draws.
    pub fn result<B: Bits>(&self, s: &StateOf<B>, legal: &[TurnOf<B>]) -> Option<GameResult> {
        self.result_of(s, legal.len())
    }

    /// [`Game::result`] from the number of legal turns.
    pub(crate) fn result_of<B: Bits>(&self, s: &StateOf<B>, legal: usize) -> Option<GameResult> {
        let me = s.side;
        let outcome = |o: Outcome| match o {
            Outcome::Win => GameResult::Win(me),
            Outcome::Loss => GameResult::Win(me ^ 1),
            Outcome::Draw => GameResult::Draw,
        };
        let end = &self.rules.end;
        if s.own[me as usize].is_empty() {
            if let Some(o) = end.no_pieces {
                return Some(outcome(o));
            }
        }
        if legal == 0 {
            return Some(end.no_moves.map_or(GameResult::Draw, outcome));
        }
        match end.no_progress {
            Some(limit) if s.quiet >= limit => Some(GameResult::Draw),
            _ => None,
        }
    }
}
