//! `place Stack`: the pieces a start rule piles on sites, one on another.

use super::funcs::region_const;
use super::{Cl, Cx};
use crate::program::Placed;
use crate::syntax::ast::{Kind, Node};

/// `(place Stack "Name" SITES [count:N])`, `(place Stack "Name" coord:"A1")` or
/// `(place Stack items:{"A" "B" ...} SITE)`: N pieces (default 1) on top of what each
/// site holds (Ludii's `PlaceCustomStack` and `PlaceMonotonousStack`), which makes the
/// game one of stacks. With `items:`, one piece of each, the first at the bottom, as
/// Ludii places them in order. `state:` is every piece's; values are refused.
pub(super) fn place_stack(cx: &mut Cx, p: &Cl) -> Vec<Placed> {
    let mut out = Vec::new();
    if p.named
        .iter()
        .any(|(n, _)| !matches!(*n, "coord" | "count" | "items" | "state"))
    {
        p.only_named(cx, &["coord", "count", "items", "state"]);
        return out;
    }
    // `state:S`: every piece placed starts with that state (Ludii's `placePieces`).
    let state = match p.named("state") {
        Some(v) => match super::funcs::int_const(cx, v) {
            Some(k) => Some(k.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32),
            None => return out,
        },
        None => None,
    };
    // The names of the pieces, bottom first, and where they go.
    let (names, at): (Vec<&Node>, _) = match p.named("items") {
        Some(items) => {
            let list = match &items.kind {
                Kind::Array(v) => v.iter().collect(),
                _ => vec![items],
            };
            (list, p.pos.get(1).copied().or(p.named("coord")))
        }
        None => (
            p.pos.get(1).into_iter().copied().collect(),
            p.pos.get(2).copied().or(p.named("coord")),
        ),
    };
    let (Some(at), false) = (at, names.is_empty()) else {
        cx.unsupported(
            p.node,
            "a start rule (as (place Stack \"Name\" SITES [count:N]) or (place Stack \"Name\" coord:\"A1\"))",
        );
        return out;
    };
    let args = if p.named("items").is_some() { 2 } else { 3 };
    if p.pos.len() > args {
        cx.unsupported(p.pos[args], "an argument of `place Stack`");
        return out;
    }
    let mut comps = Vec::with_capacity(names.len());
    for item in names {
        let Kind::Str(name) = &item.kind else {
            cx.bad(item, "the name of a piece declared in the equipment");
            return out;
        };
        let Some(comp) = cx.comps.iter().position(|c| &c.name == name) else {
            cx.bad(item, "the name of a piece declared in the equipment");
            return out;
        };
        comps.push(comp as u16 + 1);
    }
    // `count:N`: N pieces on each site, one on another (Ludii's `PlaceMonotonousStack`).
    let n = match p.named("count") {
        Some(c) => match super::funcs::int_const(cx, c) {
            Some(v) if (0..=1000).contains(&v) => v as usize,
            Some(_) => {
                cx.bad(c, "a count from 0 to 1,000");
                return out;
            }
            None => return out,
        },
        None => 1,
    };
    cx.stacking = true;
    // Into a player's hand, which is a stack in a game of stacks.
    if let Some(h) = Cl::of(at).filter(|h| h.head == "handSite" && matches!(h.pos.len(), 1 | 2)) {
        if let Some(v) = p.named("state") {
            cx.unsupported(v, "a piece's state in a hand");
            return out;
        }
        for &comp in &comps {
            super::sow::stack_in_hand(cx, &h, comp, n as u32);
        }
        return out;
    }
    let sites: Vec<u16> = match &at.kind {
        Kind::Str(coord) => match super::funcs::site_named(cx, at, coord) {
            Some(s) => vec![s],
            None => return out,
        },
        _ => match region_const(cx, at) {
            Some(r) => r.iter().collect(),
            None => return out,
        },
    };
    if let Some(s) = sites.iter().find(|&&s| usize::from(s) >= cx.graph().len()) {
        cx.bad(at, &format!("sites of the board (site {s} is not one)"));
        return out;
    }
    for site in sites {
        for &comp in &comps {
            for _ in 0..n {
                out.push(Placed {
                    site,
                    comp,
                    value: None,
                    state,
                    stacked: true,
                    count: 1,
                });
            }
        }
    }
    out
}
