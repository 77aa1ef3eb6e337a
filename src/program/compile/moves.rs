//! Move programs: generators (`move Step|Slide|Hop|Pass|Select`), combinators (`or`,
//! `and`, `if`, `priority`, `max Moves`, `forEach`, `do`) and effects (`remove`,
//! `promote`, `moveAgain`, `set ...`), each with its optional `(then ...)`.

use super::funcs::{boolean, int, region, site, who};
use super::generators::generator;
use super::{flat, head, Cl, Cx};
use crate::program::{Int, Moves, MovesKind, Region, SiteFn, Who};
use crate::syntax::ast::{Kind, Node};

/// A move program.
pub fn moves(cx: &mut Cx, node: &Node) -> Option<Moves> {
    let Some(cl) = Cl::of(node) else {
        cx.bad(node, "a move program");
        return None;
    };
    if !super::ludemes::check(cx, super::ludemes::Family::Moves, &cl) {
        return None;
    }
    if (cl.head, cl.variant()) == ("move", Some("Shoot")) {
        return super::shoot::shoot(cx, &cl);
    }
    let (pos, then) = super::consequences::split_then(cx, &cl.pos);
    let kind = match (cl.head, cl.variant()) {
        ("move", Some("Remove")) if pos.len() == 2 => {
            cl.only_named(cx, &["count", "level"]);
            // Without stacks a removal empties the site whatever `count:` says (as
            // `remove` reads it); with stacks it is refused.
            if let Some(n) = cl.named("count") {
                if cx.says_stack {
                    cx.unsupported(n, "`count:` of `move Remove` in a game of stacks");
                    return None;
                }
                int(cx, n)?;
            }
            let level = match cl.named("level") {
                Some(l) => Some(int(cx, l)?),
                None => None,
            };
            MovesKind::MoveRemove(region(cx, pos[1])?, level)
        }
        ("move", None) => super::phases::from_to_sites(cx, &cl, &pos)?,
        ("move", Some("Add")) => super::stacks::add_piece(cx, &cl, &pos[1..])?,
        ("move", Some("Leap")) => super::leap::leap(cx, &cl, &pos[1..])?,
        ("move", Some("Select")) => super::select::select(cx, &cl, &pos[1..])?,
        ("sow", None) => super::sow::sow(cx, &cl, &pos)?,
        ("custodial", None) => super::custodial::custodial(cx, &cl, &pos)?,
        ("intervene", None) => super::intervene::intervene(cx, &cl, &pos)?,
        ("directional", None) => super::directional::directional(cx, &cl, &pos)?,
        ("enclose", None) => super::custodial::enclose(cx, &cl, &pos)?,
        ("flip", None) => super::flips::flip(cx, &cl, &pos)?,
        ("append", None) => super::flips::append(cx, &cl, &pos)?,
        ("allCombinations", None) => super::flips::all_combinations(cx, &cl, &pos)?,
        ("surround", _) => super::custodial::surround(cx, &cl, &pos)?,
        ("swap", Some("Players")) => super::swap_players::swap_players(cx, &cl, &pos[1..])?,
        ("move", Some("Swap"))
            if cl
                .pos
                .get(1)
                .is_some_and(|p| matches!(&p.kind, Kind::Ident(s) if s == "Players")) =>
        {
            super::swap_players::swap_players(cx, &cl, &pos[2..])?
        }
        // Ludii's `Pass` effect, `(move Pass)`'s other form.
        ("pass", None) if pos.is_empty() => {
            cl.only_named(cx, &[]);
            MovesKind::Pass
        }
        ("move", Some("Promote")) if pos.len() == 4 => promote(cx, &cl, &pos[1..])?,
        ("move", Some("Promote")) if pos.len() == 3 => promote_to(cx, &cl, &pos[1..])?,
        ("move", Some("Propose" | "Vote")) => super::memory::proposal(cx, &cl, &pos)?,
        ("move", Some(g)) => generator(cx, &cl, g, &pos[1..])?,
        ("step", _) => generator(cx, &cl, "Step", &pos)?,
        ("slide", _) => generator(cx, &cl, "Slide", &pos)?,
        ("hop", _) => generator(cx, &cl, "Hop", &pos)?,
        ("or" | "and", None) => {
            cl.only_named(cx, &[]);
            let ms: Option<Vec<Moves>> = flat(&pos).iter().map(|m| moves(cx, m)).collect();
            if cl.head == "or" {
                MovesKind::Or(ms?)
            } else {
                MovesKind::And(ms?)
            }
        }
        ("priority", None) => {
            cl.only_named(cx, &[]);
            let ms: Option<Vec<Moves>> = flat(&pos).iter().map(|m| moves(cx, m)).collect();
            MovesKind::Priority(ms?)
        }
        // Ludii's `Apply` standing as moves (Goats Wintering's `(forEach Site R (apply
        // if:C (remove (site))))`): the moves of M where C holds (always without `if:`),
        // none elsewhere.
        ("apply", None) => {
            let (c, m) = apply(cx, node)?;
            MovesKind::If(
                c.unwrap_or(crate::program::Bool::Const(true)),
                Box::new(m),
                None,
            )
        }
        ("if", None) if (2..=3).contains(&pos.len()) => {
            cl.only_named(cx, &[]);
            let c = boolean(cx, pos[0]);
            let a = moves(cx, pos[1]);
            let b = match pos.get(2) {
                Some(b) => Some(Box::new(moves(cx, b)?)),
                None => None,
            };
            MovesKind::If(c?, Box::new(a?), b)
        }
        ("max", Some(by @ ("Moves" | "Captures"))) if pos.len() == 2 => {
            cl.only_named(cx, &["withValue"]);
            let with_value = match cl.named("withValue").map(|n| &n.kind) {
                Some(Kind::Bool(b)) => *b,
                Some(_) => {
                    cx.bad(cl.named("withValue")?, "True or False");
                    false
                }
                None => false,
            };
            let moves = Box::new(moves(cx, pos[1])?);
            if by == "Moves" {
                MovesKind::MaxMoves { with_value, moves }
            } else {
                MovesKind::MaxCaptures { with_value, moves }
            }
        }
        ("forEach", Some("Piece")) => {
            cl.only_named(cx, &["top", "container"]);
            super::kinds::for_each_piece(cx, node)?;
            if let Some(w) = cl.named("container") {
                let each = super::hand_pieces::for_each_hand_piece(cx, &cl, w, &pos[1..])?;
                return Some(Moves::with_then(each, then));
            }
            // Ludii without `top:True` visits every level of a stack that holds a piece
            // of the mover's (which matters in a game of stacks only).
            let every_level = !flag(cx, &cl, "top")? && cx.says_stack;
            let mut names = Vec::new();
            let mut inner = None;
            let mut player = None;
            for a in &pos[1..] {
                match &a.kind {
                    Kind::Ident(p) if player.is_none() && is_player(p) => {
                        player = Some(who(cx, a)?)
                    }
                    Kind::Str(s) => names.push(cx.names.intern(s)),
                    Kind::Array(v) if v.iter().all(|x| matches!(x.kind, Kind::Str(_))) => {
                        for x in v {
                            if let Kind::Str(s) = &x.kind {
                                names.push(cx.names.intern(s));
                            }
                        }
                    }
                    _ => inner = Some(Box::new(moves(cx, a)?)),
                }
            }
            let each = MovesKind::ForEachPiece {
                names,
                moves: inner,
                every_level,
            };
            match player {
                None | Some(Who::Mover) => each,
                Some(p) => MovesKind::AsPlayer(
                    p,
                    Box::new(Moves {
                        kind: each,
                        then: None,
                        id: Default::default(),
                    }),
                ),
            }
        }
        ("forEach", Some("Site")) if pos.len() == 3 => {
            cl.only_named(cx, &["noMoveYet"]);
            let (r, m) = (region(cx, pos[1])?, moves(cx, pos[2])?);
            let Some(e) = cl.named("noMoveYet") else {
                return Some(Moves::with_then(
                    MovesKind::ForEachSite(r, Box::new(m)),
                    then,
                ));
            };
            // Ludii gives the clause's `then` to the sites' moves only, not to E's.
            let each = Moves::with_then(MovesKind::Or(vec![m]), then);
            let e = moves(cx, e)?;
            return Some(Moves::with_then(
                MovesKind::ForEachSiteElse(r, Box::new(each), Box::new(e)),
                None,
            ));
        }
        ("forEach", Some("Group")) => super::groups::for_each_group(cx, &cl, &pos)?,
        ("max", Some("Distance")) => return super::tracks::max_distance(cx, &cl, &pos[1..]),
        ("firstMoveOnTrack", None) => {
            if then.is_some() {
                // Ludii hands the `then` to a list it never returns: refused by name.
                cx.unsupported(node, "a `(then ...)` of `firstMoveOnTrack`");
                return None;
            }
            super::tracks::first_move_on_track(cx, &cl, &pos)?
        }
        ("forEach", Some("Value")) => super::regions::for_each_value(cx, &cl, &pos)?,
        ("forEach", Some("Player")) => super::consequences::for_each_player(cx, &cl, &pos, &then)?,
        ("note", _) => super::consequences::note(cx, &cl)?,
        ("forEach", Some("Level")) => super::stacks::for_each_level(cx, &cl, &pos[1..])?,
        ("forEach", Some("Direction")) => {
            super::for_direction::for_each_direction(cx, &cl, &pos[1..])?
        }
        // Ludii's `While`: the moves of M, round after round on a copy, while C holds.
        ("while", None) if pos.len() == 2 => {
            cl.only_named(cx, &[]);
            MovesKind::While(boolean(cx, pos[0])?, Box::new(moves(cx, pos[1])?))
        }
        ("do", None) if pos.len() == 1 => {
            cl.only_named(cx, &["ifAfterwards", "next"]);
            let pre = Box::new(moves(cx, pos[0])?);
            let if_afterwards = match cl.named("ifAfterwards") {
                Some(c) => Some(boolean(cx, c)?),
                None => None,
            };
            let next = match cl.named("next") {
                Some(n) => Some(Box::new(moves(cx, n)?)),
                None => None,
            };
            MovesKind::Do {
                pre,
                if_afterwards,
                next,
            }
        }
        ("remove", None | Some("Cell" | "Vertex" | "Edge")) if (1..=2).contains(&pos.len()) => {
            super::removal::remove(cx, &cl, &pos)?
        }
        ("push", _) => super::push::push(cx, &cl, &pos)?,
        ("attract", None) => super::attract::attract(cx, &cl, &pos)?,
        ("promote", None) if pos.len() == 3 => promote(cx, &cl, &pos)?,
        ("promote", None) if pos.len() == 2 => promote_to(cx, &cl, &pos)?,
        ("moveAgain", None) if pos.is_empty() => MovesKind::MoveAgain,
        ("set", Some("NextPlayer")) if pos.len() == 2 => {
            cl.only_named(cx, &[]);
            // `(player N)`, or a number (`(mover)`).
            let p = match Cl::of(pos[1]).filter(|p| p.head == "player" && p.pos.len() == 1) {
                Some(p) => int(cx, p.pos[0])?,
                None => int(cx, pos[1])?,
            };
            MovesKind::SetNext(p)
        }
        ("fromTo", None)
            if pos.len() == 2
                && head(pos[0]) == Some("from")
                && super::stacks::has_level(pos[0]) =>
        {
            super::stacks::from_to_level(cx, &cl, &pos)?
        }
        ("fromTo", None) if pos.len() == 2 => {
            cl.only_named(cx, &["stack", "count"]);
            // `(from S)` and `(to S)`; a bare `(from)` or `(to)` is the context's site
            // (a hop's landing, in its `between` effect).
            let end = |cx: &mut Cx, n: &Node, h: &str| match Cl::of(n) {
                // `(from Cell S)`: the site is read as what it is.
                Some(c) if c.head == h && c.named.is_empty() && c.pos.len() <= 2 => {
                    match super::kinds::leading(cx, &c.pos)?.1.as_slice() {
                        [s] => site(cx, s),
                        [] if h == "from" => Some(SiteFn::From),
                        [] => Some(SiteFn::To),
                        _ => {
                            cx.unsupported(
                                n,
                                &format!("an argument of `fromTo` (expected ({h} SITE))"),
                            );
                            None
                        }
                    }
                }
                _ => {
                    cx.unsupported(n, &format!("an argument of `fromTo` (expected ({h} SITE))"));
                    None
                }
            };
            let from = end(cx, pos[0], "from");
            let to = end(cx, pos[1], "to");
            if let Some(n) = cl.named("count") {
                // `count:` pieces (`count:` is read with `(from)` bound, as Ludii reads
                // it): the region move of one site to one site does it.
                cx.counts |= !cx.says_stack;
                let count = Some(int(cx, n)?);
                return Some(Moves::with_then(
                    MovesKind::FromToSites {
                        from: Region::Site(from?),
                        from_if: None,
                        to: Region::Site(to?),
                        to_if: None,
                        count,
                        to_apply: None,
                        stack: flag(cx, &cl, "stack")?,
                        copy: false,
                        level: None,
                    },
                    then,
                ));
            }
            MovesKind::FromTo {
                from: from?,
                to: to?,
                stack: flag(cx, &cl, "stack")?,
            }
        }
        // `(trigger "Event" P)`: Ludii marks the player whatever the event's name.
        ("trigger", None) if pos.len() == 2 && matches!(pos[0].kind, Kind::Str(_)) => {
            cl.only_named(cx, &[]);
            MovesKind::Trigger(player_number(cx, pos[1])?)
        }
        ("set", Some("Hidden")) => super::hidden::set_hidden(cx, &cl)?,
        ("set", Some("Pending")) => MovesKind::SetPending(match pos.get(1) {
            // Ludii keeps any number pending, where ludic keeps sites: a number made by
            // arithmetic (Kassle's sums of two sites) may be no site.
            Some(s) if super::funcs::op(s).is_some() => {
                cx.unsupported(s, "a number made by arithmetic as what `set Pending` marks");
                return None;
            }
            Some(s) => Some(region(cx, s)?),
            None => None,
        }),
        ("set", Some("Value"))
            if pos.len() == 3 && cx.players.len() > crate::program::PLAYER_VALUES =>
        {
            cx.unsupported(node, "a player's value in a game of more than four players");
            return None;
        }
        ("set", Some("Value")) if pos.len() == 3 => {
            MovesKind::SetValue(who(cx, pos[1])?, int(cx, pos[2])?)
        }
        ("set", Some("Value")) if pos.len() == 2 && cl.named("at").is_some() => {
            cl.only_named(cx, &["at"]);
            MovesKind::SetSiteValue(site(cx, cl.named("at")?)?, int(cx, pos[1])?)
        }
        // Without a piece and with stack:True: the mover's piece on a stack's top (with
        // `count:`, as many of them, which `add_piece` counts).
        ("add", None)
            if pos.iter().any(|a| head(a) == Some("piece"))
                || cl.named("count").is_some()
                || !matches!(cl.named("stack").map(|v| &v.kind), Some(Kind::Bool(true))) =>
        {
            super::stacks::add_piece(cx, &cl, &pos)?
        }
        ("add", None) => super::dynamic::add(cx, &cl, &pos)?,
        ("set", Some("Var" | "Counter" | "Score"))
        | ("addScore", _)
        | ("remember", _)
        | ("forget", _) => super::memory::moves(cx, &cl, &pos)?,
        ("roll", None) | ("forEach", Some("Die")) => super::dice::moves(cx, &cl, &pos)?,
        ("set", Some("State")) if pos.len() == 2 => {
            cl.only_named(cx, &["at", "level"]);
            let level = match cl.named("level") {
                Some(l) => Some(int(cx, l)?),
                None => None,
            };
            MovesKind::SetState(site(cx, cl.named("at")?)?, int(cx, pos[1])?, level)
        }
        _ => {
            cx.unsupported(node, "a move");
            return None;
        }
    };
    Some(Moves::with_then(kind, then))
}

