//! Unit tests of hands and phases on small programs.

use super::*;

fn engine(equipment: &str, rules: &str) -> Engine {
    let text = format!(
        r#"(game "T" (players 2) (equipment {{ (board (square 3)) {equipment} }}) (rules {rules}))"#
    );
    super::tests::engine_of(&text)
}

fn held(s: &State) -> &Held {
    s.held.as_deref().expect("a game with hands")
}

fn held_mut(s: &mut State) -> &mut Held {
    s.held.as_deref_mut().expect("a game with hands")
}

const PLACE: &str = r#"(move (from (handSite Mover)) (to (sites Empty)))"#;

#[test]
fn hands_follow_the_board_and_placing_takes_one_piece_from_the_hand() {
    let e = engine(
        r#"(piece "Marker" Each) (hand Each)"#,
        &format!(r#"(start (place "Marker" "Hand" count:2)) (play {PLACE})"#),
    );
    let hands: Vec<_> = e.program.hands.iter().map(|h| (h.owner, h.site)).collect();
    assert_eq!(
        hands,
        [(1, 9), (2, 10)],
        "Ludii numbers the hands after the board"
    );
    let s = e.start();
    assert_eq!(held(&s).hand[0].count, 2);
    let moves = e.legal(&s);
    assert_eq!(moves.len(), 9);
    assert!(moves.iter().all(|m| m.from == 9));
    let mut t = s.clone();
    e.apply(&mut t, &moves[4]);
    assert_eq!((held(&t).hand[0].count, t.last.from, t.last.to), (1, 9, 4));
    assert_eq!(t.what[4], e.program.comp_named("Marker1").unwrap_or(0));
    // The hands' counts are part of a position: the same board with a fuller hand is
    // another position.
    let mut u = t.clone();
    held_mut(&mut u).hand[0].count = 2;
    assert_ne!(t, u);
    // A hand emptied of its last piece is empty.
    let mut w = s.clone();
    held_mut(&mut w).hand[0].count = 1;
    e.apply(&mut w, &moves[0]);
    assert_eq!(held(&w).hand[0], HandSlot::default());
}

#[test]
fn a_phase_changes_after_the_move_that_meets_its_condition() {
    let e = engine(
        r#"(piece "Marker" Each) (hand Each)"#,
        &format!(
            r#"(start (place "Marker" "Hand" count:1))
            phases:{{
                (phase "Placement" (play {PLACE}) (nextPhase Mover ("HandEmpty" Mover) "Removal"))
                (phase "Removal" (play (move Remove (sites Occupied by:Next container:"Board")))
                    (end (if (no Pieces Next) (result Mover Win))))
            }}"#
        ),
    );
    let mut s = e.start();
    assert_eq!(s.phase.0[1..3], [0, 0]);
    let m = e.legal(&s)[0].clone();
    e.apply(&mut s, &m);
    assert_eq!(s.phase.0[1..3], [1, 0], "only the mover's hand is empty");
    let m = e.legal(&s)[0].clone();
    e.apply(&mut s, &m);
    assert_eq!(s.phase.0[1..3], [1, 1]);
    // P1 removes: one move per occupied site of the opponent, and the phase's end rule.
    let moves = e.legal(&s);
    assert_eq!(moves.len(), 1);
    e.apply(&mut s, &moves[0]);
    assert_eq!(s.over, Some(Over::Win(1)));
}

#[test]
fn pieces_in_hand_count_as_a_players_pieces() {
    let e = engine(
        r#"(piece "Marker" Each) (hand Each)"#,
        &format!(
            r#"(start (place "Marker" "Hand" count:1)) (play {PLACE})
            (end (if (no Pieces Next) (result Mover Win)))"#
        ),
    );
    let mut s = e.start();
    let m = e.legal(&s)[0].clone();
    e.apply(&mut s, &m);
    assert_eq!(s.over, None, "P2's piece is in its hand");
}

#[test]
fn pieces_moved_several_at_a_time_pile_up_as_a_count() {
    let e = engine(
        r#"(piece "Marker" Each) (hand Each)"#,
        r#"(start (place "Marker" "Hand" count:3))
        (play (or (move (from (handSite Mover)) (to (sites Empty)) count:2)
                  (move (from (sites Occupied by:Mover container:"Board")) (to (sites Empty)))))"#,
    );
    let mut s = e.start();
    let m = e.legal(&s)[0].clone();
    e.apply(&mut s, &m);
    assert_eq!(
        (held(&s).hand[0].count, held(&s).count.as_slice()),
        (1, [(0, 2)].as_slice())
    );
    let mut t = s.clone();
    held_mut(&mut t).count.clear();
    assert_ne!(s, t, "the count is part of the position");
    // P2 places two, then P1 moves one of its two pieces away: one stays behind.
    let m = e.legal(&s)[0].clone();
    e.apply(&mut s, &m);
    let step = e
        .legal(&s)
        .into_iter()
        .find(|m| m.from == 0)
        .expect("a move from the pile");
    e.apply(&mut s, &step);
    assert_eq!(s.what[0], e.program.comp_named("Marker1").unwrap_or(0));
    assert!(
        held(&s).count.iter().all(|&(x, _)| x != 0),
        "one piece left on site 0"
    );
}

#[test]
fn a_consequence_moves_a_piece_from_the_hand_to_the_board() {
    // Gundru's capture: a `fromTo` from the mover's hand, in a game that keeps counts,
    // puts one of its pieces on the board and takes it from the hand.
    let e = engine(
        r#"(piece "Marker" Each (move Step Orthogonal (to if:(is Empty (to))) (then (fromTo (from (handSite Mover)) (to 8))))) (hand Each)"#,
        r#"(start { (place "Marker" "Hand" count:2) (place "Marker1" (sites {0})) }) (play (forEach Piece))"#,
    );
    let s = e.start();
    let moves = e.legal(&s);
    assert!(!moves.is_empty());
    let mut t = s.clone();
    e.apply(&mut t, &moves[0]);
    assert_eq!(held(&t).hand[0].count, 1, "one piece left the hand");
    assert_eq!(t.what[8], e.program.comp_named("Marker1").unwrap_or(0));
}

#[test]
fn a_hand_keeps_its_pieces_state_and_value_and_gives_them_to_the_board() {
    // As Ludii's `place ... state:S value:V` in a hand: the site keeps S and V, a piece
    // placed from it takes them, and the site keeps them while pieces are left.
    let e = engine(
        r#"(piece "Marker" Each) (hand Each)"#,
        &format!(
            r#"(start (place "Marker1" (handSite P1) count:2 state:2 value:3)) (play {PLACE})
            (end (if (no Moves Next) (result Mover Win)))"#
        ),
    );
    let s = e.start();
    let slot = held(&s).hand[0];
    assert_eq!((slot.count, slot.state, slot.value), (2, 2, 3));
    let moves = e.legal(&s);
    let mut t = s.clone();
    e.apply(&mut t, &moves[4]);
    let to = usize::from(moves[4].to);
    assert_eq!((t.sstate[to], t.value[to]), (2, 3));
    let slot = held(&t).hand[0];
    assert_eq!((slot.count, slot.state, slot.value), (1, 2, 3));
}

#[test]
fn a_second_placement_in_a_hand_fills_its_next_site() {
    // Ludii's `PlaceItem` puts each placement on the hand's first empty site.
    let e = engine(
        r#"(piece "Marker" Each) (piece "Disc" Each) (hand Each size:2)"#,
        &format!(
            r#"(start {{ (place "Marker" "Hand" count:2) (place "Disc" "Hand" count:1) }}) (play {PLACE})"#
        ),
    );
    let starts: Vec<_> = e.program.hands.iter().map(|h| (h.owner, h.start)).collect();
    let (m1, d1) = (
        e.program.comp_named("Marker1"),
        e.program.comp_named("Disc1"),
    );
    let (m2, d2) = (
        e.program.comp_named("Marker2"),
        e.program.comp_named("Disc2"),
    );
    assert_eq!(
        starts,
        [
            (1, m1.map(|c| (c, 2))),
            (1, d1.map(|c| (c, 1))),
            (2, m2.map(|c| (c, 2))),
            (2, d2.map(|c| (c, 1))),
        ]
    );
}
