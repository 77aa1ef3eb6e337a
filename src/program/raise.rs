//! Raising: a kernel rule set written as a move program, in the idioms of Ludii's
//! draughts files (the ones [`super::lower`] recognises), so that the general engine can
//! run ludic's own games and the differential test can hold the two engines to the same
//! turns on every game both run.
//!
//! Not every rule set has a move-language form yet: the huff, rankings of captures
//! other than by count, and men that may not capture kings are refused with the reason.
//! The draw after turns without progress is left out (the caller compares games up to
//! it); everything else is stated exactly.

use super::lower::reach_limit;
use super::{
    Bool, CmpOp, Component, Dirs, EndRule, Graph, Int, Moves, MovesKind, NamedRegion, Names,
    Outcome, Placed, Player, Program, Region, SiteFn, SiteSet, ToSpec, Who,
};
use crate::rules::{
    CaptureMode, Dirs as KDirs, Hop, Outcome as KOutcome, PieceRules, Priority, PromoteWhen, Reach,
    Removal, Rules, Slide,
};

/// Raises `r`, or says why it has no move-language form yet.
pub fn raise(r: &Rules) -> Result<Program, String> {
    if r.capture.mode == CaptureMode::Huff {
        return Err("the huff".into());
    }
    let by_count = |p: &Priority| match p {
        Priority::MostPieces => true,
        Priority::MostValue => r.man.worth == r.king.worth,
        _ => false,
    };
    if let Some(p) = r.capture.priority.iter().find(|p| !by_count(p)) {
        return Err(format!("the ranking of captures {p:?}"));
    }
    if r.capture.land_to_continue {
        return Err("landing where the capture can go on".into());
    }
    if r.capture.mode == CaptureMode::Free && !r.capture.priority.is_empty() {
        return Err("a ranking of captures that are optional".into());
    }
    let kinds = [&r.man, &r.king];
    let all_dirs = kinds.iter().flat_map(|k| {
        k.moves
            .iter()
            .map(|m| m.dirs)
            .chain(k.hops.iter().map(|h| h.dirs))
    });
    let diagonal = all_dirs.clone().all(|d| {
        [r.players[0].facing, r.players[1].facing]
            .iter()
            .all(|&f| d.resolve(f) & KDirs::ORTHOGONAL.abs == 0)
    });
    if r.board.cells != crate::rules::Cells::All && !diagonal {
        return Err("a board of one colour of cells with moves that change colour".into());
    }
    let mut names = Names::default();
    let (man, king) = (names.intern(&r.man.name), names.intern(&r.king.name));
    let graph = Graph::grid(r.board.width as u16, r.board.height as u16)?;
    let site = |(c, row): (u8, u8)| row as u16 * r.board.width as u16 + c as u16;
    let comps = [&r.man.name, &r.king.name]
        .iter()
        .flat_map(|base| {
            (1..=2).map(move |owner| Component {
                name: format!("{base}{owner}"),
                base: (*base).clone(),
                owner,
                facing: None,
                moves: None,
                max_state: None,
            })
        })
        .collect();
    let comp = |king: bool, player: u8| 1 + 2 * king as u16 + player as u16;
    let start = r
        .start
        .iter()
        .flat_map(|pl| {
            pl.cells.iter().map(move |&c| Placed {
                site: site(c),
                comp: comp(pl.king, pl.player & 1),
                value: None,
                state: None,
            })
        })
        .collect();
    let regions = match &r.promotion {
        None => Vec::new(),
        Some(p) => (0..2)
            .map(|i| NamedRegion {
                name: None,
                owner: i as u8 + 1,
                sites: p.region[i].iter().map(|&c| site(c)).collect::<SiteSet>(),
            })
            .collect(),
    };
    let longest = reach_limit(&graph);
    let ctx = Raise {
        r,
        man,
        king,
        longest,
    };
    let play = ctx.play()?;
    Ok(Program {
        name: r.name.clone(),
        ruleset: r.ruleset.clone(),
        graph,
        players: r
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                facing: p.facing,
            })
            .collect(),
        first: (r.first & 1) + 1,
        comps,
        regions,
        start,
        play,
        end: end(r)?,
        names,
    })
}

/// What the move program is built from.
struct Raise<'a> {
    r: &'a Rules,
    man: u16,
    king: u16,
    longest: i64,
}

/// A move without consequences.
fn mv(kind: MovesKind) -> Moves {
    Moves::new(kind)
}

/// `m` with consequences `then`.
fn with_then(mut m: Moves, then: Option<Moves>) -> Moves {
    m.then = then.map(Box::new);
    m
}

/// `(if (can Move HOP) (moveAgain) ELSE)`.
fn again(test: Moves, otherwise: Option<Moves>) -> Moves {
    mv(MovesKind::If(
        Bool::CanMove(Box::new(test)),
        Box::new(mv(MovesKind::MoveAgain)),
        otherwise.map(Box::new),
    ))
}

