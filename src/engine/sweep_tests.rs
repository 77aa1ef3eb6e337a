//! The sweep of `forEach Piece` over a grid against the piece-by-piece loop: the same
//! moves, in the same order, at every position of random games.

use super::sweep::Grid;
use super::tests::engine_of;
use rand::{Rng, SeedableRng};

/// A game on `board` whose pieces are `Man` and `King`; the men of `ones` and `twos`
/// start on those sites; `play` is the play rule.
fn text(board: &str, ones: &str, twos: &str, play: &str) -> String {
    format!(
        r#"(game "T" (players {{(player N) (player S)}})
            (equipment {{
                (board {board})
                (piece "Man" Each (move Hop (from) Orthogonal
                    (between if:(is Occupied (between)) (apply (if (is Enemy (who at:(between))) (remove (between)))))
                    (to if:(is Empty (to)))))
                (piece "King" Each (move Hop (from) Orthogonal
                    (between if:(is Occupied (between)) (apply (if (is Enemy (who at:(between))) (remove (between)))))
                    (to if:(is Empty (to)))))
                (regions P1 (sites Bottom)) (regions P2 (sites Top))
            }})
            (rules
                (start {{ (place "Man1" (sites {{{ones}}})) (place "Man2" (sites {{{twos}}})) }})
                (play {play})
                (end (if (no Moves Next) (result Mover Win)))))"#
    )
}

/// A man's capture over an enemy not jumped yet, removed at the end of the turn, in
/// `dirs`, with a consequence.
fn capture(from: &str, dirs: &str) -> String {
    format!(
        "(move Hop {from} {dirs}
            (between if:(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between))))
                (apply (remove (between) at:EndOfTurn)))
            (to if:(is Empty (to)))
            (then (if (can Move (move Hop (from (last To)) {dirs}
                (between if:(and (not (is In (between) (sites ToClear))) (is Enemy (who at:(between)))))
                (to if:(is Empty (to))))) (moveAgain) (promote (last To) (piece \"King\") Mover))))"
    )
}

/// Plays random games with the sweep and without it, comparing every legal list.
/// `grid` is how many of the eight directions the board numbers as a grid.
fn agree(game: &str, grid: usize) {
    let fast = engine_of(game);
    let mut plain = engine_of(game);
    plain.grid = Grid::default();
    assert_eq!(
        fast.grid.delta.iter().filter(|d| d.is_some()).count(),
        grid,
        "the board's grid directions: {game}"
    );
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(5);
    let mut captures = 0;
    for _ in 0..25 {
        let mut s = fast.start();
        for _ in 0..300 {
            if s.over.is_some() {
                break;
            }
            let a = fast.legal(&s);
            let b = plain.legal(&s);
            assert_eq!(format!("{a:?}"), format!("{b:?}"), "{game}");
            if a.is_empty() {
                break;
            }
            captures += a.iter().filter(|m| m.actions.len() > 1).count();
            let mv = &a[rng.gen_range(0..a.len())];
            fast.apply(&mut s, mv);
        }
    }
    assert!(captures > 100, "the games capture: {captures}");
}

#[test]
fn sweeping_the_pieces_yields_their_moves_one_by_one() {
    let step = "(forEach Piece (move Step Adjacent (to if:(is Empty (to)))))";
    let plays = |dirs: &str| {
        [
            // Men's captures in fixed directions, then the pieces' own leapfrogs; a
            // capture goes on with any man, past the enemies already jumped.
            format!(
                "(if (is Prev Mover) (forEach Piece \"Man\" {men}) (or {{ (forEach Piece \"Man\" {men}) (forEach Piece) {step} }}))",
                men = capture("(from)", dirs),
            ),
            // Relative directions, which turn with each side's facing.
            format!(
                "(if (is Prev Mover) {again} (priority {{ (forEach Piece \"Man\" {men}) (or {forward} {step}) }}))",
                again = capture("(from (last To))", "(directions {Forward Leftward Rightward})"),
                men = capture("(from)", "(directions {Forward Leftward Rightward})"),
                forward = "(forEach Piece \"Man\" (move Step (directions {FL FR}) (to if:(is Empty (to))) (then (if (is In (last To) (sites Next)) (promote (last To) (piece \"King\") Mover)))))",
            ),
        ]
    };
    let small = (
        "(square 6)",
        "0 1 2 3 4 5 7 9 11",
        "24 26 28 30 31 32 33 34 35",
    );
    // Over 64 sites, so that the sets shifted span several words.
    let large = (
        "(square 10)",
        "0 1 2 3 4 5 6 7 8 9 11 13 15 17 19 22 24",
        "75 77 80 82 84 86 88 90 91 92 93 94 95 96 97 98 99",
    );
    for play in &plays("Diagonal") {
        for (board, ones, twos) in [small, large] {
            agree(&text(board, ones, twos, play), 8);
        }
    }
    // A hexagon's rows differ in length: only along them is it a grid.
    for play in &plays("Orthogonal") {
        let hex = text(
            "(hex 4)",
            "0 1 2 3 4 5 6 7 8",
            "28 29 30 31 32 33 34 35 36",
            play,
        );
        agree(&hex, 2);
    }
}
