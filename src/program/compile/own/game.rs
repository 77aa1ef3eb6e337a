//! `(game "Name" (players ...) (equipment {...}) (rules (start ...) (play ...) (end ...)))`:
//! the frame of a description, dispatching each part to its unit and assembling
//! the [`Declared`] rule set.

use super::args::{head_name, head_span, items, unexpected_clause, Args};
use super::pieces::{piece, PieceKind};
use super::promotion::{promote, Promote};
use super::registry::{Ludeme, EQUIPMENT, GAME, PLAY, RULES};
use super::{board, capture, end, players, regions, start, Cx, Declared};
use crate::diag::Diag;
use crate::rules::{CapturePolicy, Draughts, PieceRules};
use crate::syntax::ast::Node;

/// Compiles the game clause.
pub fn game(cx: &mut Cx, node: &Node) -> Option<Declared> {
    if head_name(node) != Some("game") {
        unexpected_clause(cx, node, &["game"]);
        return None;
    }
    let mut a = Args::new(cx, node, &GAME);
    let name = a
        .required(cx, "a name")
        .and_then(|n| a.string(cx, n))
        .map(str::to_string);
    let parts = parts(
        cx,
        node,
        a.rest(),
        &["players", "equipment", "rules"],
        &GAME,
    );
    a.finish(cx);
    let [players_n, equipment_n, rules_n] = parts?;
    // Each part is compiled even when an earlier one failed, so that independent
    // errors are reported together; only what depends on a failed part is skipped.
    let players = players::players(cx, players_n);
    let equipment = equipment(cx, equipment_n);
    let rules_parts = parts_of(cx, rules_n, &RULES, &["start", "play", "end"]);
    let play = rules_parts.and_then(|[_, play_n, _]| play(cx, play_n));
    let end = rules_parts.and_then(|[_, _, end_n]| end::end(cx, end_n));
    let (board, kinds) = equipment?;
    let (capture, promote) = play?;
    let (man, king) = man_and_king(cx, node, kinds, promote.as_ref())?;
    let start = start::start(cx, rules_parts?[0], [&man.name, &king.name]);
    let (players, first) = players?;
    Some(Declared {
        name: name?,
        draughts: Draughts {
            board,
            players,
            first,
            man,
            king,
            promotion: promote.map(|p| p.promotion),
            capture,
            start: start?,
            end: end?,
        },
    })
}

/// Finds the clause of each name in `wanted` among `given`, once each, reporting
/// unknown, repeated and missing parts.
fn parts<'a, const N: usize>(
    cx: &mut Cx,
    parent: &'a Node,
    given: Vec<&'a Node>,
    wanted: &[&str; N],
    ludeme: &Ludeme,
) -> Option<[&'a Node; N]> {
    let mut found: [Option<&Node>; N] = [None; N];
    for g in given {
        match wanted.iter().position(|w| head_name(g) == Some(w)) {
            Some(i) if found[i].is_some() => cx.error(
                Diag::new(
                    "lud::compile::duplicate_part",
                    format!("`{}` is given twice", wanted[i]),
                )
                .label(head_span(g), "second time")
                .help(format!("the syntax is {}", ludeme.syntax)),
            ),
            Some(i) => found[i] = Some(g),
            None => unexpected_clause(cx, g, wanted),
        }
    }
    let mut ok = true;
    for (i, f) in found.iter().enumerate() {
        if f.is_none() {
            ok = false;
            cx.error(
                Diag::new(
                    "lud::compile::missing_part",
                    format!("`{}` lacks `({} ...)`", ludeme.name, wanted[i]),
                )
                .label(head_span(parent), format!("no `{}` in here", wanted[i]))
                .help(format!("the syntax is {}", ludeme.syntax)),
            );
        }
    }
    if !ok {
        return None;
    }
    Some(found.map(|f| f.unwrap_or(parent)))
}

/// The parts of a clause whose arguments are sub-clauses (`rules`).
fn parts_of<'a, const N: usize>(
    cx: &mut Cx,
    node: &'a Node,
    ludeme: &'static Ludeme,
    wanted: &[&str; N],
) -> Option<[&'a Node; N]> {
    if head_name(node) != Some(ludeme.name) {
        unexpected_clause(cx, node, &[ludeme.name]);
        return None;
    }
    let mut a = Args::new(cx, node, ludeme);
    let given = a.rest();
    a.finish(cx);
    parts(cx, node, given, wanted, ludeme)
}

/// `(equipment {...})`: the board first (regions need it), then pieces and regions.
fn equipment(cx: &mut Cx, node: &Node) -> Option<(crate::rules::Board, Vec<PieceKind>)> {
    let mut a = Args::new(cx, node, &EQUIPMENT);
    let list = a.required(cx, "a list of equipment");
    a.finish(cx);
    let list = items(list?);
    let boards: Vec<&Node> = list
        .iter()
        .copied()
        .filter(|n| head_name(n) == Some("board"))
        .collect();
    // An unknown head may be a misspelt board: then "no board" would only repeat it.
    let unknown = list
        .iter()
        .any(|n| head_name(n).is_some_and(|h| !["board", "piece", "regions"].contains(&h)));
    match boards.as_slice() {
        [] if unknown => {}
        [] => cx.error(
            Diag::new(
                "lud::compile::missing_part",
                "the equipment lacks `(board ...)`",
            )
            .label(head_span(node), "no board in here")
            .help("add e.g. (board (square 10) use:Dark)"),
        ),
        [b, rest @ ..] => {
            cx.board = board::board(cx, b);
            for r in rest {
                cx.error(
                    Diag::new("lud::compile::duplicate_part", "a second board")
                        .label(head_span(r), "second board")
                        .help("a game has one board"),
                );
            }
        }
    }
    let mut kinds = Vec::new();
    let mut ok = true;
    for item in list {
        match head_name(item) {
            Some("board") => {}
            Some("piece") => match piece(cx, item, kinds.len()) {
                Some(k) => kinds.push(k),
                None => ok = false,
            },
            Some("regions") => {
                if cx.board.is_some() {
                    regions::regions(cx, item);
                }
            }
            _ => {
                ok = false;
                unexpected_clause(cx, item, &["board", "piece", "regions"]);
            }
        }
    }
    let board = cx.board.clone()?;
    ok.then_some((board, kinds))
}

