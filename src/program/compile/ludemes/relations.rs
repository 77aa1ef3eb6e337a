//! Conditions on the board's relations: walks, groups and neighbours.

#[allow(unused_imports)]
use super::{Example, Fact, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "is Blocked",
        family: Family::Condition,
        positional: "any...",
        named: "",
        summary: "Whether no walk from a site of a player's first region, over that player's pieces and the empty sites, reaches the other regions.",
        origin: Origin::Ludii("game.functions.booleans.is.connect.IsBlocked"),
        facts: &[],
        examples: &[
            // Checked against Ludii's perft (depth 6: 48,240, where the placements
            // alone give 58,320).
            Example::Text("(game \"Cut\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each) (regions P1 {(sites Bottom) (sites Top)}) (regions P2 {(sites Left) (sites Right)})}) (rules (play (move Add (to (sites Empty)))) (end (if (is Blocked Orthogonal Next) (result Mover Win)))))", 6, 48240),
        ],
    },
    Ludeme {
        key: "all Groups",
        family: Family::Condition,
        positional: "[type] [dirs]",
        named: "[of:bool] if:bool",
        summary: "Whether every group (of the mover's pieces, or of the sites passing `of:`) passes a test, `(sites)` being the group.",
        origin: Origin::Ludii("game.functions.booleans.all.groups.AllGroups"),
        facts: &[],
        examples: &[
            // No group of three: checked against Ludii's perft (depth 5: 11,160, where
            // the placements alone give 15,120).
            Example::Text("(game \"Pairs\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (play (do (move Add (to (sites Empty))) ifAfterwards:(all Groups Orthogonal if:(> 3 (count Sites in:(sites)))))) (end (if (no Moves Next) (result Mover Win)))))", 6, 33120),
        ],
    },
    Ludeme {
        key: "is Related",
        family: Family::Condition,
        positional: "any [type] site region",
        named: "",
        summary: "Whether some site of a region is related to a site (Adjacent, Orthogonal, Diagonal, OffDiagonal, All) on the board.",
        origin: Origin::Ludii("game.functions.booleans.is.related.IsRelated"),
        facts: &[],
        examples: &[
            Example::Condition("(is Related Orthogonal 0 (sites {1 5}))", true),
            Example::Condition("(is Related Diagonal 0 (sites {1 4}))", false),
        ],
    },
];
