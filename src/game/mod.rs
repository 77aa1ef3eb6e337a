//! The one entry to a game, whichever engine runs it: ludic's rule-set descriptions
//! compile to [`Rules`] for the fast draughts kernel; descriptions written in Ludii's
//! move language compile to a [`Program`] for the general engine.

pub mod api;

pub use api::{GameApi, Outcome, PieceView};

use crate::diag::Diags;
use crate::engine::Engine;
use crate::load::{expand_file, Failure, Selection};
use crate::program::Program;
use crate::rules::Rules;
use std::path::Path;

/// A compiled game.
#[derive(Clone, Debug)]
pub enum Compiled {
    /// A rule set for the fast kernel.
    Rules(Box<Rules>),
    /// A move program for the general engine.
    Program(Box<Program>),
}

impl Compiled {
    /// Which engine runs it, in words.
    pub fn engine_name(&self) -> &'static str {
        match self {
            Compiled::Rules(_) => "the fast draughts kernel",
            Compiled::Program(_) => "the general engine",
        }
    }
    /// The game's name.
    pub fn name(&self) -> &str {
        match self {
            Compiled::Rules(r) => &r.name,
            Compiled::Program(p) => &p.name,
        }
    }
}

/// Compiles an expanded game clause with the compiler its language calls for.
pub fn compile(game: &crate::syntax::ast::Node) -> Result<Compiled, Diags> {
    if crate::program::compile::is_move_program(game) {
        crate::program::compile::compile(game).map(|p| Compiled::Program(Box::new(p)))
    } else {
        crate::compile::compile(game).map(|r| Compiled::Rules(Box::new(r)))
    }
}

/// Reads, expands and compiles a game file.
pub fn compile_file(path: &Path, sel: &Selection) -> Result<Compiled, Failure> {
    let expanded = expand_file(path, sel)?;
    match compile(&expanded.game) {
        Ok(mut c) => {
            match &mut c {
                Compiled::Rules(r) => r.ruleset = expanded.ruleset,
                Compiled::Program(p) => p.ruleset = expanded.ruleset,
            }
            Ok(c)
        }
        Err(diags) => Err(Failure {
            sources: expanded.sources,
            diags,
            usage: false,
        }),
    }
}

/// A general-engine game from a file (an error when the file is not a move program).
pub fn engine_from_file(path: &Path, sel: &Selection) -> Result<Engine, Failure> {
    let expanded = expand_file(path, sel)?;
    match crate::program::compile::compile(&expanded.game) {
        Ok(mut p) => {
            p.ruleset = expanded.ruleset;
            Ok(Engine::new(p))
        }
        Err(diags) => Err(Failure {
            sources: expanded.sources,
            diags,
            usage: false,
        }),
    }
}
