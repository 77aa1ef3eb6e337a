//! `--fen` on games of the general engine, from the outside: `perft` prints the start's
//! position text and counts from any text it is given; a bad text is a usage error
//! naming the part at fault, in `perft`, `play`, `match` and `svg` alike.

mod cli_support;

use cli_support::{depth_counts, ludic, ludic_with_input, random_match, root, stderr, stdout};
use ludic::game::GameApi;
use ludic::load::Selection;
use ludic::notation::write_position;

/// The position text `perft` names in its first line.
fn named_position(out: &str) -> String {
    let first = out.lines().next().unwrap_or("");
    let (_, rest) = first.split_once(" from ").expect("a position");
    let (text, _) = rest
        .split_once(" on the general engine")
        .expect("the engine");
    text.to_string()
}

#[test]
fn perft_names_the_start_and_counts_the_same_from_its_text() {
    for file in ["games/yote.lud", "games/lasca.lud", "games/hexdame.lud"] {
        let o = ludic(&["perft", file, "--depth", "2"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = named_position(&stdout(&o));
        assert!(text.contains(" to move"), "{text}");
        let again = ludic(&["perft", file, "--fen", &text, "--depth", "2"]);
        assert!(again.status.success(), "{}", stderr(&again));
        assert_eq!(named_position(&stdout(&again)), text);
        assert_eq!(
            depth_counts(&stdout(&again)),
            depth_counts(&stdout(&o)),
            "{file}"
        );
    }
}

#[test]
fn perft_from_each_turn_s_text_adds_up_to_the_next_depth() {
    // HexDame's depth 2 is the sum of depth 1 from the position each first turn reaches.
    let file = "games/hexdame.lud";
    let path = root().join(file);
    let e = ludic::game::engine_from_file(&path, &Selection::default()).expect("compiles");
    let o = ludic(&["perft", file, "--depth", "2"]);
    let want = depth_counts(&stdout(&o))[1].1;
    let mut sum = 0;
    for kid in e.children(&e.start()) {
        let text = write_position(&e, &kid);
        let o = ludic(&["perft", file, "--fen", &text, "--depth", "1"]);
        assert!(o.status.success(), "{text}: {}", stderr(&o));
        sum += depth_counts(&stdout(&o))[0].1;
    }
    assert_eq!(sum, want);
}

#[test]
fn a_bad_text_is_a_usage_error_naming_its_part() {
    let bad = "White to move; White: Soldier a1 q9";
    for cmd in [
        vec!["perft", "games/lasca.lud", "--depth", "1", "--fen", bad],
        vec!["svg", "games/lasca.lud", "--fen", bad],
        vec![
            "play",
            "games/lasca.lud",
            "--white",
            "random",
            "--black",
            "random",
            "--fen",
            bad,
        ],
        random_match("games/lasca.lud", &["--games", "1", "--fen", bad]),
    ] {
        let o = ludic(&cmd);
        assert_eq!(o.status.code(), Some(2), "{cmd:?}: {}", stderr(&o));
        // The report wraps its lines, each continued after a `│`.
        let err = stderr(&o)
            .split_whitespace()
            .filter(|w| *w != "│")
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            err.contains("in `White: Soldier a1 q9`: there is no site `q9`"),
            "{cmd:?}: {err}"
        );
    }
}

#[test]
fn play_and_match_start_from_a_text() {
    // One piece each and nothing in hand: White's man steps, from the position given.
    let text = "White to move; White: Soldier a1; Black: Soldier g7";
    let o = ludic(&random_match(
        "games/lasca.lud",
        &["--games", "2", "--fen", text, "--json"],
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("\"games\":2"), "{}", stdout(&o));
    let o = ludic(&["svg", "games/lasca.lud", "--fen", text, "--turns", "a1-b2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = ludic(&["svg", "games/lasca.lud", "--fen", text, "--turns", "a1-a2"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

#[test]
fn replay_starts_from_the_fen_tag() {
    let dir = std::env::temp_dir().join(format!("ludic-position-text-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pdn = dir.join("from-text.pdn");
    std::fs::write(
        &pdn,
        "[FEN \"White to move; White: Soldier a1; Black: Soldier g7\"]\n\n1. a1-b2 g7-f6 *\n",
    )
    .expect("written");
    let path = pdn.to_string_lossy().into_owned();
    let o = ludic(&["replay", "games/lasca.lud", &path]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("2 turns, all legal"), "{}", stdout(&o));
    // From the start, the same turns are not legal: the tag is what they start from.
    std::fs::write(&pdn, "1. a1-b2 g7-f6 *\n").expect("written");
    let o = ludic(&["replay", "games/lasca.lud", &path]);
    assert!(!o.status.success(), "{}", stdout(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_saved_from_the_second_player_s_turn_numbers_it_1_dots() {
    // Black moves first from the text: its turn is `1...`, as PDN numbers Black's move
    // after a FEN with Black to move, on the screen and in the saved game.
    let dir = std::env::temp_dir().join(format!("ludic-second-starts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pdn = dir.join("game.pdn");
    let _ = std::fs::remove_file(&pdn);
    let path = pdn.to_string_lossy().into_owned();
    let text = "Black to move; White: Soldier a1 c1; Black: Soldier e7 g7";
    let args = [
        "play",
        "games/lasca.lud",
        "--white",
        "human",
        "--black",
        "random",
    ];
    let o = ludic_with_input(
        &root(),
        &[&args[..], &["--seed", "1", "--fen", text]].concat(),
        format!("save {path}\nquit\n").as_bytes(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("1... Black (random) plays"),
        "{}",
        stdout(&o)
    );
    let saved = std::fs::read_to_string(&pdn).expect("saved");
    let games = ludic::pdn::read_games(&saved).expect("reads");
    assert_eq!(games[0].tag("FEN"), Some(text));
    let movetext = saved.split("\n\n").nth(1).unwrap_or("");
    assert!(movetext.starts_with("1... "), "{saved}");
    assert_eq!(games[0].moves.len(), 1, "{saved}");
    let o = ludic(&["replay", "games/lasca.lud", &path]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("1 turns, all legal"), "{}", stdout(&o));
    let _ = std::fs::remove_dir_all(&dir);
}
