//! The roll as a chance node of the move-by-move step (`Stepper::set_explicit_chance`),
//! on the repository's own dice games (`tests/move-language`): Dice Race (one
//! three-sided die a turn) and Dice Runners (two, each moving a counter, the mover
//! moving again without a roll while a die is unused).

use super::engine_from_file;
use crate::engine::{Action, Engine, Stepper};
use crate::load::Selection;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::path::Path;

fn engine(file: &str) -> Engine {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/move-language")
        .join(file);
    engine_from_file(&path, &Selection::default()).expect("the dice game loads")
}

#[test]
fn each_outcome_of_a_roll_gives_its_moves() {
    let e = engine("dice-race.lud");
    let mut st = Stepper::start(&e);
    // Off by default: the engine rolls from its stream, as before.
    assert!(!st.is_chance_node());
    st.set_explicit_chance(true);
    assert!(st.is_chance_node());
    assert_eq!(st.num_outcomes(), 3);
    assert!(!st.play(0), "no move is played at a chance node");
    assert!(!st.clone().roll(3), "an outcome out of range");
    for k in 0..3 {
        let mut c = st.clone();
        assert!(c.roll(k));
        assert!(!c.is_chance_node());
        let shown = c.view().dice.as_deref().map(|d| d.value.to_vec());
        assert_eq!(shown, Some(vec![k as i32 + 1]));
        // The counter on the first cell goes exactly the roll's value on.
        assert_eq!(c.moves().len(), 1);
        assert_eq!((c.moves()[0].from, c.moves()[0].to), (0, k as u16 + 1));
        assert!(c.play(0));
        assert!(
            c.is_chance_node(),
            "the other player's turn begins with a roll"
        );
    }
}

#[test]
fn outcomes_number_the_faces_of_every_die() {
    let e = engine("dice-runners.lud");
    let st = Stepper::start(&e);
    assert_eq!(st.num_outcomes(), 9);
    assert_eq!(st.faces_of(5), vec![1, 2]);
    assert_eq!(st.outcome_values(5), vec![2, 3]);
}

#[test]
fn the_roll_played_is_the_outcome_chosen() {
    let e = engine("dice-runners.lud");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    for _ in 0..20 {
        let mut st = Stepper::start(&e);
        st.set_explicit_chance(true);
        let mut moves = 0;
        while !st.is_over() && moves < 2000 {
            if st.is_chance_node() {
                let k = rng.gen_range(0..st.num_outcomes());
                assert!(st.roll(k));
                let faces = st.faces_of(k);
                let i = rng.gen_range(0..st.moves().len());
                // A forced pass (no counter can use the roll) rolls nothing.
                let rolls = st.moves()[i].actions.contains(&Action::Roll);
                assert!(st.play(i));
                // The move rolled the dice inside the engine: they show the outcome.
                let shown = st.state().dice.as_deref().map(|d| d.face.to_vec());
                if rolls {
                    let shown: Option<Vec<usize>> =
                        shown.map(|f| f.iter().map(|&x| x as usize).collect());
                    assert_eq!(shown, Some(faces));
                }
            } else {
                assert!(st.play(rng.gen_range(0..st.moves().len())));
            }
            moves += 1;
        }
        assert!(st.is_over(), "a random game of Dice Runners ends");
    }
}
