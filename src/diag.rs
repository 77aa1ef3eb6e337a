//! Diagnostics: one error type for every stage, rendered through miette.
//!
//! Stages collect [`Diag`]s and return them together; the CLI renders them with the
//! file as named source, the offending span labelled, a help text and a stable code.

use crate::syntax::ast::Span;
use miette::{Diagnostic, LabeledSpan, NamedSource, SourceCode};
use std::fmt;
use std::sync::Arc;

/// The texts that spans point into: file 0, 1, ... with their names.
#[derive(Clone, Debug, Default)]
pub struct Sources {
    files: Vec<(String, Arc<str>)>,
}

impl Sources {
    /// An empty map.
    pub fn new() -> Sources {
        Sources::default()
    }

    /// Adds a file and returns its index for [`Span::file`].
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<Arc<str>>) -> u32 {
        self.files.push((name.into(), text.into()));
        (self.files.len() - 1) as u32
    }

    /// The name of file `i`.
    pub fn name(&self, i: u32) -> &str {
        self.files
            .get(i as usize)
            .map_or("<unknown>", |f| f.0.as_str())
    }

    /// The text of file `i`.
    pub fn text(&self, i: u32) -> &str {
        self.files.get(i as usize).map_or("", |f| &f.1)
    }

    /// Number of files.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// True when no file was added.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// `name:line:column` (1-based) of the start of `span`.
    pub fn location(&self, span: Span) -> String {
        let text = self.text(span.file);
        let start = (span.start as usize).min(text.len());
        let before = &text[..floor_char_boundary(text, start)];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        format!("{}:{}:{}", self.name(span.file), line, col)
    }

    fn named(&self, i: u32) -> NamedSource<Arc<str>> {
        let (name, text) = self
            .files
            .get(i as usize)
            .cloned()
            .unwrap_or_else(|| ("<unknown>".into(), Arc::from("")));
        NamedSource::new(name, text)
    }
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// A labelled span of a diagnostic.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What to say there.
    pub text: String,
}

/// One error (or warning) about the user's input.
#[derive(Clone, Debug, PartialEq)]
pub struct Diag {
    /// Stable code, e.g. `lud::expand::unknown_define`.
    pub code: &'static str,
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
            message: message.into(),
            labels: Vec::new(),
            help: None,
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

/// A diagnostic bound to its source, ready for miette.
#[derive(Debug)]
struct Report {
    diag: Diag,
    file: u32,
    source: NamedSource<Arc<str>>,
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
        let file = self.file;
        let labels = self
            .diag
            .labels
            .iter()
            .filter(move |l| l.span.file == file)
            .map(|l| LabeledSpan::new(Some(l.text.clone()), l.span.start as usize, l.span.len()));
        Some(Box::new(labels))
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
        related.push(Report {
            diag: Diag::new(diag.code, l.text.clone()).label(l.span, l.text.clone()),
            file: l.span.file,
            source: sources.named(l.span.file),
            related: Vec::new(),
            location: Some(sources.location(l.span)),
        });
    }
    Report {
        diag: diag.clone(),
        file,
        source: sources.named(file),
        related,
        location,
    }
}

/// Renders diagnostics as text. `color` chooses ANSI colours; `width` the wrap width.
pub fn render(diags: &Diags, sources: &Sources, color: bool, width: usize) -> String {
    let theme = if color {
        miette::GraphicalTheme::unicode()
    } else {
        miette::GraphicalTheme::unicode_nocolor()
    };
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(width);
    let mut out = String::new();
    for d in &diags.0 {
        let r = report(d, sources);
        if handler.render_report(&mut out, &r).is_err() {
            out.push_str(&format!("error: {}\n", r));
        }
        out.push('\n');
    }
    out
}

/// The closest of `candidates` to `name`, if within about a third of its length.
pub fn did_you_mean<'a, I>(name: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = &'a str>,
{
    let limit = (name.chars().count() / 3).max(1);
    let lower = name.to_lowercase();
    candidates
        .into_iter()
        .filter(|c| *c != name)
        .map(|c| (strsim::damerau_levenshtein(&lower, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, c)| (*d, c.len()))
        .map(|(_, c)| c.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_stay_close() {
        let names = ["board", "piece", "players", "regions"];
        assert_eq!(did_you_mean("bord", names), Some("board".into()));
        assert_eq!(did_you_mean("peice", names), Some("piece".into()));
        assert_eq!(did_you_mean("xyz", names), None);
    }

    #[test]
    fn location_is_one_based() {
        let mut s = Sources::new();
        let f = s.add("a.lud", "(game\n  (x))");
        assert_eq!(s.location(Span::new(f, 8, 9)), "a.lud:2:3");
    }

    #[test]
    fn render_names_file_and_code() {
        let mut s = Sources::new();
        let f = s.add("a.lud", "(game (bord 3))");
        let d = Diag::new("lud::compile::unknown_ludeme", "unknown ludeme `bord`")
            .label(Span::new(f, 7, 11), "not a ludeme")
            .help("did you mean `board`?");
        let text = render(&Diags::from(d), &s, false, 80);
        assert!(text.contains("a.lud:1:8"), "{text}");
        assert!(text.contains("lud::compile::unknown_ludeme"), "{text}");
        assert!(text.contains("did you mean"), "{text}");
    }
}
