//! Perft of international draughts from the start and the FMJD test positions,
//! duplicates dropped. Deeper counts are `#[ignore]`d.

mod kernel_support;
use kernel_support::*;

#[test]
fn start_position() {
    let g = game(international());
    let s = g.start();
    assert_eq!(perfts(&g, &s, 6), [9, 81, 658, 4265, 27117, 167140]);
}

#[test]
#[ignore]
fn start_position_deep() {
    let g = game(international());
    let s = g.start();
    assert_eq!(g.perft(&s, 7), 1049442);
    assert_eq!(g.perft(&s, 8), 6483961);
}

fn random178() -> Pos {
    Pos {
        bk: vec![17, 24],
        wm: vec![6, 9, 10, 11, 20, 21, 22, 23, 30, 33, 37, 41, 42, 43, 44, 46],
        wk: vec![31],
        ..Pos::default()
    }
}

#[test]
fn random178_position() {
    let g = game(international());
    let s = random178().state(&g, 1);
    assert_eq!(perfts(&g, &s, 5), [14, 55, 1168, 5432, 87195]);
}

#[test]
#[ignore]
fn random178_deep() {
    let g = game(international());
    let s = random178().state(&g, 1);
    assert_eq!(g.perft(&s, 6), 629010);
}

#[test]
fn woldouby_position() {
    let g = game(international());
    let s = Pos {
        bm: vec![12, 13, 14, 16, 18, 19, 21, 23, 24, 26],
        wm: vec![25, 27, 28, 30, 32, 33, 34, 35, 37, 38],
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(
        perfts(&g, &s, 9),
        [6, 12, 30, 73, 215, 590, 1944, 6269, 22369]
    );
}

#[test]
fn all_kings_position() {
    let g = game(international());
    let s = Pos {
        wk: range(31, 50),
        bk: range(1, 20),
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(perfts(&g, &s, 5), [17, 79, 352, 1399, 7062]);
}

#[test]
#[ignore]
fn all_kings_deep() {
    let g = game(international());
    let s = Pos {
        wk: range(31, 50),
        bk: range(1, 20),
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(g.perft(&s, 6), 37589);
}

#[test]
fn almost_promotion_position() {
    let g = game(international());
    let s = Pos {
        wm: range(6, 10),
        bm: range(41, 45),
        ..Pos::default()
    }
    .state(&g, 0);
    assert_eq!(perfts(&g, &s, 5), [9, 81, 795, 7578, 86351]);
}
