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

/// `h0 *?` reads as one game whose only move is the huff `h0` followed by the "move"
/// `*` (the `?` annotation dropped), then no result; written back it is `1. h0 * *`,
/// which does not read (`huff h0 is not followed by a move`: the `*` is now the
/// result). Found by the `pdn` target's write-and-read-again check; not fixed yet (the
/// reader should not take a result token, annotated or not, as a huff's move).
#[test]
#[ignore = "open: the PDN reader takes `*?` as a huff's move"]
fn pdn_huff_followed_by_an_annotated_result_round_trips() {
    let games = ludic::pdn::read_games("h0 *?").expect("reads");
    for g in &games {
        let written = ludic::pdn::write_game(g);
        assert!(ludic::pdn::read_games(&written).is_ok(), "{written}");
    }
}
