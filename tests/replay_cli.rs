//! `ludic replay` replays a game with the ruleset and options it was recorded with, and
//! numbers turns as the PDN does.

use std::path::PathBuf;
use std::process::Command;

fn ludic(dir: &std::path::Path, args: &[&str]) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (text, out.status.code().unwrap_or(-1))
}

#[test]
fn replay_uses_the_ruleset_the_game_was_recorded_with() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("replay_cli_ruleset");
    std::fs::create_dir_all(&dir).expect("temp dir");
    // `match` keeps an existing file: a second run of the test starts from none.
    let _ = std::fs::remove_file(dir.join("games.pdn"));
    let lud = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/dum-blas.lud");
    let lud = lud.to_string_lossy();
    let (out, code) = ludic(
        &dir,
        &[
            "match",
            &lud,
            "--ruleset",
            "ludii",
            "--white",
            "random",
            "--black",
            "random",
            "--games",
            "3",
            "--seed",
            "5",
            "--pdn",
            "games.pdn",
        ],
    );
    assert_eq!(code, 0, "{out}");
    let text = std::fs::read_to_string(dir.join("games.pdn")).expect("pdn written");
    assert!(
        text.contains("[LudicRuleset \"Ruleset/Ludii (Suggested)\"]"),
        "{text}"
    );

    let (out, code) = ludic(&dir, &["replay", &lud, "games.pdn"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out.matches("all legal").count(), 3, "{out}");

    // Asked for another ruleset, replay says the record differs, and why a turn fails.
    let (out, _) = ludic(
        &dir,
        &["replay", &lud, "--ruleset", "historical", "games.pdn"],
    );
    assert!(
        out.contains("note:") && out.contains("recorded with ruleset Ruleset/Ludii"),
        "{out}"
    );
}
