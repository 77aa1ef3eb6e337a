//! The limits of `copy:True` (Ludii's `ActionCopy`) the engine keeps.

use super::own::args::head_span;
use super::Cx;
use crate::diag::Diag;
use crate::program::{MovesKind, Program, Region, SiteFn};
use crate::syntax::ast::Node;

/// Refuses a copy from the board's sites in a game that keeps counts of pieces: Ludii
/// puts back the count the origin had, which the engine's copy does not follow.
pub fn check_board_copies(cx: &mut Cx, game: &Node, p: &Program) {
    let from_board = p.counts
        && p.has_moves(&|k| {
            matches!(
                k,
                MovesKind::FromToSites { copy: true, from, .. }
                    if !matches!(from, Region::Hand { .. } | Region::Site(SiteFn::Hand(_)))
            )
        });
    if from_board {
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                "`copy:` of a move from the board's sites is not supported in a game that keeps counts of pieces yet",
            )
            .label(head_span(game), "in this game"),
        );
    }
}
