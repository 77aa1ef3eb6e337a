//! Perft (counting turn sequences) and random playouts.

use super::{Game, GameResult, State, Turn};
use rand::Rng;

impl Game {
    /// Perft: the number of turn sequences of length `depth` from `s`. Duplicates are
    /// dropped (as in [`Game::legal_turns`]), the draw rule is off, a game that ends
    /// stops its line, and the last ply is bulk-counted (turns counted, not applied).
    pub fn perft(&self, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut bufs: Vec<Vec<Turn>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        self.perft_rec(s, &mut bufs)
    }

    /// Perft with every leaf made: the same count as [`Game::perft`], but the last ply's
    /// turns are generated in full and applied, as a search that visits the leaves would
    /// (the measure of move generation plus make, not of counting).
    pub fn perft_full(&self, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut bufs: Vec<Vec<Turn>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        self.perft_full_rec(s, &mut bufs)
    }

    fn perft_full_rec(&self, s: &State, bufs: &mut [Vec<Turn>]) -> u64 {
        let Some((buf, rest)) = bufs.split_first_mut() else {
            return 1;
        };
        self.legal_turns(s, buf);
        if rest.is_empty() {
            // Made, and the hash folded in, so that the leaves' work is not optimised away.
            let mut n = 0u64;
            let mut h = 0u64;
            for t in buf.iter() {
                h ^= self.apply(s, t).hash;
                n += 1;
            }
            std::hint::black_box(h);
            return n;
        }
        buf.iter()
            .map(|t| self.perft_full_rec(&self.apply(s, t), rest))
            .sum()
    }

    fn perft_rec(&self, s: &State, bufs: &mut [Vec<Turn>]) -> u64 {
        let Some((buf, rest)) = bufs.split_first_mut() else {
            return 1;
        };
        if rest.is_empty() {
            return self.count_turns(s, buf) as u64;
        }
        self.legal_turns(s, buf);
        buf.iter()
            .map(|t| self.perft_rec(&self.apply(s, t), rest))
            .sum()
    }
}

/// The end of a random playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// How the game ended, or `None` when `max_turns` was reached first.
    pub result: Option<GameResult>,
    /// Turns played.
    pub turns: u32,
    /// The final position.
    pub state: State,
}

/// Plays uniformly random legal turns from `state` until the game ends (by
/// [`Game::result`], so the no-progress draw applies) or `max_turns` turns are played.
/// Allocates one turn buffer per call, nothing per turn.
pub fn playout<R: Rng + ?Sized>(
    game: &Game,
    state: &State,
    rng: &mut R,
    max_turns: u32,
) -> Playout {
    let mut buf = Vec::with_capacity(64);
    let mut s = *state;
    let mut turns = 0;
    loop {
        game.legal_turns(&s, &mut buf);
        if let Some(r) = game.result(&s, &buf) {
            return Playout {
                result: Some(r),
                turns,
                state: s,
            };
        }
        if turns >= max_turns {
            return Playout {
                result: None,
                turns,
                state: s,
            };
        }
        let t = &buf[rng.gen_range(0..buf.len())];
        s = game.apply(&s, t);
        turns += 1;
    }
}
