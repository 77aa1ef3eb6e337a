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
    let mut stack: Vec<(u8, usize)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' => {
                i = string(bytes, i, file, &mut diags);
                continue;
            }
            open @ (b'(' | b'{') => {
                stack.push((open, i));
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
            close @ (b')' | b'}') => close_bracket(close, i, file, &mut stack, &mut diags),
            _ => {}
        }
        i += 1;
    }
    if let Some(&(open, at)) = stack.last() {
        let closer = if open == b'(' { ')' } else { '}' };
        let mut d = Diag::new(
            "lud::parse::unclosed",
            format!("`{}` is never closed", open as char),
        )
        .label(Span::new(file, at, at + 1), "opened here");
        for &(o, at) in stack.iter().rev().skip(1).take(4) {
            d = d.label(
                Span::new(file, at, at + 1),
                format!("`{}` also unclosed", o as char),
            );
        }
        diags.push(d.help(format!(
            "add the missing `{closer}`; the file ends before it is closed"
        )));
    }
    diags.into_result(())
}

fn close_bracket(close: u8, i: usize, file: u32, stack: &mut Vec<(u8, usize)>, diags: &mut Diags) {
    let want = if close == b')' { b'(' } else { b'{' };
    match stack.pop() {
        None => diags.push(
            Diag::new(
                "lud::parse::unexpected_close",
                format!("`{}` closes nothing", close as char),
            )
            .label(Span::new(file, i, i + 1), "no bracket is open here")
            .help("remove it, or look for an extra closing bracket before it"),
        ),
        Some((open, at)) if open != want => {
            let expected = if open == b'(' { ')' } else { '}' };
            diags.push(
                Diag::new(
                    "lud::parse::mismatched",
                    format!(
                        "`{}` closes `{}`: expected `{expected}`",
                        close as char, open as char
                    ),
                )
                .label(Span::new(file, i, i + 1), "wrong closing bracket")
                .label(Span::new(file, at, at + 1), "this bracket is still open")
                .help(format!(
                    "close the `{}` with `{expected}` first",
                    open as char
                )),
            )
        }
        Some(_) => {}
    }
}

/// Scans the string starting at the quote `start`; returns the index after it.
fn string(bytes: &[u8], start: usize, file: u32, diags: &mut Diags) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => return i + 1,
            b'\\' => {
                match bytes.get(i + 1) {
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
    bytes.len()
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
        assert_eq!(
            codes("(a \"b)"),
            vec!["lud::parse::unterminated_string", "lud::parse::unclosed"]
        );
        assert_eq!(codes(r#"(a "\n")"#), vec!["lud::parse::bad_escape"]);
    }

    #[test]
    fn depth_is_guarded() {
        let deep = "(".repeat(200_000);
        assert_eq!(codes(&deep), vec!["lud::parse::too_deep"]);
        let ok = format!("{}x{}", "(a ".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert!(codes(&ok).is_empty());
    }
}
