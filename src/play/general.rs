//! Terminal play of games run by the general engine: the board drawn from the game
//! API, the legal turns listed with their moves, people and agents (random, MCTS) in
//! any combination. Nothing is lost on a closed pipe: output errors end the session.

use crate::ai::generic::GenericAgent;
use crate::engine::{Engine, Turn};
use crate::game::{GameApi, Outcome};
use crate::play::input::{complaint, read_line, Line};
use crate::program::board::OFF;
use rand::Rng;
use std::io::{BufRead, Write};

pub use super::general_board::board_text;

/// Who sits at a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person at the terminal.
    Human,
    /// An agent.
    Agent(GenericAgent),
}

/// A site's name: Ludii's coordinate name in lower case, column letters and row number
/// from the bottom-left (`a1`; on a hexagon or another graph, the columns and rows Ludii
/// finds across its sites); `hand` for a site of a player's hand (numbered after the
/// board's), so that a placement reads `hand-a1`.
pub fn site_name(e: &Engine, site: u16) -> String {
    if site == OFF {
        return "pass".into();
    }
    if site as usize >= e.num_sites() {
        return "hand".into();
    }
    e.program.graph.label(site).to_lowercase()
}

/// Whether a piece's kind is a promoted one (`King`, `DoubleCounter`), drawn crowned.
pub fn is_promoted(kind: &str) -> bool {
    kind.contains("King") || kind.contains("Double")
}

/// Whether a turn captures: a site it neither leaves nor lands on changed, a piece
/// removed or, in a game of stacks, a column's top taken prisoner.
fn captures(before: &crate::engine::State, t: &Turn) -> bool {
    let after = &t.state;
    let touched = |site: usize| {
        t.path
            .iter()
            .any(|&(a, b)| a as usize == site || b as usize == site)
    };
    let column = |s: &crate::engine::State, site: usize| {
        s.below.as_ref().map(|b| b.under.get(site).to_vec())
    };
    (0..before.what.len()).any(|site| {
        !touched(site)
            && (before.what[site] != after.what[site]
                || column(before, site) != column(after, site))
    })
}

