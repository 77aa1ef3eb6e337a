//! Diagnostics: one error type for every stage, rendered through miette.
//!
//! Stages collect [`Diag`]s and return them together; the CLI renders them with the
//! file as named source, the offending span labelled, a help text and a stable code.
//! The files that spans point into are [`Sources`] (`sources`); a report shows a
//! window of a long line (`excerpt`) and is rendered by miette (`report`); a mistyped
//! name gets a suggestion (`suggest`). The exit statuses and the writer of messages on
//! standard error are in `stderr`.

mod excerpt;
mod report;
mod sources;
mod span;
mod stderr;
mod suggest;
#[cfg(test)]
mod tests;

pub use report::render;
pub use sources::{line_col, Sources};
pub use span::Span;
pub use stderr::{warn, EXIT_INPUT, EXIT_USAGE};
pub use suggest::did_you_mean;

use std::fmt;

/// A labelled span of a diagnostic.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What to say there.
    pub text: String,
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Severity {
    /// The input is refused.
    #[default]
    Error,
    /// The input is accepted, as Ludii accepts it, but is likely a mistake (see
    /// `--deny-warnings`).
    Warning,
}

/// One error (or warning) about the user's input.
#[derive(Clone, Debug, PartialEq)]
pub struct Diag {
    /// Stable code, e.g. `lud::expand::unknown_define`.
    pub code: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// One-line message.
    pub message: String,
    /// Labelled spans; the first is the primary one. Labels in other files than the
    /// first label's are rendered as related diagnostics.
    pub labels: Vec<Label>,
    /// What to do about it.
    pub help: Option<String>,
}

impl Diag {
    /// A diagnostic with a code and a message, no label yet.
    pub fn new(code: &'static str, message: impl Into<String>) -> Diag {
        Diag {
            code,
            severity: Severity::Error,
            message: message.into(),
            labels: Vec::new(),
            help: None,
        }
    }

    /// A warning with a code and a message, no label yet.
    pub fn warning(code: &'static str, message: impl Into<String>) -> Diag {
        Diag {
            severity: Severity::Warning,
            ..Diag::new(code, message)
        }
    }

    /// Adds a labelled span.
    pub fn label(mut self, span: Span, text: impl Into<String>) -> Diag {
        self.labels.push(Label {
            span,
            text: text.into(),
        });
        self
    }

    /// Sets the help text.
    pub fn help(mut self, help: impl Into<String>) -> Diag {
        self.help = Some(help.into());
        self
    }

    /// The primary span, if any.
    pub fn span(&self) -> Option<Span> {
        self.labels.first().map(|l| l.span)
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// Several diagnostics, reported together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Diags(pub Vec<Diag>);

impl Diags {
    /// No diagnostic yet.
    pub fn new() -> Diags {
        Diags(Vec::new())
    }
    /// Adds one.
    pub fn push(&mut self, d: Diag) {
        self.0.push(d);
    }
    /// True when there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Ok(value) when empty, else Err(self).
    pub fn into_result<T>(self, value: T) -> Result<T, Diags> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl From<Diag> for Diags {
    fn from(d: Diag) -> Diags {
        Diags(vec![d])
    }
}
