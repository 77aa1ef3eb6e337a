//! A fixed number for every move of a game, for agents that choose among numbered
//! actions (OpenSpiel, PettingZoo, the Python package): a move is its origin and its
//! destination, `from * S + to`, where `S` is the number of sites (the board's, then the
//! hands', as Ludii numbers them) plus one for "no site".
//!
//! The pair tells the kinds of move apart in the games ludic plays: a step goes to a
//! neighbour, a capture hops over its victim (each jump of a capture of several jumps
//! is one move), a piece entering from a hand starts at the hand's site, a removal
//! (Yoté's second piece) or a promotion chosen is the site to itself, and a pass is "no
//! site" to "no site". Two legal moves of one position with the same pair would need a
//! richer number; [`ActionIndex::index_moves`] refuses such a position rather than hide
//! one of them (no game of `games/` has one: `tests/step_api.rs`).

use crate::engine::{Engine, Move};
use crate::program::board::OFF;
use crate::program::Site;

/// The numbering of one game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActionIndex {
    /// Sites (board and hands) plus one for "no site".
    side: u32,
}

/// Two legal moves of a position that share one number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The number they share.
    pub action: u32,
}

impl std::fmt::Display for Clash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "two legal moves share action {}: their origin and destination are the same, \
             which this action numbering cannot tell apart",
            self.action
        )
    }
}

impl ActionIndex {
    /// The numbering of `engine`'s game.
    pub fn of(engine: &Engine) -> ActionIndex {
        let sites = engine.program.graph.len() + engine.program.hands.len();
        ActionIndex {
            side: sites as u32 + 1,
        }
    }

    /// How many numbers there are (OpenSpiel's `num_distinct_actions`).
    pub fn len(&self) -> u32 {
        self.side * self.side
    }

    /// Never: every game has at least the pass.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The slot of a site, "no site" last.
    fn slot(&self, site: Site) -> u32 {
        if site == OFF || site as u32 >= self.side - 1 {
            self.side - 1
        } else {
            site as u32
        }
    }

    /// A move's number.
    pub fn index(&self, mv: &Move) -> u32 {
        self.slot(mv.from) * self.side + self.slot(mv.to)
    }

    /// The number of a move from `from` to `to` (`None`: no site; a site out of the
    /// game counts as none).
    pub fn number(&self, from: Option<Site>, to: Option<Site>) -> u32 {
        let slot = |s: Option<Site>| self.slot(s.unwrap_or(OFF));
        slot(from) * self.side + slot(to)
    }

    /// The origin and destination a number stands for (`None`: no site), or `None` for
    /// a number out of range.
    pub fn sites(&self, action: u32) -> Option<(Option<Site>, Option<Site>)> {
        if action >= self.len() {
            return None;
        }
        let site = |x: u32| (x != self.side - 1).then_some(x as Site);
        Some((site(action / self.side), site(action % self.side)))
    }

    /// The number of whole-turn actions (the Python package's whole-turn encoding):
    /// `S * S * S`, a turn told by its first move and its last destination.
    pub fn turns_len(&self) -> u64 {
        u64::from(self.len()) * u64::from(self.side)
    }

    /// The number of a whole turn whose first move goes `from` to `first_to` and whose
    /// last ends on `last_to`: the first move's number times `S`, plus the last
    /// destination. A single move's turn has `first_to == last_to`. The first landing
    /// tells apart the captures that go from one site to another by different routes
    /// (Lasca's `c1xa3xc5` and `c1xe3xc5`).
    pub fn turn_number(
        &self,
        from: Option<Site>,
        first_to: Option<Site>,
        last_to: Option<Site>,
    ) -> u64 {
        let last = self.slot(last_to.unwrap_or(OFF));
        u64::from(self.number(from, first_to)) * u64::from(self.side) + u64::from(last)
    }

    /// The sites a whole turn's number stands for (`turn_number`'s three), or `None`
    /// for a number out of range.
    pub fn turn_sites(&self, turn: u64) -> Option<[Option<Site>; 3]> {
        if turn >= self.turns_len() {
            return None;
        }
        let side = u64::from(self.side);
        let (first, last) = ((turn / side) as u32, (turn % side) as u32);
        let (from, to) = self.sites(first)?;
        Some([from, to, (last != self.side - 1).then_some(last as Site)])
    }

    /// The numbers of a position's legal moves, in the engine's order, or the first
    /// two moves that share a number.
    pub fn index_moves(&self, moves: &[Move]) -> Result<Vec<u32>, Clash> {
        let mut out = Vec::with_capacity(moves.len());
        self.index_moves_into(moves, &mut out)?;
        Ok(out)
    }

    /// [`index_moves`](Self::index_moves) into a list the caller keeps (a batch of
    /// games numbers every position it steps through, so this allocates nothing).
    pub fn index_moves_into(&self, moves: &[Move], out: &mut Vec<u32>) -> Result<(), Clash> {
        out.clear();
        out.extend(moves.iter().map(|m| self.index(m)));
        // Most positions have a few dozen moves: comparing pairs beats sorting a copy.
        let clash = if out.len() <= 32 {
            (1..out.len()).find_map(|i| out[..i].contains(&out[i]).then_some(out[i]))
        } else {
            let mut sorted = out.clone();
            sorted.sort_unstable();
            sorted.windows(2).find(|w| w[0] == w[1]).map(|w| w[0])
        };
        match clash {
            Some(action) => Err(Clash { action }),
            None => Ok(()),
        }
    }
}
