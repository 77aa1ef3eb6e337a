//! `(is Pattern {F R L ...} [type] [from:S] [what:N | whats:{...}])`.

use super::funcs::{int, site};
use super::{Cl, Cx};
use crate::program::pattern::{Pattern, Turn};
use crate::program::Bool;
use crate::syntax::ast::Kind;

/// Ludii's `IsPattern` on the board's own kind of site.
pub fn is_pattern(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(cx, &["from", "what", "whats"]);
    let (kind, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
    let g = cx.graph();
    if kind.is_some_and(|k| k != g.own_kind()) || g.dual.is_some() {
        cx.unsupported(
            cl.node,
            "a pattern on sites of a kind other than the board's own",
        );
        return None;
    }
    let [walk] = rest.as_slice() else {
        cx.bad(
            cl.node,
            "(is Pattern {F R L ...} [from:SITE] [whats:{...}])",
        );
        return None;
    };
    let Kind::Array(steps) = &walk.kind else {
        cx.bad(walk, "a walk {F R L ...}");
        return None;
    };
    let mut turns = Vec::new();
    for st in steps {
        turns.push(match &st.kind {
            Kind::Ident(x) if x == "F" => Turn::Forward,
            Kind::Ident(x) if x == "R" => Turn::Right,
            Kind::Ident(x) if x == "L" => Turn::Left,
            _ => {
                cx.bad(st, "a step of a walk (F, R or L)");
                return None;
            }
        });
    }
    // The orthogonal directions clockwise: on the grid its slots are N, E, S, W; on
    // another board, the orthogonal slots by their compass bearing.
    let dirs: Vec<u8> = match &g.geo {
        None => vec![0, 2, 4, 6],
        Some(geo) if !geo.per_site && !geo.mixed => {
            let mut v: Vec<(u8, u8)> = (0..8u8)
                .filter(|&k| geo.orthogonal >> k & 1 != 0)
                .filter_map(|k| geo.compass[k as usize].map(|c| (c, k)))
                .collect();
            v.sort();
            v.into_iter().map(|(_, k)| k).collect()
        }
        Some(_) => {
            cx.unsupported(
                cl.node,
                "a pattern on a board whose directions vary site by site",
            );
            return None;
        }
    };
    let from = match cl.named("from") {
        Some(f) => site(cx, f)?,
        None => crate::program::SiteFn::LastTo,
    };
    let whats = match (cl.named("what"), cl.named("whats")) {
        (Some(w), None) => Some(vec![int(cx, w)?]),
        (None, Some(ws)) => {
            let Kind::Array(v) = &ws.kind else {
                cx.bad(ws, "an array of pieces {...}");
                return None;
            };
            let v: Option<Vec<_>> = v.iter().map(|w| int(cx, w)).collect();
            Some(v?)
        }
        (None, None) => None,
        (Some(_), Some(w)) => {
            cx.bad(w, "`what:` or `whats:`, not both");
            return None;
        }
    };
    Some(Bool::Pattern(Box::new(Pattern {
        walk: turns,
        from,
        whats,
        dirs,
    })))
}
