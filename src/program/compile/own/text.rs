//! A stable, readable text form of compiled [`Rules`] (`ludic rules`, snapshots).
//! Cells are written by name, column letter then row number (`a1` bottom-left).

use super::dirs::names;
use crate::rules::{Cell, Cells, Dirs, Hop, Outcome, PieceRules, Reach, Rules};
use std::fmt::Write;

/// `a1`-style name of a cell.
pub fn cell_name((c, r): Cell) -> String {
    format!("{}{}", (b'a' + c) as char, r + 1)
}

fn cells(list: &[Cell]) -> String {
    list.iter()
        .map(|c| cell_name(*c))
        .collect::<Vec<_>>()
        .join(" ")
}

fn dirs(d: Dirs) -> String {
    names(d).join(" ")
}

fn reach(r: Reach) -> String {
    match r {
        Reach::Any => "any".into(),
        Reach::Upto(n) => n.to_string(),
    }
}

fn outcome(o: Option<Outcome>) -> &'static str {
    match o {
        None => "nothing",
        Some(Outcome::Win) => "win",
        Some(Outcome::Loss) => "loss",
        Some(Outcome::Draw) => "draw",
    }
}

fn piece(out: &mut String, role: &str, p: &PieceRules) {
    let worth = if p.worth == 1 {
        String::new()
    } else {
        format!(", worth {}", p.worth)
    };
    let _ = writeln!(out, "{role} \"{}\" (value {}{worth})", p.name, p.value);
    for m in &p.moves {
        let kind = match m.reach {
            Reach::Upto(1) => "step".to_string(),
            Reach::Any => "slide".to_string(),
            Reach::Upto(n) => format!("slide up to {n}"),
        };
        let _ = writeln!(out, "  {kind}: {}", dirs(m.dirs));
    }
    for h in &p.hops {
        hop(out, h);
    }
}

fn hop(out: &mut String, h: &Hop) {
    let _ = writeln!(
        out,
        "  hop: {}; before {}, after {}{}",
        dirs(h.dirs),
        reach(h.before),
        reach(h.after),
        if h.captures_kings {
            ""
        } else {
            "; cannot capture kings"
        }
    );
}

/// Renders `rules` as text, one fact a line.
pub fn render(rules: &Rules) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "game: {}", rules.name);
    if let Some(r) = &rules.ruleset {
        let _ = writeln!(out, "ruleset: {r}");
    }
    let b = &rules.board;
    let used = match b.cells {
        Cells::All => "all cells",
        Cells::Dark => "dark cells",
        Cells::Light => "light cells",
    };
    let _ = writeln!(
        out,
        "board: {} columns x {} rows, {used}",
        b.width, b.height
    );
    for (i, p) in rules.players.iter().enumerate() {
        let _ = writeln!(
            out,
            "player P{}: \"{}\" facing {:?}{}",
            i + 1,
            p.name,
            p.facing,
            if rules.first as usize == i {
                ", moves first"
            } else {
                ""
            }
        );
    }
    piece(&mut out, "man", &rules.man);
    piece(&mut out, "king", &rules.king);
    match &rules.promotion {
        None => {
            let _ = writeln!(out, "promotion: none");
        }
        Some(p) => {
            let _ = writeln!(out, "promotion: {:?}", p.when);
            for (i, r) in p.region.iter().enumerate() {
                let _ = writeln!(out, "  P{} on: {}", i + 1, cells(r));
            }
        }
    }
    let c = &rules.capture;
    let _ = writeln!(out, "capture: {:?}", c.mode);
    let pri: Vec<String> = c.priority.iter().map(|p| format!("{p:?}")).collect();
    let _ = writeln!(
        out,
        "  priority: {}",
        if pri.is_empty() {
            "none".into()
        } else {
            pri.join(", ")
        }
    );
    let _ = writeln!(out, "  continues: {}", c.continues);
    let _ = writeln!(out, "  removal: {:?}", c.removal);
    let _ = writeln!(out, "  no reverse: {}", c.no_reverse);
    if c.land_to_continue {
        let _ = writeln!(out, "  land to continue: true");
    }
    let _ = writeln!(out, "start:");
    for p in &rules.start {
        let _ = writeln!(
            out,
            "  P{} {} on {}: {}",
            p.player + 1,
            if p.king {
                &rules.king.name
            } else {
                &rules.man.name
            },
            p.cells.len(),
            cells(&p.cells)
        );
    }
    let e = &rules.end;
    let _ = writeln!(out, "end (for the player to move):");
    let _ = writeln!(out, "  no pieces: {}", outcome(e.no_pieces));
    let _ = writeln!(out, "  no legal turn: {}", outcome(e.no_moves));
    let _ = writeln!(
        out,
        "  draw after turns without progress: {}",
        e.no_progress.map_or("never".into(), |n| n.to_string())
    );
    out
}
