//! The mancala games' ludemes: `(sow ...)` (the effect, read into
//! [`crate::program::sow::Sow`]) and `(set Count N at:S|to:R)` at the start.

use super::funcs::{boolean, int, int_const, region_const, site};
use super::{Cl, Cx};
use crate::program::sow::Sow;
use crate::program::{Bool, MovesKind, Placed, SiteFn};
use crate::syntax::ast::{Kind, Node};

/// `(sow [TYPE] [START] [TRACK] count: numPerHole: owner: if: apply: includeSelf: origin:
/// skipIf: backtracking:|forward:)`, its `(then ...)` already taken off.
pub(super) fn sow(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(
        cx,
        &[
            "count",
            "numPerHole",
            "owner",
            "if",
            "apply",
            "includeSelf",
            "origin",
            "skipIf",
            "sowEffect",
            "backtracking",
            "forward",
        ],
    );
    // Sowing moves counts of seeds: Ludii's `Count` flag.
    cx.counts = true;
    cx.board_counts = true;
    let (kind, rest) = super::kinds::leading(cx, pos)?;
    if kind.is_some_and(|k| k != super::kinds::or_own(cx, None)) {
        cx.unsupported(pos[0], "a sowing on sites of another kind than the board's");
        return None;
    }
    let mut start = SiteFn::LastTo;
    let mut track = None;
    for (i, a) in rest.iter().enumerate() {
        match &a.kind {
            Kind::Str(name) if track.is_none() => track = Some(name.clone()),
            _ if i == 0 => start = site(cx, a)?,
            _ => {
                cx.unsupported(
                    a,
                    "an argument of `sow` (a start site, then a track's name)",
                );
                return None;
            }
        }
    }
    let num = |cx: &mut Cx, name: &str| match cl.named(name) {
        Some(n) => int(cx, n).map(Some),
        None => Some(None),
    };
    let test = |cx: &mut Cx, name: &str| match cl.named(name) {
        Some(n) => boolean(cx, n).map(Some),
        None => Some(None),
    };
    let (backtracking, forward) = (test(cx, "backtracking")?, test(cx, "forward")?);
    if backtracking.is_some() && forward.is_some() {
        cx.bad(cl.node, "one of backtracking: and forward:, as Ludii takes");
        return None;
    }
    let apply = match cl.named("apply") {
        Some(m) => Some(super::moves::moves(cx, m)?),
        None => None,
    };
    let effect = match cl.named("sowEffect") {
        Some(m) => Some(super::moves::moves(cx, m)?),
        None => None,
    };
    Some(MovesKind::Sow(Box::new(Sow {
        start,
        count: num(cx, "count")?,
        per_hole: num(cx, "numPerHole")?.unwrap_or(crate::program::Int::Const(1)),
        track,
        owner: num(cx, "owner")?,
        origin: test(cx, "origin")?.unwrap_or(Bool::Const(false)),
        include_self: cl.flag(cx, "includeSelf", true)?,
        skip_if: test(cx, "skipIf")?,
        effect,
        cond: test(cx, "if")?.unwrap_or(Bool::Const(true)),
        apply,
        backtracking,
        forward,
    })))
}

/// `(set Count N at:S)` or `(set Count N to:R)` at the start: each site gets N pieces
/// of the last kind declared (as Ludii's start rule takes it); 0 empties it.
pub(super) fn start_count(cx: &mut Cx, cl: &Cl) -> Vec<Placed> {
    cl.only_named(cx, &["at", "to"]);
    cx.counts = true;
    let comp = cx.comps.len();
    if comp == 0 {
        cx.bad(
            cl.node,
            "a piece declared in the equipment before (set Count ...)",
        );
        return Vec::new();
    }
    let (Some(n), Some(sites)) = (cl.pos.get(1), cl.named("at").or(cl.named("to"))) else {
        cx.bad(cl.node, "(set Count N at:SITE) or (set Count N to:SITES)");
        return Vec::new();
    };
    let Some(n) = int_const(cx, n) else {
        return Vec::new();
    };
    let n_pieces = n.clamp(0, i64::from(u32::MAX)) as u32;
    // A player's hand (`at:(handSite P1)`): its count at the start.
    if let Some(h) = Cl::of(sites).filter(|h| h.head == "handSite" && matches!(h.pos.len(), 1 | 2))
    {
        start_in_hand(cx, &h, comp as u16, n_pieces, (0, 0));
        return Vec::new();
    }
    cx.board_counts = true;
    let Some(sites) = region_const(cx, sites) else {
        return Vec::new();
    };
    sites
        .iter()
        .map(|site| Placed {
            site,
            comp: comp as u16,
            value: None,
            state: None,
            stacked: false,
            count: n.clamp(0, i64::from(u32::MAX)) as u32,
        })
        .collect()
}

/// `n` pieces of component `comp` in the hand `(handSite P [K])` names, at the start
/// (`set Count ... at:(handSite P)`, `place "Name" (handSite Shared 1) count:N`): the
/// K-th site (from 0) of that player's hands.
pub(super) fn start_in_hand(cx: &mut Cx, hand: &Cl, comp: u16, n: u32, marks: (i32, i32)) {
    if let Some(i) = hand_of(cx, hand) {
        cx.hands[i].start = (n > 0).then_some((comp, n));
        cx.hands[i].start_marks = marks;
    }
}

/// `n` pieces of component `comp` on top of the stack of the hand `(handSite P [K])`
/// names, at the start (`place Stack "Name" (handSite P1) count:4`): a hand holds one
/// kind of piece at the start.
pub(super) fn stack_in_hand(cx: &mut Cx, hand: &Cl, comp: u16, n: u32) {
    let Some(i) = hand_of(cx, hand) else {
        return;
    };
    cx.hands[i].stacked = true;
    match cx.hands[i].start {
        None if n > 0 => cx.hands[i].start = Some((comp, n)),
        Some((c, k)) if c == comp => cx.hands[i].start = Some((c, k + n)),
        Some(_) if n > 0 => {
            cx.unsupported(hand.node, "a hand holding two kinds of pieces at the start")
        }
        _ => {}
    }
}

/// The index in the equipment's hands of the hand `(handSite P [K])` names: the K-th
/// site (from 0) of that player's hands.
fn hand_of(cx: &mut Cx, hand: &Cl) -> Option<usize> {
    let Some(crate::program::Who::Id(pid)) = super::funcs::hand_owner(cx, hand.pos[0]) else {
        cx.bad(hand.pos[0], "a player named before play (P1, P2...)");
        return None;
    };
    let k = match hand.pos.get(1) {
        Some(k) => match int_const(cx, k) {
            Some(k) if k >= 0 => k as usize,
            Some(_) => {
                cx.bad(k, "a site of the hand, from 0");
                return None;
            }
            None => return None,
        },
        None => 0,
    };
    cx.counts = true;
    let found = cx
        .hands
        .iter()
        .enumerate()
        .filter(|(_, x)| x.owner == pid)
        .nth(k)
        .map(|(i, _)| i);
    if found.is_none() {
        cx.bad(hand.node, "a site of the hand of a player that has one");
    }
    found
}
