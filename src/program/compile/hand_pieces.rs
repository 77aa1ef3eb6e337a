//! `(forEach Piece container:WHO ...)`: the pieces of a player's hand, each making its
//! moves from the hand's site (Ludii's `ForEachPiece` over the sites of the container
//! of that index, the hands numbered after the board in the players' order).

use super::funcs::who;
use super::moves::moves;
use super::{Cl, Cx};
use crate::program::MovesKind;
use crate::syntax::ast::{Kind, Node};

/// The hand's pieces of `container:` (`w`), with the clause's names of pieces and its
/// moves (`rest`, after the variant); a game without hands, or a player named by
/// `forEach Piece` besides, is refused by name.
pub fn for_each_hand_piece(cx: &mut Cx, cl: &Cl, w: &Node, rest: &[&Node]) -> Option<MovesKind> {
    if cx.hands.is_empty() {
        cx.unsupported(w, "a container of `forEach Piece` in a game without hands");
        return None;
    }
    // A hand's site gives its top piece (a stack's top, in a game of stacks): what
    // `top:True` asks, and what ludic visits either way.
    cl.flag(cx, "top", false)?;
    let owner = who(cx, w)?;
    let mut names = Vec::new();
    let mut inner = None;
    for a in rest {
        match &a.kind {
            Kind::Str(s) => names.push(cx.names.intern(s)),
            Kind::Array(v) if v.iter().all(|x| matches!(x.kind, Kind::Str(_))) => {
                for x in v {
                    if let Kind::Str(s) = &x.kind {
                        names.push(cx.names.intern(s));
                    }
                }
            }
            Kind::Ident(_) => {
                cx.unsupported(a, "a player of `forEach Piece` with `container:`");
                return None;
            }
            _ => inner = Some(Box::new(moves(cx, a)?)),
        }
    }
    Some(MovesKind::ForEachHandPiece {
        owner,
        names,
        moves: inner,
    })
}
