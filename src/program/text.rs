//! A readable summary of a compiled [`Program`], for `ludic rules`: the engine, the
//! board, the players and pieces, the start, and the move program as a tree.

use super::{MovesKind, Program};
use std::fmt::Write;

/// The summary text.
/// `lowered` says whether the program lowers to the fast kernel (and why not): it
/// runs on the general engine anyway when the user asked for it.
pub fn render(p: &Program, lowered: &Result<(), String>) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "game: {}", p.name);
    if let Some(r) = &p.ruleset {
        let _ = writeln!(o, "ruleset: {r}");
    }
    let _ = writeln!(
        o,
        "engine: general (a move program, run move by move as Ludii does)"
    );
    match lowered {
        Ok(()) => {
            let _ = writeln!(
                o,
                "fast kernel: lowers to it (`--engine auto` runs it there)"
            );
        }
        Err(why) => {
            let _ = writeln!(o, "fast kernel: does not lower to it: {why}");
        }
    }
    let what = match (p.graph.points, p.graph.drawn_diagonals) {
        (false, _) => "cells",
        (true, false) => "points",
        (true, true) => "points, alternating diagonals drawn",
    };
    if p.graph.geo.is_some() {
        // A board beyond the square grid: its grid is only where it is drawn.
        let what = if p.graph.points { "points" } else { "cells" };
        let _ = writeln!(
            o,
            "board: a graph of {} {what} (Ludii's geometry), sites named by Ludii's coordinates",
            p.graph.len()
        );
    } else {
        let _ = writeln!(
            o,
            "board: {} x {} {what}, {} sites",
            p.graph.cols,
            p.graph.rows,
            p.graph.len()
        );
    }
    for (i, pl) in p.players.iter().enumerate() {
        let _ = writeln!(o, "player {}: {} facing {:?}", i + 1, pl.name, pl.facing);
    }
    for c in &p.comps {
        let facing = c.facing.map_or(String::new(), |f| format!(" facing {f:?}"));
        let own = if c.moves.is_some() { ", own moves" } else { "" };
        let _ = writeln!(o, "piece: {} (P{}{facing}{own})", c.name, c.owner);
    }
    for r in &p.regions {
        let name = r.name.as_deref().unwrap_or("(unnamed)");
        let sites: Vec<String> = r.sites.iter().map(|s| s.to_string()).collect();
        let _ = writeln!(o, "region: {name} of P{}: {}", r.owner, sites.join(" "));
    }
    let _ = writeln!(o, "start: {} pieces", p.start.len());
    for h in &p.hands {
        let held = h.start.map_or("empty".to_string(), |(c, n)| {
            format!("{n} {}", p.comp(c).name)
        });
        let _ = writeln!(o, "hand of P{} (site {}): {held}", h.owner, h.site);
    }
    let _ = writeln!(o, "play:");
    tree(&mut o, &p.names, &p.play, 1);
    if let Some(t) = &p.turn_end {
        let _ = writeln!(o, "at the end of each turn:");
        tree(&mut o, &p.names, t, 1);
    }
    let _ = writeln!(o, "end: {} rule(s)", p.end.len());
    o
}

