//! `ludic analyze` in blocks: `analyze_block` plays games `first..first+count` of a run
//! seeded `seed` (game `i` is seeded from `(seed, i)` alone, so any split of a run plays
//! the same games), and `analyze_report` turns the games of all the blocks into the
//! report `ludic analyze` prints. `ludic.cluster` spreads the blocks over a Ray cluster.

use crate::selfplay_game::{pool, Loaded};
use crate::LudicError;
use ludic::analyze::metrics::GameStats;
use ludic::analyze::profile::Profile;
use ludic::analyze::report::{label, Report, VariantReport, SCHEMA};
use ludic::analyze::summary::Metrics;
use ludic::analyze::{game_seed, general, play_one, run_games, Setup};
use ludic::kernel::GameResult;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::atomic::AtomicBool;

/// The fields of [`GameStats`] that pass to Python as they are (the result apart).
macro_rules! plain_fields {
    ($m:ident) => {
        $m!(
            turns,
            branching_sum,
            decisions,
            forced_captures,
            captures,
            promotions,
            first_promotion,
            huffs,
            huffs_declined,
            defaults,
            longest_capture,
            lead_changes,
            drama_mean,
            drama_max,
            decisive_from
        )
    };
}

/// One game's figures as a dict: `index`, `result` (`"win"`, `"draw"`, or `None` for a
/// game cut by `max_turns`), `winner` (the winning player, or `None`), and the fields of
/// `docs/analyze.md`'s per-game numbers.
fn to_dict<'py>(py: Python<'py>, index: u64, g: &GameStats) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("index", index)?;
    let (result, winner) = match g.result {
        Some(GameResult::Win(w)) => (Some("win"), Some(w)),
        Some(GameResult::Draw) => (Some("draw"), None),
        None => (None, None),
    };
    d.set_item("result", result)?;
    d.set_item("winner", winner)?;
    macro_rules! put {
        ($($f:ident),*) => { $(d.set_item(stringify!($f), g.$f)?;)* };
    }
    plain_fields!(put);
    Ok(d)
}

/// A game's figures back from [`to_dict`]'s dict, with its index.
fn from_dict(d: &Bound<'_, PyDict>) -> PyResult<(u64, GameStats)> {
    let get = |key: &str| -> PyResult<Bound<'_, PyAny>> {
        d.get_item(key)?
            .ok_or_else(|| LudicError::new_err(format!("a game's figures lack `{key}`")))
    };
    let mut g = GameStats::default();
    let result: Option<String> = get("result")?.extract()?;
    let winner: Option<u8> = get("winner")?.extract()?;
    g.result = match (result.as_deref(), winner) {
        (Some("win"), Some(w)) => Some(GameResult::Win(w)),
        (Some("draw"), None) => Some(GameResult::Draw),
        (None, None) => None,
        (r, w) => {
            return Err(LudicError::new_err(format!(
                "a game's result {r:?} with winner {w:?} is not one `analyze_block` gives"
            )))
        }
    };
    macro_rules! take {
        ($($f:ident),*) => { $(g.$f = get(stringify!($f))?.extract()?;)* };
    }
    plain_fields!(take);
    Ok((get("index")?.extract()?, g))
}

