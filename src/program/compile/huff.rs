//! ludic's own `(huff [byCount:True|False])`, written after the move program in
//! `(play MOVES (huff))`: the huff of Malaysian draughts added to a program in Ludii's
//! move language, which has none (a variant adds it with `(add (play) with:(huff))`).
//!
//! MOVES must have the shape of Ludii's draughts files, `(if "SameTurn" CONTINUATION
//! MAIN)` with MAIN `(priority {CAPTURES MOVES})` or `(or CAPTURES MOVES)`. With the huff,
//! capturing is free: the first move of a turn is any of CAPTURES or MOVES; the pieces
//! that could make a best capture are marked before it, and when the turn ends
//! (`Program::turn_end`) each marked piece whose capture would have taken more than the
//! pieces jumped is offered to the opponent, whose turn may begin by removing one. The
//! program is written by `program::lower::draughts::huff`, as for a game of ludic's own
//! ludemes with `(capture Huff ...)`; it runs on the general engine.

use super::{Cl, Cx};
use crate::program::{Bool, Moves, MovesKind, Who};
use crate::syntax::ast::{Kind, Node};

/// The play with the huff, and the moves run at the end of each turn.
pub(super) fn huff(cx: &mut Cx, node: &Node, play: Moves) -> Option<(Moves, Moves)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["byCount"]);
    if let Some(extra) = cl.pos.first() {
        cx.bad(extra, "nothing but `byCount:` in `(huff ...)`");
        return None;
    }
    let by_count = match cl.named("byCount").map(|v| &v.kind) {
        None | Some(Kind::Bool(true)) => true,
        Some(Kind::Bool(false)) => false,
        Some(_) => {
            cx.bad(cl.named("byCount")?, "True or False");
            return None;
        }
    };
    let Some((caps, steps, cont)) = parts(&play) else {
        cx.error(
            crate::diag::Diag::new(
                "lud::program::huff_shape",
                "`(huff)` needs a play of the shape (if \"SameTurn\" CONTINUATION (priority {CAPTURES MOVES}))",
            )
            .label(node.span, "the huff of this play")
            .help("write the play as Ludii's draughts files do: the continuation of a capture under \"SameTurn\", then the captures before the other moves, in `priority` or `or`"),
        );
        return None;
    };
    Some(crate::program::lower::draughts::huff(
        caps,
        steps,
        Some(cont),
        by_count,
    ))
}

/// The huff counts the pieces a turn jumped in `(sites ToClear)`, so its captures must
/// leave at the end of the turn (`(remove ... at:EndOfTurn)`): refused otherwise.
pub(super) fn check_removals(
    cx: &mut Cx,
    at: crate::syntax::ast::Span,
    p: &crate::program::Program,
) {
    let deferred = p.has_moves(&|k| {
        matches!(
            k,
            MovesKind::Remove {
                end_of_turn: true,
                ..
            }
        )
    });
    if !deferred {
        cx.error(
            crate::diag::Diag::new(
                "lud::program::huff_removal",
                "`(huff)` needs captured pieces to leave at the end of the turn",
            )
            .label(at, "the huff of this play")
            .help("the huff counts the pieces a turn jumped: remove them with `(remove (between) at:EndOfTurn)`, and keep a hop from jumping one twice with `(not (is In (between) (sites ToClear)))`"),
        );
    }
}

/// The captures, the other first moves and the continuation of a play
/// `(if (is Prev Mover) CONT (priority|or {CAPS STEPS}))`.
fn parts(play: &Moves) -> Option<(Moves, Moves, Moves)> {
    let MovesKind::If(Bool::IsPrev(Who::Mover), cont, Some(main)) = &play.kind else {
        return None;
    };
    if play.then.is_some() || main.then.is_some() {
        return None;
    }
    match &main.kind {
        MovesKind::Priority(v) | MovesKind::Or(v) if v.len() == 2 => {
            Some((v[0].clone(), v[1].clone(), (**cont).clone()))
        }
        _ => None,
    }
}
