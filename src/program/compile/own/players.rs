//! `(players {(player "White" N) (player "Black" S)} first:P1)`: two players, each with
//! a name and a facing, and who moves first.

use super::args::{constant, head_name, items, unexpected_clause, Args};
use super::ints::int;
use super::registry::{PLAYER, PLAYERS};
use super::Cx;
use crate::diag::Diag;
use crate::rules::{AbsDir, PlayerSpec};
use crate::syntax::ast::{Kind, Node};

/// The absolute directions, by name.
pub const ABS_NAMES: [&str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

/// The two players and the index of the first to move.
pub fn players(cx: &mut Cx, node: &Node) -> Option<([PlayerSpec; 2], u8)> {
    let mut a = Args::new(cx, node, &PLAYERS);
    let list = a.required(cx, "the players");
    let first = match a.named("first") {
        None => Some(0),
        Some(f) => a
            .constant(cx, f, "a player", &["P1", "P2"])
            .map(|p| u8::from(p == "P2")),
    };
    a.finish(cx);
    let list = list?;
    let specs = match &list.kind {
        Kind::Int(_) | Kind::Clause { .. } if head_name(list) != Some("player") => {
            let n = int(cx, list, PLAYERS.syntax)?;
            if n != 2 {
                two_players(cx, list);
                return None;
            }
            [default_player(0), default_player(1)]
        }
        _ => {
            let given = items(list);
            if given.len() != 2 {
                two_players(cx, list);
            }
            let mut specs = Vec::new();
            for (i, p) in given.iter().enumerate() {
                specs.push(player(cx, p, i));
            }
            let specs: Option<Vec<PlayerSpec>> = specs.into_iter().collect();
            let specs = specs?;
            [specs.first()?.clone(), specs.get(1)?.clone()]
        }
    };
    Some((specs, first?))
}

fn two_players(cx: &mut Cx, node: &Node) {
    cx.error(
        Diag::new(
            "lud::compile::bad_value",
            "ludic plays games of two players",
        )
        .label(node.span, "not two players")
        .help(format!("the syntax is {}", PLAYERS.syntax)),
    );
}

/// `(players 2)`: P1 faces north from the bottom, P2 south from the top.
fn default_player(i: usize) -> PlayerSpec {
    PlayerSpec {
        name: format!("P{}", i + 1),
        facing: if i == 0 { AbsDir::N } else { AbsDir::S },
    }
}

fn player(cx: &mut Cx, node: &Node, i: usize) -> Option<PlayerSpec> {
    if head_name(node) != Some("player") {
        unexpected_clause(cx, node, &["player"]);
        return None;
    }
    let mut a = Args::new(cx, node, &PLAYER);
    let mut name = format!("P{}", i + 1);
    if let Some(n) = a.peek().filter(|n| matches!(n.kind, Kind::Str(_))) {
        a.next_arg();
        name = a.string(cx, n)?.to_string();
    }
    let facing = a
        .required(cx, "a facing")
        .and_then(|f| facing(cx, f, PLAYER.syntax));
    a.finish(cx);
    Some(PlayerSpec {
        name,
        facing: facing?,
    })
}

/// Reads an absolute direction (`N`, `NE`...).
pub fn facing(cx: &mut Cx, node: &Node, syntax: &str) -> Option<AbsDir> {
    let name = constant(cx, node, "an absolute direction", &ABS_NAMES, syntax)?;
    let i = ABS_NAMES.iter().position(|n| *n == name)?;
    Some(AbsDir::ALL[i])
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};
    use crate::rules::AbsDir;

    const P: &str = r#"(players {(player "White" N) (player "Black" S)})"#;

    #[test]
    fn names_facings_and_first() {
        let r = rules_with(P, r#"(players {(player "Red" N) (player S)} first:P2)"#);
        assert_eq!(r.players[0].name, "Red");
        assert_eq!(r.players[1].name, "P2");
        assert_eq!(r.players[1].facing, AbsDir::S);
        assert_eq!(r.first, 1);
        let r = rules_with(P, "(players 2)");
        assert_eq!((r.players[0].facing, r.first), (AbsDir::N, 0));
    }

    #[test]
    fn bad_players() {
        assert_eq!(errors_with(P, "(players 3)"), ["lud::compile::bad_value"]);
        assert_eq!(
            errors_with(P, r#"(players {(player "A" N)})"#),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(P, r#"(players {(player "A" FL) (player "B" S)})"#),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(P, r#"(players 2 frist:P2)"#),
            ["lud::compile::unknown_named"]
        );
    }
}
