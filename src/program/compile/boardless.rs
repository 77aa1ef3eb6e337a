//! `(boardless Square|Triangular|Hexagonal [N] [largeStack:B])`: Ludii's board for games
//! played as if without one, which it builds as an ordinary board of cells large
//! enough to play on: 41 x 41 squares, a triangle of 41 triangles a side or a hexagon
//! of 21 hexagons a side unless `N` is given (`Boardless`, `Constants.SIZE_BOARDLESS`,
//! `SIZE_HEX_BOARDLESS`).

use super::funcs::int_const;
use super::{Cl, Cx};
use crate::diag::Diag;
use crate::program::geom::{hex, square, topo, tri, Shape};
use crate::program::Graph;
use crate::syntax::ast::{Kind, Node};

/// Ludii's `TilingBoardlessType`: the tiling of a boardless board.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tiling {
    Square,
    Triangular,
    Hexagonal,
}

impl Tiling {
    fn of(name: &str) -> Option<Tiling> {
        Some(match name {
            "Square" => Tiling::Square,
            "Triangular" => Tiling::Triangular,
            "Hexagonal" => Tiling::Hexagonal,
            _ => return None,
        })
    }

    /// Ludii's side when none is given (`Constants.SIZE_HEX_BOARDLESS`, `SIZE_BOARDLESS`).
    fn default_side(self) -> i64 {
        match self {
            Tiling::Hexagonal => 21,
            Tiling::Square | Tiling::Triangular => 41,
        }
    }
}

/// Ludii's tiling and size of a boardless board: the tiling and its side.
fn tiling(cx: &mut Cx, node: &Node) -> Option<(Tiling, i64)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["largeStack"]);
    let Some(tiling) = cl.pos.first().and_then(|n| match &n.kind {
        Kind::Ident(t) => Tiling::of(t),
        _ => None,
    }) else {
        cx.bad(node, "(boardless Square|Triangular|Hexagonal [N])");
        return None;
    };
    let size = match cl.pos.get(1) {
        Some(n) => int_const(cx, n)?,
        None => tiling.default_side(),
    };
    Some((tiling, size))
}

/// The board's shape: its cells are the sites.
pub fn shape(cx: &mut Cx, node: &Node) -> Option<Shape> {
    let (tiling, n) = tiling(cx, node)?;
    let built = match tiling {
        Tiling::Square => square::rectangle(n, n, true, None),
        Tiling::Triangular => tri::triangle(n, true),
        Tiling::Hexagonal => hex::hexagon(n),
    };
    match built {
        Ok(s) => Some(s),
        Err(e) => {
            cx.error(Diag::new("lud::program::board", e).label(node.span, "this board"));
            None
        }
    }
}

/// The engine's board of a game's `(boardless ...)`: the square grid as `(square N)`
/// builds it, the other tilings as Ludii's graphs.
pub fn board(cx: &mut Cx, node: &Node) -> Option<Graph> {
    let (tiling, n) = tiling(cx, node)?;
    let built = if tiling == Tiling::Square {
        let n = n.clamp(0, 1000) as u16;
        Graph::grid(n, n)
    } else {
        topo::cells(&shape(cx, node)?)
    };
    super::board::built_or_refused(cx, node.span, built)
}
