//! `(board GRAPH use:Edge)`: a board whose pieces stand on its edges
//! ([`crate::program::geom::edge_sites`]). Ludii sizes its generators for edges as for
//! points (`(rectangle 1 10)` is ten points in a row, so nine edges).

use super::Cx;
use crate::program::board::Graph;
use crate::program::dual::SiteKind;
use crate::program::geom::edge_sites;
use crate::syntax::ast::Node;

/// The board of the edges of the graph `shape` names; `node` is the whole `(board ...)`.
/// A game that also names cells or points as site types is refused: their pieces would
/// stand on a second kind of site.
pub fn board(cx: &mut Cx, shape: Option<&Node>, node: &Node) -> Option<Graph> {
    let Some(shape) = shape else {
        cx.bad(node, "(board GRAPH use:Edge)");
        return None;
    };
    if let Some(k) = [SiteKind::Cell, SiteKind::Vertex]
        .into_iter()
        .find(|&k| cx.names_kinds[usize::from(k == SiteKind::Vertex)])
    {
        cx.unsupported(
            shape,
            &format!("a board whose edges and {} both hold pieces", k.plural()),
        );
        return None;
    }
    let s = super::board::shape(cx, shape, false)?;
    super::board::built_or_refused(cx, shape.span, edge_sites::edges(&s))
}
