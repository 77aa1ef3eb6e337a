//! Hops, and what follows each: the turn ends (promoting a man on its region), or the
//! capture goes on while the piece can hop again (`moveAgain`).
//!
//! On a board of one colour of cells, an orthogonal line of the kernel runs over the
//! cells between its sites: the hop crosses them (`before:` and `after:` count cells)
//! and is kept only when it lands on a playable cell. Where the capture must land on a
//! site from which it can go on, each direction is `(priority {(do HOP ifAfterwards:
//! GOES-ON) HOP})`: the landings that go on when there are any, else all of them (the
//! jumped piece has one direction's worth of landings).

use super::{all, dirs, mv, with_then, Raise};
use crate::program::{Bool, Dirs, Int, Moves, MovesKind, Region, SiteFn, ToSpec, Who};
use crate::rules::{Dirs as KDirs, Hop, PromoteWhen, Removal};

/// `m` kept only when `conds` hold once it is made.
fn filtered(m: Moves, mut conds: Vec<Bool>) -> Moves {
    let cond = match conds.len() {
        0 => return m,
        1 => conds.pop().unwrap_or(Bool::Const(true)),
        _ => Bool::And(conds),
    };
    mv(MovesKind::Do {
        pre: Box::new(m),
        if_afterwards: Some(cond),
        next: None,
    })
}

/// Each direction of `d` alone.
fn singles(d: KDirs) -> Vec<KDirs> {
    let abs = (0..8).filter(|i| d.abs >> i & 1 == 1).map(|i| KDirs {
        abs: 1 << i,
        rel: 0,
    });
    let rel = (0..8).filter(|i| d.rel >> i & 1 == 1).map(|i| KDirs {
        abs: 0,
        rel: 1 << i,
    });
    abs.chain(rel).collect()
}

