//! ludic's own ludemes: a game whose play is `(capture ...)` (with `(promote ...)`, the
//! pieces' declared moves and captures, `use:Dark`, `(no Progress N)`) declares a
//! draughts rule set. These units read it into [`Draughts`], one small unit per ludeme
//! family, each checking its arguments and reporting diagnostics on the offending one
//! (independent errors are collected and returned together); [`super::compile`] then
//! writes it as the move program it means (`program::lower::draughts`), the one
//! `Program` every game compiles to.
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
use crate::rules::{Board, Draughts};
use crate::syntax::ast::{Kind, Node};

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

/// A game declared in ludic's own ludemes: its name and its rule set.
#[derive(Clone, Debug, PartialEq)]
pub struct Declared {
    /// The game's name.
    pub name: String,
    /// The rule set its ludemes declare.
    pub draughts: Draughts,
}

/// The `(capture ...)` clause of a game's play, if it has one.
pub fn capture_clause(game: &Node) -> Option<&Node> {
    fn find<'a>(n: &'a Node, name: &str) -> Option<&'a Node> {
        if args::head_name(n) == Some(name) {
            return Some(n);
        }
        match &n.kind {
            Kind::Clause { args, .. } => args.iter().find_map(|a| find(a, name)),
            Kind::Array(items) => items.iter().find_map(|a| find(a, name)),
            _ => None,
        }
    }
    find(find(game, "play")?, "capture")
}

/// Reads an expanded `(game ...)` clause; every error found is returned together.
pub fn compile(game: &Node) -> Result<Declared, Diags> {
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

/// Helpers for the units' tests: a small complete game to vary, compiled from text.
#[cfg(test)]
pub(crate) mod testing {
    use crate::load::{expand_source, Selection};
    use crate::rules::Draughts as Rules;

    /// A complete game each test changes in one place.
    pub const BASE: &str = r#"(game "Test"
    (players {(player "White" N) (player "Black" S)})
    (equipment {
        (board (square 8) use:Dark)
        (piece "Man" Each (move Step (directions {FL FR})) (move Hop (directions {FL FR})))
        (piece "King" Each (move Slide Diagonal) (move Hop Diagonal before:Any after:Any))
        (regions P1 (sites Bottom))
        (regions P2 (sites Top))
    })
    (rules
        (start {
            (place "Man1" (expand (sites Bottom) steps:2))
            (place "Man2" (expand (sites Top) steps:2))
        })
        (play
            (capture Compulsory)
            (promote "Man" "King" (sites Next))
        )
        (end {
            (if (no Pieces Next) (result Mover Win))
            (if (no Moves Next) (result Mover Win))
        })
    )
)"#;

    /// Compiles `text`; on failure, the diagnostic codes in order.
    pub fn compile_text(text: &str) -> Result<Rules, Vec<&'static str>> {
        let expanded = expand_source("test.lud", text, &Selection::default())
            .unwrap_or_else(|f| panic!("test text does not expand:\n{}", f.render(false)));
        super::compile(&expanded.game)
            .map(|d| d.draughts)
            .map_err(|d| d.0.iter().map(|d| d.code).collect())
    }

    /// [`BASE`] with `from` replaced by `to` (which must occur).
    pub fn base_with(from: &str, to: &str) -> String {
        assert!(BASE.contains(from), "BASE lacks {from}");
        BASE.replace(from, to)
    }

    /// The rules of [`BASE`] with one replacement, which must compile.
    pub fn rules_with(from: &str, to: &str) -> Rules {
        compile_text(&base_with(from, to)).unwrap_or_else(|c| panic!("errors {c:?}"))
    }

    /// The error codes of [`BASE`] with one replacement, which must fail.
    pub fn errors_with(from: &str, to: &str) -> Vec<&'static str> {
        match compile_text(&base_with(from, to)) {
            Ok(_) => panic!("compiled, but an error was expected"),
            Err(c) => c,
        }
    }
}
