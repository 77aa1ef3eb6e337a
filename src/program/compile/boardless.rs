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

/// Ludii's tiling and size of a boardless board: the tiling's name and its side.
fn tiling(cx: &mut Cx, node: &Node) -> Option<(String, i64)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["largeStack"]);
    let name = match cl.pos.first().map(|n| &n.kind) {
        Some(Kind::Ident(t)) if matches!(t.as_str(), "Square" | "Triangular" | "Hexagonal") => {
            t.clone()
        }
        _ => {
            cx.bad(node, "(boardless Square|Triangular|Hexagonal [N])");
            return None;
        }
    };
    let size = match cl.pos.get(1) {
        Some(n) => int_const(cx, n)?,
        // Ludii's default extent of a boardless tiling (its `TilingBoardlessType`
        // constants, not names of games): 21 for hexagons, 41 for the others.
        None if name == "Hexagonal" => 21,
        None => 41,
    };
    Some((name, size))
}

/// The board's shape: its cells are the sites.
pub fn shape(cx: &mut Cx, node: &Node) -> Option<Shape> {
    let (name, n) = tiling(cx, node)?;
    let built = match name.as_str() {
        "Square" => square::rectangle(n, n, true, None),
        "Triangular" => tri::triangle(n, true),
        _ => hex::hexagon(n),
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
    let (name, n) = tiling(cx, node)?;
    let built = if name == "Square" {
        let n = n.clamp(0, 1000) as u16;
        Graph::grid(n, n)
    } else {
        topo::cells(&shape(cx, node)?)
    };
    super::board::built_or_refused(cx, node.span, built)
}
