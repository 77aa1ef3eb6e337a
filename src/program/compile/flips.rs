//! Double-sided pieces and the moves that join others: `(flip S)` (Ludii's `Flip`),
//! `(append M)` (Ludii's `Append`) and `(allCombinations A B)` (Ludii's
//! `AllCombinations`), which Reversi's capture writes as one move.

use super::funcs::site;
use super::moves::moves;
use super::{Cl, Cx};
use crate::program::MovesKind;
use crate::syntax::ast::Node;

/// `(flip [TYPE] S)`: the piece on S turns over. A stack's pieces turned over all at
/// once (Ludii reverses the stack too) are refused in a game of stacks.
pub fn flip(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    if cx.says_stack {
        cx.unsupported(cl.node, "a move in a game of stacks");
        return None;
    }
    let [s] = pos else {
        cx.bad(cl.node, "(flip SITE)");
        return None;
    };
    Some(MovesKind::Flip(site(cx, s)?))
}

/// `(append M)`: M's moves as one.
pub fn append(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let [m] = pos else {
        cx.bad(cl.node, "(append MOVES)");
        return None;
    };
    Some(MovesKind::Append(Box::new(moves(cx, m)?)))
}

/// `(allCombinations A B)`: every move of A joined with every move of B.
pub fn all_combinations(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let [a, b] = pos else {
        cx.bad(cl.node, "(allCombinations MOVES MOVES)");
        return None;
    };
    let (a, b) = (moves(cx, a), moves(cx, b));
    Some(MovesKind::AllCombinations(Box::new(a?), Box::new(b?)))
}
