//! Moves along a board's tracks (the race games').

use super::{Example, Family, Ludeme, Origin};

/// The entries.
pub const TABLE: &[Ludeme] = &[
Ludeme {
    key: "firstMoveOnTrack",
    family: Family::Moves,
    positional: "[name] [player] moves",
    named: "",
    summary: "The moves given with `(site)` bound to each site of a track in turn, those of the first site that gives some.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.operators.foreach.track.FirstMoveOnTrack"),
    facts: &[],
    examples: &[Example::Text("(game \"Lead\" (players 2) (equipment {(board (rectangle 1 4) {(track \"Track\" {0 1 2 3} directed:True)}) (piece \"Disc\" Each)}) (rules (start (place \"Disc1\" {1 2})) (play (firstMoveOnTrack \"Track\" (if (is Occupied (site)) (move Remove (site))))) (end (if (no Pieces P1) (result P1 Loss)))))", 1, 1)],
},
Ludeme {
    key: "max Distance",
    family: Family::Moves,
    positional: "[name] [player] moves",
    named: "",
    summary: "The moves given, as Ludii's: it ranks them by their distance along the track but returns them all (without its own `then`); none when the track is missing.",
    origin: Origin::Ludii("game.rules.play.moves.nonDecision.effect.requirement.max.distance.MaxDistance"),
    facts: &[],
    examples: &[Example::Text("(game \"Lead\" (players 2) (equipment {(board (rectangle 1 4) {(track \"Track\" {0 1 2 3} directed:True)}) (piece \"Disc\" Each)}) (rules (start (place \"Disc1\" {1 2})) (play (max Distance (move Remove (sites Occupied by:Mover)))) (end (if (no Pieces P1) (result P1 Loss)))))", 1, 2)],
},
];
