//! Expansions that Ludii's expander does besides defines and options, done the same
//! way here on the tree instead of on the text:
//!
//! - ranges: `12..7` becomes `12 11 10 9 8 7` and `"A1".."B2"` becomes
//!   `"A1" "A2" "B1" "B2"` (Ludii's `expandRanges` and `expandSiteRanges`);
//! - bracket groups ([`Kind::Group`]): `((move ...))` loses its doubled brackets (Ludii's
//!   `handleDoubleBrackets`), and `(board (square 9))` made from `(<Board>)` becomes a
//!   clause once the option has given it a name;
//! - defines written inside the game, as an option item's value may put them there:
//!   Ludii extracts every `(define ...)` wherever it is.

use crate::diag::Diag;
use crate::syntax::ast::{Head, Kind, Node, Span};

/// Longest integer range, as in Ludii (`MAX_RANGE`).
pub const MAX_RANGE: i64 = 1000;

/// The nodes a range stands for.
pub fn range(n: &Node) -> Result<Vec<Node>, Diag> {
    match &n.kind {
        Kind::Range(a, b) => int_range(*a, *b, n.span),
        Kind::SiteRange(a, b) => site_range(a, b, n.span),
        _ => Ok(vec![n.clone()]),
    }
}

fn int_range(a: i64, b: i64, at: Span) -> Result<Vec<Node>, Diag> {
    if (b - a).abs() > MAX_RANGE {
        return Err(Diag::new(
            "lud::expand::range",
            format!("the range {a}..{b} is longer than {MAX_RANGE}"),
        )
        .label(at, "too long")
        .help(format!("Ludii's ranges span at most {MAX_RANGE} numbers")));
    }
    let step = if a <= b { 1 } else { -1 };
    let mut out = vec![a];
    let mut i = a;
    while i != b {
        i += step;
        out.push(i);
    }
    // Ludii's expander keeps both ends and puts the numbers between them, so `3..3` is
    // `3 3`; the same text must give the same game.
    if a == b {
        out.push(b);
    }
    Ok(out
        .into_iter()
        .map(|i| Node::new(Kind::Int(i), at))
        .collect())
}

/// `"A1"` as (column 0, row 1).
fn coordinate(s: &str) -> Option<(u8, i64)> {
    let mut chars = s.chars();
    let col = chars.next().filter(char::is_ascii_alphabetic)?;
    let row = chars.as_str().parse::<i64>().ok()?;
    Some((col.to_ascii_uppercase() as u8 - b'A', row))
}

fn site_range(a: &str, b: &str, at: Span) -> Result<Vec<Node>, Diag> {
    let bad = |which: &str, s: &str| {
        Diag::new(
            "lud::expand::range",
            format!("bad {which} coordinate `{s}` in a site range"),
        )
        .label(at, "expected \"A1\"..\"C3\"")
        .help("a site range joins two coordinates, a column letter and a row number")
    };
    let (c1, r1) = coordinate(a).ok_or_else(|| bad("first", a))?;
    let (c2, r2) = coordinate(b).ok_or_else(|| bad("second", b))?;
    if r2 - r1 > MAX_RANGE {
        return Err(bad("second", b));
    }
    // Column by column, then row by row, both counting up, as Ludii does (a range
    // written backwards is empty there too).
    let mut out = Vec::new();
    for c in c1..=c2 {
        for r in r1..=r2 {
            let name = format!("{}{r}", (b'A' + c) as char);
            out.push(Node::new(Kind::Str(name), at));
        }
    }
    Ok(out)
}

