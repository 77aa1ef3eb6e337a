//! One terminal session for every game: Yoté (placements from the hand), HexDame (a
//! board of hexagons) and Lasca (columns, and the board turned for Black) played
//! through the binary, piped, with `help`, `moves`, `hint`, `undo` and `save`, left
//! with the warning of a game not saved as it stands, then resumed with `--pdn`. The
//! transcripts are snapshots; the hint's turn, chosen by MCTS in a given time, is
//! blanked. The same session in tmux, when tmux is installed: the line editor, its Tab
//! completion, and the warning on leaving.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A fresh folder for one test, outside the repository (the games are found by name).
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder for the test");
    dir
}

/// Runs `ludic ARGS` in `dir` with `input` on stdin: stdout then stderr, and the exit
/// status.
fn ludic(dir: &Path, args: &[&str], input: &str) -> (String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("SOURCE_DATE_EPOCH", "1796083200")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ludic");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    let out = child.wait_with_output().expect("wait for ludic");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (text, out.status.code().unwrap_or(-1))
}

/// The transcript with each hint's turn blanked: MCTS thinks for a time, so its
/// choice depends on the machine.
fn blank_hints(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(|l| match l.split_once("Hint: ") {
            Some((head, rest)) => {
                let why = rest.split_once(' ').map_or("", |(_, w)| w);
                format!("{head}Hint: <turn> {why}")
            }
            None => l.to_string(),
        })
        .collect();
    lines.join("\n")
}

/// Plays `game` with `script`, then resumes the game it saved as `saved.pdn` and
/// leaves at once; both transcripts, with the checks every game shares.
fn play_and_resume(dir: &Path, game: &str, seats: &[&str], script: &str) -> (String, String) {
    let mut args = vec!["play", game, "--seed", "1", "--think", "0.1"];
    args.extend_from_slice(seats);
    let (first, code) = ludic(dir, &args, script);
    assert_eq!(code, 0, "{first}");
    for said in [
        "Commands: moves",
        "legal turn",
        "Hint: ",
        "Took back ",
        " to saved.pdn; `ludic play GAME --pdn saved.pdn` resumes it.",
        "Leave anyway? (yes/no) yes",
        "Warning: the game is not saved (it changed since it was saved)",
    ] {
        assert!(first.contains(said), "`{said}` missing:\n{first}");
    }
    args.extend_from_slice(&["--pdn", "saved.pdn"]);
    let (second, code) = ludic(dir, &args, "moves\nquit\n");
    assert_eq!(code, 0, "{second}");
    assert!(second.contains("Resumed at turn 2"), "{second}");
    // Nothing was played since the resumed game was saved: leaving loses nothing.
    assert!(!second.contains("Warning"), "{second}");
    (blank_hints(&first), second)
}

#[test]
fn yote_places_from_the_hand_by_the_site_alone() {
    let dir = folder("play_every_game_yote");
    let script = "help\nmoves\nc3\nhint\nundo\nhand-d3\nsave saved.pdn\nb2\nquit\nyes\n";
    let (first, second) = play_and_resume(&dir, "yote", &["--black", "random"], script);
    assert!(first.contains("1. P1 plays hand-c3"), "{first}");
    insta::assert_snapshot!("yote_piped", first);
    insta::assert_snapshot!("yote_resumed", second);
}

#[test]
fn hexdame_is_played_on_its_hexagons() {
    let dir = folder("play_every_game_hexdame");
    let script = "help\nmoves\nd4\nd4-d5\nhint\nundo\nc4-c5\nsave saved.pdn\nb4-b5\nquit\nyes\n";
    let (first, second) = play_and_resume(&dir, "hexdame", &["--black", "random"], script);
    assert!(first.contains("`d4` names several turns"), "{first}");
    insta::assert_snapshot!("hexdame_piped", first);
    insta::assert_snapshot!("hexdame_resumed", second);
}

/// Black is the person: the board is drawn from Black's side, files from right to left.
#[test]
fn lasca_is_played_from_blacks_side() {
    let dir = folder("play_every_game_lasca");
    // White's first move always offers Black a capture, which is compulsory.
    let script = "help\nmoves\nhint\nb6-c5\nc5\nundo\nc5\nsave saved.pdn\n1\nquit\nyes\n";
    let seats = ["--white", "random", "--black", "human"];
    let (first, second) = play_and_resume(&dir, "lasca", &seats, script);
    assert!(first.contains("    g f e d c b a"), "{first}");
    insta::assert_snapshot!("lasca_piped", first);
    insta::assert_snapshot!("lasca_resumed", second);
}

/// The session at a real terminal, in tmux: the line editor completes a placement on
/// Tab and lists the choices on a second Tab, and leaving asks and warns. Skipped
/// where tmux is not installed.
#[test]
fn the_line_editor_completes_in_tmux() {
    if Command::new("tmux").arg("-V").output().is_err() {
        eprintln!("tmux is not installed: skipped");
        return;
    }
    let dir = folder("play_every_game_tmux");
    let name = format!("ludic-test-{}", std::process::id());
    let bin = env!("CARGO_BIN_EXE_ludic");
    let command = format!("NO_COLOR=1 {bin} play yote --black random --seed 1; sleep 30");
    let started = Command::new("tmux")
        .args(["new-session", "-d", "-x", "100", "-y", "50", "-s", &name])
        .args(["-c", &dir.to_string_lossy(), &command])
        .status()
        .expect("tmux runs");
    assert!(started.success());
    let tmux = |args: &[&str]| {
        Command::new("tmux")
            .args(args)
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default()
    };
    let wait_for = |text: &str| {
        for _ in 0..100 {
            let pane = tmux(&["capture-pane", "-p", "-t", &name, "-S", "-200"]);
            if pane.contains(text) {
                return pane;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let pane = tmux(&["capture-pane", "-p", "-t", &name, "-S", "-200"]);
        tmux(&["kill-session", "-t", &name]);
        panic!("`{text}` never showed:\n{pane}");
    };
    wait_for("1. P1 to move>");
    tmux(&["send-keys", "-t", &name, "hand-d", "Tab", "Tab"]);
    wait_for("hand-d5");
    tmux(&["send-keys", "-t", &name, "3", "Enter"]);
    wait_for("1. P1 plays hand-d3");
    tmux(&["send-keys", "-t", &name, "quit", "Enter"]);
    wait_for("Leave anyway?");
    tmux(&["send-keys", "-t", &name, "yes", "Enter"]);
    let pane = wait_for("Warning: the game is not saved");
    tmux(&["kill-session", "-t", &name]);
    assert!(pane.contains("1. hand-d3 "), "{pane}");
}
