//! The spanned abstract syntax tree of a `.lud` description.
//!
//! The tree is generic: it knows clauses, arrays, named arguments, atoms and the
//! `<...>` option brackets, but no ludeme. Every node carries a [`Span`]; equality
//! ignores spans so that a printed and re-parsed tree compares equal.

use serde::Serialize;

/// A byte range in one source file of a [`crate::diag::Sources`] map.
#[derive(Clone, Copy, Debug, Default, Serialize, Hash, PartialEq, Eq)]
pub struct Span {
    /// Index of the file in the source map.
    pub file: u32,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// A span of `file` from `start` to `end` (byte offsets).
    pub fn new(file: u32, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        (self.end - self.start) as usize
    }

    /// True when the span covers no byte.
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }
}

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

/// What a node is.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
}

/// A parsed file: its top-level nodes in order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct File {
    /// Top-level forms (`(game ...)`, `(define ...)`, `(option ...)`, `(rulesets ...)`, `(metadata ...)`).
    pub items: Vec<Node>,
}
