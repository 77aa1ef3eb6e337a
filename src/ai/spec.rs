//! Naming and configuring agents from the command line: `random`, `random-move`, `mcts`, `mcts:2000`,
//! `alphabeta`, `alphabeta:4`.

use super::{Agent, AlphaBeta, Mcts, RandomAgent, RandomMoveAgent};
use crate::kernel::Game;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The kinds of agent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentKind {
    /// Uniformly random legal turns.
    Random,
    /// A random move at each step of a turn, as Ludii's random player.
    RandomMove,
    /// Monte Carlo tree search (UCT).
    Mcts,
    /// Alpha-beta with iterative deepening.
    AlphaBeta,
}

/// How much an agent may think. Whichever limit is reached first stops the search;
/// with no limit at all the agent's default applies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Wall-clock time per turn. Searches stopped by time are not reproducible.
    pub time: Option<Duration>,
    /// Alpha-beta: the deepest iteration, in plies.
    pub depth: Option<u32>,
    /// MCTS: the number of playouts.
    pub iterations: Option<u32>,
}

/// An agent kind with its budget: what `--white` / `--black` name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AgentSpec {
    /// Which agent.
    pub kind: AgentKind,
    /// Its limits.
    pub budget: Budget,
}

impl AgentSpec {
    /// Sets the time per turn, unless a depth or playout count was given explicitly
    /// (those are kept reproducible).
    pub fn with_think(mut self, think: Option<Duration>) -> AgentSpec {
        if self.budget.depth.is_none() && self.budget.iterations.is_none() {
            self.budget.time = think;
        }
        self
    }

    /// Builds the agent; `seed` makes it reproducible.
    pub fn build(&self, game: &Game, seed: u64) -> Box<dyn Agent> {
        match self.kind {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::RandomMove => Box::new(RandomMoveAgent::new(seed)),
            AgentKind::Mcts => Box::new(Mcts::new(game, self.budget, seed)),
            AgentKind::AlphaBeta => Box::new(AlphaBeta::new(game, self.budget, seed)),
        }
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            AgentKind::Random => write!(f, "random"),
            AgentKind::RandomMove => write!(f, "random-move"),
            AgentKind::Mcts => match self.budget.iterations {
                Some(n) => write!(f, "mcts:{n}"),
                None => write!(f, "mcts"),
            },
            AgentKind::AlphaBeta => match self.budget.depth {
                Some(d) => write!(f, "alphabeta:{d}"),
                None => write!(f, "alphabeta"),
            },
        }
    }
}

impl FromStr for AgentSpec {
    type Err = String;

    /// `random`, `random-move`, `mcts[:PLAYOUTS]`, `alphabeta[:DEPTH]` (also `ab`).
    fn from_str(s: &str) -> Result<AgentSpec, String> {
        let lower = s.trim().to_ascii_lowercase();
        let (name, arg) = match lower.split_once(':') {
            Some((n, a)) => (n, Some(a)),
            None => (lower.as_str(), None),
        };
        let number = |what: &str| -> Result<Option<u32>, String> {
            match arg {
                None => Ok(None),
                Some(a) => match a.parse::<u32>() {
                    Ok(n) if n > 0 => Ok(Some(n)),
                    _ => Err(format!("`{a}` is not a positive {what}")),
                },
            }
        };
        let (kind, budget) = match name {
            "random" => {
                if arg.is_some() {
                    return Err("`random` takes no parameter".into());
                }
                (AgentKind::Random, Budget::default())
            }
            "random-move" => {
                if arg.is_some() {
                    return Err("`random-move` takes no parameter".into());
                }
                (AgentKind::RandomMove, Budget::default())
            }
            "mcts" => (
                AgentKind::Mcts,
                Budget {
                    iterations: number("number of playouts")?,
                    ..Budget::default()
                },
            ),
            "alphabeta" | "ab" => (
                AgentKind::AlphaBeta,
                Budget {
                    depth: number("depth")?,
                    ..Budget::default()
                },
            ),
            _ => {
                return Err(format!(
                    "unknown agent `{s}`: expected random, random-move, mcts[:PLAYOUTS] or alphabeta[:DEPTH]"
                ))
            }
        };
        Ok(AgentSpec { kind, budget })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_and_budgets() {
        let ab: AgentSpec = "alphabeta:4".parse().unwrap();
        assert_eq!(ab.kind, AgentKind::AlphaBeta);
        assert_eq!(ab.budget.depth, Some(4));
        assert_eq!(ab.to_string(), "alphabeta:4");
        let m: AgentSpec = "MCTS".parse().unwrap();
        assert_eq!(m.kind, AgentKind::Mcts);
        assert_eq!(m.budget.iterations, None);
        assert!("mcts:0".parse::<AgentSpec>().is_err());
        assert!("random:3".parse::<AgentSpec>().is_err());
        assert!("minimax".parse::<AgentSpec>().is_err());
    }

    #[test]
    fn think_does_not_override_explicit_limits() {
        let t = Some(Duration::from_millis(50));
        let ab: AgentSpec = "alphabeta:4".parse().unwrap();
        assert_eq!(ab.with_think(t).budget.time, None);
        let ab: AgentSpec = "alphabeta".parse().unwrap();
        assert_eq!(ab.with_think(t).budget.time, t);
    }
}
