//! ludic: an interpreter for Ludii-style game descriptions.
//!
//! The pipeline, one module per stage:
//! `syntax` (pest grammar, spanned AST, printer) -> `expand` (defines, options,
//! rulesets) -> `load` (from a file to the expanded game) -> `compile` or
//! `program::compile` (typed [`rules::Rules`] or a [`program::Program`], diagnostics) ->
//! `kernel` or `engine` -> `game` (either behind one API) -> `notation`, `ai`,
//! `analyze`, `play`, `serve`, `cli`.
//!
//! Imports flow one way, from later layers to earlier ones: `diag`, `input_file` ->
//! `syntax` -> `expand`, `builtin_games` -> `load` -> `rules` -> `program` -> `engine`,
//! `kernel` -> `game` -> `notation`, `pdn`, `ai`, `draw`, `analyze`, `ruletest` ->
//! `play`, `serve` -> `cli` (`docs/architecture.md`, checked by `tests/layers.rs`).

pub mod ai;
pub mod analyze;
pub mod builtin_games;
pub mod cli;
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
