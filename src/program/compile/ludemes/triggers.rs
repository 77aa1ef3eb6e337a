//! The marks a player keeps for good once an event happens (`trigger`), and their test.

use super::{Example, Family, Ludeme, Origin};

/// A game that ends when P1 fills the centre: its `trigger` marks P1, the end rule reads
/// the mark (perft 2: 8 first moves each with 8 replies; the centre ends the game).
const CENTRE: &str = "(game \"Centre\" (players 2) (equipment {(board (square 3)) (piece \"Disc\" Each)}) (rules (play (move Add (to (sites Empty)) (then (if (= (last To) 4) (trigger \"Centre\" Mover))))) (end (if (is Triggered \"Centre\" P1) (result P1 Win)))))";

/// The entries.
pub const TABLE: &[Ludeme] = &[
Ludeme {
    key: "trigger",
    family: Family::Moves,
    positional: "name player",
    named: "",
    summary: "Marks a player for good (one mark per player, whatever the event's name, as Ludii keeps it).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Trigger"),
    facts: &[],
    examples: &[Example::Text(CENTRE, 2, 64)],
},
Ludeme {
    key: "is Triggered",
    family: Family::Condition,
    positional: "name player",
    named: "",
    summary: "Whether a player still in play has been marked by a `trigger` (of any event).",
    origin: Origin::Ludii("game.functions.booleans.is.triggered.IsTriggered"),
    facts: &[],
    examples: &[Example::Condition("(is Triggered \"Captured\" P2)", false), Example::Text(CENTRE, 2, 64)],
},
];
