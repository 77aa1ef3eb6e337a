//! Go by its rules page (`docs/rules/go.md`): the capture of a chain, no suicide, the
//! simple ko and the positional superko, two passes ending the game, and the area
//! score with its komi, on position texts of the 9x9 board, whose points `a1`..`i9`
//! run as `ludic play` names them (columns `a`..`i`, rows `1`..`9`).

use ludic::engine::{Engine, State};
use ludic::game::{engine_from_file, GameApi, Outcome};
use ludic::load::Selection;
use ludic::notation::{read_position, write_position};
use ludic::play::general::turn_text;
use std::path::PathBuf;

fn go(options: &[&str]) -> Engine {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/go.lud");
    let sel = Selection {
        options: options.iter().map(|o| o.to_string()).collect(),
        ..Selection::default()
    };
    engine_from_file(&path, &sel)
        .unwrap_or_else(|f| panic!("go does not load:\n{}", f.render(false)))
}

fn at(e: &Engine, text: &str) -> State {
    read_position(e, text).unwrap_or_else(|err| panic!("{text}: {err:?}"))
}

/// The names of the turns from `s`.
fn names(e: &Engine, s: &State) -> Vec<String> {
    e.turns(s).iter().map(|t| turn_text(e, s, t)).collect()
}

/// The position after the turn named `name` from `s`.
fn after(e: &Engine, s: &State, name: &str) -> State {
    let turns = e.turns(s);
    let t = turns
        .iter()
        .find(|t| turn_text(e, s, t) == name)
        .unwrap_or_else(|| panic!("no turn {name} in {:?}", names(e, s)));
    t.state.clone()
}

/// The position after the turns named, one after the other.
fn play(e: &Engine, s: &State, turns: &[&str]) -> State {
    turns.iter().fold(s.clone(), |s, t| after(e, &s, t))
}

#[test]
fn a_chain_without_liberties_is_captured() {
    let e = go(&[]);
    // The second player's a1-a2 has one liberty left, a3.
    let s = at(&e, "P1 to move; P1: Stone b1 b2; P2: Stone a1 a2 i9");
    let t = write_position(&e, &after(&e, &s, "a3"));
    assert!(t.contains("P1: Stone b1 b2 a3; P2: Stone i9"), "{t}");
    // A stone next to it elsewhere takes nothing.
    let t = write_position(&e, &after(&e, &s, "c1"));
    assert!(t.contains("P2: Stone a1 a2 i9"), "{t}");
}

#[test]
fn no_suicide_but_a_capture_first() {
    let e = go(&[]);
    // a1 is the first player's eye: the second player may not fill it.
    let s = at(&e, "P2 to move; P1: Stone a2 b1 b2; P2: Stone c1 c2 c3");
    let turns = names(&e, &s);
    assert!(!turns.contains(&"a1".to_string()), "{turns:?}");
    assert!(turns.contains(&"a3".to_string()));
    // With the first player's chain short of liberties, filling it captures first.
    let s = at(&e, "P2 to move; P1: Stone a2 b1 b2; P2: Stone a3 b3 c1 c2");
    let t = after(&e, &s, "a1");
    assert!(
        write_position(&e, &t).contains("P1: none")
            || !write_position(&e, &t).contains("P1: Stone")
    );
}

/// Two kos: at the bottom left (points c2 and d2) the first player may take the second
/// player's stone on c2; at the top right (f8 and g8) the second may take the first
/// player's stone on g8.
const TWO_KOS: &str = "P1 to move; P1: Stone c1 b2 c3 g8 f7 e8 f9; \
                       P2: Stone c2 d1 e2 d3 g7 h8 g9";

#[test]
fn the_simple_ko_waits_a_turn() {
    let e = go(&[]);
    let s = at(&e, TWO_KOS);
    let taken = after(&e, &s, "d2");
    // The stone just taken may not take back at once: the board would come back.
    assert!(!names(&e, &taken).contains(&"c2".to_string()));
    // After a move elsewhere by each player, it may.
    let later = play(&e, &taken, &["a9", "i1"]);
    assert!(names(&e, &later).contains(&"c2".to_string()));
}

#[test]
fn superko_forbids_any_board_seen_before() {
    let e = go(&[]);
    let s = at(&e, TWO_KOS);
    // Each takes a ko, the first player passes, the second takes the first ko back.
    let t = play(&e, &s, &["d2", "f8", "pass", "c2"]);
    // Taking the second ko back now is no immediate retake, but it would bring back the
    // board of the start: superko forbids it.
    assert!(!names(&e, &t).contains(&"g8".to_string()));
    // The same board set up afresh has no such history: there the take is legal.
    let fresh = at(&e, &write_position(&e, &t));
    assert!(names(&e, &fresh).contains(&"g8".to_string()));
}

#[test]
fn two_passes_in_a_row_end_the_game() {
    let e = go(&[]);
    let s = e.start();
    let once = after(&e, &s, "pass");
    assert_eq!(e.outcome(&once), None);
    let stone = after(&e, &once, "e5");
    let again = after(&e, &stone, "pass");
    assert_eq!(e.outcome(&again), None, "a pass, a stone, a pass");
    let twice = after(&e, &once, "pass");
    assert!(e.outcome(&twice).is_some());
}

#[test]
fn area_score_with_komi_decides() {
    let wall = |col: char| {
        (1..=9)
            .map(|r| format!("{col}{r}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // Walls on e and f: the first player holds a..e (45 points), the second f..i
    // (36, and 7 of komi: 43).
    let text = format!(
        "P1 to move; P1: Stone {}; P2: Stone {}",
        wall('e'),
        wall('f')
    );
    let e = go(&[]);
    let end = play(&e, &at(&e, &text), &["pass", "pass"]);
    assert_eq!(e.outcome(&end), Some(Outcome::Win(0)));
    // Walls on d and f, with the e column bordered by both: 36 against 36 + 7.
    let text = format!(
        "P1 to move; P1: Stone {}; P2: Stone {}",
        wall('d'),
        wall('f')
    );
    let end = play(&e, &at(&e, &text), &["pass", "pass"]);
    assert_eq!(e.outcome(&end), Some(Outcome::Win(1)));
    // Without komi, equal areas draw.
    let e = go(&["Komi/0"]);
    let end = play(&e, &at(&e, &text), &["pass", "pass"]);
    assert_eq!(e.outcome(&end), Some(Outcome::Draw));
}
