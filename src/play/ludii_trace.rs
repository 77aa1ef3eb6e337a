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

use crate::engine::{Action, Engine, Over, Stepper};
use crate::notation::position::{write_position, Naming};
use crate::program::board::OFF;
use serde::Deserialize;
use std::collections::BTreeSet;
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

/// An outcome of the roll under which ludic's only move is a pass that does not roll:
/// Ludii's forced pass when its roll left no move (that roll is then not in the trace).
fn outcome_of_pass(st: &Stepper) -> Option<usize> {
    (0..st.num_outcomes()).find(|&k| {
        let mut c = st.clone();
        c.roll(k)
            && c.moves()
                .iter()
                .all(|m| m.from == OFF && m.actions.iter().all(|a| *a == Action::Pass))
    })
}

/// The outcome of a roll that gives Ludii's dice: by faces when the trace has them
/// for every die, else by values.
fn outcome(st: &Stepper, line: &Line) -> Option<usize> {
    let n = st.num_outcomes();
    let dice = st.faces_of(0).len();
    // The roll comes first; a double left half played by the last turn (Ludii's stale
    // `temp`) adds the updates that give it back to every die after it.
    if let Some(f) = line.faces.as_ref().filter(|f| f.len() >= dice) {
        return (0..n).find(|&k| st.faces_of(k) == f[..dice]);
    }
    let values = &line.dice[..dice.min(line.dice.len())];
    (0..n).find(|&k| st.outcome_values(k) == values)
}

/// Whether the line is a double played again rather than a roll: Ludii gives a double's
/// dice their value back by an `ActionUpdateDice` in the moves that follow its first
/// use (`forEach Die replayDouble:True`), which the trace reads as a roll. It is one
/// when ludic's position keeps a double's value (`temp`) and the trace shows that double.
fn restores_double(st: &Stepper, line: &Line) -> bool {
    let view = st.view();
    let Some(d) = view.dice.as_deref().filter(|d| d.temp > 0) else {
        return false;
    };
    !line.dice.is_empty() && line.dice.iter().all(|&v| v == d.temp)
}

/// Which of ludic's moves named `chosen` Ludii played. Two moves of the same sites may
/// differ in what follows them (a die whose move goes on with the turn, another's that
/// ends it), which the name does not tell: the one after which the next line's player
/// moves with the dice it shows and the moves it lists (or, at the trace's last move,
/// the game ends) is taken, else the first. (Moves of different levels of one stack
/// share their name, and differ by the next line's moves.)
fn chosen_index(
    names: &Naming,
    st: &Stepper,
    ours: &[String],
    chosen: &str,
    next: Option<&Line>,
) -> Option<usize> {
    let mut named = (0..ours.len()).filter(|&i| ours[i] == chosen);
    let first = named.next()?;
    let fits = |i: usize| {
        let mut c = st.clone();
        c.play(i);
        match next {
            Some(l) if l.rolled => !c.is_over() && c.mover() == l.mover && lists_as(names, c, l),
            Some(l) => {
                !c.is_over()
                    && c.mover() == l.mover
                    && same_dice(&c, &l.dice)
                    && lists_as(names, c, l)
            }
            None => c.is_over(),
        }
    };
    if fits(first) {
        return Some(first);
    }
    Some(named.find(|&i| fits(i)).unwrap_or(first))
}

/// Whether ludic's moves at `c`, after Ludii's roll of `l` when it rolls, are named as
/// the moves `l` lists.
fn lists_as(names: &Naming, mut c: Stepper, l: &Line) -> bool {
    if c.is_chance_node() {
        match outcome(&c, l).filter(|_| l.rolled) {
            Some(k) => {
                c.roll(k);
            }
            None => return true,
        }
    }
    let ours: BTreeSet<String> = c.moves().iter().map(|m| move_name(names, m)).collect();
    let theirs: BTreeSet<String> = l.legal.iter().cloned().collect();
    ours == theirs
}

