//! Hands and phases: `(hand Each)` in the equipment, `(place "Name" "Hand" count:N)`
//! at the start, and `(rules phases:{(phase ...) ...})`.

use super::funcs::{boolean, int_const, who};
use super::{flat, head, moves, rules, Cl, Cx};
use crate::diag::Diag;
use crate::program::{Bool, Hand, Moves, MovesKind, NextPhase, Phase, PlayerId, Who};
use crate::syntax::ast::{Kind, Node};

/// `(hand Each)` or `(hand P1)`: one hand of one site per player named, numbered after
/// the board's sites (and the hands before it), as Ludii numbers its containers.
pub fn hand(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    cl.only_named(cx, &["size"]);
    // `size:N`: N sites per hand, numbered on from the player's first.
    let size = match cl.named("size") {
        Some(n) => match super::funcs::int_const(cx, n) {
            Some(k) if (1..=64).contains(&k) => k as usize,
            Some(_) => {
                cx.bad(n, "a size of 1 to 64 sites");
                return;
            }
            None => return,
        },
        None => 1,
    };
    let owners: Vec<PlayerId> = match cl.pos.first().map(|n| &n.kind) {
        Some(Kind::Ident(s)) if s == "Each" => (1..=cx.players.len() as PlayerId).collect(),
        Some(Kind::Ident(s)) if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
            vec![s[1..].parse().unwrap_or(1)]
        }
        Some(Kind::Ident(s)) if s == "Shared" => match super::funcs::hand_owner(cx, cl.pos[0]) {
            Some(Who::Id(p)) => vec![p],
            _ => return,
        },
        _ => {
            cx.unsupported(node, "a hand (Each, Shared or P1, P2...)");
            return;
        }
    };
    for owner in owners
        .into_iter()
        .flat_map(|o| std::iter::repeat_n(o, size))
    {
        let site = cx.graph().containers_from() + cx.hands.len();
        if site >= crate::program::sites::MAX_SITES {
            cx.error(
                Diag::new(
                    "lud::program::board",
                    format!(
                        "the board and its hands have more than {} sites",
                        crate::program::sites::MAX_SITES
                    ),
                )
                .label(node.span, "this hand"),
            );
            return;
        }
        cx.hands.push(Hand {
            owner,
            site: site as u16,
            start: None,
            start_marks: (0, 0),
            stacked: false,
        });
    }
}

/// `(place "Name" "Hand" count:N)`: each player's piece `NameP` into that player's
/// hand, N of them (Ludii's `PlaceItem` for a name without a number and the
/// container "Hand"). True when `node` is such a placement (handled, or refused).
pub fn place_in_hand(cx: &mut Cx, p: &Cl, name: &str, container: &Node) -> bool {
    let Kind::Str(c) = &container.kind else {
        return false;
    };
    if !c.starts_with("Hand") {
        return false;
    }
    // `"Hand1"`: one player's hand, with a piece named in full (`"Marker1"`).
    let one: Option<PlayerId> = c[4..].parse().ok();
    let plain = c == "Hand" && !name.ends_with(|ch: char| ch.is_ascii_digit());
    if !plain && one.is_none() {
        cx.unsupported(
            p.node,
            "a start rule (only (place \"Name\" \"Hand\" count:N) or (place \"Name1\" \"Hand1\" count:N))",
        );
        return true;
    }
    let count = match p.named("count") {
        Some(n) => match int_const(cx, n) {
            Some(v) if (0..=1_000_000).contains(&v) => v as u32,
            _ => return true,
        },
        None => 1,
    };
    if let Some(pid) = one {
        return place_in_one_hand(cx, p, name, pid, count);
    }
    for pid in 1..=cx.players.len() as PlayerId {
        let full = format!("{name}{pid}");
        let comp = cx.comps.iter().position(|x| x.name == full);
        // Ludii's `PlaceItem` fills the hand's first empty site: a second placement
        // goes to the next site of a hand of `size:N` (each site a hand here).
        let owned = cx.hands.iter().position(|h| h.owner == pid);
        let hand = cx
            .hands
            .iter()
            .position(|h| h.owner == pid && h.start.is_none_or(|(_, n)| n == 0));
        match (comp, hand) {
            // Every site of the hand is filled: Ludii's next empty site would be past
            // the hand, in another container, which is refused by name.
            (Some(_), None) if owned.is_some() => {
                cx.unsupported(
                    p.node,
                    "a start rule (a placement in a hand whose sites are all filled)",
                );
                return true;
            }
            (Some(comp), Some(h)) => cx.hands[h].start = Some((comp as u16 + 1, count)),
            _ => {
                cx.error(
                    Diag::new(
                        "lud::program::unknown_piece",
                        format!("no piece \"{full}\" or no hand of P{pid} to place it in"),
                    )
                    .label(p.node.span, "this placement"),
                );
                return true;
            }
        }
    }
    true
}

