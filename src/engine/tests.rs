//! Unit tests of the general engine on small programs written for each rule.

use super::*;
use crate::load::{expand_source, Selection};

/// An engine for a two-player 8x8 game with the given pieces, start and play.
fn game(pieces: &str, start: &str, play: &str, end: &str) -> Engine {
    let text = format!(
        r#"(game "T" (players {{(player N) (player S)}})
            (equipment {{ (board (square 8)) {pieces} (regions P1 (sites Bottom)) (regions P2 (sites Top)) }})
            (rules (start {{ {start} }}) (play {play}) (end {end})))"#
    );
    engine_of(&text)
}

/// The engine of a game's whole text (the unit tests' programs, which must compile).
pub(super) fn engine_of(text: &str) -> Engine {
    let ex = expand_source("t.lud", text, &Selection::default())
        .unwrap_or_else(|f| panic!("does not expand:\n{}", f.render(false)));
    let p = crate::program::compile::compile(&ex.game).unwrap_or_else(|d| {
        panic!(
            "does not compile: {:?}",
            d.0.iter().map(|d| &d.message).collect::<Vec<_>>()
        )
    });
    Engine::new(p)
}

/// A random game with every move listed at its turn and a uniform choice among them,
/// the end rules asking their own question: what the playout's short cuts (listing
/// ahead, drawing a move) must play move for move.
pub(super) fn listed_playout(e: &Engine, seed: u64) -> (State, u32) {
    use rand::SeedableRng;
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut s = e.start();
    let mut turns = 0;
    while s.over.is_none() {
        let moves = e.moves_or_pass(&mut s);
        let mv = super::pick::choose(&mut rng, &s, &moves);
        let mover = s.mover;
        e.apply(&mut s, mv);
        if s.mover != mover || s.over.is_some() {
            turns += 1;
        }
    }
    (s, turns)
}

const PIECES: &str = r#"(piece "Man" Each) (piece "King" Each)"#;
const NO_PIECES: &str = r#"(if (no Pieces Next) (result Mover Win))"#;

/// A diagonal hop from `#1` over an enemy not yet jumped this turn, removed at the end of
/// the turn, going on while another such hop exists.
const HOP_CHAIN: &str = r#"(move Hop #1 Diagonal (between if:(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between)))) (apply (remove (between) at:EndOfTurn))) (to if:(is Empty (to))) (then (if (can Move (move Hop (from (last To)) Diagonal (between if:(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between))))) (to if:(is Empty (to))))) (moveAgain))))"#;

fn sq(name: &str) -> u16 {
    let b = name.as_bytes();
    (b[1] - b'1') as u16 * 8 + (b[0] - b'a') as u16
}

#[test]
fn a_hop_jumps_the_adjacent_enemy_and_lands_behind_it() {
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {27}))"#,
        r#"(forEach Piece (move Hop Diagonal (between if:(is Enemy (who at:(between))) (apply (remove (between)))) (to if:(is Empty (to)))))"#,
        NO_PIECES,
    );
    let s = e.start();
    let moves = e.legal(&s);
    assert_eq!(moves.len(), 1);
    assert_eq!((moves[0].from, moves[0].to), (sq("c3"), sq("e5")));
    let mut t = s.clone();
    e.apply(&mut t, &moves[0]);
    assert_eq!(t.what[sq("d4") as usize], 0, "the jumped piece is removed");
    assert_eq!(t.over, Some(Over::Win(1)));
}

#[test]
fn a_flying_hop_lands_anywhere_behind_the_hurdle() {
    let e = game(
        PIECES,
        r#"(place "King1" (sites {0})) (place "Man2" (sites {27}))"#,
        r#"(forEach Piece (move Hop Diagonal (between before:7 after:7 if:(is Enemy (who at:(between)))) (to if:(is Empty (to)))))"#,
        NO_PIECES,
    );
    let to: Vec<u16> = e.legal(&e.start()).iter().map(|m| m.to).collect();
    assert_eq!(to, vec![sq("e5"), sq("f6"), sq("g7"), sq("h8")]);
}

