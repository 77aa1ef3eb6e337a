//! Selectors: how a variant points at a part of its base.
//!
//! A selector is a list of patterns, read left to right, each one looked for anywhere
//! inside what the previous one found (the first one anywhere in the base file):
//!
//! ```text
//! (piece "Man") (move Hop)        the (move Hop ...) inside the piece "Man"
//! (end) (if (no Moves))           the (if (no Moves ...) ...) inside (end ...)
//! (piece "Man") (move Hop) <ManCapture>   that argument of that clause
//! ```
//!
//! A clause pattern `(head a b)` matches a clause with the same head whose first
//! positional arguments match `a b` (a clause argument is itself a pattern; anything
//! else must be equal) and which has every named argument the pattern names. Any
//! other pattern (an atom, an array, an `<...>`) matches an equal node. A selector
//! must end on exactly one node: none is an error with a suggestion, several is an
//! error that shows them.

use crate::diag::did_you_mean;
use crate::syntax::ast::{File, Head, Kind, Node};
use crate::syntax::print::print_flat;

/// Where a node is: an index into the file's items, then into each node's children
/// ([`children`]).
pub type Addr = Vec<usize>;

/// The children of a node, in order: a clause's arguments, an array's or an angle's
/// items, a named argument's value.
pub fn children(n: &Node) -> &[Node] {
    match &n.kind {
        Kind::Clause { args, .. } => args,
        Kind::Array(v) | Kind::Angle(v) => v,
        Kind::Named { value, .. } => std::slice::from_ref(&**value),
        _ => &[],
    }
}

/// The node at `addr`, if any.
pub fn get<'a>(file: &'a File, addr: &[usize]) -> Option<&'a Node> {
    let (first, rest) = addr.split_first()?;
    let mut n = file.items.get(*first)?;
    for &i in rest {
        n = children(n).get(i)?;
    }
    Some(n)
}

/// The node at `addr`, mutably.
pub fn get_mut<'a>(file: &'a mut File, addr: &[usize]) -> Option<&'a mut Node> {
    let (first, rest) = addr.split_first()?;
    let mut n = file.items.get_mut(*first)?;
    for &i in rest {
        n = match &mut n.kind {
            Kind::Clause { args, .. } => args.get_mut(i)?,
            Kind::Array(v) | Kind::Angle(v) => v.get_mut(i)?,
            Kind::Named { value, .. } if i == 0 => value,
            _ => return None,
        };
    }
    Some(n)
}

/// True when `pat` matches `n` (see the module documentation).
pub fn matches(pat: &Node, n: &Node) -> bool {
    let Kind::Clause {
        head: ph,
        args: pargs,
        ..
    } = &pat.kind
    else {
        return pat == n;
    };
    let Kind::Clause { head, args, .. } = &n.kind else {
        return false;
    };
    if ph != head {
        return false;
    }
    let (pp, np) = (positional(pargs), positional(args));
    if pp.len() > np.len() || !pp.iter().zip(&np).all(|(p, a)| matches(p, a)) {
        return false;
    }
    pargs.iter().all(|p| match &p.kind {
        Kind::Named { name, value } => args.iter().any(|a| match &a.kind {
            Kind::Named {
                name: n2,
                value: v2,
            } => n2 == name && matches(value, v2),
            _ => false,
        }),
        _ => true,
    })
}

fn positional(v: &[Node]) -> Vec<&Node> {
    v.iter()
        .filter(|a| !matches!(a.kind, Kind::Named { .. }))
        .collect()
}

/// Every node below `addr` (not itself), with its address, in document order.
fn descendants<'a>(file: &'a File, addr: &[usize], out: &mut Vec<(Addr, &'a Node)>) {
    fn walk<'a>(n: &'a Node, at: &mut Addr, out: &mut Vec<(Addr, &'a Node)>) {
        for (i, c) in children(n).iter().enumerate() {
            at.push(i);
            out.push((at.clone(), c));
            walk(c, at, out);
            at.pop();
        }
    }
    if addr.is_empty() {
        for (i, n) in file.items.iter().enumerate() {
            let mut at = vec![i];
            out.push((at.clone(), n));
            walk(n, &mut at, out);
        }
    } else if let Some(n) = get(file, addr) {
        walk(n, &mut addr.to_vec(), out);
    }
}

/// The outcome of looking a selector up.
#[derive(Debug)]
pub enum Found {
    /// Exactly one node.
    One(Addr),
    /// Pattern `step` matched nothing; `suggestion` is the closest clause there.
    None {
        /// Index of the pattern that found nothing.
        step: usize,
        /// A near miss, printed as a short pattern.
        suggestion: Option<String>,
        /// Short patterns of the clauses that were there (at most a few).
        nearby: Vec<String>,
    },
    /// Several nodes.
    Many(Vec<Addr>),
}

