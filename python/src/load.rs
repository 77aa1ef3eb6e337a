//! Loading a game once per process. A position's legal moves borrow the engine's
//! program, so states, batches and their cached moves need an engine that lives as
//! long as they may: each engine is kept for the rest of the process, and loading the
//! same game again (same file text, ruleset and options) returns the same one, so a
//! program that loads a game in a loop keeps one copy.

use crate::LudicError;
use ludic::engine::Engine;
use ludic::game::HopGame;
use ludic::load::{EngineChoice, Selection};
use pyo3::PyResult;
use std::path::Path;
use std::sync::Mutex;

/// What tells two loads apart: the name or path, the file's text when it is a file
/// (so an edited file is loaded afresh), the ruleset and the options.
type Key = (String, Option<Vec<u8>>, Option<String>, Vec<String>);

/// A loaded game: its general engine and, when its program is a draughts rule set the
/// kernel plays move by move, the kernel's game (the batch's fast path).
#[derive(Clone, Copy)]
pub struct Loaded {
    pub engine: &'static Engine,
    pub hop: Option<&'static HopGame>,
}

static ENGINES: Mutex<Vec<(Key, Loaded)>> = Mutex::new(Vec::new());

/// A game, loaded once. Every game runs on the general engine, move by move; a batch
/// of a draughts game steps on the kernel instead, move by move too
/// (`ludic::game::HopStepper`, kept equal to the general engine by a differential test).
pub fn game(name_or_path: &str, ruleset: Option<String>, options: Vec<String>) -> PyResult<Loaded> {
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
        return Ok(*e);
    }
    let sel = Selection {
        ruleset,
        options,
        engine: EngineChoice::General,
        ..Selection::default()
    };
    let engine = ludic::game::engine_from_file(path, &sel)
        .map_err(|f| LudicError::new_err(f.render(false)))?;
    let hop = HopGame::of(&engine).ok().map(|h| &*Box::leak(Box::new(h)));
    let loaded = Loaded {
        engine: Box::leak(Box::new(engine)),
        hop,
    };
    engines.push((key, loaded));
    Ok(loaded)
}
