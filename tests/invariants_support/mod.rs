//! The position invariants shared by the fixed-seed walk (`tests/perft_invariants.rs`)
//! and the proptest properties (`tests/properties.rs`), so that both check the same
//! thing and a fix to a check reaches both.
#![allow(dead_code)]

use ludic::game::rules_from_file;
use ludic::kernel::{Game, State, Turn};
use ludic::load::Selection;
use ludic::notation::{parse_turn, read_fen, turn_text, write_fen};
use std::path::PathBuf;

/// Every game file of `games/` and `games/variants/`, sorted.
pub fn game_files() -> Vec<PathBuf> {
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
    // The kernel's invariants: a game of the general engine alone (Lasca's stacks) has
    // its own tests (tests/move_language.rs).
    files.retain(|f| {
        !matches!(
            ludic::game::compile_file(f, &ludic::load::Selection::default()),
            Ok(ludic::game::Compiled::Program(_))
        )
    });
    files.sort();
    files
}

/// The kernel game of `file` with its default ruleset and options.
pub fn load(file: &std::path::Path) -> Game {
    let name = file.display();
    let rules = rules_from_file(file, &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    Game::new(rules).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The legal turns of `s`.
pub fn legal(g: &Game, s: &State) -> Vec<Turn> {
    let mut v = Vec::new();
    g.legal_turns(s, &mut v);
    v
}

/// `s`'s hash is its from-scratch hash; applying any of `legal` to `s` leaves `s` as
/// it was (a `State` is a value) and gives a position whose incremental hash is its
/// from-scratch hash, with the other side to move.
pub fn check_apply(g: &Game, s: &State, legal: &[Turn], name: &str) {
    assert_eq!(
        g.recompute_hash(s),
        s.hash(),
        "{name}: hash at {}",
        write_fen(g, s)
    );
    let before = *s;
    for t in legal {
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
    }
}

/// No two of `legal` are the same turn by the rule book's identity, and each turn's
/// text reads back, on `s`, as that turn.
pub fn check_turns(g: &Game, s: &State, legal: &[Turn], name: &str) {
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
    for t in legal {
        let back = parse_turn(g, s, legal, &turn_text(t)).unwrap_or_else(|e| {
            panic!(
                "{name}: {} does not read back at {}: {e}",
                turn_text(t),
                write_fen(g, s)
            )
        });
        assert!(
            back == *t,
            "{name}: {} reads back as another turn at {}",
            turn_text(t),
            write_fen(g, s)
        );
    }
}

/// `s`'s FEN reads back to the same pieces, kings and side to move, and writes again
/// as the same text. A read-back position may differ only in what FEN cannot say (a
/// pending huff, the draw counter).
pub fn check_fen(g: &Game, s: &State, name: &str) {
    let fen = write_fen(g, s);
    let again = read_fen(g, &fen).unwrap_or_else(|e| panic!("{name}: {fen}: {e}"));
    assert_eq!(write_fen(g, &again), fen, "{name}: FEN round trip");
    assert_eq!(again.side(), s.side(), "{name}: FEN side of {fen}");
    for p in 0..2 {
        assert_eq!(
            again.pieces_of(p),
            s.pieces_of(p),
            "{name}: FEN pieces of {fen}"
        );
    }
    assert_eq!(again.kings(), s.kings(), "{name}: FEN kings of {fen}");
}

/// Every check of one position; returns its legal turns.
pub fn check_position(g: &Game, s: &State, name: &str) -> Vec<Turn> {
    let legal = legal(g, s);
    check_turns(g, s, &legal, name);
    check_apply(g, s, &legal, name);
    check_fen(g, s, name);
    legal
}
