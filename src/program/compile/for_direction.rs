//! `(forEach Direction [(from S)] [DIRS] [(between [(exact n)|(range a b)] [if:B])]
//! (to [if:C] (apply M)) | M)`: Ludii's `ForEachDirection`, read into
//! [`ForEachDirection`].

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::moves::moves;
use super::{head, Cl, Cx};
use crate::program::{Bool, Dirs, ForEachDirection, Int, Moves, MovesKind, SiteFn};
use crate::syntax::ast::Node;

/// `forEach Direction`'s arguments after the variant.
pub(super) fn for_each_direction(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let mut from = SiteFn::From;
    // Ludii's default: the board's Adjacent relation.
    let mut ds = Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    };
    let (mut min, mut max) = (Int::Const(1), Int::Const(1));
    let mut between = None;
    let mut to_if = None;
    let mut program: Option<Moves> = None;
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &[]);
                let [s] = f.pos.as_slice() else {
                    cx.unsupported(a, "an argument of `forEach Direction` ((from SITE))");
                    return None;
                };
                from = site(cx, s)?;
            }
            Some("between") => {
                let b = Cl::of(a)?;
                b.only_named(cx, &["if"]);
                for x in &b.pos {
                    match Cl::of(x).map(|c| (c.head, c.pos.clone())) {
                        Some(("range", p)) if p.len() == 2 => {
                            min = int(cx, p[0])?;
                            max = int(cx, p[1])?;
                        }
                        Some(("exact", p)) if p.len() == 1 => {
                            min = int(cx, p[0])?;
                            max = min.clone();
                        }
                        // Ludii's `(max N)` leaves the least distance unset (any
                        // from 1).
                        Some(("max", p)) if p.len() == 1 => max = int(cx, p[0])?,
                        _ => {
                            cx.unsupported(x, "an argument of `between`");
                            return None;
                        }
                    }
                }
                between = match b.named("if") {
                    Some(c) => Some(boolean(cx, c)?),
                    None => None,
                };
            }
            Some("to") if program.is_none() => {
                let (cond, m) = to(cx, a)?;
                to_if = cond;
                program = Some(m);
            }
            _ if is_dirs(a) => ds = dirs(cx, a)?,
            _ if program.is_none() => program = Some(moves(cx, a)?),
            _ => {
                cx.unsupported(a, "an argument of `forEach Direction`");
                return None;
            }
        }
    }
    let Some(moves) = program else {
        cx.bad(
            cl.node,
            "(forEach Direction ... (to [if:C] (apply MOVES)) | MOVES)",
        );
        return None;
    };
    Some(MovesKind::ForEachDirection(Box::new(ForEachDirection {
        from,
        dirs: ds,
        min,
        max,
        between,
        to_if,
        moves,
    })))
}

/// `(to [if:C] (apply M))`: the test of the sites walked and the moves made at each.
fn to(cx: &mut Cx, node: &Node) -> Option<(Option<Bool>, Moves)> {
    let t = Cl::of(node)?;
    t.only_named(cx, &["if"]);
    let cond = match t.named("if") {
        Some(c) => Some(boolean(cx, c)?),
        None => None,
    };
    let [a] = t.pos.as_slice() else {
        cx.unsupported(
            node,
            "a `to` of `forEach Direction` other than (to [if:C] (apply MOVES))",
        );
        return None;
    };
    if head(a) != Some("apply") {
        cx.unsupported(a, "an argument of `to` in `forEach Direction`");
        return None;
    }
    let (apply_if, m) = super::moves::apply(cx, a)?;
    // Ludii runs the moves of the `apply` and never reads its condition here.
    if apply_if.is_some() {
        cx.unsupported(a, "`(apply if:...)` in `forEach Direction`");
        return None;
    }
    Some((cond, m))
}
