//! Moves on the levels of a stack (the race games' columns of pieces).

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[Ludeme {
    key: "forEach Level",
    family: Family::Moves,
    positional: "site [FromTop|FromBottom] moves",
    named: "",
    summary: "The moves given for each level of a site's stack, from the top down by default, bound as `(level)`.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.operators.foreach.level.ForEachLevel"),
    facts: &[],
    examples: &[
        Example::Text("(game \"Levels\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Each)}) (rules (start {(place Stack \"Disc1\" 0) (place Stack \"Disc2\" 0) (place Stack \"Disc1\" 0)}) (play (forEach Level 0 (if (= (mover) (who at:0 level:(level))) (fromTo (from 0 level:(level)) (to 1))))) (end (if (no Moves Next) (result Mover Win)))))", 1, 2),
        Example::Text("(game \"Levels\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Each)}) (rules (start {(place Stack \"Disc1\" 0) (place Stack \"Disc2\" 0) (place Stack \"Disc1\" 0)}) (play (move Remove (sites {0}) level:0)) (end (if (no Moves Next) (result Mover Win)))))", 1, 1),
    ],
}];
