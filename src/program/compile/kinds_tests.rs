//! What the compiler accepts and refuses of site types (`Cell`, `Vertex`), boards of
//! both kinds and `sites Incident`.

use crate::load::{expand_source, Selection};
use crate::program::{MovesKind, Program, Region};

/// A two-player game on `board`, with `start` and `play`.
fn text(board: &str, start: &str, play: &str) -> String {
    format!(
        r#"(game "T" (players 2)
            (equipment {{ {board} (piece "Marker" Each) }})
            (rules (start {{ {start} }}) (play {play})
                (end (if (no Moves Next) (result Mover Win)))))"#
    )
}

fn compile(src: &str) -> Result<Program, String> {
    let ex = expand_source("t.lud", src, &Selection::default())
        .unwrap_or_else(|f| panic!("does not expand:\n{}", f.render(false)));
    super::compile(&ex.game).map_err(|d| {
        d.0.iter()
            .map(|d| format!("{}: {}", d.code, d.message))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

const POINTS: &str = "(board (square 9) use:Vertex)";
const STEP: &str = "(forEach Piece)";

#[test]
fn a_board_of_points_naming_cells_holds_both() {
    let p = compile(&text(
        POINTS,
        r#"(place "Marker2" Cell {"E3" "D4"}) (place "Marker1" {"E3"})"#,
        "(move Remove (sites Empty Vertex))",
    ))
    .expect("compiles");
    let g = &p.graph;
    assert_eq!(g.len(), 81 + 64);
    // The cell E3 is the cell (4, 2), after the 81 points; the point E3 is (4, 2).
    let sites: Vec<u16> = p.start.iter().map(|x| x.site).collect();
    assert_eq!(sites, vec![81 + 2 * 8 + 4, 81 + 3 * 8 + 3, 2 * 9 + 4]);
    // A board that names no other kind keeps one.
    let one = compile(&text(POINTS, "", "(move Remove (sites Empty))")).expect("compiles");
    assert_eq!(one.graph.len(), 81);
    assert!(one.graph.dual.is_none());
    assert_eq!(one.play.kind, MovesKind::MoveRemove(Region::Empty, None));
}

#[test]
fn regions_of_one_kind() {
    let region = |play: &str| match compile(&text(POINTS, "", play)).expect(play).play.kind {
        MovesKind::MoveRemove(r, _) => r,
        k => panic!("{k:?}"),
    };
    let cells: crate::program::SiteSet = (81..145).collect();
    assert_eq!(
        region("(move Remove (sites Empty Cell))"),
        Region::Intersection(vec![Region::Empty, Region::Const(cells.clone())])
    );
    assert_eq!(
        region("(move Remove (sites Occupied by:P1 on:Cell))"),
        Region::Intersection(vec![
            Region::Occupied(crate::program::Who::Id(1)),
            Region::Const(cells.clone())
        ])
    );
    // Without a type, the board's own kind: its points; `(sites Board Cell)`, the cells.
    let points: crate::program::SiteSet = (0..81).collect();
    assert_eq!(
        region("(move Remove (union (sites Empty) (sites Board Cell)))"),
        Region::Union(vec![
            Region::Intersection(vec![Region::Empty, Region::Const(points)]),
            Region::Const(cells)
        ])
    );
    // The outer cells: the 28 round the edge of 8 x 8.
    let Region::Const(outer) = region("(move Remove (sites Outer Cell))") else {
        panic!("not fixed");
    };
    assert_eq!(outer.len(), 28);
    assert!(outer.iter().all(|s| s >= 81));
    assert_eq!(
        region("(move Remove (sites Outer Vertex))"),
        region("(move Remove (sites Outer))")
    );
    // The inner cells: the 36 the outer ones leave (Ludii's inner is "not outer").
    let Region::Const(inner) = region("(move Remove (sites Inner Cell))") else {
        panic!("not fixed");
    };
    assert_eq!(inner.len(), 36);
    assert!(inner.iter().all(|s| s >= 81 && !outer.contains(s)));
    // Without `on:`, the board's own kind, as Ludii's preprocessed `SitesOccupied`.
    assert_eq!(
        region("(move Remove (sites Occupied by:P1))"),
        region("(move Remove (sites Occupied by:P1 on:Vertex))")
    );
}

#[test]
fn site_types_refused_with_their_reasons() {
    // A board of points whose game names cells: both kinds.
    let refused = |play: &str, why: &str| {
        let start = r#"(place "Marker2" Cell {"A1"})"#;
        let err = compile(&text(POINTS, start, play)).expect_err(play);
        assert!(err.contains(why), "{play}: {err}");
    };
    // Ludii mixes the two kinds' numbers without `on:`.
    refused(
        "(move Remove (sites Occupied by:Enemy))",
        "cells and points together",
    );
    refused(
        "(move Remove (sites Incident Vertex of:Vertex at:0))",
        "the points incident to a point",
    );
    refused(
        "(move Remove (sites Incident Edge of:Cell at:0))",
        "edges hold no pieces here",
    );
    refused(
        "(move Remove (sites Incident Vertex at:0))",
        "`sites Incident` needs `of:`",
    );
    // A site type where a ludeme takes none names it.
    refused(
        "(move Remove (sites Around (last To) Cell))",
        "an argument of (sites Around ...)",
    );
    refused(
        "(move Remove Vertex)",
        "a site type (`Vertex`) is not supported in this place yet",
    );
    // The points of `(sites Bottom)` placed as cells: Ludii would read their numbers.
    let err = compile(&text(
        POINTS,
        r#"(place "Marker1" Cell (sites Bottom))"#,
        STEP,
    ))
    .expect_err("placed");
    assert!(
        err.contains("these sites are points, read here as cells"),
        "{err}"
    );
    // A cell board whose points outnumber its cells: Ludii's forEach Piece skips some.
    let err = compile(&text(
        "(board (square 8))",
        r#"(place "Marker1" Vertex {"A1"})"#,
        STEP,
    ))
    .expect_err("forEach Piece");
    assert!(err.contains("skips points"), "{err}");
    // Both kinds on a hexagon: its cells' directions and its points' share no slots, so
    // the board keeps no steps, and a game stepping its pieces there is refused by name
    // (here first by its `forEach Piece`, which Ludii's numbering would make skip points).
    let err = compile(&text(
        "(board (hex 3))",
        r#"(place "Marker1" Vertex {"A1"})"#,
        STEP,
    ))
    .expect_err("hex");
    assert!(
        err.contains("directions take different slots") || err.contains("skips points"),
        "{err}"
    );
    // A kind the board lacks cannot be named where no other names it for the board.
    let err = compile(&text(
        "(board (square 8))",
        "",
        "(move Remove (sites Empty Edge))",
    ))
    .expect_err("edge");
    assert!(err.contains("edges hold no pieces"), "{err}");
}

#[test]
fn occupied_sites_count_the_hands_on_a_board_of_cells() {
    let region = |board: &str, play: &str| {
        let src = format!(
            r#"(game "T" (players 2)
                (equipment {{ {board} (hand Each) (piece "Marker" Each) }})
                (rules (start (place "Marker" "Hand" count:2)) (play {play})
                    (end (if (no Moves Next) (result Mover Win)))))"#
        );
        match compile(&src).expect(play).play.kind {
            MovesKind::MoveRemove(r, _) => r,
            k => panic!("{k:?}"),
        }
    };
    let p1 = crate::program::Who::Id(1);
    let with_hand = Region::Union(vec![
        Region::Occupied(p1),
        Region::Hand {
            who: p1,
            occupied: true,
        },
    ]);
    // Ludii's sites are of the board's kind by default, and a hand's are cells: on a
    // board of cells the hands count, on a board of points they do not.
    let cells = "(board (square 5))";
    let points = "(board (square 5) use:Vertex)";
    assert_eq!(
        region(cells, "(move Remove (sites Occupied by:P1))"),
        with_hand
    );
    assert_eq!(
        region(points, "(move Remove (sites Occupied by:P1))"),
        Region::Occupied(p1)
    );
    assert_eq!(
        region(points, "(move Remove (sites Occupied by:P1 on:Vertex))"),
        Region::Occupied(p1)
    );
    assert_eq!(
        region(
            cells,
            r#"(move Remove (sites Occupied by:P1 container:"Board"))"#
        ),
        Region::Occupied(p1)
    );
}

#[test]
fn rows_and_columns_on_a_board_of_both_kinds_read_a_number_as_ludii_does() {
    // Ludii numbers each kind from 0 and reads `(column of:S)` as the column of element
    // S of the board's `use:` type: cell j (our site 81 + j) reads as point j.
    let play = "(if (= (column of:(last To)) 3) (move Pass))";
    let p = compile(&text(POINTS, r#"(place "Marker2" Cell {"A1"})"#, play)).expect(play);
    let points = match p.play.kind {
        MovesKind::If(crate::program::Bool::Cmp(_, crate::program::Int::OfSite(_, t), _), ..) => t,
        k => panic!("{k:?}"),
    };
    assert_eq!(points.len(), 81 + 64);
    assert_eq!((points[10], points[81 + 10], points[80]), (1, 1, 8));
}
