//! `(is Line LENGTH [DIRS] [ROLE] [through:S | throughAny:R] [what:N | whats:{N..}]
//! [exact:B] [contiguous:B] [if:C] [byLevel:B] [top:B])`, as Ludii's `IsLine` reads its
//! arguments.

use super::{boolean, dirs, int, is_dirs, region, site, who};
use crate::program::compile::{kinds, Cl, Cx};
use crate::program::line::{Line, LineWhat, Through};
use crate::program::{Bool, Dirs, SiteFn};
use crate::syntax::ast::{Kind, Node};

/// The condition; in a game of stacks, counted as Ludii counts it there (by level
/// with `byLevel:True`, else by the pieces anywhere in, or with `top:True` on top of,
/// each stack).
pub fn is_line(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(
        cx,
        &[
            "through",
            "throughAny",
            "what",
            "whats",
            "exact",
            "contiguous",
            "if",
            "byLevel",
            "top",
        ],
    );
    // In a game of stacks Ludii looks level by level with `byLevel:True` (reading only
    // the length, directions, pieces, `through:` and `exact:`), else stack by stack
    // (reading `top:` and not `contiguous:` nor `throughAny:`, which it replaces by
    // `(last To)`: refused there). Elsewhere `byLevel:` and `top:` are unread.
    let by_level = match cl.named("byLevel").map(|b| &b.kind) {
        Some(Kind::Bool(b)) => *b,
        Some(_) => {
            cx.bad(cl.named("byLevel")?, "True or False");
            return None;
        }
        None => false,
    };
    let by_level = by_level && cx.says_stack;
    let stacked = cx.says_stack && !by_level;
    if let Some(n) = cl.named("throughAny").filter(|_| cx.says_stack) {
        cx.unsupported(n, "`throughAny:` of `is Line` in a game of stacks");
        return None;
    }
    let top = match cl.named("top") {
        Some(b) if stacked => boolean(cx, b)?,
        _ => Bool::Const(false),
    };
    let (kind, rest) = kinds::leading(cx, &cl.pos[1..])?;
    if kind.is_some_and(|k| k != kinds::or_own(cx, None)) {
        cx.unsupported(
            cl.node,
            "a condition on sites of another kind than the board's",
        );
        return None;
    }
    let Some((len, more)) = rest.split_first() else {
        cx.bad(cl.node, "(is Line LENGTH ...)");
        return None;
    };
    let len = int(cx, len)?;
    let mut line_dirs = None;
    let mut role = None;
    for a in more {
        if line_dirs.is_none() && role.is_none() && is_dirs(a) {
            line_dirs = Some(dirs(cx, a)?);
        } else if role.is_none() && is_role(a) {
            role = Some(who(cx, a)?);
        } else {
            cx.bad(a, "directions or a player");
            return None;
        }
    }
    let dirs = line_dirs.unwrap_or(Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    });
    let through = match (cl.named("through"), cl.named("throughAny")) {
        (Some(s), None) => Through::Site(site(cx, s)?),
        (None, Some(r)) => Through::Any(region(cx, r)?),
        (None, None) => Through::Site(SiteFn::LastTo),
        (Some(_), Some(r)) => {
            cx.bad(r, "through: or throughAny:, not both");
            return None;
        }
    };
    let what = match (role, cl.named("what"), cl.named("whats")) {
        (None, None, None) => LineWhat::AtSite,
        (Some(w), None, None) => LineWhat::Owner(w),
        (None, Some(n), None) => LineWhat::Comps(vec![int(cx, n)?]),
        (None, None, Some(v)) => match &v.kind {
            Kind::Array(items) => {
                LineWhat::Comps(items.iter().map(|x| int(cx, x)).collect::<Option<_>>()?)
            }
            _ => {
                cx.bad(v, "an array of piece numbers");
                return None;
            }
        },
        _ => {
            cx.bad(cl.node, "one of a player, what: and whats:");
            return None;
        }
    };
    let flag = |cx: &mut Cx, name: &str, default: bool| match cl.named(name) {
        Some(b) => boolean(cx, b),
        None => Some(Bool::Const(default)),
    };
    let exact = flag(cx, "exact", false)?;
    let contiguous = flag(cx, "contiguous", true)?;
    let cond = match cl.named("if") {
        Some(b) => Some(boolean(cx, b)?),
        None => None,
    };
    Some(Bool::Line(Box::new(Line {
        len,
        dirs,
        through,
        what,
        exact,
        contiguous,
        cond,
        by_level,
        stacked,
        top,
    })))
}

/// Whether `a` names a player (Ludii's `RoleType`).
fn is_role(a: &Node) -> bool {
    match &a.kind {
        Kind::Ident(s) => {
            matches!(
                s.as_str(),
                "Mover" | "Next" | "Prev" | "Player" | "Shared" | "Neutral"
            ) || (s.starts_with('P') && s[1..].parse::<u8>().is_ok())
        }
        _ => false,
    }
}
