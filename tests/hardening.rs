//! Regression tests for the hostile-input defects of issue 12 ("Hardening"): each test
//! is named after the defect it guards against and runs the binary as a user would.

mod cli_support;

use cli_support::{command, ludic, ludic_in, ludic_with_input, random_match, root, stderr, stdout};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A fresh, empty scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hardening")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch folder");
    dir
}

/// No panic message, and an exit status that is not the panic's 101.
fn assert_no_panic(o: &Output) {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(o.status.code(), Some(101), "{err}");
    assert!(o.status.code().is_some(), "killed by a signal: {err}");
}

/// Item 4: every command that prints ends quietly (status 0, nothing on stderr) when
/// the reader of its output has gone away.
#[test]
fn broken_pipe_ends_every_command_quietly() {
    let commands: &[&[&str]] = &[
        &["check", "games/dum-blas.lud"],
        &["expand", "games/dum-blas.lud"],
        &["ast", "games/dum-blas.lud"],
        &["rules", "games/dum-blas.lud"],
        &["perft", "games/dum-blas.lud", "--depth", "3", "--divide"],
        &["bench", "games/dum-blas.lud", "--seconds", "0.2"],
        &random_match("games/dum-blas.lud", &["--games", "2"]),
        &["test", "tests/ruletest"],
        &["analyze", "games/dum-blas.lud", "--games", "5"],
    ];
    for args in commands {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        // Closed before the child starts: its first write meets a broken pipe.
        drop(reader);
        let o = command(&root(), args)
            .stdin(Stdio::null())
            .stdout(writer)
            .output()
            .expect("run ludic");
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{args:?}");
    }
}

/// A diagnostic whose reader has gone away (stderr a closed pipe) does not turn an
/// error into a panic: the command still ends with its own status.
#[test]
fn a_closed_stderr_does_not_panic() {
    for (args, code) in [
        (&["check", "no-such-file.lud"][..], 1),
        (&["check", "tests/bad/define-cycle.lud"][..], 1),
        (&["play", "games/dum-blas.lud", "--white", "nobody"][..], 2),
    ] {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let o = command(&root(), args)
            .stdin(Stdio::null())
            .stderr(writer)
            .output()
            .expect("run ludic");
        assert_ne!(o.status.code(), Some(101), "{args:?} panicked");
        assert_eq!(o.status.code(), Some(code), "{args:?}");
    }
}

/// Item 4: a full disk is an error with a message and status 1, not a panic.
#[test]
fn full_disk_is_reported_as_an_error() {
    for args in [
        &["check", "games/dum-blas.lud"][..],
        &["perft", "games/dum-blas.lud", "--depth", "2"],
    ] {
        let full = std::fs::File::create("/dev/full").expect("open /dev/full");
        let o = command(&root(), args)
            .stdin(Stdio::null())
            .stdout(full)
            .output()
            .expect("run ludic");
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&o).contains("cannot write to standard output: No space left"),
            "{}",
            stderr(&o)
        );
    }
}

/// A usage error (status 2) whose message holds `says`, without a panic.
fn assert_usage_error(args: &[&str], says: &str) {
    let o = ludic(args);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
}

/// Item 2: `--think 1e20` is refused by the argument parser in `play` and `match`
/// (it used to panic in `Duration::from_secs_f64`), and `--help` states the bound.
#[test]
fn think_out_of_range_is_a_usage_error() {
    for think in ["1e20", "inf", "NaN", "0", "-1"] {
        let think = format!("--think={think}");
        assert_usage_error(
            &["play", "games/dum-blas.lud", &think],
            "is not a number of seconds in (0, 86400]",
        );
        assert_usage_error(
            &random_match("games/dum-blas.lud", &[&think]),
            "is not a number of seconds in (0, 86400]",
        );
    }
    let help = stdout(&ludic(&["play", "--help"]));
    assert!(help.contains("at most 86400"), "{help}");
}

