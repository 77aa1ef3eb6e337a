//! The texts that spans point into, and where in them a span starts.

use super::excerpt::Excerpt;
use super::Span;
use miette::LabeledSpan;
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
    pub(super) fn excerpt(
        &self,
        i: u32,
        labels: &[(usize, usize, String)],
    ) -> (Excerpt, Vec<LabeledSpan>) {
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

pub(super) fn floor_char_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

pub(super) fn ceil_char_boundary(s: &str, mut i: usize) -> usize {
    while i < s.len() && !s.is_char_boundary(i) {
        i += 1;
    }
    i.min(s.len())
}
