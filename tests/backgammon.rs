//! Backgammon by its rules page (`docs/rules/backgammon.md`), on position texts with the
//! dice set: a roll is a chance node whose outcome the test chooses (`Stepper::roll`),
//! and the whole turns under that roll are listed from the position it seeds. Sites as
//! `ludic play` names them: the bottom row `a1`..`m1`, the top row `a2`..`m2`; `g1` is
//! the first player's bar, `g2` the second's. The first player runs from `g1` along
//! `m1`..`h1`, `f1`..`a1`, then `a2`..`f2` and home to `h2`..`m2`; the second the
//! mirror way, home to `h1`..`m1`.

use ludic::engine::{Engine, State, Stepper};
use ludic::game::{engine_from_file, GameApi, Outcome};
use ludic::load::Selection;
use ludic::notation::{read_position, write_position};
use ludic::play::general::turn_text;
use std::path::PathBuf;

fn backgammon() -> Engine {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/backgammon.lud");
    engine_from_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("backgammon does not load:\n{}", f.render(false)))
}

fn at(e: &Engine, text: &str) -> State {
    read_position(e, text).unwrap_or_else(|err| panic!("{text}: {err:?}"))
}

/// `s` with its next roll set to show `dice`.
fn rolled(e: &Engine, s: &State, dice: [i32; 2]) -> State {
    let mut st = Stepper::new(e, s.clone());
    st.set_explicit_chance(true);
    assert!(st.is_chance_node(), "the mover rolls here");
    let k = (0..st.num_outcomes())
        .find(|&k| st.outcome_values(k) == dice)
        .expect("a roll of two dice");
    assert!(st.roll(k));
    st.state().clone()
}

/// The whole turns from `s` under the roll `dice`, by name, sorted.
fn turns(e: &Engine, s: &State, dice: [i32; 2]) -> Vec<String> {
    let s = rolled(e, s, dice);
    let mut v: Vec<String> = e.turns(&s).iter().map(|t| turn_text(e, &s, t)).collect();
    v.sort();
    v
}

/// A pair of the second player's checkers on each site: points closed to the first.
fn blocks(sites: &[&str]) -> String {
    let mut t = String::new();
    for s in sites {
        t.push_str(&format!("; stack {s}: P2 Checker, P2 Checker"));
    }
    t
}

/// Each whole turn from `s` under the roll `dice`: its name and the position it reaches.
fn results(e: &Engine, s: &State, dice: [i32; 2]) -> Vec<(String, String)> {
    let s = rolled(e, s, dice);
    let mut v: Vec<(String, String)> = e
        .turns(&s)
        .iter()
        .map(|t| (turn_text(e, &s, t), write_position(e, &t.state)))
        .collect();
    v.sort();
    v
}

#[test]
fn as_many_dice_as_can_be_played() {
    let e = backgammon();
    // 6-1, the second player holding f2, h2 and j2: a1's 1 (to a2) leaves no 6 (a2 to h2,
    // c2 to j2: closed), c2's 1 (to d2) leaves d2's 6 to k2, and neither 6 opens. The
    // turn must play both dice: only c2-d2-k2.
    let p = format!(
        "P1 to move; P1: Checker a1 c2{}",
        blocks(&["f2", "h2", "j2"])
    );
    assert_eq!(turns(&e, &at(&e, &p), [6, 1]), ["c2-d2-k2"]);
    // From the start, 6-5: every turn moves eleven points (two moves, or one checker
    // twice), none stops after one die.
    let s = rolled(&e, &e.start(), [6, 5]);
    let t = e.turns(&s);
    assert_eq!(t.len(), 7);
    assert!(t.iter().all(|t| t.path.len() == 2));
}

#[test]
fn a_double_is_played_four_times() {
    let e = backgammon();
    let s = rolled(&e, &e.start(), [3, 3]);
    let t = e.turns(&s);
    assert_eq!(t.len(), 73);
    assert!(t.iter().all(|t| t.path.len() == 4), "four moves of three");
}

