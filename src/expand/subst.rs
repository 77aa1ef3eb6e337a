//! Replacing option references `<Tag>` and `<Tag:arg>` by the chosen item's values.
//!
//! A value is spliced: `<(play ...)>` puts the clause in place of the reference,
//! `<>` removes the reference, `<a b>` puts two nodes. `<Tag>` is the first value and
//! `<Tag:name>` the named one, as in Ludii.

use crate::diag::{did_you_mean, Diag, Diags};
use crate::expand::options::Opt;
use crate::syntax::ast::{Kind, Node, Span};

/// The options and the index of each one's chosen item.
pub struct Subst<'a> {
    /// The options.
    pub opts: &'a [Opt],
    /// Chosen item per option.
    pub pick: &'a [usize],
    /// Per option, whether a reference to it was met: an option nothing refers to (a
    /// variant replaced the clauses that did) changes nothing.
    pub used: std::cell::RefCell<Vec<bool>>,
}

impl Subst<'_> {
    /// Substitutes in `n`, which must stay one node.
    pub fn one(&self, n: &Node, diags: &mut Diags) -> Option<Node> {
        let mut v = self.node(n, diags);
        if v.len() == 1 {
            return v.pop();
        }
        diags.push(
            Diag::new(
                "lud::expand::option_arity",
                format!(
                    "this option value gives {} nodes where one is needed",
                    v.len()
                ),
            )
            .label(n.span, "needs exactly one value")
            .help("choose an item whose <value> holds one node"),
        );
        None
    }

    /// Substitutes in `n`; an option reference may become zero or several nodes.
    pub fn node(&self, n: &Node, diags: &mut Diags) -> Vec<Node> {
        let kind = match &n.kind {
            Kind::Angle(items) => return self.resolve(items, n.span, diags),
            Kind::Clause {
                head,
                head_span,
                args,
            } => Kind::Clause {
                head: head.clone(),
                head_span: *head_span,
                args: self.all(args, diags),
            },
            Kind::Array(items) => Kind::Array(self.all(items, diags)),
            // `(<Board>)`: the value gives the head; define expansion makes the clause.
            Kind::Group(items) => Kind::Group(self.all(items, diags)),
            Kind::Named { name, value } => match self.one(value, diags) {
                Some(v) => Kind::Named {
                    name: name.clone(),
                    value: Box::new(v),
                },
                None => return Vec::new(),
            },
            other => other.clone(),
        };
        vec![Node::new(kind, n.span)]
    }

    fn all(&self, nodes: &[Node], diags: &mut Diags) -> Vec<Node> {
        nodes.iter().flat_map(|a| self.node(a, diags)).collect()
    }

    fn resolve(&self, items: &[Node], at: Span, diags: &mut Diags) -> Vec<Node> {
        let (tag, arg) = match items {
            [Node {
                kind: Kind::Ident(t),
                ..
            }] => (t.as_str(), None),
            [Node {
                kind: Kind::Named { name, value },
                ..
            }] => match &value.kind {
                Kind::Ident(a) => (name.as_str(), Some((a.as_str(), value.span))),
                _ => return self.malformed(at, diags),
            },
            _ => return self.malformed(at, diags),
        };
        // Ludii expands the options in order, each its `<Tag:name>` for the names it
        // has, then its `<Tag>`: with two options of one tag, the first that names the
        // value gives it.
        let named = arg.and_then(|(a, _)| {
            self.opts
                .iter()
                .position(|o| o.tag == tag && o.args.iter().any(|x| x == a))
        });
        let Some(o) = named.or_else(|| self.opts.iter().position(|o| o.tag == tag)) else {
            let tags = self.opts.iter().map(|o| o.tag.as_str());
            let help = match did_you_mean(tag, tags) {
                Some(s) => format!("did you mean `<{s}>`?"),
                None if self.opts.is_empty() => {
                    "declare it with (option \"Heading\" <Tag> {(item \"Label\" <value>)})"
                        .to_string()
                }
                None => format!(
                    "the option tags are: {}",
                    self.opts
                        .iter()
                        .map(|o| format!("<{}>", o.tag))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            diags.push(
                Diag::new(
                    "lud::expand::unknown_tag",
                    format!("no option has the tag `<{tag}>`"),
                )
                .label(at, "unknown option tag")
                .help(help),
            );
            return Vec::new();
        };
        if let Some(u) = self.used.borrow_mut().get_mut(o) {
            *u = true;
        }
        let opt = &self.opts[o];
        let index = match arg {
            // Ludii: `<Tag>` is the first value, whatever the option's args (a ruleset
            // may use the primary tag alone).
            None => 0,
            Some((a, span)) => match opt.args.iter().position(|x| x == a) {
                Some(i) => i,
                None => {
                    let help = match did_you_mean(a, opt.args.iter().map(String::as_str)) {
                        Some(s) => format!("did you mean `<{tag}:{s}>`?"),
                        None => format!("the values of <{tag}> are named: {}", opt.args.join(", ")),
                    };
                    diags.push(
                        Diag::new(
                            "lud::expand::option_arg",
                            format!("option `<{tag}>` has no value named `{a}`"),
                        )
                        .label(span, "unknown value name")
                        .help(help),
                    );
                    return Vec::new();
                }
            },
        };
        let item = &opt.items[self.pick.get(o).copied().unwrap_or(0)];
        item.values.get(index).cloned().unwrap_or_default()
    }

    fn malformed(&self, at: Span, diags: &mut Diags) -> Vec<Node> {
        diags.push(
            Diag::new("lud::expand::bad_tag", "malformed option reference")
                .label(at, "expected <Tag> or <Tag:name>")
                .help("option values are written <Tag> or <Tag:name> in a game"),
        );
        Vec::new()
    }
}
