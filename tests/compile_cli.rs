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
