//! Defines: `(define "Name" body)` and their uses `("Name" args...)` or `"Name"`.
//!
//! A use is replaced by the body with `#1`..`#9` replaced by the use's arguments. The
//! arguments are expanded first, in the user's context; then the body is expanded with
//! those values, so a define may use other defines and may be passed another use of
//! itself as an argument. An argument that is `~` or missing is omitted: where the body
//! says `#n`, nothing is put (a named argument `name:#n` disappears with it).
//!
//! Unlike Ludii, which silently drops what it cannot match, too many arguments, an
//! unknown define and a define that uses itself are errors. Errors inside a body get
//! a second label at the use that expanded it.

use crate::diag::{did_you_mean, Diag, Diags};
use crate::syntax::ast::{Head, Kind, Node, Span};
use std::collections::HashMap;

/// Most nodes one expansion may produce: defines that each use another twice grow
/// exponentially, and this stops them long before memory runs out.
pub const MAX_NODES: usize = 1_000_000;
/// Deepest nesting of the expanded tree (define bodies stack up inside uses).
pub const MAX_DEPTH: usize = 400;

/// One define.
#[derive(Clone, Debug)]
pub struct Define {
    /// Its name.
    pub name: String,
    /// Its body.
    pub body: Node,
    /// Span of the name string in `(define "Name" ...)`.
    pub name_span: Span,
    /// The highest `#n` in the body: how many arguments a use may give.
    pub params: u8,
}

/// The defines in scope: the library's, overridden by the file's.
#[derive(Debug, Default)]
pub struct Table {
    map: HashMap<String, Define>,
}

impl Table {
    /// Collects the defines of the library and then of the file; a file define with a
    /// library define's name replaces it, two defines of one name in one place are an error.
    pub fn collect(library: &[Node], file: &[Node], diags: &mut Diags) -> Table {
        let mut map: HashMap<String, Define> = HashMap::new();
        for (group, nodes) in [library, file].into_iter().enumerate() {
            let mut seen: HashMap<String, Span> = HashMap::new();
            for n in nodes {
                let Some(d) = define(n, diags) else { continue };
                if let Some(first) = seen.get(&d.name) {
                    diags.push(
                        Diag::new(
                            "lud::expand::duplicate_define",
                            format!("`{}` is defined twice", d.name),
                        )
                        .label(d.name_span, "second definition")
                        .label(*first, "first definition")
                        .help(if group == 0 {
                            "rename or remove one of them in the define library"
                        } else {
                            "rename or remove one of them"
                        }),
                    );
                    continue;
                }
                seen.insert(d.name.clone(), d.name_span);
                map.insert(d.name.clone(), d);
            }
        }
        Table { map }
    }

    /// The define named `name`.
    pub fn get(&self, name: &str) -> Option<&Define> {
        self.map.get(name)
    }

    /// All names, for suggestions.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.map.keys().map(String::as_str)
    }
}

fn define(n: &Node, diags: &mut Diags) -> Option<Define> {
    if let Kind::Clause { args, .. } = &n.kind {
        if let [Node {
            kind: Kind::Str(name),
            span,
        }, body] = args.as_slice()
        {
            return Some(Define {
                name: name.clone(),
                body: body.clone(),
                name_span: *span,
                params: max_param(body),
            });
        }
    }
    diags.push(
        Diag::new("lud::expand::bad_define", "malformed define")
            .label(n.span, "expected (define \"Name\" body)")
            .help("a define has a quoted name and one body, e.g. (define \"Forward\" (directions {FL FR}))"),
    );
    None
}

fn max_param(n: &Node) -> u8 {
    match &n.kind {
        Kind::Param(k) => *k,
        Kind::Clause { args: v, .. } | Kind::Array(v) | Kind::Angle(v) => {
            v.iter().map(max_param).max().unwrap_or(0)
        }
        Kind::Named { value, .. } => max_param(value),
        _ => 0,
    }
}

/// Expands every define use in `game`.
pub fn expand(table: &Table, game: &Node, diags: &mut Diags) -> Option<Node> {
    let mut x = Expander {
        table,
        stack: Vec::new(),
        diags,
        produced: 0,
        depth: 0,
        aborted: false,
    };
    x.node(game, None)
}

/// A use being expanded: which define, and where it was used.
struct Use<'a> {
    name: &'a str,
    at: Span,
}

struct Expander<'a, 'd> {
    table: &'a Table,
    stack: Vec<Use<'a>>,
    diags: &'d mut Diags,
    produced: usize,
    depth: usize,
    aborted: bool,
}

/// The values of `#1`..`#9` inside the body being expanded; `None` is omitted.
type Env = [Option<Node>];

