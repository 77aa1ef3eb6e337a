//! `ludic analyze`: the metrics of tiny games whose every value is known, the same
//! figures whatever the number of threads, the JSON schema (a snapshot), the plots, and
//! the huff's bookkeeping on Dum Blas.

use ludic::ai::AgentSpec;
use ludic::analyze::summary::Metrics;
use ludic::analyze::{run, Played, Setup};
use ludic::kernel::Game;
use ludic::load::Selection;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn game(file: &str, ruleset: Option<&str>, options: &[&str]) -> Game {
    let sel = Selection {
        ruleset: ruleset.map(str::to_string),
        options: options.iter().map(|s| s.to_string()).collect(),
        ..Selection::default()
    };
    let rules = ludic::game::rules_from_file(&root().join(file), &sel).expect("loads");
    Game::new(rules).expect("builds")
}

fn setup(games: usize, max_turns: u32, agents: &str) -> Setup {
    Setup {
        games,
        seed: 7,
        max_turns,
        agents: agents.parse::<AgentSpec>().expect("agent"),
    }
}

fn play(g: &Game, s: &Setup, threads: usize) -> Played {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("pool");
    let stop = AtomicBool::new(false);
    pool.install(|| run(g, g.start(), s, &stop, &|| {}))
}

#[test]
fn a_game_decided_by_its_only_turn() {
    let g = game("tests/analyze/one-capture.lud", None, &[]);
    let p = play(&g, &setup(12, 100, "random"), 2);
    assert!(!p.partial);
    let m = Metrics::new(&p.games, false);
    assert_eq!(
        (m.first_player_wins.count, m.first_player_wins.of),
        (12, 12)
    );
    assert_eq!(m.second_player_wins.count + m.draws.count + m.cut.count, 0);
    assert_eq!(m.balance.value, 0.0);
    assert_eq!(m.completion.value, 1.0);
    assert_eq!(m.drawishness.value, 0.0);
    assert_eq!(m.decisiveness.value, 1.0);
    // The winner leads from position 1 of a one-turn game: the whole game was played first.
    assert_eq!(m.decisive_point.value, 1.0);
    assert_eq!((m.duration.value, m.duration_spread.median), (1.0, 1.0));
    assert_eq!(m.branching_factor.value, 1.0);
    assert_eq!(m.decision_share.value, 0.0);
    assert_eq!(m.forced_capture_share.value, 1.0);
    assert_eq!(m.captures_per_game.value, 1.0);
    assert_eq!((m.longest_capture.value, m.longest_capture_max), (1.0, 1));
    assert_eq!(m.promotions_per_game.value, 1.0);
    assert_eq!(m.first_promotion_turn.value, 1.0);
    assert_eq!(m.huffs_per_game, None);
    // Level at the start, White ahead after: one change, in a game of one turn.
    assert_eq!(m.lead_changes_per_game.value, 1.0);
    assert_eq!(m.lead_change.value, 1.0);
    assert_eq!(
        (m.comebacks.count, m.drama.value, m.drama_max.value),
        (0, 0.0, 0.0)
    );
    // Every game is the same: the curves hold the start and the one turn.
    assert_eq!(p.profile.branching_curve(1).len(), 1);
    // After it White has a king, worth three men (the default value 300), Black nothing.
    let material = p.profile.material_curve(1);
    assert_eq!((material[0].mid, material[1].mid), (0.0, 3.0));
}

#[test]
fn a_game_lost_before_the_first_turn() {
    let g = game("tests/analyze/blocked.lud", None, &[]);
    let p = play(&g, &setup(5, 100, "random"), 1);
    let m = Metrics::new(&p.games, false);
    assert_eq!(m.second_player_wins.count, 5);
    assert_eq!(m.duration.value, 0.0);
    // No position offered a choice: the per-position shares have no game to average.
    assert_eq!((m.branching_factor.n, m.decision_share.n), (0, 0));
    assert_eq!(m.first_promotion_turn.n, 0);
    // Black, two men to one, leads from the start and wins: decided at once, no drama.
    assert_eq!((m.decisiveness.value, m.decisive_point.value), (1.0, 0.0));
    assert_eq!(
        (m.lead_changes_per_game.value, m.drama_max.value),
        (0.0, 0.0)
    );
}

#[test]
fn games_cut_by_the_turn_limit() {
    let g = game("games/dum-blas.lud", Some("ludii"), &[]);
    let p = play(&g, &setup(20, 5, "random"), 2);
    let m = Metrics::new(&p.games, false);
    assert_eq!((m.cut.count, m.completion.count), (20, 0));
    assert_eq!(m.drawishness.value, 1.0);
    assert_eq!(
        (m.duration.value, m.duration.low, m.duration.high),
        (5.0, 5.0, 5.0)
    );
    // No game was won: the winner's metrics have nothing to average.
    assert_eq!((m.decisiveness.of, m.drama.n, m.comebacks.of), (0, 0, 0));
    // Nine first turns in Dum Blas, for every game.
    assert_eq!(p.profile.branching_curve(1)[0].mid, 9.0);
}

