//! Reading a clause's arguments against its registry entry: positional ones in order,
//! named ones by name, and the diagnostics for whatever does not fit.

use super::registry::{self, Ludeme};
use super::Cx;
use crate::diag::{did_you_mean, Diag};
use crate::syntax::ast::{Head, Kind, Node, Span};

/// The name of a clause's head, when it is a plain name.
pub fn head_name(node: &Node) -> Option<&str> {
    match &node.kind {
        Kind::Clause {
            head: Head::Name(n),
            ..
        } => Some(n),
        _ => None,
    }
}

/// The span of a clause's head (the whole node for other kinds).
pub fn head_span(node: &Node) -> Span {
    match &node.kind {
        Kind::Clause { head_span, .. } => *head_span,
        _ => node.span,
    }
}

/// How a node reads in a message: "the string \"x\"", "the clause `(sites ...)`"...
pub fn describe(node: &Node) -> String {
    match &node.kind {
        Kind::Clause {
            head: Head::Name(n),
            ..
        } => format!("the clause `({n} ...)`"),
        Kind::Clause {
            head: Head::Op(o), ..
        } => format!("the operation `({o} ...)`"),
        Kind::Clause {
            head: Head::Define(d),
            ..
        } => format!("the define call `(\"{d}\" ...)`"),
        Kind::Array(_) => "an array `{...}`".into(),
        Kind::Named { name, .. } => format!("the named argument `{name}:`"),
        Kind::Str(s) => format!("the string \"{s}\""),
        Kind::Int(i) => format!("the integer {i}"),
        Kind::Float(f) => format!("the number {f}"),
        Kind::Bool(b) => format!("`{}`", if *b { "True" } else { "False" }),
        Kind::Ident(s) => format!("the constant `{s}`"),
        // Option brackets, parameters and marks do not survive expansion; name them
        // plainly in case one does.
        _ => "this argument".into(),
    }
}

/// Reports that `node` is not of the kind expected (`what`, e.g. "a string").
pub fn bad_type(cx: &mut Cx, node: &Node, what: &str, syntax: &str) {
    cx.error(
        Diag::new(
            "lud::compile::bad_argument",
            format!("expected {what}, found {}", describe(node)),
        )
        .label(node.span, format!("expected {what}"))
        .help(format!("the syntax is {syntax}")),
    );
}

/// Reports a clause whose head is not allowed where it stands: unknown (with a
/// suggestion) or known but misplaced.
pub fn unexpected_clause(cx: &mut Cx, node: &Node, expected: &[&str]) {
    let list = expected
        .iter()
        .map(|e| format!("`({e} ...)`"))
        .collect::<Vec<_>>()
        .join(", ");
    let Some(name) = head_name(node) else {
        bad_type(cx, node, &format!("one of {list}"), &list);
        return;
    };
    let known = registry::heads().any(|h| h == name);
    if known {
        cx.error(
            Diag::new(
                "lud::compile::misplaced_ludeme",
                format!("`{name}` is not allowed here"),
            )
            .label(head_span(node), "not expected here")
            .help(format!("expected one of {list}")),
        );
        return;
    }
    let suggestion = did_you_mean(name, expected.iter().copied())
        .or_else(|| did_you_mean(name, registry::heads()));
    let help = match suggestion {
        Some(s) => format!("did you mean `{s}`? (expected one of {list})"),
        None => format!("expected one of {list}"),
    };
    cx.error(
        Diag::new(
            "lud::compile::unknown_ludeme",
            format!("unknown ludeme `{name}`"),
        )
        .label(head_span(node), "not a ludeme")
        .help(help),
    );
}

/// The arguments of one clause, checked against its ludeme's named arguments.
pub struct Args<'a> {
    /// The registry entry (for messages).
    pub ludeme: &'static Ludeme,
    /// The clause itself.
    pub node: &'a Node,
    pos: Vec<&'a Node>,
    next: usize,
    named: Vec<(&'a str, &'a Node)>,
}

