//! From a file on disk to an expanded AST and to compiled rules: the pipeline every
//! command shares, with the failures it can meet.

use crate::diag::{render, Diags, Sources};
use std::path::Path;

/// Which ruleset and options the user chose on the command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// `--ruleset NAME`: matched case-insensitively as a substring of a ruleset's name.
    pub ruleset: Option<String>,
    /// `--option "Heading/Label"`, repeatable.
    pub options: Vec<String>,
}

/// Why loading failed: diagnostics over the sources read so far.
#[derive(Debug)]
pub struct Failure {
    /// Every file read (for rendering).
    pub sources: Sources,
    /// What went wrong.
    pub diags: Diags,
    /// True when the fault is in the command line (exit 2) rather than in a file (exit 1).
    pub usage: bool,
}

impl Failure {
    /// The diagnostics as text, `color` for ANSI colours.
    pub fn render(&self, color: bool) -> String {
        render(&self.diags, &self.sources, color, 100)
    }

    /// The process exit status for this failure.
    pub fn exit_code(&self) -> u8 {
        if self.usage {
            crate::cli::EXIT_USAGE
        } else {
            crate::cli::EXIT_INPUT
        }
    }
}

/// A file read and expanded: the `(game ...)` clause with defines, options and
/// rulesets resolved.
#[derive(Debug)]
pub struct Expanded {
    /// Every file read.
    pub sources: Sources,
    /// The expanded game clause.
    pub game: crate::syntax::ast::Node,
    /// The ruleset chosen, if the file has rulesets.
    pub ruleset: Option<String>,
}

/// Reads `path` (and the define library), parses and expands it.
pub fn expand_file(path: &Path, sel: &Selection) -> Result<Expanded, Failure> {
    todo!("frontend helper: {path:?} {sel:?}")
}

/// Reads, expands and compiles `path` into the rules of the selected ruleset and
/// options (`Rules::ruleset` names the ruleset used).
pub fn rules_from_file(path: &Path, sel: &Selection) -> Result<crate::rules::Rules, Failure> {
    let expanded = expand_file(path, sel)?;
    match crate::compile::compile(&expanded.game) {
        Ok(mut rules) => {
            rules.ruleset = expanded.ruleset;
            Ok(rules)
        }
        Err(diags) => Err(Failure {
            sources: expanded.sources,
            diags,
            usage: false,
        }),
    }
}
