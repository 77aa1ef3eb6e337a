//! The cost of `ludic analyze`'s metrics over bare random playouts, and its speed over
//! two threads, on Dum Blas's two rulesets. Plain timings, not criterion. The cost is
//! measured in the CPU time of the one thread that plays (Linux's per-thread schedstat;
//! the wall clock elsewhere), the two ways of playing alternating round by round, each
//! timed by its fastest round: a machine busy with other work then moves it little.
//! Run with `cargo bench --profile dist --bench analyze`.

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
    Game::new(ludic::game::rules_from_file(&path, &sel).expect("loads")).expect("builds")
}

/// The CPU time the calling thread has run, from `/proc/thread-self/schedstat`, or the
/// time since `origin` where that file cannot be read.
fn thread_time(origin: Instant) -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| origin.elapsed(), Duration::from_nanos)
}

/// Runs `f` on `pool` and returns the CPU time it took there.
fn cpu_time(pool: &rayon::ThreadPool, f: impl FnOnce() + Send) -> Duration {
    let origin = Instant::now();
    pool.install(|| {
        let t0 = thread_time(origin);
        f();
        thread_time(origin) - t0
    })
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
            let b = cpu_time(&one, || {
                for _ in 0..GAMES {
                    std::hint::black_box(playout(&g, &g.start(), &mut rng, 10_000));
                }
            });
            bare = bare.min(b);
            let m = cpu_time(&one, || {
                std::hint::black_box(run(&g, g.start(), &setup, &stop, &|| {}));
            });
            metrics = metrics.min(m);
            let t = Instant::now();
            std::hint::black_box(two.install(|| run(&g, g.start(), &setup, &stop, &|| {})));
            parallel = parallel.min(t.elapsed());
        }
        let rate = |d: Duration| GAMES as f64 / d.as_secs_f64();
        println!(
            "dum-blas {ruleset}: bare playouts {:.0} games per CPU-second, analyze {:.0} ({:+.1}% time); analyze on 2 threads {:.0} games/s (wall clock)",
            rate(bare),
            rate(metrics),
            (metrics.as_secs_f64() / bare.as_secs_f64() - 1.0) * 100.0,
            rate(parallel)
        );
    }
}
