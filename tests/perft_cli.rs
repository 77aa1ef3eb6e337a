//! `ludic perft` and `ludic bench` from the outside: output format and exit codes.

mod cli_support;

use cli_support::{depth_counts, ludic, stderr, stdout};

#[test]
fn perft_prints_one_line_per_depth() {
    let o = ludic(&["perft", "games/international-draughts.lud", "--depth", "4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.lines()
            .next()
            .is_some_and(|l| l.contains("bulk counting")),
        "{out}"
    );
    assert_eq!(
        depth_counts(&out),
        [(1, 9), (2, 81), (3, 658), (4, 4265)],
        "{out}"
    );
    for l in out.lines().filter(|l| l.starts_with("depth ")) {
        assert!(l.ends_with("leaves/s)"), "{l}");
    }
}

#[test]
fn perft_without_bulk_counting_makes_every_leaf_and_counts_the_same() {
    let o = ludic(&[
        "perft",
        "games/international-draughts.lud",
        "--depth",
        "4",
        "--no-bulk",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.lines()
            .next()
            .is_some_and(|l| l.contains("every leaf made")),
        "{out}"
    );
    assert_eq!(
        depth_counts(&out),
        [(1, 9), (2, 81), (3, 658), (4, 4265)],
        "{out}"
    );
}

#[test]
fn perft_divides_and_threads_agree() {
    let o = ludic(&[
        "perft",
        "games/international-draughts.lud",
        "--depth",
        "3",
        "--divide",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(depth_counts(&out), [(1, 9), (2, 81), (3, 658)], "{out}");
    let divide: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("divide at depth 3"))
        .skip(1)
        .collect();
    assert_eq!(divide.len(), 10, "{out}");
    assert!(divide[0].starts_with("31-26: "), "{out}");
    assert_eq!(divide[9], "turns: 9, total: 658");
    let sum: u64 = divide[..9]
        .iter()
        .filter_map(|l| l.rsplit(": ").next()?.parse::<u64>().ok())
        .sum();
    assert_eq!(sum, 658);
}

#[test]
fn perft_reads_a_fen() {
    let o = ludic(&[
        "perft",
        "games/international-draughts.lud",
        "--fen",
        "W:W6,7,8,9,10:B41,42,43,44,45.",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(depth_counts(&stdout(&o)), [(1, 9), (2, 81), (3, 795)]);
}

#[test]
fn a_bad_fen_is_a_usage_error() {
    let o = ludic(&[
        "perft",
        "games/international-draughts.lud",
        "--fen",
        "W:W31-60:B1-20",
        "--depth",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("bad --fen") && err.contains("no square 60"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_bad_file_is_an_input_error() {
    let o = ludic(&["perft", "games/no-such-game.lud", "--depth", "1"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let o = ludic(&["bench", "games/no-such-game.lud", "--seconds", "0.1"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
}

#[test]
fn bad_arguments_are_usage_errors() {
    for args in [
        &["perft", "games/international-draughts.lud", "--depth", "0"][..],
        &["perft", "games/international-draughts.lud"],
        &[
            "perft",
            "games/international-draughts.lud",
            "--depth",
            "1",
            "--threads",
            "0",
        ],
        &[
            "bench",
            "games/international-draughts.lud",
            "--seconds",
            "-1",
        ],
    ] {
        assert_eq!(ludic(args).status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn bench_ends_with_the_two_figures() {
    let o = ludic(&["bench", "games/dum-blas.lud", "--seconds", "0.4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= 2, "{out}");
    let figure = |l: &str, key: &str| -> u64 {
        l.strip_prefix(key)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("`{l}` is not `{key}N`"))
    };
    assert!(figure(lines[lines.len() - 2], "perft leaves/s: ") > 0);
    assert!(figure(lines[lines.len() - 1], "playouts/s: ") > 0);
    assert!(
        lines[lines.len() - 3].starts_with("per CPU-second: "),
        "{out}"
    );
}

#[test]
fn perft_paths_counts_every_move_path_through_a_turn() {
    let file = "tests/move-language/two-stones.lud";
    let o = ludic(&["perft", file, "--depth", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        depth_counts(&stdout(&o)),
        [(1, 36), (2, 36 * 21), (3, 36 * 21 * 10)]
    );
    let o = ludic(&["perft", file, "--depth", "3", "--paths"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("move paths"), "{out}");
    assert_eq!(
        depth_counts(&out),
        [(1, 72), (2, 72 * 42), (3, 72 * 42 * 20)],
        "{out}"
    );
}

#[test]
fn perft_paths_runs_a_kernel_game_on_the_general_engine() {
    // Draughts captures reach the same position by one path each unless two
    // captures cross: from the start, paths and positions agree.
    let o = ludic(&["perft", "games/dum-blas.lud", "--depth", "2", "--paths"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("general engine"), "{out}");
    assert_eq!(depth_counts(&out), [(1, 9), (2, 81)], "{out}");
}

/// The lines of `ludic perft --divide` after its `divide at depth` header.
fn divide_listing(out: &str) -> String {
    out.lines()
        .skip_while(|l| !l.starts_with("divide at depth"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn perft_divides_on_the_general_engine_and_walks_down() {
    let file = "tests/move-language/sowing-stores.lud";
    let o = ludic(&["perft", file, "--depth", "2", "--divide"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let root = divide_listing(&out);
    insta::assert_snapshot!("general_divide_root", root);
    // The listing's total is the last depth's count.
    let (_, last) = *depth_counts(&out).last().unwrap();
    assert!(root.ends_with(&format!("total: {last}")), "{out}");

    // Walking to the first child and dividing at depth 1 lists that child's children,
    // as many as the root's listing counted for it at depth 2.
    let first: u64 = root
        .lines()
        .nth(1)
        .unwrap()
        .rsplit('\t')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let o = ludic(&["perft", file, "--depth", "1", "--divide", "--walk", "0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let walked = divide_listing(&stdout(&o));
    assert!(walked.ends_with(&format!("total: {first}")), "{walked}");
    insta::assert_snapshot!("general_divide_walk_0", walked);

    // A walk past the last child is a usage error.
    let o = ludic(&["perft", file, "--depth", "1", "--walk", "99"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--walk"), "{}", stderr(&o));
}
