//! Moves that shift a line of pieces.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
Ludeme {
    key: "push",
    family: Family::Moves,
    positional: "[(from)] dirs",
    named: "",
    summary: "The piece at a site (the last move's destination by default) pushed one site along a direction, each piece in its way pushed on, the last off the board at the edge (nothing moves when the site has no neighbour that way).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Push"),
    facts: &[],
    examples: &[Example::Text(
        "(game \"Push\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {0 4}) (place \"Disc2\" {1 5})}) (play (move Select (from (sites Occupied by:Mover)) (then (push E)))) (end (if (= 0 (count Pieces Next)) (result Next Loss)))))",
        6,
        5,
    )],
},
Ludeme {
    key: "attract",
    family: Family::Moves,
    positional: "[(from)] [dirs]",
    named: "",
    summary: "As a consequence: the pieces along each radial from a site (the last move's destination by default) drawn in to the sites next to it, in their order.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Attract"),
    facts: &[],
    // Checked against Ludii's perft (1,320 placements at depth 3 without the end rule).
    examples: &[Example::Text(
        "(game \"Ducks\" (players 2) (equipment {(board (square 4)) (piece \"Disc\" Each) (piece \"Marker\" Neutral)}) (rules (start {(place \"Disc1\" {3 12}) (place \"Disc2\" {15 0})}) (play (move Add (piece \"Marker0\") (to (sites Empty)) (then (attract (from (last To)))))) (end (if (= (who at:5) 1) (result Mover Win)))))",
        4,
        10926,
    )],
}];
