//! Replaying a trace of Ludii's random games (`ludic replay-trace`): at every move of
//! every game, ludic is given the dice Ludii rolled (the roll is a chance node whose
//! outcome is forced, `Stepper::roll`) and its legal moves are compared with Ludii's;
//! then Ludii's chosen move is played. The first difference of a game is reported with
//! the move, the dice, and the moves only one side has. `docs/testing.md` describes
//! the trace format and how Ludii's side is written.
//!
//! A move is named `FROM-TO` by its sites as positions name them (`a1`, `#N`), `pass`
//! for a pass: what both programs can print of any move, so two moves that differ
//! only elsewhere (a die used, a consequence) are one; the comparison is of the sets of
//! such names, since Ludii lists a move once per die that allows it.

use crate::engine::Action;
use crate::notation::position::Naming;
use crate::program::board::OFF;
use serde::Deserialize;
use std::io::BufRead;

/// The longest line read: a move's line lists its legal moves, a few thousand at most.
pub const MAX_LINE: usize = 1 << 20;

/// One line of a trace.
#[derive(Debug, Deserialize)]
pub struct Line {
    /// A game's first line: its number.
    pub game: Option<u64>,
    /// The seed Ludii's game was played with (informative).
    pub seed: Option<i64>,
    /// The number of players.
    pub players: Option<u8>,
    /// The game file Ludii played (informative).
    pub file: Option<String>,
    /// A move's line: its number in the game, from 0.
    pub step: Option<u64>,
    /// The player to move (1-based).
    #[serde(default)]
    pub mover: u8,
    /// The dice the mover sees: the roll made by this move, else the values shown.
    #[serde(default)]
    pub dice: Vec<i32>,
    /// The face (index into its faces) each die rolled, when this move rolls.
    pub faces: Option<Vec<usize>>,
    /// Whether the legal moves begin with a roll.
    #[serde(default)]
    pub rolled: bool,
    /// Ludii's legal moves, named as above (twins included).
    #[serde(default)]
    pub legal: Vec<String>,
    /// The move Ludii played.
    pub chosen: Option<String>,
    /// A game's last line.
    #[serde(default)]
    pub end: bool,
    /// Ludii's winner (0: none, a draw or a ranking without one winner).
    #[serde(default)]
    pub winner: u8,
    /// Ludii's turn count at the end (`numTurn`).
    pub turns: Option<u64>,
}

/// A game of a trace: its number, seed and lines (moves, then the end when present),
/// each with its line number in the file.
#[derive(Debug, Default)]
pub struct TraceGame {
    /// Its number in the trace.
    pub game: u64,
    /// Ludii's seed.
    pub seed: Option<i64>,
    /// The players the trace says the game has.
    pub players: Option<u8>,
    /// The game file Ludii played, as the trace names it.
    pub file: Option<String>,
    /// The moves, each with its line number.
    pub steps: Vec<(usize, Line)>,
    /// The last line, with its line number.
    pub end: Option<(usize, Line)>,
}

/// Reads a trace game by game, handing each to `each` (which answers whether to go on):
/// one JSON object a line, blank lines skipped; an error names the line. A trace can be
/// far larger than memory should hold, so it is never read whole.
pub fn read_games<R: BufRead>(r: R, mut each: impl FnMut(TraceGame) -> bool) -> Result<(), String> {
    let mut cur: Option<TraceGame> = None;
    for (i, raw) in r.lines().enumerate() {
        let no = i + 1;
        let raw = raw.map_err(|e| format!("line {no}: {e}"))?;
        if raw.len() > MAX_LINE {
            return Err(format!("line {no}: longer than {MAX_LINE} bytes"));
        }
        if raw.trim().is_empty() {
            continue;
        }
        let line: Line =
            serde_json::from_str(&raw).map_err(|e| format!("line {no}: not a trace line: {e}"))?;
        if let Some(g) = line.game {
            if let Some(done) = cur.take() {
                if !each(done) {
                    return Ok(());
                }
            }
            cur = Some(TraceGame {
                game: g,
                seed: line.seed,
                players: line.players,
                file: line.file,
                ..TraceGame::default()
            });
            continue;
        }
        let Some(g) = cur.as_mut() else {
            return Err(format!("line {no}: a move before any game's first line"));
        };
        if g.end.is_some() {
            return Err(format!("line {no}: a line after the game's end"));
        }
        if line.end {
            g.end = Some((no, line));
        } else if line.step.is_some() {
            g.steps.push((no, line));
        } else {
            return Err(format!("line {no}: neither a game, a move nor an end"));
        }
    }
    if let Some(done) = cur {
        each(done);
    }
    Ok(())
}

/// Reads a whole trace held in memory.
pub fn read_trace(text: &str) -> Result<Vec<TraceGame>, String> {
    let mut games = Vec::new();
    read_games(text.as_bytes(), |g| {
        games.push(g);
        true
    })?;
    Ok(games)
}

/// The first difference of a game, or its failure to replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The line of the trace.
    pub line: usize,
    /// The move's number in the game (none at the end).
    pub step: Option<u64>,
    /// What differs.
    pub message: String,
    /// ludic's position there, as `docs/notation.md` writes it (empty at the start).
    pub position: String,
}

/// How a game replayed: the moves that agree, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Agreement {
    /// Moves replayed, each with the same legal moves.
    pub steps: usize,
    /// The end both sides reached (`P1 won`, `drawn`), or that the trace stops before.
    pub ending: String,
}

/// The name of a move as the trace writes it.
pub fn move_name(names: &Naming, m: &crate::engine::Move) -> String {
    if m.from == OFF && m.to == OFF && m.actions.contains(&Action::Pass) {
        return "pass".into();
    }
    if m.from == OFF && m.to == OFF {
        // A move at one site that is no step (a promotion): Ludii gives it that site
        // as its from and to.
        let at = m.actions.iter().find_map(|a| match a {
            Action::Promote { site, .. } | Action::Remove { site, .. } => Some(*site),
            _ => None,
        });
        if let Some(site) = at {
            return format!("{0}-{0}{1}", names.site(site), promoted(names, m));
        }
    }
    format!(
        "{}-{}{}",
        names.site(m.from),
        names.site(m.to),
        promoted(names, m)
    )
}

/// `=Name` for each promotion of a move: two promotions at one site differ by it.
fn promoted(names: &Naming, m: &crate::engine::Move) -> String {
    let p = &names.engine.program;
    let mut out = String::new();
    for a in &m.actions {
        if let Action::Promote { comp, .. } = a {
            out.push('=');
            out.push_str(&p.comp(*comp).name);
        }
    }
    out
}

pub use super::trace_replay::replay_game;