#[test]
fn a_between_without_a_test_finds_no_hurdle() {
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {27}))"#,
        r#"(forEach Piece (move Hop Diagonal (between) (to if:(is Empty (to)))))"#,
        NO_PIECES,
    );
    assert!(e.legal(&e.start()).is_empty());
}

#[test]
fn pieces_removed_at_the_end_of_the_turn_stay_until_it_ends() {
    // Two hops in one turn: c3 x d4 to e5, then e5 x f6 to g7.
    let text = format!(
        r#"(define "H" {HOP_CHAIN}) (if (is Prev Mover) ("H" (from (last To))) (forEach Piece ("H" (from))))"#
    );
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {27 45 63}))"#,
        &text,
        NO_PIECES,
    );
    let s = e.start();
    let first = &e.legal(&s)[0];
    let mut t = s.clone();
    e.apply(&mut t, first);
    assert_eq!(t.mover, 1, "the turn goes on");
    assert_ne!(
        t.what[sq("d4") as usize],
        0,
        "the jumped piece stays during the turn"
    );
    assert!(t.to_clear.contains(sq("d4")));
    let turns = e.turns(&s);
    assert_eq!(turns.len(), 1);
    let end = &turns[0].state;
    assert_eq!(turns[0].path.len(), 2);
    assert_eq!(end.what[sq("d4") as usize], 0);
    assert_eq!(end.what[sq("f6") as usize], 0);
    assert!(end.to_clear.is_empty());
    assert_eq!(end.mover, 2);
}

#[test]
fn a_player_without_a_move_passes_and_two_passes_draw() {
    // Men that only step forward, each blocked by the other.
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {0})) (place "Man2" (sites {8}))"#,
        r#"(forEach Piece (move Step (directions {F}) (to if:(is Empty (to)))))"#,
        NO_PIECES,
    );
    let s = e.start();
    let t1 = e.turns(&s);
    assert_eq!(t1.len(), 1, "a forced pass");
    assert_eq!(t1[0].path, vec![(OFF, OFF)]);
    let t2 = e.turns(&t1[0].state);
    assert_eq!(t2.len(), 1);
    assert_eq!(
        t2[0].state.over,
        Some(Over::Draw),
        "the second pass in a row draws"
    );
}

#[test]
fn with_three_players_only_three_passes_in_a_row_draw() {
    // Ludii's `Context.allPass` looks back over one turn per player: P1's and P2's men
    // are blocked; P3's man steps north until the board's top stops it.
    let e = engine_of(
        r#"(game "T" (players {(player N) (player S) (player N)})
            (equipment { (board (square 4)) (piece "Man" Each) })
            (rules (start { (place "Man1" (sites {0})) (place "Man2" (sites {4}))
                            (place "Man3" (sites {11}))})
                   (play (forEach Piece (move Step (directions {F}) (to if:(is Empty (to))))))
                   (end (if (no Pieces Next) (result Mover Win)))))"#,
    );
    let mut s = e.start();
    // P1 and P2 pass, P3 steps (11 -> 15); then P1, P2 and P3 pass.
    let mut ends = Vec::new();
    for _ in 0..6 {
        let moves = e.moves_or_pass(&mut s);
        assert_eq!(moves.len(), 1);
        e.apply(&mut s, &moves[0]);
        ends.push(s.over);
    }
    assert_eq!(ends[..5], [None; 5], "two passes in a row go on");
    assert_eq!(ends[5], Some(Over::Draw), "the third pass in a row draws");
}

