//! Defines: `(define "Name" body)` and their uses `("Name" args...)` or `"Name"`.
//!
//! A use is replaced by the body with `#1`..`#9` replaced by the use's arguments. The
//! arguments are expanded first, in the user's context; then the body is expanded with
//! those values, so a define may use other defines and may be passed another use of
//! itself as an argument. An argument that is `~` or missing is omitted: where the body
//! says `#n`, nothing is put (a named argument `name:#n` disappears with it).
//!
//! As in Ludii, a define's body is everything after its name (none, one or several
//! nodes), and arguments beyond the body's highest `#n` are dropped. Unlike Ludii, whose
//! text expansion leaves an unknown define in place and loops on a define that uses
//! itself, those are errors. Errors inside a body get a second label at the use that
//! expanded it.
//!
//! The walk also resolves Ludii's other expansions ([`crate::expand::ludii`]): ranges
//! become their numbers, and bracket groups become clauses or lose their doubled brackets.

use crate::diag::{did_you_mean, Diag, Diags};
use crate::expand::ludii;
use crate::expand::ludii_names;
use crate::expand::selection::DefsDir;
use crate::expand::table::{atom, glued_params};
pub use crate::expand::table::{Define, Table};
use crate::syntax::ast::{Head, Kind, Node, Span};
use std::collections::HashSet;

/// Most nodes one expansion may produce: defines that each use another twice grow
/// exponentially, and this stops them long before memory runs out.
pub const MAX_NODES: usize = 1_000_000;
/// Deepest nesting of the expanded tree (define bodies stack up inside uses).
pub const MAX_DEPTH: usize = 400;

/// Expands every define use in `game`, which must stay one node. A use written in one
/// of `own_files` (the game's file and its bases, not the library) that gives more
/// arguments than the define uses gets a warning in `warnings`. `defs` is the Ludii
/// `def` folder the user gave, if any, for the message of a missing Ludii define.
pub fn expand(
    table: &Table,
    game: &Node,
    own_files: &[u32],
    defs: Option<&DefsDir>,
    diags: &mut Diags,
    warnings: &mut Diags,
) -> Option<Node> {
    let mut x = Expander {
        table,
        defs,
        stack: Vec::new(),
        diags,
        produced: 0,
        depth: 0,
        aborted: false,
        own_files,
        warnings,
        warned: HashSet::new(),
    };
    let mut out = x.node(game, None);
    if x.aborted || out.len() != 1 {
        return None;
    }
    out.pop()
}

/// A use being expanded: which define, and where it was used.
struct Use<'a> {
    name: &'a str,
    at: Span,
}

struct Expander<'a, 'd> {
    table: &'a Table,
    defs: Option<&'a DefsDir>,
    stack: Vec<Use<'a>>,
    diags: &'d mut Diags,
    produced: usize,
    depth: usize,
    aborted: bool,
    own_files: &'a [u32],
    warnings: &'d mut Diags,
    /// Uses already warned about: a use inside a body is met once per use of the body.
    warned: HashSet<Span>,
}

/// The values of `#1`..`#9` inside the body being expanded; an empty value is omitted.
type Env = [Vec<Node>];

/// Clause heads whose first string is a name, never a define use (Ludii's
/// `protectedSubstring`): `(game "Tablo" ...)` stays itself even if "Tablo" is a define.
const PROTECTED: &[&str] = &["game", "match", "instance"];

