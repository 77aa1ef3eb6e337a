//! The edits a variant makes to its base, applied one after another:
//!
//! ```text
//! (replace SELECTOR... with:NEW)     the selected node becomes NEW
//! (remove SELECTOR...)               the selected node goes (with its default mark)
//! (add SELECTOR... with:NEW)         NEW goes at the end of the selected clause: into its
//!                                    {array} when it has exactly one, else as an argument
//! (set SELECTOR... name:value ...)   each named argument of the selected clause is
//!                                    replaced, or added when the clause lacks it
//! ```
//!
//! A selector is a list of patterns ([`crate::expand::selector`]).

use crate::diag::{Diag, Diags};
use crate::expand::selector::{self, Addr, Found};
use crate::syntax::ast::{File, Head, Kind, Node, Span};
use crate::syntax::print::print_flat;

/// The heads of the edit clauses.
pub const OPS: [&str; 4] = ["replace", "remove", "add", "set"];

/// What an edit does.
#[derive(Debug)]
enum Op<'a> {
    Replace(&'a Node),
    Remove,
    Add(&'a Node),
    Set(Vec<(&'a str, &'a Node)>),
}

const FORMS: &str = "(replace SELECTOR... with:NEW), (remove SELECTOR...), (add SELECTOR... with:NEW) or (set SELECTOR... name:value ...)";

/// Applies the edit clause `edit` to `base`. `base_name` names the base in messages.
pub fn apply(base: &mut File, edit: &Node, base_name: &str, diags: &mut Diags) {
    let Some((op, path)) = read(edit, diags) else {
        return;
    };
    let addr = match selector::find(base, &path) {
        Found::One(a) => a,
        Found::None {
            step,
            suggestion,
            nearby,
        } => {
            diags.push(no_match(&path, step, suggestion, &nearby, base_name));
            return;
        }
        Found::Many(all) => {
            diags.push(ambiguous(base, edit, &path, &all, base_name));
            return;
        }
    };
    match op {
        Op::Replace(new) => {
            if let Some((v, i)) = parent_vec(base, &addr) {
                v[i] = new.clone();
                // A default mark after the replaced node now follows the new one.
                if let Some(m) = v.get_mut(i + 1).filter(|m| matches!(m.kind, Kind::Mark(_))) {
                    m.span = Span {
                        start: new.span.end,
                        ..new.span
                    };
                }
            } else if let Some(n) = selector::get_mut(base, &addr) {
                *n = new.clone();
            }
        }
        Op::Remove => remove(base, &addr, edit, diags),
        Op::Add(new) => add(base, &addr, new, edit, diags),
        Op::Set(pairs) => set(base, &addr, &pairs, edit, diags),
    }
}

/// Splits an edit clause into what it does and its selector.
fn read<'a>(edit: &'a Node, diags: &mut Diags) -> Option<(Op<'a>, Vec<Node>)> {
    let Kind::Clause {
        head: Head::Name(head),
        head_span,
        args,
    } = &edit.kind
    else {
        return None;
    };
    let mut path = Vec::new();
    let mut with = None;
    let mut named = Vec::new();
    for a in args {
        match &a.kind {
            Kind::Named { name, value } if name == "with" && head != "set" => {
                if with.replace(&**value).is_some() {
                    diags.push(bad(a.span, "a second `with:`", head));
                    return None;
                }
            }
            Kind::Named { name, value } => named.push((name.as_str(), &**value, a.span)),
            _ => path.push(a.clone()),
        }
    }
    if path.is_empty() {
        diags.push(
            bad(*head_span, "this edit selects nothing", head).label(edit.span, "no selector"),
        );
        return None;
    }
    let op = match head.as_str() {
        "replace" | "add" => {
            if let Some((_, _, at)) = named.first() {
                diags.push(bad(*at, "unexpected named argument", head));
                return None;
            }
            let Some(new) = with else {
                diags.push(bad(edit.span, "this edit needs `with:NEW`", head));
                return None;
            };
            if head == "replace" {
                Op::Replace(new)
            } else {
                Op::Add(new)
            }
        }
        "remove" => {
            if let Some((_, _, at)) = named.first() {
                diags.push(bad(*at, "unexpected named argument", head));
                return None;
            }
            Op::Remove
        }
        _ => {
            if named.is_empty() {
                diags.push(bad(edit.span, "this edit sets no named argument", head));
                return None;
            }
            Op::Set(named.iter().map(|(n, v, _)| (*n, *v)).collect())
        }
    };
    Some((op, path))
}

