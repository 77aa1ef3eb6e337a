//! The one entry to a game, whichever engine runs it: every description, in Ludii's
//! move language or in ludic's own ludemes, compiles to a [`Program`]; a program that
//! means a draughts rule set is lowered to [`Rules`] for the fast draughts kernel, and
//! any other runs on the general engine.

pub mod action_index;
pub mod api;
pub mod equipment;
pub mod hop_step;
pub mod observation;

pub use action_index::ActionIndex;
pub use api::{GameApi, HandView, Outcome, PieceView, SiteGeometry};
pub use hop_step::{HopGame, HopStepper};
pub use observation::Planes;

use crate::diag::{Diag, Diags};
use crate::engine::Engine;
use crate::load::{expand_file, EngineChoice, Failure, Selection};
use crate::program::Program;
use crate::rules::Rules;
use std::path::Path;

/// A compiled game.
#[derive(Clone, Debug)]
pub enum Compiled {
    /// A move program lowered to a rule set for the fast kernel.
    Lowered(Box<Rules>),
    /// A move program for the general engine.
    Program(Box<Program>),
}

impl Compiled {
    /// Which engine runs it, in words.
    pub fn engine_name(&self) -> &'static str {
        match self {
            Compiled::Lowered(_) => "the fast draughts kernel (lowered from a move program)",
            Compiled::Program(_) => "the general engine",
        }
    }
    /// The game's name.
    pub fn name(&self) -> &str {
        match self {
            Compiled::Lowered(r) => &r.name,
            Compiled::Program(p) => &p.name,
        }
    }
}

/// Compiles an expanded game clause to its move program; a program that lowers to the
/// kernel runs there unless `engine` says otherwise.
pub fn compile(game: &crate::syntax::ast::Node, engine: EngineChoice) -> Result<Compiled, Diags> {
    let p = crate::program::compile::compile(game)?;
    if engine == EngineChoice::Auto {
        if let Ok(r) = lower(&p) {
            return Ok(Compiled::Lowered(Box::new(r)));
        }
    }
    Ok(Compiled::Program(Box::new(p)))
}

/// Lowers a program to the kernel's rules, or says why not: [`program::lower`]'s
/// reading, then what only the kernel can tell. Ludii tries the end rules only after a
/// move, so its first player with no move at the start passes, where the kernel would
/// end the game (as a program of ludic's own ludemes does, which says so:
/// `Program::ends_at_start`).
///
/// [`program::lower`]: crate::program::lower::lower
pub fn lower(p: &Program) -> Result<Rules, String> {
    let rules = crate::program::lower::lower(p)?;
    let game = crate::kernel::Game::new(rules.clone())?;
    if !p.ends_at_start {
        let mut turns = Vec::new();
        game.legal_turns(&game.start(), &mut turns);
        if game.result(&game.start(), &turns).is_some() {
            return Err("a start where the first player cannot move".into());
        }
    }
    Ok(rules)
}

/// Reads, expands and compiles `path` into the rules of the selected ruleset and
/// options (`Rules::ruleset` names the ruleset used).
pub fn rules_from_file(path: &Path, sel: &Selection) -> Result<crate::rules::Rules, Failure> {
    let expanded = expand_file(path, sel)?;
    let fail = |diags| Failure {
        sources: expanded.sources.clone(),
        diags,
        usage: false,
    };
    let program = crate::program::compile::compile(&expanded.game).map_err(fail)?;
    match lower(&program) {
        Ok(mut rules) => {
            rules.ruleset = expanded.ruleset;
            rules.pdn_type = expanded.pdn_type;
            Ok(rules)
        }
        Err(why) => Err(fail(Diags(vec![Diag::new(
            "lud::lower::general_only",
            "this game runs only on the general engine, and this needs the fast kernel",
        )
        .label(
            expanded.game.span,
            "a move program that does not lower to the kernel",
        )
        .help(format!("it does not lower because of {why}"))]))),
    }
}

/// Reads, expands and compiles a game file.
pub fn compile_file(path: &Path, sel: &Selection) -> Result<Compiled, Failure> {
    let expanded = expand_file(path, sel)?;
    match compile(&expanded.game, sel.engine) {
        Ok(mut c) => {
            match &mut c {
                Compiled::Lowered(r) => {
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

/// A general-engine game from a file: its program, run move by move even when it lowers
/// (so the kernel's draughts games are served move by move too, by this engine:
/// [`crate::engine::Stepper`]).
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

#[cfg(test)]
mod chance_tests;
#[cfg(test)]
mod step_tests;
