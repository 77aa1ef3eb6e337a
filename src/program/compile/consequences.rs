//! Consequences (`(then M)`) and the moves that make sense among them or run for each
//! player: `note` (a message, no change to the state) and `forEach Player`.

use super::moves::moves;
use super::{head, Cl, Cx};
use crate::program::{Moves, MovesKind};
use crate::syntax::ast::Node;

/// Splits off a trailing `(then M)` from positional arguments.
pub(super) fn split_then<'a>(cx: &mut Cx, pos: &[&'a Node]) -> (Vec<&'a Node>, Option<Box<Moves>>) {
    let mut rest = Vec::new();
    let mut then = None;
    for a in pos {
        if head(a) == Some("then") {
            let cl = Cl::of(a);
            match cl.as_ref().and_then(|c| c.pos.first()) {
                Some(m) => {
                    let outer = std::mem::replace(&mut cx.in_then, true);
                    then = moves(cx, m).map(Box::new);
                    cx.in_then = outer;
                }
                None => cx.bad(a, "(then MOVES)"),
            }
        } else {
            rest.push(*a);
        }
    }
    (rest, then)
}

/// Moves applied with the move that makes them, not chosen: an `(apply M)` of a
/// generator's `to` or `between` (Ludii adds their actions to the move), read as
/// consequences are.
pub(super) fn applied(cx: &mut Cx, node: &Node) -> Option<Moves> {
    let outer = std::mem::replace(&mut cx.in_then, true);
    let m = moves(cx, node);
    cx.in_then = outer;
    m
}

/// `(note ...)` among consequences or effects applied with a move (`then`, `apply`):
/// Ludii's `Note` makes a move whose one action records a message for a player, which
/// no rule reads and no position holds: a move with no action of ours, which changes
/// nothing but is there (the `(then ...)` of an `if` whose branch is the note runs, as
/// in Ludii). As a move to choose it would be a move of its own, refused.
pub(super) fn note(cx: &mut Cx, cl: &Cl) -> Option<MovesKind> {
    if !cx.in_then {
        cx.unsupported(
            cl.node,
            "a move to choose (`note` is read among consequences and effects applied with a move)",
        );
        return None;
    }
    Some(MovesKind::Note)
}

/// `(forEach Player M)`: M for each player from P1 to the last, bound as `Player`
/// (Ludii's `ForEachPlayer` without `players:`). Its own `(then ...)`, which Ludii
/// hands to a list it does not return, is refused.
pub(super) fn for_each_player(
    cx: &mut Cx,
    cl: &Cl,
    pos: &[&Node],
    then: &Option<Box<Moves>>,
) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    if then.is_some() {
        cx.unsupported(cl.node, "a `(then ...)` of `forEach Player`");
        return None;
    }
    let [_, m] = pos else {
        cx.bad(cl.node, "(forEach Player MOVES)");
        return None;
    };
    Some(MovesKind::ForEachPlayer(Box::new(moves(cx, m)?)))
}