impl<'a> Args<'a> {
    /// Splits `node` (a clause of `ludeme`) into its arguments; a named argument the
    /// ludeme does not take, or one given twice, is reported here.
    pub fn new(cx: &mut Cx, node: &'a Node, ludeme: &'static Ludeme) -> Args<'a> {
        let all: &[Node] = match &node.kind {
            Kind::Clause { args, .. } => args,
            _ => &[],
        };
        let mut pos = Vec::new();
        let mut named: Vec<(&str, &Node)> = Vec::new();
        for a in all {
            match &a.kind {
                Kind::Named { name, value } => {
                    if !ludeme.named.contains(&name.as_str()) {
                        unknown_named(cx, a, name, ludeme);
                    } else if named.iter().any(|(n, _)| n == name) {
                        cx.error(
                            Diag::new(
                                "lud::compile::duplicate_argument",
                                format!("`{name}:` is given twice"),
                            )
                            .label(a.span, "second time")
                            .help("give each named argument once"),
                        );
                    } else {
                        named.push((name, value));
                    }
                }
                // `~` marks an omitted optional argument.
                Kind::Placeholder => {}
                _ => pos.push(a),
            }
        }
        Args {
            ludeme,
            node,
            pos,
            next: 0,
            named,
        }
    }

    /// The next positional argument, if any.
    pub fn next_arg(&mut self) -> Option<&'a Node> {
        let n = self.pos.get(self.next).copied();
        if n.is_some() {
            self.next += 1;
        }
        n
    }

    /// The next positional argument without consuming it.
    pub fn peek(&self) -> Option<&'a Node> {
        self.pos.get(self.next).copied()
    }

    /// The next positional argument, or a `missing_argument` error naming `what`.
    pub fn required(&mut self, cx: &mut Cx, what: &str) -> Option<&'a Node> {
        let n = self.next_arg();
        if n.is_none() {
            cx.error(
                Diag::new(
                    "lud::compile::missing_argument",
                    format!("`{}` lacks {what}", self.ludeme.name),
                )
                .label(self.node.span, format!("{what} missing here"))
                .help(format!("the syntax is {}", self.ludeme.syntax)),
            );
        }
        n
    }

    /// Every remaining positional argument.
    pub fn rest(&mut self) -> Vec<&'a Node> {
        let r = self.pos[self.next..].to_vec();
        self.next = self.pos.len();
        r
    }

    /// The value of named argument `name`, if given.
    pub fn named(&self, name: &str) -> Option<&'a Node> {
        self.named.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// Reports every positional argument left unread (too many arguments).
    pub fn finish(self, cx: &mut Cx) {
        for extra in &self.pos[self.next..] {
            cx.error(
                Diag::new(
                    "lud::compile::extra_argument",
                    format!("too many arguments to `{}`", self.ludeme.name),
                )
                .label(extra.span, "unexpected argument")
                .help(format!("the syntax is {}", self.ludeme.syntax)),
            );
        }
    }

    /// Reports `node` as the wrong kind of argument for this ludeme.
    pub fn bad_type(&self, cx: &mut Cx, node: &Node, what: &str) {
        bad_type(cx, node, what, self.ludeme.syntax);
    }

    /// Reads `node` as a string.
    pub fn string(&self, cx: &mut Cx, node: &'a Node) -> Option<&'a str> {
        match &node.kind {
            Kind::Str(s) => Some(s),
            _ => {
                self.bad_type(cx, node, "a string");
                None
            }
        }
    }

    /// Reads `node` as `True` or `False`.
    pub fn boolean(&self, cx: &mut Cx, node: &Node) -> Option<bool> {
        match &node.kind {
            Kind::Bool(b) => Some(*b),
            _ => {
                self.bad_type(cx, node, "`True` or `False`");
                None
            }
        }
    }

    /// Reads `node` as one of the constants `allowed`.
    pub fn constant(
        &self,
        cx: &mut Cx,
        node: &'a Node,
        what: &str,
        allowed: &[&'static str],
    ) -> Option<&'static str> {
        constant(cx, node, what, allowed, self.ludeme.syntax)
    }
}

/// Reads `node` as one of the constants `allowed`, `what` naming the kind ("a facing").
pub fn constant(
    cx: &mut Cx,
    node: &Node,
    what: &str,
    allowed: &[&'static str],
    syntax: &str,
) -> Option<&'static str> {
    let Kind::Ident(name) = &node.kind else {
        bad_type(cx, node, what, syntax);
        return None;
    };
    if let Some(c) = allowed.iter().find(|c| **c == name) {
        return Some(c);
    }
    let list = allowed.join(", ");
    let help = match did_you_mean(name, allowed.iter().copied()) {
        Some(s) => format!("did you mean `{s}`? ({what} is one of {list})"),
        None => format!("{what} is one of {list}"),
    };
    cx.error(
        Diag::new(
            "lud::compile::bad_constant",
            format!("`{name}` is not {what}"),
        )
        .label(node.span, format!("expected {what}"))
        .help(help),
    );
    None
}

fn unknown_named(cx: &mut Cx, node: &Node, name: &str, ludeme: &Ludeme) {
    let takes = if ludeme.named.is_empty() {
        "it takes no named argument".to_string()
    } else {
        format!(
            "it takes {}",
            ludeme
                .named
                .iter()
                .map(|n| format!("`{n}:`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    let help = match did_you_mean(name, ludeme.named.iter().copied()) {
        Some(s) => format!("did you mean `{s}:`? ({takes})"),
        None => takes,
    };
    cx.error(
        Diag::new(
            "lud::compile::unknown_named",
            format!("`{}` has no argument `{name}:`", ludeme.name),
        )
        .label(node.span, "unknown named argument")
        .help(help),
    );
}

/// The items of `node` when it is an array, or `node` alone.
pub fn items(node: &Node) -> Vec<&Node> {
    match &node.kind {
        Kind::Array(items) => items.iter().collect(),
        _ => vec![node],
    }
}
