//! The board of a game's equipment as Ludii's graph ([`Shape`]), whatever container
//! ludeme holds it (`board`, `mancalaBoard`), before and apart from what the general
//! engine can play on it: what `ludic board` shows and checks against Ludii.

use super::board::shape;
use super::funcs::int_const;
use super::{flat, Cl, Cx};
use crate::diag::{Diag, Diags};
use crate::program::geom::mancala::{self, Stores};
use crate::program::geom::Shape;
use crate::syntax::ast::{Kind, Node};

/// A game's board graph and the kind of site its pieces stand on by default.
#[derive(Clone, Debug)]
pub struct BoardShape {
    /// Ludii's graph of the board, in Ludii's numbering.
    pub shape: Shape,
    /// The kind of site the pieces stand on by default (`use:`).
    pub site: DefaultSite,
}

/// A board's default kind of site (Ludii's `use:`; a mancala board's are its vertices).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultSite {
    /// The cells (Ludii's default).
    Cell,
    /// The vertices.
    Vertex,
    /// The edges: the graph is then built as for the vertices (the grid's size counts
    /// points), as Ludii builds it.
    Edge,
}

/// The board of the expanded `(game ...)` clause `game`: `None` when its equipment
/// has no board ludeme; an error (located) when the board is one ludic cannot build.
pub fn board_shape(game: &Node) -> Option<Result<BoardShape, Diags>> {
    let cl = Cl::of(game)?;
    let equipment = cl
        .pos
        .iter()
        .find(|n| Cl::of(n).is_some_and(|c| c.head == "equipment"))?;
    let eq = Cl::of(equipment)?;
    let item = flat(&eq.pos)
        .into_iter()
        .find(|n| Cl::of(n).is_some_and(|c| matches!(c.head, "board" | "mancalaBoard")))?;
    let mut cx = Cx::default();
    let built = container(&mut cx, item);
    Some(match built {
        Some(b) if cx.diags.0.is_empty() => Ok(b),
        _ => Err(cx.diags),
    })
}

/// One container ludeme's graph.
fn container(cx: &mut Cx, node: &Node) -> Option<BoardShape> {
    let cl = Cl::of(node)?;
    match cl.head {
        "board" => {
            let site = match cl.named("use").map(|u| (u, &u.kind)) {
                None => DefaultSite::Cell,
                Some((_, Kind::Ident(u))) if u == "Cell" => DefaultSite::Cell,
                Some((_, Kind::Ident(u))) if u == "Vertex" => DefaultSite::Vertex,
                Some((_, Kind::Ident(u))) if u == "Edge" => DefaultSite::Edge,
                Some((u, _)) => {
                    cx.unsupported(u, "the sites of a board (use:Cell, Vertex or Edge)");
                    return None;
                }
            };
            let Some(g) = cl.pos.first() else {
                cx.bad(node, "(board GRAPH)");
                return None;
            };
            let shape = shape(cx, g, site == DefaultSite::Cell)?;
            Some(BoardShape { shape, site })
        }
        "mancalaBoard" => mancala_board(cx, &cl).map(|shape| BoardShape {
            shape,
            site: DefaultSite::Vertex,
        }),
        _ => {
            cx.unsupported(node, "a board");
            None
        }
    }
}

/// `(mancalaBoard ROWS COLS store:S numStores:N ...)`.
pub(super) fn mancala_board(cx: &mut Cx, cl: &Cl) -> Option<Shape> {
    let [rows, cols, ..] = cl.pos.as_slice() else {
        cx.bad(cl.node, "(mancalaBoard ROWS COLUMNS)");
        return None;
    };
    let (rows, cols) = (int_const(cx, rows)?, int_const(cx, cols)?);
    let stores = match cl.named("store").map(|s| (s, &s.kind)) {
        None => Stores::Outer,
        Some((_, Kind::Ident(s))) if s == "Outer" => Stores::Outer,
        Some((_, Kind::Ident(s))) if s == "Inner" => Stores::Inner,
        Some((_, Kind::Ident(s))) if s == "None" => Stores::None,
        Some((s, _)) => {
            cx.bad(s, "store:Outer, store:Inner or store:None");
            return None;
        }
    };
    let num = match cl.named("numStores") {
        None => 2,
        Some(n) => int_const(cx, n)?,
    };
    match mancala::board(rows, cols, stores, num) {
        Ok(s) => Some(s),
        Err(e) => {
            cx.error(Diag::new("lud::program::board", e).label(cl.node.span, "this board"));
            None
        }
    }
}