#[test]
fn the_same_seed_gives_the_same_figures_on_any_number_of_threads() {
    let g = game("games/dum-blas.lud", None, &[]);
    let s = setup(300, 1000, "random");
    let one = play(&g, &s, 1);
    let three = play(&g, &s, 3);
    assert_eq!(one.games, three.games);
    assert_eq!(one.profile, three.profile);
    assert_eq!(
        Metrics::new(&one.games, true),
        Metrics::new(&three.games, true)
    );
    let other = play(&g, &Setup { seed: 8, ..s }, 2);
    assert_ne!(one.games, other.games, "another seed plays other games");
}

#[test]
fn every_default_is_huffed_or_declined_on_the_next_turn() {
    let g = game("games/dum-blas.lud", Some("historical"), &[]);
    let p = play(&g, &setup(200, 1000, "random"), 2);
    let mut defaults = 0;
    for s in &p.games {
        defaults += s.defaults;
        // The last turn's default, if any, has no next turn.
        let answered = s.huffs + s.huffs_declined;
        assert!(
            answered == s.defaults || answered + 1 == s.defaults,
            "{s:?}"
        );
    }
    assert!(defaults > 1000, "random play defaults often under the huff");
    let m = Metrics::new(&p.games, true);
    assert!(m.huffs_per_game.is_some_and(|h| h.value > 1.0));
}

#[test]
fn step_by_step_random_play_differs_from_whole_turn_random_play() {
    let g = game("games/dum-blas.lud", Some("ludii"), &[]);
    let turn = Metrics::new(&play(&g, &setup(300, 1000, "random"), 2).games, false);
    let step = Metrics::new(&play(&g, &setup(300, 1000, "random-move"), 2).games, false);
    assert_ne!(turn, step);
    // Both play every game to its end, with the same rules.
    assert_eq!((turn.completion.value, step.completion.value), (1.0, 1.0));
}

#[test]
fn general_engine_games_through_the_game_api() {
    let path = root().join("tests/move-language/short-kings.lud");
    let engine = ludic::game::engine_from_file(&path, &Selection::default()).expect("loads");
    let agent = ludic::ai::generic::GenericAgent::Random;
    let stop = AtomicBool::new(false);
    let on = |threads: usize, games: usize, max_turns: u32| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        pool.install(|| {
            ludic::analyze::general::run(&engine, agent, games, 3, max_turns, &stop, &|| {})
        })
    };
    // Five turns of English draughts never end a game: every game is cut, and each
    // begins with the seven first turns of the start position.
    let cut = on(2, 6, 5);
    let m = Metrics::new(&cut.games, false);
    assert_eq!((m.cut.count, m.duration.value), (6, 5.0));
    assert_eq!(cut.profile.branching_curve(1)[0].mid, 7.0);
    assert_eq!((m.captures_per_game.n, m.huffs_per_game), (6, None));
    // The same figures on any number of threads.
    let (one, two) = (on(1, 30, 1000), on(2, 30, 1000));
    assert_eq!(one.games, two.games);
    assert_eq!(one.profile, two.profile);
    let m = Metrics::new(&one.games, false);
    assert_eq!(m.completion.value, 1.0);
    assert!(m.captures_per_game.value > 5.0, "{m:?}");
}

fn ludic(dir: &Path, args: &[&str]) -> (String, String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_ludic"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn json_schema() {
    let (out, err, code) = ludic(
        &root(),
        &[
            "analyze",
            "tests/analyze/one-capture.lud",
            "tests/analyze/blocked.lud",
            "--games",
            "4",
            "--json",
        ],
    );
    assert_eq!(code, 0, "{err}");
    insta::assert_snapshot!(out);
}

