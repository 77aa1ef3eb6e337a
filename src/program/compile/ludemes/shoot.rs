//! Moves that add a piece along a line of sight.

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
}];
