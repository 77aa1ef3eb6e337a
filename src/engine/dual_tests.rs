//! Games on a grid whose cells and points both hold pieces: the site types of the
//! ludemes, `sites Incident`, `sites Around ... if:` and the placement in one player's
//! hand, played on a 2 x 2 grid of cells (3 x 3 points).

use super::tests::engine_of;
use super::{Engine, State};
use crate::program::dual::SiteKind;

/// A game on `(square 3) use:Vertex` (points 0..9, then cells 9..13): P1 drops markers
/// from its hand by `PLAY1`, P2 steps its counter diagonally among the cells.
fn game(start: &str, play1: &str) -> Engine {
    engine_of(&format!(
        r#"(game "T" (players 2)
            (equipment {{
                (board (square 3) use:Vertex)
                (hand P1)
                (piece "Marker" P1)
                (piece "Counter" P2 (move Step (from Cell) Diagonal (to Cell if:(is Empty Cell (to)))))
            }})
            (rules
                (start {{ (place "Counter2" Cell {{"A1"}}) (place "Marker1" "Hand1" count:3) {start} }})
                (play (if (is Mover P1) (move (from (handSite Mover)) {play1}) (forEach Piece)))
                (end (if (no Moves Next) (result Mover Win)))))"#
    ))
}

/// The sites the mover's legal moves go to, in order.
fn targets(e: &Engine, s: &State) -> Vec<u16> {
    let mut t: Vec<u16> = e.legal(s).iter().map(|m| m.to).collect();
    t.sort_unstable();
    t
}

#[test]
fn cells_and_points_are_one_space_of_sites() {
    let e = game("", "(to Vertex (sites Empty Vertex))");
    let g = &e.program.graph;
    assert_eq!(g.kind_grid(SiteKind::Vertex), (0, 9, 3, 3));
    assert_eq!(g.kind_grid(SiteKind::Cell), (9, 4, 2, 2));
    // The counter stands on the cell A1, named as a cell; the hand follows the board.
    let s = e.start();
    assert_eq!(
        s.what[9],
        e.program.comp_named("Counter2").expect("counter")
    );
    assert_eq!(g.label(9), "C.A1");
    assert_eq!(g.label(0), "A1");
    assert_eq!(e.program.hands[0].site, 13);
    // Every point is empty; P2's counter has one diagonal step, to the cell B2.
    assert_eq!(targets(&e, &s), (0..9).collect::<Vec<u16>>());
    let mut s2 = s.clone();
    let mv = e.legal(&s)[0].clone();
    e.apply(&mut s2, &mv);
    assert_eq!(targets(&e, &s2), vec![12]);
}

#[test]
fn incident_points_are_a_cell_s_corners() {
    // The corners of the counter's cell: the points A1, B1, A2, B2.
    let e = game(
        "",
        r#"(to Vertex (sites Incident Vertex of:Cell at:(where "Counter" P2)))"#,
    );
    assert_eq!(targets(&e, &e.start()), vec![0, 1, 3, 4]);
    // A point's cells: the centre point touches all four.
    let e = game(
        "",
        "(to Vertex (forEach (sites Empty Vertex) if:(= 4 (count Sites in:(sites Incident Cell of:Vertex at:(site))))))",
    );
    assert_eq!(targets(&e, &e.start()), vec![4]);
}

#[test]
fn sites_around_keeps_the_sites_its_condition_holds_at() {
    // Around the centre point B2, orthogonally, where `(to)` is empty and `(from)` is the
    // centre: B1 is taken.
    let e = game(
        r#"(place "Marker1" {"B1"})"#,
        "(to Vertex (sites Around (centrePoint) Orthogonal if:(and (is Empty (to)) (= (from) (centrePoint)))))",
    );
    assert_eq!(targets(&e, &e.start()), vec![3, 5, 7]);
}

#[test]
fn a_cell_whose_corners_are_taken_is_emptied() {
    // Markers on three corners of the counter's cell; the fourth closes it.
    let e = game(
        r#"(place "Marker1" {"A1" "B1" "A2"})"#,
        r#"(to Vertex (sites Empty Vertex)) (then (forEach Site (forEach (sites Occupied by:P2 on:Cell) if:(all Sites (sites Incident Vertex of:Cell at:(site)) if:(is Occupied Vertex (site)))) (remove Cell (site))))"#,
    );
    let s = e.start();
    for mv in e.legal(&s) {
        let mut t = s.clone();
        e.apply(&mut t, &mv);
        let closed = mv.to == 4;
        assert_eq!(t.what[9] == 0, closed, "after a marker on {}", mv.to);
        // Taking the last counter leaves P2 without a move: P1 wins.
        assert_eq!(t.over.is_some(), closed);
    }
}

#[test]
fn cells_are_named_and_drawn_apart_from_points() {
    let e = game("", "(to Vertex (sites Empty Vertex))");
    let s = e.start();
    // The position text names the cell as a cell, and reads back.
    let text = crate::notation::write_position(&e, &s);
    assert!(text.contains("P2: Counter c.a1"), "{text}");
    let back = crate::notation::read_position(&e, &text).expect("reads back");
    assert_eq!(back, s);
    // The terminal board: rows of points, each row of cells between its corners.
    let board = crate::play::dual_board::dual_text(&e, &s);
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(
        lines,
        vec![
            "  3 .   .   .",
            "      .   .   2",
            "  2 .   .   .",
            "      c   .   1",
            "  1 .   .   .",
            "    a   b   c  points",
            "      a   b    cells (c.a1)",
        ]
    );
}

/// A board of Ludii's graph (a grid of 3 x 3 points moved by `shift`, so built as a
/// graph) whose cells are named too: P1 places on a point whose cells (`sites Incident
/// Cell of:Vertex`) number at least `N`, and P2 selects a cell of its hand.
fn graph_game(n: usize) -> Engine {
    engine_of(&format!(
        r#"(game "T" (players 2)
            (equipment {{
                (board (shift 1 1 (square 3)) use:Vertex)
                (hand Each size:2)
                (piece "Disc" Each)
            }})
            (rules
                (play (if (is Mover P1)
                    (move Add (to (sites Empty) if:(<= {n} (count Sites in:(sites Incident Cell of:Vertex at:(to))))))
                    (move Select (from Cell (sites Hand Mover)))))
                (end (if (no Moves Next) (result Mover Win)))))"#
    ))
}

#[test]
fn a_graph_board_numbers_its_points_then_its_cells() {
    let e = graph_game(4);
    let g = &e.program.graph;
    assert!(g.geo.is_some());
    // 9 points, then 4 cells; the hands follow both.
    assert_eq!(g.kind_grid(SiteKind::Vertex).1, 9);
    assert_eq!(g.kind_grid(SiteKind::Cell).0, 9);
    assert_eq!(g.kind_grid(SiteKind::Cell).1, 4);
    assert_eq!(e.program.hands[0].site, 13);
    // Only the centre point touches four cells; each cell has four corners.
    let s = e.start();
    assert_eq!(targets(&e, &s), vec![4]);
    assert_eq!(g.incident(SiteKind::Vertex, SiteKind::Cell, 9).len(), 4);
    assert_eq!(g.incident(SiteKind::Cell, SiteKind::Vertex, 0).len(), 1);
    // P2 selects either site of its hand, read as cells.
    let mut s2 = s.clone();
    e.apply(&mut s2, &e.legal(&s)[0].clone());
    assert_eq!(targets(&e, &s2), vec![15, 16]);
}
