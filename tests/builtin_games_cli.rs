//! The games built into the binary, from a folder outside the repository: `ludic
//! games` lists them with their rulesets, a variant of the user's extends one by its
//! name (`(extends "dum-blas")`), the built-in variant Dum Papan finds its own base, and
//! `ludic completions bash` writes clap's completion script.

use std::path::PathBuf;
use std::process::Command;

/// A fresh folder outside the repository, so that nothing is read from `games/`.
fn elsewhere(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludic-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// `ludic ARGS` in `dir`: stdout, stderr and the exit status.
fn ludic(dir: &std::path::Path, args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("run ludic");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn games_lists_the_built_in_games_with_their_rulesets() {
    let dir = elsewhere("games");
    let (out, err, code) = ludic(&dir, &["games"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("dum-papan (variant)"), "{out}");
    insta::assert_snapshot!(out);
}

/// A house variant written anywhere extends Dum Blas by name; its perft is that of the
/// compulsory maximum capture it chooses, and a misspelt name is answered with the
/// built-in game it meant.
#[test]
fn a_variant_extends_a_built_in_game_by_name() {
    let dir = elsewhere("extends");
    let variant = r#"(game "House Blas"
    (extends "dum-blas")
    (replace (capture) <MaxCapture> with:Compulsory)
    (remove (option "Maximum Capture"))
    (remove (rulesets))
)
"#;
    std::fs::write(dir.join("house.lud"), variant).expect("write the variant");
    let (out, err, code) = ludic(&dir, &["check", "house.lud"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"House Blas\""), "{out}");
    let (house, err, code) = ludic(&dir, &["perft", "house.lud", "--depth", "4"]);
    assert_eq!(code, 0, "{err}");
    let (papan, err, code) = ludic(
        &dir,
        &[
            "perft",
            "dum-papan",
            "--depth",
            "4",
            "--ruleset",
            "dum papan",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let last = |t: &str| {
        t.lines()
            .last()
            .and_then(|l| l.split(" (").next())
            .unwrap_or_default()
            .to_string()
    };
    // Both make the maximum capture compulsory; the kings' priority does not show at
    // depth 4, where no man has promoted.
    assert_eq!(last(&house), last(&papan), "{house}\n{papan}");

    std::fs::write(
        dir.join("typo.lud"),
        variant.replace("dum-blas", "dum-blaz"),
    )
    .expect("write the variant");
    let (_, err, code) = ludic(&dir, &["check", "typo.lud"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("did you mean the built-in game \"dum-blas\"?"),
        "{err}"
    );
}

#[test]
fn completions_for_bash_name_every_command() {
    let dir = elsewhere("completions");
    let (out, err, code) = ludic(&dir, &["completions", "bash"]);
    assert_eq!(code, 0, "{err}");
    for word in [
        "_ludic()",
        "play",
        "games",
        "completions",
        "--ruleset",
        "--pdn",
    ] {
        assert!(out.contains(word), "`{word}` missing");
    }
    let (_, err, code) = ludic(&dir, &["completions", "tcsh"]);
    assert_eq!(code, 2, "{err}");
}