#[test]
fn removing_an_empty_site_has_no_consequences() {
    // Ludii's Chess: a capture's removal resets the counter in its `then`; a slide to
    // an empty site removes nothing, so its counter goes on (the 50-move rule).
    let e = game(
        PIECES,
        r#"(place "King1" (sites {0})) (place "Man2" (sites {27}))"#,
        r#"(forEach Piece (move Slide (directions {NE}) (to if:(is Enemy (who at:(to))) (apply (remove (to) (then (set Counter)))))))"#,
        NO_PIECES,
    );
    let mut s = e.start();
    s.last.counter = 5;
    let moves = e.legal(&s);
    let (mut quiet, mut capture) = (s.clone(), s.clone());
    e.apply(&mut quiet, &moves[0]);
    e.apply(&mut capture, &moves[2]);
    assert_eq!(quiet.last.counter, 6, "a quiet move counts on");
    assert_eq!(capture.last.counter, 0, "a capture resets the counter");
}

#[test]
fn a_slide_stops_on_a_site_that_passes_its_test() {
    let e = game(
        PIECES,
        r#"(place "King1" (sites {0})) (place "Man2" (sites {27}))"#,
        r#"(forEach Piece (move Slide (directions {NE}) (to if:(is Enemy (who at:(to))) (apply (remove (to))))))"#,
        NO_PIECES,
    );
    let moves = e.legal(&e.start());
    let to: Vec<u16> = moves.iter().map(|m| m.to).collect();
    assert_eq!(to, vec![sq("b2"), sq("c3"), sq("d4")]);
    let mut t = e.start();
    e.apply(&mut t, &moves[2]);
    let comp = t.what[sq("d4") as usize];
    assert_eq!(
        e.owner_of(comp),
        1,
        "the capture by sliding replaces the enemy"
    );
}

#[test]
fn max_moves_keeps_only_the_longest_turns() {
    let text = format!(
        r#"(define "H" {HOP_CHAIN}) (if (is Prev Mover) (max Moves ("H" (from (last To)))) (max Moves (forEach Piece ("H" (from)))))"#
    );
    // From c3: one capture over b4 (to a5) or two over d4 then f6 (to g7).
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {25 27 45}))"#,
        &text,
        NO_PIECES,
    );
    let turns = e.turns(&e.start());
    assert_eq!(turns.len(), 1);
    assert_eq!(turns[0].path.len(), 2);
}

#[test]
fn count_best_is_what_max_moves_ranks_by() {
    // From c3: one capture over b4 (worth 5) or two over d4 then f6 (worth 1 each). The
    // capture is offered only when (count Best ...) gives the longest turn's 2 moves and
    // the greatest value, 5; else the mover passes.
    let caps = r#"(forEach Piece ("H" (from)))"#;
    let text = format!(
        r#"(define "H" {HOP_CHAIN}) (if (is Prev Mover) ("H" (from (last To)))
            (if (and (= 2 (count Best {caps})) (= 5 (count Best withValue:True {caps}))) {caps} (move Pass)))"#
    );
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {25}) value:5) (place "Man2" (sites {27 45}) value:1)"#,
        &text,
        NO_PIECES,
    );
    let turns = e.turns(&e.start());
    assert_eq!(turns.len(), 2, "both captures, neither filtered");
    assert!(turns.iter().all(|t| t.path[0].0 == sq("c3")));
    // Without a capture it is 0.
    let none = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {63}))"#,
        &format!(r#"(define "H" {HOP_CHAIN}) (if (= 0 (count Best {caps})) (move Pass))"#),
        NO_PIECES,
    );
    assert_eq!(none.legal(&none.start()).len(), 1);
}

#[test]
fn steps_are_counted_along_the_directions_given() {
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {0}))"#,
        "(move Pass)",
        NO_PIECES,
    );
    let s = e.start();
    let c = eval::Ctx::default();
    let steps = |dirs: Option<crate::program::Dirs>, b: &str| {
        let f = crate::program::Int::CountSteps(
            dirs,
            crate::program::SiteFn::Const(0),
            crate::program::SiteFn::Const(sq(b)),
        );
        e.int(&s, &c, &f)
    };
    let orth = crate::program::Dirs::Fixed {
        abs: 0b0101_0101,
        rel: 0,
    };
    let diag = crate::program::Dirs::Fixed {
        abs: 0b1010_1010,
        rel: 0,
    };
    assert_eq!(steps(None, "c3"), 2);
    assert_eq!(steps(Some(orth), "c3"), 4);
    assert_eq!(
        steps(Some(diag), "a2"),
        0,
        "a light square cannot be reached diagonally"
    );
}

