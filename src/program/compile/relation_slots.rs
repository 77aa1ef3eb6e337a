//! Games on a board whose slots hold its steps by relation
//! ([`crate::program::geom::by_relation`]), where the slots cannot say all that Ludii
//! reads: a step's opposite slot may hold another step than its opposite
//! ([`Geo::loose_opposites`]), or the diagonal steps were left out
//! ([`Geo::diagonals_dropped`]). A game that reads what is missing is refused.

use super::own::args::head_span;
use super::Cx;
use crate::diag::Diag;
use crate::program::geom::topo::Geo;
use crate::program::visit::Node as N;
use crate::program::{Bool, Dirs, MovesKind, Program, Region};
use crate::syntax::ast::Node;

/// Whether some part of `p` reads a step's opposite: a line counted both ways, a
/// capture between two sites or on both sides, the opposite of the last direction.
fn reads_opposites(p: &Program) -> bool {
    p.any_node(&mut |n| match n {
        N::Moves(m) => matches!(m.kind, MovesKind::Custodial(_) | MovesKind::Intervene(_)),
        N::Bool(b) => matches!(b, Bool::Line(_)),
        N::Dirs(d) => matches!(d, Dirs::Opposite),
        _ => false,
    })
}

/// Whether some part of `p` reads more than the board's orthogonal steps.
fn reads_diagonals(p: &Program, geo: &Geo) -> bool {
    p.any_node(&mut |n| match n {
        N::Dirs(Dirs::Fixed { abs, rel }) => *rel != 0 || *abs != geo.orthogonal,
        N::Dirs(Dirs::Same | Dirs::Opposite) => true,
        N::Region(Region::Between(..) | Region::BoardDistance(..)) => true,
        _ => false,
    })
}

/// Refuses `p` when its board's slots by relation miss what it reads.
pub fn check(cx: &mut Cx, game: &Node, p: &Program) {
    let Some(geo) = p.graph.geo.as_ref() else {
        return;
    };
    let why = if geo.loose_opposites && reads_opposites(p) {
        "a step's opposite on this board (a site has more steps of a relation than four lines through it hold)"
    } else if geo.diagonals_dropped && reads_diagonals(p, geo) {
        "directions other than Orthogonal on this board (its diagonal steps fit no slots)"
    } else {
        return;
    };
    cx.error(
        Diag::new(
            "lud::program::unsupported",
            format!("{why} is not supported yet"),
        )
        .label(head_span(game), "in this game"),
    );
}