#[test]
fn a_checker_on_the_bar_enters_first() {
    let e = backgammon();
    // On the bar (g1) with 3-5: it enters on k1 (the 3) or i1 (the 5) before a1 moves.
    let p = format!("P1 to move; P1: Checker g1 a1{}", blocks(&["m2"]));
    let t = turns(&e, &at(&e, &p), [3, 5]);
    assert_eq!(t, ["g1-i1-a1-c2", "g1-k1-a1-e2", "g1-k1-e1"]);
    // Both entry points closed: the turn is lost, though a1 could move.
    let p = format!("P1 to move; P1: Checker g1 a1{}", blocks(&["k1", "i1"]));
    assert_eq!(turns(&e, &at(&e, &p), [3, 5]), ["pass"]);
}

#[test]
fn a_blot_is_hit_to_its_bar() {
    let e = backgammon();
    // The second player's lone checker on a2 is hit by a1's 1 and goes to his bar, g2.
    let p = "P1 to move; P1: Checker a1; P2: Checker a2 m1";
    let r = results(&e, &at(&e, p), [2, 1]);
    assert_eq!(r.len(), 2);
    assert_eq!(r[0].0, "a1-a2-c2");
    assert!(r[0].1.contains("P2: Checker m1 g2"), "{}", r[0].1);
    assert!(r[1].1.contains("P2: Checker m1 a2"), "{}", r[1].1);
    // Two checkers hold a point: a2 is closed, and 1-2 plays a1 to b2 then c2 only.
    let p = "P1 to move; P1: Checker a1; P2: Checker m1; stack a2: P2 Checker, P2 Checker";
    assert_eq!(turns(&e, &at(&e, p), [2, 1]), ["a1-b2-c2"]);
}

#[test]
fn bearing_off_waits_for_all_fifteen_home() {
    let e = backgammon();
    // All home (h2..m2): the 2 bears off l2 exactly, the 6 the farthest checker (j2),
    // no checker needing a 6; or j2 runs to l2 with the 2 and the 6 bears one off.
    let p = "P1 to move; P1: Checker l2 j2; P2: Checker a2 m1";
    let r = results(&e, &at(&e, p), [2, 6]);
    assert_eq!(r.len(), 2);
    assert!(r.iter().any(|(_, pos)| pos.contains("result: P1 wins")));
    assert!(r.iter().any(|(_, pos)| pos.contains("P1: Checker l2;")));
    // f2 is not home: nothing bears off until it is. Its 2 brings it home (i2), then the
    // 6 bears off i2, the farthest; or the 6 moves it home and the 2 moves again.
    let p = "P1 to move; P1: Checker l2 j2 f2; P2: Checker a2 m1";
    let r = results(&e, &at(&e, p), [2, 6]);
    let left: Vec<&str> = r.iter().map(|(_, p)| p.as_str()).collect();
    assert_eq!(r.len(), 3, "{left:?}");
    assert!(
        left.iter().any(|p| p.contains("P1: Checker j2 l2;")),
        "{left:?}"
    );
    assert!(left.iter().all(|p| !p.contains("result")));
}

#[test]
fn the_first_to_bear_off_all_wins() {
    let e = backgammon();
    // The second player's last two checkers, on l1 and m1, with 2-1: the 2 bears off l1
    // and the 1 m1, and he wins; or l1 goes to m1 with the 1 and the 2 bears one off.
    let p = "P2 to move; P2: Checker l1 m1; P1: Checker a1";
    let s = rolled(&e, &at(&e, p), [2, 1]);
    let mut ends: Vec<Option<Outcome>> = e.turns(&s).iter().map(|t| e.outcome(&t.state)).collect();
    ends.sort_by_key(|o| o.is_some());
    assert_eq!(ends, [None, Some(Outcome::Win(1))]);
}
