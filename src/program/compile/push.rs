//! `(push [(from S)] DIR)`: Ludii's `Push` effect.

use super::funcs::{dirs, site};
use super::{head, Cl, Cx};
use crate::program::{Dirs, MovesKind, SiteFn};
use crate::syntax::ast::Node;

/// The push of the piece at S (`(last To)` by default) one site along one absolute
/// direction; in a game of stacks, or along several directions, it is refused.
pub fn push(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    if cx.says_stack {
        cx.unsupported(cl.node, "a move in a game of stacks");
        return None;
    }
    let (from, rest) = match pos.split_first() {
        Some((f, rest)) if head(f) == Some("from") => {
            let fcl = Cl::of(f)?;
            fcl.only_named(cx, &[]);
            let [at] = fcl.pos.as_slice() else {
                cx.bad(f, "(from SITE)");
                return None;
            };
            (site(cx, at)?, rest)
        }
        _ => (SiteFn::LastTo, pos),
    };
    let [d] = rest else {
        cx.bad(cl.node, "(push [(from SITE)] DIRECTION)");
        return None;
    };
    let ds = dirs(cx, d)?;
    if !matches!(ds, Dirs::Fixed { abs, rel: 0 } if abs.count_ones() == 1) {
        cx.unsupported(d, "a direction of `push` (one absolute direction)");
        return None;
    }
    Some(MovesKind::Push { from, dirs: ds })
}
