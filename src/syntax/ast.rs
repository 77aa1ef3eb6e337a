//! The spanned abstract syntax tree of a `.lud` description.
//!
//! The tree is generic: it knows clauses, arrays, named arguments, atoms and the
//! `<...>` option brackets, but no ludeme. Every node carries a [`Span`]; equality
//! ignores spans so that a printed and re-parsed tree compares equal.

// The span lives with the diagnostics that point with it, which come first in the
// pipeline; every node of the tree carries one.
pub use crate::diag::Span;
use serde::Serialize;

/// One node of the tree: what it is, and where it came from.
#[derive(Clone, Debug, Serialize)]
pub struct Node {
    /// What the node is.
    #[serde(flatten)]
    pub kind: Kind,
    /// Where it is in the source (for expanded nodes: where the text was written).
    #[serde(skip_serializing_if = "skip_span")]
    pub span: Span,
}

fn skip_span(_: &Span) -> bool {
    false
}

impl PartialEq for Node {
    fn eq(&self, other: &Node) -> bool {
        self.kind == other.kind
    }
}

impl Node {
    /// A node of kind `kind` at `span`.
    pub fn new(kind: Kind, span: Span) -> Node {
        Node { kind, span }
    }
}

/// The head of a clause `(head args...)`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "head", content = "name")]
pub enum Head {
    /// A ludeme or keyword name: `game`, `board`, `define`, `option`...
    Name(String),
    /// An operator alias: `-`, `+`, `=`, `!=`, `<=`, `>=`, `<`, `>`, `*`, `/`, `%`, `^`.
    Op(String),
    /// A quoted define name used as a head: `("HopCapture" (from) ~)`.
    Define(String),
}

/// What a node is. Equality ignores spans (`head_span` included).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "type", content = "value")]
pub enum Kind {
    /// `(head arg ...)`.
    Clause {
        /// The head.
        head: Head,
        /// Span of the head alone, for diagnostics.
        #[serde(skip)]
        head_span: Span,
        /// The arguments, in order; named arguments are [`Kind::Named`] nodes.
        args: Vec<Node>,
    },
    /// `{a b c}`.
    Array(Vec<Node>),
    /// `name:value`.
    Named {
        /// The argument's name.
        name: String,
        /// Its value.
        value: Box<Node>,
    },
    /// `<...>`: an option reference `<Tag>` / `<Tag:arg>` in a game, or an item value
    /// `<3>` / `<(play ...)>` in an option.
    Angle(Vec<Node>),
    /// `"text"` (escapes already decoded).
    Str(String),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// `True` or `False`.
    Bool(bool),
    /// A bare constant: `Diagonal`, `P1`, `Mover`, `EndOfTurn`...
    Ident(String),
    /// A define parameter `#1`..`#9`.
    Param(u8),
    /// `~`, an omitted argument.
    Placeholder,
    /// `(...)` whose first element is not a head: Ludii's doubled brackets
    /// `(("Define" ...))`, an option reference as a head `(<Board>)`, `(<Tiling:type> 8)`,
    /// or a parameter `(#1 ...)`. Option substitution and define expansion turn it into
    /// a clause (when its first element becomes a name or a define name) or drop the
    /// outer brackets (when it holds clauses). None is left in an expanded game.
    Group(Vec<Node>),
    /// `a..b`: Ludii's integer range, every integer from `a` to `b` (both included),
    /// counting down when `b < a`. Expansion replaces it with the integers.
    Range(i64, i64),
    /// `"A1".."C3"`: Ludii's range of coordinates, every cell from column A to C and
    /// row 1 to 3, column by column. Expansion replaces it with the strings.
    SiteRange(String, String),
    /// `*` (1) or `**` (2) after an `(item ...)` or a `(ruleset ...)`: the default choice.
    /// Expansion consumes marks; none is left in an expanded game.
    Mark(u8),
}

impl PartialEq for Kind {
    fn eq(&self, other: &Kind) -> bool {
        use Kind::*;
        match (self, other) {
            (
                Clause {
                    head: h1, args: a1, ..
                },
                Clause {
                    head: h2, args: a2, ..
                },
            ) => h1 == h2 && a1 == a2,
            (Array(a), Array(b)) | (Angle(a), Angle(b)) | (Group(a), Group(b)) => a == b,
            (Range(a1, b1), Range(a2, b2)) => a1 == a2 && b1 == b2,
            (SiteRange(a1, b1), SiteRange(a2, b2)) => a1 == a2 && b1 == b2,
            (
                Named {
                    name: n1,
                    value: v1,
                },
                Named {
                    name: n2,
                    value: v2,
                },
            ) => n1 == n2 && v1 == v2,
            (Str(a), Str(b)) | (Ident(a), Ident(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a == b,
            (Bool(a), Bool(b)) => a == b,
            (Param(a), Param(b)) => a == b,
            (Placeholder, Placeholder) => true,
            (Mark(a), Mark(b)) => a == b,
            _ => false,
        }
    }
}

/// A parsed file: its top-level nodes in order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct File {
    /// Top-level forms (`(game ...)`, `(define ...)`, `(option ...)`, `(rulesets ...)`, `(metadata ...)`).
    pub items: Vec<Node>,
}

/// The name of a `(game "Name" ...)` clause.
pub fn game_name(game: &Node) -> Option<&str> {
    match &game.kind {
        Kind::Clause { args, .. } => args.iter().find_map(|a| match &a.kind {
            Kind::Str(s) => Some(s.as_str()),
            _ => None,
        }),
        _ => None,
    }
}
