//! Ludii's hidden information: the marks `set Hidden` makes and the tests that read them.

use super::{Example, Family, Ludeme, Origin};

/// P1 may not place on the sites hidden from it: the top row, at the start (perft 2:
/// 6 first moves, each with 8 replies).
const VEIL: &str = "(game \"Veil\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (start (set Hidden (sites Top) to:P1)) (play (move Add (to (sites Empty) if:(not (is Hidden at:(to) to:Mover))))) (end (if (no Moves Next) (result Mover Win)))))";

/// Each player places only on empty sites hidden from it; P1's move hides site 1 from
/// P2 (perft 2: P1 takes 0, 1 or 2 of {0 1 2}; P2 then has {1 3} less what P1 took).
const SHROUD: &str = "(game \"Shroud\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Each)}) (rules (start {(set Hidden (sites {0 1 2}) to:P1) (set Hidden (sites {3}) to:P2)}) (play (move Add (to (intersection (sites Empty) (sites Hidden to:Mover))) (then (set Hidden at:1 to:Next)))) (end (if (no Moves Next) (result Mover Win)))))";

/// The entries.
pub const TABLE: &[Ludeme] = &[
    Ludeme {
        key: "set Hidden",
        family: Family::Moves,
        positional: "[any...]",
        named: "[at:site] to:any",
        summary: "Hides (or, with False, shows) sites from a player (or from every player, `to:All`): the whole piece, or only the kinds named first (`What`, `Who`, `State`, `Count`, `Rotation`, `Value`, or an array of them). A start rule too, made after the placements. A piece that moves carries its site's marks; moves and conditions see the whole position.",
        origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.set.hidden.SetHidden"),
        facts: &[],
        examples: &[Example::Text(VEIL, 2, 48), Example::Text(SHROUD, 2, 5)],
    },
    Ludeme {
        key: "is Hidden",
        family: Family::Condition,
        positional: "[any...]",
        named: "at:site to:any",
        summary: "Whether a site hides its piece (or the kind named) from a player.",
        origin: Origin::Ludii("game.functions.booleans.is.Hidden.IsHidden"),
        facts: &[],
        examples: &[Example::Text(VEIL, 2, 48)],
    },
    Ludeme {
        key: "sites Hidden",
        family: Family::Region,
        positional: "[any...]",
        named: "to:any",
        summary: "The board's sites that hide their piece (or the kind named) from a player (from any player, `to:All`).",
        origin: Origin::Ludii("game.functions.region.sites.hidden.SitesHidden"),
        facts: &[],
        examples: &[Example::Text(SHROUD, 2, 5)],
    },
];
