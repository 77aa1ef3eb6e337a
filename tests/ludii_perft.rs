//! Ludii's own perft figures (`tests/ludii/*.tsv`, see `tests/ludii/README.md`) against
//! ludic's general engine, row by row, for Ludii's leaping games (`diagonal-perft.tsv`,
//! `orthogonal-perft.tsv`): the distinct count with `perft`, the path count (every move
//! path through a turn, none merged) with `perft --paths`.
//!
//! Ludii's game files are not kept in this repository: the test reads them from a
//! checkout of Ludii's repository named by the environment variable `LUDII_REPO` (the
//! folder holding `Common/res/lud`). Without it the rows are only checked to be well
//! formed, and the test says that it skipped them; with it every row whose count is at
//! most [`MAX_LEAVES`] is checked (the rest with `-- --ignored`).

use ludic::game::engine_from_file;
use ludic::load::Selection;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The largest count checked by the fast test.
const MAX_LEAVES: u64 = 200_000;

/// The tables this test reads (the same four columns each).
const TABLES: [&str; 2] = ["diagonal-perft.tsv", "orthogonal-perft.tsv"];

/// One row: Ludii's file (relative to its repository), a depth, the two counts.
struct Row {
    file: String,
    depth: u32,
    distinct: u64,
    paths: u64,
}

fn rows() -> Vec<Row> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ludii");
    let mut out = Vec::new();
    for t in TABLES {
        let text = std::fs::read_to_string(dir.join(t)).expect("the table is readable");
        let mut lines = text.lines();
        assert_eq!(
            lines.next(),
            Some("file\tdepth\tdistinct_count\tpath_count"),
            "{t}: header"
        );
        for (i, line) in lines.enumerate() {
            let cols: Vec<&str> = line.split('\t').collect();
            let [file, depth, distinct, paths] = cols.as_slice() else {
                panic!("{t}:{}: four columns expected", i + 2);
            };
            let num = |s: &str| -> u64 {
                s.parse()
                    .unwrap_or_else(|_| panic!("{t}:{}: `{s}` is not a number", i + 2))
            };
            assert!(
                num(paths) >= num(distinct),
                "{t}:{}: paths < distinct",
                i + 2
            );
            out.push(Row {
                file: file.to_string(),
                depth: num(depth) as u32,
                distinct: num(distinct),
                paths: num(paths),
            });
        }
    }
    out
}

/// Ludii's repository, when `LUDII_REPO` names one.
fn ludii_repo() -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("LUDII_REPO")?);
    dir.join("Common/res/lud").is_dir().then_some(dir)
}

/// Checks every row (of at most `max` leaves) whose file is in Ludii's repository.
fn check(max: u64) {
    let rows = rows();
    assert!(rows.iter().any(|r| r.file.contains("Guerrilla Checkers")));
    assert!(rows.iter().any(|r| r.file.contains("/orthogonal/")));
    let Some(repo) = ludii_repo() else {
        eprintln!(
            "{} rows of Ludii's perft not checked: set LUDII_REPO to a checkout of Ludii's repository",
            rows.len()
        );
        return;
    };
    let mut by_file: BTreeMap<&str, Vec<&Row>> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.distinct <= max) {
        by_file.entry(&r.file).or_default().push(r);
    }
    let mut missing = Vec::new();
    for (file, rows) in by_file {
        let path = repo.join(file);
        if !path.is_file() {
            missing.push(file);
            continue;
        }
        let e = engine_from_file(&path, &Selection::default())
            .unwrap_or_else(|f| panic!("{file} does not load: {}", f.render(false)));
        let start = e.start();
        for r in rows {
            assert_eq!(
                e.perft(&start, r.depth),
                r.distinct,
                "{file} at depth {}",
                r.depth
            );
            if r.paths <= max {
                assert_eq!(
                    e.perft_paths(&start, r.depth),
                    r.paths,
                    "{file} at depth {}: paths",
                    r.depth
                );
            }
        }
    }
    if !missing.is_empty() {
        eprintln!("not in this checkout of Ludii, skipped: {missing:?}");
    }
}

#[test]
fn ludii_s_perft_figures_match() {
    check(MAX_LEAVES);
}

#[test]
#[ignore]
fn ludii_s_perft_figures_match_to_the_deepest_depth() {
    check(u64::MAX);
}
