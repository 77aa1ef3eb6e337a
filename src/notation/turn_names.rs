//! The names of the general engine's turns: a site by Ludii's coordinate name, a turn
//! by its moves' sites (`c3-d4`, `b2xd4xf6`, `hand-c3`, `pass`, `swap-e5`), and the
//! names that tell apart the legal turns of a position (`e7-e8=queen`). The terminal,
//! the page, saved games and rule tests all name turns so.

use crate::engine::{Engine, Turn};
use crate::game::GameApi;
use crate::program::board::OFF;

/// A site's name: Ludii's coordinate name in lower case, column letters and row number
/// from the bottom-left (`a1`; on a hexagon or another graph, the columns and rows Ludii
/// finds across its sites); `hand` for a site of a player's hand (numbered after the
/// board's), so that a placement reads `hand-a1`.
pub fn site_name(e: &Engine, site: u16) -> String {
    if site == OFF {
        return "pass".into();
    }
    if site as usize >= e.num_sites() {
        return "hand".into();
    }
    e.program.graph.label(site).to_lowercase()
}

/// Whether a turn captures: a site it neither leaves nor lands on, where a piece not the
/// mover's stood, changed: the piece removed or, in a game of stacks, a column's top
/// taken prisoner (the rook that castling moves is no capture); or a site it lands on,
/// where an opponent's piece stood, holds the mover's now (chess's capture by
/// replacement).
fn captures(e: &Engine, before: &crate::engine::State, t: &Turn) -> bool {
    let after = &t.state;
    let touched = |site: usize| {
        t.path
            .iter()
            .any(|&(a, b)| a as usize == site || b as usize == site)
    };
    let column = |s: &crate::engine::State, site: usize| {
        s.below.as_ref().map(|b| b.under.get(site).to_vec())
    };
    let mover_owns = |c: crate::program::CompId| e.program.comp(c).owner == before.mover;
    let replaced = t.path.iter().any(|&(from, to)| {
        let (at, was) = (to as usize, before.what.get(to as usize).copied());
        to != from
            && was.is_some_and(|c| c != 0 && !mover_owns(c))
            && after.what.get(at).is_some_and(|&c| c != 0 && mover_owns(c))
    });
    replaced
        || (0..before.what.len()).any(|site| {
            !touched(site)
                && before.what[site] != 0
                && !mover_owns(before.what[site])
                && (before.what[site] != after.what[site]
                    || column(before, site) != column(after, site))
        })
}

/// A turn's text: the moves' sites joined by `-`, or by `x` when the turn captures;
/// `pass` for a pass, `swap` for the swap rule's exchange of sides. A pass after a move is a capture its player chose to stop (a
/// `(move Pass)` beside the capture that may go on): it adds nothing to the text, as
/// the turn ends where its last jump landed. A placement from a hand reads `hand-a1`.
pub fn turn_text(e: &Engine, before: &crate::engine::State, t: &Turn) -> String {
    let sep = if captures(e, before, t) { "x" } else { "-" };
    let mut parts: Vec<String> = Vec::new();
    for (i, &(from, to)) in t.path.iter().enumerate() {
        if from == OFF && to == OFF {
            // The swap rule's move is a move of no site too; it exchanges the sides.
            if i == 0 && t.state.swapped != before.swapped {
                parts.push("swap".into());
            } else if i == 0 {
                parts.push("pass".into());
            }
            continue;
        }
        if i == 0 || parts.last().map(String::as_str) != Some(&site_name(e, from)) {
            parts.push(site_name(e, from));
        }
        // A removal in place (Yoté's second capture) names its site once: `a1xa3xd3`.
        if to != from {
            parts.push(site_name(e, to));
        }
    }
    parts.join(sep)
}

/// The names of `turns`, the legal turns at `before`: each its [`turn_text`], except
/// where two would read alike. A pawn's four promotions all go `e7-e8`; each then says
/// what stands on its last landing site afterwards (`e7-e8=queen`), and turns that
/// still read alike say their place among them (`a1-a2#2`), so that every name plays
/// one turn.
pub fn turn_names(e: &Engine, before: &crate::engine::State, turns: &[Turn]) -> Vec<String> {
    let mut names: Vec<String> = turns.iter().map(|t| turn_text(e, before, t)).collect();
    let kinds: Vec<Option<String>> = turns
        .iter()
        .map(|t| {
            let landing = t.path.iter().rev().map(|p| p.1).find(|&s| s != OFF)?;
            let piece = e.piece_at(&t.state, landing as usize)?;
            Some(piece.kind.to_lowercase())
        })
        .collect();
    // The piece's kind, where it tells apart turns that read alike.
    let first = names.clone();
    for i in 0..names.len() {
        let alike: Vec<usize> = (0..first.len()).filter(|&j| first[j] == first[i]).collect();
        let kinds_differ = alike.iter().any(|&j| kinds[j] != kinds[i]);
        if let (true, Some(kind)) = (alike.len() > 1 && kinds_differ, &kinds[i]) {
            names[i] = format!("{}={kind}", first[i]);
        }
    }
    // Else the turn's place among those that still read alike.
    let first = names.clone();
    for i in 0..names.len() {
        let alike = first.iter().filter(|n| **n == first[i]).count();
        if alike > 1 {
            let place = first[..=i].iter().filter(|n| **n == first[i]).count();
            names[i] = format!("{}#{place}", first[i]);
        }
    }
    names
}

/// The name of `t`, one of the legal turns at `before`, among them: [`turn_names`].
pub fn turn_name(e: &Engine, before: &crate::engine::State, t: &Turn) -> String {
    let turns = e.turns(before);
    match turns
        .iter()
        .position(|u| u.state == t.state && u.path == t.path)
    {
        Some(i) => turn_names(e, before, &turns).swap_remove(i),
        None => turn_text(e, before, t),
    }
}
