//! The levels of a stack that a move or a piece names: `(last LevelTo)`, `(where Level ...)`.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "last LevelTo",
        family: Family::Number,
        positional: "",
        named: "",
        summary: "The level the last move put its piece at: the stack's height before it for an addition onto a stack or a move of part of one, 0 for every other move (Ludii reads the ground level for them, even on a stack).",
        origin: Origin::Ludii("game.functions.ints.last.LastLevelTo"),
        facts: &[],
        examples: &[Example::Number("(last LevelTo)", 0)],
    },
    Ludeme {
        key: "where Level",
        family: Family::Number,
        positional: "name player",
        named: "at:site [fromTop:bool]",
        summary: "The level of a site's stack that holds the player's piece of that name, searched from the top (from the bottom with `fromTop:False`); -1 when none does.",
        origin: Origin::Ludii("game.functions.ints.board.where.WhereLevel"),
        facts: &[],
        examples: &[Example::Number("(where Level \"Disc\" P1 at:0)", 0), Example::Number("(where Level \"Disc\" P2 at:0)", -1)],
    },
];
