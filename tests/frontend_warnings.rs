//! Warnings where Ludii is silent: each file of `tests/warn/` loads, and its rendered
//! warnings (no colour, width 100) are a snapshot; `--deny-warnings` makes them errors;
//! ludic's own games give none.

use ludic::load::{expand_file, ruleset_names, Selection, WarningMode};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn ludic(args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("runs");
    (
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn each_warning_is_located_and_rendered() {
    insta::glob!("warn/*.lud", |path| {
        let rel = path.strip_prefix(root()).expect("inside the crate");
        let e = expand_file(rel, &Selection::default())
            .unwrap_or_else(|f| panic!("{} loads:\n{}", rel.display(), f.render(false)));
        assert!(!e.warnings.is_empty(), "{} warns", rel.display());
        assert!(e
            .warnings
            .0
            .iter()
            .all(|d| d.code.starts_with("lud::warn::")));
        insta::assert_snapshot!(ludic::diag::render(&e.warnings, &e.sources, false, 100));
    });
}

#[test]
fn warnings_do_not_stop_a_command_and_deny_warnings_makes_them_errors() {
    let file = "tests/warn/unused-define.lud";
    let (out, err, code) = ludic(&["check", file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ok: \"Unused Defines\""), "{out}");
    assert!(err.contains("⚠"), "{err}");
    assert!(err.contains("lud::warn::unused_define"), "{err}");
    assert!(!err.contains('×'), "{err}");
    let (out, err, code) = ludic(&["check", file, "--deny-warnings"]);
    assert_eq!(code, 1, "{err}");
    assert_eq!(out, "");
    assert_eq!(err.matches('×').count(), 2, "{err}");
    assert!(err.contains("lud::warn::unused_define"), "{err}");
    assert!(err.contains("an error under --deny-warnings"), "{err}");
    // Every command that loads a game takes it, and a file without warnings passes.
    let (_, err, code) = ludic(&["perft", file, "--depth", "1", "--deny-warnings"]);
    assert_eq!(code, 1, "{err}");
    let (out, err, code) = ludic(&["expand", "games/dum-blas.lud", "--deny-warnings"]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("(game \"Dum Blas\""), "{out}");
}

#[test]
fn a_warning_is_printed_once_when_a_command_loads_the_file_again() {
    let (_, err, code) = ludic(&[
        "analyze",
        "tests/warn/same-item.lud",
        "tests/warn/same-item.lud",
        "--games",
        "1",
        "--max-turns",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err.matches("lud::warn::same_item").count(), 1, "{err}");
}

#[test]
fn a_variant_removes_what_it_left_unused_as_the_help_says() {
    let sel = Selection {
        warnings: WarningMode::Deny,
        ..Selection::default()
    };
    let fixed = Path::new("tests/warn/base/fixed-variant.lud");
    if let Err(f) = expand_file(fixed, &sel) {
        panic!("{}", f.render(false));
    }
    let f = match expand_file(Path::new("tests/warn/variant.lud"), &sel) {
        Ok(_) => panic!("the variant's warnings are denied"),
        Err(f) => f,
    };
    assert_eq!((f.exit_code(), f.diags.0.len()), (1, 2));
}

/// The `.lud` files of `dir`, sorted.
fn games_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the folder exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "lud"))
        .collect();
    files.sort();
    files
}

#[test]
fn own_games_give_no_warning_under_any_ruleset() {
    let mut files = games_in(&root().join("games"));
    files.extend(games_in(&root().join("games/variants")));
    assert!(files.len() > 15, "{files:?}");
    for file in files {
        let rulesets = ruleset_names(&file).unwrap_or_else(|f| panic!("{}", f.render(false)));
        let choices: Vec<Option<String>> = if rulesets.is_empty() {
            vec![None]
        } else {
            rulesets.into_iter().map(Some).collect()
        };
        for ruleset in choices {
            let sel = Selection {
                ruleset: ruleset.clone(),
                warnings: WarningMode::Deny,
                ..Selection::default()
            };
            if let Err(f) = expand_file(&file, &sel) {
                panic!(
                    "{} ({ruleset:?}) warns:\n{}",
                    file.display(),
                    f.render(false)
                );
            }
        }
    }
}
