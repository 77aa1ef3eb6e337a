//! Speed figures, printed (run with `cargo test --release --test kernel_speed --
//! --ignored --nocapture`). Ignored: timings belong to benches, not to CI.

mod kernel_support;
use kernel_support::*;
use ludic::kernel::playout;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::time::Instant;

#[test]
#[ignore]
fn international_perft_8() {
    let g = game(international());
    let s = g.start();
    // KERNEL_PERFT_DEPTH picks a shallower depth for profiling under valgrind.
    let depth: u32 = std::env::var("KERNEL_PERFT_DEPTH")
        .ok()
        .and_then(|d| d.parse().ok())
        .unwrap_or(8);
    let t = Instant::now();
    let n = g.perft(&s, depth);
    let e = t.elapsed().as_secs_f64();
    if depth == 8 {
        assert_eq!(n, 6483961);
    }
    println!(
        "perft {depth}: {n} leaves in {e:.3} s = {:.1} M leaves/s (bulk counting)",
        n as f64 / e / 1e6
    );
}

#[test]
#[ignore]
fn dum_blas_playouts() {
    let g = game(dum_blas());
    let s = g.start();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(42);
    let t = Instant::now();
    let (mut n, mut turns) = (0u64, 0u64);
    // KERNEL_PLAYOUTS fixes the number of playouts (for profiling) instead of 2 s.
    let fixed: Option<u64> = std::env::var("KERNEL_PLAYOUTS")
        .ok()
        .and_then(|d| d.parse().ok());
    while fixed.map_or(t.elapsed().as_secs_f64() < 2.0, |f| n < f) {
        turns += playout(&g, &s, &mut rng, 100_000).turns as u64;
        n += 1;
    }
    let e = t.elapsed().as_secs_f64();
    println!(
        "playouts: {n} in {e:.2} s = {:.0}/s, {:.1} turns each",
        n as f64 / e,
        turns as f64 / n as f64
    );
}
