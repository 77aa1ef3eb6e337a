//! Numbers that name players: the mover, the next and the previous one, and how many
//! players there are.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "mover",
        family: Family::Number,
        positional: "",
        named: "",
        summary: "The player about to move.",
        origin: Origin::Ludii("game.functions.ints.state.Mover"),
        facts: &[],
        examples: &[Example::Number("(mover)", 1)],
    },
    Ludeme {
        key: "next",
        family: Family::Number,
        positional: "",
        named: "",
        summary: "The player who moves next.",
        origin: Origin::Ludii("game.functions.ints.state.Next"),
        facts: &[],
        examples: &[Example::Number("(next)", 2)],
    },
    Ludeme {
        key: "prev",
        family: Family::Number,
        positional: "",
        named: "",
        summary: "The player who made the last move (0 before the first).",
        origin: Origin::Ludii("game.functions.ints.state.Prev"),
        facts: &[],
        examples: &[Example::Number("(prev)", 0)],
    },
    Ludeme {
        key: "count Players",
        family: Family::Number,
        positional: "",
        named: "",
        summary: "How many players the game has.",
        origin: Origin::Ludii("game.functions.ints.count.simple.CountPlayers"),
        facts: &[],
        examples: &[Example::Number("(count Players)", 2)],
    },
];
