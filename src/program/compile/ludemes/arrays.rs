//! Arrays of numbers, as the values `max`, `min`, `+` and `*` fold.

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "array",
        family: Family::Number,
        positional: "region",
        named: "",
        summary: "The sites of a region, as an array of numbers that `max`, `min`, `+` and `*` fold.",
        origin: Origin::Ludii("game.functions.intArray.array.Array"),
        facts: &[],
        examples: &[
            Example::Number("(max (array (sites {3 7 5})))", 7),
            Example::Number("(* (array (sites {3 7 5})))", 105),
        ],
    },
    Ludeme {
        key: "difference",
        family: Family::Number,
        positional: "any any",
        named: "",
        summary: "An array of numbers without the values of a second array, or without the first value equal to a number.",
        origin: Origin::Ludii("game.functions.intArray.math.Difference"),
        facts: &[],
        examples: &[
            Example::Number("(max (difference (array (sites {3 7 5})) 7))", 5),
            Example::Number("(+ (difference (array (sites {3 7 5})) (array (sites {3}))))", 12),
        ],
    },
    Ludeme {
        key: "intersection",
        family: Family::Number,
        positional: "any any",
        named: "",
        summary: "The values of a second array of numbers that a first one holds.",
        origin: Origin::Ludii("game.functions.intArray.math.Intersection"),
        facts: &[],
        examples: &[Example::Number(
            "(+ (intersection (array (sites {1 2})) (array (sites {2 4}))))",
            2,
        )],
    },
    Ludeme {
        key: "union",
        family: Family::Number,
        positional: "any any",
        named: "",
        summary: "An array of numbers, then each value of a second array it does not hold yet.",
        origin: Origin::Ludii("game.functions.intArray.math.Union"),
        facts: &[],
        examples: &[Example::Number(
            "(+ (union (array (sites {1 2})) (array (sites {2 4}))))",
            7,
        )],
    },
];
