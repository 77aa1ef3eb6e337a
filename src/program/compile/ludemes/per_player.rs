//! The moves run for each player (`forEach Player`) and the player they bind
//! (`(player)`), and the messages among consequences (`note`).

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
Ludeme {
    key: "forEach Player",
    family: Family::Moves,
    positional: "moves",
    named: "",
    summary: "The moves given for each player from P1 to the last, the player bound as `Player` (and `(player)`).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.operators.foreach.player.ForEachPlayer"),
    facts: &[],
    examples: &[Example::Play("(forEach Player (forEach Site (sites Occupied by:Player) (move Remove (site))))", 4)],
},
Ludeme {
    key: "player",
    family: Family::Number,
    positional: "",
    named: "",
    summary: "The player `forEach Player` binds.",
    origin: Origin::Ludii("game.functions.ints.iterator.Player"),
    facts: &[],
    examples: &[Example::Play("(forEach Player (forEach Site (sites Occupied by:Player) (if (= (who at:(site)) (player)) (move Remove (site)))))", 4)],
},
Ludeme {
    key: "note",
    family: Family::Moves,
    positional: "[any]",
    named: "[player:any] [to:any]",
    summary: "A message to a player, among consequences or in an (apply ...) of a move: it changes nothing in the position, so it adds no moves.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Note"),
    facts: &[],
    examples: &[Example::Play("(forEach Piece (then (note \"Moved\")))", 3), Example::Play("(move Step (from 0) N (to if:(is Empty (to)) (apply (note \"Steps\"))))", 1)],
},
];
