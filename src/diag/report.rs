//! A diagnostic bound to its source for miette, and rendered as text.

use super::excerpt::Excerpt;
use super::{Diag, Diags, Sources};
use miette::{Diagnostic, LabeledSpan, SourceCode};
use std::fmt;

/// A diagnostic bound to its source, ready for miette.
#[derive(Debug)]
struct Report {
    diag: Diag,
    source: Excerpt,
    /// The labels in `source`'s file, cut to its window.
    labels: Vec<LabeledSpan>,
    related: Vec<Report>,
    location: Option<String>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.location {
            Some(loc) => write!(f, "{}: {}", loc, self.diag.message),
            None => f.write_str(&self.diag.message),
        }
    }
}

impl std::error::Error for Report {}

impl Diagnostic for Report {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.diag.code))
    }
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.diag.severity {
            super::Severity::Error => miette::Severity::Error,
            super::Severity::Warning => miette::Severity::Warning,
        })
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.diag
            .help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.source)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(self.labels.iter().cloned()))
    }
    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn Diagnostic> + 'a>> {
        if self.related.is_empty() {
            None
        } else {
            Some(Box::new(self.related.iter().map(|r| r as &dyn Diagnostic)))
        }
    }
}

fn report(diag: &Diag, sources: &Sources) -> Report {
    let file = diag.span().map_or(0, |s| s.file);
    let location = diag.span().map(|s| sources.location(s));
    let mut related = Vec::new();
    for l in diag.labels.iter().skip(1).filter(|l| l.span.file != file) {
        let (source, labels) = sources.excerpt(
            l.span.file,
            &[(l.span.start as usize, l.span.len(), l.text.clone())],
        );
        related.push(Report {
            diag: Diag {
                severity: diag.severity,
                ..Diag::new(diag.code, l.text.clone()).label(l.span, l.text.clone())
            },
            source,
            labels,
            related: Vec::new(),
            location: Some(sources.location(l.span)),
        });
    }
    let own: Vec<(usize, usize, String)> = diag
        .labels
        .iter()
        .filter(|l| l.span.file == file)
        .map(|l| (l.span.start as usize, l.span.len(), l.text.clone()))
        .collect();
    let (source, labels) = sources.excerpt(file, &own);
    Report {
        diag: diag.clone(),
        source,
        labels,
        related,
        location,
    }
}

/// The most diagnostics printed at once: past them, a count of the rest. A file with
/// hundreds of errors most often has one mistake repeated, which the first show.
pub const MOST_SHOWN: usize = 20;

/// Renders diagnostics as text, each once (a define's body expanded at several uses
/// reports the same fault at the same place at each), the first [`MOST_SHOWN`] and a count
/// of the rest. `color` chooses ANSI colours; `width` the wrap width.
pub fn render(diags: &Diags, sources: &Sources, color: bool, width: usize) -> String {
    let theme = if color {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(width);
    let mut out = String::new();
    let mut seen = std::collections::HashSet::new();
    let mut rest = 0;
    for d in &diags.0 {
        // One fault at one place is one diagnostic, however many uses of a define
        // reached it (each would name its own use site).
        if !seen.insert((d.code, d.message.clone(), d.span())) {
            continue;
        }
        if seen.len() > MOST_SHOWN {
            rest += 1;
            continue;
        }
        let r = report(d, sources);
        if handler.render_report(&mut out, &r).is_err() {
            out.push_str(&format!("error: {}\n", r));
        }
        out.push('\n');
    }
    if rest > 0 {
        out.push_str(&format!(
            "... and {rest} more not shown; fix the first {MOST_SHOWN} and check again.\n"
        ));
    }
    out
}
