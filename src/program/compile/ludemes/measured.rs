//! Regions Ludii measures on a board's graph beyond those of `regions.rs`.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[Ludeme {
    key: "sites Inner",
    family: Family::Region,
    positional: "[type]",
    named: "",
    summary: "The sites not on the board's edge: every site that `sites Outer` leaves out, on any board.",
    origin: Origin::Ludii("game.functions.region.sites.simple.SitesInner"),
    facts: &[],
    examples: &[
        Example::Region("(sites Inner)", &[5, 6, 9, 10]),
        Example::Text(
            "(game \"Core\" (players 2) (equipment {(board (hex 3)) (piece \"Disc\" Each)}) (rules (play (move Add (to (intersection (sites Empty) (sites Inner))))) (end (if (no Moves Next) (result Next Loss)))))",
            1,
            7,
        ),
    ],
}];
