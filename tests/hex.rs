//! Hex by its rules page (`docs/rules/hex.md`): the sides each player joins, the win by
//! a chain, the swap, and that no game ends drawn, on the small board of the file's
//! options (`Board/5x5`), whose cells `a1`..`e5` run as `ludic play` names them: the
//! first player joins the `a` cells to the `e` cells, the second the `1`s to the `5`s.

use ludic::engine::{Engine, State};
use ludic::game::{engine_from_file, GameApi, Outcome};
use ludic::load::Selection;
use ludic::notation::read_position;
use ludic::play::general::turn_text;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;

fn hex(options: &[&str]) -> Engine {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("games/hex.lud");
    let sel = Selection {
        options: options.iter().map(|o| o.to_string()).collect(),
        ..Selection::default()
    };
    engine_from_file(&path, &sel)
        .unwrap_or_else(|f| panic!("hex does not load:\n{}", f.render(false)))
}

fn at(e: &Engine, text: &str) -> State {
    read_position(e, text).unwrap_or_else(|err| panic!("{text}: {err:?}"))
}

/// The outcome after the turn named `name` from `s`.
fn after(e: &Engine, s: &State, name: &str) -> Option<Outcome> {
    let turns = e.turns(s);
    let t = turns
        .iter()
        .find(|t| turn_text(e, s, t) == name)
        .unwrap_or_else(|| panic!("no turn {name}"));
    e.outcome(&t.state)
}

#[test]
fn a_chain_joining_the_players_own_sides_wins() {
    let e = hex(&["Board/5x5"]);
    // The first player's a1..d1 reach e1 or, through d1's neighbour, e2: both win.
    let s = at(
        &e,
        "P1 to move; P1: Stone a1 b1 c1 d1; P2: Stone a2 b2 c2 d2",
    );
    assert_eq!(after(&e, &s, "e1"), Some(Outcome::Win(0)));
    assert_eq!(after(&e, &s, "e2"), Some(Outcome::Win(0)));
    assert_eq!(after(&e, &s, "e4"), None, "not joined");
    // The second player's a1..a4 join the 1s to the 5s with a5.
    let s = at(
        &e,
        "P2 to move; P1: Stone b1 b2 b3 c4 e5; P2: Stone a1 a2 a3 a4",
    );
    assert_eq!(after(&e, &s, "a5"), Some(Outcome::Win(1)));
    // The first player's own chain along the 1s joins a and e, not the second's sides.
    let s = at(
        &e,
        "P2 to move; P1: Stone b1 c1 d1 e1 e5; P2: Stone a1 a2 a3 a4",
    );
    assert_eq!(after(&e, &s, "b4"), None);
}

#[test]
fn the_second_player_may_swap_once_then_place() {
    let e = hex(&["Board/5x5"]);
    let s = e.start();
    assert_eq!(e.turns(&s).len(), 25);
    let first = e.turns(&s).remove(12).state;
    // 24 placements, or the swap and then one of 24 placements, as Ludii counts it.
    assert_eq!(e.turns(&first).len(), 48);
    let later = e.turns(&first).remove(0).state;
    assert_eq!(e.turns(&later).len(), 23, "no swap after the second turn");
    let off = hex(&["Board/5x5", "Swap/Off"]);
    let first = off.turns(&off.start()).remove(12).state;
    assert_eq!(off.turns(&first).len(), 24);
}

#[test]
fn every_game_has_a_winner() {
    let e = hex(&["Board/5x5"]);
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    for _ in 0..200 {
        let mut s = e.start();
        let mut turns = 0;
        while e.outcome(&s).is_none() {
            let mut kids = e.turns(&s);
            assert!(!kids.is_empty(), "a full board always has a chain");
            s = kids.swap_remove(rng.gen_range(0..kids.len())).state;
            turns += 1;
        }
        assert!(turns <= 26, "{turns} turns");
        assert!(matches!(e.outcome(&s), Some(Outcome::Win(_))));
    }
}
