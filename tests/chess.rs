//! Chess by its rules page (`docs/rules/chess.md`): castling and what forbids it, the
//! pawn's double step and its capture en passant, promotion by choice, check, checkmate
//! and stalemate, on positions reached by named turns or written as position texts.

use ludic::engine::{Engine, State};
use ludic::game::{engine_from_file, GameApi, Outcome};
use ludic::load::Selection;
use ludic::notation::read_position;
use ludic::play::general::turn_text;
use std::path::PathBuf;

fn chess() -> Engine {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/chess.lud");
    engine_from_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("chess does not load:\n{}", f.render(false)))
}

fn at(e: &Engine, text: &str) -> State {
    read_position(e, text).unwrap_or_else(|err| panic!("{text}: {err:?}"))
}

fn names(e: &Engine, s: &State) -> Vec<String> {
    e.turns(s).iter().map(|t| turn_text(e, s, t)).collect()
}

/// The position after the turns named, from `s`.
fn play(e: &Engine, mut s: State, turns: &[&str]) -> State {
    for name in turns {
        let all = e.turns(&s);
        let t = all
            .iter()
            .find(|t| turn_text(e, &s, t) == *name)
            .unwrap_or_else(|| panic!("no turn {name} in {:?}", names(e, &s)));
        s = t.state.clone();
    }
    s
}

#[test]
fn the_start_has_twenty_turns_and_the_published_perft() {
    let e = chess();
    let s = e.start();
    assert_eq!(e.turns(&s).len(), 20);
    assert_eq!(e.perft(&s, 2), 400);
    assert_eq!(e.perft(&s, 3), 8_902);
}

#[test]
fn castling_needs_unmoved_pieces_empty_and_unattacked_squares() {
    let e = chess();
    let both = "P1 to move; P1: King e1, Rook a1 h1; P2: King e8; state: a1=1 e1=1 h1=1";
    let turns = names(&e, &at(&e, both));
    assert!(turns.contains(&"e1-g1".to_string()), "{turns:?}");
    assert!(turns.contains(&"e1-c1".to_string()), "{turns:?}");
    // Castling short puts the rook on f1; long, on d1.
    let short = play(&e, at(&e, both), &["e1-g1"]);
    assert_eq!(
        short.what,
        at(&e, "P2 to move; P1: King g1, Rook a1 f1; P2: King e8").what
    );
    let long = play(&e, at(&e, both), &["e1-c1"]);
    assert_eq!(
        long.what,
        at(&e, "P2 to move; P1: King c1, Rook d1 h1; P2: King e8").what
    );
    // A rook on f8 attacks f1, which the king would cross: no short castling.
    let crossed =
        "P1 to move; P1: King e1, Rook a1 h1; P2: King e8, Rook f8; state: a1=1 e1=1 h1=1";
    let turns = names(&e, &at(&e, crossed));
    assert!(!turns.contains(&"e1-g1".to_string()) && turns.contains(&"e1-c1".to_string()));
    // In check, no castling at all.
    let check = "P1 to move; P1: King e1, Rook a1 h1; P2: King e8, Rook e7; state: a1=1 e1=1 h1=1";
    let turns = names(&e, &at(&e, check));
    assert!(
        !turns.iter().any(|t| t == "e1-g1" || t == "e1-c1"),
        "{turns:?}"
    );
    // A king that has moved (its state cleared) no longer castles.
    let moved = "P1 to move; P1: King e1, Rook a1 h1; P2: King e8; state: a1=1 h1=1";
    let turns = names(&e, &at(&e, moved));
    assert!(
        !turns.iter().any(|t| t == "e1-g1" || t == "e1-c1"),
        "{turns:?}"
    );
    // Nor does a king whose path is blocked.
    let blocked =
        "P1 to move; P1: King e1, Rook a1 h1, Knight b1; P2: King e8; state: a1=1 e1=1 h1=1";
    let turns = names(&e, &at(&e, blocked));
    assert!(turns.contains(&"e1-g1".to_string()) && !turns.contains(&"e1-c1".to_string()));
}

#[test]
fn a_double_step_may_be_taken_en_passant_at_once_only() {
    let e = chess();
    let s = play(&e, e.start(), &["e2-e4", "a7-a6", "e4-e5", "d7-d5"]);
    assert!(names(&e, &s).contains(&"e5xd6".to_string()));
    let taken = play(&e, s.clone(), &["e5xd6"]);
    assert_eq!(taken.what.iter().filter(|&&c| c != 0).count(), 31);
    // A turn later, the right has gone.
    let later = play(&e, s, &["g1-f3", "a6-a5"]);
    assert!(!names(&e, &later).contains(&"e5xd6".to_string()));
}

#[test]
fn a_pawn_on_the_last_rank_becomes_the_piece_its_player_chooses() {
    let e = chess();
    let s = at(&e, "P1 to move; P1: King e1, Pawn a7; P2: King e8");
    // Four promotions and the king's five steps.
    assert_eq!(e.turns(&s).len(), 9);
    let after: Vec<String> = e
        .turns(&s)
        .iter()
        .map(|t| ludic::notation::write_position(&e, &t.state))
        .filter(|t| t.contains("a8"))
        .collect();
    for piece in ["Queen a8", "Rook a8", "Bishop a8", "Knight a8"] {
        assert!(
            after.iter().any(|t| t.contains(piece)),
            "{piece} in {after:?}"
        );
    }
}

#[test]
fn no_move_may_leave_the_king_attacked() {
    let e = chess();
    // The bishop on e2 is pinned by the rook on e8: it may not move.
    let s = at(
        &e,
        "P1 to move; P1: King e1, Bishop e2; P2: King a8, Rook e8",
    );
    assert!(names(&e, &s).iter().all(|t| !t.starts_with("e2")));
}

#[test]
fn checkmate_wins_and_stalemate_draws() {
    let e = chess();
    let mate = play(&e, e.start(), &["f2-f3", "e7-e5", "g2-g4", "d8-h4"]);
    assert_eq!(e.outcome(&mate), Some(Outcome::Win(1)), "the fool's mate");
    let s = at(&e, "P1 to move; P1: King f7, Queen g5; P2: King h8");
    let stale = play(&e, s, &["g5-g6"]);
    assert_eq!(e.outcome(&stale), Some(Outcome::Draw));
}
