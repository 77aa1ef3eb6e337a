//! Games with large pieces (`(tile ... WALK)`, `engine::large`): a large piece covers
//! sites that hold no piece yet are not empty, and only the ludemes written for that
//! see it. `sites Empty`, `is Empty`, `move Add` and `move (from) (to)` do (as Ludii's);
//! a move that would lift, slide, remove or turn a large piece without its cover, and a
//! function that reads the board's emptiness or counts of its own, is refused here by
//! name until it is written for them.

use super::own::args::head_span;
use super::Cx;
use crate::diag::Diag;
use crate::program::visit::Node as N;
use crate::program::{Bool, Int, MovesKind, Program, Region};
use crate::syntax::ast::Node;

/// What in `p` does not know large pieces, when it has one: a name for the message.
fn unknowing(p: &Program) -> Option<&'static str> {
    let mut found = None;
    p.any_node(&mut |n| {
        let what = match n {
            N::Moves(m) => match &m.kind {
                MovesKind::AddPiece { stack: false, .. }
                | MovesKind::FromToSites {
                    count: None,
                    copy: false,
                    stack: false,
                    level: None,
                    ..
                }
                | MovesKind::Or(_)
                | MovesKind::And(_)
                | MovesKind::If(..)
                | MovesKind::Priority(_)
                | MovesKind::Phases(_)
                | MovesKind::ForEachPiece { .. }
                | MovesKind::Pass
                | MovesKind::MoveAgain
                | MovesKind::SetNext(_)
                | MovesKind::SetValue(..) => None,
                _ => Some(crate::program::lower::shapes::kind_name(&m.kind)),
            },
            N::Bool(
                Bool::IsOccupied(_)
                | Bool::Line(_)
                | Bool::Connected(_)
                | Bool::Loop(_)
                | Bool::Pattern(_)
                | Bool::NoPiecesIn(..),
            ) => Some("a condition on the pieces' sites (`is Occupied`, a line, a connection, a loop, a pattern)"),
            N::Int(Int::CountAt(_)) => Some("`count at:`"),
            N::Region(
                Region::Around { .. }
                | Region::AroundSites(..)
                | Region::LineOfSight { .. }
                | Region::Group(_)
                | Region::Walk { .. }
                | Region::Between(..)
                | Region::Direction(..)
                | Region::DirectionStop(_),
            ) => Some("a region read along the board's steps"),
            N::Step(_) | N::Dirs(_) => Some("directions"),
            _ => None,
        };
        found = found.or(what);
        what.is_some()
    });
    found
}

/// Refuses `p` when it has a large piece and reads the board in a way that does not
/// see the sites such a piece covers.
pub fn check(cx: &mut Cx, game: &Node, p: &Program) {
    if !p.comps.iter().any(|c| c.walk.is_some()) {
        return;
    }
    if let Some(what) = unknowing(p) {
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                format!(
                    "{what} is not supported in a game with large pieces (tiles with a walk) yet"
                ),
            )
            .label(head_span(game), "in this game"),
        );
    }
}
