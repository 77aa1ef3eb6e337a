//! The capture of the pieces on both sides of one that comes between them
//! (`intervene`).

use super::{Example, Family, Ludeme, Origin};

/// P1 adds a disc; one added between P2's two discs takes both, and P2, left with none,
/// has lost (perft 2: 6 other first moves with 6 replies each).
const BETWEEN: &str = "(game \"Between\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (start (place \"Disc2\" {3 5})) (play (move Add (to (sites Empty)) (then (intervene (from (last To)) Orthogonal)))) (end (if (no Pieces P2) (result P1 Win)))))";

/// The entries.
pub const TABLE: &[Ludeme] = &[Ludeme {
    key: "intervene",
    family: Family::Moves,
    positional: "[any...]",
    named: "",
    summary: "From a site (`(last To)` by default), along each direction, a run of targets (one by default, `(between (range A B))`) that a run on the opposite side answers: the effect (`(to if:C (apply M))`, an enemy removed by default) on both runs.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Intervene"),
    facts: &[],
    examples: &[Example::Text(BETWEEN, 2, 36)],
}];
