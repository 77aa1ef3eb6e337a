//! Rough edges a newcomer met in the first hour, each kept fixed: a misspelt player,
//! a game given to `ludic test` instead of its tests.

use std::path::PathBuf;
use std::process::Command;

fn ludic(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")))
        .output()
        .expect("runs");
    (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn a_misspelt_player_lists_human_and_suggests_the_name() {
    let (_, err, code) = ludic(&["play", "games/dum-blas.lud", "--white", "humn"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("a player is human, random"), "{err}");
    assert!(err.contains("did you mean `human`?"), "{err}");
}

#[test]
fn a_game_given_to_test_runs_the_tests_beside_it() {
    let (out, err, code) = ludic(&["test", "games/dum-blas.lud"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        err.contains("running its tests, games/dum-blas.tests"),
        "{err}"
    );
    assert!(out.contains("0 failed"), "{out}");
    let (_, err, code) = ludic(&["test", "games/thai-draughts.lud"]);
    assert_eq!(code, 2);
    assert_eq!(err.matches('×').count(), 1, "{err}");
    assert!(err.contains("is a game, not a rule-test file"), "{err}");
    assert!(
        err.contains("thai-draughts.tests, which does not exist"),
        "{err}"
    );
}

#[test]
fn an_option_may_be_named_by_a_part_like_a_ruleset_but_only_once_per_heading() {
    let (out, err, code) = ludic(&["check", "games/dum-blas.lud", "--option", "never"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Draw/Never"), "{out}");
    let (_, err, code) = ludic(&["check", "games/dum-blas.lud", "--option", "quiet"]);
    assert_eq!(code, 2);
    assert!(err.contains("matches several option items"), "{err}");
    assert!(err.contains("\"Draw/100 Quiet Turns\""), "{err}");
    let (_, err, code) = ludic(&[
        "check",
        "games/dum-blas.lud",
        "--option",
        "never",
        "--option",
        "Draw/100 Quiet Turns",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("both choose for the option `Draw`"), "{err}");
}

#[test]
fn an_option_a_variant_left_unused_is_not_listed_and_warns() {
    let file = "tests/newcomer/dead-option.lud";
    let (out, err, code) = ludic(&["check", file]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("Maximum Capture"), "{out}");
    assert!(out.contains("Draw/50 Quiet Turns"), "{out}");
    assert!(
        err.contains("the option \"Maximum Capture\" is never referred to"),
        "{err}"
    );
    assert!(
        err.contains("(remove (option \"Maximum Capture\"))"),
        "{err}"
    );
    let (_, err, code) = ludic(&["check", file, "--option", "Maximum Capture/Huff"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("--option `Maximum Capture/Huff` changes nothing"),
        "{err}"
    );
}

#[test]
fn games_are_found_by_name_anywhere_and_a_misspelt_path_gets_a_suggestion() {
    let elsewhere = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(["check", "dum-blas"])
        .current_dir(&elsewhere)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(text.contains("\"Dum Blas\""), "{text}");
    let (_, err, code) = ludic(&["check", "games/dum-blsa.lud"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("did you mean `games/dum-blas.lud`?"), "{err}");
    let (_, err, _) = ludic(&["check", "englsh-draughts"]);
    assert!(
        err.contains("the built-in game `english-draughts`"),
        "{err}"
    );
}

#[test]
fn every_game_of_games_is_built_in() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = ["games", "games/variants"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).expect("a folder of games"))
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_string_lossy()
                .strip_suffix(".lud")
                .map(str::to_string)
        })
        .collect();
    files.sort();
    let built: Vec<String> = ludic::builtin_games::names().map(str::to_string).collect();
    assert_eq!(files, built);
}

fn play(dir: &std::path::Path, args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .arg("play")
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("SOURCE_DATE_EPOCH", "1796083200")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("writes");
    let out = child.wait_with_output().expect("ends");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn a_saved_game_resumes_where_it_stopped() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("newcomer_resume");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let lud = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/dum-blas.lud");
    let lud = lud.to_string_lossy();
    let args = ["--black", "random", "--seed", "3"];
    let out = play(
        &dir,
        &[&lud, args[0], args[1], args[2], args[3]],
        "32-28\nsave g.pdn\nquit\n",
    );
    assert!(out.contains("Saved 2 turns to g.pdn"), "{out}");
    let out = play(
        &dir,
        &[&lud, "--pdn", "g.pdn", args[0], args[1], args[2], args[3]],
        "quit\nyes\n",
    );
    assert!(out.contains("2. White to move>"), "{out}");
}

#[test]
fn the_board_is_turned_round_for_a_person_playing_black() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = play(
        &dir,
        &[
            "games/dum-blas.lud",
            "--white",
            "random",
            "--black",
            "human",
            "--seed",
            "1",
        ],
        "quit\nyes\n",
    );
    let first_row = out
        .lines()
        .find(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or_default()
        .to_string();
    assert!(first_row.trim_start().starts_with("1 "), "{out}");
    let header = out
        .lines()
        .find(|l| l.trim_start().starts_with('j'))
        .unwrap_or_default();
    assert!(header.trim_end().ends_with('a'), "{out}");
}

#[test]
fn a_game_of_the_general_engine_is_drawn_with_its_columns() {
    let (svg, err, code) = ludic(&[
        "svg",
        "lasca",
        "--turns",
        "1. c3-d4 e5xc3 2. b2xd4",
        "--highlight-last",
    ]);
    assert_eq!(code, 0, "{err}");
    // The capturing column on d4 holds its prisoner under it: one column of two.
    assert_eq!(svg.matches(r#"class="column""#).count(), 1, "{svg}");
    assert!(svg.contains(">2</text></g>"));
    let (_, err, code) = ludic(&["svg", "lasca", "--turns", "1. c3-d4 f6-e5"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("turn 1... `f6-e5` is not a legal turn here") && err.contains("e5xc3"),
        "{err}"
    );
}

#[test]
fn a_game_of_the_general_engine_is_saved_resumed_and_replayed() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("newcomer_general_resume");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let args = ["lasca", "--black", "random", "--seed", "3"];
    let out = play(&dir, &args, "c3-d4\nsave g.pdn\nquit\n");
    assert!(out.contains("Saved 2 turns to g.pdn"), "{out}");
    let saved = std::fs::read_to_string(dir.join("g.pdn")).expect("saved");
    assert!(
        saved.contains("[Ludic \"lasca\"]") && saved.contains("1. c3-d4 "),
        "{saved}"
    );
    // Resumed, the game goes on at White's second turn; a second save never overwrites.
    let resumed = ["lasca", "--pdn", "g.pdn", "--black", "random"];
    let out = play(&dir, &resumed, "save g.pdn\nquit\n");
    assert!(out.contains("2. White to move"), "{out}");
    assert!(
        out.contains("g.pdn exists; not saved. Type `save! g.pdn` to replace it"),
        "{out}"
    );
    let replay = |file: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
            .args(["replay", "lasca", file])
            .current_dir(&dir)
            .output()
            .expect("runs");
        let text = String::from_utf8_lossy(&out.stdout).to_string()
            + &String::from_utf8_lossy(&out.stderr);
        (text, out.status.code())
    };
    let (text, code) = replay("g.pdn");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("game 1: 2 turns, all legal"), "{text}");
    std::fs::write(dir.join("bad.pdn"), saved.replace("c3-d4", "c3-d5")).expect("writes");
    let (text, code) = replay("bad.pdn");
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("turn 1. `c3-d5` is not a legal turn here"),
        "{text}"
    );
}
