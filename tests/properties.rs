//! Properties of issue 12 ("Properties in CI"), checked by proptest on random inputs:
//! random positions of every game in `games/` (reached by random play from the start,
//! the seed and length chosen by proptest), random game records, random seeds. Cases
//! are few (a few hundred at most per property) so the file runs in seconds; a failure
//! shrinks to the shortest walk that shows it and is kept in
//! `tests/properties.proptest-regressions`.
//!
//! The position checks themselves are those of the fixed-seed walk of
//! `tests/perft_invariants.rs` (shared in `tests/invariants_support`): this file adds
//! other positions on every run, not other checks.

mod invariants_support;

use invariants_support::{check_apply, check_fen, check_turns, game_files, legal, load};
use ludic::kernel::{Game, State, Turn};
use ludic::notation::{parse_turn, read_fen, write_fen};
use ludic::pdn::{read_games, write_game, PdnGame};
use ludic::play::{end::describe_end, to_pdn, GameRecord, RecordTags};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// Every game of `games/`, loaded once for all cases.
fn games() -> &'static [(String, Game)] {
    static GAMES: OnceLock<Vec<(String, Game)>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let games: Vec<(String, Game)> = game_files()
            .iter()
            .map(|f| (f.display().to_string(), load(f)))
            .collect();
        assert!(!games.is_empty(), "no game in games/");
        games
    })
}

/// Calls `visit` on each position of a random walk of `len` turns from the start of
/// `g`, with its legal turns; a game that ends starts again, so the walk always has
/// `len + 1` positions.
fn walk(g: &Game, seed: u64, len: usize, mut visit: impl FnMut(&State, &[Turn])) -> State {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut s = g.start();
    for _ in 0..len {
        let turns = legal(g, &s);
        visit(&s, &turns);
        s = if g.result(&s, &turns).is_some() || turns.is_empty() {
            g.start()
        } else {
            g.apply(&s, &turns[rng.gen_range(0..turns.len())])
        };
    }
    visit(&s, &legal(g, &s));
    s
}

proptest! {
    // Each case walks every game, so 64 cases visit up to about 13,000 positions of each.
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Property 1: applying a legal turn to a copy leaves the original unchanged, and
    /// the new position's incremental hash is the hash computed from scratch.
    #[test]
    fn apply_keeps_the_original_and_the_hash_is_incremental(
        seed in any::<u64>(),
        len in 0usize..200,
    ) {
        for (name, g) in games() {
            walk(g, seed, len, |s, turns| check_apply(g, s, turns, name));
        }
    }

    /// Property 2: no two legal turns are the same turn, and each turn's text reads
    /// back as that turn on the same position.
    #[test]
    fn legal_turns_are_unique_and_their_text_reads_back(
        seed in any::<u64>(),
        len in 0usize..200,
    ) {
        for (name, g) in games() {
            walk(g, seed, len, |s, turns| check_turns(g, s, turns, name));
        }
    }

    /// Property 3: a position's FEN reads back to the same pieces, kings and side.
    #[test]
    fn fen_round_trips(seed in any::<u64>(), len in 0usize..200) {
        for (name, g) in games() {
            walk(g, seed, len, |s, _| check_fen(g, s, name));
        }
    }
}

/// A tag value: any text, quotes and backslashes included (the writer must escape
/// them), non-ASCII and control characters too (which the writer makes spaces).
fn tag_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[ -~]{0,16}",
        "[\"\\\\\\[\\]{};. \n\t\r]{0,6}",
        "\\PC{0,10}",
        ".{0,6}",
    ]
}

/// `g` as PDN can say it: a control character in a tag value becomes a space, since
/// PDN strings hold none (see `pdn_tag_with_a_line_break_is_written_on_one_line`); and
/// which player starts is said by the first move's number (`1...`), so a game with no
/// move cannot say it (`replay` takes the side to move from the FEN tag instead).
fn as_written(g: &PdnGame) -> PdnGame {
    let mut g = g.clone();
    g.second_starts &= !g.moves.is_empty();
    for (_, v) in &mut g.tags {
        *v = v
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
    }
    g
}

fn record_tags() -> impl Strategy<Value = RecordTags> {
    (
        tag_text(),
        tag_text(),
        tag_text(),
        tag_text(),
        proptest::option::of(tag_text()),
        prop::collection::vec(tag_text(), 0..3),
    )
        .prop_map(
            |(event, first, second, file, ruleset, options)| RecordTags {
                event,
                first,
                second,
                file,
                ruleset,
                options,
            },
        )
}

