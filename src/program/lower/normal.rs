//! The plain idioms under raise's own ([`super::raised`]): a program undone, part by
//! part, into one the plain lowering reads, with what was undone noted as features.
//! What this makes of a program need not mean the same game: the raised program of the
//! rule set found is compared with the original before anything is accepted.

use super::joins::{has_hop, merge, merge_hops, mv};
use super::reach_limit;
use crate::program::{Bool, CmpOp, Int, Moves, MovesKind, Program, Region, SiteFn, Who};
use crate::rules::Hop;

/// What the program holds of raise's idioms.
#[derive(Clone, Debug, Default)]
pub struct Features {
    /// The huff, its defaults told by count (`Some(true)`) or by capturing at all.
    pub huff: Option<bool>,
    /// Per direction, landings where the capture goes on first.
    pub land: bool,
    /// `max Moves withValue:True`.
    pub value: bool,
    /// The kings' part for being taken early, halved after each capture.
    pub earliest: bool,
    /// Kings' captures first: always (`Some(true)`) or when among the best.
    pub by_king: Option<bool>,
    /// Hops kept only when they land on a playable cell.
    pub phase: bool,
    /// A hop over men only.
    pub men_only: bool,
    /// The values of a man and of a king, when pieces carry values.
    pub values: (Option<u32>, Option<u32>),
}

impl Features {
    /// Whether any idiom of raise's own was found.
    pub fn any(&self) -> bool {
        self.huff.is_some()
            || self.land
            || self.value
            || self.earliest
            || self.by_king.is_some()
            || self.phase
            || self.men_only
    }
}

/// `p` in the plain idioms, and what was undone.
pub fn plain(p: &Program) -> (Program, Features) {
    let mut n = Norm {
        f: Features::default(),
        longest: reach_limit(&p.graph),
        king_value: None,
    };
    let mut q = p.clone();
    q.play = n.top(&p.play);
    let mut start_values = Vec::new();
    for s in &mut q.start {
        if let Some(v) = s.value.take() {
            start_values.push((p.comp(s.comp).base.clone(), v));
        }
    }
    // The promoted kind's value is the one promotion sets; the other is the man's.
    if let Some((into, v)) = n.king_value {
        let king = p.names.0.get(into as usize);
        n.f.values.1 = u32::try_from(v).ok();
        n.f.values.0 = start_values
            .iter()
            .find(|(b, _)| Some(b) != king)
            .and_then(|(_, v)| u32::try_from(*v).ok());
    }
    (q, n.f)
}

/// Hops of equal reach merged into one with their directions together.
pub fn merged_hops(hops: &[Hop]) -> Vec<Hop> {
    let mut out: Vec<Hop> = Vec::new();
    for h in hops {
        match out.iter_mut().find(|o| {
            (o.before, o.after, o.captures_kings) == (h.before, h.after, h.captures_kings)
        }) {
            Some(o) => o.dirs = o.dirs.union(h.dirs),
            None => out.push(*h),
        }
    }
    out
}

struct Norm {
    f: Features,
    longest: i64,
    /// The kind promoted into and the value promotion gives it.
    king_value: Option<(u16, i64)>,
}

impl Norm {
    /// The whole `play`: the huff's frame undone.
    fn top(&mut self, m: &Moves) -> Moves {
        if let MovesKind::If(Bool::IsPrev(Who::Mover), again, Some(turn)) = &m.kind {
            if let MovesKind::Or(v) = &turn.kind {
                if let [huffs, first] = v.as_slice() {
                    if matches!(huffs.kind, MovesKind::ForEachSite(Region::Pending, _)) {
                        if let Some((by_count, moves)) = ordinary(first) {
                            self.f.huff = Some(by_count);
                            let moves = self
                                .norm(moves)
                                .unwrap_or_else(|| mv(MovesKind::Or(vec![])));
                            return match &again.kind {
                                MovesKind::If(Bool::IsPending, _, Some(cont)) => mv(MovesKind::If(
                                    Bool::IsPrev(Who::Mover),
                                    Box::new(
                                        self.norm(cont)
                                            .unwrap_or_else(|| mv(MovesKind::Or(vec![]))),
                                    ),
                                    Some(Box::new(moves)),
                                )),
                                _ => moves,
                            };
                        }
                    }
                }
            }
        }
        self.norm(m).unwrap_or_else(|| mv(MovesKind::Or(vec![])))
    }

    /// A hop's `before:`/`after:` back from cells to sites, for a line that skips cells.
    fn to_sites(&self, mut m: Moves) -> Moves {
        let longest = self.longest;
        let back = |i: &Int| match i {
            Int::Const(d) if *d < longest => Int::Const((d - 1) / 2),
            i => i.clone(),
        };
        if let MovesKind::Hop { before, after, .. } = &mut m.kind {
            *before = back(before);
            *after = back(after);
        }
        m
    }

    /// A condition with the moves it tests (`can Move`) in the plain idioms.
    fn cond(&mut self, b: &Bool) -> Bool {
        match b {
            Bool::CanMove(m) => match self.norm(m) {
                Some(m) => Bool::CanMove(Box::new(m)),
                None => b.clone(),
            },
            Bool::Not(x) => Bool::Not(Box::new(self.cond(x))),
            Bool::And(v) => Bool::And(v.iter().map(|x| self.cond(x)).collect()),
            Bool::Or(v) => Bool::Or(v.iter().map(|x| self.cond(x)).collect()),
            b => b.clone(),
        }
    }

