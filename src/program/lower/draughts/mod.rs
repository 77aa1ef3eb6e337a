//! A draughts rule set written as a move program, in the idioms of Ludii's draughts
//! files (the ones [`super::lower`] recognises). This is what ludic's own ludemes
//! compile to (`program::compile::own` reads the rule set, [`program`] writes it), so
//! every game is one `Program`; lowering uses it too, to recognise such a program by
//! writing each rule set it may mean and comparing (`raised.rs`).
//!
//! Where Ludii's files state a rule only in a form that means something else than the
//! kernel's rule, the program is written to mean the kernel's rule exactly:
//!
//! - rankings of captures (`rank.rs`): `max Moves withValue:True` over pieces whose values
//!   fold the priority list into one number, and kings' captures first by `priority` or
//!   by a test of where the best captures start;
//! - landing where the capture can go on (`hops.rs`): per direction, `(priority {(do HOP
//!   ifAfterwards:GOES-ON) HOP})`;
//! - lines over the cells a one-colour board does not use: an orthogonal hop over the
//!   cells between, kept only when it lands on a playable cell (as Ludii's Frisian
//!   Draughts writes it);
//! - the huff (`huff.rs`), which Ludii has no form of, with ludic's own `(count Best M)`;
//! - the draw after turns without progress, with ludic's own `(no Progress N)`, and the
//!   end rules tried on the start too (`Program::ends_at_start`).
//!
//! Refused with the reason (a located error at the game's `(capture ...)`): a piece
//! whose captures differ in reach, rankings the values cannot fold (by value on both
//! sides of `ByKing`, or past the kernel's caps), a huff for another ranking than by
//! count or with captured pieces leaving at once, pieces that take only men and remove
//! at once under the landing rule, and non-capturing moves along lines that skip cells;
//! everything else is stated exactly.

mod hops;
mod huff;
mod rank;

use super::reach_limit;
use crate::program::{
    Bool, CmpOp, Component, Dirs, EndRule, Graph, Int, Moves, MovesKind, NamedRegion, Names,
    Outcome, Placed, Player, Program, Region, SiteFn, SiteSet, ToSpec, Who,
};
use crate::rules::{
    CaptureMode, Cells, Dirs as KDirs, Draughts as Rules, Hop, Outcome as KOutcome, PieceRules,
    Reach, Slide,
};
use rank::Ranking;