/// Item 3: a huge `match --games` is refused before anything is allocated (it used to
/// panic, or abort on a 160 TB allocation), and `--help` states the bound.
#[test]
fn match_games_out_of_range_is_a_usage_error() {
    for games in ["18446744073709551615", "1000000000000", "1000001", "0"] {
        assert_usage_error(
            &random_match("games/dum-blas.lud", &["--games", games]),
            "1..=1000000",
        );
    }
    let help = stdout(&ludic(&["match", "--help"]));
    assert!(help.contains("1 to 1,000,000"), "{help}");
}

/// Item 11: `match --threads` is capped at 1024 as `perft --threads` is (it used to
/// start as many threads as asked).
#[test]
fn match_threads_out_of_range_is_a_usage_error() {
    for threads in ["100000", "1025", "0"] {
        assert_usage_error(
            &random_match("games/dum-blas.lud", &["--threads", threads]),
            "1..=1024",
        );
    }
    let o = ludic(&random_match(
        "games/dum-blas.lud",
        &["--games", "2", "--threads", "1024", "--json"],
    ));
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("\"games\":2"), "{}", stdout(&o));
}

/// Runs `ludic ARGS` in `dir`, killing it after `secs` seconds: `None` when it had to
/// be killed (it hung).
fn ludic_within(dir: &Path, args: &[&str], secs: u64) -> Option<Output> {
    let mut child = command(dir, args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ludic");
    // Drained as the child writes, so that a long output cannot fill the pipe and
    // stall it.
    let drain = |r: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut r) = r {
                let _ = r.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let out = drain(child.stdout.take().map(|r| Box::new(r) as _));
    let err = drain(child.stderr.take().map(|r| Box::new(r) as _));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while std::time::Instant::now() < deadline {
        if let Some(status) = child.try_wait().expect("wait for ludic") {
            return Some(Output {
                status,
                stdout: out.join().expect("stdout"),
                stderr: err.join().expect("stderr"),
            });
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// A FIFO named `name` in `dir`, made by `mkfifo`.
fn fifo(dir: &Path, name: &str) -> PathBuf {
    let p = dir.join(name);
    let ok = Command::new("mkfifo")
        .arg(&p)
        .status()
        .expect("run mkfifo")
        .success();
    assert!(ok, "mkfifo {}", p.display());
    p
}

/// Item 10: special files are refused before they are opened, with a message naming
/// what they are; none blocks (a FIFO) or grows without end (`/dev/zero`), whichever
/// input path names it: the game, its base, a PDN file, a rule-test file, a `.def`.
#[test]
fn special_input_files_are_refused() {
    let dir = scratch("special");
    fifo(&dir, "fifo.lud");
    fifo(&dir, "fifo.pdn");
    std::fs::create_dir_all(dir.join("folder.lud")).expect("a folder");
    std::fs::write(dir.join("zero.lud"), "(game \"V\" (extends \"/dev/zero\"))").expect("write");
    std::fs::write(
        dir.join("fifo-base.lud"),
        "(game \"V\" (extends \"fifo.lud\"))",
    )
    .expect("write");
    let defs = dir.join("defs");
    std::fs::create_dir_all(&defs).expect("a folder");
    fifo(&defs, "x.def");
    let game = root().join("games/dum-blas.lud");
    let game = game.to_str().expect("a UTF-8 path");
    let cases: &[(&[&str], &str)] = &[
        (
            &["check", "/dev/zero"],
            "not a regular file (a character device)",
        ),
        (
            &["check", "/dev/urandom"],
            "not a regular file (a character device)",
        ),
        (&["check", "fifo.lud"], "not a regular file (a FIFO)"),
        (&["check", "folder.lud"], "not a regular file (a folder)"),
        (
            &["ast", "/dev/zero"],
            "not a regular file (a character device)",
        ),
        (
            &["check", "zero.lud"],
            "zero.lud:1:20: cannot read the base `/dev/zero`: not a regular file",
        ),
        (
            &["check", "fifo-base.lud"],
            "cannot read the base `fifo.lud`: not a regular file (a FIFO)",
        ),
        (
            &["replay", game, "/dev/zero"],
            "not a regular file (a character device)",
        ),
        (&["replay", game, "fifo.pdn"], "not a regular file (a FIFO)"),
        (
            &["check", game, "--defs", "defs"],
            "not a regular file (a FIFO)",
        ),
    ];
    for (args, says) in cases {
        let o = ludic_within(&dir, args, 20).unwrap_or_else(|| panic!("{args:?} hung"));
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
}

/// Item 10: a regular file over 16 MiB is refused with its size and the cap, not read.
#[test]
fn oversized_input_files_are_refused() {
    let dir = scratch("oversized");
    let big = std::fs::File::create(dir.join("big.lud")).expect("create");
    // Sparse: no 17 MiB are written.
    big.set_len(17 * 1024 * 1024).expect("grow the file");
    let o = ludic_in(&dir, &["check", "big.lud"]);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o)
            .contains("the file is 17825792 bytes or more; input files may be at most 16 MiB"),
        "{}",
        stderr(&o)
    );
}

/// `ludic check` on a file of `text` in a scratch folder: status and stderr.
fn check_text(test: &str, name: &str, text: &[u8]) -> (Option<i32>, String) {
    let dir = scratch(test);
    std::fs::write(dir.join(name), text).expect("write the game");
    let o = ludic_in(&dir, &["check", name]);
    assert_no_panic(&o);
    (o.status.code(), stderr(&o))
}

/// Item 1: a label past column 65,535 (miette's padding limit) used to panic; it is
/// shown in a window of its line, with the right line and column.
#[test]
fn label_past_column_65535_does_not_panic() {
    let spaces = format!("(game \"A\"{}(foo))", " ".repeat(65_600));
    let (code, err) = check_text("column65535", "spaces.lud", spaces.as_bytes());
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("spaces.lud:1:65611: (foo ...) is not supported"),
        "{err}"
    );
    let name = format!("(game \"{}\" (foo))", "a".repeat(70_000));
    let (code, err) = check_text("column65535", "name.lud", name.as_bytes());
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("[name.lud:1:70011]"), "{err}");
    assert!(
        err.len() < 10_000,
        "the whole line was printed: {} bytes",
        err.len()
    );
}

/// Item 7: a NUL byte gets a `file:line:column` and a snippet like any other error,
/// in a game and in a rule-test file.
#[test]
fn nul_byte_is_located() {
    let (code, err) = check_text("nul", "nul.lud", b"(game \"A\"\n  (fo\0o))");
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("nul.lud:2:6: `nul.lud` is not UTF-8 text: it holds a NUL byte"),
        "{err}"
    );
    assert!(err.contains("NUL byte"), "{err}");
    let dir = scratch("nul-tests");
    std::fs::write(dir.join("x.tests"), b"(tests \"g.lud\"\n\0)").expect("write");
    let o = ludic_in(&dir, &["test", "x.tests"]);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("x.tests:2:1:"), "{}", stdout(&o));
}

