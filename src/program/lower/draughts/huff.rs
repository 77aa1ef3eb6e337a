//! The huff as a move program. Ludii has no huff; it is stated with Ludii's pending
//! marks, site states and `do`, and ludic's own `(count Best M)`:
//!
//! - at the start of the ordinary move (`(do MARK next:MOVES)`), each piece that could
//!   make a best capture gets, as its state, the count of that capture
//!   (`(count Best CAPTURES)`; 1 when captures are not ranked), and the state moves
//!   with the piece;
//! - at the end of the turn, each marked piece whose count is more than the pieces
//!   jumped this turn (`(count Sites in:(sites ToClear))`) is marked pending for the
//!   opponent, and the states are cleared: the turn was a default;
//! - the opponent's turn may begin by removing one pending piece (`move Select` with
//!   `(remove (last To))`, `(set Pending)` and `(moveAgain)`), offered only when an
//!   ordinary move follows; `(is Pending)` then tells that move from a capture going on.

use super::{mv, with_then};
use crate::program::{Bool, CmpOp, Int, Moves, MovesKind, Region, SiteFn, Who};
use crate::rules::{Draughts as Rules, Removal};

/// How a huff game's defaults are told.
pub(super) struct Huff {
    /// By the number of pieces a capture takes (else: a default is not capturing when
    /// a capture was possible).
    by_count: bool,
}

impl Huff {
    /// The huff whose defaults are told by count (`by_count`) or by not capturing.
    pub(super) fn by(by_count: bool) -> Huff {
        Huff { by_count }
    }

    /// The huff of `r`.
    pub(super) fn of(r: &Rules) -> Result<Huff, String> {
        // The pieces jumped this turn are counted in `(sites ToClear)`.
        if r.capture.removal != Removal::EndOfSequence {
            return Err("a huff where captured pieces leave at once".into());
        }
        Ok(Huff {
            by_count: super::rank::huff_by_count(r)?,
        })
    }

    /// The whole `play`: `caps` and `steps` the first moves of a turn, `cont` what the
    /// mover does when a capture goes on.
    pub(super) fn play(&self, caps: Moves, steps: Moves, cont: Option<Moves>) -> Moves {
        let moves = mv(MovesKind::Or(vec![caps.clone(), steps.clone()]));
        let (best, score) = if self.by_count {
            (
                mv(MovesKind::MaxMoves {
                    with_value: false,
                    moves: Box::new(caps.clone()),
                }),
                Int::Best {
                    with_value: false,
                    moves: Box::new(caps),
                },
            )
        } else {
            (caps, Int::Const(1))
        };
        let mark = mv(MovesKind::ForEachSite(
            Region::From(Box::new(best)),
            Box::new(mv(MovesKind::SetState(SiteFn::Bound, score, None))),
        ));
        // The ordinary move, its pieces marked first. The second choice adds no move
        // (the first holds every step) but lets `(can Move ...)`, which the end rule
        // `(no Moves Next)` asks after every move, find a step without running the
        // look-ahead of the marks.
        let main = mv(MovesKind::Priority(vec![
            mv(MovesKind::Do {
                pre: Box::new(mark),
                if_afterwards: None,
                next: Some(Box::new(moves.clone())),
            }),
            steps,
        ]));
        let remove = mv(MovesKind::And(vec![
            mv(MovesKind::Remove {
                sites: Region::Site(SiteFn::LastTo),
                end_of_turn: false,
                count: None,
            }),
            mv(MovesKind::SetPending(None)),
            mv(MovesKind::MoveAgain),
        ]));
        let select = mv(MovesKind::Select {
            from: Region::Site(SiteFn::Bound),
            from_if: None,
            to: None,
            to_if: None,
            level: None,
        });
        let huff = mv(MovesKind::ForEachSite(
            Region::Pending,
            Box::new(mv(MovesKind::Do {
                pre: Box::new(with_then(select, Some(remove))),
                if_afterwards: Some(Bool::CanMove(Box::new(moves.clone()))),
                next: None,
            })),
        ));
        // After the huff, the ordinary move; else a capture going on.
        let again = match cont {
            Some(c) => mv(MovesKind::If(
                Bool::IsPending,
                Box::new(main.clone()),
                Some(Box::new(c)),
            )),
            None => main.clone(),
        };
        mv(MovesKind::If(
            Bool::IsPrev(Who::Mover),
            Box::new(again),
            Some(Box::new(mv(MovesKind::Or(vec![huff, main])))),
        ))
    }

    /// At the end of a turn: the marked pieces of a default pending, the marks cleared.
    pub(super) fn end(&self) -> Moves {
        let state = Int::StateAt(SiteFn::Bound);
        let jumped = Int::CountSites(Box::new(Region::ToClear));
        let pending = mv(MovesKind::If(
            Bool::Cmp(CmpOp::Lt, jumped, state.clone()),
            Box::new(mv(MovesKind::SetPending(Some(Region::Site(SiteFn::Bound))))),
            None,
        ));
        let clear = mv(MovesKind::SetState(SiteFn::Bound, Int::Const(0), None));
        mv(MovesKind::ForEachSite(
            Region::Occupied(Who::Mover),
            Box::new(mv(MovesKind::If(
                Bool::Cmp(CmpOp::Ne, state, Int::Const(0)),
                Box::new(mv(MovesKind::And(vec![pending, clear]))),
                None,
            ))),
        ))
    }
}