/// Plays games `first .. first + count` of the analysis of a game seeded `seed`, with
/// `agents` on both sides, on `threads` threads (default: one per core; a Ray task
/// takes 1), the GIL released. Returns each game's figures, in game order.
#[pyfunction]
#[pyo3(signature = (name_or_path, first, count, seed=1, agents="random", max_turns=1000, ruleset=None, options=None, engine="auto", threads=None))]
#[allow(clippy::too_many_arguments)]
pub fn analyze_block<'py>(
    py: Python<'py>,
    name_or_path: &str,
    first: u64,
    count: usize,
    seed: u64,
    agents: &str,
    max_turns: u32,
    ruleset: Option<String>,
    options: Option<Vec<String>>,
    engine: &str,
    threads: Option<usize>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let spec: ludic::ai::AgentSpec = agents.parse().map_err(LudicError::new_err)?;
    let game = Loaded::load(name_or_path, ruleset, options.unwrap_or_default(), engine)?;
    let general_agent = match &game {
        Loaded::General(_) => Some(ludic::ai::generic::GenericAgent::parse(agents).map_err(
            |e| {
                LudicError::new_err(format!(
                    "{name_or_path}: {e} (this game runs on the general engine, whose agents are random and mcts[:PLAYOUTS])"
                ))
            },
        )?),
        Loaded::Kernel(_) => None,
    };
    let setup = Setup {
        games: count,
        seed,
        max_turns,
        agents: spec,
    };
    let pool = pool(threads)?;
    let stop = AtomicBool::new(false);
    let played = py.allow_threads(|| {
        pool.install(|| match (&game, general_agent) {
            (Loaded::Kernel(g), _) => {
                let play = |i: u64, t: &mut _| play_one(g, g.start(), &setup, first + i, t);
                run_games(count, &stop, &|| {}, &|| Profile::new(100, 0), &play)
            }
            (Loaded::General(e), agent) => {
                let agent = agent.unwrap_or(ludic::ai::generic::GenericAgent::Random);
                let play = |i: u64, t: &mut _| {
                    general::play(e.as_ref(), agent, max_turns, game_seed(seed, first + i), t)
                };
                run_games(count, &stop, &|| {}, &|| Profile::new(100, 0), &play)
            }
        })
    });
    (first..)
        .zip(&played.games)
        .map(|(i, g)| to_dict(py, i, g))
        .collect()
}

/// The report of an analysis from the games of its blocks (any order): the table,
/// the JSON (schema `ludic-analyze/1`) and the CSV that `ludic analyze FILE` prints
/// for the same seed, agents, turn limit and number of games. `games` must be the games
/// `0..n` once each; `games_asked` (default `n`) marks the report partial when larger.
#[pyfunction]
#[pyo3(signature = (name_or_path, games, seed=1, agents="random", max_turns=1000, games_asked=None, ruleset=None, options=None, engine="auto"))]
#[allow(clippy::too_many_arguments)]
pub fn analyze_report(
    name_or_path: &str,
    games: Vec<Bound<'_, PyDict>>,
    seed: u64,
    agents: &str,
    max_turns: u32,
    games_asked: Option<usize>,
    ruleset: Option<String>,
    options: Option<Vec<String>>,
    engine: &str,
) -> PyResult<(String, String, String)> {
    let spec: ludic::ai::AgentSpec = agents.parse().map_err(LudicError::new_err)?;
    let options = options.unwrap_or_default();
    let game = Loaded::load(name_or_path, ruleset, options.clone(), engine)?;
    let mut indexed = games.iter().map(from_dict).collect::<PyResult<Vec<_>>>()?;
    indexed.sort_unstable_by_key(|(i, _)| *i);
    if let Some(k) = (0..).zip(&indexed).position(|(k, (i, _))| k != *i) {
        return Err(LudicError::new_err(format!(
            "the blocks do not hold games 0..{} once each: game {k} is missing or repeated",
            indexed.len()
        )));
    }
    let played: Vec<GameStats> = indexed.into_iter().map(|(_, g)| g).collect();
    let asked = games_asked.unwrap_or(played.len());
    let huff = match &game {
        Loaded::Kernel(g) => g.rules().capture.mode == ludic::rules::CaptureMode::Huff,
        Loaded::General(_) => false,
    };
    let ruleset = game.ruleset();
    let partial = played.len() < asked;
    let report = Report {
        schema: SCHEMA,
        partial,
        agents: spec.to_string(),
        seed,
        max_turns,
        games_per_variant: asked,
        variants: vec![VariantReport {
            label: label(name_or_path, ruleset.as_deref()),
            file: name_or_path.to_string(),
            game: game.name(),
            ruleset,
            options,
            engine: game.engine_name(),
            huff,
            games: played.len(),
            partial,
            metrics: Metrics::new(&played, huff),
            lengths: played.iter().map(|g| g.turns).collect(),
            // The per-turn curves are for `--plots`, which blocks do not draw.
            profile: Profile::new(100, 0),
        }],
    };
    let json = report
        .json()
        .map_err(|e| LudicError::new_err(e.to_string()))?;
    Ok((report.table(), json, report.csv()))
}
