//! Diagnostics: one error type for every stage, rendered through miette.
//!
//! Stages collect [`Diag`]s and return them together; the CLI renders them with the
//! file as named source, the offending span labelled, a help text and a stable code.

use crate::syntax::ast::Span;
use miette::{
    Diagnostic, LabeledSpan, MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents,
};
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

    /// `name:line:column` (1-based) of the start of `span`; the column counts
    /// characters, as editors do, not bytes.
    pub fn location(&self, span: Span) -> String {
        let (line, col) = line_col(self.text(span.file), span.start as usize);
        format!("{}:{}:{}", self.name(span.file), line + 1, col + 1)
    }

    /// The part of file `i` a report shows, with its labels, cut to fit (see
    /// [`Excerpt`]).
    fn excerpt(&self, i: u32, labels: &[(usize, usize, String)]) -> (Excerpt, Vec<LabeledSpan>) {
        let (name, text) = self
            .files
            .get(i as usize)
            .cloned()
            .unwrap_or_else(|| ("<unknown>".into(), Arc::from("")));
        Excerpt::new(name, text, labels)
    }
}

/// The 0-based line and character column of byte `offset` of `text` (clamped to the
/// text, and to the start of a character). Lines end at `\n`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..floor_char_boundary(text, offset.min(text.len()))];
    let line = before.matches('\n').count();
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count());
    (line, col)
}

fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_char_boundary(s: &str, mut i: usize) -> usize {
    while i < s.len() && !s.is_char_boundary(i) {
        i += 1;
    }
    i.min(s.len())
}

/// A line longer than this many bytes near a label is not shown whole: the snippet is
/// cut to a window around the primary label.
const LONG_LINE: usize = 400;
/// Bytes shown before the primary label in a cut line, and after its end.
const MARGIN: usize = 80;
/// The longest label underlined in a cut line; a longer one is cut short.
const MAX_LABEL: usize = 160;

/// The source a report shows: a file's text, or, when a label sits on a long line, a
/// window of that line around the primary label.
///
/// miette pads each label to its column with `format!("{:width$}")`, and a width past
/// 65,535 panics, so a label far into a minified line cannot be shown in place; nor is
/// a line of 70,000 characters worth printing. The window keeps the file's offsets
/// (labels need no shifting), and the line and column miette prints in the snippet's
/// header come from [`line_col`], so they agree with the heading's even with
/// non-ASCII text before the label (miette's own count bytes).
#[derive(Debug)]
struct Excerpt {
    name: String,
    text: Arc<str>,
    /// The window shown: bytes `lo..hi` of `text`.
    lo: usize,
    hi: usize,
}

impl Excerpt {
    /// The excerpt of `text` for `labels` (start, length, text; the first is the
    /// primary), and the labels that fall in it, cut to it.
    fn new(
        name: String,
        text: Arc<str>,
        labels: &[(usize, usize, String)],
    ) -> (Excerpt, Vec<LabeledSpan>) {
        let len = text.len();
        let clamp = |(s, l): (usize, usize)| {
            let s = floor_char_boundary(&text, s.min(len));
            (s, ceil_char_boundary(&text, s.saturating_add(l)).max(s))
        };
        let long = labels.iter().any(|(s, l, _)| {
            let (s, e) = clamp((*s, *l));
            longest_line_near(&text, s, e) > LONG_LINE
        });
        let Some((first, _, _)) = labels.first().filter(|_| long) else {
            let spans = labels
                .iter()
                .map(|(s, l, t)| {
                    let (s, e) = clamp((*s, *l));
                    LabeledSpan::new(Some(t.clone()), s, e - s)
                })
                .collect();
            return (
                Excerpt {
                    name,
                    text,
                    lo: 0,
                    hi: len,
                },
                spans,
            );
        };
        let anchor = clamp((*first, 0)).0;
        let line_start = text[..anchor].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[anchor..].find('\n').map_or(len, |i| anchor + i);
        let lo = floor_char_boundary(&text, line_start.max(anchor.saturating_sub(MARGIN)));
        let hi = ceil_char_boundary(&text, line_end.min(anchor + MAX_LABEL + MARGIN));
        let spans = labels
            .iter()
            .filter_map(|(s, l, t)| {
                let (s, e) = clamp((*s, *l));
                let e = ceil_char_boundary(&text, e.min(hi).min(s + MAX_LABEL));
                (lo <= s && s < hi).then(|| LabeledSpan::new(Some(t.clone()), s, e.max(s) - s))
            })
            .collect();
        (Excerpt { name, text, lo, hi }, spans)
    }
}

/// The length of the longest line among those miette would show for the bytes
/// `start..end`: their own lines and one line either side.
fn longest_line_near(text: &str, start: usize, end: usize) -> usize {
    let before = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let from = text[..before.saturating_sub(1)]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let after = text[end..].find('\n').map_or(text.len(), |i| end + i + 1);
    let to = text[after.min(text.len())..]
        .find('\n')
        .map_or(text.len(), |i| after + i);
    text[from..to.max(from)]
        .split('\n')
        .map(str::len)
        .max()
        .unwrap_or(0)
}

