//! Saying how a game ended, in words.

use crate::kernel::{Game, GameResult, State, Turn};

/// The name of `player`.
pub fn name(game: &Game, player: u8) -> &str {
    &game.rules().players[player as usize & 1].name
}

/// Why the game is over at `s` (with legal turns `legal`) and who won.
pub fn describe_end(game: &Game, s: &State, legal: &[Turn], r: GameResult) -> String {
    let side = s.side();
    let why = if s.pieces_of(side) == 0 {
        format!("{} has no pieces left", name(game, side))
    } else if legal.is_empty() {
        format!("{} has no legal turn", name(game, side))
    } else {
        match game.rules().end.no_progress {
            Some(n) if s.quiet_turns() >= n => {
                format!("{n} turns in a row without a capture, a huff or a man's move")
            }
            _ => "the rules end it here".to_string(),
        }
    };
    match r {
        GameResult::Win(p) => format!("{why}: {} wins", name(game, p)),
        GameResult::Draw => format!("{why}: the game is drawn"),
    }
}
