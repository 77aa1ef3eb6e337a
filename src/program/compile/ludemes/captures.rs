//! Captures by flanking: a run of enemies closed by a friend, a site surrounded, a
//! group enclosed; and the moves that capture most (`max Captures`).

use super::{Example, Fact, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "custodial",
        family: Family::Moves,
        positional: "[any...]",
        named: "",
        summary: "Captures by sandwiching: the pieces in a run from a site, closed by a friend.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Custodial"),
        facts: &[],
        examples: &[Example::Text("(game \"Sandwich\" (players 2) (equipment {(board (rectangle 1 4)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {0}) (place \"Disc2\" {1})}) (play (move Add (to (sites Empty)) (then (custodial (from (last To)) (between (max 1)))))) (end (if (no Pieces Next) (result Mover Win)))))", 2, 1)],
    },
    Ludeme {
        key: "surround",
        family: Family::Moves,
        positional: "[any...]",
        named: "[except:int] [with:(piece)]",
        summary: "Captures by enclosing: the pieces next to a site that friends surround on every side.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Surround"),
        facts: &[],
        examples: &[Example::Text("(game \"Ring\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {1 3 5}) (place \"Disc2\" {4})}) (play (move Add (to (sites Empty)) (then (surround (from (last To)) Orthogonal)))) (end (if (no Pieces Next) (result Mover Win)))))", 2, 16)],
    },
    Ludeme {
        key: "enclose",
        family: Family::Moves,
        positional: "[any...]",
        named: "[numException:int]",
        summary: "Captures by enclosing groups: each group of targets next to a site that touches no empty site.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Enclose"),
        facts: &[],
        examples: &[Example::Text("(game \"Eye\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {1 7}) (place \"Disc2\" {0 3 6})}) (play (move Add (to (sites Empty)) (then (enclose (from (last To)) Orthogonal)))) (end (if (no Pieces Next) (result Mover Win)))))", 2, 9)],
    },
    Ludeme {
        key: "max Captures",
        family: Family::Moves,
        positional: "moves",
        named: "[withValue:bool]",
        summary: "The moves whose actions, consequences included, remove the most pieces (or pieces of the greatest total value).",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.requirement.max.moves.MaxCaptures"),
        facts: &[Fact::LookAhead],
        examples: &[Example::Text("(game \"Most\" (players 2) (equipment {(board (rectangle 1 6)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" {2}) (place \"Disc2\" {0})}) (play (max Captures (forEach Piece (move Step (directions {E W}) (to if:(is Empty (to)))) (then (forEach Site (sites Around (last To)) (if (is Enemy (who at:(site))) (remove (site)))))))) (end (if (no Pieces Next) (result Mover Win)))))", 1, 1)],
    },
];
