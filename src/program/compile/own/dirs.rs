//! Directions: `Diagonal`, `{FL FR}`, `(directions {N S})`... into a [`Dirs`] set of
//! absolute and owner-relative directions.

use super::args::{bad_type, head_name, items, Args};
use super::players::ABS_NAMES;
use super::registry::DIRECTIONS;
use super::Cx;
use crate::diag::{did_you_mean, Diag};
use crate::rules::Dirs;
use crate::syntax::ast::{Kind, Node};

/// Relative directions, clockwise from forward: bit i of [`Dirs::rel`].
pub const REL_NAMES: [&str; 8] = ["F", "FR", "R", "BR", "B", "BL", "L", "FL"];

/// Named groups of directions.
const GROUPS: [(&str, Dirs); 5] = [
    ("Diagonal", Dirs::DIAGONAL),
    ("Orthogonal", Dirs::ORTHOGONAL),
    ("All", Dirs { abs: 0xff, rel: 0 }),
    // F, FR and FL.
    (
        "Forwards",
        Dirs {
            abs: 0,
            rel: 0b1000_0011,
        },
    ),
    // BR, B and BL.
    (
        "Backwards",
        Dirs {
            abs: 0,
            rel: 0b0011_1000,
        },
    ),
];

/// Reads a direction set: one name, an array of names, or `(directions ...)`.
pub fn dirs(cx: &mut Cx, node: &Node, syntax: &str) -> Option<Dirs> {
    if head_name(node) == Some("directions") {
        let mut a = Args::new(cx, node, &DIRECTIONS);
        let inner = a.required(cx, "directions");
        a.finish(cx);
        return inner.and_then(|i| list(cx, i, DIRECTIONS.syntax));
    }
    list(cx, node, syntax)
}

fn list(cx: &mut Cx, node: &Node, syntax: &str) -> Option<Dirs> {
    let mut set = Some(Dirs::default());
    let given = items(node);
    if given.is_empty() {
        cx.error(
            Diag::new("lud::compile::bad_value", "no direction given")
                .label(node.span, "empty")
                .help(format!("the syntax is {syntax}")),
        );
        return None;
    }
    for d in given {
        let one = single(cx, d, syntax);
        set = match (set, one) {
            (Some(s), Some(o)) => Some(s.union(o)),
            _ => None,
        };
    }
    set
}

fn single(cx: &mut Cx, node: &Node, syntax: &str) -> Option<Dirs> {
    let Kind::Ident(name) = &node.kind else {
        bad_type(cx, node, "a direction", syntax);
        return None;
    };
    if let Some(i) = ABS_NAMES.iter().position(|n| n == name) {
        return Some(Dirs {
            abs: 1 << i,
            rel: 0,
        });
    }
    if let Some(i) = REL_NAMES.iter().position(|n| n == name) {
        return Some(Dirs {
            abs: 0,
            rel: 1 << i,
        });
    }
    if let Some((_, d)) = GROUPS.iter().find(|(n, _)| n == name) {
        return Some(*d);
    }
    let all = ABS_NAMES
        .iter()
        .chain(REL_NAMES.iter())
        .chain(GROUPS.iter().map(|(n, _)| n))
        .copied();
    let help = match did_you_mean(name, all) {
        Some(s) => format!("did you mean `{s}`?"),
        None => "a direction is N NE E SE S SW W NW (absolute), F FR R BR B BL L FL (relative to the owner's facing), or Diagonal, Orthogonal, All, Forwards, Backwards".into(),
    };
    cx.error(
        Diag::new(
            "lud::compile::bad_constant",
            format!("`{name}` is not a direction"),
        )
        .label(node.span, "unknown direction")
        .help(help),
    );
    None
}

/// The names of a direction set, for display: absolute ones then relative ones.
pub fn names(d: Dirs) -> Vec<&'static str> {
    let mut out = Vec::new();
    for (i, n) in ABS_NAMES.iter().enumerate() {
        if d.abs & (1 << i) != 0 {
            out.push(*n);
        }
    }
    for (i, n) in REL_NAMES.iter().enumerate() {
        if d.rel & (1 << i) != 0 {
            out.push(*n);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::compile::own::testing::{errors_with, rules_with};

    const M: &str = "(move Step (directions {FL FR}))";

    #[test]
    fn forms_of_directions() {
        let d = rules_with(M, "(move Step {FL FR})").man.moves[0].dirs;
        assert_eq!(names(d), ["FR", "FL"]);
        let d = rules_with(M, "(move Step Forwards)").man.moves[0].dirs;
        assert_eq!(names(d), ["F", "FR", "FL"]);
        let d = rules_with(M, "(move Step (directions {N Diagonal}))")
            .man
            .moves[0]
            .dirs;
        assert_eq!(names(d), ["N", "NE", "SE", "SW", "NW"]);
        assert_eq!(
            rules_with(M, "(move Step Orthogonal)").man.moves[0].dirs,
            Dirs::ORTHOGONAL
        );
    }

    #[test]
    fn bad_directions() {
        assert_eq!(
            errors_with(M, "(move Step {FL FX})"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(M, "(move Step {})"),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(M, "(move Step 3)"),
            ["lud::compile::bad_argument"]
        );
    }
}
