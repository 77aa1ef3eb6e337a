//! The game clause, `(start ...)` and `(end ...)`.

use super::funcs::{boolean, region_const, who};
use super::{equipment, flat, head, moves, Cl, Cx};
use crate::program::{Bool, EndRule, Outcome, Placed, Program, Who};
use crate::syntax::ast::{Kind, Node};

/// `(game "Name" (players ...) (equipment {...}) (rules ...))`.
pub fn game(cx: &mut Cx, node: &Node) -> Option<Program> {
    let cl = Cl::of(node)?;
    let name = cl.pos.iter().find_map(|a| match &a.kind {
        Kind::Str(s) => Some(s.clone()),
        _ => None,
    });
    let mut rules_node = None;
    let mut saw_players = false;
    // Players and the board first: pieces, regions and everything after need them.
    for a in &cl.pos {
        match head(a) {
            Some("players") => {
                equipment::players(cx, a);
                saw_players = true;
            }
            Some("equipment") | Some("rules") | None => {}
            Some(_) => cx.unsupported(a, "a part of a game"),
        }
    }
    if !saw_players {
        cx.error(
            crate::diag::Diag::new("lud::program::missing", "the game has no `(players ...)`")
                .label(node.span, "in this game"),
        );
    }
    super::teams::teams_first(cx, &cl.pos);
    for a in &cl.pos {
        match head(a) {
            Some("equipment") => equipment::equipment(cx, a),
            Some("rules") => rules_node = Some(*a),
            _ => {}
        }
    }
    // A board that failed has said why: "no board" would be a knock-on error.
    let failed = |eq: &Node| {
        let within = |s: crate::diag::Span| {
            s.file == eq.span.file && (eq.span.start..eq.span.end).contains(&s.start)
        };
        cx.diags.0.iter().any(|d| d.span().is_some_and(within))
    };
    let mut equipment = cl.pos.iter().filter(|a| head(a) == Some("equipment"));
    if cx.graph.is_none() && equipment.any(|a| failed(a)) {
        return None;
    }
    if cx.graph.is_none() {
        cx.error(
            crate::diag::Diag::new("lud::program::missing", "the game has no board")
                .label(node.span, "in this game")
                .help("add (board (square 8)) to the equipment"),
        );
        return None;
    }
    let rules = rules_node?;
    let rl = Cl::of(rules)?;
    rl.only_named(cx, &["phases"]);
    let mut start = Vec::new();
    let mut play = None;
    let mut phases = Vec::new();
    if let Some(ph) = rl.named("phases") {
        let (list, p) = super::phases::phases(cx, ph)?;
        phases = list;
        play = Some(p);
    }
    let mut end = Vec::new();
    let mut swap = false;
    let mut pass_no_end = false;
    let mut no_repeat = None;
    let mut turn_end = None;
    let mut huff_at = None;
    for a in &rl.pos {
        match head(a) {
            Some("start") => start = self::start(cx, a),
            Some("play") if !phases.is_empty() => cx.unsupported(a, "a play beside phases"),
            Some("play") => {
                let p = Cl::of(a)?;
                match p.pos.first() {
                    Some(m) => play = moves::moves(cx, m),
                    None => cx.bad(a, "a move program"),
                }
                for extra in p.pos.iter().skip(1) {
                    match (head(extra), play.take()) {
                        (Some("huff"), Some(m)) => {
                            if let Some((p, end)) = super::huff::huff(cx, extra, m) {
                                play = Some(p);
                                turn_end = Some(Box::new(end));
                                huff_at = Some(extra.span);
                            }
                        }
                        (Some("huff"), None) => {}
                        (_, m) => {
                            play = m;
                            cx.unsupported(extra, "a second part of a play");
                        }
                    }
                }
            }
            Some("end") => end = self::end(cx, a),
            Some("meta") => {
                let m = super::meta::meta(cx, a)?;
                swap |= m.swap;
                no_repeat = m.no_repeat.or(no_repeat);
                pass_no_end |= m.pass_no_end;
            }
            _ => cx.unsupported(a, "a rule"),
        }
    }
    let Some(play) = play else {
        if !rl.named.is_empty() || cx.diags.is_empty() {
            cx.error(
                crate::diag::Diag::new("lud::program::missing", "the rules have no `(play ...)`")
                    .label(rules.span, "in these rules")
                    .help("phases are not supported yet; a game needs one (play ...) program"),
            );
        }
        return None;
    };
    // The swap rule: its move beside the play's, offered last, as Ludii adds it.
    let play = if swap {
        let swap = crate::program::Moves {
            kind: crate::program::MovesKind::Swap,
            then: None,
            id: Default::default(),
        };
        crate::program::Moves {
            kind: crate::program::MovesKind::Or(vec![play, swap]),
            then: None,
            id: Default::default(),
        }
    } else {
        play
    };
    let program = Program {
        no_repeat,
        hidden: std::mem::take(&mut cx.hidden),
        pass_no_end,
        start_scores: std::mem::take(&mut cx.start_scores),
        game_match: None,
        ends_at_start: false,
        turn_end,
        name: name.unwrap_or_default(),
        ruleset: None,
        graph: cx.graph.clone()?,
        tracks: std::mem::take(&mut cx.tracks),
        remembered: std::mem::take(&mut cx.remembered),
        players: cx.players.clone(),
        first: 1,
        comps: std::mem::take(&mut cx.comps),
        regions: std::mem::take(&mut cx.regions),
        start,
        play,
        end,
        names: std::mem::take(&mut cx.names),
        counts: cx.counts || !cx.hands.is_empty(),
        dice: super::dice::containers(cx),
        hands: std::mem::take(&mut cx.hands),
        phases,
    };
    if let Some(at) = huff_at {
        super::huff::check_removals(cx, at, &program);
    }
    Some(program)
}

