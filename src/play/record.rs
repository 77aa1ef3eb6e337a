//! A played game and its PDN record, and a record replayed into its turns.

use crate::kernel::{Game, GameResult, State, Turn};
use crate::notation::{parse_turn, read_fen, turn_text, write_fen};
use crate::pdn::{today, PdnGame, PdnResult};
use crate::play::end::{describe_end, name};

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
    if let Some(t) = game_type(game, &rec.start) {
        g.set_tag("GameType", t);
    }
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

/// PDN's `GameType`, for a game whose file declares its standard type number: the
/// number, the first colour, width, height, ludic's numbering (numeric, from the top
/// left as the first player sees the board) and whether the bottom-left cell is
/// played on. A game PDN has no number for gets no tag: a number chosen by board size
/// alone would make other tools apply another game's rules.
fn game_type(game: &Game, start: &State) -> Option<String> {
    let rules = game.rules();
    let code = rules.pdn_type.as_ref()?;
    let b = &rules.board;
    let first = if start.side() == 0 { 'W' } else { 'B' };
    let invert = u8::from(game.site_at((0, 0)).is_none());
    Some(format!(
        "{code},{first},{},{},N2,{invert}",
        b.width, b.height
    ))
}

/// Replays `g`: its start, the position it reaches and its turns, or the first problem
/// (a bad `FEN` tag, a turn that is not legal, a turn after the end).
pub fn turns(game: &Game, g: &PdnGame) -> Result<(State, State, Vec<Turn>), String> {
    let mut state: State = match g.tag("FEN") {
        Some(f) => read_fen(game, f).map_err(|e| format!("tag FEN: {e}"))?,
        None => game.start(),
    };
    let start = state;
    let mut played = Vec::new();
    let mut legal = Vec::new();
    // Turns are numbered as the PDN numbers them: `5. White`, `4... Black`.
    let second_starts = state.side() != game.rules().first;
    let label = |k: usize, side: u8| {
        let n = crate::play::numbering::turn_number(k, second_starts);
        format!("{n} {}", name(game, side))
    };
    for (k, text) in g.moves.iter().enumerate() {
        game.legal_turns(&state, &mut legal);
        let side = state.side();
        if let Some(r) = game.result(&state, &legal) {
            return Err(format!(
                "turn {} `{text}` comes after the game ended ({})",
                label(k, side),
                describe_end(game, &state, &legal, r)
            ));
        }
        let t = parse_turn(game, &state, &legal, text)
            .map_err(|e| format!("turn {}: {e}", label(k, side)))?;
        state = game.apply(&state, &t);
        played.push(t);
    }
    Ok((start, state, played))
}
