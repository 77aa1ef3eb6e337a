//! Loading a game once per process. A position's legal moves borrow the engine's
//! program, so states, batches and their cached moves need an engine that lives as
//! long as they may: each engine is kept for the rest of the process, and loading the
//! same game again (same file text, ruleset and options) returns the same one, so a
//! program that loads a game in a loop keeps one copy.

use crate::LudicError;
use ludic::engine::Engine;
use ludic::load::{EngineChoice, Selection};
use pyo3::PyResult;
use std::path::Path;
use std::sync::Mutex;

/// What tells two loads apart: the name or path, the file's text when it is a file
/// (so an edited file is loaded afresh), the ruleset and the options.
type Key = (String, Option<Vec<u8>>, Option<String>, Vec<String>);

static ENGINES: Mutex<Vec<(Key, &'static Engine)>> = Mutex::new(Vec::new());

/// The general engine of a game, loaded once. Every game runs on the general engine,
/// move by move: the draughts kernel's games too, which the kernel plays only in whole
/// turns.
pub fn engine(
    name_or_path: &str,
    ruleset: Option<String>,
    options: Vec<String>,
) -> PyResult<&'static Engine> {
    let path = Path::new(name_or_path);
    let text = path.is_file().then(|| std::fs::read(path).ok()).flatten();
    let key: Key = (
        name_or_path.to_string(),
        text,
        ruleset.clone(),
        options.clone(),
    );
    let mut engines = ENGINES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, e)) = engines.iter().find(|(k, _)| *k == key) {
        return Ok(e);
    }
    let sel = Selection {
        ruleset,
        options,
        engine: EngineChoice::General,
        ..Selection::default()
    };
    let engine = ludic::game::engine_from_file(path, &sel)
        .map_err(|f| LudicError::new_err(f.render(false)))?;
    let engine: &'static Engine = Box::leak(Box::new(engine));
    engines.push((key, engine));
    Ok(engine)
}