/// A random game of `g`: from the start, or from a random position when `from` is
/// `Some((seed, len))`, then up to `len` random turns; its result once it ends.
fn random_record(g: &Game, seed: u64, len: usize, from: Option<(u64, usize)>) -> GameRecord {
    let start = match from {
        Some((seed, len)) => walk(g, seed, len, |_, _| {}),
        None => g.start(),
    };
    let mut rec = GameRecord::new(start);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut s = start;
    for _ in 0..len {
        let turns = legal(g, &s);
        if let Some(r) = g.result(&s, &turns) {
            rec.result = Some(r);
            rec.ending = describe_end(g, &s, &turns, r);
            break;
        }
        if turns.is_empty() {
            break;
        }
        let t = turns[rng.gen_range(0..turns.len())];
        s = g.apply(&s, &t);
        rec.turns.push(t);
    }
    rec
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Property 4: a game record written as PDN (as `play` and `match` write it) reads
    /// back with the same tags, moves, result and numbering, alone and after another
    /// game; and its moves, replayed from the start its tags name, are its turns.
    #[test]
    fn pdn_round_trips(
        file in 0..games().len(),
        seed in any::<u64>(),
        len in 0usize..300,
        from in proptest::option::of((any::<u64>(), 1usize..80)),
        tags in record_tags(),
    ) {
        let (name, g) = &games()[file];
        let rec = random_record(g, seed, len, from);
        let pdn = to_pdn(g, &rec, &tags);
        let text = write_game(&pdn);
        let back = read_games(&text).unwrap_or_else(|e| panic!("{name}: {e}:\n{text}"));
        prop_assert_eq!(&back, &vec![as_written(&pdn)], "{}:\n{}", name, text);
        let twice = read_games(&format!("{text}{text}"))
            .unwrap_or_else(|e| panic!("{name}: {e}:\n{text}{text}"));
        prop_assert_eq!(twice.len(), 2, "{}:\n{}", name, text);
        let start = match back[0].tag("FEN") {
            Some(fen) => read_fen(g, fen).unwrap_or_else(|e| panic!("{name}: {fen}: {e}")),
            None => g.start(),
        };
        // The FEN tag names the start's pieces and side; it cannot say a pending huff
        // or the draw counter, which change the legal turns, so the moves are replayed
        // from the recorded start itself.
        prop_assert_eq!(write_fen(g, &start), write_fen(g, &rec.start));
        let mut s = rec.start;
        for (i, (text, turn)) in back[0].moves.iter().zip(&rec.turns).enumerate() {
            let turns = legal(g, &s);
            let read = parse_turn(g, &s, &turns, text)
                .unwrap_or_else(|e| panic!("{name}: move {} `{text}`: {e}", i + 1));
            prop_assert!(read == *turn, "{}: move {} `{}` reads as another turn", name, i + 1, text);
            s = g.apply(&s, turn);
        }
        prop_assert_eq!(back[0].moves.len(), rec.turns.len());
    }
}

