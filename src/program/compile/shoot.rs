//! `(move Shoot (piece WHAT) [THEN])` (Ludii's `Shoot`, Amazons' arrow): from the last
//! move's destination, along each adjacent direction, the piece is added on every empty
//! site up to the first occupied one. That is `move Add` of the piece to the empty line
//! of sight of `(last To)` (Ludii's `SitesLineOfSight Empty`, which walks the same
//! radials of the same `Adjacent` directions), and is compiled as it.

use super::{Cl, Cx};
use crate::program::Moves;
use crate::syntax::ast::{Head, Kind, Node};

/// Compiles `move Shoot`; `from:`, a direction, `between` and `to` are refused.
pub fn shoot(cx: &mut Cx, cl: &Cl) -> Option<Moves> {
    cl.only_named(cx, &[]);
    let args = &cl.pos[1..];
    let is = |n: &Node, h: &str| super::head(n) == Some(h);
    let Some(piece) = args.first().filter(|p| is(p, "piece")) else {
        cx.unsupported(cl.node, "`move Shoot` without `(piece ...)` first");
        return None;
    };
    let then = args[1..].iter().find(|a| is(a, "then"));
    if let Some(extra) = args[1..].iter().find(|a| !is(a, "then")) {
        cx.unsupported(extra, "an argument of `move Shoot`");
        return None;
    }
    let span = cl.node.span;
    let clause = |head: &str, args: Vec<Node>| {
        Node::new(
            Kind::Clause {
                head: Head::Name(head.into()),
                head_span: span,
                args,
            },
            span,
        )
    };
    let ident = |s: &str| Node::new(Kind::Ident(s.into()), span);
    let last_to = clause("last", vec![ident("To")]);
    let at = Node::new(
        Kind::Named {
            name: "at".into(),
            value: Box::new(last_to),
        },
        span,
    );
    let sight = clause("sites", vec![ident("LineOfSight"), ident("Empty"), at]);
    let mut add = vec![ident("Add"), (*piece).clone(), clause("to", vec![sight])];
    add.extend(then.map(|t| (*t).clone()));
    super::moves::moves(cx, &clause("move", add))
}