fn bad(at: Span, label: &str, head: &str) -> Diag {
    let form = match head {
        "replace" => "(replace SELECTOR... with:NEW)",
        "remove" => "(remove SELECTOR...)",
        "add" => "(add SELECTOR... with:NEW)",
        "set" => "(set SELECTOR... name:value ...)",
        _ => FORMS,
    };
    Diag::new("lud::extends::bad_edit", format!("malformed `{head}` edit"))
        .label(at, label)
        .help(format!(
            "write {form}; a selector is a list of patterns such as (piece \"Man\") (move Hop)"
        ))
}

fn no_match(
    path: &[Node],
    step: usize,
    suggestion: Option<String>,
    nearby: &[String],
    base_name: &str,
) -> Diag {
    let pat = &path[step];
    let where_ = if step == 0 {
        format!("the base `{base_name}`")
    } else {
        format!("`{}` of the base", print_flat(&path[step - 1]))
    };
    let msg = format!("{where_} has no `{}`", print_flat(pat));
    let help = match suggestion {
        Some(s) => format!("did you mean `{s}`?"),
        None if nearby.is_empty() => "this part of the base holds no clause".to_string(),
        None => format!("there is: {}", nearby.join(", ")),
    };
    Diag::new("lud::extends::no_match", msg)
        .label(pat.span, "matches nothing in the base")
        .help(help)
}

fn ambiguous(base: &File, edit: &Node, path: &[Node], all: &[Addr], base_name: &str) -> Diag {
    let last = path.last().map_or(edit.span, |p| p.span);
    // The matches are named in the help, as patterns that pick each one out: labels in
    // the base file would each become a report of their own.
    let picks: Vec<String> = all
        .iter()
        .filter_map(|a| selector::get(base, a))
        .map(pattern)
        .collect();
    let mut shown: Vec<String> = picks.iter().take(4).map(|p| format!("`{p}`")).collect();
    if picks.len() > 4 {
        shown.push(format!("{} more", picks.len() - 4));
    }
    let distinct = {
        let mut p = picks.clone();
        p.sort();
        p.dedup();
        p.len() == picks.len()
    };
    let help = if distinct {
        format!(
            "it matches {}; write the one meant, e.g. `{}`",
            shown.join(", "),
            picks.first().cloned().unwrap_or_default()
        )
    } else {
        // The same pattern in several places: name each by the clause around it.
        let within: Vec<String> = all
            .iter()
            .take(4)
            .filter_map(|a| {
                let n = selector::get(base, a)?;
                let outer = (1..a.len()).rev().find_map(|k| {
                    selector::get(base, &a[..k]).filter(|o| matches!(o.kind, Kind::Clause { .. }))
                });
                Some(match outer {
                    Some(o) => format!("`{} {}`", pattern(o), pattern(n)),
                    None => format!("`{}`", pattern(n)),
                })
            })
            .collect();
        format!(
            "it matches {}; put an enclosing pattern first to say which: {}",
            shown.join(", "),
            within.join(", ")
        )
    };
    Diag::new(
        "lud::extends::ambiguous",
        format!(
            "`{}` matches {} places in the base `{base_name}`",
            path.iter().map(print_flat).collect::<Vec<_>>().join(" "),
            all.len()
        ),
    )
    .label(last, "matches more than one node")
    .help(help)
}

/// A pattern for a clause: its head and first argument (`(piece "Man")`).
fn pattern(n: &Node) -> String {
    match &n.kind {
        Kind::Clause { head, args, .. } => {
            let head = match head {
                crate::syntax::ast::Head::Name(h) | crate::syntax::ast::Head::Op(h) => h.clone(),
                crate::syntax::ast::Head::Define(d) => format!("\"{d}\""),
            };
            match args.first() {
                Some(a) if matches!(a.kind, Kind::Str(_) | Kind::Ident(_) | Kind::Int(_)) => {
                    format!("({head} {})", print_flat(a))
                }
                _ => format!("({head})"),
            }
        }
        _ => print_flat(n),
    }
}

/// The parent's children vector and the index of `addr` in it; `None` when the node
/// sits alone in a named argument (`name:value`).
fn parent_vec<'a>(base: &'a mut File, addr: &[usize]) -> Option<(&'a mut Vec<Node>, usize)> {
    let (&last, up) = addr.split_last()?;
    if up.is_empty() {
        return Some((&mut base.items, last));
    }
    match &mut selector::get_mut(base, up)?.kind {
        Kind::Clause { args, .. } => Some((args, last)),
        Kind::Array(v) | Kind::Angle(v) => Some((v, last)),
        _ => None,
    }
}

