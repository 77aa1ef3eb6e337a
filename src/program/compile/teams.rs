//! Start rules that set something other than pieces (a starting score, the teams) and
//! the roles that name a team or a group of players (`Enemy`, `Friend`, `TeamMover`,
//! `Team1`...), read where Ludii reads a role of many players.

use super::funcs::{int, region, who};
use super::{Cl, Cx};
use crate::program::{Group, Int, Region, Who, MAX_PLAYERS};
use crate::syntax::ast::{Kind, Node};

/// `(set Score WHO N)` at the start (Ludii's `SetScore` run by the start rules): the
/// score of a player named (or of each, `Each`/`All`) starts at N, read on the position
/// the start rules leave (the caller refuses one that a later start rule could change:
/// Overflow's `(count Sites in:(sites Phase 1))` follows its placements).
pub(crate) fn start_score(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else {
        return;
    };
    cl.only_named(cx, &[]);
    let [_, w, n] = cl.pos.as_slice() else {
        cx.bad(node, "(set Score WHO N)");
        return;
    };
    let players: Vec<u8> = match &w.kind {
        Kind::Ident(e) if e == "Each" || e == "All" => (1..=cx.players.len() as u8).collect(),
        _ => match who(cx, w) {
            Some(Who::Id(p)) if (1..=cx.players.len()).contains(&(p as usize)) => vec![p],
            Some(_) => {
                cx.unsupported(
                    w,
                    "a start rule (the score of a player other than a fixed one)",
                );
                return;
            }
            None => return,
        },
    };
    // Every score starts at 0: a 0 changes nothing (Alquerkonane's `(set Score Each 0)`).
    if let Some(v) = int(cx, n).filter(|v| *v != Int::Const(0)) {
        cx.start_scores
            .extend(players.into_iter().map(|p| (p, v.clone())));
    }
}

/// `(set Team N {P1 P3 ...})` at the start: the players listed join team N (Ludii's
/// `SetTeam`; a game with one makes every role of many players read teams).
pub(crate) fn start_team(cx: &mut Cx, cl: &Cl) {
    cl.only_named(cx, &[]);
    let (Some(n), Some(list)) = (cl.pos.get(1), cl.pos.get(2)) else {
        cx.bad(cl.node, "(set Team N {P1 P2 ...})");
        return;
    };
    let team = match int(cx, n) {
        Some(Int::Const(t)) if (1..=MAX_PLAYERS as i64).contains(&t) => t as u8,
        Some(_) => {
            cx.bad(n, "a team number from 1 to 16");
            return;
        }
        None => return,
    };
    let members: Vec<&Node> = match &list.kind {
        Kind::Array(items) => items.iter().collect(),
        _ => vec![list],
    };
    for m in members {
        match who(cx, m) {
            Some(Who::Id(p)) if (1..=cx.players.len()).contains(&usize::from(p)) => {
                cx.players[usize::from(p) - 1].team = team;
            }
            Some(_) => cx.bad(m, "a player of the game (P1, P2...)"),
            None => {}
        }
    }
}

/// Reads the `(set Team ...)` of the start rules before anything else of the game
/// is compiled, so that a piece's moves and the regions of the equipment know the
/// teams (they are fixed for the whole game).
pub(crate) fn teams_first(cx: &mut Cx, game: &[&Node]) {
    let rules = game.iter().filter(|a| super::head(a) == Some("rules"));
    let starts = rules.filter_map(|r| Cl::of(r)).flat_map(|r| {
        r.pos
            .into_iter()
            .filter(|a| super::head(a) == Some("start"))
    });
    for st in starts.collect::<Vec<_>>() {
        let Some(st) = Cl::of(st) else { continue };
        for a in super::flat(&st.pos) {
            if let Some(s) = Cl::of(a).filter(|s| s.head == "set" && s.variant() == Some("Team")) {
                start_team(cx, &s);
            }
        }
    }
}

/// `(sites Occupied by:TeamN)`: the sites of the team's players (known before play,
/// the teams being fixed).
pub(crate) fn occupied_by_team(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    let Some(Group::Team(t)) = cl.named("by").and_then(group) else {
        return None;
    };
    let members: Vec<u8> = (1..=cx.players.len() as u8)
        .filter(|&p| {
            let own = cx.players[usize::from(p) - 1].team;
            (if own == 0 { p } else { own }) == t
        })
        .collect();
    let parts: Option<Vec<Region>> = members
        .into_iter()
        .map(|p| super::kinds::sites_occupied(cx, cl, Who::Id(p)))
        .collect();
    Some(Region::Union(parts?))
}

/// Whether `by:` of a `sites Occupied` names a team (`Team1`...).
pub(crate) fn by_team(cl: &Cl) -> bool {
    matches!(cl.named("by").and_then(group), Some(Group::Team(_)))
}

/// A role of many players given as a constant, or `None` when `node` is none.
pub(crate) fn group(node: &Node) -> Option<Group> {
    let Kind::Ident(s) = &node.kind else {
        return None;
    };
    match s.as_str() {
        "Enemy" => Some(Group::Enemy),
        "Friend" | "TeamMover" => Some(Group::Friend),
        t => t
            .strip_prefix("Team")
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=MAX_PLAYERS as u8).contains(n))
            .map(Group::Team),
    }
}

/// The team of `(result WHO OUTCOME)`: `Some(None)` when WHO names one player;
/// `Some(Some(team))` for a team's win; `None` (refused) for a team's loss or draw,
/// which Ludii 1.3.12 leaves undone, or for `Enemy`.
pub(crate) fn team_of_result(cx: &mut Cx, w: &Node, outcome: &Node) -> Option<Option<Group>> {
    let Some(g) = group(w) else {
        return Some(None);
    };
    if g == Group::Enemy {
        cx.unsupported(w, "the player of a result (`Enemy`)");
        return None;
    }
    if !matches!(&outcome.kind, Kind::Ident(o) if o == "Win") {
        cx.unsupported(outcome, "a team's result other than a win");
        return None;
    }
    Some(Some(g))
}

/// `(no Pieces GROUP ["Name"] [in:R])` and `(count Pieces GROUP ["Name"] [in:R])`:
/// the group, the name and the region.
#[allow(clippy::type_complexity)]
pub(crate) fn pieces_of_group(
    cx: &mut Cx,
    cl: &Cl,
) -> Option<(Group, Option<u16>, Option<Region>)> {
    cl.only_named(cx, &["in"]);
    let g = group(cl.pos.get(1)?)?;
    let within = match cl.named("in") {
        Some(r) => Some(region(cx, r)?),
        None => None,
    };
    let name = match cl.pos.get(2).map(|n| &n.kind) {
        Some(Kind::Str(s)) => Some(cx.names.intern(s)),
        _ => None,
    };
    Some((g, name, within))
}

/// Whether the first argument after the variant is a role of many players.
pub(crate) fn group_arg(cl: &Cl) -> bool {
    cl.pos.get(1).and_then(|n| group(n)).is_some()
}
