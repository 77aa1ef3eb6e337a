//! Ludii's `(match "Name" (players N) (games {(subgame "Game" result:R)}) (end ...))`:
//! a series of games played one after another in one context. Each game plays out as
//! its own file says; when it ends, its winner adds to a match score (`result:`, read
//! on the game's last position, else 1 for a win), the match's end rules read those
//! scores (`(matchScore P1)`), and, unless they end the match, the game starts again.
//! The engine keeps the match's scores in the position's memory
//! (`engine::game_match`).

use super::{EndRule, Int};
use serde::Serialize;

/// What a match adds to the program of the game it plays.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchRules {
    /// The name of the game it plays (its subgame's file).
    pub game: String,
    /// `result:` of the subgame: what its winner adds to their match score, read on
    /// the game's last position; `None`: Ludii's default (1 for the winner of a
    /// two-player game, 0 for the loser and for a draw).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<Int>,
    /// The match's end rules, tried each time a game of it ends, over the match scores.
    pub end: Vec<EndRule>,
}
