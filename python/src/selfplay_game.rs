//! A game loaded for self-play blocks (`analyze_block`, `match_block`): on the engine
//! the `ludic` command would run it on, the draughts kernel when the file lowers to it
//! (`engine="auto"`) or else the general engine, so that a run split over a Ray cluster
//! plays the very games `ludic analyze` and `ludic match` play in one process.

use crate::LudicError;
use ludic::engine::Engine;
use ludic::game::Compiled;
use ludic::load::{EngineChoice, Selection};
use pyo3::PyResult;
use std::path::Path;

/// A game on the engine that runs it.
pub enum Loaded {
    /// The draughts kernel: whole turns, the kernel's agents.
    Kernel(Box<ludic::kernel::Game>),
    /// The general engine: the game API's agents (random, mcts).
    General(Box<Engine>),
}

impl Loaded {
    /// Loads `name_or_path` (a built-in game's name or a file) with a ruleset and
    /// options; `engine` is `"auto"` (the kernel where it can) or `"general"`.
    pub fn load(
        name_or_path: &str,
        ruleset: Option<String>,
        options: Vec<String>,
        engine: &str,
    ) -> PyResult<Loaded> {
        let engine = match engine {
            "auto" => EngineChoice::Auto,
            "general" => EngineChoice::General,
            other => {
                return Err(LudicError::new_err(format!(
                    "engine `{other}`: expected \"auto\" or \"general\""
                )))
            }
        };
        let sel = Selection {
            ruleset,
            options,
            engine,
            ..Selection::default()
        };
        let compiled = ludic::game::compile_file(Path::new(name_or_path), &sel)
            .map_err(|f| LudicError::new_err(f.render(false)))?;
        Ok(match compiled {
            Compiled::Lowered(rules) => Loaded::Kernel(Box::new(
                ludic::kernel::Game::new(*rules)
                    .map_err(|e| LudicError::new_err(format!("{name_or_path}: {e}")))?,
            )),
            Compiled::Program(p) => Loaded::General(Box::new(Engine::new(*p))),
        })
    }

    /// The game's name, as its file gives it.
    pub fn name(&self) -> String {
        match self {
            Loaded::Kernel(g) => g.rules().name.clone(),
            Loaded::General(e) => e.program.name.clone(),
        }
    }

    /// The ruleset used, if the file has rulesets.
    pub fn ruleset(&self) -> Option<String> {
        match self {
            Loaded::Kernel(g) => g.rules().ruleset.clone(),
            Loaded::General(e) => e.program.ruleset.clone(),
        }
    }

    /// `"kernel"` or `"general"`, as `ludic analyze --json` names them.
    pub fn engine_name(&self) -> &'static str {
        match self {
            Loaded::Kernel(_) => "kernel",
            Loaded::General(_) => "general",
        }
    }
}

/// A rayon pool of `threads` threads (`None`: one per core), for a block's games.
pub fn pool(threads: Option<usize>) -> PyResult<rayon::ThreadPool> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.unwrap_or(0))
        .build()
        .map_err(|e| LudicError::new_err(format!("cannot start the threads: {e}")))
}
