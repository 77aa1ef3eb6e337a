//! Perft suites: every `tests/*.perft` data file (shakmaty style). Each case names a
//! game file (and ruleset), a position (`fen`, or the start) and `perft DEPTH COUNT`
//! lines. Each count is checked with bulk counting and, up to a quarter of the limit
//! and at most [`FULL_LIMIT`], with every leaf made. The fast test checks counts up to [`FAST_LIMIT`] leaves; the
//! ignored one checks them all (`cargo test --release --test perft -- --ignored`).

use ludic::game::rules_from_file;
use ludic::kernel::Game;
use ludic::load::Selection;
use ludic::notation::read_fen;
use std::path::{Path, PathBuf};

/// Counts up to this many leaves run in CI.
const FAST_LIMIT: u64 = 200_000;

/// Counts up to this many leaves are checked with every leaf made too (up to a quarter
/// of the run's limit).
const FULL_LIMIT: u64 = 5_000_000;

/// One position of a suite.
#[derive(Debug, Default)]
struct Case {
    /// `file:id`.
    name: String,
    game: String,
    ruleset: Option<String>,
    fen: Option<String>,
    counts: Vec<(u32, u64)>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Reads every suite; a malformed line fails the test with its place.
fn cases() -> Vec<Case> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests"))
        .expect("tests/ is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no tests/*.perft file");
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("suite is readable");
        let fname = f
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        parse_suite(&fname, &text, &mut out);
    }
    out
}

fn parse_suite(fname: &str, text: &str, out: &mut Vec<Case>) {
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{fname}:{}", i + 1);
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        if key == "id" {
            out.push(Case {
                name: format!("{fname}:{rest}"),
                ..Case::default()
            });
            continue;
        }
        let case = out
            .last_mut()
            .unwrap_or_else(|| panic!("{at}: `{key}` before any `id`"));
        match key {
            "game" => {
                let (file, ruleset) = match rest.split_once(" ruleset ") {
                    Some((f, r)) => (f.trim(), Some(r.trim().to_string())),
                    None => (rest, None),
                };
                case.game = file.to_string();
                case.ruleset = ruleset;
            }
            "fen" => case.fen = Some(rest.to_string()),
            "perft" => {
                let nums: Vec<u64> = rest
                    .split_whitespace()
                    .map(|n| {
                        n.parse()
                            .unwrap_or_else(|_| panic!("{at}: bad number `{n}`"))
                    })
                    .collect();
                assert_eq!(nums.len(), 2, "{at}: expected `perft DEPTH COUNT`");
                case.counts.push((nums[0] as u32, nums[1]));
            }
            other => panic!("{at}: unknown key `{other}`"),
        }
    }
}

/// Runs every count up to `limit`, collecting every mismatch before failing.
fn run(limit: u64) {
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in cases() {
        let sel = Selection {
            ruleset: case.ruleset.clone(),
            options: Vec::new(),
            ..Default::default()
        };
        let rules = match rules_from_file(&root().join(&case.game), &sel) {
            Ok(r) => r,
            Err(f) => {
                failures.push(format!("{}: {}", case.name, f.render(false)));
                continue;
            }
        };
        let game = Game::new(rules).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let state = match &case.fen {
            Some(f) => read_fen(&game, f).unwrap_or_else(|e| panic!("{}: {e}", case.name)),
            None => game.start(),
        };
        for &(depth, want) in case.counts.iter().filter(|c| c.1 <= limit) {
            let got = game.perft(&state, depth);
            checked += 1;
            if got != want {
                failures.push(format!(
                    "{} ({}): perft {depth} = {got}, expected {want}",
                    case.name,
                    Path::new(&case.game).display()
                ));
            }
            // Every leaf made must count the same as bulk counting (which counts the
            // last ply by other code): run on the smaller counts, it costs more.
            if want <= (limit / 4).min(FULL_LIMIT) {
                let full = game.perft_full(&state, depth);
                if full != want {
                    failures.push(format!(
                        "{} ({}): perft {depth} with every leaf made = {full}, expected {want}",
                        case.name,
                        Path::new(&case.game).display()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0, "no count was checked");
}

#[test]
fn perft_suites_fast() {
    run(FAST_LIMIT);
}

#[test]
#[ignore = "deep counts: run with --release -- --ignored"]
fn perft_suites_deep() {
    run(u64::MAX);
}

#[test]
fn suites_parse() {
    let cs = cases();
    assert!(cs
        .iter()
        .all(|c| !c.game.is_empty() && !c.counts.is_empty()));
}
