//! Games on a board where a cell touches two others through one corner (a triangular
//! grid's cells, [`crate::program::geom::topo::Geo::off`]). Ludii's `Adjacent` and
//! `All` there hold off-diagonal steps, and its compass directions may name them,
//! which the engine's slots do not keep: a game reads only `Orthogonal` and `Diagonal`
//! steps on such a board, or is refused.

use super::own::args::head_span;
use super::Cx;
use crate::diag::Diag;
use crate::program::board::DirMask;
use crate::program::functions::Dirs;
use crate::program::visit::Node as N;
use crate::program::{Program, Region};
use crate::syntax::ast::Node;

/// Whether some part of `p` reads more than its board's orthogonal or its diagonal
/// steps: a set of directions mixing the two (`Adjacent`, `All`, the defaults), a
/// direction relative to a facing or named by the compass (an empty set, when the
/// slots hold none of its steps), or a region of the board's adjacency.
fn reads_off_diagonals(p: &Program, orthogonal: DirMask, diagonal: DirMask) -> bool {
    p.any_node(&mut |n| match n {
        N::Dirs(Dirs::Fixed { abs, rel }) => {
            let mixes = abs & orthogonal != 0 && abs & diagonal != 0;
            let named = *abs != orthogonal && *abs != diagonal;
            *rel != 0 || mixes || named
        }
        N::Region(Region::Between(..) | Region::BoardDistance(..)) => true,
        _ => false,
    })
}

/// Refuses `p` when its board has off-diagonal steps and it reads them.
pub fn check(cx: &mut Cx, game: &Node, p: &Program) {
    let Some(geo) = p.graph.geo.as_ref().filter(|g| g.off) else {
        return;
    };
    if reads_off_diagonals(p, geo.orthogonal, geo.diagonal) {
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                "directions other than Orthogonal and Diagonal are not supported on a board whose cells touch two others through one corner yet",
            )
            .label(head_span(game), "in this game")
            .help("Ludii's Adjacent and All there step to the cells beyond each corner too"),
        );
    }
}