fn remove(base: &mut File, addr: &[usize], edit: &Node, diags: &mut Diags) {
    // A node that is a named argument's value goes with its name.
    let target: Addr = match addr.split_last() {
        Some((_, up))
            if !up.is_empty()
                && matches!(
                    selector::get(base, up).map(|n| &n.kind),
                    Some(Kind::Named { .. })
                ) =>
        {
            up.to_vec()
        }
        _ => addr.to_vec(),
    };
    let Some((v, i)) = parent_vec(base, &target) else {
        diags.push(
            Diag::new("lud::extends::bad_edit", "this node cannot be removed")
                .label(edit.span, "here")
                .help("replace it instead"),
        );
        return;
    };
    v.remove(i);
    // The default mark (`*`) of a removed item or ruleset goes with it.
    if v.get(i).is_some_and(|n| matches!(n.kind, Kind::Mark(_))) {
        v.remove(i);
    }
}

fn add(base: &mut File, addr: &[usize], new: &Node, edit: &Node, diags: &mut Diags) {
    let Some(n) = selector::get_mut(base, addr) else {
        return;
    };
    let target = match &mut n.kind {
        Kind::Array(v) => v,
        Kind::Clause { args, .. } => {
            let arrays = args
                .iter()
                .filter(|a| matches!(a.kind, Kind::Array(_)))
                .count();
            match args.iter_mut().find(|a| matches!(a.kind, Kind::Array(_))) {
                Some(Node {
                    kind: Kind::Array(v),
                    ..
                }) if arrays == 1 => v,
                _ => args,
            }
        }
        _ => {
            diags.push(
                Diag::new(
                    "lud::extends::bad_edit",
                    "`add` needs a clause or an array to add to",
                )
                .label(edit.span, "the selector ends on an atom")
                .help("select the clause that should hold the new node"),
            );
            return;
        }
    };
    target.push(new.clone());
}

fn set(base: &mut File, addr: &[usize], pairs: &[(&str, &Node)], edit: &Node, diags: &mut Diags) {
    let Some(Node {
        kind: Kind::Clause { args, .. },
        ..
    }) = selector::get_mut(base, addr)
    else {
        diags.push(
            Diag::new(
                "lud::extends::bad_edit",
                "`set` needs a clause whose named arguments it sets",
            )
            .label(edit.span, "the selector does not end on a clause")
            .help("select a clause, e.g. (set (capture) continues:False)"),
        );
        return;
    };
    for (name, value) in pairs {
        let named = Node::new(
            Kind::Named {
                name: (*name).to_string(),
                value: Box::new((*value).clone()),
            },
            value.span,
        );
        match args
            .iter_mut()
            .find(|a| matches!(&a.kind, Kind::Named { name: n, .. } if n == name))
        {
            Some(slot) => *slot = named,
            None => args.push(named),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse;
    use crate::syntax::print::print_file;

    fn run(base: &str, edits: &str) -> (String, Diags) {
        let mut b = parse(base, 0).expect("base parses");
        let e = parse(edits, 1).expect("edits parse");
        let mut diags = Diags::new();
        for x in &e.items {
            apply(&mut b, x, "base.lud", &mut diags);
        }
        (print_file(&b), diags)
    }

    const BASE: &str = r#"(game "G" (piece "Man" (move Hop <C>)) (rules (capture Huff continues:True) (end {(if A) (if B)})))
(rulesets {(ruleset "R1" {"a/b"})* (ruleset "R2" {"a/c"})})"#;

    #[test]
    fn replaces_removes_adds_and_sets() {
        let (out, d) = run(
            BASE,
            r#"(replace (piece "Man") <C> with:Diagonal)
               (remove (end) (if B))
               (add (end) with:(if C))
               (set (capture) continues:False removal:AtOnce)
               (remove (ruleset "R1"))"#,
        );
        assert!(d.is_empty(), "{d:?}");
        assert!(out.contains("(move Hop Diagonal)"), "{out}");
        assert!(out.contains("(end {(if A) (if C)})"), "{out}");
        assert!(
            out.contains("(capture Huff continues:False removal:AtOnce)"),
            "{out}"
        );
        assert!(
            out.contains(r#"(rulesets {(ruleset "R2" {"a/c"})})"#),
            "{out}"
        );
    }

    #[test]
    fn a_named_value_is_removed_with_its_name() {
        let (out, d) = run(BASE, "(remove (capture) True)");
        assert!(d.is_empty(), "{d:?}");
        assert!(out.contains("(capture Huff)"), "{out}");
    }

    #[test]
    fn malformed_edits_are_reported() {
        for e in [
            "(replace (capture))",
            "(remove)",
            "(set (capture))",
            "(add (end) x:1 with:(if C))",
        ] {
            let (_, d) = run(BASE, e);
            assert_eq!(d.0.len(), 1, "{e}");
            assert_eq!(d.0[0].code, "lud::extends::bad_edit", "{e}");
        }
    }
}
