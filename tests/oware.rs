//! Oware by its rules page (`docs/rules/oware.md`): each rule of the abapa rules that
//! `games/oware.lud` encodes, checked on positions written as the general engine's
//! position text (the pits `b1`..`g1` are the first player's row, left to right, and
//! `g2`..`b2` the second's, which the seeds reach in that order; `a1` and `h1`... are the
//! stores, as `ludic perft --divide` names them).

use ludic::draw::{render, Scene};
use ludic::engine::{Engine, State};
use ludic::game::{engine_from_file, GameApi, Outcome};
use ludic::load::Selection;
use ludic::notation::position::write_canonical;
use ludic::notation::{read_position, write_position};
use ludic::play::general::{board_text, is_promoted, site_name};
use std::path::PathBuf;

fn oware() -> Engine {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/oware.lud");
    engine_from_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("oware does not load:\n{}", f.render(false)))
}

fn at(e: &Engine, text: &str) -> State {
    read_position(e, text).unwrap_or_else(|err| panic!("{text}: {err:?}"))
}

/// The positions the legal turns reach, as position texts without the turn counts.
fn after(e: &Engine, s: &State) -> Vec<String> {
    let mut v: Vec<String> = e
        .turns(s)
        .iter()
        .map(|t| {
            let text = write_canonical(e, &t.state);
            text.trim_end_matches("; played").to_string()
        })
        .collect();
    v.sort();
    v
}

#[test]
fn the_start_has_four_seeds_in_each_of_the_twelve_pits() {
    let e = oware();
    let s = e.start();
    let text = write_position(&e, &s);
    assert!(
        text.starts_with("P1 to move; Neutral: Seed b1*4 c1*4 d1*4 e1*4 f1*4 g1*4 b2*4"),
        "{text}"
    );
    // Each of the first player's six pits may be sown.
    assert_eq!(e.turns(&s).len(), 6);
}

#[test]
fn seeds_go_anticlockwise_one_a_pit_and_skip_the_emptied_pit() {
    let e = oware();
    // Four seeds from f1: g1, then the second player's row from its right end.
    let s = at(&e, "P1 to move; Neutral: Seed f1*4 b2");
    assert_eq!(after(&e, &s), ["P2 to move; Neutral: Seed g1 b2 e2 f2 g2"]);
    // Twelve seeds from b1 go round the board: the eleventh fills b2, the twelfth skips
    // b1, emptied, and falls in c1.
    let s = at(&e, "P1 to move; Neutral: Seed b1*12 e2");
    assert_eq!(
        after(&e, &s),
        ["P2 to move; Neutral: Seed c1*2 d1 e1 f1 g1 b2 c2 d2 e2*2 f2 g2"]
    );
}

#[test]
fn the_last_seed_takes_twos_and_threes_backwards_in_the_opponents_row() {
    let e = oware();
    // g1's three seeds end in e2, which holds 2, after f2 (3) and g2 (2): all three are
    // taken, but not c2's seed, which is not a two or three, nor what lies beyond.
    let s = at(&e, "P1 to move; Neutral: Seed g1*3 e2 f2*2 g2 c2 b2*2");
    assert_eq!(
        after(&e, &s),
        ["P2 to move; Neutral: Seed a1*7 b2*2 c2"],
        "the store a1 holds the seven seeds taken"
    );
    // A two in the mover's own row is not taken.
    let s = at(&e, "P1 to move; Neutral: Seed f1*1 g1*1 b2");
    assert!(after(&e, &s).contains(&"P2 to move; Neutral: Seed g1*2 b2".to_string()));
}

#[test]
fn a_sowing_that_would_take_every_seed_takes_nothing() {
    let e = oware();
    // g1's two seeds make twos of g2 and f2, all the opponent has: the grand slam is
    // played and takes nothing.
    let s = at(&e, "P1 to move; Neutral: Seed g1*2 b1 g2 f2");
    assert!(after(&e, &s).contains(&"P2 to move; Neutral: Seed b1 f2*2 g2*2".to_string()));
    // With one more seed in e2 for the opponent to keep, the same sowing takes both.
    let s = at(&e, "P1 to move; Neutral: Seed g1*2 b1 g2 f2 e2");
    assert!(after(&e, &s).contains(&"P2 to move; Neutral: Seed a1*4 b1 e2".to_string()));
}

#[test]
fn a_player_must_feed_an_empty_opponent_or_take_the_rest() {
    let e = oware();
    // The second player's row is empty: only g1's sowing reaches it.
    let s = at(&e, "P1 to move; Neutral: Seed b1 g1*2");
    assert_eq!(after(&e, &s), ["P2 to move; Neutral: Seed b1 f2 g2"]);
    // No sowing can: the mover's only turn is a pass, which ends the game, and he takes
    // the seeds of his row.
    let s = at(&e, "P1 to move; Neutral: Seed b1 c1*2 a1*20 h1*20");
    let turns = e.turns(&s);
    assert_eq!(turns.len(), 1);
    let text = write_position(&e, &turns[0].state);
    assert!(text.contains("score: P1 23, P2 20"), "{text}");
    assert_eq!(e.outcome(&turns[0].state), Some(Outcome::Win(0)));
}

#[test]
fn more_than_twenty_four_seeds_win() {
    let e = oware();
    // The first player's taking of f2 and g2 brings his store to 25.
    let s = at(&e, "P1 to move; Neutral: Seed a1*21 g1*2 f2 g2 b2*3");
    let won: Vec<State> = e
        .turns(&s)
        .into_iter()
        .map(|t| t.state)
        .filter(|t| e.outcome(t).is_some())
        .collect();
    assert_eq!(won.len(), 1);
    assert_eq!(
        e.outcome(&won[0]),
        Some(Outcome::Win(0)),
        "the first player"
    );
}

#[test]
fn the_terminal_and_the_pictures_show_each_pits_count() {
    let e = oware();
    let s = at(&e, "P1 to move; Neutral: Seed b1*12 c1 e2*3 a1*5");
    let text = board_text(&e, &s);
    // The rows as seen from the first player: the stores at the ends.
    assert!(text.contains("12"), "{text}");
    assert!(
        text.lines().any(|l| l.contains('5') && l.contains("a1")),
        "{text}"
    );
    let svg = render(&Scene::from_api(
        &e,
        &s,
        |p| is_promoted(&p.kind),
        |x| site_name(&e, x as u16),
    ));
    for n in ["12", "1", "3", "5"] {
        assert!(
            svg.contains(&format!(">{n}</text></g>")),
            "{n} in the picture"
        );
    }
    assert_eq!(svg.matches("class=\"pc p0 counted\"").count(), 4);
}
