//! Ludii's `(match "Name" (players 2) (games (subgame "Game" result:R)) (end ...))`
//! (`game.match.Match`): the game of the subgame's file is played again and again in
//! one context; when one ends, its winner adds `R` (read on its last position; 1
//! without `result:`) to their match score, and the match's end rules, which read the
//! match scores (`(matchScore P1)`), say whether the match is over. The loader attaches
//! each subgame's expanded `(game ...)` to its clause, under [`LOADED`].

use super::{flat, funcs, head, head_span, rules, Cl};
use crate::diag::{Diag, Diags};
use crate::program::game_match::MatchRules;
use crate::program::Program;
use crate::syntax::ast::{Kind, Node};

/// The name of the argument under which the loader attaches a subgame's expanded
/// game: not one a file can write (a name there does not start with `#`).
pub use crate::load::LOADED;

/// Compiles a match: the program of its one subgame, with the match's rules.
pub fn compile(node: &Node) -> Result<Program, Diags> {
    let unsupported = |at: &Node, what: &str| -> Diags {
        Diag::new(
            "lud::program::unsupported",
            format!("{what} is not supported yet"),
        )
        .label(at.span, "not supported")
        .into()
    };
    let Some(cl) = Cl::of(node) else {
        return Err(unsupported(node, "this form of `match`"));
    };
    if let Some((_, v)) = cl.named.first() {
        return Err(unsupported(v, "a named argument of `match`"));
    }
    let name = cl.pos.iter().find_map(|a| match &a.kind {
        Kind::Str(s) => Some(s.clone()),
        _ => None,
    });
    let (mut games, mut end) = (None, None);
    for a in &cl.pos {
        match head(a) {
            // Ludii's matches are of two players; its scores per player otherwise
            // differ (a point to each winner), which the engine does not keep.
            Some("players") => {
                let two = Cl::of(a).is_some_and(|p| {
                    p.named.is_empty() && matches!(p.pos[..], [n] if matches!(n.kind, Kind::Int(2)))
                });
                if !two {
                    return Err(unsupported(a, "a match of other than two players"));
                }
            }
            Some("games") => games = Some(*a),
            Some("end") => end = Some(*a),
            Some(_) => return Err(unsupported(a, "this part of a match")),
            None => {}
        }
    }
    let missing = |what: &str| -> Diags {
        Diag::new(
            "lud::program::missing",
            format!("the match has no `({what} ...)`"),
        )
        .label(head_span(node), "in this match")
        .into()
    };
    let games = games.ok_or_else(|| missing("games"))?;
    let end = end.ok_or_else(|| missing("end"))?;
    let subgames = Cl::of(games).map(|g| flat(&g.pos)).unwrap_or_default();
    // A match of several games switches programs between them (Tavli's three).
    let [sub] = subgames[..] else {
        return Err(unsupported(games, "a match of more than one subgame"));
    };
    let Some(sc) = Cl::of(sub).filter(|c| c.head == "subgame") else {
        return Err(unsupported(sub, "this game of a match"));
    };
    if let Some(opt) = sc.pos.get(1) {
        return Err(unsupported(opt, "an option of a subgame"));
    }
    for (n, v) in &sc.named {
        if !matches!(*n, "result" | LOADED) {
            return Err(unsupported(v, &format!("`{n}:` of `subgame`")));
        }
    }
    let game_name = match sc.pos.first().map(|n| &n.kind) {
        Some(Kind::Str(s)) => s.clone(),
        _ => return Err(unsupported(sub, "a subgame without a name")),
    };
    let Some(game) = sc.named(LOADED) else {
        return Err(Diag::new(
            "lud::program::missing",
            format!("the subgame's file `{game_name}.lud` was not found"),
        )
        .label(sub.span, "this subgame")
        .help("ludic looks for it under the folder `lud` the match's file is in, as Ludii does in its library")
        .into());
    };
    if head(game) != Some("game") {
        return Err(unsupported(game, "a subgame that is not a `(game ...)`"));
    }
    let result = sc.named("result");
    let mut program = super::compile_with(game, &mut |cx, p| {
        // The match's rules read the subgame's players and names.
        cx.in_match = true;
        std::mem::swap(&mut cx.names, &mut p.names);
        let result = result.and_then(|r| funcs::int(cx, r));
        let end = rules::end(cx, end);
        std::mem::swap(&mut cx.names, &mut p.names);
        cx.in_match = false;
        if p.players.len() != 2 {
            cx.unsupported(game, "a subgame of other than two players");
        }
        p.game_match = Some(Box::new(MatchRules {
            game: game_name.clone(),
            result,
            end,
        }));
    })?;
    if let Some(n) = name {
        program.name = n;
    }
    Ok(program)
}