/// `(play (capture ...) [(promote ...)])`.
fn play(cx: &mut Cx, node: &Node) -> Option<(CapturePolicy, Option<Promote>)> {
    let mut a = Args::new(cx, node, &PLAY);
    let given = a.rest();
    a.finish(cx);
    let mut cap = None;
    let mut prom = None;
    let mut ok = true;
    for g in &given {
        match head_name(g) {
            Some("capture") if cap.is_none() => cap = Some(capture::capture(cx, g)),
            Some("promote") if prom.is_none() => prom = Some(promote(cx, g)),
            Some(n @ ("capture" | "promote")) => {
                ok = false;
                cx.error(
                    Diag::new(
                        "lud::compile::duplicate_part",
                        format!("`{n}` is given twice"),
                    )
                    .label(head_span(g), "second time")
                    .help(format!("the syntax is {}", PLAY.syntax)),
                );
            }
            _ => {
                ok = false;
                unexpected_clause(cx, g, &["capture", "promote"]);
            }
        }
    }
    let Some(cap) = cap else {
        cx.error(
            Diag::new("lud::compile::missing_part", "`play` lacks `(capture ...)`")
                .label(head_span(node), "no capture policy in here")
                .help("add e.g. (capture Compulsory priority:{MostPieces})"),
        );
        return None;
    };
    let prom = match prom {
        None => None,
        Some(p) => Some(p?),
    };
    let cap = cap?;
    ok.then_some((cap, prom))
}

/// The unpromoted and the promoted kind: named by `promote` when given, else the first
/// and second `piece` (a single kind is its own "king": it never promotes).
fn man_and_king(
    cx: &mut Cx,
    game: &Node,
    kinds: Vec<PieceKind>,
    promote: Option<&Promote>,
) -> Option<(PieceRules, PieceRules)> {
    if kinds.len() > 2 {
        cx.error(
            Diag::new(
                "lud::compile::bad_value",
                "ludic knows two kinds of piece: a man and a king",
            )
            .label(kinds[2].span, "a third kind")
            .help("remove this piece kind"),
        );
        return None;
    }
    let find = |cx: &mut Cx, (name, span): &(String, crate::syntax::ast::Span)| {
        let k = kinds.iter().find(|k| &k.rules.name == name);
        if k.is_none() {
            let names = kinds.iter().map(|k| k.rules.name.as_str());
            let help = match crate::diag::did_you_mean(name, names) {
                Some(s) => format!("did you mean \"{s}\"?"),
                None => "name a kind declared by `(piece ...)`".into(),
            };
            cx.error(
                Diag::new(
                    "lud::compile::bad_value",
                    format!("no piece kind \"{name}\""),
                )
                .label(*span, "not declared in the equipment")
                .help(help),
            );
        }
        k.map(|k| k.rules.clone())
    };
    match promote {
        Some(p) => {
            let man = find(cx, &p.from);
            let king = find(cx, &p.into);
            Some((man?, king?))
        }
        None => match kinds.as_slice() {
            [] => {
                cx.error(
                    Diag::new(
                        "lud::compile::missing_part",
                        "the equipment declares no piece",
                    )
                    .label(head_span(game), "no `(piece ...)` in this game")
                    .help("add e.g. (piece \"Man\" Each (move Step Forwards))"),
                );
                None
            }
            [one] => Some((one.rules.clone(), one.rules.clone())),
            [m, k, ..] => Some((m.rules.clone(), k.rules.clone())),
        },
    }
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{compile_text, errors_with, BASE};

    #[test]
    fn base_compiles() {
        let r = compile_text(BASE).expect("BASE compiles");
        assert_eq!(r.start.len(), 2);
    }

    #[test]
    fn parts_are_checked() {
        let no_players = r#"(players {(player "White" N) (player "Black" S)})"#;
        assert_eq!(errors_with(no_players, ""), ["lud::compile::missing_part"]);
        assert_eq!(
            errors_with(
                no_players,
                r#"(player {(player "White" N) (player "Black" S)})"#
            ),
            [
                "lud::compile::misplaced_ludeme",
                "lud::compile::missing_part"
            ]
        );
        assert_eq!(
            errors_with(
                "(capture Compulsory)",
                "(capture Compulsory) (capture Free)"
            ),
            ["lud::compile::duplicate_part"]
        );
        assert_eq!(
            errors_with(
                "(regions P2 (sites Top))",
                "(regions P2 (sites Top)) (region P1 (sites Top))"
            ),
            ["lud::compile::unknown_ludeme"]
        );
    }

    #[test]
    fn independent_errors_are_reported_together() {
        let text = BASE
            .replace("use:Dark", "use:Drak")
            .replace("(capture Compulsory)", "(capture Sometimes)")
            .replace("(no Moves Next)", "(no Moves Mover)");
        let codes = compile_text(&text).expect_err("three errors");
        assert_eq!(codes.len(), 3, "{codes:?}");
    }
}
