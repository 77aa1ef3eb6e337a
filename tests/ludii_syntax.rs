//! Ludii's syntax as Ludii's own game files write it, on small files of our own in
//! `tests/ludii/`: ranges, doubled brackets, option values as clause heads, defines
//! inside option items, define arguments, ruleset variations, numbers and names as Ludii's
//! tokens are, strings, default marks, matches; and `--defs DIR` with the test define
//! folder `tests/ludii/defs/`, its errors included. With `LUDII_REPO` (a checkout of
//! Ludii's repository), every file of Ludii's `board/` folder expands with Ludii's own
//! define folder, and a file with no ruleset is read as Ludii's loader reads it.

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
    // A ruleset applies when it is named, and only then.
    let large = expanded(
        Path::new("tests/ludii/default-options.lud"),
        &sel(Some("large"), &[]),
    );
    assert!(large.contains("(board (square 5))"), "{large}");
    assert!(large.contains("(is Full)"), "{large}");
    assert!(
        large.contains("== ruleset: Ruleset/Large (Observed)"),
        "{large}"
    );
}

/// Ludii's repository, when `LUDII_REPO` names one.
fn ludii_repo() -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("LUDII_REPO")?);
    dir.join("Common/res/lud").is_dir().then_some(dir)
}

/// The `.lud` files under `dir`, sorted.
fn lud_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a readable folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            lud_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "lud") {
            out.push(p);
        }
    }
}

/// Every file of Ludii's `board/` folder expands with Ludii's own define folder: no
/// syntax error and no check of expansion that Ludii does not make.
#[test]
#[ignore = "reads Ludii's game files from LUDII_REPO"]
fn every_ludii_board_file_expands() {
    let Some(repo) = ludii_repo() else {
        panic!("set LUDII_REPO to a checkout of Ludii's repository");
    };
    let sel = with_defs(repo.join("Common/res/def").to_str().expect("a UTF-8 path"));
    let mut files = Vec::new();
    lud_files(&repo.join("Common/res/lud/board"), &mut files);
    assert!(files.len() > 1000, "{} files", files.len());
    let failed: Vec<String> = files
        .iter()
        .filter_map(|f| expand_file(f, &sel).err().map(|e| e.render(false)))
        .collect();
    assert!(
        failed.is_empty(),
        "{} files fail:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// Files whose first ruleset chooses other items than the options' defaults: with no
/// ruleset they are read at the defaults, as Ludii's loader (and its figures) read them.
#[test]
#[ignore = "reads Ludii's game files from LUDII_REPO"]
fn ludii_files_without_a_ruleset_are_at_their_defaults() {
    let Some(repo) = ludii_repo() else {
        panic!("set LUDII_REPO to a checkout of Ludii's repository");
    };
    let base = repo.join("Common/res/lud/board");
    let defs = with_defs(repo.join("Common/res/def").to_str().expect("a UTF-8 path"));
    let load = |path: &Path, ruleset: Option<String>, options: Vec<String>| {
        let sel = Selection {
            ruleset,
            options,
            ..defs.clone()
        };
        expand_file(path, &sel).unwrap_or_else(|f| panic!("{}", f.render(false)))
    };
    for file in [
        "hunt/Komikan.lud",
        "war/custodial/Poprad Game.lud",
        "race/escape/Medio Emperador.lud",
        "sow/two_rows/Dabuda.lud",
        "space/blocking/Mu Torere.lud",
    ] {
        let path = base.join(file);
        let names = ludic::load::ruleset_names(&path).expect("reads");
        let plain = load(&path, None, Vec::new());
        let ruled = load(&path, Some(names[0].clone()), Vec::new());
        assert_ne!(
            plain.game, ruled.game,
            "{file}: the first ruleset is not the defaults"
        );
        // The defaults, chosen one by one, read the same game.
        let chosen = load(&path, None, plain.options.clone());
        assert_eq!(plain.game, chosen.game, "{file}");
        assert_ne!(plain.ruleset.as_ref(), Some(&names[0]), "{file}");
    }
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
