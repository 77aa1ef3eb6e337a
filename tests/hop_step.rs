//! The kernel played move by move (`game::HopStepper`) against the general engine on
//! the same program: along seeded random games of every built-in game that lowers to
//! the kernel, the same legal moves (by number), the same player to move, the same
//! observation and the same outcome at every step.

use ludic::engine::Stepper;
use ludic::game::{ActionIndex, HopGame, HopStepper, Planes};
use ludic::load::Selection;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::path::Path;

/// Games per rule set, and the most moves of each (a game is cut there).
const GAMES: usize = 40;
const MOVES: usize = 400;

fn compare(name: &str, path: &str) -> bool {
    let engine = ludic::game::engine_from_file(Path::new(path), &Selection::default())
        .unwrap_or_else(|f| panic!("{name}: {}", f.render(false)));
    let hop = match HopGame::of(&engine) {
        Ok(h) => h,
        Err(why) => {
            eprintln!("{name}: not on the kernel ({why})");
            return false;
        }
    };
    let index = ActionIndex::of(&engine);
    let planes = Planes::of(&engine);
    let (mut a, mut b) = (vec![0f32; planes.len()], vec![0f32; planes.len()]);
    let mut numbers = Vec::new();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let (mut ended, mut huffs) = (0, 0);
    for g in 0..GAMES {
        let mut general = Stepper::start(&engine);
        let mut kernel = HopStepper::start(&hop);
        for m in 0..MOVES {
            let at = format!("{name}, game {g}, move {m}");
            let mut expected = index.index_moves(general.moves()).expect("numbers");
            expected.sort_unstable();
            kernel.numbers_into(&mut numbers);
            numbers.sort_unstable();
            assert_eq!(numbers, expected, "{at}: legal moves");
            assert_eq!(kernel.over(), general.state().over, "{at}: outcome");
            assert_eq!(
                kernel.mover(),
                general.mover(),
                "{at}: player to move {numbers:?} {:?}",
                general.state().mover
            );
            planes.write(&engine, general.state(), &mut a);
            kernel.write_planes(&mut b);
            let w = planes.width;
            let diff: Vec<(usize, usize, f32, f32)> = (0..a.len())
                .filter(|&i| a[i] != b[i])
                .map(|i| (i / w, i % w, a[i], b[i]))
                .collect();
            assert!(
                diff.is_empty(),
                "{at}: observation (plane, site, general, kernel): {diff:?}"
            );
            if numbers.is_empty() {
                ended += 1;
                break;
            }
            let action = numbers[rng.gen_range(0..numbers.len())];
            // A move from a site to itself is a removal: the huff.
            if let Some((Some(from), Some(to))) = index.sites(action) {
                huffs += usize::from(from == to);
            }
            let k = index
                .index_moves(general.moves())
                .expect("numbers")
                .iter()
                .position(|&x| x == action)
                .expect("the action is the general engine's");
            general.play(k);
            kernel.play(action).unwrap_or_else(|e| panic!("{at}: {e}"));
        }
    }
    assert!(ended > 0, "{name}: no game ended within {MOVES} moves");
    let huff = hop.kernel().rules().capture.mode == ludic::rules::CaptureMode::Huff;
    assert_eq!(huff, huffs > 0, "{name}: {huffs} huffs played");
    eprintln!("{name}: {ended} games ended, {huffs} huffs");
    true
}

#[test]
fn the_kernel_move_by_move_is_the_general_engine() {
    let mut on_kernel = Vec::new();
    for (name, path, _) in ludic::builtin_games::GAMES {
        if compare(name, path) {
            on_kernel.push(name);
        }
    }
    for must in [
        "english-draughts",
        "international-draughts",
        "russian-draughts",
    ] {
        assert!(on_kernel.contains(&must), "{must} is not on the kernel");
    }
    eprintln!("compared on the kernel: {on_kernel:?}");
}

/// `legal_paths` lists the turns `legal_turns` lists, each route of a capture apart:
/// merged by their identity, the routes are the turns.
#[test]
fn every_route_of_a_turn_is_a_path_and_every_path_a_route_of_a_turn() {
    for name in [
        "international-draughts",
        "turkish-draughts",
        "english-draughts",
    ] {
        let rules = ludic::game::rules_from_file(Path::new(name), &Selection::default())
            .unwrap_or_else(|f| panic!("{name}: {}", f.render(false)));
        let game = ludic::kernel::Game::new(rules).expect("kernel");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        let (mut turns, mut paths) = (Vec::new(), Vec::new());
        let mut more_routes = 0;
        for _ in 0..40 {
            let mut s = game.start();
            for _ in 0..300 {
                game.legal_turns(&s, &mut turns);
                game.legal_paths(&s, &mut paths);
                if turns.is_empty() {
                    break;
                }
                assert!(
                    paths.iter().all(|p| turns.contains(p)),
                    "{name}: a path of no turn"
                );
                assert!(
                    turns.iter().all(|t| paths.contains(t)),
                    "{name}: a turn of no path"
                );
                more_routes += paths.len() - turns.len();
                s = game.apply(&s, &paths[rng.gen_range(0..paths.len())]);
            }
        }
        eprintln!("{name}: {more_routes} more routes than turns");
    }
}
