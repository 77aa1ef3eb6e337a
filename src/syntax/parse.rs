//! Text to spanned AST: the pest grammar `grammar/lud.pest`, then a walk over its pairs.

use crate::diag::{Diag, Diags};
use crate::syntax::ast::{File, Head, Kind, Node, Span};
use crate::syntax::scan::scan;
use pest::iterators::Pair;
use pest::Parser;

/// The parser generated from `grammar/lud.pest`.
#[derive(pest_derive::Parser)]
#[grammar = "../grammar/lud.pest"]
struct LudParser;

/// Parses the text of file `file` (its index in the [`crate::diag::Sources`] map).
pub fn parse(text: &str, file: u32) -> Result<File, Diags> {
    parse_with_warnings(text, file).map(|(f, _)| f)
}

/// Parses like [`parse`], and also returns the warnings: forms Ludii's reader takes
/// without a word that are most likely slips (a clause head glued to a colon).
pub fn parse_with_warnings(text: &str, file: u32) -> Result<(File, Diags), Diags> {
    // The scan guards pest against deep nesting and gives the bracket and string errors.
    scan(text, file)?;
    let mut pairs = LudParser::parse(Rule::file, text).map_err(|e| syntax_error(&e, text, file))?;
    let mut w = Walk {
        file,
        diags: Diags::new(),
        warnings: Diags::new(),
    };
    let mut items = Vec::new();
    if let Some(top) = pairs.next() {
        for p in top.into_inner() {
            if p.as_rule() != Rule::EOI {
                items.push(w.node(p));
            }
        }
    }
    let warnings = w.warnings;
    w.diags.into_result((File { items }, warnings))
}

/// The walk over pest's pairs: the file they are in, its errors and its warnings.
struct Walk {
    file: u32,
    diags: Diags,
    warnings: Diags,
}

fn span(p: &Pair<Rule>, file: u32) -> Span {
    let s = p.as_span();
    Span::new(file, s.start(), s.end())
}

impl Walk {
    /// Builds the node of one value pair. Recursion depth is bounded by the scan's limit.
    fn node(&mut self, p: Pair<Rule>) -> Node {
        let file = self.file;
        let sp = span(&p, file);
        let kind = match p.as_rule() {
            Rule::clause => {
                let mut inner = p.into_inner();
                let (head, head_span) = match inner.next() {
                    Some(h) => {
                        let hs = span(&h, file);
                        let head = match h.as_rule() {
                            Rule::op => Head::Op(h.as_str().to_string()),
                            Rule::string => Head::Define(string_text(h)),
                            Rule::key => {
                                let name = h.as_str().trim_end_matches(':').to_string();
                                self.warnings.push(head_colon(&name, hs));
                                Head::Name(name)
                            }
                            _ => Head::Name(h.as_str().to_string()),
                        };
                        (head, hs)
                    }
                    // The grammar requires a head; an empty name keeps the walk total.
                    None => (Head::Name(String::new()), sp),
                };
                let args = inner.map(|a| self.node(a)).collect();
                Kind::Clause {
                    head,
                    head_span,
                    args,
                }
            }
            Rule::group => Kind::Group(p.into_inner().map(|a| self.node(a)).collect()),
            Rule::range => {
                let text = p.as_str();
                let (a, b) = text.split_once("..").unwrap_or((text, text));
                match (a.parse::<i64>(), b.parse::<i64>()) {
                    (Ok(a), Ok(b)) => Kind::Range(a, b),
                    _ => {
                        self.diags.push(number_error(sp, "range"));
                        Kind::Range(0, 0)
                    }
                }
            }
            Rule::site_range => {
                let mut ends = p.into_inner().map(string_text);
                let from = ends.next().unwrap_or_default();
                let to = ends.next().unwrap_or_default();
                Kind::SiteRange(from, to)
            }
            Rule::array => Kind::Array(p.into_inner().map(|a| self.node(a)).collect()),
            Rule::angle => Kind::Angle(p.into_inner().map(|a| self.node(a)).collect()),
            Rule::named | Rule::angle_named => {
                let mut inner = p.into_inner();
                let name = inner
                    .next()
                    .map(|k| k.as_str().trim_end_matches(':').to_string())
                    .unwrap_or_default();
                match inner.next() {
                    Some(v) => Kind::Named {
                        name,
                        value: Box::new(self.node(v)),
                    },
                    None => Kind::Ident(name),
                }
            }
            Rule::string => Kind::Str(string_text(p)),
            Rule::mark => Kind::Mark(p.as_str().len().min(u8::MAX as usize) as u8),
            Rule::float => match p.as_str().parse::<f64>() {
                Ok(f) if f.is_finite() => Kind::Float(f),
                _ => {
                    self.diags.push(number_error(sp, "float"));
                    Kind::Float(0.0)
                }
            },
            Rule::int => match p.as_str().parse::<i64>() {
                Ok(i) => Kind::Int(i),
                Err(_) => {
                    self.diags.push(number_error(sp, "integer"));
                    Kind::Int(0)
                }
            },
            Rule::boolean => Kind::Bool(p.as_str() == "True"),
            Rule::param => Kind::Param(p.as_str()[1..].parse().unwrap_or(1)),
            Rule::placeholder => Kind::Placeholder,
            // A name, or an operator standing alone as a value.
            _ => Kind::Ident(p.as_str().to_string()),
        };
        Node::new(kind, sp)
    }
}

