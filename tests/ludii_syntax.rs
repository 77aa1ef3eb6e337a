//! Ludii's syntax as Ludii's own game files write it, on small files of our own in
//! `tests/ludii/`: ranges, doubled brackets, option values as clause heads, defines
//! inside option items, define arguments, ruleset variations; and `--defs DIR` with the
//! test define folder `tests/ludii/defs/`, its errors included.

use ludic::load::{expand_file, expand_source, DefsDir, Failure, Selection};
use ludic::syntax::print::print_node;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn relative(path: &Path) -> &Path {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .expect("inside the crate")
}

fn with_defs(dir: &str) -> Selection {
    Selection {
        defs: Some(DefsDir {
            path: PathBuf::from(dir),
            from_env: false,
        }),
        ..Default::default()
    }
}

fn expanded(path: &Path, sel: &Selection) -> String {
    let e = expand_file(path, sel).unwrap_or_else(|f| panic!("{}", f.render(false)));
    format!(
        "== ruleset: {}\n== options: {}\n\n{}\n",
        e.ruleset.as_deref().unwrap_or("(none)"),
        e.options.join(", "),
        print_node(&e.game)
    )
}

fn shown(f: &Failure) -> String {
    format!("exit status: {}\n\n{}", f.exit_code(), f.render(false))
}

/// Every construct file expands with its default choices (snapshots).
#[test]
fn ludii_files() {
    insta::glob!("ludii/*.lud", |path| {
        insta::assert_snapshot!(expanded(relative(path), &Selection::default()));
    });
}

/// The other items of the option files: each value lands where its tag is.
#[test]
fn other_option_items() {
    let sel = |ruleset: Option<&str>, options: &[&str]| Selection {
        ruleset: ruleset.map(str::to_string),
        options: options.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    };
    let long = expanded(
        Path::new("tests/ludii/option-defines.lud"),
        &sel(Some("long"), &[]),
    );
    assert!(long.contains("(square 10)"), "{long}");
    assert!(long.contains("(move Hop Diagonal Orthogonal"), "{long}");
    assert!(long.contains("(meta (no Repeat))"), "{long}");
    let hex = expanded(
        Path::new("tests/ludii/option-heads.lud"),
        &sel(None, &["Tiling/Hex"]),
    );
    assert!(hex.contains("(board (hex 5))"), "{hex}");
}

/// The test define folder: nested files, a name defined twice (the last file in path
/// order wins, without error), ranges in a library define, and the game's own define
/// replacing the library's.
#[test]
fn defs_folder() {
    let sel = with_defs("tests/ludii/defs");
    insta::assert_snapshot!(expanded(Path::new("tests/ludii/with-defs/game.lud"), &sel));
}

/// With --defs, our rendering of Ludii's defines is not loaded, but our own library is.
#[test]
fn defs_folder_replaces_the_ludii_rendering_only() {
    let text = r#"(game "G" (players 2) ("TestPair" a b))"#;
    let e = expand_source("g.lud", text, &with_defs("tests/ludii/defs")).expect("expands");
    assert_eq!(print_node(&e.game), r#"(game "G" (players 2) {b a})"#);
    let names: Vec<&str> = (0..e.sources.len() as u32)
        .map(|i| e.sources.name(i))
        .collect();
    assert!(
        names.iter().any(|n| n.starts_with("games/defs/")),
        "{names:?}"
    );
    assert!(
        !names.iter().any(|n| n.starts_with("games/defs/ludii/")),
        "{names:?}"
    );
    assert!(!names.iter().any(|n| n.ends_with(".txt")), "{names:?}");
}

#[test]
fn defs_errors() {
    let game = "tests/ludii/with-defs/game.lud";
    for (name, dir) in [
        ("missing", "tests/ludii/no-such-folder"),
        ("not_a_folder", "tests/ludii/ranges.lud"),
        ("no_def_file", "tests/ludii/defs-empty"),
        ("broken_def_file", "tests/ludii/defs-bad"),
    ] {
        let f = expand_file(Path::new(game), &with_defs(dir)).expect_err(name);
        insta::assert_snapshot!(format!("defs_error_{name}"), shown(&f));
    }
}

fn ludic(args: &[&str], env: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ludic"));
    c.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .env_remove(DefsDir::VAR);
    if let Some(v) = env {
        c.env(DefsDir::VAR, v);
    }
    c.output().expect("ludic runs")
}

#[test]
fn defs_flag_and_variable() {
    let game = "tests/ludii/with-defs/game.lud";
    let code = |o: &Output| o.status.code().expect("exited");
    // Neither: the test defines are unknown.
    assert_eq!(code(&ludic(&["expand", game], None)), 1);
    // The variable alone.
    let o = ludic(&["expand", game], Some("tests/ludii/defs"));
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
    // The flag wins over a bad variable.
    let o = ludic(
        &["expand", game, "--defs", "tests/ludii/defs"],
        Some("tests/ludii/no-such-folder"),
    );
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
    // A bad flag is a command-line fault; a bad variable too, and says so.
    let o = ludic(
        &["expand", game, "--defs", "tests/ludii/no-such-folder"],
        None,
    );
    assert_eq!(code(&o), 2);
    let o = ludic(&["rules", game], Some("tests/ludii/no-such-folder"));
    assert_eq!(code(&o), 2);
    assert!(String::from_utf8_lossy(&o.stderr).contains("LUDIC_DEFS="));
    // A def file that does not parse is a fault of that file.
    let o = ludic(&["expand", game, "--defs", "tests/ludii/defs-bad"], None);
    assert_eq!(code(&o), 1);
    assert!(String::from_utf8_lossy(&o.stderr).contains("Broken.def:"));
}
