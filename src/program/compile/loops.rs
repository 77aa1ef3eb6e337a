//! `(is Loop [COLOUR] [surround:ROLE])` (Ludii's `IsLoop`): the board's outer sites and
//! its directions are worked out here once, so that the search at play reads only the
//! position.

use super::funcs::{dirs, int, region, who};
use super::{Cl, Cx};
use crate::program::board::DirMask;
use crate::program::loops::Loop;
use crate::program::{Bool, Dirs, Int, Region, Who};
use crate::syntax::ast::{Head, Kind, Node};

/// Compiles `(is Loop ...)`. Ludii's site type, directions, start site, list of
/// enclosed players and tile paths (`path:True`) are refused.
pub fn is_loop(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(cx, &["surround"]);
    // A site type or directions (constants, arrays) and a second number are refused.
    let colour = match &cl.pos[1..] {
        [] => Int::Player(Who::Mover),
        [c] if !matches!(c.kind, Kind::Ident(_) | Kind::Array(_)) => int(cx, c)?,
        [_, c, ..] | [c] => {
            cx.unsupported(c, "an argument of `is Loop` (a colour is)");
            return None;
        }
    };
    let surround = match cl.named("surround") {
        Some(r) => Some(who(cx, r)?),
        None => None,
    };
    let at = cl.node;
    // Ludii's `topology().outer(type)`: the sites an enclosed area may not reach.
    let outer_node = Node::new(
        Kind::Clause {
            head: Head::Name("sites".into()),
            head_span: at.span,
            args: vec![Node::new(Kind::Ident("Outer".into()), at.span)],
        },
        at.span,
    );
    let Region::Const(outer) = region(cx, &outer_node)? else {
        cx.unsupported(at, "`is Loop` on this board (its outer sites)");
        return None;
    };
    let orth = relation(cx, at, "Orthogonal")?;
    let adj = relation(cx, at, "Adjacent")?;
    Some(Bool::Loop(Box::new(Loop {
        colour,
        surround,
        outer,
        orth,
        adj,
    })))
}

/// The slots of the board's relation `name` (`Orthogonal`, `Adjacent`).
fn relation(cx: &mut Cx, at: &Node, name: &str) -> Option<DirMask> {
    let node = Node::new(Kind::Ident(name.into()), at.span);
    match dirs(cx, &node)? {
        Dirs::Fixed { abs, rel: 0 } => Some(abs),
        _ => {
            cx.unsupported(at, "`is Loop` on this board (its directions)");
            None
        }
    }
}