/// Looks `path` up in `file`.
pub fn find(file: &File, path: &[Node]) -> Found {
    let mut scopes: Vec<Addr> = vec![Vec::new()];
    for (step, pat) in path.iter().enumerate() {
        let mut found: Vec<Addr> = Vec::new();
        let mut seen: Vec<(Addr, &Node)> = Vec::new();
        for s in &scopes {
            let mut below = Vec::new();
            descendants(file, s, &mut below);
            for (a, n) in below {
                if matches(pat, n) && !found.contains(&a) {
                    found.push(a.clone());
                }
                seen.push((a, n));
            }
        }
        if found.is_empty() {
            return not_found(step, pat, &seen);
        }
        scopes = found;
    }
    match scopes.len() {
        1 => Found::One(scopes.swap_remove(0)),
        _ => Found::Many(scopes),
    }
}

fn not_found(step: usize, pat: &Node, seen: &[(Addr, &Node)]) -> Found {
    let mut sigs: Vec<String> = Vec::new();
    for (_, n) in seen {
        if let Some(s) = signature(n) {
            if !sigs.contains(&s) {
                sigs.push(s);
            }
        }
    }
    let want = signature(pat).unwrap_or_else(|| print_flat(pat));
    let suggestion =
        did_you_mean(&want, sigs.iter().map(String::as_str)).or_else(|| same_head(pat, &sigs));
    // Shallow clauses first: they are the likeliest places to look.
    let nearby = seen
        .iter()
        .filter_map(|(a, n)| signature(n).map(|s| (a.len(), s)))
        .fold(Vec::<(usize, String)>::new(), |mut acc, (d, s)| {
            if !acc.iter().any(|(_, x)| *x == s) {
                acc.push((d, s));
            }
            acc
        });
    let mut nearby = nearby;
    nearby.sort_by_key(|(d, _)| *d);
    let nearby = nearby.into_iter().take(8).map(|(_, s)| s).collect();
    Found::None {
        step,
        suggestion,
        nearby,
    }
}

/// A pattern with the same head, when the arguments are what differs.
fn same_head(pat: &Node, sigs: &[String]) -> Option<String> {
    let Kind::Clause {
        head: Head::Name(h),
        ..
    } = &pat.kind
    else {
        return None;
    };
    let prefix = format!("({h}");
    let mut same = sigs
        .iter()
        .filter(|s| s.starts_with(&prefix) && s[prefix.len()..].starts_with([' ', ')']));
    match (same.next(), same.next()) {
        (Some(s), None) => Some(s.clone()),
        _ => None,
    }
}

/// A short pattern for a clause: its head and first positional argument when that is
/// an atom, e.g. `(piece "Man")`, `(move Hop)`, `(end)`.
pub fn signature(n: &Node) -> Option<String> {
    let Kind::Clause { head, args, .. } = &n.kind else {
        return None;
    };
    let h = match head {
        Head::Name(s) | Head::Op(s) => s.clone(),
        Head::Define(s) => format!("{s:?}"),
    };
    let first = args.iter().find(|a| !matches!(a.kind, Kind::Named { .. }));
    Some(match first.map(|a| &a.kind) {
        Some(Kind::Str(_) | Kind::Ident(_) | Kind::Int(_) | Kind::Bool(_)) => {
            format!("({h} {})", first.map(print_flat).unwrap_or_default())
        }
        _ => format!("({h})"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse;

    fn file(text: &str) -> File {
        parse(text, 0).expect("parses")
    }

    fn path(text: &str) -> Vec<Node> {
        file(text).items
    }

    const BASE: &str = r#"(game "G" (equipment {
        (piece "Man" Each (move Step (directions {FL FR})) (move Hop <C>))
        (piece "King" Each (move Slide Diagonal) (move Hop Diagonal before:Any))
    }))"#;

    #[test]
    fn finds_a_clause_inside_another() {
        let f = file(BASE);
        let Found::One(a) = find(&f, &path(r#"(piece "Man") (move Hop)"#)) else {
            panic!("one match expected");
        };
        assert_eq!(print_flat(get(&f, &a).expect("node")), "(move Hop <C>)");
    }

    #[test]
    fn finds_an_argument_and_a_named_argument() {
        let f = file(BASE);
        let Found::One(a) = find(&f, &path(r#"(piece "Man") <C>"#)) else {
            panic!("one match expected");
        };
        assert_eq!(print_flat(get(&f, &a).expect("node")), "<C>");
        assert!(matches!(
            find(&f, &path("(move Hop before:Any)")),
            Found::One(_)
        ));
    }

    #[test]
    fn reports_several_matches_and_near_misses() {
        let f = file(BASE);
        assert!(matches!(find(&f, &path("(move Hop)")), Found::Many(v) if v.len() == 2));
        match find(&f, &path(r#"(piece "Mann")"#)) {
            Found::None { suggestion, .. } => {
                assert_eq!(suggestion.as_deref(), Some(r#"(piece "Man")"#))
            }
            other => panic!("unexpected {other:?}"),
        }
        match find(&f, &path(r#"(piece "Man") (move Jump)"#)) {
            Found::None { step, .. } => assert_eq!(step, 1),
            other => panic!("unexpected {other:?}"),
        }
    }
}