/// Item 13: the heading and miette's snippet header give the same line:column, in
/// characters, on lines with non-ASCII text and after a byte order mark.
#[test]
fn line_column_agree_with_non_ascii_and_bom() {
    let (_, err) = check_text("non-ascii", "e.lud", "(game \"ééééé\" (foo))".as_bytes());
    assert!(err.contains("e.lud:1:16: (foo ...)"), "{err}");
    assert!(err.contains("[e.lud:1:16]"), "{err}");
    assert!(!err.contains("1:21"), "{err}");
    let (_, err) = check_text("bom", "bom.lud", "\u{feff}(game \"A\" (foo))".as_bytes());
    assert!(err.contains("bom.lud:1:12: (foo ...)"), "{err}");
    assert!(err.contains("[bom.lud:1:12]"), "{err}");
}

/// Item 6: the "did you mean" of an unknown name of 5 MB used to cost minutes (an
/// edit distance against every candidate); now it is skipped, and the error is prompt.
#[test]
fn did_you_mean_cost_is_bounded() {
    let dir = scratch("did-you-mean");
    let text = format!("(game \"A\" (\"{}\"))", "A".repeat(5_000_000));
    std::fs::write(dir.join("long.lud"), text).expect("write the game");
    let started = std::time::Instant::now();
    let o = ludic_within(&dir, &["check", "long.lud"], 10).expect("check finished within 10 s");
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("long.lud:1:12: unknown define"),
        "took {:?}",
        started.elapsed()
    );
}

