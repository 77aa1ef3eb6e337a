//! The adjacent hop's dedicated code against the general Hop in games of stacks: a
//! column hops over a column topped by an enemy, takes that top piece under itself
//! (`fromTo` onto the landing, then the whole column onto it) and lands only when the
//! mover's piece tops the origin (Ludii's destination test for stacks).

use super::tests::engine_of;
use super::{Engine, Move, State};
use rand::{Rng, SeedableRng};

/// A game of columns on `board` (directions `dirs`) whose hops and steps move whole
/// stacks; `top` is `forEach Piece`'s `top:` (false: every level of a column is
/// visited). The `(from (last To))` hop of the `or` starts on the column the opponent
/// has just moved, which the mover does not top: the destination test refuses it.
fn text(board: &str, dirs: &str, top: bool, ones: &str, twos: &str) -> String {
    let hop = |from: &str, then: &str| {
        format!(
            "(move Hop {from} {dirs}
                (between if:(is Enemy (who at:(between))) (apply (fromTo (from (between)) (to))))
                (to if:(and (is In (from) (sites Occupied by:Mover)) (is Empty (to))))
                stack:True {then})"
        )
    };
    let again = format!(
        "(then (if (can Move {}) (moveAgain)))",
        hop("(from (last To))", "")
    );
    let top = if top { "top:True" } else { "" };
    format!(
        r#"(game "T" (players 2)
            (equipment {{ (board {board}) (piece "Man" Each) }})
            (rules
                (start {{ (place "Man1" (sites {{{ones}}})) (place "Man2" (sites {{{twos}}})) }})
                (play (if (is Prev Mover)
                    {cont}
                    (or {{
                        (forEach Piece {first} {top})
                        {last}
                        (forEach Piece (move Step {dirs}
                            (to if:(and (is In (from) (sites Occupied by:Mover)) (is Empty (to))))
                            stack:True) {top})
                    }})))
                (end (if (no Moves Next) (result Mover Win)))))"#,
        cont = hop("(from (last To))", &again),
        first = hop("(from)", &again),
        last = hop("(from (last To))", ""),
    )
}

fn key(m: &Move) -> (u16, u16, Vec<u16>, Vec<super::Action>, usize) {
    (
        m.from,
        m.to,
        m.between.iter().collect(),
        m.actions.to_vec(),
        m.then.len(),
    )
}

/// The tallest column of a position.
fn tallest(e: &Engine, s: &State) -> usize {
    (0..s.what.len() as u16)
        .map(|i| e.stack_size(s, i))
        .max()
        .unwrap_or(0)
}

/// The dedicated code yields the moves the general Hop yields, in the same order, at
/// every position of random games in which columns grow several pieces high, on a
/// square board and on a hexagon, visiting the top pieces only or every level.
#[test]
fn the_adjacent_hop_of_columns_yields_the_general_hops_moves() {
    let games = [
        (
            "(square 6)",
            "Diagonal",
            true,
            "0 2 4 7 9 11",
            "24 26 28 31 33 35",
        ),
        (
            "(square 6)",
            "Orthogonal",
            false,
            "0 1 2 3 4 5 6 7 8 9 10 11",
            "24 25 26 27 28 29 30 31 32 33 34 35",
        ),
        (
            "(rotate 90 (hex 4))",
            "Adjacent",
            true,
            "0 1 2 3 4 5 6 7 8",
            "28 29 30 31 32 33 34 35 36",
        ),
    ];
    for (board, dirs, top, ones, twos) in games {
        let game = text(board, dirs, top, ones, twos);
        let fast = engine_of(&game);
        let mut general = engine_of(&game);
        assert!(fast.stacking, "a game of stacks");
        assert!(
            fast.infos.iter().filter(|i| i.adjacent_hop).count() >= 3,
            "the idiom is recognised"
        );
        general
            .infos
            .iter_mut()
            .for_each(|i| i.adjacent_hop = false);
        let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(11);
        let mut height = 0;
        for _ in 0..30 {
            let mut s = fast.start();
            for _ in 0..200 {
                if s.over.is_some() {
                    break;
                }
                let a = fast.legal(&s);
                let b = general.legal(&s);
                let ka: Vec<_> = a.iter().map(key).collect();
                let kb: Vec<_> = b.iter().map(key).collect();
                assert_eq!(ka, kb, "{board} {dirs}");
                if a.is_empty() {
                    break;
                }
                let mv = &a[rng.gen_range(0..a.len())];
                let mut t = s.clone();
                fast.apply(&mut s, mv);
                let same = ka.iter().position(|k| *k == key(mv)).unwrap_or(0);
                general.apply(&mut t, &b[same]);
                assert_eq!(s, t);
                height = height.max(tallest(&fast, &s));
            }
        }
        assert!(height >= 4, "columns of several pieces: {height}");
    }
}