impl Raise<'_> {
    /// The directions of `d` in groups, each with whether its lines skip cells.
    fn groups(&self, d: KDirs) -> Vec<(KDirs, bool)> {
        if self.phase.is_none() {
            return vec![(d, false)];
        }
        let orth = self.orthogonal(d);
        let diag = KDirs {
            abs: d.abs & !orth.abs,
            rel: d.rel & !orth.rel,
        };
        [(diag, false), (orth, true)]
            .into_iter()
            .filter(|(g, _)| *g != KDirs::default())
            .collect()
    }

    /// `(is In (last To) PLAYABLE)`, on a board of one colour.
    fn on_playable(&self) -> Option<Bool> {
        self.phase
            .clone()
            .map(|p| Bool::IsIn(SiteFn::LastTo, Region::Const(p)))
    }

    /// One `(move Hop ...)` of `h` along `d` from `from`: a later hop of the turn (the
    /// hurdle test refuses pieces jumped already, turning back allowed or not) or the
    /// first; removing the hurdle (`remove`, with what that does to the ranking) or not.
    fn hop_one(&self, h: &Hop, d: KDirs, skips: bool, later: bool, remove: bool) -> Moves {
        let deferred = self.r.capture.removal == Removal::EndOfSequence;
        let target = if h.captures_kings {
            Bool::IsEnemy(Int::WhoAt(SiteFn::Between))
        } else {
            // Ludii's hop over men only.
            Bool::Cmp(
                crate::program::CmpOp::Eq,
                Int::WhatAt(SiteFn::Between),
                Int::Id(self.man, Who::Next),
            )
        };
        let test = if later && deferred {
            Bool::And(vec![
                Bool::Not(Box::new(Bool::IsIn(SiteFn::Between, Region::ToClear))),
                target,
            ])
        } else {
            target
        };
        let dirs = if later && self.r.capture.no_reverse {
            Dirs::Difference(Box::new(dirs(d)), Box::new(Dirs::Opposite))
        } else {
            dirs(d)
        };
        let apply = remove.then(|| {
            let removal = mv(MovesKind::Remove {
                sites: Region::Site(SiteFn::Between),
                end_of_turn: deferred,
                count: None,
            });
            let parts = std::iter::once(removal).chain(self.halve_earliness());
            Box::new(all(parts.collect()).unwrap_or_else(|| mv(MovesKind::Or(Vec::new()))))
        });
        mv(MovesKind::Hop {
            from: if later { SiteFn::LastTo } else { SiteFn::From },
            dirs,
            before: Int::Const(self.distance(h.before, skips)),
            range: (Int::Const(1), Int::Const(1)),
            after: Int::Const(self.distance(h.after, skips)),
            between_if: Some(test),
            between_apply: apply,
            to: ToSpec {
                cond: Some(Bool::IsEmpty(SiteFn::To)),
                apply: None,
                keep: None,
            },
            stack: false,
        })
    }

    /// A kind's hops as moves with what follows each: the first of a turn (from the
    /// piece's site) or a later one (from where the last landed).
    pub(super) fn hops(&self, kind: u16, h: &Hop, later: bool) -> Result<Moves, String> {
        let then = self.after(kind);
        let land = self.r.capture.land_to_continue && self.r.capture.continues;
        let mut parts = Vec::new();
        for (g, skips) in self.groups(h.dirs) {
            let phase: Vec<Bool> = skips
                .then(|| self.on_playable())
                .flatten()
                .into_iter()
                .collect();
            if !land {
                let hop = with_then(self.hop_one(h, g, skips, later, true), then.clone());
                parts.push(filtered(hop, phase));
                continue;
            }
            // With removal at once the test of going on is a hop over men only, whose
            // `(id "Man" Next)` names the mover once a move that keeps it is made.
            if !h.captures_kings && self.r.capture.removal == Removal::Immediately {
                return Err(
                    "pieces that may not capture kings, removing at once, landing where the capture can go on"
                        .into(),
                );
            }
            let goes_on = self.goes_on(kind)?;
            for d in singles(g) {
                let hop = with_then(self.hop_one(h, d, skips, later, true), then.clone());
                let going = phase.iter().cloned().chain([goes_on.clone()]).collect();
                parts.push(mv(MovesKind::Priority(vec![
                    filtered(hop.clone(), going),
                    filtered(hop, phase.clone()),
                ])));
            }
        }
        Ok(match parts.len() {
            1 => parts.remove(0),
            _ => mv(MovesKind::Or(parts)),
        })
    }

    /// The hop `can Move` tests for a piece of `kind` going on from `(last To)`.
    fn test_hop(&self, kind: u16) -> Option<Moves> {
        let p = if kind == self.man {
            &self.r.man
        } else {
            &self.r.king
        };
        let h = self.hop(p).ok()??;
        let mut parts: Vec<Moves> = self
            .groups(h.dirs)
            .into_iter()
            .map(|(g, skips)| {
                let phase = skips
                    .then(|| self.on_playable())
                    .flatten()
                    .into_iter()
                    .collect();
                filtered(self.hop_one(&h, g, skips, true, false), phase)
            })
            .collect();
        Some(match parts.len() {
            1 => parts.remove(0),
            _ => mv(MovesKind::Or(parts)),
        })
    }

    /// `(can Move HOP)` for `kind` from `(last To)`.
    fn can_go_on(&self, kind: u16) -> Bool {
        match self.test_hop(kind) {
            Some(t) => Bool::CanMove(Box::new(t)),
            None => Bool::Const(false),
        }
    }

    /// Once a hop of `kind` is made, whether the capture goes on: what [`Self::after`]
    /// decides, as a condition. With removal at the end of the turn, a move that ends
    /// the turn has removed the jumped pieces by then, so that a hop tested afterwards
    /// would see lines they blocked: the capture goes on exactly when jumped pieces
    /// still wait in `(sites ToClear)`.
    fn goes_on(&self, kind: u16) -> Result<Bool, String> {
        if self.r.capture.removal == Removal::EndOfSequence {
            return Ok(Bool::Cmp(
                crate::program::CmpOp::Lt,
                Int::Const(0),
                Int::CountSites(Box::new(Region::ToClear)),
            ));
        }
        let when = match &self.r.promotion {
            Some(p) if kind == self.man => p.when,
            _ => return Ok(self.can_go_on(kind)),
        };
        Ok(match when {
            PromoteWhen::EndOfTurn => self.can_go_on(kind),
            PromoteWhen::Stop => Bool::And(vec![
                Bool::Not(Box::new(self.on_region())),
                self.can_go_on(kind),
            ]),
            PromoteWhen::Immediately => Bool::If(
                Box::new(self.on_region()),
                Box::new(self.can_go_on(self.king)),
                Box::new(self.can_go_on(kind)),
            ),
        })
    }

    /// `(if (can Move HOP) (moveAgain) ELSE)` for `kind`.
    fn go_on(&self, kind: u16, otherwise: Option<Moves>) -> Option<Moves> {
        Some(mv(MovesKind::If(
            Bool::CanMove(Box::new(self.test_hop(kind)?)),
            Box::new(mv(MovesKind::MoveAgain)),
            otherwise.map(Box::new),
        )))
    }

    /// What ends a turn besides promotion: the kings' values restored, the huff's marks.
    fn turn_end(&self) -> Vec<Moves> {
        self.restore_earliness()
            .into_iter()
            .chain(self.huff_end())
            .collect()
    }

    /// What follows a hop of `kind`.
    fn after(&self, kind: u16) -> Option<Moves> {
        let end = || self.turn_end();
        let with_end = |first: Option<Moves>| all(first.into_iter().chain(end()).collect());
        let promo = (kind == self.man).then(|| self.promotion()).flatten();
        let when = self.r.promotion.as_ref().map(|p| p.when);
        if !self.r.capture.continues {
            return with_end(promo);
        }
        match (promo, when) {
            (None, _) | (_, None) => self.go_on(kind, with_end(None)),
            (Some(p), Some(PromoteWhen::EndOfTurn)) => self.go_on(kind, with_end(Some(p))),
            (Some(_), Some(PromoteWhen::Stop)) => Some(mv(MovesKind::If(
                self.on_region(),
                Box::new(with_end(Some(self.promote()))?),
                self.go_on(kind, with_end(None)).map(Box::new),
            ))),
            (Some(_), Some(PromoteWhen::Immediately)) => Some(mv(MovesKind::If(
                self.on_region(),
                Box::new(mv(MovesKind::And(
                    std::iter::once(self.promote())
                        .chain(self.go_on(self.king, with_end(None)))
                        .collect(),
                ))),
                self.go_on(kind, with_end(None)).map(Box::new),
            ))),
        }
    }

    /// The huff's marks at the end of a turn, in a game with the huff.
    pub(super) fn huff_end(&self) -> Option<Moves> {
        self.huff.as_ref().map(|h| h.end())
    }
}
