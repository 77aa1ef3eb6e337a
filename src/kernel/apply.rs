//! Making a turn (copy-make, incremental hash) and judging the end of the game.

use super::{Game, GameResult, State, Turn};
use crate::rules::{CaptureMode, Outcome};

impl Game {
    /// The position after `t` (a turn from [`Game::legal_turns`] of `s`).
    pub fn apply(&self, s: &State, t: &Turn) -> State {
        let z = &self.z;
        let mut n = *s;
        let me = s.side as usize;
        let op = me ^ 1;
        let mut h = n.hash;
        if let Some(site) = t.huff {
            let b = 1u128 << site;
            if n.own[op] & b != 0 {
                h ^= z.piece[op][((n.kings & b) != 0) as usize][site as usize];
                n.own[op] &= !b;
                n.kings &= !b;
            }
        }
        let mut b = n.huffable;
        while b != 0 {
            h ^= z.huff[b.trailing_zeros() as usize];
            b &= b - 1;
        }
        n.huffable = if self.t.mode == CaptureMode::Huff {
            t.huffable_after
        } else {
            0
        };
        let mut b = n.huffable;
        while b != 0 {
            h ^= z.huff[b.trailing_zeros() as usize];
            b &= b - 1;
        }
        let (from, to) = (t.from as usize, t.to() as usize);
        let fb = 1u128 << from;
        let was_king = n.kings & fb != 0;
        h ^= z.piece[me][was_king as usize][from];
        n.own[me] &= !fb;
        n.kings &= !fb;
        // Captured pieces leave before the mover lands: with immediate removal the
        // sequence may end on a square it emptied.
        let mut c = t.captured & n.own[op];
        while c != 0 {
            let site = c.trailing_zeros() as usize;
            c &= c - 1;
            h ^= z.piece[op][((n.kings >> site) & 1) as usize][site];
        }
        n.own[op] &= !t.captured;
        n.kings &= !t.captured;
        let king = was_king || t.promotes;
        let tb = 1u128 << to;
        n.own[me] |= tb;
        if king {
            n.kings |= tb;
        }
        h ^= z.piece[me][king as usize][to];
        n.quiet = if t.captured != 0 || t.huff.is_some() || !was_king {
            0
        } else {
            n.quiet.saturating_add(1)
        };
        n.side ^= 1;
        h ^= z.side;
        n.hash = h;
        debug_assert_eq!(n.hash, self.recompute_hash(&n));
        n
    }

    /// The result if the game is over at `s`, given its legal turns: the mover without
    /// pieces gets `no_pieces`, without a legal turn `no_moves` (a draw when the rules
    /// give no outcome: the game cannot go on), and the no-progress counter reaching
    /// its limit draws.
    pub fn result(&self, s: &State, legal: &[Turn]) -> Option<GameResult> {
        let me = s.side;
        let outcome = |o: Outcome| match o {
            Outcome::Win => GameResult::Win(me),
            Outcome::Loss => GameResult::Win(me ^ 1),
            Outcome::Draw => GameResult::Draw,
        };
        let end = &self.rules.end;
        if s.own[me as usize] == 0 {
            if let Some(o) = end.no_pieces {
                return Some(outcome(o));
            }
        }
        if legal.is_empty() {
            return Some(end.no_moves.map_or(GameResult::Draw, outcome));
        }
        match end.no_progress {
            Some(limit) if s.quiet >= limit => Some(GameResult::Draw),
            _ => None,
        }
    }
}