/// `(place "Name1" "Hand1" count:N)`: N pieces into player 1's hand. Ludii's
/// `PlaceItem` then places the component numbered as the hand's container (the board is
/// container 0, the hands follow in order), whatever piece it names: accepted when that
/// is the piece named, refused otherwise.
fn place_in_one_hand(cx: &mut Cx, p: &Cl, name: &str, pid: PlayerId, count: u32) -> bool {
    let comp = cx.comps.iter().position(|x| x.name == name);
    let hand = cx.hands.iter().position(|h| h.owner == pid);
    match (comp, hand) {
        (Some(comp), Some(h)) if comp == h => cx.hands[h].start = Some((comp as u16 + 1, count)),
        (Some(_), Some(h)) => cx.error(
            Diag::new(
                "lud::program::unsupported",
                format!(
                    "Ludii would put piece number {} in this hand, not \"{name}\": such a placement is not supported",
                    h + 1
                ),
            )
            .label(p.node.span, "this placement")
            .help("Ludii places the piece numbered as the hand's container (the board is 0, the hands follow)"),
        ),
        _ => cx.error(
            Diag::new(
                "lud::program::unknown_piece",
                format!("no piece \"{name}\" or no hand of P{pid} to place it in"),
            )
            .label(p.node.span, "this placement"),
        ),
    }
    true
}

/// `phases:{(phase "Name" [ROLE] (play M) [(end ...)] [(nextPhase ...) ...]) ...}`: the
/// phases, and the play that runs the mover's current one.
pub fn phases(cx: &mut Cx, node: &Node) -> Option<(Vec<Phase>, Moves)> {
    let items: Vec<&Node> = match &node.kind {
        Kind::Array(v) => v.iter().collect(),
        _ => vec![node],
    };
    // Names first: a phase may lead to a later one.
    let mut names = Vec::new();
    for it in &items {
        let cl = Cl::of(it).filter(|c| c.head == "phase");
        match cl.as_ref().and_then(|c| c.pos.first()).map(|n| &n.kind) {
            Some(Kind::Str(s)) => names.push(s.clone()),
            _ => {
                cx.unsupported(it, "a phase ((phase \"Name\" ...))");
                return None;
            }
        }
    }
    if names.is_empty() || names.len() > u8::MAX as usize {
        cx.bad(node, "a list of phases");
        return None;
    }
    let mut out = Vec::new();
    let mut plays = Vec::new();
    for it in &items {
        let cl = Cl::of(it)?;
        cl.only_named(cx, &[]);
        let mut owner = None;
        let mut play = None;
        let mut saw_play = false;
        let mut end = Vec::new();
        let mut next = Vec::new();
        for a in &cl.pos[1..] {
            match (&a.kind, head(a)) {
                (Kind::Ident(s), _) if s == "Shared" => owner = None,
                (Kind::Ident(s), _) if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
                    owner = s[1..].parse().ok()
                }
                (_, Some("play")) => {
                    saw_play = true;
                    play = Cl::of(a)
                        .and_then(|p| p.pos.first().copied())
                        .and_then(|m| moves::moves(cx, m))
                }
                (_, Some("end")) => end = rules::end(cx, a),
                (_, Some("nextPhase")) => next.extend(next_phase(cx, a, &names)),
                (Kind::Array(v), _) => {
                    for x in flat(&v.iter().collect::<Vec<_>>()) {
                        if head(x) == Some("nextPhase") {
                            next.extend(next_phase(cx, x, &names));
                        } else {
                            cx.unsupported(x, "a part of a phase");
                        }
                    }
                }
                _ => cx.unsupported(a, "a part of a phase"),
            }
        }
        let Some(play) = play else {
            if saw_play {
                // Its error is already reported.
                return None;
            }
            cx.error(
                Diag::new("lud::program::missing", "the phase has no `(play ...)`")
                    .label(it.span, "this phase"),
            );
            return None;
        };
        plays.push(play);
        out.push(Phase {
            name: names[out.len()].clone(),
            owner,
            end,
            next,
        });
    }
    Some((out, Moves::new(MovesKind::Phases(plays))))
}

/// `(nextPhase [ROLE] [COND] ["Name"])`; without a name, the following phase.
fn next_phase(cx: &mut Cx, node: &Node, names: &[String]) -> Option<NextPhase> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &[]);
    let mut w = None;
    let mut cond = None;
    let mut to = None;
    for a in &cl.pos {
        match &a.kind {
            Kind::Str(s) => match names.iter().position(|n| n == s) {
                Some(i) => to = Some(i as u8),
                None => {
                    cx.error(
                        Diag::new(
                            "lud::program::unknown_phase",
                            format!("no phase is named \"{s}\""),
                        )
                        .label(a.span, "unknown phase"),
                    );
                    return None;
                }
            },
            Kind::Ident(s) if s == "Shared" || s == "All" => w = None,
            Kind::Ident(_) => w = Some(who(cx, a)?),
            _ => cond = Some(boolean(cx, a)?),
        }
    }
    Some(NextPhase {
        who: w,
        cond: cond.unwrap_or(Bool::Const(true)),
        to,
    })
}

