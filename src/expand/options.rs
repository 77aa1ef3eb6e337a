//! `(option ...)` and `(rulesets ...)` forms read into plain data.
//!
//! ```text
//! (option "Board Size" <Size> args:{<rows> <cols>}
//!     {
//!         (item "8x8" <8> <8> "The small board.")
//!         (item "10x10" <10> <10> "The large board.")*
//!     }
//! )
//! (rulesets {
//!     (ruleset "Ruleset/Standard (Described)" {"Board Size/10x10"})*
//! })
//! ```
//!
//! `*`, `**`, `***`... after an item marks the default item: the most stars win, the first
//! of equals, and the first item when none is marked (Ludii's `Option.priority`). After a
//! ruleset, a mark is kept (`Ruleset::default`) for the page of `ludic serve` to preselect;
//! Ludii's loader reads none, and no ruleset applies unless one is named
//! ([`crate::expand::select`]).

use crate::diag::{Diag, Diags};
use crate::expand::forms::head_name;
use crate::syntax::ast::{Kind, Node, Span};

/// One `(option ...)`.
#[derive(Clone, Debug)]
pub struct Opt {
    /// Its heading, the part before `/` in `"Heading/Label"`.
    pub heading: String,
    /// The tag the game uses, `Size` for `<Size>`.
    pub tag: String,
    /// Where the option declares its tag, `<Size>`.
    pub tag_span: Span,
    /// Names of the values, `rows` for `<Size:rows>`; empty for a single value.
    pub args: Vec<String>,
    /// The items to choose from.
    pub items: Vec<Item>,
    /// The whole form.
    pub span: Span,
}

/// One `(item "Label" <v>... "description")` of an option.
#[derive(Clone, Debug)]
pub struct Item {
    /// Its label, the part after `/` in `"Heading/Label"`.
    pub label: String,
    /// Each value's nodes (the contents of its `<...>`).
    pub values: Vec<Vec<Node>>,
    /// How many `*` follow it: 0 for none.
    pub default: u8,
    /// The item's clause.
    pub span: Span,
}

/// One `(ruleset "Name" {"Heading/Label" ...})`.
#[derive(Clone, Debug)]
pub struct Ruleset {
    /// Its name, e.g. `Ruleset/Historical (Described)`.
    pub name: String,
    /// The option items it chooses, with their spans.
    pub choices: Vec<(String, Span)>,
    /// Ludii's `variations:{"Heading/Label" ...}`: other items a player may choose
    /// within this ruleset. They change no default; kept for the record.
    pub variations: Vec<(String, Span)>,
    /// How many `*` follow it: 0 for none.
    pub default: u8,
    /// The ruleset's clause.
    pub span: Span,
}

fn malformed(code: &'static str, what: &str, at: Span, form: &str) -> Diag {
    Diag::new(code, format!("malformed {what}"))
        .label(at, "unexpected here")
        .help(format!("write {form}"))
}

const OPTION_FORM: &str =
    "(option \"Heading\" <Tag> args:{<a> <b>} {(item \"Label\" <1> <2> \"description\")* ...})";
const ITEM_FORM: &str = "(item \"Label\" <value> ... \"description\")";
const RULESETS_FORM: &str = "(rulesets {(ruleset \"Ruleset/Name\" {\"Heading/Label\" ...})* ...})";

