//! Front-end speed: reading `games/dum-blas.lud` into an expanded game (parse, define
//! library, options, rulesets, defines). Target: well under 1 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use ludic::load::{expand_file, expand_source, Selection};
use std::hint::black_box;
use std::path::Path;

const DUM_BLAS: &str = include_str!("../games/dum-blas.lud");

fn frontend(c: &mut Criterion) {
    let sel = Selection::default();
    c.bench_function("parse dum-blas.lud", |b| {
        b.iter(|| ludic::syntax::parse(black_box(DUM_BLAS), 0).map(|f| f.items.len()))
    });
    c.bench_function("parse + expand dum-blas.lud (with define library)", |b| {
        b.iter(|| {
            expand_source("games/dum-blas.lud", black_box(DUM_BLAS), &sel)
                .map(|e| e.options.len())
                .unwrap_or(0)
        })
    });
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/games/dum-blas.lud"));
    c.bench_function("read + parse + expand dum-blas.lud", |b| {
        b.iter(|| {
            expand_file(black_box(path), &sel)
                .map(|e| e.options.len())
                .unwrap_or(0)
        })
    });
}

criterion_group!(benches, frontend);
criterion_main!(benches);
