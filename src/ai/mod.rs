//! Game-playing agents over the kernel's API: a random player, Monte Carlo tree search
//! and alpha-beta. They see only [`Game`], [`State`] and [`Turn`], so they play any rule
//! set the compiler produces; huffs are ordinary legal turns to them.

mod alphabeta;
mod chance;
mod eval;
pub mod generic;
mod mcts;
mod random;
mod spec;
mod tt;

pub use alphabeta::AlphaBeta;
pub use eval::Eval;
pub use mcts::Mcts;
pub use random::{RandomAgent, RandomMoveAgent};
pub use spec::{AgentKind, AgentSpec, Budget};

use crate::kernel::{Game, State, Turn};

/// Something that picks a turn.
pub trait Agent: Send {
    /// A short name for tables and PDN tags ("alphabeta", "mcts", "random").
    fn name(&self) -> String;
    /// The index in `legal` of the turn to play. `legal` is the non-empty list the
    /// kernel produced for `state`.
    fn choose(&mut self, game: &Game, state: &State, legal: &[Turn]) -> usize;
    /// What the last search found, for hints ("depth 6, score +1.20"); empty if nothing.
    fn last_info(&self) -> String {
        String::new()
    }
}
