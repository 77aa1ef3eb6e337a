//! Reads the `play` program of a draughts-family game into what each kind of piece
//! does: its steps, its first hops and what follows them, and the continuation run
//! while the same player moves again (`(if (is Prev Mover) CONTINUATION MAIN)`).

use super::shapes::{self, After, HopShape, StepShape, Why};
use crate::program::{Bool, Moves, MovesKind, Program, Region, Who};
use std::collections::BTreeMap;

/// What one kind of piece does, by base name.
#[derive(Clone, Debug, Default)]
pub struct KindPlay {
    /// Non-capturing moves.
    pub steps: Vec<StepShape>,
    /// The promotion after a non-capturing move, if any.
    pub step_promotion: Option<(Region, u16)>,
    /// First hops of a turn and what follows each.
    pub hops: Vec<(HopShape, After)>,
    /// The hop of the continuation, if the continuation has one for this kind, and
    /// whether it is under `max Moves`.
    pub cont: Option<(HopShape, After, bool)>,
}

/// The play program, read.
#[derive(Clone, Debug, Default)]
pub struct PlayRead {
    /// Captures come first when there are any (`priority`), else they are optional (`or`).
    pub compulsory: bool,
    /// The longest capture is required (`max Moves` over the first hops).
    pub max: bool,
    /// Per kind, by base name.
    pub kinds: BTreeMap<String, KindPlay>,
}

/// A generator under `forEach Piece`, with its kind and its consequences.
struct Gen<'a> {
    kind: String,
    moves: &'a MovesKind,
    then: Option<&'a Moves>,
}

/// Reads the whole `play`.
pub fn read(p: &Program) -> Result<PlayRead, Why> {
    let (cont, main) = match &p.play.kind {
        MovesKind::If(Bool::IsPrev(Who::Mover), c, Some(m)) if p.play.then.is_none() => {
            (Some(&**c), &**m)
        }
        _ => (None, &p.play),
    };
    let mut out = PlayRead::default();
    let (caps, steps) = match &main.kind {
        MovesKind::Priority(v) if main.then.is_none() && v.len() == 2 => {
            out.compulsory = true;
            (Some(&v[0]), Some(&v[1]))
        }
        _ => (None, None),
    };
    let mut gens = Vec::new();
    match (caps, steps) {
        (Some(c), Some(s)) => {
            let c = match &c.kind {
                MovesKind::MaxMoves {
                    with_value: false,
                    moves,
                } if c.then.is_none() => {
                    out.max = true;
                    &**moves
                }
                MovesKind::MaxMoves { .. } => {
                    return Err("`max Moves withValue:` (the kernel ranks by count)".into())
                }
                _ => c,
            };
            let mut cg = Vec::new();
            collect(p, c, None, None, &mut cg)?;
            if cg.iter().any(|g| !matches!(g.moves, MovesKind::Hop { .. })) {
                return Err("the first choice of `priority` holds more than captures".into());
            }
            let mut sg = Vec::new();
            collect(p, s, None, None, &mut sg)?;
            // The second choice runs only when the first has no move, so captures it
            // repeats from the first choice add nothing; other captures would.
            let mut rest = Vec::new();
            for g in sg {
                if matches!(g.moves, MovesKind::Hop { .. }) {
                    let same = cg
                        .iter()
                        .any(|c| c.kind == g.kind && c.moves == g.moves && c.then == g.then);
                    if !same {
                        return Err("the second choice of `priority` holds other captures".into());
                    }
                } else {
                    rest.push(g);
                }
            }
            let sg = rest;
            gens.extend(cg);
            gens.extend(sg);
        }
        _ => collect(p, main, None, None, &mut gens)?,
    }
    for g in gens {
        let k = out.kinds.entry(g.kind).or_default();
        if matches!(g.moves, MovesKind::Hop { .. }) {
            let h = shapes::hop(g.moves)?;
            if h.from != crate::program::SiteFn::From {
                return Err("a first capture from elsewhere than the piece's site".into());
            }
            k.hops.push((h, shapes::after(g.then)?));
        } else {
            k.steps.push(shapes::step(g.moves)?);
            let promo = match g.then {
                None => None,
                Some(t) => Some(shapes::promotion(t).ok_or_else(|| {
                    "a non-capturing move with consequences other than a promotion".to_string()
                })?),
            };
            if k.steps.len() > 1 && k.step_promotion != promo {
                return Err("two non-capturing moves of one kind that promote differently".into());
            }
            k.step_promotion = promo;
        }
    }
    if let Some(c) = cont {
        continuation(p, c, &mut out)?;
    }
    Ok(out)
}

