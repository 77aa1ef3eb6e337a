//! Replaying traces of Ludii's random games (`ludic replay-trace`, `play::ludii_trace`;
//! the method is in docs/testing.md). The checked-in trace of Dice Race is written by
//! hand: a game with a forced pass and a win, replayed as it is and with one thing
//! changed at a time, each change found at its line. With `LUDII_TRACES` set to a
//! folder of traces written by Ludii, every trace there is replayed
//! (`cargo test --release --test ludii_trace -- --ignored`).

use ludic::game::engine_from_file;
use ludic::load::Selection;
use ludic::play::ludii_trace::{read_trace, replay_game, Agreement, Difference};
use std::path::{Path, PathBuf};

const TRACE: &str = include_str!("ludii-traces/dice-race.jsonl");

fn replay(trace: &str) -> Result<Agreement, Difference> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/move-language/dice-race.lud");
    let engine = engine_from_file(&path, &Selection::default()).expect("Dice Race loads");
    let games = read_trace(trace).expect("the trace reads");
    assert_eq!(games.len(), 1);
    replay_game(&engine, &games[0])
}

#[test]
fn the_hand_written_trace_agrees_to_the_end() {
    let a = replay(TRACE).expect("every move agrees");
    assert_eq!(a.steps, 6);
    assert_eq!(a.ending, "P2 won");
}

#[test]
fn a_legal_move_ludic_lacks_is_found_at_its_line() {
    let t = TRACE.replace("\"legal\":[\"d1-g1\"]", "\"legal\":[\"d1-g1\",\"d1-h1\"]");
    let d = replay(&t).expect_err("a move ludic does not have");
    assert_eq!((d.line, d.step), (4, Some(2)));
    assert!(d.message.contains("only Ludii: d1-h1"), "{}", d.message);
    assert!(d.position.contains("P1 to move"), "{}", d.position);
}

#[test]
fn another_roll_gives_other_moves() {
    // Ludii's roll of 1 at move 2: ludic, given that roll, moves d1-e1, not d1-g1.
    let t = TRACE.replace(
        "\"dice\":[3],\"faces\":[2],\"rolled\":true,\"legal\":[\"d1-g1\"]",
        "\"dice\":[1],\"faces\":[0],\"rolled\":true,\"legal\":[\"d1-g1\"]",
    );
    let d = replay(&t).expect_err("the roll decides the moves");
    assert_eq!(d.line, 4);
    assert!(d.message.contains("only ludic: d1-e1"), "{}", d.message);
}

#[test]
fn a_roll_no_die_can_show_is_reported() {
    let t = TRACE.replacen(
        "\"dice\":[3],\"faces\":[2]",
        "\"dice\":[7],\"faces\":[6]",
        1,
    );
    let d = replay(&t).expect_err("a three-sided die shows no 7");
    assert_eq!(d.line, 2);
    assert!(d.message.contains("no outcome"), "{}", d.message);
}

#[test]
fn a_roll_ludii_did_not_make_is_reported() {
    let t = TRACE.replacen("\"rolled\":true", "\"rolled\":false", 1);
    let d = replay(&t).expect_err("ludic rolls at the first move");
    assert!(
        d.message.contains("ludic rolls the dice here"),
        "{}",
        d.message
    );
}

#[test]
fn another_end_is_reported() {
    let d = replay(&TRACE.replace("\"winner\":2", "\"winner\":1")).expect_err("P2 wins");
    assert_eq!((d.line, d.step), (8, None));
    assert!(d.message.contains("P1 winning in Ludii"), "{}", d.message);
    // A trace that goes on after ludic's end.
    let more = "{\"step\":6,\"mover\":1,\"dice\":[1],\"rolled\":true,\"legal\":[\"h1-h1\"]}\n";
    let t = TRACE.replace("{\"end\"", &format!("{more}{{\"end\""));
    let d = replay(&t).expect_err("the game is over");
    assert!(d.message.contains("ludic's game is over"), "{}", d.message);
}

#[test]
fn a_line_that_is_not_json_is_named() {
    let t = TRACE.replace("{\"step\":3,", "{step:3,");
    let e = read_trace(&t).expect_err("not JSON");
    assert!(e.starts_with("line 5:"), "{e}");
    let e = read_trace("{\"step\":0,\"mover\":1}").expect_err("no game line");
    assert!(e.contains("before any game"), "{e}");
}

/// Files whose Ludii traces are known to differ, and why (see docs/testing.md).
const KNOWN_DIFFERENT: &[(&str, &str)] = &[
    (
        "Sarvatobhadra.lud",
        "a roll inside the end rule `(no Moves P1)` is in no trace",
    ),
    (
        "Chaturaji.lud",
        "the winner by score differs at the end of some games",
    ),
];

#[test]
#[ignore = "needs traces written by Ludii: LUDII_TRACES=DIR"]
fn ludii_traces_agree() {
    let Some(dir) = std::env::var_os("LUDII_TRACES") else {
        eprintln!("LUDII_TRACES is not set: nothing to replay");
        return;
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("LUDII_TRACES is a folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    paths.sort();
    let mut wrong = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).expect("the trace reads");
        let games = read_trace(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let Some(file) = games.first().and_then(|g| g.file.clone()) else {
            eprintln!("{}: no game file named; skipped", path.display());
            continue;
        };
        let engine = match engine_from_file(Path::new(&file), &Selection::default()) {
            Ok(e) => e,
            Err(_) => {
                eprintln!("{file}: does not load; skipped");
                continue;
            }
        };
        let differ: Vec<String> = games
            .iter()
            .filter_map(|g| replay_game(&engine, g).err().map(|d| (g.game, d)))
            .map(|(g, d)| format!("game {g}, line {}: {}", d.line, d.message))
            .collect();
        eprintln!(
            "{file}: {} of {} games agree",
            games.len() - differ.len(),
            games.len()
        );
        let known = KNOWN_DIFFERENT.iter().any(|(f, _)| file.ends_with(f));
        if !differ.is_empty() && !known {
            wrong.push(format!("{file}: {}", differ[0]));
        }
    }
    assert!(
        wrong.is_empty(),
        "traces that differ:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_command_replays_a_trace_and_refuses_what_is_no_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let run = |trace: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_ludic"))
            .current_dir(root)
            .args(["replay-trace", "tests/move-language/dice-race.lud", trace])
            .output()
            .expect("ludic runs")
    };
    let o = run("tests/ludii-traces/dice-race.jsonl");
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("1 of 1 games agree"), "{out}");
    let o = run("/dev/zero");
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("not a regular file"), "{err}");
}
