//! Games on a board whose steps fit no assignment of the engine's eight direction
//! slots ([`crate::program::geom::topo::Geo::unslotted`]): the board keeps no step, so
//! a game that reads its steps anywhere (directions, a step rule, a line between
//! sites, a walk) is refused, and one that only follows its tracks plays.

use super::own::args::head_span;
use super::Cx;
use crate::diag::Diag;
use crate::program::visit::Node as N;
use crate::program::{Int, Program, Region};
use crate::syntax::ast::Node;

/// Whether some part of the program reads the board's steps: every set of directions
/// (the defaults included, which compile to the board's relations), every step rule,
/// and the regions and numbers that keep a mask of slots instead.
pub fn reads_steps(p: &Program) -> bool {
    p.any_node(&mut |n| {
        matches!(
            n,
            N::Dirs(_)
                | N::Step(_)
                | N::Region(Region::Between(..) | Region::Direction(..) | Region::Walk { .. })
                | N::Int(Int::CountSteps(..))
        )
    })
}

/// Refuses `p` when its board has no slots and it reads steps.
pub fn check(cx: &mut Cx, game: &Node, p: &Program) {
    let Some(why) = p.graph.geo.as_ref().and_then(|g| g.unslotted.clone()) else {
        return;
    };
    if reads_steps(p) {
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                format!("directions are not supported on this board yet: {why}"),
            )
            .label(head_span(game), "in this game"),
        );
    }
}
