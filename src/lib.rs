//! ludic: an interpreter for Ludii-style game descriptions.
//!
//! The pipeline, one module per stage:
//! `syntax` (pest grammar, spanned AST, printer) -> `expand` (defines, options,
//! rulesets) -> `compile` (typed [`rules::Rules`], diagnostics) -> `kernel` (board
//! tables, state, turns, move generation) -> `notation`, `ai`, `analyze`, `cli`.

pub mod ai;
pub mod analyze;
pub mod builtin_games;
pub mod cli;
pub mod compile;
pub mod diag;
pub mod draw;
pub mod engine;
pub mod expand;
pub mod game;
pub mod input_file;
pub mod kernel;
pub mod load;
pub mod notation;
pub mod pdn;
pub mod play;
pub mod program;
pub mod rules;
pub mod ruletest;
pub mod serve;
pub mod syntax;
