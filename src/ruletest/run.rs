//! Running the tests of a [`Suite`] against the game they name.

use super::format::{Choice, Expected, Step, Suite, Test};
use crate::diag::{render, Diag, Diags, Sources};
use crate::engine::Engine;
use crate::game::{compile_file, Compiled};
use crate::kernel::{Game, GameResult, State, Turn};
use crate::load::{Failure, Selection};
use crate::notation::{parse_turn, read_fen, sort_turns, turn_text, write_fen};
use std::collections::HashMap;
use std::path::Path;

/// How one test went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The test's name.
    pub name: String,
    /// `None` when it passed; else what went wrong, as text.
    pub failure: Option<String>,
}

/// A game as a test runs it: a draughts rule set on the fast kernel, whose positions
/// are PDN FEN and whose turns are PDN's; any other game on the general engine, in its
/// own position text and turn names (`super::general`).
enum Loaded {
    Kernel(Box<Game>),
    General(Box<Engine>),
}

/// The games a suite needs, compiled once per ruleset and options.
struct Games<'a> {
    path: &'a Path,
    suite: &'a Suite,
    sources: &'a Sources,
    cache: HashMap<Choice, Result<Loaded, String>>,
}

impl Games<'_> {
    /// The game test `t` runs on, or why it cannot be loaded.
    fn get(&mut self, t: &Test) -> Result<&Loaded, String> {
        let (path, suite, sources) = (self.path, self.suite, self.sources);
        let c = &t.choice;
        self.cache
            .entry(c.clone())
            .or_insert_with(|| {
                let sel = Selection {
                    ruleset: c.ruleset.clone(),
                    options: c.options.clone(),
                    ..Default::default()
                };
                match compile_file(path, &sel).map_err(|f| load_failure(&f, t, suite, sources))? {
                    Compiled::Lowered(rules) => Game::new(*rules)
                        .map(|g| Loaded::Kernel(Box::new(g)))
                        .map_err(|e| format!("{}: {e}", path.display())),
                    Compiled::Program(p) => Ok(Loaded::General(Box::new(Engine::new(*p)))),
                }
            })
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// Why the game of `t` cannot be loaded. The loader locates faults in the game file;
/// those it cannot locate (a ruleset or option that does not exist, which it words as
/// for `--ruleset` and `--option`, or a game file that cannot be read) are the test
/// file's, so a diagnostic pointing at where the test file chose them comes first.
fn load_failure(f: &Failure, t: &Test, suite: &Suite, sources: &Sources) -> String {
    let loader = f.render(false);
    if !f.usage && f.diags.0.iter().all(|d| d.span().is_some()) {
        return loader;
    }
    let d = if f.usage && !t.choice_at.is_empty() {
        let mut d = Diag::new(
            "lud::test::bad_choice",
            format!(
                "the ruleset and options chosen here do not fit the game `{}`",
                suite.game
            ),
        )
        .help("the loader's message below lists what the game has");
        for at in &t.choice_at {
            d = d.label(*at, "chosen here");
        }
        d
    } else {
        Diag::new(
            "lud::test::game",
            format!("cannot load the game `{}`", suite.game),
        )
        .label(suite.game_at, "named here")
        .help("the game's path is relative to the test file")
    };
    format!("{}{loader}", render(&Diags::from(d), sources, false, 100))
}

/// Runs every test of `suite` whose full name contains `filter`; `dir` is the test
/// file's folder (the game path is relative to it), `sources` holds the test file.
pub fn run_suite(
    suite: &Suite,
    dir: &Path,
    sources: &Sources,
    prefix: &str,
    filter: Option<&str>,
) -> Vec<Outcome> {
    let path = dir.join(&suite.game);
    let mut games = Games {
        path: &path,
        suite,
        sources,
        cache: HashMap::new(),
    };
    suite
        .tests
        .iter()
        .filter(|t| filter.is_none_or(|f| format!("{prefix}::{}", t.name).contains(f)))
        .map(|t| Outcome {
            name: t.name.clone(),
            failure: games
                .get(t)
                .and_then(|g| match g {
                    Loaded::Kernel(g) => run_test(g, t, sources),
                    Loaded::General(e) => super::general::run_test(e, t, sources),
                })
                .err(),
        })
        .collect()
}

fn run_test(game: &Game, t: &Test, sources: &Sources) -> Result<(), String> {
    let mut state = match &t.position {
        None => game.start(),
        Some((fen, span)) => read_fen(game, fen)
            .map_err(|e| format!("{}: bad position: {e}", sources.location(*span)))?,
    };
    let mut legal = Vec::new();
    for (step, span) in &t.steps {
        let at = sources.location(*span);
        legal.clear();
        game.legal_turns(&state, &mut legal);
        match step {
            Step::Play(turns) => {
                for (text, tspan) in turns {
                    legal.clear();
                    game.legal_turns(&state, &mut legal);
                    let turn = parse_turn(game, &state, &legal, text)
                        .map_err(|e| format!("{}: cannot play: {e}", sources.location(*tspan)))?;
                    state = game.apply(&state, &turn);
                }
            }
            Step::Turns(expected) => check_turns(game, &state, &legal, expected, &at)?,
            Step::Perft(counts) => check_perft(game, &state, counts, &at)?,
            Step::Huffable(squares) => check_huffable(&state, squares, &at)?,
            Step::Result(e) => check_result(game, &state, &legal, e, &at)?,
            Step::Fen(f) => check_fen(game, &state, f, &at)?,
        }
    }
    Ok(())
}

fn texts(turns: &[Turn]) -> Vec<String> {
    let mut v = turns.to_vec();
    sort_turns(&mut v);
    v.iter().map(turn_text).collect()
}

fn check_turns(
    game: &Game,
    state: &State,
    legal: &[Turn],
    expected: &[(String, crate::syntax::ast::Span)],
    at: &str,
) -> Result<(), String> {
    let mut missing = Vec::new();
    let mut notes = Vec::new();
    let mut matched: Vec<Turn> = Vec::new();
    for (text, _) in expected {
        match parse_turn(game, state, legal, text) {
            Ok(t) if matched.contains(&t) => {
                notes.push(format!("  `{text}` is listed twice (as {})", turn_text(&t)))
            }
            Ok(t) => matched.push(t),
            Err(crate::notation::TurnError::Ambiguous { candidates, .. }) => notes.push(format!(
                "  `{text}` names several turns ({}): write the full turn",
                candidates.join(", ")
            )),
            Err(_) => missing.push(text.clone()),
        }
    }
    let extra: Vec<Turn> = legal
        .iter()
        .filter(|t| !matched.contains(t))
        .copied()
        .collect();
    if missing.is_empty() && extra.is_empty() && notes.is_empty() {
        return Ok(());
    }
    let mut out = format!("{at}: the legal turns differ\n");
    let exp: Vec<&str> = expected.iter().map(|(s, _)| s.as_str()).collect();
    out.push_str(&format!("  expected: {}\n", list(&exp)));
    let act = texts(legal);
    out.push_str(&format!(
        "  actual:   {}\n",
        list(&act.iter().map(String::as_str).collect::<Vec<_>>())
    ));
    for m in &missing {
        out.push_str(&format!("  - {m}    (expected, not legal)\n"));
    }
    for e in texts(&extra) {
        out.push_str(&format!("  + {e}    (legal, not expected)\n"));
    }
    for n in notes {
        out.push_str(&n);
        out.push('\n');
    }
    Err(out)
}

fn list(v: &[&str]) -> String {
    if v.is_empty() {
        "(none)".to_string()
    } else {
        v.join(" ")
    }
}

fn check_perft(game: &Game, state: &State, counts: &[u64], at: &str) -> Result<(), String> {
    let mut bad = Vec::new();
    for (i, &want) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        let got = game.perft(state, depth);
        if got != want {
            bad.push(format!("  depth {depth}: expected {want}, got {got}"));
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("{at}: perft differs\n{}\n", bad.join("\n")))
    }
}

