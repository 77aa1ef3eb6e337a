//! Hostile contents: files with odd bytes, odd play input, rule tests that loop or fail,
//! and games that could run long.

use super::*;

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
    assert!(out.contains("Saved 6 turns to game.pdn;"), "{out}");
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
    assert!(out.contains("Saved 2 turns to keep.pdn;"), "{out}");
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
