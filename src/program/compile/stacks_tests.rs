//! Unit tests of the ludemes of games of stacks.

use crate::load::{expand_source, Selection};

/// Compiles a game of stacks on a 3x3 board with discs and tiles, `start` and
/// `play`; on failure, each message with the text its first label points at.
pub(in crate::program::compile) fn compile(
    start: &str,
    play: &str,
) -> Result<(), Vec<(String, String)>> {
    let text = format!(
        r#"(game "T" (players {{(player N) (player S)}})
            (equipment {{ (board (square 3)) (piece "Disc" Each) (tile "Hex" Each) }})
            (rules (start {{ {start} }})
                (play (or {{ {play} (forEach Piece "Disc" (move (from) (to (sites Around (from)) if:(is Empty (to))) stack:True) top:True) }}))
                (end (if (= 0 (count Sites in:(sites Occupied by:Next component:"Disc"))) (result Next Loss)))))"#
    );
    let ex = expand_source("t.lud", &text, &Selection::default())
        .unwrap_or_else(|f| panic!("does not expand:\n{}", f.render(false)));
    match crate::program::compile::compile(&ex.game) {
        Ok(_) => Ok(()),
        Err(d) => Err(d
            .0
            .iter()
            .map(|d| {
                let at = d.labels.first().map_or(String::new(), |l| {
                    text[l.span.start as usize..l.span.end as usize].to_string()
                });
                (d.message.clone(), at)
            })
            .collect()),
    }
}

/// The one refusal of `play`, with the text it points at.
pub(in crate::program::compile) fn refusal(start: &str, play: &str) -> (String, String) {
    match compile(start, play) {
        Ok(()) => panic!("accepted: {play}"),
        Err(mut v) => {
            assert_eq!(v.len(), 1, "{v:?}");
            v.remove(0)
        }
    }
}

const START: &str = r#"(place Stack "Hex1" 0) (place Stack "Disc1" 0) (place Stack "Hex2" 8) (place Stack "Disc2" 8)"#;

