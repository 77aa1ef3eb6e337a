//! Inputs the fuzz targets of `fuzz/` found to break ludic (docs/testing.md, "Fuzzing"),
//! each run through the path its target runs, reduced to what matters.

use ludic::kernel::Game;
use ludic::load::{expand_source, EngineChoice, Selection};

fn game(name: &str, text: &str) -> Game {
    let ex = expand_source(name, text, &Selection::default()).expect("expands");
    match ludic::game::compile(&ex.game, EngineChoice::Auto).expect("compiles") {
        ludic::game::Compiled::Lowered(r) => Game::new(*r).expect("builds"),
        ludic::game::Compiled::Program(_) => panic!("not a kernel game"),
    }
}

/// `[` then two characters then a multi-byte one: `unwrap_tag` sliced `[..3]` inside the
/// character to look for `FEN` and panicked. Found by the `pdn` target, through a PDN
/// `FEN` tag whose value itself looked like a tag.
#[test]
fn fen_tag_check_does_not_slice_inside_a_character() {
    let g = game(
        "games/international-draughts.lud",
        include_str!("../games/international-draughts.lud"),
    );
    for text in ["[ab\u{e9}]", "[37\u{fffd}28]", "[\u{e9}]", "[FE\u{e9}N]"] {
        assert!(ludic::notation::read_fen(&g, text).is_err(), "{text:?}");
    }
    // And through `ludic replay`'s path, as the fuzzer found it.
    let dum_blas = game("games/dum-blas.lud", include_str!("../games/dum-blas.lud"));
    let pdn = "[FEN \"[37\u{fffd}28\u{fffd}]\"]\n\n1. 32-28 *\n";
    let games = ludic::pdn::read_games(pdn).expect("reads");
    let err = ludic::cli::replay::check(&dum_blas, &games[0]).unwrap_err();
    assert!(err.starts_with("tag FEN"), "{err}");
}

/// `h0 *?` read as a huff whose move is `*?`, and was written back as `1. h0 * *`, which
/// does not read. Found by the `pdn` target's write-and-read-again check. A result,
/// annotated or not, is never a move: the huff without a move is refused when read.
#[test]
fn pdn_huff_followed_by_an_annotated_result_is_refused() {
    let err = ludic::pdn::read_games("h0 *?").expect_err("a huff without a move");
    assert!(
        err.to_string().contains("is not followed by a move"),
        "{err}"
    );
    let games = ludic::pdn::read_games("1. 32-28 *?").expect("an annotated result reads");
    assert_eq!(games[0].moves, vec!["32-28"]);
    let written = ludic::pdn::write_game(&games[0]);
    assert!(ludic::pdn::read_games(&written).is_ok(), "{written}");
}

/// `2.283.h23 h23 34-28` read as the move `283.h23`, written as `2. 283.h23`, which
/// reads again as a number and the huff `h23`. Found by the `pdn` target's
/// write-and-read-again check (4 crashes, second fuzzing session). What follows a move
/// number must be a move on its own: a second number or a result there is refused, and
/// a glued annotation glyph (`1.$3`) is skipped, as it is everywhere else.
#[test]
fn pdn_move_after_a_number_reads_alone_as_it_is_written() {
    for bad in [
        "1. 32-28 2.283.h23 h23 34-30 *",
        "1.1-0 *",
        "1. 32-28 19-23 2.3.4 *",
    ] {
        let err = ludic::pdn::read_games(bad).expect_err(bad);
        assert!(err.to_string().contains("is not a move"), "{bad}: {err}");
    }
    let games = ludic::pdn::read_games("h23\n1.$37x28 32-28 *").expect("a glued glyph skips");
    assert_eq!(games[0].moves, vec!["h23 32-28"]);
    let written = ludic::pdn::write_game(&games[0]);
    assert_eq!(
        ludic::pdn::read_games(&written).expect("reads again")[0].moves,
        games[0].moves
    );
}