/// `ludic play` of Dum Blas against a fixed alpha-beta in `dir`, fed `input`: stdout.
fn play(dir: &Path, input: &[u8]) -> String {
    let game = root().join("games/dum-blas.lud");
    let game = game.to_string_lossy();
    let args = ["play", &game, "--black", "alphabeta:2", "--seed", "7"];
    let o = ludic_with_input(dir, &args, input);
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    stdout(&o)
}

/// Item 8: a line of invalid UTF-8 on standard input is answered as a bad line; the
/// session goes on and the game can still be saved.
#[test]
fn invalid_utf8_line_does_not_end_play() {
    let dir = scratch("play-utf8");
    let out = play(
        &dir,
        b"32-28\n\xff\xfe\n33-29\n34-30\nsave game.pdn\nquit\n",
    );
    assert!(out.contains("That line is not UTF-8 text"), "{out}");
    assert!(out.contains("Saved 6 turns to game.pdn."), "{out}");
}

/// Item 14: `save` does not replace an existing file (`save!` does), and leaving after
/// a failed save warns that the game is not saved and prints its record.
#[test]
fn save_refuses_to_overwrite_and_warns_when_unsaved() {
    let dir = scratch("play-save");
    std::fs::write(dir.join("keep.pdn"), "precious").expect("write");
    let out = play(&dir, b"32-28\nsave keep.pdn\nquit\n");
    assert_eq!(
        std::fs::read_to_string(dir.join("keep.pdn")).expect("read"),
        "precious"
    );
    assert!(
        out.contains("keep.pdn exists; not saved. Type `save! keep.pdn` to replace it"),
        "{out}"
    );
    assert!(
        out.contains("Warning: the game is not saved (the last save failed)"),
        "{out}"
    );
    assert!(out.contains("1. 32-28"), "{out}");

    // End of input after a save that could not be written warns the same way.
    let out = play(&dir, b"32-28\nsave no-such-folder/x.pdn\n");
    assert!(
        out.contains("Could not save to no-such-folder/x.pdn"),
        "{out}"
    );
    assert!(
        out.contains("Warning: the game is not saved (the last save failed)"),
        "{out}"
    );

    // `save!` replaces; a game saved as it stands leaves without a warning...
    let out = play(&dir, b"32-28\nsave! keep.pdn\nquit\n");
    assert!(out.contains("Saved 2 turns to keep.pdn."), "{out}");
    assert!(!out.contains("Warning"), "{out}");
    assert!(std::fs::read_to_string(dir.join("keep.pdn"))
        .expect("read")
        .contains("1. 32-28"));
    // ...but one played on after its save does warn.
    let out = play(&dir, b"32-28\nsave! keep.pdn\n33-29\nquit\n");
    assert!(
        out.contains("Warning: the game is not saved (it changed since it was saved)"),
        "{out}"
    );
}

/// A rule-test file of the Dum Blas game in `dir`: `header_extra` goes in the header,
/// `test_extra` in the one test.
fn rule_test(dir: &Path, name: &str, game: &str, header_extra: &str, test_extra: &str) {
    let text =
        format!("(tests \"{game}\"{header_extra})\n(test \"start\"{test_extra}\n    (perft 9))\n");
    std::fs::write(dir.join(name), text).expect("write the test file");
}

