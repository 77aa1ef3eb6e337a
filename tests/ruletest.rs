//! `ludic test`: every rule-test file under games/ passes, and the report's format
//! (ok lines, failure diffs, the summary line, errors in test files) is pinned.

use ludic::ruletest::{collect, run_files};
use std::path::PathBuf;
use std::process::Command;

#[test]
fn every_rule_test_under_games_passes() {
    let files = collect(&[PathBuf::from("games")]).expect("games/ is readable");
    assert!(
        files.len() >= 3,
        "dum-blas, international-draughts and dum-papan have tests"
    );
    let s = run_files(&files, None);
    assert_eq!(s.failed, 0, "{}", s.report);
    assert!(s.passed >= 30, "{}", s.report);
}

#[test]
fn failures_show_what_differs() {
    let s = run_files(&[PathBuf::from("tests/ruletest/failing.tests")], None);
    assert_eq!((s.passed, s.failed), (1, 6));
    insta::assert_snapshot!(s.report);
}

#[test]
fn failures_on_the_general_engine_show_what_differs() {
    let s = run_files(
        &[PathBuf::from("tests/ruletest/failing-general.tests")],
        None,
    );
    assert_eq!((s.passed, s.failed), (1, 7));
    insta::assert_snapshot!(s.report);
}

#[test]
fn errors_in_a_test_file_are_reported() {
    let s = run_files(&[PathBuf::from("tests/ruletest/malformed.tests")], None);
    assert_eq!((s.passed, s.failed), (0, 1));
    insta::assert_snapshot!(s.report);
}

#[test]
fn the_filter_selects_tests() {
    let s = run_files(
        &[PathBuf::from("tests/ruletest/failing.tests")],
        Some("failing::pass"),
    );
    assert_eq!((s.passed, s.failed), (1, 0));
    assert!(s.report.ends_with("1 passed, 0 failed\n"), "{}", s.report);
}

#[test]
fn the_command_exits_with_the_outcome() {
    let ludic = env!("CARGO_BIN_EXE_ludic");
    let ok = Command::new(ludic)
        .args(["test", "games/variants"])
        .output()
        .expect("ludic runs");
    assert_eq!(ok.status.code(), Some(0));
    let out = String::from_utf8_lossy(&ok.stdout);
    assert!(out.contains("test dum-papan::no-huff-ever ... ok"), "{out}");
    let bad = Command::new(ludic)
        .args(["test", "tests/ruletest/failing.tests"])
        .output()
        .expect("ludic runs");
    assert_eq!(bad.status.code(), Some(1));
    let missing = Command::new(ludic)
        .args(["test", "no/such/path"])
        .output()
        .expect("ludic runs");
    assert_eq!(missing.status.code(), Some(2));
}
