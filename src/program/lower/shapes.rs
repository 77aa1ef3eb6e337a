//! The shapes lowering recognises in single generators and their consequences: a hop
//! over one enemy piece, a step or slide to empty sites, promotion on reaching a region,
//! and the continuation `(if (can Move HOP) (moveAgain) ...)` that makes a capture a
//! sequence. Each reader says, when a shape does not match, what it found instead.

use crate::program::{Bool, CmpOp, Dirs, Int, Moves, MovesKind, Region, SiteFn, ToSpec, Who};

/// A reason lowering gives up, in words for `ludic rules`.
pub type Why = String;

/// A hop as the kernel can play it: over one enemy piece, onto an empty site.
#[derive(Clone, Debug, PartialEq)]
pub struct HopShape {
    /// Where it starts: `(from)` for the first hop of a turn, `(last To)` after.
    pub from: SiteFn,
    /// Directions.
    pub dirs: Dirs,
    /// `before:`, empty sites allowed before the hurdle.
    pub before: i64,
    /// `after:`, extra landing sites allowed beyond the first.
    pub after: i64,
    /// Whether the hurdle test also refuses pieces already jumped this turn.
    pub skips_jumped: bool,
    /// The hurdle's removal: `Some(true)` at the end of the turn, `Some(false)` at
    /// once, `None` when the hop removes nothing (a `can Move` test).
    pub removal: Option<bool>,
}

/// Reads `(move Hop ...)`.
pub fn hop(m: &MovesKind) -> Result<HopShape, Why> {
    let MovesKind::Hop {
        from,
        dirs,
        before,
        range,
        after,
        between_if,
        between_apply,
        to,
        stack: false,
    } = m
    else {
        return Err("a capture that is not a hop".into());
    };
    if *range != (Int::Const(1), Int::Const(1)) {
        return Err("a hop over more than one piece (`between (range ...)`)".into());
    }
    let (Int::Const(before), Int::Const(after)) = (before, after) else {
        return Err("a hop whose `before:` or `after:` depends on the position".into());
    };
    let skips_jumped = match between_if {
        Some(b) => hurdle_test(b)?,
        None => return Err("a hop over any piece (no `between if:`)".into()),
    };
    if !empty_to(to) {
        return Err("a hop that lands elsewhere than on an empty site".into());
    }
    let removal = match between_apply.as_deref() {
        None => None,
        Some(Moves {
            kind:
                MovesKind::Remove {
                    sites: Region::Site(SiteFn::Between),
                    end_of_turn,
                    count: None,
                },
            then: None,
            ..
        }) => Some(*end_of_turn),
        Some(_) => return Err("a hop whose hurdle effect is not `(remove (between))`".into()),
    };
    Ok(HopShape {
        from: from.clone(),
        dirs: dirs.clone(),
        before: *before,
        after: *after,
        skips_jumped,
        removal,
    })
}

/// `(is Enemy (who at:(between)))`, optionally with `(not (is In (between) (sites
/// ToClear)))`: whether the latter is there.
fn hurdle_test(b: &Bool) -> Result<bool, Why> {
    let enemy = |b: &Bool| matches!(b, Bool::IsEnemy(Int::WhoAt(SiteFn::Between)));
    let not_jumped = |b: &Bool| matches!(b, Bool::Not(x) if matches!(&**x, Bool::IsIn(SiteFn::Between, Region::ToClear)));
    match b {
        b if enemy(b) => Ok(false),
        Bool::And(v) if v.len() == 2 && v.iter().any(enemy) && v.iter().any(not_jumped) => Ok(true),
        _ => Err("a hop whose hurdle test is not \"an enemy piece\"".into()),
    }
}

/// `(to if:(is Empty (to)))` with no effect.
fn empty_to(to: &ToSpec) -> bool {
    to.apply.is_none() && matches!(to.cond, Some(Bool::IsEmpty(SiteFn::To)))
}

/// A non-capturing move: directions and the greatest distance (`None`: any).
#[derive(Clone, Debug, PartialEq)]
pub struct StepShape {
    /// Directions.
    pub dirs: Dirs,
    /// The greatest distance, `None` for a slide of any length.
    pub reach: Option<i64>,
}