fn check_huffable(state: &State, squares: &[u32], at: &str) -> Result<(), String> {
    let mut want = squares.to_vec();
    want.sort_unstable();
    want.dedup();
    let set = state.huffable();
    let got: Vec<u32> = (0..128u32)
        .filter(|i| set >> i & 1 == 1)
        .map(|i| i + 1)
        .collect();
    if got == want {
        return Ok(());
    }
    let show = |v: &[u32]| {
        if v.is_empty() {
            "(none)".to_string()
        } else {
            v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
        }
    };
    Err(format!(
        "{at}: the huffable pieces differ\n  expected: {}\n  actual:   {}\n",
        show(&want),
        show(&got)
    ))
}

fn check_result(
    game: &Game,
    state: &State,
    legal: &[Turn],
    e: &Expected,
    at: &str,
) -> Result<(), String> {
    let got = match game.result(state, legal) {
        None => Expected::None,
        Some(GameResult::Draw) => Expected::Draw,
        Some(GameResult::Win(p)) => {
            Expected::Win(game.rules().players[p as usize & 1].name.clone())
        }
    };
    if got == *e {
        return Ok(());
    }
    Err(result_differs(e, &got, at))
}

/// The report of a `result` step that failed, on either engine.
pub(super) fn result_differs(want: &Expected, got: &Expected, at: &str) -> String {
    let show = |r: &Expected| match r {
        Expected::None => "none (the game goes on)".to_string(),
        Expected::Draw => "draw".to_string(),
        Expected::Win(p) => format!("{p} wins"),
    };
    format!(
        "{at}: the result differs\n  expected: {}\n  actual:   {}\n",
        show(want),
        show(got)
    )
}

fn check_fen(game: &Game, state: &State, fen: &str, at: &str) -> Result<(), String> {
    // Compared as positions (read and written back), so any way of writing one matches.
    let want = read_fen(game, fen).map_err(|e| format!("{at}: bad FEN: {e}"))?;
    let (want, got) = (write_fen(game, &want), write_fen(game, state));
    if want == got {
        return Ok(());
    }
    Err(format!(
        "{at}: the position differs\n  expected: {want}\n  actual:   {got}\n"
    ))
}