impl Raise<'_> {
    /// The whole `play`.
    fn play(&self) -> Result<Moves, String> {
        let max = !self.r.capture.priority.is_empty();
        let wrap = |m: Moves| {
            if max {
                mv(MovesKind::MaxMoves {
                    with_value: false,
                    moves: Box::new(m),
                })
            } else {
                m
            }
        };
        let mut caps = Vec::new();
        let mut steps = Vec::new();
        for (kind, p) in [(self.man, &self.r.man), (self.king, &self.r.king)] {
            if let Some(h) = self.hop(p)? {
                caps.push(self.each(kind, self.first_hop(kind, &h)));
            }
            if !p.moves.is_empty() {
                let s = p
                    .moves
                    .iter()
                    .map(|s| self.step(s))
                    .collect::<Result<Vec<_>, _>>()?;
                let then = (kind == self.man).then(|| self.promotion()).flatten();
                let all = if s.len() == 1 {
                    s.into_iter().next().unwrap_or_else(|| mv(MovesKind::Pass))
                } else {
                    mv(MovesKind::Or(s))
                };
                steps.push(with_then(self.each(kind, all), then));
            }
        }
        let main = match self.r.capture.mode {
            CaptureMode::Compulsory => mv(MovesKind::Priority(vec![
                wrap(mv(MovesKind::Or(caps))),
                mv(MovesKind::Or(steps)),
            ])),
            _ => mv(MovesKind::Or(caps.into_iter().chain(steps).collect())),
        };
        if !self.r.capture.continues {
            return Ok(main);
        }
        let cont = |kind: u16, p: &PieceRules| -> Result<Moves, String> {
            Ok(match self.hop(p)? {
                Some(h) => wrap(self.later_hop(kind, &h)),
                None => mv(MovesKind::Or(Vec::new())),
            })
        };
        let is_man = Bool::Cmp(
            CmpOp::Eq,
            Int::WhatAt(SiteFn::LastTo),
            Int::Id(self.man, Who::Mover),
        );
        let continuation = mv(MovesKind::If(
            is_man,
            Box::new(cont(self.man, &self.r.man)?),
            Some(Box::new(cont(self.king, &self.r.king)?)),
        ));
        Ok(mv(MovesKind::If(
            Bool::IsPrev(Who::Mover),
            Box::new(continuation),
            Some(Box::new(main)),
        )))
    }

    /// `(forEach Piece "K" M)`.
    fn each(&self, kind: u16, m: Moves) -> Moves {
        mv(MovesKind::ForEachPiece {
            names: vec![kind],
            moves: Some(Box::new(m)),
        })
    }

    /// A kind's captures as one hop (the move language tests one hop to go on).
    fn hop(&self, p: &PieceRules) -> Result<Option<Hop>, String> {
        let Some(first) = p.hops.first() else {
            return Ok(None);
        };
        let mut h = *first;
        for o in &p.hops[1..] {
            if (o.before, o.after, o.captures_kings) != (h.before, h.after, h.captures_kings) {
                return Err(format!("{}'s captures of different reach", p.name));
            }
            h.dirs = h.dirs.union(o.dirs);
        }
        if !h.captures_kings {
            return Err(format!("{} that may not capture kings", p.name));
        }
        Ok(Some(h))
    }

    /// The hop as a generator from `from`, with or without the test that refuses pieces
    /// jumped this turn, the hurdle removed (`remove`) or not, turning back allowed or not.
    fn hop_gen(&self, h: &Hop, from: SiteFn, later: bool, remove: bool) -> Moves {
        let deferred = self.r.capture.removal == Removal::EndOfSequence;
        let enemy = Bool::IsEnemy(Int::WhoAt(SiteFn::Between));
        let test = if later && deferred {
            Bool::And(vec![
                Bool::Not(Box::new(Bool::IsIn(SiteFn::Between, Region::ToClear))),
                enemy,
            ])
        } else {
            enemy
        };
        let dirs = dirs(h.dirs);
        let dirs = if later && self.r.capture.no_reverse {
            Dirs::Difference(Box::new(dirs), Box::new(Dirs::Opposite))
        } else {
            dirs
        };
        let apply = remove.then(|| {
            Box::new(mv(MovesKind::Remove {
                sites: Region::Site(SiteFn::Between),
                end_of_turn: deferred,
            }))
        });
        mv(MovesKind::Hop {
            from,
            dirs,
            before: Int::Const(self.distance(h.before)),
            range: (Int::Const(1), Int::Const(1)),
            after: Int::Const(self.distance(h.after)),
            between_if: Some(test),
            between_apply: apply,
            to: ToSpec {
                cond: Some(Bool::IsEmpty(SiteFn::To)),
                apply: None,
            },
        })
    }

    /// A reach as Ludii's `before:`/`after:` number.
    fn distance(&self, r: Reach) -> i64 {
        match r {
            Reach::Any => self.longest,
            Reach::Upto(n) => n as i64,
        }
    }

    /// `(if (can Move LATER-HOP) (moveAgain) ELSE)` for a kind.
    fn go_on(&self, kind: u16, otherwise: Option<Moves>) -> Result<Moves, String> {
        let p = if kind == self.man {
            &self.r.man
        } else {
            &self.r.king
        };
        let h = self.hop(p)?.ok_or("a promoted kind that cannot capture")?;
        Ok(again(
            self.hop_gen(&h, SiteFn::LastTo, true, false),
            otherwise,
        ))
    }

    /// What follows a hop of `kind`.
    fn after(&self, kind: u16) -> Moves {
        let continues = self.r.capture.continues;
        let promo = (kind == self.man).then(|| self.promotion()).flatten();
        let go_on = |otherwise| self.go_on(kind, otherwise).ok();
        let when = self.r.promotion.as_ref().map(|p| p.when);
        let t = match (continues, promo, when) {
            (false, p, _) => p,
            (true, None, _) | (true, _, None) => go_on(None),
            (true, Some(p), Some(PromoteWhen::EndOfTurn)) => go_on(Some(p)),
            (true, Some(_), Some(PromoteWhen::Stop)) => Some(mv(MovesKind::If(
                self.on_region(),
                Box::new(self.promote()),
                go_on(None).map(Box::new),
            ))),
            (true, Some(_), Some(PromoteWhen::Immediately)) => Some(mv(MovesKind::If(
                self.on_region(),
                Box::new(mv(MovesKind::And(
                    std::iter::once(self.promote())
                        .chain(self.go_on(self.king, None).ok())
                        .collect(),
                ))),
                go_on(None).map(Box::new),
            ))),
        };
        t.unwrap_or_else(|| mv(MovesKind::Or(Vec::new())))
    }

    /// The first hop of a turn, with what follows.
    fn first_hop(&self, kind: u16, h: &Hop) -> Moves {
        let then = self.after_opt(kind);
        with_then(self.hop_gen(h, SiteFn::From, false, true), then)
    }

    /// A later hop of the same turn, from where the last landed.
    fn later_hop(&self, kind: u16, h: &Hop) -> Moves {
        let then = self.after_opt(kind);
        with_then(self.hop_gen(h, SiteFn::LastTo, true, true), then)
    }

    /// [`Self::after`], `None` when nothing follows.
    fn after_opt(&self, kind: u16) -> Option<Moves> {
        let a = self.after(kind);
        (a.kind != MovesKind::Or(Vec::new())).then_some(a)
    }

    /// `(is In (last To) (sites Mover))`: the mover's promotion region.
    fn on_region(&self) -> Bool {
        Bool::IsIn(SiteFn::LastTo, Region::Owned(Who::Mover))
    }

    /// `(promote (last To) (piece "King") Mover)`.
    fn promote(&self) -> Moves {
        mv(MovesKind::Promote {
            site: SiteFn::LastTo,
            into: self.king,
            who: Who::Mover,
        })
    }

    /// `(if (is In (last To) (sites Mover)) (promote ...))`, when men promote.
    fn promotion(&self) -> Option<Moves> {
        self.r.promotion.as_ref()?;
        Some(mv(MovesKind::If(
            self.on_region(),
            Box::new(self.promote()),
            None,
        )))
    }

    /// A non-capturing move.
    fn step(&self, s: &Slide) -> Result<Moves, String> {
        let to_empty = ToSpec {
            cond: Some(Bool::IsEmpty(SiteFn::To)),
            apply: None,
        };
        Ok(mv(match s.reach {
            Reach::Upto(0) => return Err("a move of no distance".into()),
            Reach::Upto(1) => MovesKind::Step {
                from: SiteFn::From,
                dirs: dirs(s.dirs),
                to: to_empty,
            },
            reach => MovesKind::Slide {
                from: SiteFn::From,
                dirs: dirs(s.dirs),
                between: None,
                to: ToSpec::default(),
                min: Int::Const(1),
                max: match reach {
                    Reach::Any => None,
                    Reach::Upto(n) => Some(Int::Const(n as i64)),
                },
            },
        }))
    }
}

/// The program's directions for the kernel's.
fn dirs(d: KDirs) -> Dirs {
    Dirs::Fixed {
        abs: d.abs,
        rel: d.rel,
    }
}

/// The end rules: who cannot move (or has no piece) loses.
fn end(r: &Rules) -> Result<Vec<EndRule>, String> {
    let rule = |cond| EndRule {
        per_player: false,
        cond,
        who: Who::Next,
        outcome: Outcome::Loss,
    };
    let mut out = Vec::new();
    match r.end.no_pieces {
        None | Some(KOutcome::Loss) => {}
        Some(o) => return Err(format!("a player without pieces getting {o:?}")),
    }
    if r.end.no_pieces.is_some() {
        out.push(rule(Bool::NoPieces(Who::Next, None)));
    }
    match r.end.no_moves {
        Some(KOutcome::Loss) => out.push(rule(Bool::NoMoves(Who::Next))),
        o => return Err(format!("a player without a move getting {o:?}")),
    }
    Ok(out)
}
