//! Kernel speed: perft of international draughts and random playouts of Dum Blas,
//! on rule sets built by hand (the same ones the kernel tests use).

use criterion::{criterion_group, criterion_main, Criterion};
use ludic::kernel::playout;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

#[path = "../tests/kernel_support/mod.rs"]
mod kernel_support;

fn perft(c: &mut Criterion) {
    let g = kernel_support::game(kernel_support::international());
    let s = g.start();
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.bench_function("international depth 6 (bulk)", |b| {
        b.iter(|| assert_eq!(g.perft(&s, 6), 167140))
    });
    group.finish();
}

fn playouts(c: &mut Criterion) {
    let g = kernel_support::game(kernel_support::dum_blas());
    let s = g.start();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(42);
    c.bench_function("dum blas random playout", |b| {
        b.iter(|| playout(&g, &s, &mut rng, 100_000).turns)
    });
}

criterion_group!(benches, perft, playouts);
criterion_main!(benches);
