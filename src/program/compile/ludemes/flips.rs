//! Double-sided pieces and the moves that join others (Reversi's capture).

use super::{Example, Family, Ludeme, Origin};

/// A two-player game on a 2x2 board whose neutral discs have sides 1 and 2, three of
/// them placed on side 1, with the play given; the mover wins once none shows side 1.
macro_rules! turn {
    ($play:literal) => {
        concat!("(game \"Turn\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Neutral (flips 1 2))}) (rules (start (place \"Disc0\" {0 1 2} state:1)) (play ", $play, ") (end (if (= 0 (count Sites in:(sites State 1))) (result Mover Win)))))")
    };
}

/// Each player turns one disc showing side 1.
const FLIP: &str = turn!("(forEach Site (sites State 1) (flip (site)))");

/// The entries.
pub const TABLE: &[Ludeme] = &[
Ludeme {
    key: "flips",
    family: Family::Frame,
    positional: "int int",
    named: "",
    summary: "The two sides of a piece: the states `flip` turns it between.",
    origin: Origin::Ludii("game.util.moves.Flips"),
    facts: &[],
    examples: &[Example::Text(FLIP, 2, 6)],
},
Ludeme {
    key: "flip",
    family: Family::Moves,
    positional: "site",
    named: "",
    summary: "The piece on a site turns over: it takes the other state of its `flips` (no move on an empty site or a piece without them).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Flip"),
    facts: &[],
    examples: &[Example::Text(FLIP, 3, 6)],
},
Ludeme {
    key: "append",
    family: Family::Moves,
    positional: "moves",
    named: "",
    summary: "The moves given joined into one move, their actions in order (none when there are none).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.operators.logical.Append"),
    facts: &[],
    examples: &[Example::Text(turn!("(or (append (forEach Site (sites State 1) (flip (site)))) (move Pass))"), 2, 2)],
},
Ludeme {
    key: "allCombinations",
    family: Family::Moves,
    positional: "moves moves",
    named: "",
    summary: "A move for each pair of a move of the first and a move of the second: the first's actions, then the second's.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.operators.logical.AllCombinations"),
    facts: &[],
    examples: &[Example::Text("(game \"Turn\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Neutral (flips 1 2))}) (rules (start (place \"Disc0\" {0} state:1)) (play (allCombinations (forEach Site (sites Empty) (add (piece \"Disc0\" state:(mover)) (to (site)))) (forEach Site (sites State 1) (flip (site))))) (end (if (= 0 (count Sites in:(sites Empty))) (result Mover Win)))))", 2, 6)],
},
];
