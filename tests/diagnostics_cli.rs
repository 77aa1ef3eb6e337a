//! Diagnostics a reader can act on, through `ludic check` on the files of
//! `tests/diagnostics/` (written in the shapes of Ludii's files): one fault said once
//! however many uses of a define reach it, a flood cut after the first 20 with a count
//! of the rest, no knock-on error after the one that caused it, and help that would
//! fix what it is about: a named argument ludic does not read yet is not said to be
//! one the ludeme does not take, a game that needs no stacks is not told to use them
//! (`diagnostics/ok/` loads), and one of Ludii's shared defines that no define answers
//! says whose it is and how to supply it. The rendered diagnostics (no colour) are
//! snapshots.

use std::process::{Command, Output};

/// `ludic check ARGS` from the crate's folder, without colour, 100 columns wide.
fn check(args: &[&std::ffi::OsStr]) -> Output {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    Command::new(env!("CARGO_BIN_EXE_ludic"))
        .arg("check")
        .args(args)
        .current_dir(root)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "100")
        .output()
        .expect("run ludic")
}

/// `path` relative to the crate, as the snapshots name it.
fn rel(path: &std::path::Path) -> &std::path::Path {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root).expect("inside the crate")
}

#[test]
fn diagnostics() {
    insta::glob!("diagnostics/*.lud", |path| {
        let out = check(&[rel(path).as_os_str()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        // No diagnostic twice: each message at each place once.
        let heads: Vec<&str> = err.lines().filter(|l| l.contains('×')).collect();
        let mut distinct = heads.clone();
        distinct.dedup();
        assert_eq!(heads, distinct, "{err}");
        assert!(heads.len() <= 20, "{err}");
        assert!(!err.contains("the game has no board"), "{err}");
        insta::assert_snapshot!(err);
    });
}

#[test]
fn files_that_need_no_stacks_load() {
    insta::glob!("diagnostics/ok/*.lud", |path| {
        let out = check(&[rel(path).as_os_str()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{err}");
        assert!(!err.contains("stack"), "{err}");
        insta::assert_snapshot!(String::from_utf8_lossy(&out.stdout));
    });
}

#[test]
fn a_ludii_define_missing_from_the_defs_folder() {
    let out = check(&[
        "tests/diagnostics/ludii-define/missing.lud".as_ref(),
        "--defs".as_ref(),
        "tests/diagnostics/ludii-define/defs".as_ref(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(
        err.matches("one of Ludii's shared defines").count(),
        2,
        "{err}"
    );
    assert!(!err.contains("check the spelling"), "{err}");
    insta::assert_snapshot!(err);
}
