//! The terminal game driven through the binary with piped input and a fixed seed,
//! without colour: the transcripts are snapshots. Also: saving a game as PDN, reading
//! it back and replaying it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `ludic ARGS` in `dir` with `input` on stdin; stdout and the exit status.
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
    // The program may finish before reading all of the input: a closed pipe is fine.
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

/// A short game against the random player: help, moves, a huff offered and taken,
/// bad input of several kinds, a hint, undo, and the end of input.
#[test]
fn scripted_game_against_random() {
    let script = "help\n32-28\n33-29\nmoves\nh5 34-30\n28x\nh23 29x18\n60-55\nhello\n\
                  h23 28-23\nhint\nundo\nboard\n";
    let (out, code) = ludic(
        &root(),
        &[
            "play",
            "games/dum-blas.lud",
            "--black",
            "random",
            "--seed",
            "7",
            "--depth",
            "2",
        ],
        script,
    );
    assert_eq!(code, 0, "{out}");
    insta::assert_snapshot!(out);
}

/// A position where Black, to move, can capture; the random player defaults, the
/// person huffs, then resigns (asked to confirm: first no, then yes), takes the
/// resignation back with `undo`, resigns again, and ends on `quit` after the game is over.
#[test]
fn huff_offered_from_a_position_then_resign() {
    let script = "moves\nh27 28-23\nresign\nno\nresign\nyes\nundo\nfen\nresign\ny\n32-28\nquit\n";
    let (out, code) = ludic(
        &root(),
        &[
            "play",
            "games/dum-blas.lud",
            "--black",
            "random",
            "--seed",
            "1",
            "--fen",
            "B:W28,46,50:B5,22",
        ],
        script,
    );
    assert_eq!(code, 0, "{out}");
    insta::assert_snapshot!(out);
}

/// Two agents play a whole game with no input at all.
#[test]
fn agents_play_to_the_end() {
    let (out, code) = ludic(
        &root(),
        &[
            "play",
            "games/dum-blas.lud",
            "--white",
            "alphabeta:2",
            "--black",
            "random",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(code, 0, "{out}");
    let last = out.lines().last().unwrap_or_default();
    assert!(last.starts_with("Game over after "), "{last}");
    assert!(last.contains("White wins"), "{last}");
}

/// A game saved from the session reads back with every tag and replays as legal; a
/// corrupted copy is refused at its first illegal turn.
#[test]
fn saved_game_reads_back_and_replays() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("play_session_save");
    std::fs::create_dir_all(&dir).unwrap();
    // `save` does not replace a file: the one of an earlier run goes first.
    let _ = std::fs::remove_file(dir.join("game.pdn"));
    let lud = root().join("games/dum-blas.lud");
    let lud = lud.to_str().unwrap();
    let script = "32-28\n33-29\n34-30\nsave game.pdn\nquit\n";
    let (out, code) = ludic(
        &dir,
        &["play", lud, "--black", "alphabeta:2", "--seed", "7"],
        script,
    );
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("Saved 6 turns to game.pdn"), "{out}");
    let text = std::fs::read_to_string(dir.join("game.pdn")).unwrap();
    let games = ludic::pdn::read_games(&text).unwrap();
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g.moves.len(), 6);
    assert_eq!(g.moves[0], "32-28");
    assert_eq!(g.tag("White"), Some("human"));
    assert_eq!(g.tag("Black"), Some("alphabeta:2"));
    assert_eq!(g.tag("Result"), Some("*"));
    assert_eq!(g.tag("Date"), Some("2026.12.01"));
    assert_eq!(g.tag("Ludic"), Some(lud));
    assert_eq!(
        g.tag("LudicRuleset"),
        Some("Ruleset/Historical (Described)")
    );
    // PDN has no game type for Dum Blas: none is claimed (see docs/notation.md).
    assert_eq!(g.tag("GameType"), None);
    assert_eq!(g.tag("FEN"), None);
    assert_eq!(ludic::pdn::write_game(g), text);

    let (out, code) = ludic(&dir, &["replay", lud, "game.pdn"], "");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("6 turns, all legal"), "{out}");

    let bad = text.replacen("3. 34-30", "3. 34-25", 1);
    std::fs::write(dir.join("bad.pdn"), bad).unwrap();
    let (out, code) = ludic(&dir, &["replay", lud, "bad.pdn"], "");
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("game 1: turn 3. White"), "{out}");
    assert!(out.contains("34-25"), "{out}");
}
