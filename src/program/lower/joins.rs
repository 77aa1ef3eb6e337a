//! How the plain reading ([`super::normal`]) joins again what raise writes apart: the
//! kinds' captures split for `ByKing`, a hop split by direction or by kind of line.

use crate::program::{Dirs, Moves, MovesKind};

/// A move without consequences.
pub fn mv(kind: MovesKind) -> Moves {
    Moves::new(kind)
}

/// Whether `m` holds a hop.
pub fn has_hop(m: &Moves) -> bool {
    match &m.kind {
        MovesKind::Hop { .. } => true,
        MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => v.iter().any(has_hop),
        MovesKind::If(_, a, b) => has_hop(a) || b.as_deref().is_some_and(has_hop),
        MovesKind::MaxMoves { moves, .. } => has_hop(moves),
        MovesKind::ForEachPiece { moves, .. } => moves.as_deref().is_some_and(has_hop),
        MovesKind::Do { pre, .. } => has_hop(pre),
        _ => false,
    }
}

/// `a` and `b` as one choice, `max Moves` over both when both are under one.
pub fn merge(a: Moves, b: Moves) -> MovesKind {
    match (a.kind, b.kind) {
        (
            MovesKind::MaxMoves {
                with_value: false,
                moves: x,
            },
            MovesKind::MaxMoves {
                with_value: false,
                moves: y,
            },
        ) if a.then.is_none() && b.then.is_none() => MovesKind::MaxMoves {
            with_value: false,
            moves: Box::new(mv(MovesKind::Or(vec![*x, *y]))),
        },
        (ak, bk) => MovesKind::Or(vec![
            Moves::with_then(ak, a.then),
            Moves::with_then(bk, b.then),
        ]),
    }
}

/// The union of two sets of directions, when both are fixed (or fixed but the way back).
fn union(a: &Dirs, b: &Dirs) -> Option<Dirs> {
    match (a, b) {
        (Dirs::Fixed { abs: x, rel: y }, Dirs::Fixed { abs: u, rel: v }) => Some(Dirs::Fixed {
            abs: x | u,
            rel: y | v,
        }),
        (Dirs::Difference(x, o), Dirs::Difference(y, p))
            if **o == Dirs::Opposite && **p == Dirs::Opposite =>
        {
            Some(Dirs::Difference(Box::new(union(x, y)?), o.clone()))
        }
        _ => None,
    }
}

/// Hops of `v` alike but for their directions, merged.
pub fn merge_hops(v: Vec<Moves>) -> Vec<Moves> {
    let mut out: Vec<Moves> = Vec::new();
    for m in v {
        let found = out.iter().enumerate().find_map(|(i, o)| {
            let (MovesKind::Hop { dirs: od, .. }, MovesKind::Hop { dirs: md, .. }) =
                (&o.kind, &m.kind)
            else {
                return None;
            };
            let mut probe = m.clone();
            if let MovesKind::Hop { dirs, .. } = &mut probe.kind {
                *dirs = od.clone();
            }
            (probe == *o)
                .then(|| union(od, md))
                .flatten()
                .map(|u| (i, u))
        });
        match found {
            Some((i, u)) => {
                if let MovesKind::Hop { dirs, .. } = &mut out[i].kind {
                    *dirs = u;
                }
            }
            None => out.push(m),
        }
    }
    out
}