fn tree(o: &mut String, names: &super::Names, m: &super::Moves, depth: usize) {
    let pad = "  ".repeat(depth);
    let (name, kids): (String, Vec<&super::Moves>) = match &m.kind {
        MovesKind::Step { .. } => ("move Step".into(), vec![]),
        MovesKind::Slide { .. } => ("move Slide".into(), vec![]),
        MovesKind::Hop { .. } => ("move Hop".into(), vec![]),
        MovesKind::Pass => ("move Pass".into(), vec![]),
        MovesKind::Select { .. } => ("move Select".into(), vec![]),
        MovesKind::FromTo { stack, .. } => (
            if *stack {
                "fromTo stack:True".into()
            } else {
                "fromTo".into()
            },
            vec![],
        ),
        MovesKind::FromToSites { .. } => ("move (from ...) (to ...)".into(), vec![]),
        MovesKind::MoveRemove(..) => ("move Remove".into(), vec![]),
        MovesKind::Add { .. } => ("add".into(), vec![]),
        MovesKind::AddPiece { .. } => ("add (piece ...)".into(), vec![]),
        MovesKind::Flip(_) => ("flip".into(), vec![]),
        MovesKind::Append(m) => ("append".into(), vec![&**m]),
        MovesKind::AllCombinations(a, b) => ("allCombinations".into(), vec![&**a, &**b]),
        MovesKind::Phases(v) => ("phases".into(), v.iter().collect()),
        MovesKind::Or(v) => ("or".into(), v.iter().collect()),
        MovesKind::And(v) => ("and".into(), v.iter().collect()),
        MovesKind::If(_, a, b) => (
            "if".into(),
            std::iter::once(&**a).chain(b.as_deref()).collect(),
        ),
        MovesKind::Priority(v) => ("priority".into(), v.iter().collect()),
        MovesKind::MaxMoves { with_value, moves } => (
            if *with_value {
                "max Moves withValue:True".into()
            } else {
                "max Moves".into()
            },
            vec![&**moves],
        ),
        MovesKind::AtLevel { moves, .. } => ("at level".into(), vec![&**moves]),
        MovesKind::MaxCaptures { with_value, moves } => (
            if *with_value {
                "max Captures withValue:True".into()
            } else {
                "max Captures".into()
            },
            vec![&**moves],
        ),
        MovesKind::ForEachPiece {
            names: ids, moves, ..
        }
        | MovesKind::ForEachHandPiece {
            names: ids, moves, ..
        } => (
            format!(
                "forEach Piece {}",
                ids.iter()
                    .filter_map(|&i| names.0.get(i as usize).map(String::as_str))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            moves.iter().map(|m| &**m).collect(),
        ),
        MovesKind::ForEachSite(_, m) => ("forEach Site".into(), vec![&**m]),
        MovesKind::ForEachPlayer(m) => ("forEach Player".into(), vec![&**m]),
        MovesKind::ForEachGroup(_, m) => ("forEach Group".into(), vec![&**m]),
        MovesKind::ForEachLevel { moves, .. } => ("forEach Level".into(), vec![&**moves]),
        MovesKind::ForEachSiteElse(_, m, e) => ("forEach Site".into(), vec![&**m, &**e]),
        MovesKind::FirstMoveOnTrack { moves, .. } => ("firstMoveOnTrack".into(), vec![&**moves]),
        MovesKind::ForEachDirection(x) => ("forEach Direction".into(), vec![&x.moves]),
        MovesKind::ForEachValue(_, m) => ("forEach Value".into(), vec![&**m]),
        MovesKind::AsPlayer(w, m) => (format!("as {w:?}"), vec![&**m]),
        MovesKind::Custodial(x) => ("custodial".into(), vec![&x.effect]),
        MovesKind::Intervene(x) => ("intervene".into(), vec![&x.effect]),
        MovesKind::Directional(x) => ("directional".into(), vec![&x.effect]),
        MovesKind::Enclose(x) => ("enclose".into(), vec![&x.effect]),
        MovesKind::Surround(x) => ("surround".into(), vec![&x.effect]),
        MovesKind::Sow(x) => ("sow".into(), x.apply.iter().collect()),
        MovesKind::SetNext(_) => ("set NextPlayer".into(), vec![]),
        MovesKind::Swap => ("swap".into(), vec![]),
        MovesKind::SwapPlayers => ("swap Players".into(), vec![]),
        MovesKind::Note => ("note".into(), vec![]),
        MovesKind::Push { .. } => ("push".into(), vec![]),
        MovesKind::Attract { .. } => ("attract".into(), vec![]),
        MovesKind::PromoteTo(..) => ("promote".into(), vec![]),
        MovesKind::Score { add, .. } => {
            (if *add { "addScore" } else { "set Score" }.into(), vec![])
        }
        MovesKind::While(_, m) => ("while".into(), vec![&**m]),
        MovesKind::Do { pre, next, .. } => (
            "do".into(),
            std::iter::once(&**pre).chain(next.as_deref()).collect(),
        ),
        MovesKind::Remove { end_of_turn, .. } => (
            if *end_of_turn {
                "remove at:EndOfTurn".into()
            } else {
                "remove".into()
            },
            vec![],
        ),
        MovesKind::Promote { .. } => ("promote".into(), vec![]),
        MovesKind::MoveAgain => ("moveAgain".into(), vec![]),
        MovesKind::SetPending(_) => ("set Pending".into(), vec![]),
        MovesKind::SetValue(..) | MovesKind::SetSiteValue(..) => ("set Value".into(), vec![]),
        MovesKind::SetState(..) => ("set State".into(), vec![]),
        MovesKind::SetVar(_) | MovesKind::SetNamedVar(..) => ("set Var".into(), vec![]),
        MovesKind::SetCounter(_) => ("set Counter".into(), vec![]),
        MovesKind::Trigger(_) => ("trigger".into(), vec![]),
        MovesKind::SetHidden(_) => ("set Hidden".into(), vec![]),
        MovesKind::Remember { .. } => ("remember Value".into(), vec![]),
        MovesKind::Propose(_) => ("move Propose".into(), vec![]),
        MovesKind::Vote(_) => ("move Vote".into(), vec![]),
        MovesKind::Forget { value: None, .. } => ("forget Value All".into(), vec![]),
        MovesKind::Forget { value: Some(_), .. } => ("forget Value".into(), vec![]),
        MovesKind::Roll => ("roll".into(), vec![]),
        MovesKind::ForEachDie { moves, .. } => ("forEach Die".into(), vec![&**moves]),
    };
    let then = if m.then.is_some() { " (then ...)" } else { "" };
    let _ = writeln!(o, "{pad}{name}{then}");
    for k in kids {
        tree(o, names, k, depth + 1);
    }
}