/// Reads an `(option ...)` clause. What Ludii passes over without a word (anything but
/// `<name>` in `args:{...}`) is a warning in `warnings`.
pub fn option(n: &Node, diags: &mut Diags, warnings: &mut Diags) -> Option<Opt> {
    let Kind::Clause { args, .. } = &n.kind else {
        return None;
    };
    let bad = |at: Span| malformed("lud::expand::bad_option", "option", at, OPTION_FORM);
    let mut heading = None;
    let mut tag = None;
    let mut names = Vec::new();
    let mut items = None;
    let before = diags.0.len();
    for a in args {
        match &a.kind {
            Kind::Str(s) if heading.is_none() => heading = Some(s.clone()),
            Kind::Angle(v) if tag.is_none() => match v.as_slice() {
                [Node {
                    kind: Kind::Ident(t),
                    ..
                }] => tag = Some((t.clone(), a.span)),
                _ => diags.push(bad(a.span)),
            },
            Kind::Named { name, value } if name == "args" => match &value.kind {
                Kind::Array(v) => {
                    for x in v {
                        match &x.kind {
                            Kind::Angle(inner) => match inner.as_slice() {
                                [Node {
                                    kind: Kind::Ident(t),
                                    ..
                                }] => names.push(t.clone()),
                                _ => diags.push(bad(x.span)),
                            },
                            // Ludii's reader looks for `<...>` alone there and skips the
                            // rest: `args:{<a> <b>>}` has two names.
                            _ => warnings.push(
                                Diag::warning(
                                    "lud::warn::option_args",
                                    "this is no `<name>`: it names no value of the option",
                                )
                                .label(x.span, "skipped")
                                .help(
                                    "args:{...} holds one <name> per value; Ludii skips \
                                     anything else there without a word: remove it",
                                ),
                            ),
                        }
                    }
                }
                _ => diags.push(bad(value.span)),
            },
            Kind::Array(v) if items.is_none() => items = Some(option_items(v, names.len(), diags)),
            _ => diags.push(bad(a.span)),
        }
    }
    let (Some(heading), Some((tag, tag_span)), Some(items)) = (heading, tag, items) else {
        if diags.0.len() == before {
            diags.push(
                Diag::new(
                    "lud::expand::bad_option",
                    "malformed option: it needs a heading, a <Tag> and {items}",
                )
                .label(n.span, "incomplete option")
                .help(format!("write {OPTION_FORM}")),
            );
        }
        return None;
    };
    if items.is_empty() {
        diags.push(
            Diag::new(
                "lud::expand::bad_option",
                "an option needs at least one item",
            )
            .label(n.span, "no item")
            .help(format!("write {OPTION_FORM}")),
        );
        return None;
    }
    Some(Opt {
        heading,
        tag,
        tag_span,
        args: names,
        items,
        span: n.span,
    })
}

fn option_items(v: &[Node], nargs: usize, diags: &mut Diags) -> Vec<Item> {
    let want = nargs.max(1);
    let mut items: Vec<Item> = Vec::new();
    for x in v {
        if let Kind::Mark(k) = x.kind {
            match items.last_mut() {
                Some(it) if it.default == 0 && it.span.end <= x.span.start => it.default = k,
                _ => diags.push(stray_mark(x.span)),
            }
            continue;
        }
        let Kind::Clause { args, .. } = &x.kind else {
            diags.push(malformed(
                "lud::expand::bad_option",
                "option item",
                x.span,
                ITEM_FORM,
            ));
            continue;
        };
        if head_name(x) != Some("item") {
            diags.push(malformed(
                "lud::expand::bad_option",
                "option item",
                x.span,
                ITEM_FORM,
            ));
            continue;
        }
        let mut label = None;
        let mut values = Vec::new();
        let mut desc = false;
        for a in args {
            match &a.kind {
                Kind::Str(s) if label.is_none() => label = Some(s.clone()),
                Kind::Angle(inner) if label.is_some() && !desc => values.push(inner.clone()),
                Kind::Str(_) if !desc => desc = true,
                _ => diags.push(malformed(
                    "lud::expand::bad_option",
                    "option item",
                    a.span,
                    ITEM_FORM,
                )),
            }
        }
        let Some(label) = label else {
            diags.push(malformed(
                "lud::expand::bad_option",
                "option item",
                x.span,
                ITEM_FORM,
            ));
            continue;
        };
        if values.len() != want {
            diags.push(
                Diag::new(
                    "lud::expand::item_values",
                    format!(
                        "item `{label}` has {} value(s) but the option has {want}",
                        values.len()
                    ),
                )
                .label(x.span, "wrong number of <values>")
                .help("give one <value> per name in the option's args:{...} (one if it has none)"),
            );
        }
        items.push(Item {
            label,
            values,
            default: 0,
            span: x.span,
        });
    }
    items
}

