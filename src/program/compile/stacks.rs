//! Ludemes that read or build a stack level by level: `(count Stack at: if:)`,
//! `(level)`, `(who at: level:)`, `(sites Occupied by: component: top:)`, and `(move
//! Add (piece P) (to ...))` / `(add (piece P) (to ...))`, which put a named piece on
//! top of a stack.

use super::funcs::{boolean, int, region, site, who};
use super::{head, Cl, Cx};
use crate::diag::Diag;
use crate::program::{Int, MovesKind, Region, Who};
use crate::syntax::ast::{Kind, Node};

/// `(count Stack at:S [if:C])`: from the bottom (Ludii's default direction), without
/// `stop:`; a direction, `to:` (a region) and `stop:` are refused.
pub fn count_stack(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["at", "if"]);
    if let Some(extra) = cl.pos.get(1) {
        cx.unsupported(
            extra,
            "an argument of `count Stack` (a direction or site type)",
        );
        return None;
    }
    let Some(at) = cl.named("at") else {
        cx.unsupported(cl.node, "a number (`count Stack` takes at:SITE here)");
        return None;
    };
    let at = site(cx, at)?;
    let cond = match cl.named("if") {
        Some(c) => Some(Box::new(boolean(cx, c)?)),
        None => None,
    };
    Some(Int::CountStack(at, cond))
}

/// `(level)`: the level `count Stack` visits.
pub fn level(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    if !cl.pos.is_empty() || !cl.named.is_empty() {
        cx.unsupported(cl.node, "a number (`(level)` takes no argument)");
        return None;
    }
    Some(Int::Level)
}

/// `(who at:S [level:L])`.
pub fn who_at(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["at", "level"]);
    let Some(at) = cl.named("at") else {
        cx.unsupported(cl.node, "a number (`who` takes at:SITE)");
        return None;
    };
    let at = site(cx, at)?;
    Some(match cl.named("level") {
        Some(l) => Int::WhoAtLevel(at, Box::new(int(cx, l)?)),
        None => Int::WhoAt(at),
    })
}

/// `(sites Occupied by:WHO component:"Name"|components:{...} [top:B])` in a game of
/// stacks. Ludii's `top:` defaults to True (only the sites whose top piece is that
/// player's). `container:` and a game without stacks are refused.
pub fn occupied(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["by", "component", "components", "top"]);
    if !cx.says_stack {
        cx.unsupported(
            cl.node,
            "a region (`component:` and `top:` of `sites Occupied` are supported in a game of stacks)",
        );
        return None;
    }
    let (who_, enemy) = match cl.named("by") {
        Some(b) if matches!(&b.kind, Kind::Ident(e) if e == "Enemy") => (Who::Mover, true),
        Some(b) => (who(cx, b)?, false),
        None => {
            cx.unsupported(cl.node, "a region (`sites Occupied` takes by:PLAYER here)");
            return None;
        }
    };
    let mut names = Vec::new();
    for n in [cl.named("component"), cl.named("components")]
        .into_iter()
        .flatten()
    {
        let items = match &n.kind {
            Kind::Array(v) => v.iter().collect::<Vec<_>>(),
            _ => vec![n],
        };
        for it in items {
            match &it.kind {
                Kind::Str(s) if cx.comps.iter().any(|c| c.base == *s) => {
                    names.push(cx.names.intern(s))
                }
                _ => {
                    cx.bad(it, "the name of a piece declared in the equipment");
                    return None;
                }
            }
        }
    }
    if names.is_empty() {
        cx.unsupported(
            cl.node,
            "a region (`sites Occupied` with top: names a component here)",
        );
        return None;
    }
    let top = match cl.named("top").map(|t| &t.kind) {
        None | Some(Kind::Bool(true)) => true,
        Some(Kind::Bool(false)) => false,
        Some(_) => {
            cx.bad(cl.named("top")?, "True or False");
            return None;
        }
    };
    Some(Region::OccupiedByKind {
        who: who_,
        enemy,
        names,
        top,
    })
}

/// `(move Add (piece P) (to R [if:C]) [stack:B])` or `(add (piece P) (to S [if:C])
/// [stack:B])` in a game of stacks (`pos`: the arguments after the variant, without
/// the `(then ...)`). P is a component's full name or a number (`(id "Hex" Mover)`).
/// `count:`, `(apply ...)` in `to` and a game without stacks are refused.
pub fn add_piece(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &["stack"]);
    if !cx.says_stack {
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                "adding a named piece is supported in a game of stacks only",
            )
            .label(cl.node.span, "not supported here")
            .help("a game of stacks says stack:True in some move"),
        );
        return None;
    }
    let (Some(p), Some(t), 2) = (
        pos.iter().find(|a| head(a) == Some("piece")),
        pos.iter().find(|a| head(a) == Some("to")),
        pos.len(),
    ) else {
        cx.unsupported(cl.node, "a move (add takes (piece P) (to SITES) here)");
        return None;
    };
    let pc = Cl::of(p)?;
    pc.only_named(cx, &[]);
    let piece = match pc.pos.as_slice() {
        [n] => match &n.kind {
            Kind::Str(name) => match cx.comps.iter().position(|c| c.name == *name) {
                Some(i) => Int::Const(i as i64 + 1),
                None => {
                    cx.bad(n, "the full name of a piece declared in the equipment");
                    return None;
                }
            },
            _ => int(cx, n)?,
        },
        _ => {
            cx.bad(p, "(piece \"Name\") or (piece NUMBER)");
            return None;
        }
    };
    let tc = Cl::of(t)?;
    tc.only_named(cx, &["if"]);
    let [sites] = tc.pos.as_slice() else {
        cx.unsupported(t, "an argument of add (one site or region in `to`)");
        return None;
    };
    let to = region(cx, sites)?;
    let cond = match tc.named("if") {
        Some(c) => Some(boolean(cx, c)?),
        None => None,
    };
    cx.stacking = true;
    Some(MovesKind::AddPiece { piece, to, cond })
}
