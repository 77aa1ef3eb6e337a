//! From the expanded `(game ...)` clause to the typed [`Rules`]: one small unit per
//! ludeme family, each checking its arguments and reporting diagnostics on the
//! offending one. Independent errors are collected and returned together.
//!
//! The vocabulary is listed, with syntax and meaning, in [`registry`]; the reference
//! is `docs/language.md` (section "Ludemes").

pub mod args;
pub mod board;
pub mod capture;
pub mod dirs;
pub mod end;
pub mod game;
pub mod ints;
pub mod moves;
pub mod pieces;
pub mod players;
pub mod promotion;
pub mod regions;
pub mod registry;
pub mod start;
pub mod text;

use crate::diag::{Diag, Diags};
use crate::rules::{Board, Rules};
use crate::syntax::ast::Node;

/// What the units share while compiling one game: the diagnostics so far and the
/// facts later clauses depend on (the board, the players' regions).
#[derive(Default)]
pub struct Cx {
    /// Errors collected so far.
    pub diags: Diags,
    /// The board, once compiled (regions need its size).
    pub board: Option<Board>,
    /// Each player's home region (`(regions P1 ...)`), once compiled.
    pub homes: [Option<regions::Region>; 2],
}

impl Cx {
    /// Records an error and goes on.
    pub fn error(&mut self, d: Diag) {
        self.diags.push(d);
    }
}

/// Compiles an expanded `(game ...)` clause; every error found is returned together.
pub fn compile(game: &Node) -> Result<Rules, Diags> {
    let mut cx = Cx::default();
    let rules = game::game(&mut cx, game);
    match rules {
        Some(r) if cx.diags.is_empty() => Ok(r),
        _ => {
            if cx.diags.is_empty() {
                // A unit gave up without saying why: never return an empty failure.
                cx.error(
                    Diag::new("lud::compile::failed", "the game could not be compiled")
                        .label(game.span, "in this game"),
                );
            }
            Err(cx.diags)
        }
    }
}
