//! The capture of the run of pieces along a line from a site (`directional`).

use super::{Example, Family, Ludeme, Origin};

/// P1's disc steps east next to P2's run of two and takes both (not the third, past a
/// gap): P2 is left with one disc and one move (perft 2: 1).
const APPROACH: &str = "(game \"Approach\" (players 2) (equipment {(board (rectangle 1 6)) (piece \"Disc\" Each)}) (rules (start {(place \"Disc1\" 0) (place \"Disc2\" {2 3 5})}) (play (forEach Piece (move Step E (to if:(is Empty (to))) (then (directional (from (last To)) E (to if:(is Enemy (who at:(to))) (apply (remove (to))))))))) (end (if (no Pieces P2) (result P1 Win)))))";

/// The entries.
pub const TABLE: &[Ludeme] = &[Ludeme {
    key: "directional",
    family: Family::Moves,
    positional: "[any...]",
    named: "",
    summary: "From a site (`(last To)` by default), along each direction (the last move's by default), the run of targets next to it (`(to if:C (apply M))`, C an enemy by default): the effect on each target of each run (Fanorona's approach and withdrawal).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Directional"),
    facts: &[],
    examples: &[Example::Text(APPROACH, 2, 1)],
}];