impl SourceCode for Excerpt {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let window: &'a str = &self.text[self.lo..self.hi];
        let start = span
            .offset()
            .checked_sub(self.lo)
            .ok_or(MietteError::OutOfBounds)?;
        let inner = <str as SourceCode>::read_span(
            window,
            &SourceSpan::new(start.into(), span.len()),
            context_lines_before,
            context_lines_after,
        )?;
        let offset = inner.span().offset() + self.lo;
        let (line, column) = line_col(&self.text, offset);
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            inner.data(),
            SourceSpan::new(offset.into(), inner.span().len()),
            line,
            column,
            inner.line_count(),
        )))
    }
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
            diag: Diag::new(diag.code, l.text.clone()).label(l.span, l.text.clone()),
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

/// Names longer than this many characters get no suggestion: nobody mistypes a name
/// of that length, and the edit distance costs the product of the two lengths.
const MAX_SUGGESTED_NAME: usize = 100;

/// The most candidates whose edit distance [`did_you_mean`] computes; the rest are
/// not considered (a generated file can define a great many names).
const MAX_COMPARED: usize = 10_000;

/// The closest of `candidates` to `name`, if within about a third of its length.
///
/// The work is bounded: a long `name` gets no suggestion, candidates whose length
/// alone puts them too far (the edit distance is at least the difference of the
/// lengths) are skipped without computing it, and at most [`MAX_COMPARED`] distances
/// are computed.
pub fn did_you_mean<'a, I>(name: &str, candidates: I) -> Option<String>
where
    I: IntoIterator<Item = &'a str>,
{
    // Bytes bound characters: the cheap test first, so a huge name is not even counted.
    if name.len() > 4 * MAX_SUGGESTED_NAME {
        return None;
    }
    let lower = name.to_lowercase();
    let len = lower.chars().count();
    if len > MAX_SUGGESTED_NAME {
        return None;
    }
    let limit = (len / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    let mut compared = 0;
    for c in candidates {
        // A character is at most 4 bytes: the byte test spares counting long names.
        if c == name || c.len() > 4 * (len + limit) {
            continue;
        }
        let c_lower = c.to_lowercase();
        if c_lower.chars().count().abs_diff(len) > limit {
            continue;
        }
        if compared == MAX_COMPARED {
            break;
        }
        compared += 1;
        let d = strsim::damerau_levenshtein(&lower, &c_lower);
        if d <= limit && best.is_none_or(|(bd, bc)| (d, c.len()) < (bd, bc.len())) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c.to_string())
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
    fn suggestions_skip_names_too_long_or_too_far_in_length() {
        let long = "b".repeat(MAX_SUGGESTED_NAME + 1);
        let near = "b".repeat(MAX_SUGGESTED_NAME);
        assert_eq!(did_you_mean(&long, [near.as_str()]), None);
        // Within the limit, a candidate of about the same length is still found...
        let name = "a".repeat(30);
        let close = format!("{name}b");
        assert_eq!(did_you_mean(&name, [close.as_str()]), Some(close.clone()));
        // ...and one whose length alone is too far is not.
        let far = "a".repeat(41);
        assert_eq!(did_you_mean(&name, [far.as_str()]), None);
        // Ties go to the shorter candidate, as before.
        assert_eq!(
            did_you_mean("bord", ["boards", "board"]),
            Some("board".into())
        );
    }

    #[test]
    fn location_is_one_based() {
        let mut s = Sources::new();
        let f = s.add("a.lud", "(game\n  (x))");
        assert_eq!(s.location(Span::new(f, 8, 9)), "a.lud:2:3");
    }

    /// Renders one diagnostic labelled `start..end` of `text`.
    fn rendered(text: &str, start: usize, end: usize) -> String {
        let mut s = Sources::new();
        let f = s.add("a.lud", text);
        let d = Diag::new("lud::test", "a problem").label(Span::new(f, start, end), "here");
        render(&Diags::from(d), &s, false, 100)
    }

    #[test]
    fn label_past_column_65535_is_shown_in_a_window() {
        let text = format!("(game \"A\"{}(foo))", " ".repeat(65_600));
        let at = text.find("foo").expect("the clause");
        let out = rendered(&text, at, at + 3);
        assert_eq!(out.matches("a.lud:1:65611").count(), 2, "{out}");
        assert!(out.contains("(foo))"), "{out}");
        assert!(out.len() < 2_000, "{out}");
        // A label that is itself longer than miette can pad to.
        let name = "a".repeat(300_000);
        let text = format!("(game \"A\" ({name}))");
        let out = rendered(&text, 11, 11 + name.len());
        assert!(out.contains("a.lud:1:12"), "{out}");
        assert!(out.len() < 2_000);
    }

    #[test]
    fn heading_and_snippet_agree_on_non_ascii_columns() {
        let text = "(game \"ééééé\" (foo))";
        let at = text.find("foo").expect("the clause");
        let out = rendered(text, at, at + 3);
        assert_eq!(out.matches("a.lud:1:16").count(), 2, "{out}");
        assert!(!out.contains("1:21"), "{out}");
        // Lines further down count from their own start.
        let text = "(game \"é\"\n  ééé (foo))";
        let at = text.find("foo").expect("the clause");
        assert_eq!(rendered(text, at, at + 3).matches("a.lud:2:8").count(), 2);
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
