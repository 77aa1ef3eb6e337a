//! `ludic rules` end to end: output, rulesets and options, and exit codes.

use std::process::Command;

fn ludic(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("ludic runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn rules_prints_the_selected_ruleset() {
    let (code, out, _) = ludic(&["rules", "games/dum-blas.lud"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("ruleset: Ruleset/Historical (Described)"),
        "{out}"
    );
    assert!(out.contains("capture: Huff"), "{out}");
    let (code, out, _) = ludic(&["rules", "games/dum-blas.lud", "--ruleset", "ludii"]);
    assert_eq!(code, 0);
    assert!(out.contains("capture: Compulsory"), "{out}");
    let (code, out, _) = ludic(&["rules", "games/dum-blas.lud", "--option", "Draw/Never"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("draw after turns without progress: never"),
        "{out}"
    );
}

#[test]
fn rules_prints_json() {
    let (code, out, _) = ludic(&["rules", "games/international-draughts.lud", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    assert_eq!(v["name"], "International Draughts");
    assert_eq!(v["capture"]["mode"], "Compulsory");
}

#[test]
fn errors_exit_with_the_right_code() {
    let (code, _, err) = ludic(&["rules", "tests/compile_bad/unknown_ludeme.lud"]);
    assert_eq!(code, 1);
    assert!(err.contains("lud::compile::unknown_ludeme"), "{err}");
    assert!(err.contains("did you mean `board`?"), "{err}");
    let (code, _, _) = ludic(&[
        "rules",
        "games/dum-blas.lud",
        "--ruleset",
        "no such ruleset",
    ]);
    assert_eq!(code, 2);
    let (code, _, err) = ludic(&["check", "tests/compile_bad/several_errors.lud"]);
    assert_eq!(code, 1);
    assert_eq!(err.matches("lud::compile::").count(), 3, "{err}");
}

/// A move program as JSON: the IR with its pieces named, its sets of sites as lists of
/// sites, its directions by name and its board summarised site by site.
#[test]
fn rules_prints_a_move_program_as_json() {
    let (code, out, err) = ludic(&["rules", "tests/move-language/hidden-stacks.lud", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    assert_eq!(v["name"], "Hidden Stacks");
    assert_eq!(v["graph"]["sites"][1]["name"], "B1");
    assert_eq!(v["graph"]["sites"][1]["steps"]["W"], 0);
    assert_eq!(v["start"][0]["comp"], "Disc1");
    insta::assert_snapshot!(out);
}

/// `rules --json` succeeds on every game of `games/` and `games/variants/`, on either
/// engine: the kernel's rule set, or the move program the general engine runs.
#[test]
fn rules_json_succeeds_on_every_game() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = ["games", "games/variants"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).expect("the folder is readable"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "lud"))
        .map(|p| {
            p.strip_prefix(root)
                .expect("under the root")
                .display()
                .to_string()
        })
        .collect();
    files.sort();
    assert!(files.len() > 10, "{files:?}");
    let mut programs = 0;
    for f in &files {
        for engine in ["auto", "general"] {
            let (code, out, err) = ludic(&["rules", f, "--json", "--engine", engine]);
            assert_eq!(code, 0, "{f} --engine {engine}: {err}");
            let v: serde_json::Value = serde_json::from_str(&out)
                .unwrap_or_else(|e| panic!("{f} --engine {engine}: not JSON: {e}"));
            assert!(v["name"].is_string(), "{f} --engine {engine}");
            programs += usize::from(v["play"].is_object());
        }
    }
    // Every file in Ludii's move language is a move program on the general engine.
    assert!(programs >= 6, "{programs} move programs");
}
