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
    summary: "A message to a player, among consequences or in an (apply ...) of a move: a move that changes nothing in the position (the `(then ...)` of an `if` whose branch it is runs, as in Ludii).",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.Note"),
    facts: &[],
    examples: &[
        Example::Play("(forEach Piece (then (note \"Moved\")))", 3),
        Example::Play("(move Step (from 0) N (to if:(is Empty (to)) (apply (note \"Steps\"))))", 1),
        Example::Text("(game \"Noted\" (players 2) (equipment {(board (square 2)) (piece \"Disc\" Each)}) (rules (play (if (= (var) 1) (move Pass) (move Add (to (sites Empty)) (then (if (= 0 1) (set Var 2) (note \"Noted\") (then (set Var 1))))))) (end (if (no Moves Next) (result Next Loss)))))", 2, 4),
    ],
},
];
