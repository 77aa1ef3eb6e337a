//! The one entry to a game, whichever engine runs it: ludic's rule-set descriptions
//! compile to [`Rules`] for the fast draughts kernel; descriptions written in Ludii's
//! move language compile to a [`Program`] for the general engine.

pub mod api;

pub use api::{GameApi, HandView, Outcome, PieceView, SiteGeometry};

use crate::diag::Diags;
use crate::engine::Engine;
use crate::load::{expand_file, EngineChoice, Failure, Selection};
use crate::program::Program;
use crate::rules::Rules;
use std::path::Path;

/// A compiled game.
#[derive(Clone, Debug)]
pub enum Compiled {
    /// A rule set for the fast kernel.
    Rules(Box<Rules>),
    /// A move program lowered to a rule set for the fast kernel.
    Lowered(Box<Rules>),
    /// A move program for the general engine.
    Program(Box<Program>),
}

impl Compiled {
    /// Which engine runs it, in words.
    pub fn engine_name(&self) -> &'static str {
        match self {
            Compiled::Rules(_) => "the fast draughts kernel",
            Compiled::Lowered(_) => "the fast draughts kernel (lowered from a move program)",
            Compiled::Program(_) => "the general engine",
        }
    }
    /// The game's name.
    pub fn name(&self) -> &str {
        match self {
            Compiled::Rules(r) | Compiled::Lowered(r) => &r.name,
            Compiled::Program(p) => &p.name,
        }
    }
}

/// Compiles an expanded game clause with the compiler its language calls for; a move
/// program that lowers to the kernel runs there unless `engine` says otherwise.
pub fn compile(game: &crate::syntax::ast::Node, engine: EngineChoice) -> Result<Compiled, Diags> {
    if crate::program::compile::is_move_program(game) {
        let p = crate::program::compile::compile(game)?;
        if engine == EngineChoice::Auto {
            if let Ok(r) = crate::program::lower::lower(&p) {
                return Ok(Compiled::Lowered(Box::new(r)));
            }
        }
        Ok(Compiled::Program(Box::new(p)))
    } else {
        crate::compile::compile(game).map(|r| Compiled::Rules(Box::new(r)))
    }
}

/// Reads, expands and compiles a game file.
pub fn compile_file(path: &Path, sel: &Selection) -> Result<Compiled, Failure> {
    let expanded = expand_file(path, sel)?;
    match compile(&expanded.game, sel.engine) {
        Ok(mut c) => {
            match &mut c {
                Compiled::Rules(r) | Compiled::Lowered(r) => {
                    r.ruleset = expanded.ruleset;
                    r.pdn_type = expanded.pdn_type;
                }
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
