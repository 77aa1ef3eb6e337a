//! Invariants over every game in `games/`, from random play with a fixed seed
//! (OpenSpiel's random-simulation test): legal turns are unique by the rule book's
//! identity; applying a turn leaves the original position unchanged and gives a
//! position whose incremental hash equals a from-scratch one; the game ends exactly
//! when `result` says; turn text and FEN read back to what was written.

use ludic::kernel::{Game, GameResult, State};
use ludic::load::{rules_from_file, Selection};
use ludic::notation::{parse_turn, read_fen, turn_text, write_fen};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::path::PathBuf;

/// Turns played per game file (over as many games as it takes).
const TURNS_PER_FILE: usize = 400;

fn game_files() -> Vec<PathBuf> {
    let games = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games");
    let mut files = Vec::new();
    // Top-level games and variants; `games/defs` holds define libraries, not games.
    for dir in [games.clone(), games.join("variants")] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        files.extend(
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "lud")),
        );
    }
    files.sort();
    files
}

/// Checks one position and its turns; returns the legal turns.
fn check_position(g: &Game, s: &State, name: &str) -> Vec<ludic::kernel::Turn> {
    let mut legal = Vec::new();
    g.legal_turns(s, &mut legal);
    for (i, a) in legal.iter().enumerate() {
        for b in &legal[i + 1..] {
            assert!(
                a != b,
                "{name}: duplicate turn {} at {}",
                turn_text(a),
                write_fen(g, s)
            );
        }
    }
    assert_eq!(
        g.recompute_hash(s),
        s.hash(),
        "{name}: hash at {}",
        write_fen(g, s)
    );
    let before = *s;
    for t in &legal {
        let next = g.apply(s, t);
        assert_eq!(*s, before, "{name}: apply changed the original");
        assert_eq!(
            g.recompute_hash(&next),
            next.hash(),
            "{name}: hash after {} at {}",
            turn_text(t),
            write_fen(g, s)
        );
        assert_ne!(next.side(), s.side(), "{name}: the side to move changes");
        let back = parse_turn(g, s, &legal, &turn_text(t))
            .unwrap_or_else(|e| panic!("{name}: {} does not read back: {e}", turn_text(t)));
        assert!(
            back == *t,
            "{name}: {} reads back as another turn",
            turn_text(t)
        );
    }
    // FEN says pieces and side; a read-back position differs at most in what FEN cannot
    // say (pending huff, draw counter).
    let fen = write_fen(g, s);
    let again = read_fen(g, &fen).unwrap_or_else(|e| panic!("{name}: {fen}: {e}"));
    assert_eq!(write_fen(g, &again), fen, "{name}: FEN round trip");
    assert_eq!(again.side(), s.side());
    for p in 0..2 {
        assert_eq!(again.pieces_of(p), s.pieces_of(p), "{name}: FEN pieces");
    }
    assert_eq!(again.kings(), s.kings(), "{name}: FEN kings");
    legal
}

#[test]
fn random_play_keeps_the_invariants() {
    let files = game_files();
    assert!(!files.is_empty(), "no game in games/");
    for file in files {
        let name = file.display().to_string();
        let rules = rules_from_file(&file, &Selection::default())
            .unwrap_or_else(|f| panic!("{}", f.render(false)));
        let g = Game::new(rules).unwrap_or_else(|e| panic!("{name}: {e}"));
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
