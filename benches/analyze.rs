//! The cost of `ludic analyze`'s metrics over bare random playouts, and its speed over
//! two threads, on Dum Blas's two rulesets. Plain timings, not criterion: the two ways
//! of playing alternate round by round, and each is timed by its fastest round, so that
//! a machine busy with other work slows both alike and little. Run with
//! `cargo bench --profile dist --bench analyze`.

use ludic::analyze::{run, Setup};
use ludic::kernel::{playout, Game};
use ludic::load::Selection;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

const GAMES: usize = 2000;
const ROUNDS: usize = 9;

fn game(ruleset: &str) -> Game {
    let sel = Selection {
        ruleset: Some(ruleset.into()),
        ..Selection::default()
    };
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("games/dum-blas.lud");
    Game::new(ludic::load::rules_from_file(&path, &sel).expect("loads")).expect("builds")
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("threads")
}

fn main() {
    let setup = Setup {
        games: GAMES,
        seed: 1,
        max_turns: 10_000,
        agents: "random".parse().expect("agent"),
    };
    let stop = AtomicBool::new(false);
    for ruleset in ["historical", "ludii"] {
        let g = game(ruleset);
        let (one, two) = (pool(1), pool(2));
        let (mut bare, mut metrics, mut parallel) = (Duration::MAX, Duration::MAX, Duration::MAX);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        for _ in 0..ROUNDS {
            let t = Instant::now();
            for _ in 0..GAMES {
                std::hint::black_box(playout(&g, &g.start(), &mut rng, 10_000));
            }
            bare = bare.min(t.elapsed());
            let t = Instant::now();
            std::hint::black_box(one.install(|| run(&g, g.start(), &setup, &stop, &|| {})));
            metrics = metrics.min(t.elapsed());
            let t = Instant::now();
            std::hint::black_box(two.install(|| run(&g, g.start(), &setup, &stop, &|| {})));
            parallel = parallel.min(t.elapsed());
        }
        let rate = |d: Duration| GAMES as f64 / d.as_secs_f64();
        println!(
            "dum-blas {ruleset}: bare playouts {:.0} games/s, analyze {:.0} games/s on 1 thread ({:+.1}% time), {:.0} games/s on 2 threads",
            rate(bare),
            rate(metrics),
            (metrics.as_secs_f64() / bare.as_secs_f64() - 1.0) * 100.0,
            rate(parallel)
        );
    }
}