/// The move program of the draughts rule set `r` named `name`, or why it has no
/// move-language form yet.
pub fn program(name: &str, r: &Rules) -> Result<Program, String> {
    let rank = rank::ranking(r)?;
    let huff = match r.capture.mode {
        CaptureMode::Huff => Some(huff::Huff::of(r)?),
        _ => None,
    };
    let mut names = Names::default();
    let (man, king) = (names.intern(&r.man.name), names.intern(&r.king.name));
    let graph = Graph::grid(r.board.width as u16, r.board.height as u16)?;
    let site = |(c, row): (u8, u8)| row as u16 * r.board.width as u16 + c as u16;
    // Which relative directions are orthogonal depends on the facing; on a board of one
    // colour the two must agree.
    let parity = r.players[0].facing.index() % 2;
    let relative = [&r.man, &r.king]
        .iter()
        .any(|k| k.moves.iter().any(|m| m.dirs.rel != 0) || k.hops.iter().any(|h| h.dirs.rel != 0));
    if r.board.cells != Cells::All && relative && r.players[1].facing.index() % 2 != parity {
        return Err("relative directions of players facing along lines of different kinds".into());
    }
    let phase = (r.board.cells != Cells::All).then(|| {
        graph
            .coords
            .iter()
            .enumerate()
            .filter(|(_, &(c, row))| r.board.cells.contains((c as u8, row as u8)))
            .map(|(s, _)| s as u16)
            .collect::<SiteSet>()
    });
    let ctx = Raise {
        r,
        man,
        king,
        longest: reach_limit(&graph),
        rank,
        phase,
        parity,
        huff,
    };
    // A game without promotion may name one kind for both (its men are its kings).
    let kinds: &[&String] = if r.king.name == r.man.name {
        &[&r.man.name]
    } else {
        &[&r.man.name, &r.king.name]
    };
    let comps = kinds
        .iter()
        .flat_map(|base| {
            (1..=2).map(move |owner| Component {
                name: format!("{base}{owner}"),
                base: (*base).clone(),
                owner,
                facing: None,
                moves: None,
                max_state: None,
                flips: None,
                walk: None,
            })
        })
        .collect();
    let comp = |king: bool, player: u8| 1 + 2 * king as u16 + player as u16;
    let values = ctx.rank.values;
    let start = r
        .start
        .iter()
        .flat_map(|pl| {
            pl.cells.iter().map(move |&c| Placed {
                site: site(c),
                comp: comp(pl.king, pl.player & 1),
                value: values.map(|v| if pl.king { v.king } else { v.man } as i32),
                state: None,
                stacked: false,
                count: 1,
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
    let play = ctx.play()?;
    Ok(Program {
        ends_at_start: true,
        turn_end: None,
        dice: Vec::new(),
        no_repeat: None,
        hidden: None,
        pass_no_end: false,
        start_scores: Vec::new(),
        game_match: None,
        name: name.to_string(),
        ruleset: None,
        graph,
        tracks: Vec::new(),
        remembered: Vec::new(),
        players: r
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                facing: p.facing,
                team: 0,
            })
            .collect(),
        first: (r.first & 1) + 1,
        comps,
        regions,
        start,
        play,
        end: end(r, [comp(false, 0), comp(false, 1)])?,
        names,
        hands: Vec::new(),
        counts: false,
        phases: Vec::new(),
    })
}

/// ludic's `(huff)` beside a move program whose first moves of a turn are `caps` or
/// `steps` and whose continuation is `cont`: the play with the huff (the captures made
/// free, the pieces that could make a best capture marked, the opponent's turn begun by a
/// huff when the turn was a default), and the moves that settle the marks at the end of
/// each turn (`Program::turn_end`). `by_count`: a default is a capture of fewer pieces
/// than the most (else, not capturing when a capture was possible).
pub fn huff(caps: Moves, steps: Moves, cont: Option<Moves>, by_count: bool) -> (Moves, Moves) {
    let h = huff::Huff::by(by_count);
    (h.play(caps, steps, cont), h.end())
}

/// What the move program is built from.
struct Raise<'a> {
    r: &'a Rules,
    man: u16,
    king: u16,
    longest: i64,
    rank: Ranking,
    /// The playable cells, when the board uses one colour of them.
    phase: Option<SiteSet>,
    /// The players' facing index, modulo 2: which relative directions are orthogonal.
    parity: usize,
    huff: Option<huff::Huff>,
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

/// The moves of `v` together: nothing, one, or `(and ...)`.
fn all(mut v: Vec<Moves>) -> Option<Moves> {
    match v.len() {
        0 => None,
        1 => v.pop(),
        _ => Some(mv(MovesKind::And(v))),
    }
}

impl Raise<'_> {
    /// The whole `play`.
    fn play(&self) -> Result<Moves, String> {
        let mut caps = [None, None];
        let mut steps = Vec::new();
        let kinds = [(self.man, &self.r.man), (self.king, &self.r.king)];
        let one_kind = self.man == self.king;
        for (i, (kind, p)) in kinds.into_iter().take(2 - one_kind as usize).enumerate() {
            if let Some(h) = self.hop(p)? {
                caps[i] = Some(self.each(kind, self.hops(kind, &h, false)?));
            }
            if !p.moves.is_empty() {
                let s = p
                    .moves
                    .iter()
                    .map(|s| self.step(s))
                    .collect::<Result<Vec<_>, _>>()?;
                let mut then: Vec<Moves> = (kind == self.man)
                    .then(|| self.promotion())
                    .flatten()
                    .into_iter()
                    .collect();
                then.extend(self.huff_end());
                let moves = if s.len() == 1 {
                    s.into_iter().next().unwrap_or_else(|| mv(MovesKind::Pass))
                } else {
                    mv(MovesKind::Or(s))
                };
                steps.push(with_then(self.each(kind, moves), all(then)));
            }
        }
        let [men, kings] = caps;
        let steps = mv(MovesKind::Or(steps));
        if men.is_none() && kings.is_none() && self.huff.is_none() {
            // No piece captures: the steps are the whole play.
            return Ok(steps);
        }
        let main = match self.r.capture.mode {
            CaptureMode::Compulsory => mv(MovesKind::Priority(vec![
                self.first_captures(kings, men),
                steps,
            ])),
            _ => {
                let caps = mv(MovesKind::Or(men.into_iter().chain(kings).collect()));
                match &self.huff {
                    Some(h) => return Ok(h.play(caps, steps, self.continuation()?)),
                    None => mv(MovesKind::Or(vec![caps, steps])),
                }
            }
        };
        Ok(match self.continuation()? {
            None => main,
            Some(c) => mv(MovesKind::If(
                Bool::IsPrev(Who::Mover),
                Box::new(c),
                Some(Box::new(main)),
            )),
        })
    }

    /// What the mover does when it moves again: per kind on `(last To)`, a later hop,
    /// ranked; none when captures do not go on.
    fn continuation(&self) -> Result<Option<Moves>, String> {
        // Without any capture there is nothing to go on with.
        if !self.r.capture.continues || self.r.man.hops.is_empty() && self.r.king.hops.is_empty() {
            return Ok(None);
        }
        let cont = |kind: u16, p: &PieceRules| -> Result<Moves, String> {
            Ok(match self.hop(p)? {
                Some(h) => self.ranked(self.rank.filter, self.hops(kind, &h, true)?),
                None => mv(MovesKind::Or(Vec::new())),
            })
        };
        if self.man == self.king {
            return Ok(Some(cont(self.man, &self.r.man)?));
        }
        let is_man = Bool::Cmp(
            CmpOp::Eq,
            Int::WhatAt(SiteFn::LastTo),
            Int::Id(self.man, Who::Mover),
        );
        Ok(Some(mv(MovesKind::If(
            is_man,
            Box::new(cont(self.man, &self.r.man)?),
            Some(Box::new(cont(self.king, &self.r.king)?)),
        ))))
    }

    /// `(forEach Piece "K" M)`.
    fn each(&self, kind: u16, m: Moves) -> Moves {
        mv(MovesKind::ForEachPiece {
            names: vec![kind],
            moves: Some(Box::new(m)),
            every_level: false,
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
        Ok(Some(h))
    }

    /// A reach as Ludii's `before:`/`after:` number: on a line that skips the cells
    /// between (`skips`), the cells it crosses.
    fn distance(&self, r: Reach, skips: bool) -> i64 {
        match r {
            Reach::Any => self.longest,
            Reach::Upto(n) if skips => 2 * n as i64 + 1,
            Reach::Upto(n) => n as i64,
        }
    }

    /// `(is In (last To) (sites Mover))`: the mover's promotion region.
    fn on_region(&self) -> Bool {
        Bool::IsIn(SiteFn::LastTo, Region::Owned(Who::Mover))
    }

    /// `(promote (last To) (piece "King") Mover)`, giving the king its value when
    /// captures rank by value.
    fn promote(&self) -> Moves {
        let p = mv(MovesKind::Promote {
            site: SiteFn::LastTo,
            into: self.king,
            who: Who::Mover,
        });
        let value = self
            .rank
            .values
            .map(|v| mv(MovesKind::SetSiteValue(SiteFn::LastTo, Int::Const(v.king))));
        with_then(p, value)
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
        if self.phase.is_some() && self.orthogonal(s.dirs) != KDirs::default() {
            return Err("a non-capturing move along a line that skips cells".into());
        }
        let to_empty = ToSpec {
            cond: Some(Bool::IsEmpty(SiteFn::To)),
            apply: None,
            keep: None,
        };
        Ok(mv(match s.reach {
            Reach::Upto(0) => return Err("a move of no distance".into()),
            Reach::Upto(1) => MovesKind::Step {
                from: SiteFn::From,
                dirs: dirs(s.dirs),
                to: to_empty,
                stack: false,
            },
            reach => MovesKind::Slide {
                from: SiteFn::From,
                dirs: dirs(s.dirs),
                between: None,
                between_apply: None,
                to: ToSpec::default(),
                min: Int::Const(1),
                stack: false,
                max: match reach {
                    Reach::Any => None,
                    Reach::Upto(n) => Some(Int::Const(n as i64)),
                },
            },
        }))
    }

    /// The orthogonal directions of `d` (relative ones as the players face).
    fn orthogonal(&self, d: KDirs) -> KDirs {
        let even = KDirs::ORTHOGONAL.abs;
        KDirs {
            abs: d.abs & even,
            rel: d.rel & if self.parity == 0 { even } else { !even },
        }
    }
}

/// The program's directions for the kernel's.
fn dirs(d: KDirs) -> Dirs {
    Dirs::Fixed {
        abs: d.abs.into(),
        rel: d.rel.into(),
    }
}

/// The end rules: who cannot move (or has no piece) loses; with `(no Progress N)`, the
/// game is drawn after N turns without a capture or a move of one of `men`.
fn end(r: &Rules, men: [u16; 2]) -> Result<Vec<EndRule>, String> {
    let rule = |cond| EndRule {
        per_player: false,
        cond,
        who: Who::Next,
        outcome: Outcome::Loss,
        team: None,
        scores: Vec::new(),
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
    if let Some(turns) = r.end.no_progress {
        out.push(EndRule {
            per_player: false,
            cond: Bool::NoProgress {
                turns,
                men: men.to_vec(),
            },
            who: Who::Mover,
            outcome: Outcome::Draw,
            team: None,
            scores: Vec::new(),
        });
    }
    Ok(out)
}
