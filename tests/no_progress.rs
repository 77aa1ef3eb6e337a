//! ludic's `(no Progress N)` on both engines: a game of ludic's own ludemes compiles to a
//! move program whose end rule counts quiet turns (`engine/progress.rs`), and lowers to
//! the kernel's `no_progress`. The engines are played side by side, each from its own
//! state (a kernel position set up from the general engine's would lose the count), the
//! same turn chosen on both, and must end on the same turn with the same result.

mod differential;

use differential::{root, to_kernel};
use ludic::engine::Engine;
use ludic::game::rules_from_file;
use ludic::game::GameApi;
use ludic::kernel::Game as Kernel;
use ludic::load::{EngineChoice, Selection};
use rand::{Rng, SeedableRng};

/// Both engines on the game at `rel` with `options`, `games` random games.
fn side_by_side(rel: &str, options: &[&str], games: u32) -> (u32, u32) {
    let sel = Selection {
        options: options.iter().map(|o| o.to_string()).collect(),
        ..Selection::default()
    };
    let path = root().join(rel);
    let k = Kernel::new(rules_from_file(&path, &sel).expect("lowers")).expect("tables");
    let general = Selection {
        engine: EngineChoice::General,
        ..sel
    };
    let e: Engine = ludic::game::engine_from_file(&path, &general).expect("compiles");
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(11);
    let (mut draws, mut ends) = (0, 0);
    for g in 0..games {
        let (mut es, mut ks) = (GameApi::start(&e), GameApi::start(&k));
        for turn in 0..600 {
            assert_eq!(
                e.outcome(&es),
                k.outcome(&ks),
                "{rel}: game {g}, turn {turn}: the end"
            );
            let kids = e.children(&es);
            if kids.is_empty() {
                assert!(e.outcome(&es).is_some(), "{rel}: no turn, but not over");
                ends += 1;
                draws += (e.outcome(&es) == Some(ludic::game::Outcome::Draw)) as u32;
                break;
            }
            let next = kids[rng.gen_range(0..kids.len())].clone();
            // The kernel's turn that reaches the same board, played from its own state.
            let board = to_kernel(&k, &e, &next);
            let same = k
                .children(&ks)
                .into_iter()
                .filter(|c| same_board(&k, c, &board))
                .collect::<Vec<_>>();
            assert!(
                !same.is_empty(),
                "{rel}: game {g}, turn {turn}: no such kernel turn"
            );
            ks = same[0];
            es = next;
        }
    }
    (draws, ends)
}

/// Whether two kernel positions hold the same pieces with the same player to move (the
/// count of quiet turns aside).
fn same_board(k: &Kernel, a: &<Kernel as GameApi>::Pos, b: &<Kernel as GameApi>::Pos) -> bool {
    k.to_move(a) == k.to_move(b) && (0..k.num_sites()).all(|x| k.piece_at(a, x) == k.piece_at(b, x))
}

#[test]
fn the_draw_after_quiet_turns_comes_on_the_same_turn_on_both_engines() {
    let (draws, ends) = side_by_side("tests/no-progress/kings.lud", &[], 40);
    assert_eq!(ends, 40, "every game ends");
    assert!(
        draws > 10,
        "only {draws} of 40 games drawn: the rule is not exercised"
    );
}

#[test]
fn dum_blas_draws_by_its_own_rule_on_both_engines() {
    // The 50 quiet turns of the historical ruleset, with the huff.
    let (_, ends) = side_by_side("games/dum-blas.lud", &["Draw/50 Quiet Turns"], 4);
    assert_eq!(ends, 4);
}
