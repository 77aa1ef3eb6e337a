//! A quick pass over the text before pest sees it: brackets, strings and depth.
//!
//! pest's parser recurses once per nesting level, so 200,000 nested brackets would
//! overflow the stack; this scan counts the depth first, iteratively. It also gives
//! better messages than a generic "expected ..." for the commonest slips: an unclosed
//! bracket (pointing at the bracket that opened it), a stray or mismatched closing
//! bracket, an unterminated string and an unknown escape.

use crate::diag::{Diag, Diags};
use crate::syntax::ast::Span;

/// Deepest nesting of `(` and `{` accepted. Real Ludii games nest about 30 deep; the
/// limit keeps every recursive stage (parser, expander, compiler) far from the stack's
/// end, even on a 2 MiB test thread.
pub const MAX_DEPTH: usize = 128;

/// Checks brackets, strings and depth of `text` (file index `file`).
pub fn scan(text: &str, file: u32) -> Result<(), Diags> {
    let bytes = text.as_bytes();
    let mut diags = Diags::new();
    let mut stack: Vec<Open> = Vec::new();
    // Set once a bracket error is reported: later bracket errors are mostly its echo.
    let mut bracket_error = false;
    let mut unterminated = false;
    let mut suspect: Option<Open> = None;
    let mut line_start = true;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if line_start && !matches!(b, b' ' | b'\t' | b'\r' | b'\n') {
            line_start = false;
            let indent = i - text[..i].rfind('\n').map_or(0, |n| n + 1);
            let is_close_or_comment =
                matches!(b, b')' | b'}') || (b == b'/' && bytes.get(i + 1) == Some(&b'/'));
            if let Some(top) = stack.last() {
                if suspect.is_none()
                    && !is_close_or_comment
                    && top.line_indent >= indent
                    && top.line_start < i - indent
                {
                    suspect = Some(*top);
                }
            }
        }
        match b {
            b'\n' => line_start = true,
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' => {
                let (end, closed) = string(bytes, i, file, &mut diags);
                unterminated |= !closed;
                i = end;
                continue;
            }
            b'(' | b'{' => {
                let ls = text[..i].rfind('\n').map_or(0, |n| n + 1);
                stack.push(Open {
                    byte: b,
                    at: i,
                    line_start: ls,
                    line_indent: text[ls..i].len() - text[ls..i].trim_start().len(),
                });
                if stack.len() > MAX_DEPTH {
                    diags.push(
                        Diag::new(
                            "lud::parse::too_deep",
                            format!("brackets nest more than {MAX_DEPTH} deep"),
                        )
                        .label(Span::new(file, i, i + 1), "this bracket is too deep")
                        .help("no game needs this much nesting; look for a runaway repetition"),
                    );
                    // Deeper brackets would only repeat the error.
                    return Err(diags);
                }
            }
            b')' | b'}' => {
                if let Some(d) = close_bracket(b, i, file, &mut stack) {
                    if !bracket_error {
                        diags.push(d);
                    }
                    bracket_error = true;
                }
            }
            _ => {}
        }
        i += 1;
    }
    // An unterminated string swallows the closing brackets: no need to say so again.
    if !bracket_error && !unterminated {
        if let Some(last) = stack.last() {
            diags.push(unclosed(last, suspect, file));
        }
    }
    diags.into_result(())
}

/// An open bracket: which, where, and the line it is on.
#[derive(Clone, Copy, Debug)]
struct Open {
    byte: u8,
    at: usize,
    line_start: usize,
    line_indent: usize,
}

fn unclosed(outer: &Open, suspect: Option<Open>, file: u32) -> Diag {
    let closer = |o: &Open| if o.byte == b'(' { ')' } else { '}' };
    let d = Diag::new(
        "lud::parse::unclosed",
        format!("`{}` is never closed", outer.byte as char),
    );
    match suspect {
        Some(s) if s.at != outer.at => d
            .label(
                Span::new(file, s.at, s.at + 1),
                "probably not closed: the next line is not indented under it",
            )
            .label(
                Span::new(file, outer.at, outer.at + 1),
                "still open at the end of the file",
            )
            .help(format!(
                "add the missing `{}`, most likely after the `{}` marked first",
                closer(&s),
                s.byte as char
            )),
        _ => d
            .label(Span::new(file, outer.at, outer.at + 1), "opened here")
            .help(format!(
                "add the missing `{}`; the file ends before it is closed",
                closer(outer)
            )),
    }
}

