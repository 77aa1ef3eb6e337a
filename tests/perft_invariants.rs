//! Invariants over every game in `games/`, from random play with a fixed seed
//! (OpenSpiel's random-simulation test): legal turns are unique by the rule book's
//! identity; applying a turn leaves the original position unchanged and gives a
//! position whose incremental hash equals a from-scratch one; the game ends exactly
//! when `result` says; turn text and FEN read back to what was written.

mod invariants_support;

use invariants_support::{check_position, game_files, load};
use ludic::kernel::GameResult;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Turns played per game file (over as many games as it takes).
const TURNS_PER_FILE: usize = 400;

#[test]
fn random_play_keeps_the_invariants() {
    let files = game_files();
    assert!(!files.is_empty(), "no game in games/");
    for file in files {
        let name = file.display().to_string();
        let g = load(&file);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut s = g.start();
        let mut played = 0;
        let mut games = 0;
        while played < TURNS_PER_FILE {
            let legal = check_position(&g, &s, &name);
            let result = g.result(&s, &legal);
            if legal.is_empty() {
                assert!(result.is_some(), "{name}: no legal turn but no result");
            }
            if s.pieces_of(s.side()) == 0 {
                assert!(
                    matches!(result, Some(GameResult::Win(w)) if w != s.side())
                        || g.rules().end.no_pieces.is_none(),
                    "{name}: the side to move has no pieces but has not lost"
                );
            }
            if let Some(r) = result {
                // A finished game with turns left can only be a draw by the counter.
                if !legal.is_empty() {
                    assert_eq!(r, GameResult::Draw, "{name}: won with turns left");
                }
                games += 1;
                s = g.start();
                continue;
            }
            s = g.apply(&s, &legal[rng.gen_range(0..legal.len())]);
            played += 1;
        }
        eprintln!("{name}: {played} turns, {games} finished games");
    }
}
