//! A match of a small game read from files, as `(match ...)` finds its subgame.

use super::{Engine, Over};
use crate::load::Selection;
use rand::SeedableRng;

const SUB: &str = r#"(game "Fill" (players 2)
    (equipment { (board (square 2)) (piece "Disc" Each) })
    (rules (play (move Add (to (sites Empty)))) (end (if (is Full) (result Mover Win)))))"#;

/// The files of a match of `Fill` (whose second player always fills the board last,
/// at the fourth move) in a folder of their own; the match's file.
fn files(name: &str, result: &str, end: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ludic-match-{}-{name}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).expect("a temporary folder");
    std::fs::write(dir.join("sub").join("Fill.lud"), SUB).expect("the subgame's file");
    let m = format!(r#"(match "M" (players 2) (games (subgame "Fill" {result})) (end {end}))"#);
    let file = dir.join("M.lud");
    std::fs::write(&file, m).expect("the match's file");
    file
}

fn engine(file: &std::path::Path) -> Result<Engine, String> {
    crate::game::engine_from_file(file, &Selection::default()).map_err(|f| f.render(false))
}

#[test]
fn a_match_plays_its_game_again_until_its_end_rules_end_it() {
    let file = files(
        "perft",
        "result:2",
        "(if (>= (matchScore P2) 6) (result P2 Win))",
    );
    let e = engine(&file).expect("loads");
    let s = e.start();
    // 4 x 3 x 2 x 1 games; the second player's last move ends a game, and its
    // `NextInstance` (the same mover) starts the next within that turn.
    let counts: Vec<u64> = (1..=5).map(|d| e.perft(&s, d)).collect();
    assert_eq!(counts, [4, 12, 24, 24, 96]);
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(1);
    let (end, turns) = e.playout(&s, &mut rng);
    assert_eq!(end.over, Some(Over::Win(2)));
    let m = end.mem.as_deref().expect("a match keeps a memory");
    // Three games of 2 points each: 4 turns a game.
    assert_eq!((m.match_scores, m.trials, turns), ([0, 6], 3, 12));
}

#[test]
fn without_result_a_won_game_scores_one() {
    let file = files("one", "", "(if (>= (matchScore P2) 2) (result P2 Win))");
    let e = engine(&file).expect("loads");
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(2);
    let (end, _) = e.playout(&e.start(), &mut rng);
    let m = end.mem.as_deref().expect("a match keeps a memory");
    assert_eq!((m.match_scores, m.trials), ([0, 2], 2));
}

#[test]
fn a_subgame_not_found_is_refused_by_name() {
    let file = files("missing", "", "(if (>= (matchScore P2) 2) (result P2 Win))");
    let text = std::fs::read_to_string(&file).expect("written");
    std::fs::write(&file, text.replace("\"Fill\"", "\"Nowhere\"")).expect("rewritten");
    let err = engine(&file).expect_err("refused");
    assert!(err.contains("`Nowhere.lud` was not found"), "{err}");
}

#[test]
fn match_score_outside_a_match_is_refused() {
    let text = SUB.replace("(is Full)", "(and (is Full) (= 0 (matchScore P1)))");
    let ex = crate::load::expand_source("t.lud", &text, &Selection::default()).expect("expands");
    let d = crate::program::compile::compile(&ex.game).expect_err("refused");
    assert!(
        d.0.iter().any(|d| d.code == "lud::program::unsupported"),
        "{d:?}"
    );
}
