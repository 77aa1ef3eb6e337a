//! Regression tests for the hostile-input defects of issue 12 ("Hardening"): each test
//! is named after the defect it guards against and runs the binary as a user would.

mod cli_support;
#[path = "hardening/contents.rs"]
mod contents;

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