/// `(sites Hand Who)`. Without a player, Ludii's `SitesHand` has no hand to read and
/// is empty (it is not the mover's).
pub fn sites_hand(cx: &mut Cx, cl: &Cl) -> Option<crate::program::Region> {
    cl.only_named(cx, &[]);
    let w = match cl.pos.get(1) {
        Some(p) => super::funcs::hand_owner(cx, p)?,
        None => {
            return Some(crate::program::Region::Const(
                crate::program::SiteSet::EMPTY,
            ))
        }
    };
    Some(crate::program::Region::Hand {
        who: w,
        occupied: false,
    })
}

/// `(move (from [R] [if:C]) (to [R'] [if:C'] [(apply [if:C''] M)]) [count:N] [stack:B])`:
/// Ludii's `FromTo` over regions (a hand's site among them; a `from` without a region
/// is `(from)`, a `to` without one `(to)`; a site type after `from` or `to` is read and the sites kept as they
/// are). `level:` of `from` moves the piece at that level of the origin's stack.
pub fn from_to_sites(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    let mut count = None;
    let mut stack = false;
    let mut copy = None;
    for (n, v) in &cl.named {
        if *n == "count" {
            // In a game of stacks, `count:` moves pieces off the top of a stack
            // (Ludii's `ActionSubStackMove`); elsewhere it moves counted pieces.
            cx.counts |= !cx.says_stack;
            count = Some(super::funcs::int(cx, v)?);
        } else if *n == "stack" {
            let Kind::Bool(b) = v.kind else {
                cx.bad(v, "True or False");
                return None;
            };
            stack = b;
            cx.stacking |= b;
        } else if *n == "copy" {
            let Kind::Bool(b) = v.kind else {
                cx.bad(v, "True or False");
                return None;
            };
            copy = Some((b, *v));
        } else {
            cx.unsupported(v, &format!("`{n}:` of (move (from ...) (to ...))"));
            return None;
        }
    }
    let mut from = None;
    let mut to = None;
    let mut to_apply = None;
    let mut level = None;
    for a in pos {
        let end = match head(a) {
            Some("from") => &mut from,
            Some("to") => &mut to,
            _ => {
                cx.unsupported(a, "an argument of (move (from ...) (to ...))");
                return None;
            }
        };
        let c = Cl::of(a)?;
        if c.head == "from" {
            c.only_named(cx, &["if", "level"]);
            if let Some(l) = c.named("level") {
                level = Some(super::funcs::int(cx, l)?);
                cx.stacking = true;
            }
        } else {
            c.only_named(cx, &["if"]);
        }
        // `(to Vertex R)`: the region's sites are read as what they are.
        let (_, mut parts) = super::kinds::leading(cx, &c.pos)?;
        if c.head == "to" && parts.last().is_some_and(|x| head(x) == Some("apply")) {
            // Ludii's FromTo reads `(apply if:C M)` before the move: where C holds the
            // effect is chained, elsewhere the move is made alone (so a condition
            // without moves changes nothing).
            to_apply = match super::moves::apply_parts(cx, parts[parts.len() - 1])? {
                (None, Some(m)) => Some(Box::new(m)),
                (Some(c), Some(m)) => Some(Box::new(super::moves::when(c, m))),
                (_, None) => None,
            };
            parts.pop();
        }
        let r = match parts.as_slice() {
            [r] => super::funcs::region(cx, r)?,
            // Ludii's `From` and `To` without a site are `(from)` and `(to)`.
            [] if c.head == "from" => crate::program::Region::Site(crate::program::SiteFn::From),
            [] => crate::program::Region::Site(crate::program::SiteFn::To),
            _ => {
                cx.unsupported(
                    a,
                    "a part of (move (from ...) (to ...)) (one region, then if:)",
                );
                return None;
            }
        };
        let cond = match c.named("if") {
            Some(b) => Some(boolean(cx, b)?),
            None => None,
        };
        *end = Some((r, cond));
    }
    let (Some((from, from_if)), Some((to, to_if))) = (from, to) else {
        cx.bad(cl.node, "(move (from ...) (to ...))");
        return None;
    };
    // Ludii's `ActionCopy` copies one piece: with `count:` or `stack:` its `FromTo`
    // makes other actions. A copy from the board in a game that keeps counts is
    // refused once the game is compiled (`compile::game`).
    let copy = match copy {
        Some((true, v)) if stack || count.is_some() => {
            cx.unsupported(v, "`copy:` of a move with `count:` or `stack:`");
            return None;
        }
        Some((b, _)) => b,
        None => false,
    };
    Some(MovesKind::FromToSites {
        from,
        from_if,
        to,
        to_if,
        count,
        to_apply,
        stack,
        copy,
        level,
    })
}
