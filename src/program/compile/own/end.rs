//! `(end {(if (no Pieces Next) (result Mover Win)) ...})`: when the game ends.
//!
//! As in Ludii, an end condition is checked after a move: `Mover` is the player who
//! just moved and `Next` the one about to move. The kernel checks the same conditions
//! before the next player's turn, so every condition must be about `Next`, and each
//! result is turned into an outcome for the player about to move.

use super::args::{constant, head_name, items, unexpected_clause, Args};
use super::ints::int_in;
use super::registry::{END, IF, NO, RESULT};
use super::Cx;
use crate::diag::Diag;
use crate::rules::{EndRules, Outcome};
use crate::syntax::ast::Node;

/// Which end condition an `(if ...)` states.
enum Cond {
    Pieces,
    Moves,
    Progress(u16),
}

/// Compiles the end clause.
pub fn end(cx: &mut Cx, node: &Node) -> Option<EndRules> {
    let mut a = Args::new(cx, node, &END);
    let list = a.required(cx, "end conditions");
    a.finish(cx);
    let mut rules = EndRules {
        no_pieces: None,
        no_moves: None,
        no_progress: None,
    };
    let mut ok = true;
    for c in items(list?) {
        match condition(cx, c) {
            Some((cond, outcome)) => {
                let taken = match cond {
                    Cond::Pieces => rules.no_pieces.replace(outcome).is_some(),
                    Cond::Moves => rules.no_moves.replace(outcome).is_some(),
                    Cond::Progress(n) => {
                        if outcome != Outcome::Draw {
                            cx.error(
                                Diag::new(
                                    "lud::compile::bad_value",
                                    "a game without progress can only end in a draw",
                                )
                                .label(c.span, "not a draw")
                                .help("write (result Mover Draw)"),
                            );
                            ok = false;
                        }
                        rules.no_progress.replace(n).is_some()
                    }
                };
                if taken {
                    cx.error(
                        Diag::new(
                            "lud::compile::duplicate_part",
                            "this end condition is given twice",
                        )
                        .label(c.span, "second time")
                        .help("state each end condition once"),
                    );
                    ok = false;
                }
            }
            None => ok = false,
        }
    }
    ok.then_some(rules)
}

fn condition(cx: &mut Cx, node: &Node) -> Option<(Cond, Outcome)> {
    if head_name(node) != Some("if") {
        unexpected_clause(cx, node, &["if"]);
        return None;
    }
    let mut a = Args::new(cx, node, &IF);
    let cond = a.required(cx, "a condition").and_then(|c| no(cx, c));
    let result = a.required(cx, "a result").and_then(|r| result(cx, r));
    a.finish(cx);
    Some((cond?, result?))
}

fn no(cx: &mut Cx, node: &Node) -> Option<Cond> {
    if head_name(node) != Some("no") {
        unexpected_clause(cx, node, &["no"]);
        return None;
    }
    let mut a = Args::new(cx, node, &NO);
    let what = a
        .required(cx, "what is lacking")
        .and_then(|w| a.constant(cx, w, "a condition", &["Pieces", "Moves", "Progress"]));
    let cond = match what {
        Some("Progress") => a
            .required(cx, "a number of turns")
            .and_then(|n| int_in(cx, n, 1, u16::MAX as i64, NO.syntax))
            .map(|n| Cond::Progress(n as u16)),
        Some(w) => {
            let who = a.required(cx, "a player (Next)");
            let who = who.and_then(|p| {
                constant(cx, p, "a player", &["Next", "Mover"], NO.syntax).map(|c| (c, p))
            });
            match who {
                Some(("Mover", p)) => {
                    cx.error(
                        Diag::new(
                            "lud::compile::bad_constant",
                            "ludic checks the end for the player about to move",
                        )
                        .label(p.span, "the player who just moved")
                        .help(
                            "write `Next`: the condition is checked for the player about to move",
                        ),
                    );
                    None
                }
                Some(_) if w == "Pieces" => Some(Cond::Pieces),
                Some(_) => Some(Cond::Moves),
                None => None,
            }
        }
        None => None,
    };
    a.finish(cx);
    cond
}

/// `(result Mover Win)` -> the outcome for the player about to move (`Next`).
fn result(cx: &mut Cx, node: &Node) -> Option<Outcome> {
    if head_name(node) != Some("result") {
        unexpected_clause(cx, node, &["result"]);
        return None;
    }
    let mut a = Args::new(cx, node, &RESULT);
    let who = a
        .required(cx, "a player (Mover, Next or All)")
        .and_then(|w| a.constant(cx, w, "a player", &["Mover", "Next", "All"]));
    let what = a
        .required(cx, "a result (Win, Loss or Draw)")
        .and_then(|w| a.constant(cx, w, "a result", &["Win", "Loss", "Draw"]));
    a.finish(cx);
    let (who, what) = (who?, what?);
    Some(match (who, what) {
        (_, "Draw") => Outcome::Draw,
        ("Mover", "Win") | ("Next", "Loss") => Outcome::Loss,
        ("Mover", _) | ("Next", _) => Outcome::Win,
        _ => {
            cx.error(
                Diag::new(
                    "lud::compile::bad_constant",
                    "only a draw is said of all players",
                )
                .label(node.span, "a win or loss needs one player")
                .help("write (result Mover Win) or (result All Draw)"),
            );
            return None;
        }
    })
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};
    use crate::rules::Outcome;

    const E: &str = "(if (no Moves Next) (result Mover Win))";

    #[test]
    fn results_for_the_player_to_move() {
        let e = rules_with(E, "(if (no Progress 40) (result Mover Draw))").end;
        assert_eq!(
            (e.no_pieces, e.no_moves, e.no_progress),
            (Some(Outcome::Loss), None, Some(40))
        );
        let e = rules_with(E, "(if (no Moves Next) (result Next Win))").end;
        assert_eq!(e.no_moves, Some(Outcome::Win));
        let e = rules_with(E, "(if (no Moves Next) (result All Draw))").end;
        assert_eq!(e.no_moves, Some(Outcome::Draw));
    }

    #[test]
    fn bad_ends() {
        assert_eq!(
            errors_with(E, "(if (no Moves Mover) (result Mover Win))"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(E, "(if (no Pieces Next) (result Mover Win))"),
            ["lud::compile::duplicate_part"]
        );
        assert_eq!(
            errors_with(E, "(if (no Progress 50) (result Mover Win))"),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(E, "(if (no Moves Next) (result All Win))"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(E, "(if (no Moves Next))"),
            ["lud::compile::missing_argument"]
        );
        assert_eq!(
            errors_with(E, "(iff (no Moves Next) (result Mover Win))"),
            ["lud::compile::unknown_ludeme"]
        );
    }
}