/// A turn's text: the moves' sites joined by `-`, or by `x` when the turn captures;
/// `pass` for a pass. A pass after a move is a capture its player chose to stop (a
/// `(move Pass)` beside the capture that may go on): it adds nothing to the text, as
/// the turn ends where its last jump landed. A placement from a hand reads `hand-a1`.
pub fn turn_text(e: &Engine, before: &crate::engine::State, t: &Turn) -> String {
    let sep = if captures(before, t) { "x" } else { "-" };
    let mut parts: Vec<String> = Vec::new();
    for (i, &(from, to)) in t.path.iter().enumerate() {
        if from == OFF && to == OFF {
            if i == 0 {
                parts.push("pass".into());
            }
            continue;
        }
        if i == 0 || parts.last().map(String::as_str) != Some(&site_name(e, from)) {
            parts.push(site_name(e, from));
        }
        // A removal in place (Yoté's second capture) names its site once: `a1xa3xd3`.
        if to != from {
            parts.push(site_name(e, to));
        }
    }
    parts.join(sep)
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
    let mut s = start;
    let mut last = None;
    for (i, word) in texts.iter().enumerate() {
        let label = super::numbering::turn_number(i, false);
        if e.outcome(&s).is_some() {
            return Err(format!("turn {label} `{word}` comes after the game ended"));
        }
        let turns = e.turns(&s);
        // Names are written in lower case; Ludii's own (`D4`) are read too.
        let Some(t) = turns
            .iter()
            .position(|t| turn_text(e, &s, t).eq_ignore_ascii_case(word))
        else {
            let legal: Vec<String> = turns.iter().map(|t| turn_text(e, &s, t)).collect();
            return Err(format!(
                "turn {label} `{word}` is not a legal turn here; the legal turns are: {}",
                legal.join(" ")
            ));
        };
        let t = turns.into_iter().nth(t);
        s = t.as_ref().map_or(s, |t| t.state.clone());
        last = t;
    }
    Ok((s, last))
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

/// The game so far as PDN: its tags, turns and result.
fn record(
    e: &Engine,
    tags: &Tags,
    seats: &[Player],
    history: &[String],
    end: Option<Outcome>,
) -> String {
    let seat = |p: &Player| match p {
        Player::Human => "human".to_string(),
        Player::Agent(a) => a.name(),
    };
    let players: Vec<String> = seats.iter().map(seat).collect();
    pdn_text(e, tags, &players, history, end)
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

/// `save FILE`: the game written as PDN, never over another file.
fn save(path: &str, (pdn, turns): (&str, usize), out: &mut impl Write) -> std::io::Result<()> {
    use std::io::ErrorKind;
    if path.is_empty() {
        return writeln!(out, "save FILE.pdn: name the file to write.");
    }
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut f| f.write_all(pdn.as_bytes()));
    match written {
        Ok(()) => writeln!(
            out,
            "Saved {turns} turns to {path}; `ludic play GAME --pdn {path}` resumes it."
        ),
        Err(e) if e.kind() == ErrorKind::AlreadyExists => {
            writeln!(
                out,
                "{path} exists; the game was not saved. Choose another name."
            )
        }
        Err(e) => writeln!(out, "Could not save to {path}: {e}"),
    }
}

/// Plays a game on the terminal, after the turns `resume` (as a saved game wrote them,
/// already checked by [`play_turns`]). Returns the outcome (None when the person quits
/// or input ends).
pub fn session(
    e: &Engine,
    seats: &[Player],
    (resume, tags): (&[String], &Tags),
    input: &mut impl BufRead,
    out: &mut impl Write,
    rng: &mut impl Rng,
) -> std::io::Result<Option<Outcome>> {
    let bad = |why| std::io::Error::new(std::io::ErrorKind::InvalidData, why);
    let start = start_from(e, tags.fen.as_deref()).map_err(bad)?;
    let second = second_starts(e, &start);
    let (mut s, _) = play_turns_from(e, start, resume).map_err(bad)?;
    let mut history: Vec<String> = resume.to_vec();
    loop {
        if let Some(o) = e.outcome(&s) {
            write!(out, "{}", board_text(e, &s))?;
            let text = end_text(e, o);
            let ranking = ranking_text(e, &s).map_or(String::new(), |r| format!(" (ranking: {r})"));
            writeln!(
                out,
                "Game over after {} turns: {text}{ranking}.",
                history.len()
            )?;
            write_history(e, out, &history, second)?;
            return Ok(Some(o));
        }
        let turns = e.turns(&s);
        let side = e.to_move(&s);
        let name = &e.program.players[side as usize].name;
        // A seat the command line left out (a caller's short list) is a person's.
        let number = label(e, history.len(), second);
        let pick = match seats.get(side as usize).copied().unwrap_or(Player::Human) {
            Player::Agent(a) => {
                let kids: Vec<_> = turns.iter().map(|t| t.state.clone()).collect();
                let i = a.choose(e, &s, &kids, rng);
                let rolls = super::shown_dice::roll_text(e, &s, &turns[i].state)
                    .map_or(String::new(), |r| format!("rolls {r} and "));
                writeln!(
                    out,
                    "{number} {name} ({}) {rolls}plays {}",
                    a.name(),
                    turn_text(e, &s, &turns[i])
                )?;
                i
            }
            Player::Human => {
                write!(out, "{}", board_text(e, &s))?;
                let kids: Vec<&crate::engine::State> = turns.iter().map(|t| &t.state).collect();
                let dice = super::shown_dice::for_turn(e, &s, &kids);
                write!(out, "{}", super::shown_dice::text(&dice))?;
                let texts: Vec<String> = turns.iter().map(|t| turn_text(e, &s, t)).collect();
                writeln!(out, "Legal turns: {}", texts.join("  "))?;
                let mut chosen = None;
                while chosen.is_none() {
                    write!(
                        out,
                        "{number} {name} to move (a turn, its number from 1, fen, save FILE.pdn, or quit): "
                    )?;
                    out.flush()?;
                    let line = match read_line(input)? {
                        Line::End => {
                            writeln!(out)?;
                            write_history(e, out, &history, second)?;
                            return Ok(None);
                        }
                        Line::Text(t) => t,
                        bad => {
                            if let Some(why) = complaint(&bad) {
                                writeln!(out, "{why}")?;
                            }
                            continue;
                        }
                    };
                    let line = line.trim();
                    if line == "quit" || line == "q" {
                        write_history(e, out, &history, second)?;
                        return Ok(None);
                    }
                    if line == "fen" {
                        writeln!(out, "{}", crate::notation::write_position(e, &s))?;
                        continue;
                    }
                    if let Some(path) = line.strip_prefix("save") {
                        let pdn = record(e, tags, seats, &history, None);
                        save(path.trim(), (&pdn, history.len()), out)?;
                        continue;
                    }
                    chosen = texts
                        .iter()
                        .position(|t| t.eq_ignore_ascii_case(line))
                        .or_else(|| {
                            line.parse::<usize>()
                                .ok()
                                .filter(|&n| (1..=texts.len()).contains(&n))
                                .map(|n| n - 1)
                        });
                    if chosen.is_none() {
                        writeln!(
                            out,
                            "`{line}` is not a legal turn here; the legal turns are listed above."
                        )?;
                    }
                }
                chosen.unwrap_or(0)
            }
        };
        history.push(turn_text(e, &s, &turns[pick]));
        s = turns[pick].state.clone();
    }
}

/// The label of turn `k` (0-based): in a game of two, as PDN numbers it (`5.`, `4...`);
/// otherwise each turn its own number (`7.`), as rounds of one or of many players
/// would not pair.
fn label(e: &Engine, k: usize, second: bool) -> String {
    if e.program.players.len() == 2 {
        super::numbering::turn_number(k, second)
    } else {
        format!("{}.", k + 1)
    }
}

/// The turns played, numbered (from `1...` when the second player began), so that a
/// game left unfinished is not lost.
fn write_history(
    e: &Engine,
    out: &mut impl Write,
    history: &[String],
    second: bool,
) -> std::io::Result<()> {
    if history.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = history
        .iter()
        .enumerate()
        // As PDN writes them: `1. c3-d4 f6-e5 2. ...`, or `1... f6-e5 2. ...`.
        .map(|(i, t)| {
            let number = label(e, i, second);
            if i == 0 || !number.ends_with("...") {
                format!("{number} {t}")
            } else {
                t.clone()
            }
        })
        .collect();
    writeln!(out, "Turns played: {}", list.join(" "))
}