    /// A hurdle test over men only read as one over enemies.
    fn hurdle(&mut self, b: &Bool) -> Bool {
        match b {
            Bool::Cmp(CmpOp::Eq, Int::WhatAt(SiteFn::Between), Int::Id(_, Who::Next)) => {
                self.f.men_only = true;
                Bool::IsEnemy(Int::WhoAt(SiteFn::Between))
            }
            Bool::And(v) => Bool::And(v.iter().map(|x| self.hurdle(x)).collect()),
            b => b.clone(),
        }
    }

    /// `m` in the plain idioms; `None` when it only keeps raise's books (the huff's
    /// marks, the kings' values).
    fn norm(&mut self, m: &Moves) -> Option<Moves> {
        if matches!(m.kind, MovesKind::ForEachSite(Region::Occupied(_), _)) {
            return None;
        }
        if let MovesKind::Promote { into, .. } = &m.kind {
            if let Some(MovesKind::SetSiteValue(SiteFn::LastTo, Int::Const(v))) =
                m.then.as_deref().map(|t| &t.kind)
            {
                self.king_value = Some((*into, *v));
                return Some(mv(m.kind.clone()));
            }
        }
        let then = m.then.as_deref().and_then(|t| self.norm(t)).map(Box::new);
        let kind = match &m.kind {
            MovesKind::Hop {
                from,
                dirs,
                before,
                range,
                after,
                between_if,
                between_apply,
                to,
                stack,
            } => {
                let apply = between_apply.as_deref().and_then(|a| {
                    let n = self.norm(a);
                    if n.as_ref() != Some(a) && matches!(a.kind, MovesKind::And(_)) {
                        self.f.earliest = true;
                    }
                    n
                });
                MovesKind::Hop {
                    from: from.clone(),
                    dirs: dirs.clone(),
                    before: before.clone(),
                    range: range.clone(),
                    after: after.clone(),
                    between_if: between_if.as_ref().map(|b| self.hurdle(b)),
                    between_apply: apply.map(Box::new),
                    to: to.clone(),
                    stack: *stack,
                }
            }
            MovesKind::MaxMoves { with_value, moves } => {
                self.f.value |= *with_value;
                MovesKind::MaxMoves {
                    with_value: false,
                    moves: Box::new(self.norm(moves)?),
                }
            }
            MovesKind::Do {
                pre,
                if_afterwards: Some(Bool::IsIn(SiteFn::LastTo, Region::Const(_))),
                next: None,
            } if matches!(pre.kind, MovesKind::Hop { .. }) => {
                self.f.phase = true;
                let hop = self.norm(pre)?;
                let hop = self.to_sites(hop);
                return Some(Moves::with_then(hop.kind, hop.then.or(then)));
            }
            MovesKind::Priority(v) if v.len() == 2 => match &v[0].kind {
                MovesKind::Do {
                    pre,
                    if_afterwards: Some(_),
                    next: None,
                } => {
                    let y = self.norm(&v[1])?;
                    let x = self.norm(pre)?;
                    if x == y || self.to_sites(x) == y {
                        self.f.land = true;
                        return Some(Moves::with_then(y.kind, y.then.or(then)));
                    } else {
                        MovesKind::Priority(vec![self.norm(&v[0])?, y])
                    }
                }
                _ if has_hop(&v[0]) && has_hop(&v[1]) => {
                    self.f.by_king = Some(true);
                    let (k, men) = (self.norm(&v[0])?, self.norm(&v[1])?);
                    merge(men, k)
                }
                _ => MovesKind::Priority(v.iter().filter_map(|x| self.norm(x)).collect()),
            },
            MovesKind::If(Bool::Cmp(CmpOp::Lt, Int::Const(0), Int::CountSites(r)), a, Some(b))
                if matches!(&**r, Region::Intersection(v) if v.len() == 2) =>
            {
                self.f.by_king = Some(false);
                let (k, men) = (self.norm(a)?, self.norm(b)?);
                merge(men, k)
            }
            MovesKind::Or(v) => {
                MovesKind::Or(merge_hops(v.iter().filter_map(|x| self.norm(x)).collect()))
            }
            MovesKind::And(v) => {
                let mut kept: Vec<Moves> = v.iter().filter_map(|x| self.norm(x)).collect();
                match kept.len() {
                    0 => return None,
                    1 if then.is_none() => return kept.pop(),
                    _ => MovesKind::And(kept),
                }
            }
            MovesKind::If(c, a, b) => MovesKind::If(
                self.cond(c),
                Box::new(self.norm(a)?),
                b.as_deref().and_then(|b| self.norm(b)).map(Box::new),
            ),
            MovesKind::ForEachPiece {
                names,
                moves,
                every_level,
            } => MovesKind::ForEachPiece {
                every_level: *every_level,
                names: names.clone(),
                moves: match moves {
                    Some(x) => Some(Box::new(self.norm(x)?)),
                    None => None,
                },
            },
            k => k.clone(),
        };
        let kind = match kind {
            // One generator left of several: itself.
            MovesKind::Or(mut v) if v.len() == 1 && then.is_none() => return v.pop(),
            k => k,
        };
        Some(Moves::with_then(kind, then))
    }
}

/// The huff's ordinary move, `(priority {(do MARK next:MOVES) STEPS})`: whether its
/// marks count pieces, and MOVES.
fn ordinary(first: &Moves) -> Option<(bool, &Moves)> {
    let MovesKind::Priority(v) = &first.kind else {
        return None;
    };
    let MovesKind::Do {
        pre,
        if_afterwards: None,
        next: Some(moves),
    } = &v.first()?.kind
    else {
        return None;
    };
    let mark = match &pre.kind {
        MovesKind::And(v) => v.last()?,
        _ => &**pre,
    };
    let MovesKind::ForEachSite(Region::From(best), _) = &mark.kind else {
        return None;
    };
    Some((matches!(best.kind, MovesKind::MaxMoves { .. }), moves))
}