/// Whether the dice `st` shows are `dice`, as multisets.
fn same_dice(st: &Stepper, dice: &[i32]) -> bool {
    let view = st.view();
    let mut a: Vec<i32> = view
        .dice
        .as_deref()
        .map_or(Vec::new(), |d| d.value.to_vec());
    let mut b = dice.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

/// Whether both sides' only move is a pass.
fn passes_only(st: &Stepper, line: &Line) -> bool {
    let pass = |m: &crate::engine::Move| m.from == OFF && m.actions.contains(&Action::Pass);
    st.moves().iter().all(pass) && line.legal.iter().all(|m| m == "pass")
}

fn list(set: &BTreeSet<&str>) -> String {
    if set.is_empty() {
        "none".into()
    } else {
        set.iter().copied().collect::<Vec<_>>().join(" ")
    }
}

/// Replays one game of a trace on `engine`; the first difference, if any.
pub fn replay_game(engine: &Engine, g: &TraceGame) -> Result<Agreement, Difference> {
    let names = Naming::new(engine);
    let mut st = Stepper::start(engine);
    st.keep_dice_twins(true);
    st.set_explicit_chance(true);
    let np = engine.program.players.len();
    let first_line = g.steps.first().map_or(0, |(l, _)| *l);
    if let Some(p) = g.players.filter(|&p| p as usize != np) {
        let message = format!("Ludii's game has {p} players, ludic's {np}");
        return Err(Difference {
            line: first_line,
            step: Some(0),
            message,
            position: String::new(),
        });
    }
    for (at, (no, line)) in g.steps.iter().enumerate() {
        let diff = |message: String, st: &Stepper| Difference {
            line: *no,
            step: line.step,
            message,
            position: write_position(engine, &st.view()),
        };
        if st.is_over() {
            return Err(diff(
                format!(
                    "ludic's game is over ({}), Ludii's goes on",
                    ending(engine, &st)
                ),
                &st,
            ));
        }
        if st.mover() != line.mover {
            return Err(diff(
                format!(
                    "P{} is to move in Ludii, P{} in ludic",
                    line.mover,
                    st.mover()
                ),
                &st,
            ));
        }
        if st.is_chance_node() {
            let k = if line.rolled {
                outcome(&st, line)
            } else if line.legal.iter().all(|m| m == "pass") {
                outcome_of_pass(&st)
            } else {
                return Err(diff(
                    format!(
                        "ludic rolls the dice here, Ludii does not (Ludii's dice show {:?})",
                        line.dice
                    ),
                    &st,
                ));
            };
            let Some(k) = k else {
                return Err(diff(
                    if line.rolled {
                        format!("no outcome of ludic's dice is Ludii's roll {:?}", line.dice)
                    } else {
                        "Ludii's roll left it only a forced pass; every roll gives ludic a move"
                            .into()
                    },
                    &st,
                ));
            };
            st.roll(k);
        } else if line.rolled && !passes_only(&st, line) && !restores_double(&st, line) {
            // (A roll no outcome of which gives a move is no chance node in ludic: the
            // forced pass that follows is the same whatever the dice, as in Ludii.)
            return Err(diff(
                format!(
                    "Ludii rolls the dice here ({:?}), ludic does not",
                    line.dice
                ),
                &st,
            ));
        } else if engine.is_stochastic() && !line.rolled && !restores_double(&st, line) {
            // As multisets: of two dice of one value, the move (named by its sites)
            // may have used either in Ludii, the first in ludic.
            if !same_dice(&st, &line.dice) {
                let view = st.view();
                let shown: Vec<i32> = view
                    .dice
                    .as_deref()
                    .map_or(Vec::new(), |d| d.value.to_vec());
                return Err(diff(
                    format!("the dice show {:?} in Ludii, {shown:?} in ludic", line.dice),
                    &st,
                ));
            }
        }
        let ours: Vec<String> = st.moves().iter().map(|m| move_name(&names, m)).collect();
        let a: BTreeSet<&str> = line.legal.iter().map(String::as_str).collect();
        let b: BTreeSet<&str> = ours.iter().map(String::as_str).collect();
        if a != b {
            let only_ludii: BTreeSet<&str> = a.difference(&b).copied().collect();
            let only_ludic: BTreeSet<&str> = b.difference(&a).copied().collect();
            return Err(diff(
                format!(
                    "P{} with dice {:?}: Ludii has {} distinct moves ({} listed), ludic {}; \
                 only Ludii: {}; only ludic: {}",
                    line.mover,
                    line.dice,
                    a.len(),
                    line.legal.len(),
                    b.len(),
                    list(&only_ludii),
                    list(&only_ludic)
                ),
                &st,
            ));
        }
        let Some(chosen) = &line.chosen else {
            // Ludii found no move at all (not even its forced pass): the trace stops.
            return Err(diff(
                "Ludii has no legal move here and the game stops".into(),
                &st,
            ));
        };
        let next = g.steps.get(at + 1).map(|(_, l)| l);
        let Some(i) = chosen_index(&names, &st, &ours, chosen, next) else {
            return Err(diff(
                format!("Ludii's chosen move {chosen} is not among its legal moves"),
                &st,
            ));
        };
        st.play(i);
    }
    let steps = g.steps.len();
    let Some((no, end)) = &g.end else {
        return Ok(Agreement {
            steps,
            ending: "the trace stops before the end".into(),
        });
    };
    let diff = |message: String| Difference {
        line: *no,
        step: None,
        message,
        position: write_position(engine, st.state()),
    };
    if !st.is_over() {
        return Err(diff(format!(
            "Ludii's game is over after {steps} moves (winner {}), ludic's goes on",
            end.winner
        )));
    }
    let ours = match st.state().over {
        Some(Over::Win(p)) => p,
        _ => 0,
    };
    if ours != end.winner {
        return Err(diff(format!(
            "the game ends with {} in Ludii, {} in ludic",
            winner_text(end.winner),
            ending(engine, &st)
        )));
    }
    Ok(Agreement {
        steps,
        ending: ending(engine, &st),
    })
}

fn winner_text(w: u8) -> String {
    if w == 0 {
        "no winner".into()
    } else {
        format!("P{w} winning")
    }
}

fn ending(_engine: &Engine, st: &Stepper) -> String {
    match st.state().over {
        Some(Over::Win(p)) => format!("P{p} won"),
        Some(Over::Draw) => "drawn".into(),
        None => "not over".into(),
    }
}
