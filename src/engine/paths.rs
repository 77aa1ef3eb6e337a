//! Perft by move paths: every path of moves through a whole turn counted once, without
//! merging paths that reach the same position. Ludii's tables give this count beside the
//! distinct one (`path_count`); where Ludii's position hash leaves part of the state out,
//! its distinct count undercounts and the path count is the one to compare.

use super::turns::{MAX_TURN_MOVES, MAX_TURN_SEARCH};
use super::{Engine, State};

impl Engine {
    /// The position at the end of every move path through a whole turn from `s`, one
    /// per path (none when the game is over). A turn is cut where the distinct search
    /// cuts it: at [`MAX_TURN_MOVES`] moves, or when [`MAX_TURN_SEARCH`] moves have been
    /// applied in all.
    pub fn turn_paths(&self, s: &State) -> Vec<State> {
        let mut out = Vec::new();
        if s.over.is_none() {
            let mut budget = MAX_TURN_SEARCH;
            self.follow(s, s.mover, 0, &mut budget, &mut out);
        }
        out
    }

    fn follow(&self, s: &State, mover: u8, len: usize, budget: &mut u32, out: &mut Vec<State>) {
        let mut here = s.clone();
        let moves = self.moves_or_pass(&mut here);
        for mv in &moves {
            let mut t = here.clone();
            self.apply(&mut t, mv);
            *budget = budget.saturating_sub(1);
            let goes_on =
                t.over.is_none() && t.mover == mover && len + 1 < MAX_TURN_MOVES && *budget > 0;
            if goes_on {
                self.follow(&t, mover, len + 1, budget, out);
            } else {
                out.push(t);
            }
        }
    }

    /// Counts the move-path tree to `depth`: the sum over every path through the first
    /// turn of the count below the position it reaches.
    pub fn perft_paths(&self, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let ends = self.turn_paths(s);
        if depth == 1 {
            return ends.len() as u64;
        }
        ends.iter().map(|t| self.perft_paths(t, depth - 1)).sum()
    }
}
