//! `ludic match` in blocks: `match_block` plays games `first..first+count` of a match
//! seeded `seed` between two of ludic's agents, seeded per game as the command seeds
//! them (`ludic::cli::r#match::game_seed`), and `match_summary` sums the games of all
//! the blocks into the summary the command prints. `ludic.cluster` spreads the blocks
//! over a Ray cluster.

use crate::selfplay_game::{pool, Loaded};
use crate::LudicError;
use ludic::ai::generic::{play_from, GenericAgent};
use ludic::ai::{AgentKind, AgentSpec};
use ludic::cli::r#match::game_seed;
use ludic::kernel::GameResult;
use ludic::play::{play_game, Outcome, Summary};
use pyo3::prelude::*;
use rand::SeedableRng;
use rayon::prelude::*;
use std::time::Duration;

/// One game of a match as Python sees it: (game number, whether agent A played first,
/// the winning player or -1 for a draw, turns, huffs or `None` where not counted).
type Game = (u64, bool, i32, usize, Option<usize>);

/// The seconds per turn of an agent without a depth or playout budget.
fn think_time(think: f64) -> PyResult<Duration> {
    match Duration::try_from_secs_f64(think) {
        Ok(d) if !d.is_zero() && think <= 86_400.0 => Ok(d),
        _ => Err(LudicError::new_err(
            "think must be a positive number of seconds, at most a day",
        )),
    }
}

/// A kernel agent as `ludic match --white/--black` reads it.
fn kernel_spec(text: &str, think: Duration, depth: Option<u32>) -> PyResult<AgentSpec> {
    let mut spec: AgentSpec = text.parse().map_err(LudicError::new_err)?;
    if spec.kind == AgentKind::AlphaBeta && spec.budget.depth.is_none() {
        spec.budget.depth = depth;
    }
    Ok(spec.with_think(Some(think)))
}

/// Plays games `first .. first + count` of a match seeded `seed` between agent A
/// (`white`) and agent B (`black`), colours alternating with `swap`, on `threads`
/// threads (default: one per core), the GIL released. Returns the agents' names and
/// the games, in game order.
#[pyfunction]
#[pyo3(signature = (name_or_path, white, black, first, count, seed=1, swap=false, max_turns=1000, think=0.1, depth=None, ruleset=None, options=None, engine="auto", threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn match_block(
    py: Python<'_>,
    name_or_path: &str,
    white: &str,
    black: &str,
    first: u64,
    count: u64,
    seed: u64,
    swap: bool,
    max_turns: usize,
    think: f64,
    depth: Option<u32>,
    ruleset: Option<String>,
    options: Option<Vec<String>>,
    engine: &str,
    threads: Option<usize>,
) -> PyResult<(String, String, Vec<Game>)> {
    let think = think_time(think)?;
    let game = Loaded::load(name_or_path, ruleset, options.unwrap_or_default(), engine)?;
    let pool = pool(threads)?;
    let a_first = move |i: u64| !swap || i.is_multiple_of(2);
    match game {
        Loaded::Kernel(g) => {
            let a = kernel_spec(white, think, depth)?;
            let b = kernel_spec(black, think, depth)?;
            let games = py.allow_threads(|| {
                pool.install(|| {
                    (first..first + count)
                        .into_par_iter()
                        .map(|i| {
                            let s = game_seed(seed, i);
                            let (agent_a, agent_b) = (a.build(&g, s), b.build(&g, s ^ 0x5555));
                            let mut agents = if a_first(i) {
                                [agent_a, agent_b]
                            } else {
                                [agent_b, agent_a]
                            };
                            let rec = play_game(&g, g.start(), &mut agents, max_turns);
                            let winner = match rec.result {
                                Some(GameResult::Win(w)) => i32::from(w),
                                _ => -1,
                            };
                            (i, a_first(i), winner, rec.turns.len(), Some(rec.huffs()))
                        })
                        .collect()
                })
            });
            Ok((a.to_string(), b.to_string(), games))
        }
        Loaded::General(e) => {
            let parse = |text: &str| {
                GenericAgent::parse(text)
                    .map(|a| a.with_think(Some(think)))
                    .map_err(LudicError::new_err)
            };
            let (a, b) = (parse(white)?, parse(black)?);
            if e.program.players.len() != 2 {
                return Err(LudicError::new_err(format!(
                    "a match sets two agents against each other; this game has {} players",
                    e.program.players.len()
                )));
            }
            let start = e.start();
            let games = py.allow_threads(|| {
                pool.install(|| {
                    (first..first + count)
                        .into_par_iter()
                        .map(|i| {
                            let mut rng =
                                rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(game_seed(seed, i));
                            let (one, two) = if a_first(i) { (a, b) } else { (b, a) };
                            let (end, turns) =
                                play_from(e.as_ref(), start.clone(), one, two, max_turns, &mut rng);
                            // A game cut by `max_turns` is a draw, as the command scores it.
                            let winner = match end {
                                Some(ludic::game::Outcome::Win(w)) => i32::from(w),
                                _ => -1,
                            };
                            (i, a_first(i), winner, turns, None)
                        })
                        .collect()
                })
            });
            Ok((a.name(), b.name(), games))
        }
    }
}

/// The summary of a match from the games of its blocks (any order, each game once):
/// the table and the JSON object that `ludic match` prints (`--json`).
#[pyfunction]
pub fn match_summary(
    white: &str,
    black: &str,
    swap: bool,
    mut games: Vec<Game>,
) -> PyResult<(String, String)> {
    games.sort_unstable_by_key(|g| g.0);
    if games.windows(2).any(|w| w[0].0 == w[1].0) {
        return Err(LudicError::new_err("a game is in two blocks"));
    }
    let outcomes: Vec<Outcome> = games
        .iter()
        .map(|&(_, a_first, winner, turns, huffs)| Outcome {
            a_first,
            result: match u8::try_from(winner) {
                Ok(w) => GameResult::Win(w),
                Err(_) => GameResult::Draw,
            },
            turns,
            huffs,
        })
        .collect();
    let summary = Summary::new(white, black, swap, &outcomes);
    let json = serde_json::to_string(&summary).map_err(|e| LudicError::new_err(e.to_string()))?;
    Ok((summary.table(), json))
}