#[test]
fn tiles_and_stacked_placements_are_accepted_and_their_extras_refused() {
    assert_eq!(compile(START, "(move Pass)"), Ok(()));
    assert_eq!(
        compile(r#"(place Stack "Disc1" coord:"B2")"#, "(move Pass)"),
        Ok(())
    );
    assert_eq!(
        compile(
            r#"(place Stack "Disc1" (sites {0 1}) count:3)"#,
            "(move Pass)"
        ),
        Ok(())
    );
    let (m, at) = refusal(r#"(place Stack "Disc1" 0 count:3 value:2)"#, "(move Pass)");
    assert!(m.contains("`value:` of `place`"), "{m}");
    assert_eq!(at, "2");
    assert_eq!(
        compile(r#"(place Stack items:{"Disc1" "Disc2"} 0)"#, "(move Pass)"),
        Ok(())
    );
    assert_eq!(
        compile(
            r#"(place Stack items:{"Disc1" "Disc2"} 0 state:1)"#,
            "(move Pass)"
        ),
        Ok(())
    );
    let (m, _) = refusal(r#"(place Stack "Disc9" 0)"#, "(move Pass)");
    assert!(m.contains("the name of a piece"), "{m}");
}

#[test]
fn count_stack_and_levels_are_accepted_and_their_extras_refused() {
    let ok = r#"(if (= 1 (count Stack at:(last To) if:(= (what at:(to) level:(level)) (id "Disc" Mover)))) (move Pass))"#;
    assert_eq!(compile(START, ok), Ok(()));
    assert_eq!(
        compile(START, "(if (= 1 (who at:0 level:0)) (move Pass))"),
        Ok(())
    );
    let (m, at) = refusal(START, "(if (= 1 (count Stack at:0 stop:True)) (move Pass))");
    assert!(m.contains("`stop:` of `count Stack`"), "{m}");
    assert_eq!(at, "True");
    let (m, at) = refusal(START, "(if (= 1 (count Stack FromTop at:0)) (move Pass))");
    assert!(m.contains("an argument of `count Stack`"), "{m}");
    assert_eq!(at, "FromTop");
    let (m, at) = refusal(START, "(if (= 1 (level 2)) (move Pass))");
    assert!(m.contains("`level` takes 0 positional arguments"), "{m}");
    assert_eq!(at, "2");
}

#[test]
fn sites_occupied_by_kind_is_accepted_in_a_game_of_stacks_only() {
    let ok = r#"(forEach Site (sites Occupied by:Mover component:"Hex" top:False) (move Select (from (site))))"#;
    assert_eq!(compile(START, ok), Ok(()));
    let (m, at) = refusal(
        START,
        r#"(forEach Site (sites Occupied by:Mover component:"Cube") (move Select (from (site))))"#,
    );
    assert!(m.contains("the name of a piece"), "{m}");
    assert_eq!(at, r#""Cube""#);
    let (m, at) = refusal(
        START,
        r#"(forEach Site (sites Occupied by:Mover component:"Hex" top:1) (move Select (from (site))))"#,
    );
    assert!(m.contains("True or False"), "{m}");
    assert_eq!(at, "1");
}

#[test]
fn adding_a_named_piece_is_accepted_and_its_extras_refused() {
    let ok = r#"(move Add (piece (id "Hex" Mover)) (to (sites Empty) if:(is Empty (to))) (then (add (piece "Disc1") (to (last To)) stack:True)))"#;
    assert_eq!(compile(START, ok), Ok(()));
    let counted = r#"(move Add (piece "Hex1") (to (sites Empty)) count:2)"#;
    assert_eq!(compile(START, counted), Ok(()));
    let (m, _) = refusal(
        START,
        r#"(move Add (piece "Hex1") (to (sites Empty) (apply (remove (to)))))"#,
    );
    assert!(m.contains("an argument of add"), "{m}");
    let (m, at) = refusal(START, r#"(move Add (piece "Hex7") (to (sites Empty)))"#);
    assert!(m.contains("full name of a piece"), "{m}");
    assert_eq!(at, r#""Hex7""#);
}

#[test]
fn a_tile_with_paths_or_flips_is_refused_where_it_is_written() {
    let refused = |tile: &str| {
        let text = format!(
            r#"(game "T" (players 2) (equipment {{ (board (square 3)) {tile} }})
                (rules (play (move Pass)) (end (if False (result Mover Win)))))"#
        );
        let ex = expand_source("t.lud", &text, &Selection::default())
            .unwrap_or_else(|f| panic!("{}", f.render(false)));
        let d = crate::program::compile::compile(&ex.game).expect_err("refused");
        let span = d.0[0].labels[0].span;
        (
            d.0[0].message.clone(),
            text[span.start as usize..span.end as usize].to_string(),
        )
    };
    let (m, at) = refused(r#"(tile "Hex" Each {(path from:0 to:2 colour:1)} numSides:4)"#);
    assert!(m.contains("a tile's slots, paths and flips"), "{m}");
    assert_eq!(at, "{(path from:0 to:2 colour:1)}");
    let (m, at) = refused(r#"(tile "Hex" Each (flips 1 2))"#);
    assert!(m.contains("a tile's slots, paths and flips"), "{m}");
    assert_eq!(at, "flips");
}

#[test]
fn adding_a_piece_in_a_game_without_stacks_is_a_placement_and_no_stack() {
    for play in [
        r#"(move Add (piece "Disc1") (to (sites Empty)))"#,
        "(move Add (to (sites Empty)))",
    ] {
        let text = format!(
            r#"(game "T" (players 2) (equipment {{ (board (square 3)) (piece "Disc" Each) }})
            (rules (play {play}) (end (if False (result Mover Win)))))"#
        );
        let ex = expand_source("t.lud", &text, &Selection::default())
            .unwrap_or_else(|f| panic!("{}", f.render(false)));
        let p = crate::program::compile::compile(&ex.game)
            .unwrap_or_else(|d| panic!("{play}: {:?}", d.0[0].message));
        assert!(!p.uses_stacks(), "{play}");
    }
}