/// Reads `(move Step D (to if:(is Empty (to))))` or `(move Slide D)`.
pub fn step(m: &MovesKind) -> Result<StepShape, Why> {
    match m {
        MovesKind::Step {
            from,
            dirs,
            to,
            stack: false,
        } if *from == SiteFn::From => {
            if !empty_to(to) {
                return Err("a step that goes elsewhere than to an empty site".into());
            }
            Ok(StepShape {
                dirs: dirs.clone(),
                reach: Some(1),
            })
        }
        MovesKind::Slide {
            from,
            dirs,
            between: None,
            between_apply: None,
            to,
            min: Int::Const(1),
            max,
            stack: false,
        } if *from == SiteFn::From => {
            // With no `to` test a slide ends at each empty site it crosses.
            if to.cond.is_some() || to.apply.is_some() {
                return Err("a slide with a `to` test or effect".into());
            }
            let reach = match max {
                None => None,
                Some(Int::Const(n)) => Some(*n),
                Some(_) => return Err("a slide whose length depends on the position".into()),
            };
            Ok(StepShape {
                dirs: dirs.clone(),
                reach,
            })
        }
        _ => Err(format!(
            "a move the kernel does not have ({})",
            kind_name(m)
        )),
    }
}

/// Reads `(if (is In (last To) R) (promote (last To) (piece K) Mover))` and the bare
/// `(promote ...)` of a `then`: the region and the kind promoted into.
pub fn promotion(m: &Moves) -> Option<(Region, u16)> {
    match &m.kind {
        MovesKind::If(Bool::IsIn(SiteFn::LastTo, r), a, None) if m.then.is_none() => {
            promote_into(a).map(|k| (r.clone(), k))
        }
        _ => None,
    }
}

/// `(promote (last To) (piece K) Mover)`: K.
fn promote_into(m: &Moves) -> Option<u16> {
    match (&m.kind, &m.then) {
        (
            MovesKind::Promote {
                site: SiteFn::LastTo,
                into,
                who: Who::Mover,
            },
            None,
        ) => Some(*into),
        _ => None,
    }
}

/// What a hop's `then` makes of the turn.
#[derive(Clone, Debug, PartialEq)]
pub enum After {
    /// The turn ends; a man on the region is promoted (`Some`) or nothing happens.
    End(Option<(Region, u16)>),
    /// The capture goes on while the hop can be made again from where it landed; when
    /// it cannot, the promotion (if any) applies.
    Continue(HopShape, Option<(Region, u16)>),
    /// A man reaching the region is promoted and the turn ends there; elsewhere the
    /// capture goes on.
    StopOnPromotion(HopShape, (Region, u16)),
    /// A man reaching the region is promoted and goes on capturing as the new kind
    /// (its hop given first); elsewhere it goes on as before.
    PromoteAndContinue {
        /// The hop that continues after the promotion.
        promoted: HopShape,
        /// The hop that continues otherwise.
        unpromoted: HopShape,
        /// The region and the new kind.
        promotion: (Region, u16),
    },
}

/// Reads a hop's `then`.
pub fn after(then: Option<&Moves>) -> Result<After, Why> {
    let Some(t) = then else {
        return Ok(After::End(None));
    };
    if let Some(p) = promotion(t) {
        return Ok(After::End(Some(p)));
    }
    if promote_into(t).is_some() {
        return Err("a promotion after every capture, wherever it ends".into());
    }
    if let Some((hop, otherwise)) = again(t)? {
        let promote = match otherwise {
            None => None,
            Some(o) => Some(
                promotion(o).ok_or("a capture that ends with an effect other than a promotion")?,
            ),
        };
        return Ok(After::Continue(hop, promote));
    }
    if let MovesKind::If(Bool::IsIn(SiteFn::LastTo, r), yes, Some(no)) = &t.kind {
        let Some((unpromoted, None)) = again(no)? else {
            return Err("a capture whose end on the promotion region is not understood".into());
        };
        if let Some(k) = promote_into(yes) {
            return Ok(After::StopOnPromotion(unpromoted, (r.clone(), k)));
        }
        if let MovesKind::And(v) = &yes.kind {
            if let [p, a] = v.as_slice() {
                if let (Some(k), Some((promoted, None))) = (promote_into(p), again(a)?) {
                    return Ok(After::PromoteAndContinue {
                        promoted,
                        unpromoted,
                        promotion: (r.clone(), k),
                    });
                }
            }
        }
        return Err("a capture whose end on the promotion region is not understood".into());
    }
    Err("a capture's consequences that are not a continuation or a promotion".into())
}