#[test]
fn a_turn_that_never_gives_up_the_move_is_cut() {
    // Every pass keeps the mover: Ludii would search for ever; the turn stops at the cap.
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {0}))"#,
        r#"(max Moves (move Pass (then (moveAgain))))"#,
        NO_PIECES,
    );
    assert_eq!(e.legal(&e.start()).len(), 1);
}

#[test]
fn every_node_is_numbered_once_with_its_facts() {
    use super::nodes::NodeInfo;
    use super::site_test::SiteTest;
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {18})) (place "Man2" (sites {27}))"#,
        &format!(
            "(or (forEach Piece {}) (forEach Piece (move Step Forward)))",
            HOP_CHAIN.replace("#1", "")
        ),
        NO_PIECES,
    );
    let n = e.infos.len();
    // The play, the hop, its removal, its consequence, the `can Move` hop, the
    // `moveAgain`, the second forEach and its step.
    assert!(n >= 8, "{n} nodes");
    use crate::program::{Moves, MovesKind};
    let MovesKind::Or(v) = &e.program.play.kind else {
        panic!("not an or");
    };
    let MovesKind::ForEachPiece {
        moves: Some(hop), ..
    } = &v[0].kind
    else {
        panic!("not a forEach");
    };
    let info: NodeInfo = *e.info(hop);
    assert_eq!(
        (info.dest, info.hurdle),
        (SiteTest::Empty, SiteTest::EnemyUnjumped)
    );
    let mut ids = vec![e.program.play.id.0, v[0].id.0, v[1].id.0, hop.id.0];
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 4);
    assert!(ids.iter().all(|&i| i >= 1 && i as usize <= n));
    // A node the engine never numbered gets the same facts, worked out when asked.
    let mut copy: Moves = Moves::clone(hop);
    copy.id = crate::program::NodeId(0);
    assert_eq!(e.info(&copy).hurdle, SiteTest::EnemyUnjumped);
}

#[test]
fn a_game_without_memory_keeps_none() {
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {0}))"#,
        r#"(forEach Piece (move Step (to if:(is Empty (to)))))"#,
        NO_PIECES,
    );
    assert!(e.start().mem.is_none());
}

#[test]
fn the_variable_and_the_values_remembered_are_kept_and_read() {
    // A step sets the variable to its destination and remembers where it came from; a
    // step may not return to a site remembered, and the variable reads -1 until set.
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {0}))"#,
        r#"(if (= (var) -1)
            (forEach Piece (move Step E (to if:(is Empty (to)) (apply (remember Value (from)))) (then (set Var (last To)))))
            (forEach Piece (move Step (to if:(and (is Empty (to)) (not (is In (to) (values Remembered))))))
                (then (forget Value All))))"#,
        "(if False (result Mover Win))",
    );
    let s = e.start();
    assert_eq!(e.var(&s), -1);
    let moves = e.legal(&s);
    assert_eq!(moves.len(), 1);
    let mut t = s.clone();
    e.apply(&mut t, &moves[0]);
    assert_eq!(e.var(&t), 1);
    assert_eq!(e.remembered(&t), &[0]);
    // P2 has no piece and passes; back to P1, whose man on b1 may not step back to a1.
    let mut u = t.clone();
    let pass = e.moves_or_pass(&mut u);
    e.apply(&mut u, &pass[0]);
    let moves = e.legal(&u);
    assert_eq!(
        moves.len(),
        4,
        "b1 steps to a2, b2, c2 and c1, not back to a1"
    );
    e.apply(&mut u, &moves[0]);
    assert!(e.remembered(&u).is_empty(), "forget Value All");
    // The values remembered are no part of a position; the variable is.
    let mut v = t.clone();
    if let Some(m) = v.mem.as_deref_mut() {
        m.remembered.push((crate::engine::UNNAMED_LIST, 7));
    }
    assert_eq!(v, t);
    if let Some(m) = v.mem.as_deref_mut() {
        m.var = 5;
    }
    assert_ne!(v, t);
}

