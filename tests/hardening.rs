//! Regression tests for the hostile-input defects of issue 12 ("Hardening"): each test
//! is named after the defect it guards against and runs the binary as a user would.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh, empty scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("hardening")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create a scratch folder");
    dir
}

/// `ludic ARGS` run from the repository root with no input.
fn ludic(args: &[&str]) -> Output {
    ludic_in(&root(), args)
}

fn ludic_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("LUDIC_DEFS")
        .stdin(Stdio::null())
        .output()
        .expect("run ludic")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
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
        &[
            "match",
            "games/dum-blas.lud",
            "--white",
            "random",
            "--black",
            "random",
            "--games",
            "2",
        ],
        &["test", "tests/ruletest"],
    ];
    for args in commands {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        // Closed before the child starts: its first write meets a broken pipe.
        drop(reader);
        let o = Command::new(env!("CARGO_BIN_EXE_ludic"))
            .args(*args)
            .current_dir(root())
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(writer)
            .output()
            .expect("run ludic");
        assert_no_panic(&o);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{args:?}");
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
        let o = Command::new(env!("CARGO_BIN_EXE_ludic"))
            .args(args)
            .current_dir(root())
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