/// `(if (can Move HOP) (moveAgain) [ELSE])`: the hop tested and the else branch.
fn again(m: &Moves) -> Result<Option<(HopShape, Option<&Moves>)>, Why> {
    let MovesKind::If(Bool::CanMove(test), yes, no) = &m.kind else {
        return Ok(None);
    };
    if m.then.is_some() || !matches!(yes.kind, MovesKind::MoveAgain) || yes.then.is_some() {
        return Ok(None);
    }
    // `can Move` asks whether a move exists; its consequences do not change that.
    let h = hop(&test.kind)?;
    if h.from != SiteFn::LastTo {
        return Err("a continuation tested from elsewhere than `(last To)`".into());
    }
    Ok(Some((h, no.as_deref())))
}

/// A short name of a generator, for reasons.
pub fn kind_name(m: &MovesKind) -> &'static str {
    match m {
        MovesKind::Step { .. } => "move Step",
        MovesKind::Slide { .. } => "move Slide",
        MovesKind::Hop { .. } => "move Hop",
        MovesKind::Pass => "move Pass",
        MovesKind::Select { .. } => "move Select",
        MovesKind::FromTo { .. } | MovesKind::FromToSites { .. } => "fromTo",
        MovesKind::MoveRemove(..) => "move Remove",
        MovesKind::Add { .. } => "add",
        MovesKind::AddPiece { .. } => "add (piece ...)",
        MovesKind::Flip(_) => "flip",
        MovesKind::Append(_) => "append",
        MovesKind::AllCombinations(..) => "allCombinations",
        MovesKind::Phases(_) => "phases",
        MovesKind::Or(_) => "or",
        MovesKind::And(_) => "and",
        MovesKind::If(..) => "if",
        MovesKind::Priority(_) => "priority",
        MovesKind::MaxMoves { .. } => "max Moves",
        MovesKind::MaxCaptures { .. } => "max Captures",
        MovesKind::AtLevel { .. } => "level: of from",
        MovesKind::ForEachPiece { .. } | MovesKind::ForEachHandPiece { .. } => "forEach Piece",
        MovesKind::ForEachSite(..) | MovesKind::ForEachSiteElse(..) => "forEach Site",
        MovesKind::ForEachLevel { .. } => "forEach Level",
        MovesKind::ForEachGroup(..) => "forEach Group",
        MovesKind::FirstMoveOnTrack { .. } => "firstMoveOnTrack",
        MovesKind::ForEachDirection(..) => "forEach Direction",
        MovesKind::ForEachValue(..) => "forEach Value",
        MovesKind::ForEachPlayer(..) => "forEach Player",
        MovesKind::Do { .. } => "do",
        MovesKind::While(..) => "while",
        MovesKind::Remove { .. } => "remove",
        MovesKind::Promote { .. } => "promote",
        MovesKind::MoveAgain => "moveAgain",
        MovesKind::SetPending(_) => "set Pending",
        MovesKind::SetValue(..) | MovesKind::SetSiteValue(..) => "set Value",
        MovesKind::SetState(..) => "set State",
        MovesKind::SetVar(_) | MovesKind::SetNamedVar(..) => "set Var",
        MovesKind::SetCounter(_) => "set Counter",
        MovesKind::Trigger(_) => "trigger",
        MovesKind::SetHidden(_) => "set Hidden",
        MovesKind::AsPlayer(..) => "forEach Piece",
        MovesKind::Custodial(..) => "custodial",
        MovesKind::Intervene(..) => "intervene",
        MovesKind::Directional(..) => "directional",
        MovesKind::Enclose(..) => "enclose",
        MovesKind::Surround(..) => "surround",
        MovesKind::Sow(..) => "sow",
        MovesKind::SetNext(_) => "set NextPlayer",
        MovesKind::Swap => "swap",
        MovesKind::SwapPlayers => "swap Players",
        MovesKind::Note => "note",
        MovesKind::Push { .. } => "push",
        MovesKind::Attract { .. } => "attract",
        MovesKind::PromoteTo(..) => "promote",
        MovesKind::Score { .. } => "set Score",
        MovesKind::Remember { .. } => "remember Value",
        MovesKind::Propose(_) => "move Propose",
        MovesKind::Vote(_) => "move Vote",
        MovesKind::Forget { .. } => "forget Value",
        MovesKind::Roll => "roll",
        MovesKind::ForEachDie { .. } => "forEach Die",
    }
}

/// `(= (what at:(last To)) (id "K" Mover))`: K.
pub fn piece_at_last_is(b: &Bool) -> Option<u16> {
    match b {
        Bool::Cmp(CmpOp::Eq, Int::WhatAt(SiteFn::LastTo), Int::Id(k, Who::Mover))
        | Bool::Cmp(CmpOp::Eq, Int::Id(k, Who::Mover), Int::WhatAt(SiteFn::LastTo)) => Some(*k),
        _ => None,
    }
}
