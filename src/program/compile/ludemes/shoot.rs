//! Moves that add a piece along a line of sight, and the moves that swap the players'
//! places or pass.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[Ludeme {
    key: "move Shoot",
    family: Family::Moves,
    positional: "any...",
    named: "",
    summary: "A piece added on any empty site along an adjacent direction from the last move's destination, up to the first occupied site (Amazons' arrow).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Shoot"),
    facts: &[],
    examples: &[Example::Text(
        "(game \"Arrows\" (players 2) (equipment {(board (square 4)) (piece \"Queen\" Each (move Slide (then (moveAgain)))) (piece \"Dot\" Neutral)}) (rules (start {(place \"Queen1\" {0}) (place \"Queen2\" {15})}) (play (if (is Even (count Moves)) (forEach Piece) (move Shoot (piece \"Dot0\")))) (end (if (no Moves Next) (result Mover Win)))))",
        1,
        72,
    )],
},
    Ludeme {
        key: "swap Players",
        family: Family::Moves,
        positional: "any any",
        named: "",
        summary: "The two players' places in the order of play swapped, the mover to move again (a game of two players).",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.state.swap.players.SwapPlayers"),
        facts: &[],
        examples: &[Example::Text(
            "(game \"Swap\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Each)}) (rules (play (move Add (to (sites Empty)) (then (if (is In (last To) (sites {0})) (swap Players 1 2))))) (end (if (is Full) (result Mover Win)))))",
            1,
            6,
        )],
    },
    Ludeme {
        key: "move Swap",
        family: Family::Moves,
        positional: "any any any",
        named: "",
        summary: "`(move Swap Players A B)`: the move of `swap Players`.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.state.swap.players.SwapPlayers"),
        facts: &[],
        examples: &[Example::Text(
            "(game \"Swap\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Each)}) (rules (play (if (= 0 (count Moves)) (move Swap Players P1 P2) (move Add (to (sites Empty))))) (end (if (is Full) (result Mover Win)))))",
            1,
            4,
        )],
    },
    Ludeme {
        key: "pass",
        family: Family::Moves,
        positional: "",
        named: "",
        summary: "A move that does nothing: `(move Pass)`, as a consequence too.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Pass"),
        facts: &[],
        examples: &[Example::Play("(pass)", 1)],
    },
];
