//! Rankings of captures in the move language.
//!
//! `max Moves` keeps the moves that begin a best turn by one number: the count of moves,
//! or (`withValue:True`) the total value of the pieces removed. The kernel's priority
//! list is lexicographic, so the criteria other than `ByKing` are folded into that one
//! number: each piece carries a value (`value:` at the start, `set Value` on
//! promotion) in which each criterion is a field, weighted so that no later field can
//! outweigh an earlier one. `EarliestKing` depends on the order of the captures: a king
//! is worth a part more the earlier it is taken, so each capture halves that part of
//! the kings still to be taken and the end of the turn restores it. `ByKing` depends on
//! the capturing piece, not on those taken: kings' captures come first when one of them
//! is among the best by the criteria before it (`priority` when none comes before).
//!
//! When every move of a turn is chosen among those that begin a best rest of the turn,
//! the turns played are exactly the best ones, so each later hop is filtered the same
//! way.

use super::{mv, Raise};
use crate::program::{ArithOp, Bool, CmpOp, Int, Moves, MovesKind, Region, SiteFn, Who};
use crate::rules::{CaptureMode, Draughts as Rules, Priority};

/// What `max Moves` ranks by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Filter {
    /// The number of moves: one capture each.
    Count,
    /// The total value of the pieces captured (`withValue:True`).
    Value,
}

/// Where `ByKing` stands in the priority list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum KingFirst {
    /// First: kings capture whenever one can.
    Always,
    /// After criteria ranked by the filter: kings' captures when one is among the best
    /// by them.
    AmongBest(Filter),
}

/// The pieces' values when captures rank by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Values {
    /// A man's.
    pub man: i64,
    /// A king's, at the start of its opponent's turn.
    pub king: i64,
    /// With `EarliestKing`: a king's value without the part for being taken early.
    pub king_base: Option<i64>,
}

/// How a compulsory capture is ranked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Ranking {
    /// The filter of every capturing move (none: all captures are equal).
    pub filter: Option<Filter>,
    /// `ByKing`, for the first move of a capture.
    pub by_king: Option<KingFirst>,
    /// The values the filter adds up.
    pub values: Option<Values>,
}

/// The priority list as the kernel reads it: repeats dropped, and `MostValue` over
/// kinds of equal worth, which ranks as `MostPieces`, written so.
fn criteria(r: &Rules) -> Vec<Priority> {
    let mut list = Vec::new();
    for &p in &r.capture.priority {
        let p = match p {
            Priority::MostValue if r.man.worth == r.king.worth => Priority::MostPieces,
            p => p,
        };
        if !list.contains(&p) {
            list.push(p);
        }
    }
    list
}

/// Whether a huff's default is judged by the number of pieces (`true`) or by whether
/// anything was captured.
pub(super) fn huff_by_count(r: &Rules) -> Result<bool, String> {
    match criteria(r).as_slice() {
        [] => Ok(false),
        [Priority::MostPieces] => Ok(true),
        _ => Err("a huff for captures ranked other than by count".into()),
    }
}

/// The ranking of `r`'s captures.
pub(super) fn ranking(r: &Rules) -> Result<Ranking, String> {
    let list = criteria(r);
    match r.capture.mode {
        CaptureMode::Compulsory => {}
        CaptureMode::Free if list.is_empty() => return Ok(Ranking::default()),
        CaptureMode::Free => return Err("a ranking of captures that are optional".into()),
        CaptureMode::Huff => return Ok(Ranking::default()),
    }
    let rest: Vec<Priority> = list
        .iter()
        .copied()
        .filter(|&p| p != Priority::ByKing)
        .collect();
    let (filter, values) = match rest.as_slice() {
        [] => (None, None),
        [Priority::MostPieces] => (Some(Filter::Count), None),
        _ => (Some(Filter::Value), Some(values(r, &rest)?)),
    };
    let by_king = match list.iter().position(|&p| p == Priority::ByKing) {
        None => None,
        Some(0) => Some(KingFirst::Always),
        Some(i) if list[..i] == [Priority::MostPieces] => Some(KingFirst::AmongBest(Filter::Count)),
        Some(i) if i + 1 == list.len() => filter.map(KingFirst::AmongBest),
        Some(_) => return Err("a ranking by value both before and after ByKing".into()),
    };
    Ok(Ranking {
        filter,
        by_king,
        values,
    })
}

