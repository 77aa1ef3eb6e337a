//! A played game and its PDN record.

use crate::kernel::{Game, GameResult, State, Turn};
use crate::notation::{turn_text, write_fen};
use crate::pdn::{today, PdnGame, PdnResult};

/// A game as played: where it started, its turns, how it ended.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// The start position.
    pub start: State,
    /// The turns in order.
    pub turns: Vec<Turn>,
    /// The result, once over.
    pub result: Option<GameResult>,
    /// How it ended, in words (empty while it goes on).
    pub ending: String,
}

impl GameRecord {
    /// A game about to start from `start`.
    pub fn new(start: State) -> GameRecord {
        GameRecord {
            start,
            turns: Vec::new(),
            result: None,
            ending: String::new(),
        }
    }

    /// Number of huffs made.
    pub fn huffs(&self) -> usize {
        self.turns.iter().filter(|t| t.huff.is_some()).count()
    }
}

/// What the PDN tags say beyond the moves.
#[derive(Clone, Debug, Default)]
pub struct RecordTags {
    /// `Event`.
    pub event: String,
    /// Who played White (the first player).
    pub first: String,
    /// Who played Black.
    pub second: String,
    /// The game file, for the `Ludic` tag.
    pub file: String,
    /// The ruleset chosen, if any.
    pub ruleset: Option<String>,
    /// Options chosen.
    pub options: Vec<String>,
}

/// The record as a PDN game: tags Event, Date, White, Black, Result, GameType, FEN
/// (when not from the start position) and `Ludic` / `LudicRuleset` / `LudicOptions`
/// naming the rules, so that `ludic replay` can check it.
pub fn to_pdn(game: &Game, rec: &GameRecord, tags: &RecordTags) -> PdnGame {
    let mut g = PdnGame::new();
    let result = match rec.result {
        Some(GameResult::Win(0)) => PdnResult::FirstWins,
        Some(GameResult::Win(_)) => PdnResult::SecondWins,
        Some(GameResult::Draw) => PdnResult::Draw,
        None => PdnResult::Unknown,
    };
    g.set_tag("Event", tags.event.clone());
    g.set_tag("Date", today());
    g.set_tag("White", tags.first.clone());
    g.set_tag("Black", tags.second.clone());
    g.set_tag("Result", result.token());
    g.set_tag("GameType", game_type(game, &rec.start));
    if rec.start != game.start() {
        g.set_tag("FEN", write_fen(game, &rec.start));
    }
    g.set_tag("Ludic", tags.file.clone());
    if let Some(r) = &tags.ruleset {
        g.set_tag("LudicRuleset", r.clone());
    }
    if !tags.options.is_empty() {
        g.set_tag("LudicOptions", tags.options.join("; "));
    }
    if !rec.ending.is_empty() {
        g.set_tag("Termination", rec.ending.clone());
    }
    g.moves = rec.turns.iter().map(turn_text).collect();
    g.result = result;
    g.second_starts = rec.start.side() != game.rules().first;
    g
}

/// PDN's `GameType`: type number, first colour, width, height, numeric notation,
/// not inverted. Draughts variants have fixed numbers (20 for 10x10, 21 for 8x8);
/// the exact rules are named by the `Ludic` tags.
fn game_type(game: &Game, start: &State) -> String {
    let b = &game.rules().board;
    let code = match (b.width, b.height) {
        (8, 8) => 21,
        (12, 12) => 27,
        _ => 20,
    };
    let first = if start.side() == 0 { 'W' } else { 'B' };
    format!("{code},{first},{},{},N2,0", b.width, b.height)
}
