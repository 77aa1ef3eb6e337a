//! The general engine's games as text: sites' names, turns as the terminal, saved
//! games and the page write them, a record of turns played back, how a game ended,
//! and its PDN. The terminal session itself is `play::session` (`session::general`).

use crate::engine::{Engine, Turn};
use crate::game::{GameApi, Outcome};

pub use crate::notation::turn_names::{site_name, turn_name, turn_names, turn_text};

pub use super::general_board::board_text;

/// Whether a piece's kind is a promoted one (`King`, `DoubleCounter`), drawn crowned.
pub fn is_promoted(kind: &str) -> bool {
    kind.contains("King") || kind.contains("Double")
}

/// The turns of PDN-style movetext: its words, less move numbers (`1.`, `1...`) and
/// a closing result.
pub fn movetext_turns(movetext: &str) -> Vec<String> {
    movetext
        .split_whitespace()
        .filter(|w| {
            let number = w.trim_end_matches('.');
            let numbered = w.ends_with('.') && number.chars().all(|c| c.is_ascii_digit());
            !(numbered || crate::pdn::PdnResult::parse(w).is_some())
        })
        .map(str::to_string)
        .collect()
}

/// The position that `texts` reach from the start, each turn written as [`turn_text`]
/// writes it (in any case: Ludii writes its names `D4`), and the last turn played; the error names the first turn that is not
/// legal where it stands.
pub fn play_turns(
    e: &Engine,
    texts: &[String],
) -> Result<(crate::engine::State, Option<Turn>), String> {
    play_turns_from(e, e.start(), texts)
}

/// The start of a game: the game's own, or the position text `fen` (a saved game's
/// `FEN` tag, a `--fen`); the error says what is wrong with the text.
pub fn start_from(e: &Engine, fen: Option<&str>) -> Result<crate::engine::State, String> {
    match fen {
        None => Ok(e.start()),
        Some(f) => {
            crate::notation::read_position(e, f).map_err(|why| format!("bad FEN `{f}`: {why}"))
        }
    }
}

/// [`play_turns`] from `start`.
pub fn play_turns_from(
    e: &Engine,
    start: crate::engine::State,
    texts: &[String],
) -> Result<(crate::engine::State, Option<Turn>), String> {
    let turns = replay_turns(e, start.clone(), texts)?;
    let end = turns.last().map_or(start, |t| t.state.clone());
    Ok((end, turns.into_iter().last()))
}

/// The turns `texts` name from `start`, each written as [`turn_text`] writes it (in
/// any case); the error names the first turn that is not legal where it stands.
pub fn replay_turns(
    e: &Engine,
    start: crate::engine::State,
    texts: &[String],
) -> Result<Vec<Turn>, String> {
    let second = second_starts(e, &start);
    let mut s = start;
    let mut played = Vec::new();
    for (i, word) in texts.iter().enumerate() {
        let number = label(e, i, second);
        if e.outcome(&s).is_some() {
            return Err(format!("turn {number} `{word}` comes after the game ended"));
        }
        let mut turns = e.turns(&s);
        let names = turn_names(e, &s, &turns);
        // Names are written in lower case; Ludii's own (`D4`) are read too.
        let Some(k) = names.iter().position(|n| n.eq_ignore_ascii_case(word)) else {
            return Err(format!(
                "turn {number} `{word}` is not a legal turn here; the legal turns are: {}",
                names.join(" ")
            ));
        };
        let t = turns.swap_remove(k);
        s = t.state.clone();
        played.push(t);
    }
    Ok(played)
}

/// What a saved game records besides its turns: who played, and the rules.
#[derive(Clone, Debug, Default)]
pub struct Tags {
    /// `Event`.
    pub event: String,
    /// The game file, for the `Ludic` tag (so that `ludic replay` finds its rules).
    pub file: String,
    /// The ruleset chosen, if any.
    pub ruleset: Option<String>,
    /// Options chosen.
    pub options: Vec<String>,
    /// The position text the game started from, when not the game's start (the
    /// `FEN` tag).
    pub fen: Option<String>,
}

/// Whether a game from `start` begins with the second player's turn (a position text
/// may give either player to move): PDN then numbers that turn `1...`.
pub fn second_starts(e: &Engine, start: &crate::engine::State) -> bool {
    e.to_move(start) != e.to_move(&e.start())
}