/// Flattens `or`s and `forEach Piece`s into generators, each with its kind.
fn collect<'a>(
    p: &'a Program,
    m: &'a Moves,
    kind: Option<&str>,
    then: Option<&'a Moves>,
    out: &mut Vec<Gen<'a>>,
) -> Result<(), Why> {
    let then = match (then, m.then.as_deref()) {
        (Some(_), Some(_)) => return Err("consequences given twice to one move".into()),
        (a, b) => a.or(b),
    };
    match &m.kind {
        MovesKind::Or(v) | MovesKind::And(v) if m.then.is_none() => {
            for x in v {
                collect(p, x, kind, None, out)?;
            }
            Ok(())
        }
        MovesKind::ForEachPiece { names, moves, .. } if kind.is_none() => {
            let bases: Vec<String> = if names.is_empty() {
                let mut b: Vec<String> = p.comps.iter().map(|c| c.base.clone()).collect();
                b.dedup();
                b
            } else {
                names
                    .iter()
                    .filter_map(|&i| p.names.0.get(i as usize).cloned())
                    .collect()
            };
            for base in &bases {
                match moves {
                    Some(x) => collect(p, x, Some(base), then, out)?,
                    None => {
                        let own = own_moves(p, base)?;
                        collect(p, own, Some(base), then, out)?;
                    }
                }
            }
            Ok(())
        }
        MovesKind::Step { .. } | MovesKind::Slide { .. } | MovesKind::Hop { .. } => {
            let Some(kind) = kind else {
                return Err("a move outside `forEach Piece`".into());
            };
            out.push(Gen {
                kind: kind.to_string(),
                moves: &m.kind,
                then,
            });
            Ok(())
        }
        other => Err(format!(
            "`{}` where the kernel expects the moves of pieces",
            shapes::kind_name(other)
        )),
    }
}

/// The moves every owner's piece of that base declares (they must be the same).
fn own_moves<'a>(p: &'a Program, base: &str) -> Result<&'a Moves, Why> {
    let mut found: Option<&Moves> = None;
    for c in p.comps.iter().filter(|c| c.base == base) {
        let Some(m) = &c.moves else {
            return Err(format!("the piece {} declares no moves", c.name));
        };
        if found.is_some_and(|f| f != m) {
            return Err(format!("the pieces {base} of each player move differently"));
        }
        found = Some(m);
    }
    found.ok_or_else(|| format!("no piece named {base}"))
}

/// Reads the continuation: per kind (by `(what at:(last To))`) a hop from `(last To)`.
fn continuation(p: &Program, c: &Moves, out: &mut PlayRead) -> Result<(), Why> {
    // `max Moves` around the choice by piece is `max Moves` in each branch.
    let (outer_max, c) = match &c.kind {
        MovesKind::MaxMoves {
            with_value: false,
            moves,
        } if c.then.is_none() => (true, &**moves),
        _ => (false, c),
    };
    let branches: Vec<(Option<String>, &Moves)> = match &c.kind {
        MovesKind::If(b, yes, Some(no)) if c.then.is_none() => {
            let k = shapes::piece_at_last_is(b).ok_or_else(|| {
                "a continuation that chooses by something other than the piece".to_string()
            })?;
            let name = p.names.0.get(k as usize).cloned().unwrap_or_default();
            vec![(Some(name), &**yes), (None, &**no)]
        }
        _ => vec![(None, c)],
    };
    let named = branches[0].0.clone();
    for (kind, b) in branches {
        let (max, h) = match &b.kind {
            MovesKind::MaxMoves {
                with_value: false,
                moves,
            } if b.then.is_none() => (true, &**moves),
            _ => (outer_max, b),
        };
        let hop = shapes::hop(&h.kind)?;
        if hop.from != crate::program::SiteFn::LastTo {
            return Err("a continuation from elsewhere than `(last To)`".into());
        }
        let after = shapes::after(h.then.as_deref())?;
        let targets: Vec<String> = match &kind {
            Some(k) => vec![k.clone()],
            None => out
                .kinds
                .keys()
                .filter(|k| Some(*k) != named.as_ref())
                .cloned()
                .collect(),
        };
        for t in targets {
            out.kinds.entry(t).or_default().cont = Some((hop.clone(), after.clone(), max));
        }
    }
    Ok(())
}