fn close_bracket(close: u8, i: usize, file: u32, stack: &mut Vec<Open>) -> Option<Diag> {
    let want = if close == b')' { b'(' } else { b'{' };
    match stack.pop() {
        None => Some(
            Diag::new(
                "lud::parse::unexpected_close",
                format!("`{}` closes nothing", close as char),
            )
            .label(Span::new(file, i, i + 1), "no bracket is open here")
            .help("remove it, or look for an extra closing bracket before it"),
        ),
        Some(open) if open.byte != want => {
            let expected = if open.byte == b'(' { ')' } else { '}' };
            Some(
                Diag::new(
                    "lud::parse::mismatched",
                    format!(
                        "`{}` closes `{}`: expected `{expected}`",
                        close as char, open.byte as char
                    ),
                )
                .label(Span::new(file, i, i + 1), "wrong closing bracket")
                .label(
                    Span::new(file, open.at, open.at + 1),
                    "this bracket is still open",
                )
                .help(format!(
                    "close the `{}` with `{expected}`, or remove an extra `{}` before this one",
                    open.byte as char, close as char
                )),
            )
        }
        Some(_) => None,
    }
}

/// Scans the string starting at the quote `start`; returns the index after it and
/// whether it was closed.
fn string(bytes: &[u8], start: usize, file: u32, diags: &mut Diags) -> (usize, bool) {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => return (i + 1, true),
            b'\\' => {
                match bytes.get(i + 1) {
                    // `\\"`: this backslash stands for itself and the next escapes the
                    // quote, which so never closes the string (as in Ludii).
                    Some(b'\\') if bytes.get(i + 2) == Some(&b'"') => {
                        i += 1;
                        continue;
                    }
                    Some(b'"') | Some(b'\\') => {}
                    Some(_) => {
                        let end = char_end(bytes, i + 1);
                        diags.push(
                            Diag::new("lud::parse::bad_escape", "unknown escape in a string")
                                .label(Span::new(file, i, end), "not an escape")
                                .help(
                                    r#"the escapes are `\"` for a quote and `\\` for a backslash"#,
                                ),
                        );
                    }
                    None => break,
                }
                i += 2;
            }
            _ => i += 1,
        }
    }
    diags.push(
        Diag::new("lud::parse::unterminated_string", "string is never closed")
            .label(Span::new(file, start, start + 1), "string starts here")
            .help("add the closing `\"`"),
    );
    (bytes.len(), false)
}

/// The end of the UTF-8 character starting at `i`.
fn char_end(bytes: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < bytes.len() && (bytes[j] & 0xC0) == 0x80 {
        j += 1;
    }
    j.min(bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(text: &str) -> Vec<&'static str> {
        match scan(text, 0) {
            Ok(()) => vec![],
            Err(d) => d.0.iter().map(|d| d.code).collect(),
        }
    }

    #[test]
    fn balanced_text_passes() {
        assert!(codes(r#"(game "a \" ) b" {x (y)}) // ) unbalanced in comment"#).is_empty());
    }

    #[test]
    fn unclosed_points_at_the_opener() {
        let err = scan("(game (x)", 0).unwrap_err();
        assert_eq!(err.0[0].code, "lud::parse::unclosed");
        assert_eq!(err.0[0].span(), Some(Span::new(0, 0, 1)));
    }

    #[test]
    fn stray_mismatch_string_escape() {
        assert_eq!(codes("(a))"), vec!["lud::parse::unexpected_close"]);
        assert_eq!(codes("(a}"), vec!["lud::parse::mismatched"]);
        assert_eq!(codes("(a \"b)"), vec!["lud::parse::unterminated_string"]);
        assert_eq!(codes("(a)) (b}"), vec!["lud::parse::unexpected_close"]);
        assert_eq!(codes(r#"(a "\n")"#), vec!["lud::parse::bad_escape"]);
        // A quote right after a backslash never closes a string, as in Ludii.
        assert!(codes(r#"(a "x=\\"y\\" z")"#).is_empty());
        assert_eq!(
            codes(r#"(a "x\\")"#),
            vec!["lud::parse::unterminated_string"]
        );
    }

    #[test]
    fn unclosed_guesses_from_indentation() {
        let text = "(game\n    (players 2\n    (rules (x))\n)";
        let err = scan(text, 0).unwrap_err();
        assert_eq!(err.0[0].span(), Some(Span::new(0, 10, 11)));
    }

    #[test]
    fn depth_is_guarded() {
        let deep = "(".repeat(200_000);
        assert_eq!(codes(&deep), vec!["lud::parse::too_deep"]);
        let ok = format!("{}x{}", "(a ".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert!(codes(&ok).is_empty());
    }
}
