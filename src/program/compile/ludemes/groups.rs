//! Group numbers: connected sites grown along directions.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "is Loop",
        family: Family::Condition,
        positional: "[int]",
        named: "[surround:player]",
        summary: "Whether the piece placed last closes a loop of the player's pieces (the mover's, or the colour given) round sites that reach no outer site (round the pieces of `surround:` alone, if given).",
        origin: Origin::Ludii("game.functions.booleans.is.loop.IsLoop"),
        facts: &[],
        examples: &[
            Example::Text("(game \"Ring\" (players 2) (equipment {(board (square 5)) (piece \"Disc\" Each)}) (rules (start (place \"Disc1\" {7 11 13})) (play (move Add (to (sites Empty)))) (end (if (is Loop) (result Mover Win)))))", 2, 441),
            Example::Text("(game \"Ring\" (players 2) (equipment {(board (square 5)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {7 11 13}) (place \"Disc2\" {12})}) (play (move Add (to (sites Empty)))) (end (if (is Loop surround:Next) (result Mover Win)))))", 2, 400),
        ],
    },
    Ludeme {
        key: "sizes Group",
        family: Family::Number,
        positional: "[type] [dirs] [player]",
        named: "[min:int]",
        summary: "The size of each group of a player's pieces (of every piece without a player), each of at least `min:` sites: an array of numbers that `max`, `min`, `+` and `*` fold.",
        origin: Origin::Ludii("game.functions.intArray.sizes.group.SizesGroup"),
        facts: &[],
        examples: &[
            Example::Number("(max (sizes Group P1))", 2),
            Example::Number("(* (sizes Group))", 4),
            Example::Number("(max (sizes Group P1 min:3))", -1),
        ],
    },
    Ludeme {
        key: "count Groups",
        family: Family::Number,
        positional: "[type] [dirs]",
        named: "[if:bool] [min:int]",
        summary: "The groups of connected sites that pass `if:` (occupied, by default), each of at least `min:` sites.",
        origin: Origin::Ludii("game.functions.ints.count.groups.CountGroups"),
        facts: &[],
        examples: &[
            Example::Number("(count Groups)", 2),
            Example::Number("(count Groups if:(= (who at:(to)) 1))", 1),
            Example::Number("(count Groups min:3)", 0),
        ],
    },
    Ludeme {
        key: "count Liberties",
        family: Family::Number,
        positional: "[type] [dirs]",
        named: "[at:site] [if:bool]",
        summary: "The empty sites next to the group of the site `at:` (the last move's destination by default): the connected sites holding what it holds.",
        origin: Origin::Ludii("game.functions.ints.count.liberties.CountLiberties"),
        facts: &[],
        examples: &[
            Example::Number("(count Liberties at:0)", 4),
            Example::Number("(count Liberties at:15 Orthogonal)", 3),
        ],
    },
    Ludeme {
        key: "size Group",
        family: Family::Number,
        positional: "[type] [dirs]",
        named: "at:site [if:bool]",
        summary: "The sites of the group of the site `at:`: connected sites holding what it holds, or, with `if:`, passing it.",
        origin: Origin::Ludii("game.functions.ints.size.connection.SizeGroup"),
        facts: &[],
        examples: &[
            Example::Number("(size Group at:14)", 2),
            Example::Number("(size Group at:5)", 12),
            Example::Number("(size Group at:0 if:(is Occupied (to)))", 2),
        ],
    },
    Ludeme {
        key: "sites Group",
        family: Family::Region,
        positional: "[type] [dirs]",
        named: "[at:site] [from:region] [if:bool]",
        summary: "The sites of the group of the site `at:` (or of each site of `from:`): connected sites holding what it holds, or, with `if:`, passing it.",
        origin: Origin::Ludii("game.functions.region.sites.group.SitesGroup"),
        facts: &[],
        examples: &[
            Example::Region("(sites Group at:0)", &[0, 1]),
            Example::Region("(sites Group at:14 Orthogonal)", &[14, 15]),
            Example::Region("(sites Group from:(sites {0 14}) Orthogonal)", &[0, 1, 14, 15]),
            Example::Region("(sites Group at:5 if:(is Empty (to)))", &[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
        ],
    },
    Ludeme {
        key: "forEach Group",
        family: Family::Moves,
        positional: "[type] [dirs] moves",
        named: "[if:bool]",
        summary: "The moves given for each group of connected occupied sites passing `if:` (of the mover's pieces, by default), `(sites)` being the group.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.operators.foreach.group.ForEachGroup"),
        facts: &[],
        examples: &[
            Example::Play("(forEach Group (move Remove (sites)))", 2),
            Example::Play("(forEach Group if:(is Occupied (to)) (move Remove (sites)))", 4),
            Example::Play("(forEach Group Orthogonal if:(is Occupied (to)) (if (= 2 (count Sites in:(sites))) (move Remove (sites))))", 4),
        ],
    },
    Ludeme {
        key: "size Territory",
        family: Family::Number,
        positional: "[type] player [dirs]",
        named: "",
        summary: "The empty sites of the groups of empty sites that only the player's pieces border.",
        origin: Origin::Ludii("game.functions.ints.size.connection.SizeTerritory"),
        facts: &[],
        examples: &[
            Example::Number("(size Territory P1)", 0),
            Example::Text("(game \"Moat\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {1 3 4}) (place \"Disc2\" {8})}) (play (if (= (size Territory P1) 1) (move Add (to (sites Empty))) (move Pass))) (end (if (no Moves Next) (result Mover Win)))))", 1, 5)],
    },
];
