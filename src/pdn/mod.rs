//! PDN game records: tags and movetext, written and read back. The moves are kept as
//! text; resolving them against the legal turns (and so checking them) is the caller's
//! work, done with [`crate::notation`].
//!
//! Huffs are written as the notation writes them, `h23 32-28`: the reader joins a
//! lone `h23` token to the move that follows it.

mod read;
mod write;

pub use read::{read_games, PdnError};
pub use write::{today, write_game};

/// A game result as PDN writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PdnResult {
    /// The first player (White) won: `2-0`.
    FirstWins,
    /// The second player (Black) won: `0-2`.
    SecondWins,
    /// Drawn: `1-1`.
    Draw,
    /// Unfinished: `*`.
    Unknown,
}

impl PdnResult {
    /// The token written (the draughts convention: two points for a win).
    pub fn token(self) -> &'static str {
        match self {
            PdnResult::FirstWins => "2-0",
            PdnResult::SecondWins => "0-2",
            PdnResult::Draw => "1-1",
            PdnResult::Unknown => "*",
        }
    }

    /// Reads a result token; the chess forms `1-0`, `0-1`, `1/2-1/2` are accepted too.
    pub fn parse(token: &str) -> Option<PdnResult> {
        Some(match token {
            "2-0" | "1-0" => PdnResult::FirstWins,
            "0-2" | "0-1" => PdnResult::SecondWins,
            "1-1" | "1/2-1/2" | "0.5-0.5" => PdnResult::Draw,
            "*" => PdnResult::Unknown,
            _ => return None,
        })
    }
}

/// One game: its tags in order, its turns as text, its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnGame {
    /// Tag pairs in the order written.
    pub tags: Vec<(String, String)>,
    /// The turns, each in notation (`32-28`, `h23 32-28`).
    pub moves: Vec<String>,
    /// The result token at the end of the movetext.
    pub result: PdnResult,
    /// Whether the first turn is the second player's (a FEN with Black to move):
    /// numbering then starts `1...`.
    pub second_starts: bool,
}

impl PdnGame {
    /// An empty game with no tags.
    pub fn new() -> PdnGame {
        PdnGame {
            tags: Vec::new(),
            moves: Vec::new(),
            result: PdnResult::Unknown,
            second_starts: false,
        }
    }

    /// The value of tag `name` (case-insensitive), if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Sets tag `name`, replacing an existing value in place.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self
            .tags
            .iter_mut()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
        {
            Some(slot) => slot.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }
}

impl Default for PdnGame {
    fn default() -> PdnGame {
        PdnGame::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut g = PdnGame::new();
        g.set_tag("Event", "Test \"quoted\" \\ game");
        g.set_tag("White", "human");
        g.set_tag("Black", "alphabeta:4");
        g.set_tag("FEN", "B:W28,K46:B19,23");
        g.second_starts = true;
        g.moves = ["19x28", "h46 33-29", "23-28", "29x18"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        for _ in 0..30 {
            g.moves.push("40-34".into());
        }
        g.result = PdnResult::SecondWins;
        let text = write_game(&g);
        assert!(text.contains("1... 19x28 2. h46 33-29 23-28"), "{text}");
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        let back = read_games(&text).unwrap();
        assert_eq!(back, vec![g]);
    }

    #[test]
    fn set_tag_replaces() {
        let mut g = PdnGame::new();
        g.set_tag("Result", "*");
        g.set_tag("result", "2-0");
        assert_eq!(g.tags.len(), 1);
        assert_eq!(g.tag("RESULT"), Some("2-0"));
    }
}