impl<'a> Expander<'a, '_> {
    /// Reports `d`, adding a label at the use whose body it is in.
    fn error(&mut self, mut d: Diag) {
        if let Some(u) = self.stack.last() {
            d = d.label(u.at, format!("in this use of \"{}\"", u.name));
        }
        self.diags.push(d);
    }

    /// The nodes `n` expands to: usually one, none for an omitted argument, several for
    /// a range, a body of several nodes or a group losing its brackets.
    fn node(&mut self, n: &Node, env: Option<&Env>) -> Vec<Node> {
        if self.aborted {
            return Vec::new();
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
            return Vec::new();
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
            // Ludii's shared define written bare where no define answers it (a `--defs`
            // folder without it): said here, not as "the game has no players" later.
            Kind::Str(s) if ludii_names::is_shared(s) => {
                return self.use_define(s, n.span, n.span, &[], env)
            }
            Kind::Clause {
                head,
                head_span,
                args,
            } => {
                let protected = matches!(head, Head::Name(h) if PROTECTED.contains(&h.as_str()));
                let args = match args.split_first() {
                    Some((
                        first @ Node {
                            kind: Kind::Str(_), ..
                        },
                        rest,
                    )) if protected => {
                        let mut out = vec![first.clone()];
                        out.extend(self.all(rest, env));
                        out
                    }
                    _ => self.all(args, env),
                };
                Kind::Clause {
                    head: head.clone(),
                    head_span: *head_span,
                    args,
                }
            }
            Kind::Array(items) => Kind::Array(self.all(items, env)),
            Kind::Group(items) => {
                // A define name first makes a use with the rest as its arguments, as
                // `(<Opt>)` with the value `"Name" x` reads `("Name" x)` in Ludii.
                if let Some((
                    Node {
                        kind: Kind::Str(name),
                        span,
                    },
                    rest,
                )) = items.split_first()
                {
                    return self.use_define(name, n.span, *span, rest, env);
                }
                let items = self.all(items, env);
                return match ludii::group(items, n.span) {
                    Ok(v) => v,
                    Err(d) => {
                        self.error(d);
                        Vec::new()
                    }
                };
            }
            Kind::SiteRange(a, b) if self.table.get(a).is_some() || self.table.get(b).is_some() => {
                return self.defined_range(a, b, n.span, env);
            }
            Kind::Range(..) | Kind::SiteRange(..) => {
                return match ludii::range(n) {
                    Ok(v) => v,
                    Err(d) => {
                        self.error(d);
                        Vec::new()
                    }
                }
            }
            Kind::Named { name, value } => {
                let mut value = self.node(value, env);
                match value.len() {
                    // `name:#n` with `#n` omitted disappears.
                    0 => return Vec::new(),
                    1 => {}
                    k => {
                        self.error(
                            Diag::new(
                                "lud::expand::named_several",
                                format!("`{name}:` is given {k} values"),
                            )
                            .label(n.span, "one value expected here")
                            .help(
                                "a named argument takes one value; wrap several in an array {...}",
                            ),
                        );
                        return Vec::new();
                    }
                }
                Kind::Named {
                    name: name.clone(),
                    value: Box::new(value.remove(0)),
                }
            }
            Kind::Ident(s) if glued_params(s).next().is_some() => return self.glue(s, n.span, env),
            Kind::Param(k) => match env {
                Some(env) => {
                    return env
                        .get((*k as usize).wrapping_sub(1))
                        .cloned()
                        .unwrap_or_default()
                }
                None => {
                    self.error(
                        Diag::new("lud::expand::param_outside", format!("`#{k}` outside a define"))
                            .label(n.span, "no define argument here")
                            .help("#1..#9 stand for a define's arguments and appear only in a define's body"),
                    );
                    return Vec::new();
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
                return Vec::new();
            }
            Kind::Mark(_) => {
                self.error(
                    Diag::new("lud::expand::stray_mark", "`*` marks nothing here")
                        .label(n.span, "stray mark")
                        .help("a `*` or `**` follows an (item ...) or a (ruleset ...) to make it the default"),
                );
                return Vec::new();
            }
            // Option references are gone after option substitution; one left here was
            // already reported there.
            Kind::Angle(_) => return Vec::new(),
            other => other.clone(),
        };
        vec![Node::new(kind, n.span)]
    }

    /// A name with parameters glued in (`P#1`): each replaced by its argument's text, as
    /// Ludii's textual expansion does (`P#1` with 2 is `P2`). An argument must be an atom;
    /// an omitted one leaves nothing.
    fn glue(&mut self, s: &str, at: Span, env: Option<&Env>) -> Vec<Node> {
        let Some(env) = env else {
            self.error(
                Diag::new(
                    "lud::expand::param_outside",
                    format!("`{s}` holds a `#n` outside a define"),
                )
                .label(at, "no define argument here")
                .help("#1..#9 stand for a define's arguments and appear only in a define's body"),
            );
            return Vec::new();
        };
        let mut text = String::new();
        let mut chars = s.chars().peekable();
        while let Some(c) = chars.next() {
            let k = chars.peek().and_then(|d| d.to_digit(10)).filter(|d| *d > 0);
            let (true, Some(k)) = (c == '#', k) else {
                text.push(c);
                continue;
            };
            chars.next();
            for v in env
                .get(k as usize - 1)
                .map(Vec::as_slice)
                .unwrap_or_default()
            {
                match &v.kind {
                    Kind::Int(_) | Kind::Float(_) | Kind::Bool(_) | Kind::Ident(_) => {
                        text.push_str(&crate::syntax::print::print_flat(v))
                    }
                    _ => {
                        self.error(
                            Diag::new(
                                "lud::expand::glued_param",
                                format!("`#{k}` is glued into `{s}` but its argument is no atom"),
                            )
                            .label(v.span, "this argument")
                            .label(at, "glued in here")
                            .help("an argument glued into a name must be a number or a name"),
                        );
                        return Vec::new();
                    }
                }
            }
        }
        vec![Node::new(atom(&text), at)]
    }

    /// `"A".."B"` where an end names a define: Ludii expands defines before ranges, so
    /// `"Entry".."End"` with `(define "Entry" 87)` and `(define "End" 1)` is `87..1`.
    fn defined_range(&mut self, a: &str, b: &str, at: Span, env: Option<&Env>) -> Vec<Node> {
        let mut end = |s: &str| -> Option<Kind> {
            if self.table.get(s).is_none() {
                return Some(Kind::Str(s.to_string()));
            }
            match self.use_define(s, at, at, &[], env).as_slice() {
                [one] => Some(one.kind.clone()),
                _ => None,
            }
        };
        let range = match (end(a), end(b)) {
            (Some(Kind::Int(i)), Some(Kind::Int(j))) => Kind::Range(i, j),
            (Some(Kind::Str(x)), Some(Kind::Str(y))) => Kind::SiteRange(x, y),
            _ => {
                self.error(
                    Diag::new(
                        "lud::expand::range",
                        format!("the ends of \"{a}\"..\"{b}\" are neither two numbers nor two coordinates"),
                    )
                    .label(at, "a range of what?")
                    .help("a range joins two integers (12..7) or two coordinates (\"A1\"..\"C3\"), written or given by defines"),
                );
                return Vec::new();
            }
        };
        match ludii::range(&Node::new(range, at)) {
            Ok(v) => v,
            Err(d) => {
                self.error(d);
                Vec::new()
            }
        }
    }

    fn all(&mut self, nodes: &[Node], env: Option<&Env>) -> Vec<Node> {
        self.depth += 1;
        let out = nodes.iter().flat_map(|a| self.node(a, env)).collect();
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
    ) -> Vec<Node> {
        let table = self.table;
        let Some(def) = table.get(name) else {
            let (label, help) = match ludii_names::missing(name, self.defs) {
                Some(told) => told,
                None => (
                    "no define has this name".to_string(),
                    match did_you_mean(name, table.names()) {
                        Some(s) => format!("did you mean \"{s}\"?"),
                        None => {
                            "define it with (define \"Name\" body), or check the spelling".into()
                        }
                    },
                ),
            };
            self.error(
                Diag::new(
                    "lud::expand::unknown_define",
                    format!("unknown define \"{name}\""),
                )
                .label(name_at, label)
                .help(help),
            );
            return Vec::new();
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
            return Vec::new();
        }
        // Ludii drops the arguments a body has no `#n` for; so do we, unexpanded.
        let given = &args[..args.len().min(def.params as usize)];
        if let Some(extra) = args.get(given.len()..).filter(|e| !e.is_empty()) {
            self.extra_args(def, extra);
        }
        let values: Vec<Vec<Node>> = given
            .iter()
            .map(|a| match &a.kind {
                Kind::Placeholder => Vec::new(),
                _ => self.node(a, env),
            })
            .collect();
        self.stack.push(Use {
            name: def.name.as_str(),
            at,
        });
        self.depth += 1;
        let mut out = Vec::new();
        for b in &def.body {
            out.extend(self.node(b, Some(&values)));
        }
        self.depth -= 1;
        self.stack.pop();
        out
    }

    /// Warns that a use gives `extra` arguments that `def` has no `#n` for, when the use
    /// is written in the user's files (a library's own uses are not theirs to fix).
    fn extra_args(&mut self, def: &Define, extra: &[Node]) {
        let (first, last) = (extra[0].span, extra[extra.len() - 1].span);
        if !self.own_files.contains(&first.file) || !self.warned.insert(first) {
            return;
        }
        let given = def.params as usize + extra.len();
        let (message, defined) = match def.params {
            0 => (
                format!("\"{}\" takes no argument but is given {given}", def.name),
                "defined here, with no `#1` in its body".to_string(),
            ),
            1 => (
                format!("\"{}\" uses 1 argument but is given {given}", def.name),
                "defined here, with `#1` only".to_string(),
            ),
            n => (
                format!("\"{}\" uses {n} arguments but is given {given}", def.name),
                format!("defined here, with `#1`..`#{n}`"),
            ),
        };
        let dropped = if first.file == last.file && first.start <= last.start {
            Span::new(first.file, first.start as usize, last.end as usize)
        } else {
            first
        };
        let what = if extra.len() == 1 {
            "this argument is dropped"
        } else {
            "these arguments are dropped"
        };
        let d = Diag::warning("lud::warn::define_args", message)
            .label(dropped, what)
            .label(def.name_span, defined)
            .help(format!(
                "Ludii drops arguments that a define's body has no `#n` for, without a word; \
                 remove them from this use{}",
                if self.own_files.contains(&def.name_span.file) {
                    ", or use them in the body as `#n`"
                } else {
                    ""
                }
            ));
        self.warnings.push(d);
    }
}
