//! The part of a file a report shows: the whole text, or a window of a long line.

use super::sources::{ceil_char_boundary, floor_char_boundary, line_col};
use miette::{LabeledSpan, MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use std::sync::Arc;

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
pub(super) struct Excerpt {
    name: String,
    text: Arc<str>,
    /// The window shown: bytes `lo..hi` of `text`.
    lo: usize,
    hi: usize,
}

impl Excerpt {
    /// The excerpt of `text` for `labels` (start, length, text; the first is the
    /// primary), and the labels that fall in it, cut to it.
    pub(super) fn new(
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