#[test]
fn by_score_sets_the_scores_and_ranks_the_players() {
    let e = game(
        PIECES,
        r#"(place "Man1" (sites {0 1})) (place "Man2" (sites {63}))"#,
        r#"(forEach Piece (move Step (to if:(is Empty (to)))))"#,
        r#"(if True (byScore {(score P1 (count Pieces P1)) (score P2 (count Pieces P2))}))"#,
    );
    let mut s = e.start();
    let moves = e.legal(&s);
    e.apply(&mut s, &moves[0]);
    assert_eq!(s.over, Some(Over::Win(1)));
    assert_eq!((e.score(&s, 1), e.score(&s, 2)), (2, 1));
}

/// `(set Score ...)` among the start rules gives the starting scores (each 1, then P2's
/// 5), and `(addScore (player (who at:(last To))) 2)` adds to the player a piece names.
#[test]
fn start_scores_and_a_player_computed_in_play() {
    let e = engine_of(
        r#"(game "S" (players 2) (equipment {(board (square 2)) (piece "Disc" Each)})
            (rules (start {(set Score Each 1) (set Score P2 5)})
                (play (move Add (to (sites Empty)) (then (addScore (player (who at:(last To))) 2))))
                (end (if (is Full) (byScore)))))"#,
    );
    let mut s = e.start();
    assert_eq!((e.score(&s, 1), e.score(&s, 2)), (1, 5));
    let moves = e.legal(&s);
    e.apply(&mut s, &moves[0]);
    assert_eq!((e.score(&s, 1), e.score(&s, 2)), (3, 5));
    let moves = e.legal(&s);
    e.apply(&mut s, &moves[0]);
    assert_eq!((e.score(&s, 1), e.score(&s, 2)), (3, 7));
}

/// A bare `(to)` of `move Select` is the site selected again (Ludii binds `(to)` to it
/// before reading the second sites): one move per piece, from and to its own site.
#[test]
fn a_select_to_its_own_site() {
    let e = engine_of(
        r#"(game "S" (players 2) (equipment {(board (square 2)) (piece "Disc" Each (move Select (from) (to)))})
            (rules (start (place "Disc1" {0 3})) (play (forEach Piece)) (end (if (is Full) (result Mover Win)))))"#,
    );
    let s = e.start();
    let mut ends: Vec<(u16, u16)> = e.legal(&s).iter().map(|m| (m.from, m.to)).collect();
    ends.sort_unstable();
    assert_eq!(ends, vec![(0, 0), (3, 3)]);
}

/// A starting score read off the board is read on the position the start rules leave;
/// one read before a later placement is refused.
#[test]
fn a_start_score_read_off_the_board() {
    let game = |start: &str| {
        format!(
            r#"(game "S" (players 2) (equipment {{(board (square 2)) (piece "Disc" Each)}})
            (rules (start {{{start}}}) (play (move Add (to (sites Empty))))
                (end (if (is Full) (byScore)))))"#
        )
    };
    let e = engine_of(&game(
        r#"(place "Disc1" {0 3}) (set Score P1 (count Sites in:(sites Occupied by:P1)))"#,
    ));
    assert_eq!(e.score(&e.start(), 1), 2);
    let early =
        game(r#"(set Score P1 (count Sites in:(sites Occupied by:P1))) (place "Disc1" {0 3})"#);
    let ex = expand_source("t.lud", &early, &Selection::default()).expect("expands");
    assert!(crate::program::compile::compile(&ex.game).is_err());
}
