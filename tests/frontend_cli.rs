//! The front-end commands run as a user runs them: exit statuses and output.

use std::process::{Command, Output};

fn ludic(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("ludic runs")
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn check_a_good_file_exits_0_with_one_line() {
    let o = ludic(&["check", "games/dum-blas.lud"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 1, "{}", stdout(&o));
    assert!(stdout(&o).contains("Dum Blas"));
}

#[test]
fn check_with_ruleset_and_option() {
    let o = ludic(&[
        "check",
        "games/dum-blas.lud",
        "--ruleset",
        "ludii",
        "--option",
        "Draw/Never",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stdout(&o).contains("Ruleset/Ludii"), "{}", stdout(&o));
    assert!(stdout(&o).contains("Draw/Never"), "{}", stdout(&o));
}

#[test]
fn errors_in_files_exit_1_and_name_the_place() {
    let o = ludic(&["check", "tests/bad/unknown-define.lud"]);
    assert_eq!(code(&o), 1);
    assert!(
        stderr(&o).contains("tests/bad/unknown-define.lud:4:36"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).is_empty());
    let o = ludic(&["expand", "tests/bad/unclosed-bracket.lud"]);
    assert_eq!(code(&o), 1);
    let o = ludic(&["ast", "tests/bad/bad-escape.lud"]);
    assert_eq!(code(&o), 1);
    let o = ludic(&["check", "tests/bad/no-such-file.lud"]);
    assert_eq!(code(&o), 1);
}

#[test]
fn bad_selections_exit_2() {
    let o = ludic(&[
        "check",
        "games/dum-blas.lud",
        "--ruleset",
        "nothing-like-it",
    ]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("Ruleset/Historical"), "{}", stderr(&o));
    let o = ludic(&["expand", "games/dum-blas.lud", "--option", "Draw/Nevr"]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("did you mean \"Draw/Never\""),
        "{}",
        stderr(&o)
    );
    let o = ludic(&["check"]);
    assert_eq!(code(&o), 2);
    let o = ludic(&["frobnicate"]);
    assert_eq!(code(&o), 2);
}

#[test]
fn expand_prints_text_that_checks_again() {
    let o = ludic(&[
        "expand",
        "tests/frontend/constructs.lud",
        "--ruleset",
        "small",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("(game \"Constructs"), "{text}");
    assert!(text.contains("(square 8)"), "{text}");
    let f = ludic::syntax::parse(&text, 0).expect("expanded text parses");
    assert_eq!(f.items.len(), 1);
}

#[test]
fn ast_outline_and_json() {
    let o = ludic(&["ast", "tests/frontend/constructs.lud"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stdout(&o).contains("clause game @"), "{}", stdout(&o));
    let o = ludic(&["ast", "--json", "tests/frontend/constructs.lud"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert!(v["items"].as_array().is_some_and(|a| !a.is_empty()));
}

#[test]
fn every_command_has_help() {
    for cmd in ["check", "expand", "ast"] {
        let o = ludic(&[cmd, "--help"]);
        assert_eq!(code(&o), 0);
        assert!(stdout(&o).contains("Usage"), "{}", stdout(&o));
    }
}