impl<'a> Expander<'a, '_> {
    /// Reports `d`, adding a label at the use whose body it is in.
    fn error(&mut self, mut d: Diag) {
        if let Some(u) = self.stack.last() {
            d = d.label(u.at, format!("in this use of \"{}\"", u.name));
        }
        self.diags.push(d);
    }

    fn node(&mut self, n: &Node, env: Option<&Env>) -> Option<Node> {
        if self.aborted {
            return None;
        }
        self.produced += 1;
        if self.produced > MAX_NODES || self.depth > MAX_DEPTH {
            let what = if self.depth > MAX_DEPTH {
                format!("expansion nests more than {MAX_DEPTH} deep")
            } else {
                format!("expansion makes more than {MAX_NODES} nodes")
            };
            self.error(
                Diag::new("lud::expand::too_large", what)
                    .label(n.span, "while expanding this")
                    .help(
                        "defines that use each other many times grow without bound; simplify them",
                    ),
            );
            self.aborted = true;
            return None;
        }
        let kind = match &n.kind {
            Kind::Clause {
                head: Head::Define(name),
                head_span,
                args,
            } => return self.use_define(name, n.span, *head_span, args, env),
            Kind::Str(s) if self.table.get(s).is_some() => {
                return self.use_define(s, n.span, n.span, &[], env)
            }
            Kind::Clause {
                head,
                head_span,
                args,
            } => Kind::Clause {
                head: head.clone(),
                head_span: *head_span,
                args: self.all(args, env),
            },
            Kind::Array(items) => Kind::Array(self.all(items, env)),
            Kind::Named { name, value } => {
                let value = self.node(value, env)?;
                Kind::Named {
                    name: name.clone(),
                    value: Box::new(value),
                }
            }
            Kind::Param(k) => match env {
                Some(env) => return env.get((*k as usize).wrapping_sub(1)).cloned().flatten(),
                None => {
                    self.error(
                        Diag::new("lud::expand::param_outside", format!("`#{k}` outside a define"))
                            .label(n.span, "no define argument here")
                            .help("#1..#9 stand for a define's arguments and appear only in a define's body"),
                    );
                    return None;
                }
            },
            Kind::Placeholder => {
                self.error(
                    Diag::new(
                        "lud::expand::placeholder",
                        "`~` outside a define's arguments",
                    )
                    .label(n.span, "nothing to omit here")
                    .help("`~` omits an argument of a define use: (\"Name\" ~ x)"),
                );
                return None;
            }
            Kind::Mark(_) => {
                self.error(
                    Diag::new("lud::expand::stray_mark", "`*` marks nothing here")
                        .label(n.span, "stray mark")
                        .help("a `*` or `**` follows an (item ...) or a (ruleset ...) to make it the default"),
                );
                return None;
            }
            // Option references are gone after option substitution; one left here was
            // already reported there.
            Kind::Angle(_) => return None,
            other => other.clone(),
        };
        Some(Node::new(kind, n.span))
    }

    fn all(&mut self, nodes: &[Node], env: Option<&Env>) -> Vec<Node> {
        self.depth += 1;
        let out = nodes.iter().filter_map(|a| self.node(a, env)).collect();
        self.depth -= 1;
        out
    }

    fn use_define(
        &mut self,
        name: &str,
        at: Span,
        name_at: Span,
        args: &[Node],
        env: Option<&Env>,
    ) -> Option<Node> {
        let table = self.table;
        let Some(def) = table.get(name) else {
            let help = match did_you_mean(name, table.names()) {
                Some(s) => format!("did you mean \"{s}\"?"),
                None => "define it with (define \"Name\" body), or check the spelling".into(),
            };
            self.error(
                Diag::new(
                    "lud::expand::unknown_define",
                    format!("unknown define \"{name}\""),
                )
                .label(name_at, "no define has this name")
                .help(help),
            );
            return None;
        };
        if let Some(i) = self.stack.iter().position(|u| u.name == def.name) {
            let chain: Vec<&str> = self.stack[i..]
                .iter()
                .map(|u| u.name)
                .chain(std::iter::once(def.name.as_str()))
                .collect();
            self.error(
                Diag::new(
                    "lud::expand::define_cycle",
                    format!(
                        "define \"{}\" uses itself: {}",
                        def.name,
                        chain.join(" -> ")
                    ),
                )
                .label(name_at, "used again here")
                .label(def.name_span, "defined here")
                .help("a define cannot expand to itself; break the cycle"),
            );
            return None;
        }
        if args.len() > def.params as usize {
            let extra = &args[def.params as usize];
            let takes = match def.params {
                0 => "no argument".to_string(),
                1 => "1 argument".to_string(),
                n => format!("{n} arguments"),
            };
            let params = match def.params {
                0 => "defined here, with no #n in its body".to_string(),
                1 => "defined here, using #1".to_string(),
                n => format!("defined here, using #1..#{n}"),
            };
            self.error(
                Diag::new(
                    "lud::expand::too_many_args",
                    format!("\"{}\" takes {takes} but is given {}", def.name, args.len()),
                )
                .label(extra.span, "extra argument")
                .label(def.name_span, params)
                .help("remove the extra arguments, or use them as #n in the define's body"),
            );
            return None;
        }
        let values: Vec<Option<Node>> = args
            .iter()
            .map(|a| match (&a.kind, env) {
                (Kind::Placeholder, _) => None,
                _ => self.node(a, env),
            })
            .collect();
        self.stack.push(Use {
            name: def.name.as_str(),
            at,
        });
        self.depth += 1;
        let out = self.node(&def.body, Some(&values));
        self.depth -= 1;
        self.stack.pop();
        out
    }
}