fn stray_mark(at: Span) -> Diag {
    Diag::new("lud::expand::stray_mark", "`*` marks nothing here")
        .label(at, "stray mark")
        .help("a `*` or `**` follows an (item ...) or a (ruleset ...) to make it the default")
}

/// Warns of two options with the same heading or tag. Ludii keeps both: a reference
/// `<Tag:name>` takes its value from the first option of that tag that names a value
/// `name` (`<Tag>` from the first of that tag), and an item is chosen in the first option
/// with its heading and label ([`crate::expand::subst`], [`crate::expand::select`]).
pub fn check_unique(opts: &[Opt], warnings: &mut Diags) {
    for (i, o) in opts.iter().enumerate() {
        if let Some(p) = opts[..i]
            .iter()
            .find(|p| p.heading == o.heading || p.tag == o.tag)
        {
            let (what, help) = if p.tag == o.tag {
                (
                    format!("`<{}>`", o.tag),
                    format!(
                        "each reference <{}:name> takes its value from the first of them \
                         that names a value `name`; give each option its own <Tag>",
                        o.tag
                    ),
                )
            } else {
                (
                    format!("the heading `{}`", o.heading),
                    "an item is chosen in the first option with its heading and label; \
                     give each option its own heading"
                        .to_string(),
                )
            };
            warnings.push(
                Diag::warning(
                    "lud::warn::duplicate_option",
                    format!("two options share {what}"),
                )
                .label(o.span, "this option")
                .label(p.span, "shares it with this one")
                .help(help),
            );
        }
    }
}

/// Reads a `(rulesets {...})` clause.
pub fn rulesets(n: &Node, diags: &mut Diags) -> Vec<Ruleset> {
    let bad = |at: Span| malformed("lud::expand::bad_ruleset", "rulesets", at, RULESETS_FORM);
    let items = match &n.kind {
        Kind::Clause { args, .. } => match args.as_slice() {
            [Node {
                kind: Kind::Array(v),
                ..
            }] => v,
            _ => {
                diags.push(bad(n.span));
                return Vec::new();
            }
        },
        _ => return Vec::new(),
    };
    let mut out: Vec<Ruleset> = Vec::new();
    for x in items {
        if let Kind::Mark(k) = x.kind {
            match out.last_mut() {
                Some(r) if r.default == 0 => r.default = k,
                _ => diags.push(stray_mark(x.span)),
            }
            continue;
        }
        let parts = match &x.kind {
            Kind::Clause { args, .. } if head_name(x) == Some("ruleset") => args.as_slice(),
            _ => {
                diags.push(bad(x.span));
                continue;
            }
        };
        let [Node {
            kind: Kind::Str(name),
            ..
        }, Node {
            kind: Kind::Array(choices),
            ..
        }, rest @ ..] = parts
        else {
            diags.push(bad(x.span));
            continue;
        };
        let strings = |v: &[Node], into: &mut Vec<(String, Span)>, diags: &mut Diags| {
            for c in v {
                match &c.kind {
                    Kind::Str(s) => into.push((s.clone(), c.span)),
                    _ => diags.push(bad(c.span)),
                }
            }
        };
        let mut picked = Vec::new();
        strings(choices, &mut picked, diags);
        let mut variations = Vec::new();
        for r in rest {
            match &r.kind {
                Kind::Named { name, value } if name == "variations" => match &value.kind {
                    Kind::Array(v) => strings(v, &mut variations, diags),
                    _ => diags.push(bad(value.span)),
                },
                _ => diags.push(bad(r.span)),
            }
        }
        out.push(Ruleset {
            name: name.clone(),
            choices: picked,
            variations,
            default: 0,
            span: x.span,
        });
    }
    out
}