/// The values that rank captures by `list` (no `ByKing`): each criterion a field of a
/// number, the first the most significant.
fn values(r: &Rules, list: &[Priority]) -> Result<Values, String> {
    let too_many = || "too many pieces to rank their captures by value".to_string();
    // At most the opponent's pieces are taken in one turn.
    let n = (0..2)
        .map(|pl| {
            r.start
                .iter()
                .filter(|p| p.player & 1 == pl)
                .map(|p| p.cells.len() as i64)
                .sum::<i64>()
        })
        .max()
        .unwrap_or(0)
        .max(1);
    let (wm, wk) = (r.man.worth as i64, r.king.worth as i64);
    let (mut weight, mut man, mut king) = (1i64, 0i64, 0i64);
    let mut early = None;
    for &p in list.iter().rev() {
        // Per man, per king, and the greatest the field adds up to in a turn. Past the
        // kernel's caps (127 pieces, 0xFFFF of value, 32 kings in order) it ranks
        // otherwise, so such a rule set is refused.
        let (m, k, most) = match p {
            Priority::MostPieces => (1, 1, n),
            Priority::MostKings => (0, 1, n),
            Priority::MostValue if n * wm.max(wk) <= 0xFFFF => (wm, wk, n * wm.max(wk)),
            Priority::EarliestKing if n < 31 => {
                early = Some(weight);
                (0, 0, (1i64 << n) - 1)
            }
            _ => return Err(too_many()),
        };
        if n > 127 {
            return Err(too_many());
        }
        man += weight * m;
        king += weight * k;
        weight = weight.checked_mul(most + 1).ok_or_else(too_many)?;
    }
    // The first king taken is worth the most for earliness, the next half of it...
    let first = early.map_or(0, |w| w << (n - 1));
    let top = king.checked_add(first).ok_or_else(too_many)?;
    if top
        .max(man)
        .checked_mul(n)
        .is_none_or(|t| t > i32::MAX as i64)
    {
        return Err(too_many());
    }
    Ok(Values {
        man,
        king: top,
        king_base: early.map(|_| king),
    })
}

