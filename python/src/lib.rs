//! The Python extension `ludic._ludic`: ludic's games behind OpenSpiel's Game/State
//! interface (`game`, `state`), a batch of games stepped together in Rust
//! (`vector`), and self-play in blocks of seeded games for a Ray cluster (`analysis`,
//! `selfplay`). The Python package `ludic` re-exports it, registers the games with
//! `pyspiel` and wraps them for PettingZoo (`docs/python.md`).

mod analysis;
mod game;
mod load;
mod play;
mod prefetch;
mod selfplay;
mod selfplay_game;
mod state;
mod text;
mod turns;
mod vector;

use pyo3::prelude::*;

pyo3::create_exception!(
    _ludic,
    LudicError,
    pyo3::exceptions::PyValueError,
    "A game that does not load, a position text that does not read, or an action that is not legal; the message is ludic's diagnostic."
);

/// Loads a game: a built-in game's name (`"dum-blas"`) or a `.lud` file's path, with
/// a ruleset (a case-insensitive part of its name) and options (`"Heading/Label"`).
#[pyfunction]
#[pyo3(signature = (name_or_path, ruleset=None, options=None))]
fn load_game(
    name_or_path: &str,
    ruleset: Option<String>,
    options: Option<Vec<String>>,
) -> PyResult<game::Game> {
    game::Game::load(name_or_path, ruleset, options.unwrap_or_default())
}

/// The names of the built-in games (the files of ludic's `games/` folder).
#[pyfunction]
fn builtin_games() -> Vec<&'static str> {
    ludic::builtin_games::GAMES.iter().map(|g| g.0).collect()
}

#[pymodule]
fn _ludic(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(load_game, m)?)?;
    m.add_function(wrap_pyfunction!(builtin_games, m)?)?;
    m.add_function(wrap_pyfunction!(analysis::analyze_block, m)?)?;
    m.add_function(wrap_pyfunction!(analysis::analyze_report, m)?)?;
    m.add_function(wrap_pyfunction!(selfplay::match_block, m)?)?;
    m.add_function(wrap_pyfunction!(selfplay::match_summary, m)?)?;
    m.add_class::<game::Game>()?;
    m.add_class::<state::State>()?;
    m.add_class::<vector::VectorGame>()?;
    m.add("LudicError", m.py().get_type::<LudicError>())?;
    Ok(())
}
