//! Inputs the fuzz targets of `fuzz/` found to break ludic (docs/testing.md, "Fuzzing"),
//! each run through the path its target runs, reduced to what matters.

use ludic::kernel::Game;
use ludic::load::{expand_source, EngineChoice, Selection};

fn game(name: &str, text: &str) -> Game {
    let ex = expand_source(name, text, &Selection::default()).expect("expands");
    match ludic::game::compile(&ex.game, EngineChoice::Auto).expect("compiles") {
        ludic::game::Compiled::Rules(r) | ludic::game::Compiled::Lowered(r) => {
            Game::new(*r).expect("builds")
        }
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
