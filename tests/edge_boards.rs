//! Boards whose pieces stand on their edges (`use:Edge`): the perft of small games whose
//! moves step, slide and capture along edges matches Ludii 1.3.12's (counted with its
//! turn perft, as `tests/ludii/README.md` says), so the edges' numbering and their
//! steps in each direction are Ludii's.

use ludic::load::{expand_source, Selection};

/// Perft from the start to each depth of a game given as text, on the general engine.
fn perfts(text: &str, depth: u32) -> Vec<u64> {
    let expanded = expand_source("edges", text, &Selection::default())
        .unwrap_or_else(|f| panic!("{}", f.render(false)));
    let program = ludic::program::compile::compile(&expanded.game)
        .unwrap_or_else(|d| panic!("{}", ludic::diag::render(&d, &expanded.sources, false, 100)));
    let e = ludic::engine::Engine::new(program);
    (1..=depth).map(|d| e.perft(&e.start(), d)).collect()
}

fn game(board: &str, moves: &str, start: &str) -> String {
    format!(
        r#"(game "Edges" (players 2)
            (equipment {{ (board {board} use:Edge) (piece "Disc" Each {moves}) }})
            (rules (start {{ {start} }}) (play (forEach Piece))
                (end (if (no Moves Next) (result Mover Win)))))"#
    )
}

#[test]
fn a_ring_of_edges_with_gaps_bridged() {
    // Race games' forty stones in a ring with four gaps, each bridged by an edge.
    let text = game(
        "(add (remove (concentric {44}) vertices:{43 21 0 22}) edges:{{20 18} {0 1} {19 21} {38 39}})",
        "(move Step Adjacent (to if:(is Empty (to))))",
        r#"(place "Disc1" {0 5 36}) (place "Disc2" {20 30 38})"#,
    );
    assert_eq!(perfts(&text, 4), vec![6, 35, 202, 1162]);
}

#[test]
fn the_edges_of_a_grid_step_by_compass() {
    let text = game(
        "(square 5)",
        "(or { (move Step (directions {N E NE SW}) (to if:(is Empty (to)))) (move Slide W) \
         (move Step Orthogonal (to if:(is Enemy (who at:(to))) (apply (remove (to))))) })",
        r#"(place "Disc1" {0 10 13 17}) (place "Disc2" {30 25 21 39})"#,
    );
    assert_eq!(perfts(&text, 4), vec![11, 169, 1763, 24148]);
}