#[test]
fn table_csv_and_plots() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("analyze_cli");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let lud = root().join("games/dum-blas.lud");
    let lud = lud.to_string_lossy();
    let (out, err, code) = ludic(
        &dir,
        &[
            "analyze",
            &lud,
            "--all-rulesets",
            "--games",
            "40",
            "--plots",
            "plots",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("dum-blas: Historical (Described)"), "{out}");
    assert!(out.contains("dum-blas: Ludii (Suggested)"), "{out}");
    assert!(out.contains("huffs per game"), "{out}");
    for name in ["lengths", "outcomes", "branching", "material"] {
        let svg = std::fs::read_to_string(dir.join("plots").join(format!("{name}.svg")))
            .expect("plot written");
        assert!(svg.contains("<text"), "{name}: text is SVG text");
        assert!(
            svg.contains("40 games"),
            "{name}: the number of games is shown"
        );
    }
    // The material plot: a panel per variant, each named, the zero line's sides said.
    let material = std::fs::read_to_string(dir.join("plots/material.svg")).expect("written");
    for label in [
        "dum-blas: Historical (Described)",
        "dum-blas: Ludii (Suggested)",
    ] {
        assert!(material.contains(label), "{label}: a panel of its own");
    }
    assert!(
        material.contains("1st ahead"),
        "the sides of zero are named"
    );
    let (csv, _, code) = ludic(&dir, &["analyze", &lud, "--games", "10", "--csv"]);
    assert_eq!(code, 0);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("variant,file,ruleset,games,partial,metric,value,low,high,n")
    );
    assert!(csv.contains(",first_player_wins,"), "{csv}");
    // A general-engine game plays with the game API's agents, and refuses the others.
    let general = root().join("tests/move-language/flying-draughts.lud");
    let general = general.to_string_lossy();
    let args = [
        "analyze", &general, "--engine", "general", "--games", "4", "--json",
    ];
    let (out, err, code) = ludic(&dir, &args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"engine\": \"general\""), "{out}");
    let (_, err, code) = ludic(&dir, &[&args[..4], &["--agents", "alphabeta:2"]].concat());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("random and mcts"), "{err}");
    let (_, err, code) = ludic(&dir, &["analyze", &lud, "--agents", "minimax"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("unknown agent"), "{err}");
}

#[test]
fn plots_of_games_without_a_turn() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("analyze_degenerate");
    let _ = std::fs::remove_dir_all(&dir);
    let blocked = root().join("tests/analyze/blocked.lud");
    let plots = dir.join("plots");
    let (_, err, code) = ludic(
        &root(),
        &[
            "analyze",
            &blocked.to_string_lossy(),
            "--games",
            "3",
            "--plots",
            &plots.to_string_lossy(),
        ],
    );
    assert_eq!(code, 0, "{err}");
    let svg = std::fs::read_to_string(plots.join("material.svg")).expect("written");
    assert!(svg.contains("3 games"), "{svg}");
}

#[test]
fn match_keeps_what_it_played() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("match_pdn");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let args = |pdn: &str, force: bool| {
        let mut v = vec![
            "match", "dum-blas", "--white", "random", "--black", "random", "--games", "6", "--pdn",
            pdn,
        ];
        if force {
            v.push("--force");
        }
        v.into_iter().map(str::to_string).collect::<Vec<_>>()
    };
    let run = |a: Vec<String>| {
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        ludic(&dir, &a)
    };
    let (out, err, code) = run(args("games.pdn", false));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("6 games written to games.pdn"), "{out}");
    let text = std::fs::read_to_string(dir.join("games.pdn")).expect("written");
    let events: Vec<&str> = text.lines().filter(|l| l.starts_with("[Event")).collect();
    assert_eq!(events.len(), 6);
    assert!(
        events[0].contains("game 1") && events[5].contains("game 6"),
        "in order"
    );
    // An existing file is kept, before any game is played.
    let (_, err, code) = run(args("games.pdn", false));
    assert_eq!(code, 2);
    assert!(err.contains("exists") && err.contains("--force"), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.join("games.pdn")).expect("kept"),
        text
    );
    let (_, err, code) = run(args("games.pdn", true));
    assert_eq!(code, 0, "{err}");
    // A path that cannot be written is said at once.
    let (out, err, code) = run(args("no/such/dir/games.pdn", false));
    assert_eq!(code, 1);
    assert!(
        err.contains("cannot write") && !out.contains("games,"),
        "{out}{err}"
    );
}

/// Five variants side by side do not fit 100 columns: the table is split by variants,
/// each part with the metrics' column, no line wider than 100; no figure reads `-0.0`.
#[test]
fn a_wide_table_is_split_by_variants() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("analyze_wide");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let args = [
        "analyze",
        "dum-blas",
        "dum-papan",
        "international-draughts",
        "--all-rulesets",
        "--games",
        "6",
        "--max-turns",
        "30",
        "--seed",
        "3",
    ];
    let (out, err, code) = ludic(&dir, &args);
    assert_eq!(code, 0, "{err}");
    let widest = out.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(widest <= 100, "{widest} columns:\n{out}");
    assert!(out.matches("| metric").count() >= 2, "{out}");
    for variant in [
        "dum-blas: Ludii",
        "dum-papan: Backward",
        "international-draughts",
    ] {
        assert!(out.contains(variant), "{variant} missing:\n{out}");
    }
    for zero in ["-0.0%", " -0.00 ", "(-0.00 ", "-0.00)"] {
        assert!(!out.contains(zero), "{zero}:\n{out}");
    }
}
