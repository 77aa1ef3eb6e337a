//! The printer round trip as a property: for random syntax trees, printing (laid out
//! or on one line) and parsing again gives an equal tree.

use ludic::syntax::ast::{File, Head, Kind, Node, Span};
use ludic::syntax::parse;
use ludic::syntax::print::{print_file, print_flat};
use proptest::prelude::*;

fn node(kind: Kind) -> Node {
    Node::new(kind, Span::default())
}

fn ident() -> impl Strategy<Value = String> {
    "[A-Za-z_][A-Za-z0-9_]{0,6}".prop_filter("not a boolean", |s| s != "True" && s != "False")
}

/// A name as Ludii's tokens may be: also beginning with digits (`3dSites`).
fn name() -> impl Strategy<Value = String> {
    prop_oneof![ident(), "[0-9]{1,2}[A-Za-z_][A-Za-z0-9_]{0,4}"]
}

/// What an atom `Ident` may hold: a name, a name with a define parameter glued in
/// (`P#1`), or an operator standing alone (not `<`, which would open an angle).
fn constant() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => name(),
        1 => "[A-Za-z][A-Za-z0-9]{0,2}#[1-9][A-Za-z0-9]{0,2}",
        1 => prop::sample::select(vec!["-", "+", "=", "!=", ">=", ">", "/", "%", "^"])
            .prop_map(str::to_string),
    ]
}

/// String values. One ending in a backslash has no text, as in Ludii (a quote right
/// after a backslash never closes a string), and parsing never makes one.
fn text() -> impl Strategy<Value = String> {
    prop_oneof!["\\PC{0,8}", "[a-z \"\\\\/<>(){}*~#:]{0,8}"]
        .prop_filter("no trailing backslash", |s| !s.ends_with('\\'))
}

fn leaf() -> impl Strategy<Value = Node> {
    prop_oneof![
        text().prop_map(|s| node(Kind::Str(s))),
        any::<i64>().prop_map(|i| node(Kind::Int(i))),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(|f| node(Kind::Float(f))),
        any::<bool>().prop_map(|b| node(Kind::Bool(b))),
        constant().prop_map(|s| node(Kind::Ident(s))),
        (1u8..=9).prop_map(|k| node(Kind::Param(k))),
        Just(node(Kind::Placeholder)),
        (1u8..=3).prop_map(|k| node(Kind::Mark(k))),
    ]
}

fn head() -> impl Strategy<Value = Head> {
    prop_oneof![
        name().prop_map(Head::Name),
        prop::sample::select(vec![
            "-", "+", "=", "!=", "<=", ">=", "<", ">", "*", "/", "%", "^"
        ])
        .prop_map(|s| Head::Op(s.to_string())),
        text().prop_map(Head::Define),
    ]
}

/// An operator standing alone, which may not stand directly inside `<...>` (its `>`
/// would close it).
fn is_op(n: &Node) -> bool {
    matches!(&n.kind, Kind::Ident(s) if !s.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
}

/// What may stand inside `<...>`: no angle nor operator alone, and a named value holds
/// neither.
fn for_angle(n: Node) -> Node {
    match n.kind {
        _ if is_op(&n) => node(Kind::Array(vec![n])),
        Kind::Angle(v) => node(Kind::Array(v)),
        Kind::Named { name, value } => node(Kind::Named {
            name,
            value: Box::new(match value.kind {
                _ if is_op(&value) => node(Kind::Array(vec![*value])),
                Kind::Angle(v) => node(Kind::Array(v)),
                _ => *value,
            }),
        }),
        other => node(other),
    }
}

fn tree() -> impl Strategy<Value = Node> {
    leaf().prop_recursive(5, 80, 6, |inner| {
        prop_oneof![
            (head(), prop::collection::vec(inner.clone(), 0..6)).prop_map(|(head, args)| {
                node(Kind::Clause {
                    head,
                    head_span: Span::default(),
                    args,
                })
            }),
            prop::collection::vec(inner.clone(), 0..6).prop_map(|v| node(Kind::Array(v))),
            prop::collection::vec(inner.clone().prop_map(for_angle), 0..3)
                .prop_map(|v| node(Kind::Angle(v))),
            (name(), inner).prop_map(|(name, value)| {
                // A named value is not itself named.
                let value = match value.kind {
                    Kind::Named { .. } => node(Kind::Array(vec![value])),
                    _ => value,
                };
                node(Kind::Named {
                    name,
                    value: Box::new(value),
                })
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn printed_files_parse_back(items in prop::collection::vec(tree(), 0..5)) {
        let file = File { items };
        let printed = print_file(&file);
        let again = parse(&printed, 0);
        prop_assert!(again.is_ok(), "{printed}\n{:?}", again.err());
        prop_assert_eq!(again.ok(), Some(file), "{}", printed);
    }

    #[test]
    fn flat_nodes_parse_back(n in tree()) {
        let printed = print_flat(&n);
        let again = parse(&printed, 0).map(|f| f.items);
        prop_assert_eq!(again.ok(), Some(vec![n]), "{}", printed);
    }
}