/// How a game of the general engine ended, in words: `P2 wins`, `drawn`; in a game of
/// one player (a puzzle), `solved` when its player won and `not solved` otherwise.
pub fn end_text(e: &Engine, o: Outcome) -> String {
    let players = &e.program.players;
    match (players.len(), o) {
        (1, Outcome::Win(0)) => "solved".into(),
        (1, _) => "not solved".into(),
        (_, Outcome::Win(w)) => players
            .get(w as usize)
            .map_or(format!("player {} wins", w + 1), |p| {
                format!("{} wins", p.name)
            }),
        (_, Outcome::Draw) => "drawn".into(),
    }
}

/// In a game of more than two players that ranked them, the ranking by name, first
/// first (`1 P1, 2 P4, 3.5 P2, 3.5 P3`, a shared rank halfway); `None` otherwise.
pub fn ranking_text(e: &Engine, s: &crate::engine::State) -> Option<String> {
    let ranks = s.ranks.as_deref().filter(|_| e.program.players.len() > 2)?;
    let mut ranked: Vec<(f64, &str)> = e
        .program
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, p)| Some((ranks.rank(i + 1)?, p.name.as_str())))
        .collect();
    ranked.sort_by(|a, b| a.0.total_cmp(&b.0));
    let words: Vec<String> = ranked.iter().map(|(r, n)| format!("{r} {n}")).collect();
    (!words.is_empty()).then(|| words.join(", "))
}

/// A game of the general engine as PDN: its tags (the players' names as given: the
/// first two as `White` and `Black`, any others as `Player3`...), its turns as
/// [`turn_text`] writes them, and its result. PDN's result speaks of two players: a
/// game of one or of more than two writes one only for a draw of all, and names its
/// end in the `Winner` tag (the winner's name, or `solved`/`not solved`).
pub fn pdn_text(
    e: &Engine,
    tags: &Tags,
    players: &[String],
    history: &[String],
    end: Option<Outcome>,
) -> String {
    use crate::pdn::{today, write_game, PdnGame, PdnResult};
    let mut g = PdnGame::new();
    let seat = |i: usize| players.get(i).cloned().unwrap_or_else(|| "?".into());
    g.set_tag("Event", tags.event.clone());
    g.set_tag("Date", today());
    g.set_tag("White", seat(0));
    if e.program.players.len() > 1 {
        g.set_tag("Black", seat(1));
    }
    for i in 2..e.program.players.len() {
        g.set_tag(&format!("Player{}", i + 1), seat(i));
    }
    let two = e.program.players.len() == 2;
    g.result = match end {
        Some(Outcome::Win(0)) if two => PdnResult::FirstWins,
        Some(Outcome::Win(_)) if two => PdnResult::SecondWins,
        Some(Outcome::Draw) if e.program.players.len() > 1 => PdnResult::Draw,
        _ => PdnResult::Unknown,
    };
    if let (Some(o), false) = (end, two) {
        g.set_tag(
            "Winner",
            end_text(e, o).trim_end_matches(" wins").to_string(),
        );
    }
    if let Some(r) = end.and_then(|_| ranking_text(e, &final_position(e, tags, history)?)) {
        g.set_tag("Ranking", r);
    }
    g.set_tag("Result", g.result.token());
    g.set_tag("Ludic", tags.file.clone());
    if let Some(r) = tags.ruleset.as_ref().or(e.program.ruleset.as_ref()) {
        g.set_tag("LudicRuleset", r.clone());
    }
    if !tags.options.is_empty() {
        g.set_tag("LudicOptions", tags.options.join("; "));
    }
    if let Some(f) = &tags.fen {
        g.set_tag("FEN", f.clone());
    }
    g.second_starts = start_from(e, tags.fen.as_deref()).is_ok_and(|s| second_starts(e, &s));
    g.moves = history.to_vec();
    write_game(&g)
}

/// The position `history` reaches from the game's start (or its `FEN`), if legal.
fn final_position(e: &Engine, tags: &Tags, history: &[String]) -> Option<crate::engine::State> {
    let start = start_from(e, tags.fen.as_deref()).ok()?;
    play_turns_from(e, start, history).ok().map(|(s, _)| s)
}

/// The label of turn `k` (0-based): in a game of two, as PDN numbers it (`5.`, `4...`);
/// otherwise each turn its own number (`7.`), as rounds of one or of many players
/// would not pair.
pub fn label(e: &Engine, k: usize, second: bool) -> String {
    if e.program.players.len() == 2 {
        super::numbering::turn_number(k, second)
    } else {
        format!("{}.", k + 1)
    }
}