/// A player given by number or by role (`P2`, `Next`), as Ludii's `IntFunction` or
/// `RoleType` choice reads it.
fn player_number(cx: &mut Cx, n: &Node) -> Option<Int> {
    match &n.kind {
        Kind::Ident(_) => Some(Int::Player(who(cx, n)?)),
        _ => int(cx, n),
    }
}

/// A `True`/`False` named argument (False when absent); `stack:True` marks the game
/// as one of stacks.
pub(super) fn flag(cx: &mut Cx, cl: &Cl, name: &str) -> Option<bool> {
    let v = cl.flag(cx, name, false)?;
    if v && name == "stack" {
        cx.stacking = true;
    }
    Some(v)
}

/// `(promote S (piece N|"Name"))` without a player: component N, or the one of that
/// full name (Ludii's `getComponent`).
fn promote_to(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let s = site(cx, pos[0])?;
    let Some(p) = Cl::of(pos[1]).filter(|p| p.head == "piece" && p.pos.len() == 1) else {
        cx.bad(pos[1], "(piece N) or (piece \"Name\")");
        return None;
    };
    // `(piece {N1 N2 ...})`: Ludii's `Promote` over an array of numbers makes one
    // promotion for each, in order (the mover's choice).
    if let Kind::Array(v) = &p.pos[0].kind {
        if v.is_empty() {
            cx.bad(pos[1], "(piece {N ...}) with at least one number");
            return None;
        }
        let each = v
            .iter()
            .map(|n| {
                Some(Moves {
                    kind: MovesKind::PromoteTo(s.clone(), piece_number(cx, n)?),
                    then: None,
                    id: Default::default(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        return Some(MovesKind::Or(each));
    }
    Some(MovesKind::PromoteTo(s, piece_number(cx, p.pos[0])?))
}

/// A piece named in `(promote S (piece N))`: its full name, or a number read in play.
fn piece_number(cx: &mut Cx, p: &Node) -> Option<crate::program::Int> {
    Some(match &p.kind {
        Kind::Str(name) => match cx.comps.iter().position(|c| c.name == *name) {
            Some(i) => crate::program::Int::Const(i as i64 + 1),
            None => {
                cx.bad(p, "the full name of a piece declared in the equipment");
                return None;
            }
        },
        _ => int(cx, p)?,
    })
}

/// `(apply [if:C] M)`: its condition, if any, and its moves (Ludii also reads
/// `(apply if:C)` with no moves: the condition alone, which each generator reads its way).
pub(super) fn apply_parts(
    cx: &mut Cx,
    node: &Node,
) -> Option<(Option<crate::program::Bool>, Option<Moves>)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["if"]);
    let cond = match cl.named("if") {
        Some(c) => Some(boolean(cx, c)?),
        None => None,
    };
    match (cl.pos.as_slice(), &cond) {
        ([m], _) => Some((cond, Some(super::consequences::applied(cx, m)?))),
        ([], Some(_)) => Some((cond, None)),
        _ => {
            cx.bad(node, "(apply [if:CONDITION] MOVES)");
            None
        }
    }
}

/// `(apply [if:C] M)` where its moves are needed: its condition, if any, and its moves.
pub(super) fn apply(cx: &mut Cx, node: &Node) -> Option<(Option<crate::program::Bool>, Moves)> {
    match apply_parts(cx, node)? {
        (cond, Some(m)) => Some((cond, m)),
        (_, None) => {
            // Ludii would run an absent effect here (and fail): refused by name.
            cx.unsupported(node, "`(apply if:...)` without moves here");
            None
        }
    }
}

/// The moves of `m` where `c` holds, none elsewhere (Ludii's `Apply` with a condition).
pub(super) fn when(c: crate::program::Bool, m: Moves) -> Moves {
    Moves {
        kind: MovesKind::If(c, Box::new(m), None),
        then: None,
        id: Default::default(),
    }
}

/// Whether an identifier names a player (`Mover`, `Next`, `P2`...).
fn is_player(s: &str) -> bool {
    matches!(s, "Mover" | "Next" | "Prev")
        || s.strip_prefix('P').is_some_and(|n| n.parse::<u8>().is_ok())
}

/// `(promote S (piece "Name"|{"Name" ...}) WHO)` and `(move Promote ...)`: the piece on
/// S becomes WHO's piece of that name; with several names, one move for each (Ludii's
/// choice of promotion).
fn promote(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let s = site(cx, pos[0])?;
    let names: Option<Vec<String>> = Cl::of(pos[1])
        .filter(|p| p.head == "piece" && p.pos.len() == 1)
        .and_then(|p| match &p.pos[0].kind {
            Kind::Str(s) => Some(vec![s.clone()]),
            Kind::Array(v) => v
                .iter()
                .map(|n| match &n.kind {
                    Kind::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => None,
        });
    let Some(names) = names.filter(|n| !n.is_empty()) else {
        cx.bad(pos[1], "(piece \"Name\") or (piece {\"Name\" ...})");
        return None;
    };
    let w = super::funcs::piece_owner(cx, pos[2])?;
    let mut each: Vec<MovesKind> = names
        .iter()
        .map(|n| MovesKind::Promote {
            site: s.clone(),
            into: cx.names.intern(n),
            who: w,
        })
        .collect();
    if each.len() == 1 {
        return each.pop();
    }
    Some(MovesKind::Or(
        each.into_iter()
            .map(|kind| Moves {
                kind,
                then: None,
                id: Default::default(),
            })
            .collect(),
    ))
}