impl Raise<'_> {
    /// `m` under the ranking's filter.
    pub(super) fn ranked(&self, filter: Option<Filter>, m: Moves) -> Moves {
        match filter {
            None => m,
            Some(f) => mv(MovesKind::MaxMoves {
                with_value: f == Filter::Value,
                moves: Box::new(m),
            }),
        }
    }

    /// The first captures of a turn: the kings' `kings` and the men's `men`, ranked.
    pub(super) fn first_captures(&self, kings: Option<Moves>, men: Option<Moves>) -> Moves {
        let rank = &self.rank;
        let f = rank.filter;
        let (k, m, first) = match (kings, men, rank.by_king) {
            (Some(k), Some(m), Some(first)) => (k, m, first),
            (k, m, _) => {
                let all: Vec<Moves> = m.into_iter().chain(k).collect();
                return self.ranked(f, mv(MovesKind::Or(all)));
            }
        };
        match first {
            KingFirst::Always => mv(MovesKind::Priority(vec![
                self.ranked(f, k),
                self.ranked(f, m),
            ])),
            KingFirst::AmongBest(by) => {
                // A king is among the best when a best capture starts from a king's site.
                let best = self.ranked(Some(by), mv(MovesKind::Or(vec![k.clone(), m.clone()])));
                let kings_best = Bool::Cmp(
                    CmpOp::Lt,
                    Int::Const(0),
                    Int::CountSites(Box::new(Region::Intersection(vec![
                        Region::From(Box::new(best)),
                        Region::From(Box::new(k.clone())),
                    ]))),
                );
                mv(MovesKind::If(
                    kings_best,
                    Box::new(self.ranked(f, k)),
                    Some(Box::new(self.ranked(f, m))),
                ))
            }
        }
    }

    /// For each of the opponent's kings, `(set Value at:(site) V)` with `value` giving
    /// V from the king's present value.
    fn opponent_kings(&self, value: Int) -> Moves {
        let is_king = Bool::Cmp(
            CmpOp::Eq,
            Int::WhatAt(SiteFn::Bound),
            Int::Id(self.king, Who::Next),
        );
        mv(MovesKind::ForEachSite(
            Region::Occupied(Who::Next),
            Box::new(mv(MovesKind::If(
                is_king,
                Box::new(mv(MovesKind::SetSiteValue(SiteFn::Bound, value))),
                None,
            ))),
        ))
    }

    /// With `EarliestKing`, after each capture: the opponent's kings' part for being
    /// taken early halves.
    pub(super) fn halve_earliness(&self) -> Option<Moves> {
        let v = self.rank.values?;
        let base = Int::Const(v.king_base?);
        let part = Int::Arith(
            ArithOp::Sub,
            Box::new(Int::ValueAt(SiteFn::Bound)),
            Box::new(base.clone()),
        );
        let half = Int::Arith(ArithOp::Div, Box::new(part), Box::new(Int::Const(2)));
        Some(self.opponent_kings(Int::Arith(ArithOp::Add, Box::new(base), Box::new(half))))
    }

    /// With `EarliestKing`, at the end of a capture: the opponent's kings' values
    /// restored.
    pub(super) fn restore_earliness(&self) -> Option<Moves> {
        let v = self.rank.values?;
        v.king_base?;
        Some(self.opponent_kings(Int::Const(v.king)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::capture::Ranker;

    /// Every way of taking from 1 to `n` pieces, in order (true: a king).
    fn turns(n: usize) -> Vec<Vec<bool>> {
        (1..=n)
            .flat_map(|len| {
                (0..1u32 << len).map(move |bits| (0..len).map(|i| bits >> i & 1 == 1).collect())
            })
            .collect()
    }

    #[test]
    fn values_rank_captures_as_the_kernel_does() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/italian-draughts.lud");
        let base = crate::game::rules_from_file(path.as_ref(), &Default::default())
            .unwrap_or_else(|f| panic!("{}", f.render(false)));
        for list in [
            vec![
                Priority::MostPieces,
                Priority::MostKings,
                Priority::EarliestKing,
            ],
            vec![Priority::EarliestKing, Priority::MostPieces],
            vec![Priority::MostValue, Priority::MostKings],
            vec![Priority::MostKings, Priority::MostPieces],
        ] {
            let mut r = base.clone();
            (r.man.worth, r.king.worth) = (2, 3);
            let v = values(&r, &list).expect("values");
            let ranker = Ranker::new(&list, [2, 3]);
            let kernel = |t: &[bool]| {
                let nk = t.iter().filter(|&&k| k).count() as u32;
                let kbits = t
                    .iter()
                    .enumerate()
                    .filter(|(_, &k)| k)
                    .fold(0u32, |b, (i, _)| b | 1 << (31 - i));
                ranker.rank(t.len() as u32, false, nk, kbits)
            };
            // What `max Moves withValue:True` adds up: a king's part for earliness
            // halves after each capture.
            let base = v.king_base.unwrap_or(v.king);
            let program = |t: &[bool]| -> i64 {
                let mut part = v.king - base;
                let mut sum = 0;
                for &k in t {
                    sum += if k { base + part } else { v.man };
                    part /= 2;
                }
                sum
            };
            let ts = turns(7);
            for a in &ts {
                for b in &ts {
                    assert_eq!(
                        kernel(a).cmp(&kernel(b)),
                        program(a).cmp(&program(b)),
                        "{list:?}: {a:?} against {b:?}"
                    );
                }
            }
        }
    }
}
