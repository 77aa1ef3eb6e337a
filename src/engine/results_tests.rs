//! Ludii's results with one player and with more than two (`results.rs`): who leaves
//! play, who plays next, and how the game ends.

use super::tests::engine_of;
use super::*;

/// A placement game on a 3x3 board for `n` players, each placing from its hand, with
/// the end rules `end`.
fn placement(n: usize, end: &str) -> Engine {
    engine_of(&format!(
        r#"(game "T" (players {n})
            (equipment {{ (board (square 3)) (piece "Disc" Each) (hand Each) }})
            (rules (start (place "Disc" "Hand" count:3))
                (play (move (from (handSite Mover)) (to (sites Empty))))
                (end {{ {end} }})))"#
    ))
}

/// Plays the moves to `sites`, one a turn, from the start.
fn play(e: &Engine, sites: &[u16]) -> State {
    let mut s = e.start();
    for &to in sites {
        let mv = e
            .legal(&s)
            .into_iter()
            .find(|m| m.to == to)
            .unwrap_or_else(|| panic!("no move to {to}"));
        e.apply(&mut s, &mv);
    }
    s
}

const CORNER_WINS: &str = "(if (is In (last To) (sites Corners)) (result Mover Win))";

#[test]
fn with_three_players_a_winner_leaves_and_the_others_play_on() {
    let e = placement(3, CORNER_WINS);
    // P1 takes a corner: it wins and leaves play; P2 moves, then P3, then P2 again.
    let s = play(&e, &[0]);
    assert_eq!((s.over, s.active, s.mover, s.next), (None, 0b110, 2, 3));
    let s = play(&e, &[0, 1, 3]);
    assert_eq!((s.mover, s.next), (2, 3));
    // P2 takes a corner: only P3 is left, ranked last; the game is P1's.
    let s = play(&e, &[0, 2]);
    assert_eq!((s.over, s.active), (Some(Over::Win(1)), 0));
}

#[test]
fn with_four_players_a_loser_is_ranked_last_and_skipped() {
    let e = placement(
        4,
        "(if (is In (last To) (sites Centre)) (result Mover Loss))",
    );
    // P1 takes the centre: out, and P2, P3, P4 play on in turn, then P2 again.
    let s = play(&e, &[4, 1, 3, 5]);
    assert_eq!((s.over, s.active, s.mover), (None, 0b1110, 2));
}

/// A peg solitaire on a line of six holes, pegs at `pegs`: solved with one peg left.
fn pegs(pegs: &str) -> Engine {
    engine_of(&format!(
        r#"(game "T" (players 1)
            (equipment {{ (board (rectangle 1 6))
                (piece "Peg" P1 (move Hop Orthogonal
                    (between if:(is Occupied (between)) (apply (remove (between))))
                    (to if:(is Empty (to))))) }})
            (rules (start (place "Peg" (sites {{ {pegs} }})))
                (play (forEach Piece))
                (end {{
                    (if (and (no Moves Next) (= 1 (count Pieces Mover))) (result Mover Win))
                    (if (no Moves Next) (result Mover Loss)) }})))"#
    ))
}

#[test]
fn a_puzzle_is_won_by_its_win_and_unwon_by_its_loss() {
    let e = pegs("0 1 3");
    let s = e.start();
    assert_eq!(
        (s.mover, s.next),
        (1, 1),
        "the one player moves again and again"
    );
    // 0 over 1 to 2, then 3 over 2 to 1: one peg left.
    assert_eq!(play(&e, &[2, 1]).over, Some(Over::Win(1)));
    // With a fourth peg on 4, the same hops leave two: a loss, which no one wins.
    assert_eq!(play(&pegs("0 1 3 4"), &[2, 1]).over, Some(Over::Draw));
}

#[test]
fn by_score_with_three_players_crowns_the_one_highest_score() {
    let e = placement(
        3,
        "(if (is In (last To) (sites Corners)) (byScore { (score P1 1) (score P2 5) (score P3 2) }))",
    );
    assert_eq!(play(&e, &[0]).over, Some(Over::Win(2)));
}

/// `misere:True` ranks the lowest score first: P1's 1 wins among three players, and
/// P2's 2 against P1's 3 between two.
#[test]
fn misere_by_score_crowns_the_one_lowest_score() {
    let e = placement(
        3,
        "(if (is In (last To) (sites Corners)) (byScore { (score P1 1) (score P2 5) (score P3 2) } misere:True))",
    );
    assert_eq!(play(&e, &[0]).over, Some(Over::Win(1)));
    let e = placement(
        2,
        "(if (is In (last To) (sites Corners)) (byScore { (score P1 3) (score P2 2) } misere:True))",
    );
    assert_eq!(play(&e, &[0]).over, Some(Over::Win(2)));
}