/// Item 9: `ludic test DIR` searches each folder once, so a symbolic link back up the
/// tree neither repeats the tests (it ran them 41 times) nor, with two, runs for ever.
#[test]
fn test_dir_symlink_loops_are_searched_once() {
    let dir = scratch("symlink-loop");
    let game = root().join("games/dum-blas.lud");
    let sub = dir.join("d");
    std::fs::create_dir_all(&sub).expect("a folder");
    rule_test(&sub, "a.tests", game.to_str().expect("UTF-8"), "", "");
    std::os::unix::fs::symlink(".", sub.join("loop")).expect("symlink");
    std::os::unix::fs::symlink("..", sub.join("up")).expect("symlink");
    let o = ludic_within(&dir, &["test", "d"], 30).expect("ludic test finished");
    assert_no_panic(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(
        stdout(&o).ends_with("1 passed, 0 failed\n"),
        "{}",
        stdout(&o)
    );
}

/// Item 12: a ruleset or option the game does not have, and a game file that cannot
/// be read, are reported at the place in the `.tests` file that names them (they were
/// reported as command-line errors, with no location).
#[test]
fn rule_test_choice_errors_are_located() {
    let dir = scratch("rule-test-choice");
    let game = root().join("games/dum-blas.lud");
    let game = game.to_str().expect("UTF-8");
    rule_test(&dir, "ruleset.tests", game, " ruleset:\"nope\"", "");
    rule_test(&dir, "option.tests", game, " options:{\"Draw/Nope\"}", "");
    rule_test(&dir, "empty.tests", game, "", " ruleset:\"\"");
    rule_test(&dir, "missing.tests", "missing.lud", "", "");
    for (file, at) in [
        ("ruleset.tests", ":1:"),
        ("option.tests", ":1:"),
        ("empty.tests", ":2:15:"),
        ("missing.tests", ":1:8:"),
    ] {
        let o = ludic_in(&dir, &["test", file]);
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
        let out = stdout(&o);
        assert!(out.contains(&format!("{file}{at}")), "{file}: {out}");
    }
    let out = stdout(&ludic_in(&dir, &["test", "missing.tests"]));
    assert!(
        out.contains("missing.tests:1:8: cannot load the game `missing.lud`"),
        "{out}"
    );
}

/// Item 5: capture generation merged each new path into the turns found so far by
/// scanning them all, quadratic in the turns: this position's 167,293 turns took over
/// 100 s; with a hash index past a few turns, a few seconds. Small positions, where
/// the scan stays, are checked by the perft suites.
#[test]
fn capture_generation_is_not_quadratic() {
    let fen = "W:W45:B1,9,10,14,17,20,21,25,27,28,31,32,33,36,40,43,58,59,62,73,74,79,85,93";
    let o = ludic_within(
        &root(),
        &[
            "perft",
            "tests/hardening/flying-man.lud",
            "--fen",
            fen,
            "--depth",
            "1",
        ],
        60,
    )
    .expect("perft finished within 60 s");
    assert_no_panic(&o);
    assert!(stdout(&o).contains("depth 1: 167293 "), "{}", stdout(&o));
}

/// A board of two parts a billion units apart once made `play` ask for a text of a
/// billion lines (an abort on a failed allocation); the terminal now narrows wide gaps.
#[test]
fn a_board_in_far_apart_parts_prints() {
    let o = ludic(&["play", "tests/hardening/far-apart.lud", "--black", "random"]);
    assert_no_panic(&o);
    let out = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(out.lines().count() < 40, "{out}");
    for name in ["0  1", "6  7"] {
        assert!(out.contains(name), "{out}");
    }
}

/// A general-engine match whose games are all cut by `--max-turns` scores them as draws,
/// as `--help` says (it used to drop them and report `0 games`).
#[test]
fn a_general_match_cut_by_the_turn_limit_scores_draws() {
    let o = ludic(&random_match(
        "games/yote.lud",
        &["--games", "2", "--max-turns", "3", "--json"],
    ));
    assert_no_panic(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("\"games\":2"), "{out}");
    assert!(out.contains("\"draws\":2"), "{out}");
}
