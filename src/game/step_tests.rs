//! The move-by-move step (`engine::Stepper`), its action numbers and observation
//! planes, and the canonical position text, on the games of `games/`: whole turns made
//! of single steps are the engine's turns, a random game stepped is the engine's own
//! playout, and no position gives two legal moves one number.

use super::{engine_from_file, ActionIndex, Planes};
use crate::engine::{Engine, State, Stepper};
use crate::load::Selection;
use crate::notation::position::write_canonical;
use crate::notation::position_read::read_position;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::collections::HashSet;
use std::path::Path;

fn engine(name: &str) -> Engine {
    engine_from_file(Path::new(name), &Selection::default()).expect("a built-in game loads")
}

/// The distinct positions whole turns reach from `st`, found one step at a time and
/// told apart by their canonical text, as a user of the Python package finds them.
fn turn_ends(st: &Stepper, out: &mut Vec<State>, seen: &mut HashSet<String>) {
    let mover = st.mover();
    for i in 0..st.moves().len() {
        let mut next = st.clone();
        assert!(next.play(i));
        if next.is_over() || next.mover() != mover {
            if seen.insert(write_canonical(st.engine(), next.state())) {
                out.push(next.state().clone());
            }
        } else {
            turn_ends(&next, out, seen);
        }
    }
}

fn step_perft(e: &Engine, s: &State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut kids = Vec::new();
    turn_ends(&Stepper::new(e, s.clone()), &mut kids, &mut HashSet::new());
    if depth == 1 {
        return kids.len() as u64;
    }
    kids.iter().map(|k| step_perft(e, k, depth - 1)).sum()
}

#[test]
fn whole_turns_of_steps_are_the_engines_turns() {
    for (game, depth) in [("dum-blas", 3), ("lasca", 4), ("yote", 2), ("hexdame", 3)] {
        let e = engine(game);
        let start = e.start();
        assert_eq!(
            step_perft(&e, &start, depth),
            e.perft(&start, depth),
            "{game} to depth {depth}"
        );
    }
}

#[test]
fn a_stepped_random_game_is_the_engines_playout() {
    for game in ["english-draughts", "lasca", "yote", "alquerque"] {
        let e = engine(game);
        for seed in 0..3 {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let (end, _) = e.playout(&e.start(), &mut rng);
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let mut st = Stepper::start(&e);
            while !st.is_over() {
                // The engine's playout chooses a listed move with `pick_index`.
                let n = st.moves().len();
                assert!(st.play(crate::engine::pick_index(&mut rng, n)));
            }
            assert_eq!(st.state(), &end, "{game}, seed {seed}");
            assert!(st.moves().is_empty() && !st.play(0));
        }
    }
}

#[test]
fn no_position_gives_two_moves_one_number_and_texts_read_back() {
    for (game, _, _) in crate::builtin_games::GAMES {
        let e = engine(game);
        let index = ActionIndex::of(&e);
        let planes = Planes::of(&e);
        let mut obs = vec![0.0; planes.len()];
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        for _ in 0..3 {
            let mut st = Stepper::start(&e);
            while !st.is_over() {
                // The one position this numbering cannot tell apart: Chess's (and its variant
                // Knightmate's) choice of
                // the promoted piece, four moves of the site to itself (left for a
                // richer numbering; the Python package refuses the position by name).
                let Ok(numbers) = index.index_moves(st.moves()) else {
                    assert!(matches!(game, "chess" | "knightmate"), "a clash in {game}");
                    assert_eq!(st.moves().len(), 4, "only a promotion's choice clashes");
                    let n = st.moves().len();
                    st.play(rng.gen_range(0..n));
                    continue;
                };
                for (mv, &a) in st.moves().iter().zip(&numbers) {
                    assert!(a < index.len());
                    let (from, to) = index.sites(a).expect("in range");
                    assert_eq!(from.unwrap_or(crate::program::board::OFF), mv.from);
                    assert_eq!(to.unwrap_or(crate::program::board::OFF), mv.to);
                }
                planes.write(&e, st.state(), &mut obs);
                assert!(obs.iter().any(|&x| x != 0.0));
                let text = write_canonical(&e, st.state());
                let back = read_position(&e, &text).expect("the canonical text reads back");
                // A position text holds no dice (nor the chance stream): in a game with
                // dice, the text reads back to itself.
                if !e.is_stochastic() {
                    assert_eq!(&back, st.state(), "{game}: {text}");
                }
                assert_eq!(write_canonical(&e, &back), text);
                let n = st.moves().len();
                st.play(rng.gen_range(0..n));
            }
        }
    }
}

/// Plays moves given by their `(from, to)`, or `None` when one is not legal.
fn play_pairs<'p>(e: &'p Engine, pairs: &[(u16, u16)]) -> Option<Stepper<'p>> {
    let mut st = Stepper::start(e);
    for &(from, to) in pairs {
        let i = st
            .moves()
            .iter()
            .position(|m| (m.from, m.to) == (from, to))?;
        st.play(i);
    }
    Some(st)
}

#[test]
fn equal_positions_reached_otherwise_have_one_canonical_text() {
    // Two men of the first player moved in either order, around one reply: one
    // position by two routes.
    let e = engine("english-draughts");
    let pairs =
        |st: &Stepper| -> Vec<(u16, u16)> { st.moves().iter().map(|m| (m.from, m.to)).collect() };
    let firsts = pairs(&Stepper::start(&e));
    let (one, other) = firsts
        .iter()
        .flat_map(|&a| firsts.iter().map(move |&b| (a, b)))
        .filter(|(a, b)| a.0 != b.0 && a.1 != b.1)
        .find_map(|(a, b)| {
            let after_a = play_pairs(&e, &[a])?;
            pairs(&after_a)
                .into_iter()
                .find_map(|r| Some((play_pairs(&e, &[a, r, b])?, play_pairs(&e, &[b, r, a])?)))
        })
        .expect("a transposition");
    assert_eq!(one.state(), other.state());
    assert_eq!(
        write_canonical(&e, one.state()),
        write_canonical(&e, other.state())
    );
    // The same position read from its text has no history: its position text says
    // fewer turns, its canonical text is the same.
    let text = write_canonical(&e, one.state());
    assert!(!text.contains("turns:"), "{text}");
    let read = read_position(&e, &text).expect("reads");
    assert_ne!(
        crate::notation::position::write_position(&e, &read),
        crate::notation::position::write_position(&e, one.state())
    );
    assert_eq!(write_canonical(&e, &read), text);
}