/// `(start (place ...))` or `(start {(place ...) ...})`.
fn start(cx: &mut Cx, node: &Node) -> Vec<Placed> {
    let mut out = Vec::new();
    let Some(cl) = Cl::of(node) else {
        return out;
    };
    // A score read off the board must come after every start rule that changes it
    // (the engine reads the scores on the position the start rules leave).
    let mut computed_score: Option<&Node> = None;
    for a in flat(&cl.pos) {
        if Cl::of(a).is_some_and(|s| s.head == "set" && s.variant() == Some("Score")) {
            let before = cx.start_scores.len();
            super::teams::start_score(cx, a);
            if cx.start_scores[before..]
                .iter()
                .any(|(_, v)| !matches!(v, crate::program::Int::Const(_)))
            {
                computed_score = computed_score.or(Some(a));
            }
            continue;
        }
        let team = Cl::of(a).is_some_and(|s| s.head == "set" && s.variant() == Some("Team"));
        if let Some(sc) = computed_score.filter(|_| !team) {
            cx.unsupported(
                sc,
                "a start rule (a starting score read before a later start rule changes the position)",
            );
            computed_score = None;
        }
        // Read before the equipment (`teams::teams_first`).
        if Cl::of(a).is_some_and(|s| s.head == "set" && s.variant() == Some("Team")) {
            continue;
        }
        if let Some(s) = Cl::of(a).filter(|s| s.head == "set" && s.variant() == Some("Count")) {
            out.extend(super::sow::start_count(cx, &s));
            continue;
        }
        if let Some(s) = Cl::of(a).filter(|s| s.head == "set" && s.variant() == Some("Hidden")) {
            super::hidden::start(cx, &s);
            continue;
        }
        if let Some(s) =
            Cl::of(a).filter(|s| s.head == "set" && s.variant() == Some("RememberValue"))
        {
            super::memory::start_remembered(cx, &s);
            continue;
        }
        let Some(p) = Cl::of(a).filter(|p| p.head == "place") else {
            cx.unsupported(a, "a start rule");
            continue;
        };
        if p.variant() == Some("Stack") {
            out.extend(super::place_stack::place_stack(cx, &p));
            continue;
        }
        p.only_named(cx, &["value", "state", "coord", "count", "counts"]);
        if let (Some(Kind::Str(name)), Some(c)) = (p.pos.first().map(|n| &n.kind), p.pos.get(1)) {
            if super::phases::place_in_hand(cx, &p, name, c) {
                continue;
            }
        }
        // `count:` pieces on each site: a game that keeps counts. Ludii's `counts:{N ...}`
        // places its first number on every site (`PlaceItem` reads `counts[0]`).
        let counts_first = match p.named("counts").map(|c| &c.kind) {
            Some(Kind::Array(items)) => items.first(),
            _ => p.named("counts"),
        };
        let count = match p.named("count").or(counts_first) {
            Some(c) => match super::funcs::int_const(cx, c) {
                Some(n) => {
                    cx.counts = true;
                    n.clamp(0, i64::from(u32::MAX)) as u32
                }
                None => continue,
            },
            None => 1,
        };
        // The sites: a region, or one site by its coordinate (`coord:"A3"`), after
        // the sites' type if one is named (`(place "Counter2" Cell {"E3"})`).
        let Some((kind, rest)) = super::kinds::leading(cx, p.pos.get(1..).unwrap_or(&[])) else {
            continue;
        };
        let (Some(Kind::Str(name)), Some(where_)) = (
            p.pos.first().map(|n| &n.kind),
            rest.first().copied().or(p.named("coord")),
        ) else {
            cx.bad(
                a,
                "(place \"Name\" REGION) or (place \"Name\" coord:\"A1\")",
            );
            continue;
        };
        let Some(comp) = cx.comps.iter().position(|c| &c.name == name) else {
            cx.error(
                crate::diag::Diag::new(
                    "lud::program::unknown_piece",
                    format!("no piece is named \"{name}\""),
                )
                .label(p.pos[0].span, "unknown piece")
                .help(format!(
                    "the pieces are {}",
                    cx.comps
                        .iter()
                        .map(|c| format!("\"{}\"", c.name))
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            );
            continue;
        };
        // `(place "Ghost1" 36 count:4)`: a hand's site by its number (Ludii numbers the
        // hands' sites after the board's).
        if let Kind::Int(v) = where_.kind {
            if let Some(i) = cx.hands.iter().position(|h| i64::from(h.site) == v) {
                let Some(marks) = hand_marks(cx, &p) else {
                    continue;
                };
                cx.hands[i].start = (count > 0).then_some((comp as u16 + 1, count));
                cx.hands[i].start_marks = marks;
                continue;
            }
        }
        // `(place "Marker1" (handSite P1) count:16)`: into that player's hand.
        if let Some(h) =
            Cl::of(where_).filter(|h| h.head == "handSite" && matches!(h.pos.len(), 1 | 2))
        {
            // A hand's site keeps a count of one kind of piece, with one state and value.
            let Some(marks) = hand_marks(cx, &p) else {
                continue;
            };
            super::sow::start_in_hand(cx, &h, comp as u16 + 1, count, marks);
            continue;
        }
        cx.board_counts |= count != 1; // more than one piece on a site of the board
        let value = p
            .named("value")
            .and_then(|v| super::funcs::int_const(cx, v));
        let state = p
            .named("state")
            .and_then(|v| super::funcs::int_const(cx, v));
        let outer = std::mem::replace(&mut cx.site_kind, kind);
        let sites = region_const(cx, where_);
        cx.site_kind = outer;
        if let (Some(k), Some(sites)) = (kind, &sites) {
            if !super::kinds::all_of_kind(cx, where_, k, sites) {
                continue;
            }
        }
        if let Some(sites) = &sites {
            for site in sites.iter() {
                out.push(Placed {
                    site,
                    comp: comp as u16 + 1,
                    value: value.map(|v| v as i32),
                    state: state.map(|v| v as i32),
                    stacked: false,
                    count,
                });
            }
        }
    }
    out
}

/// `(end RULE)` or `(end {RULE ...})`.
pub(super) fn end(cx: &mut Cx, node: &Node) -> Vec<EndRule> {
    let mut out = Vec::new();
    let Some(cl) = Cl::of(node) else {
        return out;
    };
    for a in flat(&cl.pos) {
        end_rules(cx, a, None, &mut out);
    }
    out
}

/// One end rule, or, for `(if C {(if C1 R1) (if C2 R2)} [R])` (Ludii's
/// sub-conditions: when C holds, the first that holds decides, else R), one rule per
/// sub-condition, each under C and the conditions around it (`outer`), then C's own.
fn end_rules(cx: &mut Cx, node: &Node, outer: Option<&Bool>, out: &mut Vec<EndRule>) {
    let subs = Cl::of(node)
        .filter(|c| c.head == "if" && (2..=3).contains(&c.pos.len()))
        .and_then(|c| {
            let inner = flat(&c.pos[1..2]);
            inner
                .iter()
                .all(|n| head(n) == Some("if"))
                .then(|| (c.pos[0], inner, c.pos.get(2).copied()))
        });
    let Some((c, inner, own)) = subs else {
        if let Some(mut r) = end_rule(cx, node) {
            if let Some(o) = outer {
                r.cond = Bool::And(vec![o.clone(), r.cond]);
            }
            out.push(r);
        }
        return;
    };
    let Some(mut cond) = boolean(cx, c) else {
        return;
    };
    if let Some(o) = outer {
        cond = Bool::And(vec![o.clone(), cond]);
    }
    for n in inner {
        end_rules(cx, n, Some(&cond), out);
    }
    if let Some(r) = own.and_then(|r| result_rule(cx, false, cond, r)) {
        out.push(r);
    }
}

fn end_rule(cx: &mut Cx, node: &Node) -> Option<EndRule> {
    let cl = Cl::of(node)?;
    let (per_player, cond, result) = match cl.head {
        "if" if cl.pos.len() == 2 => (false, boolean(cx, cl.pos[0])?, cl.pos[1]),
        "forEach" if cl.variant() == Some("Player") => {
            let c = cl.named("if")?;
            (true, boolean(cx, c)?, *cl.pos.get(1)?)
        }
        // Every player but the mover: the rule per player, the mover left out.
        "forEach" if cl.variant() == Some("NonMover") => {
            let c = boolean(cx, cl.named("if")?)?;
            let others = Bool::Not(Box::new(Bool::IsMover(Who::Player)));
            (true, Bool::And(vec![others, c]), *cl.pos.get(1)?)
        }
        _ => {
            cx.unsupported(node, "an end rule");
            return None;
        }
    };
    result_rule(cx, per_player, cond, result)
}

/// The rule that gives `result` (`(result WHO OUTCOME)` or `(byScore ...)`) when `cond`
/// holds.
fn result_rule(cx: &mut Cx, per_player: bool, cond: Bool, result: &Node) -> Option<EndRule> {
    if head(result) == Some("byScore") {
        if per_player {
            cx.unsupported(result, "the result of `forEach Player`");
            return None;
        }
        let (scores, misere) = super::memory::by_score(cx, result)?;
        return Some(EndRule {
            per_player,
            cond,
            who: Who::Mover,
            outcome: if misere {
                Outcome::ByScoreMisere
            } else {
                Outcome::ByScore
            },
            team: None,
            scores,
        });
    }
    let r = Cl::of(result).filter(|r| r.head == "result" && r.pos.len() == 2);
    let Some(r) = r else {
        cx.unsupported(result, "the result of an end rule");
        return None;
    };
    // Ludii's `(result All Draw)`: a draw ends the game for every player alike.
    let all_draw = [&r.pos[0].kind, &r.pos[1].kind];
    let team = super::teams::team_of_result(cx, r.pos[0], r.pos[1])?;
    let w: Who = match all_draw {
        [Kind::Ident(a), Kind::Ident(d)] if a == "All" && d == "Draw" => Who::Mover,
        _ if team.is_some() => Who::Mover,
        _ => who(cx, r.pos[0])?,
    };
    let outcome = match &r.pos[1].kind {
        Kind::Ident(s) if s == "Win" => Outcome::Win,
        Kind::Ident(s) if s == "Loss" => Outcome::Loss,
        Kind::Ident(s) if s == "Draw" => Outcome::Draw,
        _ => {
            cx.bad(r.pos[1], "Win, Loss or Draw");
            return None;
        }
    };
    Some(EndRule {
        per_player,
        cond,
        who: w,
        outcome,
        team,
        scores: Vec::new(),
    })
}

/// The `state:` and `value:` of a placement in a hand (0 when not given): numbers known
/// before play, as on the board.
fn hand_marks(cx: &mut Cx, p: &Cl) -> Option<(i32, i32)> {
    let mut mark = |name: &str| -> Option<i32> {
        match p.named(name) {
            Some(v) => {
                let n = super::funcs::int_const(cx, v)?;
                match i32::try_from(n) {
                    Ok(n) => Some(n),
                    Err(_) => {
                        cx.bad(v, "a number that fits 32 bits");
                        None
                    }
                }
            }
            None => Some(0),
        }
    };
    Some((mark("state")?, mark("value")?))
}