/// The warning for `(name:arg ...)`: Ludii's reader takes the colon for a space.
fn head_colon(name: &str, at: Span) -> Diag {
    Diag::warning(
        "lud::warn::head_colon",
        format!("a colon after the clause head `{name}`: Ludii reads it as a space"),
    )
    .label(at, format!("read as the head `{name}` and a space"))
    .help(format!(
        "write `({name} ...)` with a space; `name:value` names an argument, not a clause"
    ))
}

fn number_error(sp: Span, what: &str) -> Diag {
    Diag::new("lud::parse::number", format!("this {what} is out of range"))
        .label(sp, "too large")
        .help("integers are 64-bit; floats must be finite")
}

/// The decoded text of a `string` pair (the scan has already checked the escapes):
/// `\"` is a quote and `\\` a backslash, except before a quote, where the backslash
/// stands for itself and escapes the quote (`\\"` is a backslash and a quote: as in
/// Ludii, a quote right after a backslash never closes a string).
fn string_text(p: Pair<Rule>) -> String {
    let raw = p.into_inner().next().map_or("", |c| c.as_str());
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            let lone = chars.peek() == Some(&'\\') && {
                let mut ahead = chars.clone();
                ahead.next();
                ahead.peek() == Some(&'"')
            };
            if lone {
                out.push('\\');
            } else if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// A pest error as our diagnostic: the position converted to a span of the offending
/// token, and the expected rules named in words.
fn syntax_error(e: &pest::error::Error<Rule>, text: &str, file: u32) -> Diags {
    use pest::error::{ErrorVariant, InputLocation};
    let pos = match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let pos = pos.min(text.len());
    let end = token_end(text, pos);
    let found = if pos >= text.len() {
        "the end of the file".to_string()
    } else {
        format!("`{}`", &text[pos..end])
    };
    let expected = match &e.variant {
        ErrorVariant::ParsingError { positives, .. } => describe(positives),
        ErrorVariant::CustomError { message } => message.clone(),
    };
    let d = Diag::new(
        "lud::parse::syntax",
        format!("expected {expected}, found {found}"),
    )
    .label(
        Span::new(file, pos, end.max(pos)),
        format!("expected {expected}"),
    )
    .help(
        "a value is a clause `(name ...)`, an array `{...}`, a string, a number, \
         `True`/`False`, a constant, `name:value`, `#1`..`#9`, `~` or `<Tag>`",
    );
    Diags::from(d)
}

/// End of the token starting at `pos`: a run of name characters, or one character.
fn token_end(text: &str, pos: usize) -> usize {
    let rest = &text[pos..];
    let word = rest
        .char_indices()
        .find(|(_, c)| !(c.is_alphanumeric() || *c == '_' || *c == '-' || *c == '.'))
        .map_or(rest.len(), |(i, _)| i);
    if word > 0 {
        pos + word
    } else {
        pos + rest.chars().next().map_or(0, char::len_utf8)
    }
}

fn describe(rules: &[Rule]) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let mut push = |s: &'static str| {
        if !parts.contains(&s) {
            parts.push(s);
        }
    };
    // A bad clause head also fails the bracket forms without a name head; the head is
    // what the writer most likely meant.
    let head = rules.iter().any(|r| matches!(r, Rule::op | Rule::name));
    for r in rules {
        match r {
            Rule::angle | Rule::clause | Rule::group | Rule::param | Rule::key if head => {}
            Rule::op | Rule::name => {
                push("a clause head (a name, an operator or a quoted define name)")
            }
            Rule::EOI => push("the end of the file"),
            Rule::key => push("a named argument `name:value`"),
            _ => push("a value"),
        }
    }
    match parts.len() {
        0 => "something else".to_string(),
        1 => parts[0].to_string(),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} or {last}", parts.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Kind {
        let f = parse(text, 0).expect("parses");
        f.items.into_iter().next().expect("one item").kind
    }

    #[test]
    fn atoms() {
        assert_eq!(one("-12"), Kind::Int(-12));
        assert_eq!(one("0.5"), Kind::Float(0.5));
        assert_eq!(one("True"), Kind::Bool(true));
        assert_eq!(one("Truex"), Kind::Ident("Truex".into()));
        assert_eq!(one("#3"), Kind::Param(3));
        assert_eq!(one("~"), Kind::Placeholder);
        assert_eq!(one(r#""a\"b\\c""#), Kind::Str("a\"b\\c".into()));
        assert_eq!(one("**"), Kind::Mark(2));
    }

    #[test]
    fn numbers_as_java_reads_them() {
        assert_eq!(one(".97"), Kind::Float(0.97));
        assert_eq!(one("-.01"), Kind::Float(-0.01));
        assert_eq!(one("+0.94"), Kind::Float(0.94));
        assert_eq!(one("5."), Kind::Float(5.0));
        assert_eq!(one("+7"), Kind::Int(7));
        // A range is no float, nor `1.2.3` a number.
        assert_eq!(one("1..3"), Kind::Range(1, 3));
        assert!(parse("1.2.3", 0).is_err());
        assert!(parse(".", 0).is_err());
    }

    #[test]
    fn names_with_digits_and_glued_parameters() {
        assert_eq!(one("3dSites"), Kind::Ident("3dSites".into()));
        assert_eq!(one("P#1"), Kind::Ident("P#1".into()));
        let Kind::Angle(v) = one("<Board:3dSites>") else {
            panic!("angle")
        };
        assert!(matches!(&v[0].kind, Kind::Named { name, value }
            if name == "Board" && value.kind == Kind::Ident("3dSites".into())));
        assert!(matches!(one("3d:1"), Kind::Named { .. }));
    }

    #[test]
    fn operators_alone_are_values() {
        let Kind::Array(v) = one("{<a>>}") else {
            panic!("array")
        };
        assert!(matches!(&v[0].kind, Kind::Angle(_)));
        assert_eq!(v[1].kind, Kind::Ident(">".into()));
        assert_eq!(one("-"), Kind::Ident("-".into()));
        assert_eq!(one("***"), Kind::Mark(3));
    }

    #[test]
    fn a_head_glued_to_a_colon_is_the_head_with_a_warning() {
        let (f, w) = parse_with_warnings(r#"(coord:"A1")"#, 0).expect("parses");
        let Kind::Clause { head, args, .. } = &f.items[0].kind else {
            panic!("clause")
        };
        assert_eq!(*head, Head::Name("coord".into()));
        assert_eq!(args[0].kind, Kind::Str("A1".into()));
        assert_eq!(w.0.len(), 1);
        assert_eq!(w.0[0].code, "lud::warn::head_colon");
    }

    #[test]
    fn a_quote_after_a_backslash_never_closes_a_string() {
        assert_eq!(one(r#""a\\"b\\"""#), Kind::Str(r#"a\"b\""#.into()));
        assert_eq!(one(r#""a\\\"b""#), Kind::Str(r#"a\"b"#.into()));
        assert_eq!(one(r#""a\\b""#), Kind::Str(r#"a\b"#.into()));
    }

    #[test]
    fn heads() {
        let Kind::Clause { head, args, .. } = one("(<= a 1)") else {
            panic!("clause")
        };
        assert_eq!(head, Head::Op("<=".into()));
        assert_eq!(args.len(), 2);
        let Kind::Clause { head, .. } = one(r#"("Hop" ~)"#) else {
            panic!("clause")
        };
        assert_eq!(head, Head::Define("Hop".into()));
    }

    #[test]
    fn angles_and_named() {
        let Kind::Angle(v) = one("<Tag:arg>") else {
            panic!("angle")
        };
        assert!(matches!(&v[0].kind, Kind::Named { name, .. } if name == "Tag"));
        assert_eq!(one("<>"), Kind::Angle(vec![]));
        assert!(matches!(one("size:<Board>"), Kind::Named { .. }));
        assert!(matches!(one("if:(is Empty (to))"), Kind::Named { .. }));
    }

    #[test]
    fn ludii_ranges() {
        assert_eq!(one("12..7"), Kind::Range(12, 7));
        assert_eq!(
            one(r#""A1".."C3""#),
            Kind::SiteRange("A1".into(), "C3".into())
        );
        // `..` with a space is no range: Ludii's expander needs the digits beside it.
        assert!(parse("{1 .. 2}", 0).is_err());
    }

    #[test]
    fn groups_are_brackets_without_a_name_head() {
        let Kind::Group(v) = one(r#"(("Hop" a))"#) else {
            panic!("group")
        };
        assert!(matches!(&v[0].kind, Kind::Clause { head: Head::Define(d), .. } if d == "Hop"));
        assert!(matches!(one("(<Board>)"), Kind::Group(v) if v.len() == 1));
        assert!(matches!(one("(<Tiling:type> 8)"), Kind::Group(v) if v.len() == 2));
        assert!(matches!(one("(#1 x)"), Kind::Group(_)));
        // `(<` followed by a space is still the operator.
        assert!(matches!(one("(< 1 2)"), Kind::Clause { .. }));
        let e = parse("(game (2 x))", 0).unwrap_err();
        assert!(
            e.0[0].message.starts_with("expected a clause head"),
            "{:?}",
            e
        );
    }

    #[test]
    fn comments_are_skipped_but_not_in_strings() {
        let f = parse("// c\n(a \"x // y\") // z", 0).expect("parses");
        assert_eq!(f.items.len(), 1);
        let Kind::Clause { args, .. } = &f.items[0].kind else {
            panic!("clause")
        };
        assert_eq!(args[0].kind, Kind::Str("x // y".into()));
    }

    #[test]
    fn syntax_errors_name_the_token() {
        let e = parse("(game @)", 0).unwrap_err();
        assert_eq!(e.0[0].code, "lud::parse::syntax");
        assert_eq!(e.0[0].span(), Some(Span::new(0, 6, 7)));
        let e = parse("(game 99999999999999999999)", 0).unwrap_err();
        assert_eq!(e.0[0].code, "lud::parse::number");
    }

    #[test]
    fn max_depth_parses_on_a_test_thread() {
        let d = crate::syntax::scan::MAX_DEPTH;
        let text = format!("{}x{}", "(a ".repeat(d), ")".repeat(d));
        assert!(parse(&text, 0).is_ok());
    }
}