/// Found by `pdn_round_trips`: a line break in a tag value (a game file whose name has
/// one, in the `Ludic` tag `match --pdn` and `play` write) was written raw, and the
/// record could not be read back ("the value of tag `Ludic` is not closed").
#[test]
fn pdn_tag_with_a_line_break_is_written_on_one_line() {
    let mut g = PdnGame::new();
    g.set_tag("Ludic", "games/a\nb.lud");
    g.set_tag("Event", "tab\there\r\n");
    g.moves = vec!["11-15".into()];
    let text = write_game(&g);
    assert!(
        text.starts_with("[Ludic \"games/a b.lud\"]\n[Event \"tab here  \"]\n"),
        "{text}"
    );
    let back = read_games(&text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
    assert_eq!(back.len(), 1, "{text}");
    assert_eq!(back[0].tag("Ludic"), Some("games/a b.lud"));
    assert_eq!(back[0].moves, g.moves);
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `ludic ARGS` from the repository root; it must succeed.
fn ludic(args: &[&str]) -> Output {
    let o = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        // The PDN `Date` tag is today's date: fixed, so that two runs either side of
        // midnight still write the same records.
        .env("SOURCE_DATE_EPOCH", "0")
        .env_remove("LUDIC_DEFS")
        .output()
        .expect("run ludic");
    assert!(
        o.status.success(),
        "ludic {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A scratch file path for this test run.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("properties");
    std::fs::create_dir_all(&dir).expect("create a scratch folder");
    dir.join(name)
}

/// `ludic match` of six random games on `threads` threads: the JSON summary and the
/// PDN of the games.
fn random_match(file: &str, seed: u64, threads: u32, pdn: Option<&Path>) -> (String, String) {
    let (seed, threads) = (seed.to_string(), threads.to_string());
    let mut args = vec![
        "match",
        file,
        "--white",
        "random",
        "--black",
        "random",
        "--games",
        "6",
        "--seed",
        &seed,
        "--threads",
        &threads,
        "--json",
    ];
    let pdn_arg = pdn.map(|p| p.display().to_string());
    if let Some(p) = pdn {
        // `match` keeps an existing file: each case starts from none.
        let _ = std::fs::remove_file(p);
    }
    if let Some(p) = &pdn_arg {
        args.extend(["--pdn", p]);
    }
    let json = stdout(&ludic(&args));
    let games = pdn.map_or(String::new(), |p| {
        std::fs::read_to_string(p).expect("the match wrote its PDN")
    });
    (json, games)
}

proptest! {
    // Each case runs the binary twice; a handful of seeds is enough to catch a result
    // that depends on which thread plays which game.
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// Property 5: the same seed gives the same match, game for game, on 1 and 2
    /// threads: the same summary and the same PDN records.
    #[test]
    fn match_is_the_same_on_one_and_two_threads(seed in any::<u64>()) {
        let file = "games/english-draughts.lud";
        let (one, two) = (scratch("match-1.pdn"), scratch("match-2.pdn"));
        let (json1, pdn1) = random_match(file, seed, 1, Some(&one));
        let (json2, pdn2) = random_match(file, seed, 2, Some(&two));
        prop_assert!(json1.contains("\"games\":6"), "{}", json1);
        prop_assert_eq!(json1, json2);
        prop_assert_eq!(pdn1.matches("[Event ").count(), 6);
        prop_assert_eq!(pdn1, pdn2);
    }
}

/// Property 5 on the general engine (a file in Ludii's move language, run as written),
/// whose games draw their random turns from a generator of their own.
#[test]
fn general_engine_match_is_the_same_on_one_and_two_threads() {
    let file = "tests/move-language/flying-draughts.lud";
    for seed in [1u64, 977] {
        let args = |threads: &'static str| {
            let seed = seed.to_string();
            stdout(&ludic(&[
                "match",
                file,
                "--engine",
                "general",
                "--white",
                "random",
                "--black",
                "random",
                "--games",
                "6",
                "--seed",
                &seed,
                "--threads",
                threads,
                "--json",
            ]))
        };
        let (one, two) = (args("1"), args("2"));
        assert!(one.contains("\"games\":6"), "{one}");
        assert_eq!(one, two, "seed {seed}");
    }
}

/// The counts of `ludic perft` without the timings: the `depth d: N` figures and the
/// divide lines.
fn perft_counts(out: &str) -> Vec<String> {
    out.lines()
        .filter(|l| !l.starts_with("perft "))
        .map(|l| match l.split_once(" (") {
            Some((count, _)) if l.starts_with("depth ") => count.to_string(),
            _ => l.to_string(),
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Property 6: `ludic perft --divide` counts the same on 1 and 2 threads from a
    /// random position of a random game, and both count what the library counts.
    #[test]
    fn perft_is_the_same_on_one_and_two_threads(
        file in 0..games().len(),
        seed in any::<u64>(),
        len in 0usize..60,
        depth in 3u32..=4,
    ) {
        let (name, g) = &games()[file];
        let s = walk(g, seed, len, |_, _| {});
        let fen = format!("--fen={}", write_fen(g, &s));
        let depth_arg = depth.to_string();
        let run = |threads: &str| {
            perft_counts(&stdout(&ludic(&[
                "perft", name, &fen, "--depth", &depth_arg, "--divide", "--threads", threads,
            ])))
        };
        let (one, two) = (run("1"), run("2"));
        prop_assert_eq!(&one, &two, "{} {}", name, fen);
        // The binary reads the FEN, which drops a pending huff: the library counts from
        // the same read-back position.
        let read = read_fen(g, &write_fen(g, &s)).expect("a written FEN reads back");
        for d in 1..=depth {
            let line = format!("depth {d}: {}", g.perft(&read, d));
            prop_assert!(one.contains(&line), "{} {}: no `{}` in {:?}", name, fen, line, one);
        }
    }
}

/// Property 6 on the general engine, from the start (it takes no FEN yet).
#[test]
fn general_engine_perft_is_the_same_on_one_and_two_threads() {
    let file = "tests/move-language/flying-draughts.lud";
    let run = |threads: &str| {
        perft_counts(&stdout(&ludic(&[
            "perft",
            file,
            "--engine",
            "general",
            "--depth",
            "3",
            "--threads",
            threads,
        ])))
    };
    let one = run("1");
    assert_eq!(one.len(), 3, "{one:?}");
    assert_eq!(one, run("2"));
}
