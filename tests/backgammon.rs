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
use ludic::notation::read_position;
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

#[test]
fn print_start() {
    let e = backgammon();
    let s = e.start();
    println!("{:?}", turns(&e, &s, [6, 5]));
    println!("{:?}", turns(&e, &s, [3, 3]).len());
    let p = format!("P1 to move; P1: Checker a1 c2{}", blocks(&["f2", "h2", "j2"]));
    println!("{:?}", turns(&e, &at(&e, &p), [6, 1]));
    let _ = Outcome::Draw;
}
