//! `(attract [(from S)] [DIR])`: Ludii's `Attract` effect.

use super::funcs::{dirs, site};
use super::{head, Cl, Cx};
use crate::program::{Dirs, MovesKind, SiteFn};
use crate::syntax::ast::Node;

/// The pieces along each radial from S (`(last To)` by default) drawn in to the sites
/// next to S, in their order, along DIR (`Adjacent` by default). Ludii makes each
/// removal and addition a move of its own, which a consequence applies together: so
/// it is read as a consequence only; in a game of stacks it is refused.
pub fn attract(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    if cx.says_stack || !cx.in_then {
        cx.unsupported(
            cl.node,
            "a move (attract is read as a consequence, in a game without stacks)",
        );
        return None;
    }
    let (from, rest) = match pos.split_first() {
        Some((f, rest)) if head(f) == Some("from") => {
            let fcl = Cl::of(f)?;
            fcl.only_named(cx, &[]);
            let (kind, at) = super::kinds::leading(cx, &fcl.pos)?;
            if kind.is_some_and(|k| k != cx.graph().own_kind()) || cx.graph().dual.is_some() {
                cx.unsupported(f, "a site of another kind than the board's in `attract`");
                return None;
            }
            let [at] = at.as_slice() else {
                cx.bad(f, "(from SITE)");
                return None;
            };
            (site(cx, at)?, rest)
        }
        _ => (SiteFn::LastTo, pos),
    };
    let ds = match rest {
        [] => Dirs::Fixed {
            abs: cx.graph().adjacent(),
            rel: 0,
        },
        [d] => match dirs(cx, d)? {
            d @ Dirs::Fixed { rel: 0, .. } => d,
            _ => {
                cx.unsupported(d, "a direction of `attract` (absolute directions)");
                return None;
            }
        },
        _ => {
            cx.bad(cl.node, "(attract [(from SITE)] [DIRECTION])");
            return None;
        }
    };
    Some(MovesKind::Attract { from, dirs: ds })
}
