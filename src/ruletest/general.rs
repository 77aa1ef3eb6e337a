//! A rule test on the general engine: the same steps as on the draughts kernel, read
//! in the general engine's words. A position is the position text of
//! `docs/notation.md` (`P1 to move; P1: King e1, Pawn e7; P2: King h1`), a turn is
//! named as the terminal names it (`e2-e4`, `e7-e8=queen`), and a player by the game's
//! own name for it (`P1`, `White`).

use super::format::{Expected, Step, Test};
use crate::diag::Sources;
use crate::engine::{Engine, State, Turn};
use crate::game::{GameApi, Outcome};
use crate::notation::turn_names::turn_names;
use crate::notation::{read_position, write_position};
use crate::syntax::ast::Span;

/// Runs test `t` on `engine`; the error says where it failed and what differs.
pub fn run_test(engine: &Engine, t: &Test, sources: &Sources) -> Result<(), String> {
    let mut state = match &t.position {
        None => engine.start(),
        Some((text, span)) => read_position(engine, text)
            .map_err(|e| format!("{}: bad position: {e}", sources.location(*span)))?,
    };
    for (step, span) in &t.steps {
        let at = sources.location(*span);
        match step {
            Step::Play(turns) => {
                for (text, tspan) in turns {
                    state = play(engine, &state, text)
                        .map_err(|e| format!("{}: cannot play: {e}", sources.location(*tspan)))?;
                }
            }
            Step::Turns(expected) => check_turns(engine, &state, expected, &at)?,
            Step::Perft(counts) => check_perft(engine, &state, counts, &at)?,
            Step::Huffable(_) => {
                return Err(format!(
                    "{at}: `huffable` asks about the huff of a draughts game on the fast kernel; \
                     this game runs on the general engine"
                ))
            }
            Step::Result(e) => check_result(engine, &state, e, &at)?,
            Step::Fen(text) => check_position(engine, &state, text, &at)?,
        }
    }
    Ok(())
}

/// The legal turns at `s` and their names; none once the game is over.
fn legal(e: &Engine, s: &State) -> (Vec<Turn>, Vec<String>) {
    if e.outcome(s).is_some() {
        return (Vec::new(), Vec::new());
    }
    let turns = e.turns(s);
    let names = turn_names(e, s, &turns);
    (turns, names)
}

fn play(e: &Engine, s: &State, text: &str) -> Result<State, String> {
    if let Some(o) = e.outcome(s) {
        let how = match o {
            Outcome::Win(p) => format!("{} won", player_name(e, p)),
            Outcome::Draw => "drawn".to_string(),
        };
        return Err(format!("`{text}` comes after the game ended ({how})"));
    }
    let (mut turns, names) = legal(e, s);
    match names.iter().position(|n| n.eq_ignore_ascii_case(text)) {
        Some(k) => Ok(turns.swap_remove(k).state),
        None => Err(format!(
            "`{text}` is not a legal turn here; the legal turns are: {}",
            list(&names)
        )),
    }
}

/// Player `p` (0-based) as the game names it.
fn player_name(e: &Engine, p: u8) -> String {
    e.program
        .players
        .get(p as usize)
        .map_or(format!("P{}", p + 1), |x| x.name.clone())
}

fn list(v: &[String]) -> String {
    if v.is_empty() {
        "(none)".to_string()
    } else {
        v.join(" ")
    }
}

fn check_turns(e: &Engine, s: &State, expected: &[(String, Span)], at: &str) -> Result<(), String> {
    let (_, mut names) = legal(e, s);
    names.sort();
    let lower = |t: &str| t.to_ascii_lowercase();
    let mut want: Vec<String> = expected.iter().map(|(t, _)| lower(t)).collect();
    want.sort();
    let twice: Vec<&String> = want
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| &w[0])
        .collect();
    let missing: Vec<&String> = want.iter().filter(|t| !names.contains(t)).collect();
    let extra: Vec<&String> = names.iter().filter(|n| !want.contains(n)).collect();
    if missing.is_empty() && extra.is_empty() && twice.is_empty() {
        return Ok(());
    }
    let mut out = format!("{at}: the legal turns differ\n");
    let written: Vec<String> = expected.iter().map(|(t, _)| t.clone()).collect();
    out.push_str(&format!("  expected: {}\n", list(&written)));
    out.push_str(&format!("  actual:   {}\n", list(&names)));
    for m in missing {
        out.push_str(&format!("  - {m}    (expected, not legal)\n"));
    }
    for x in extra {
        out.push_str(&format!("  + {x}    (legal, not expected)\n"));
    }
    for t in twice {
        out.push_str(&format!("  `{t}` is listed twice\n"));
    }
    Err(out)
}

fn check_perft(e: &Engine, s: &State, counts: &[u64], at: &str) -> Result<(), String> {
    let bad: Vec<String> = (1..)
        .zip(counts)
        .filter_map(|(depth, &want)| {
            let got = e.perft(s, depth);
            (got != want).then(|| format!("  depth {depth}: expected {want}, got {got}"))
        })
        .collect();
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("{at}: perft differs\n{}\n", bad.join("\n")))
    }
}

fn check_result(e: &Engine, s: &State, want: &Expected, at: &str) -> Result<(), String> {
    let name = |p: u8| player_name(e, p);
    let got = match e.outcome(s) {
        None => Expected::None,
        Some(Outcome::Draw) => Expected::Draw,
        Some(Outcome::Win(p)) => Expected::Win(name(p)),
    };
    let same = match (&got, want) {
        (Expected::Win(a), Expected::Win(b)) => a.eq_ignore_ascii_case(b),
        (a, b) => a == b,
    };
    if same {
        return Ok(());
    }
    Err(super::run::result_differs(want, &got, at))
}

fn check_position(e: &Engine, s: &State, text: &str, at: &str) -> Result<(), String> {
    // Compared as positions (read and written back), so any way of writing one matches;
    // what records the game's history (`turns:`, `moves:`, `last:`) only when the
    // expected text writes it, so a test need not count the turns it played.
    let want = read_position(e, text).map_err(|err| format!("{at}: bad position: {err}"))?;
    let (want, got) = (write_position(e, &want), write_position(e, s));
    let history = ["turns:", "moves:", "last:", "played"];
    let written = |h: &&str| text.to_ascii_lowercase().contains(*h);
    let left: Vec<&str> = history.iter().filter(|h| !written(h)).copied().collect();
    let keep = |t: &str| -> String {
        t.split(';')
            .map(str::trim)
            .filter(|part| !left.iter().any(|h| part.starts_with(h)))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let (want, got) = (keep(&want), keep(&got));
    if want == got {
        return Ok(());
    }
    Err(format!(
        "{at}: the position differs\n  expected: {want}\n  actual:   {got}\n"
    ))
}