/// What a bracket group becomes once its elements are expanded: a clause headed by its
/// first element when that is a name, or its elements (its brackets dropped) when they
/// are clauses.
pub fn group(items: Vec<Node>, at: Span) -> Result<Vec<Node>, Diag> {
    let Some(first) = items.first() else {
        return Err(Diag::new("lud::expand::empty_brackets", "empty brackets")
            .label(at, "nothing between these brackets")
            .help("an option value or define argument used as a clause head gave nothing"));
    };
    match &first.kind {
        Kind::Ident(name) => {
            let head_span = first.span;
            let head = Head::Name(name.clone());
            let args = items.into_iter().skip(1).collect();
            Ok(vec![Node::new(
                Kind::Clause {
                    head,
                    head_span,
                    args,
                },
                at,
            )])
        }
        // Ludii's doubled brackets: `((a) (b))` is `(a) (b)`, which needs a clause at
        // both ends.
        Kind::Clause { .. }
            if matches!(items.last().map(|n| &n.kind), Some(Kind::Clause { .. })) =>
        {
            Ok(items)
        }
        _ => Err(
            Diag::new("lud::expand::bad_brackets", "these brackets hold no clause")
                .label(first.span, "neither a name nor a clause")
                .label(at, "in these brackets")
                .help("`(x ...)` needs a name first; doubled brackets `((...))` hold clauses"),
        ),
    }
}

/// Takes every `(define ...)` out of `game`, at any depth, in the order written.
pub fn extract_defines(game: &Node, out: &mut Vec<Node>) -> Node {
    let take = |items: &[Node], out: &mut Vec<Node>| -> Vec<Node> {
        let mut kept = Vec::new();
        for a in items {
            if is_define(a) {
                out.push(a.clone());
            } else {
                kept.push(extract_defines(a, out));
            }
        }
        kept
    };
    let kind = match &game.kind {
        Kind::Clause {
            head,
            head_span,
            args,
        } => Kind::Clause {
            head: head.clone(),
            head_span: *head_span,
            args: take(args, out),
        },
        Kind::Array(items) => Kind::Array(take(items, out)),
        Kind::Group(items) => Kind::Group(take(items, out)),
        Kind::Named { name, value } => Kind::Named {
            name: name.clone(),
            value: Box::new(extract_defines(value, out)),
        },
        other => other.clone(),
    };
    Node::new(kind, game.span)
}

fn is_define(n: &Node) -> bool {
    matches!(&n.kind, Kind::Clause { head: Head::Name(h), .. } if h == "define")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(n: &[Node]) -> Vec<i64> {
        n.iter()
            .filter_map(|n| match n.kind {
                Kind::Int(i) => Some(i),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn int_ranges_as_ludii() {
        let at = Span::default();
        assert_eq!(ints(&int_range(12, 7, at).unwrap()), [12, 11, 10, 9, 8, 7]);
        assert_eq!(ints(&int_range(0, 2, at).unwrap()), [0, 1, 2]);
        assert_eq!(ints(&int_range(3, 3, at).unwrap()), [3, 3]);
        assert!(int_range(0, 1001, at).is_err());
    }

    #[test]
    fn site_ranges_as_ludii() {
        let v = site_range("a1", "B2", Span::default()).unwrap();
        let names: Vec<String> = v
            .iter()
            .filter_map(|n| match &n.kind {
                Kind::Str(s) => Some(s.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(names, ["A1", "A2", "B1", "B2"]);
        assert!(site_range("1A", "B2", Span::default()).is_err());
    }

    #[test]
    fn groups() {
        let at = Span::default();
        let ident = Node::new(Kind::Ident("board".into()), at);
        let clause = |h: &str| {
            Node::new(
                Kind::Clause {
                    head: Head::Name(h.into()),
                    head_span: at,
                    args: vec![],
                },
                at,
            )
        };
        let v = group(vec![ident, clause("square")], at).unwrap();
        assert!(
            matches!(&v[0].kind, Kind::Clause { head: Head::Name(h), args, .. } if h == "board" && args.len() == 1)
        );
        assert_eq!(group(vec![clause("a"), clause("b")], at).unwrap().len(), 2);
        assert!(group(vec![clause("a"), Node::new(Kind::Int(1), at)], at).is_err());
        assert!(group(vec![], at).is_err());
    }
}
