//! What the user chose on the command line for a file: its ruleset, options, define
//! library and engine. Expansion applies the ruleset and options; loading reads the
//! define folder; `game` picks the engine.

use std::path::{Path, PathBuf};

/// Which ruleset, options and define library the user chose on the command line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// `--ruleset NAME`: matched case-insensitively as a substring of a ruleset's name.
    pub ruleset: Option<String>,
    /// `--option "Heading/Label"`, repeatable.
    pub options: Vec<String>,
    /// `--defs DIR` or `LUDIC_DEFS`: a Ludii `def` folder to read instead of our
    /// rendering of Ludii's shared defines ([`library::LUDII`](super::library::LUDII)).
    pub defs: Option<DefsDir>,
    /// `--engine`: which engine a move program that lowers to the kernel runs on.
    pub engine: EngineChoice,
    /// What loading does with the file's warnings: keep them, print them, or refuse
    /// the file (`--deny-warnings`).
    pub warnings: WarningMode,
}

/// What loading does with the warnings of a file that expands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WarningMode {
    /// Keep them in `load::Expanded::warnings` only, for the caller to show (the library's
    /// default: tests and the web page decide for themselves).
    #[default]
    Keep,
    /// Also print them on stderr, `color` for ANSI colours, each once per process: a
    /// command that loads one file several times (a ruleset per variant) says it once.
    Print {
        /// Whether to colour them.
        color: bool,
    },
    /// Refuse the file: its warnings become errors (`--deny-warnings`).
    Deny,
}

/// Where a move program runs when it means a draughts rule set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum EngineChoice {
    /// On the fast kernel when it lowers to one, else on the general engine.
    #[default]
    Auto,
    /// Always on the general engine (to compare, or to play Ludii's move-by-move way).
    General,
}

/// A Ludii `def` folder and where the user named it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefsDir {
    /// The folder, searched recursively for `*.def` files.
    pub path: PathBuf,
    /// True when it came from the `LUDIC_DEFS` variable rather than `--defs`.
    pub from_env: bool,
}

impl DefsDir {
    /// The environment variable that names a define folder when `--defs` is not given.
    pub const VAR: &'static str = "LUDIC_DEFS";

    /// `--defs DIR` if given, else `$LUDIC_DEFS` if set and not empty.
    pub fn choose(flag: Option<&Path>) -> Option<DefsDir> {
        match flag {
            Some(p) => Some(DefsDir {
                path: p.to_path_buf(),
                from_env: false,
            }),
            None => std::env::var_os(Self::VAR)
                .filter(|v| !v.is_empty())
                .map(|v| DefsDir {
                    path: PathBuf::from(v),
                    from_env: true,
                }),
        }
    }

    /// How the user gave it, for messages: "--defs `x`" or "LUDIC_DEFS=`x`".
    pub(crate) fn origin(&self) -> String {
        let sep = if self.from_env { "=" } else { " " };
        format!("{}{sep}`{}`", self.flag(), self.path.display())
    }

    /// The name the user gave it by: `--defs` or `LUDIC_DEFS`.
    pub(crate) fn flag(&self) -> &'static str {
        if self.from_env {
            "LUDIC_DEFS"
        } else {
            "--defs"
        }
    }
}
