//! The general engine on descriptions written in Ludii's move language (our own files
//! in `tests/move-language/`): perft suites against Ludii's figures, the differential
//! test against the fast kernel on the same rules, and the refusal of ludemes the
//! engine does not run.

use ludic::engine::Engine;
use ludic::game::{compile_file, engine_from_file, Compiled, GameApi};
use ludic::kernel::{Game as Kernel, Piece};
use ludic::load::{rules_from_file, Selection};
use rand::{Rng, SeedableRng};
use std::path::{Path, PathBuf};

/// Counts up to this many leaves run in CI.
const FAST_LIMIT: u64 = 30_000;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn engine(rel: &str) -> Engine {
    engine_from_file(&root().join(rel), &Selection::default())
        .unwrap_or_else(|f| panic!("{rel} does not load:\n{}", f.render(false)))
}

fn kernel(rel: &str) -> Kernel {
    let rules = rules_from_file(&root().join(rel), &Selection::default())
        .unwrap_or_else(|f| panic!("{rel} does not load:\n{}", f.render(false)));
    Kernel::new(rules).expect("tables")
}

/// `(game file, depth, count)` of every suite in `tests/move-language/`.
fn suites() -> Vec<(String, u32, u64)> {
    let dir = root().join("tests/move-language");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/move-language is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("suite is readable");
        let mut game = None;
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            let mut w = line.split_whitespace();
            match w.next() {
                None | Some("#") | Some("id") => {}
                Some(x) if x.starts_with('#') => {}
                Some("game") => game = w.next().map(str::to_string),
                Some("perft") => {
                    let d = w.next().and_then(|x| x.parse().ok());
                    let n = w.next().and_then(|x| x.parse().ok());
                    let (Some(d), Some(n), Some(g)) = (d, n, game.clone()) else {
                        panic!("{}:{}: bad perft line", f.display(), i + 1);
                    };
                    out.push((g, d, n));
                }
                Some(k) => panic!("{}:{}: unknown key {k}", f.display(), i + 1),
            }
        }
    }
    assert!(!out.is_empty(), "no suite in tests/move-language");
    out
}

fn check_suites(deep: bool) {
    for (game, d, n) in suites() {
        if (n > FAST_LIMIT) != deep {
            continue;
        }
        let e = engine(&game);
        assert_eq!(e.perft(&e.start(), d), n, "{game} perft {d}");
    }
}

#[test]
fn perft_suites_match_ludii() {
    check_suites(false);
}

#[test]
#[ignore = "deep perft: cargo test --release --test move_language -- --ignored"]
fn deep_perft_suites_match_ludii() {
    check_suites(true);
}

/// The kernel's position with the general engine's pieces and side to move. Ludii
/// keeps the last mover "to move" in a finished game, where the kernel has the player
/// who cannot go on; the kernel's side is then the other player.
fn to_kernel(k: &Kernel, e: &Engine, s: &<Engine as GameApi>::Pos) -> <Kernel as GameApi>::Pos {
    let side = match e.outcome(s) {
        Some(_) => 1 - e.to_move(s),
        None => e.to_move(s),
    };
    let mut pieces = Vec::new();
    for site in 0..e.num_sites() {
        if let Some(p) = e.piece_at(s, site) {
            let (c, r) = e.coords(site);
            let at = k.site_at((c as u8, r as u8)).unwrap_or_else(|| {
                panic!("a piece on ({c}, {r}), which the kernel does not play on")
            });
            let king = p.kind.contains("Double") || p.kind == "King";
            pieces.push((
                at,
                Piece {
                    player: p.player,
                    king,
                },
            ));
        }
    }
    k.setup(side, &pieces)
}

/// Both engines, each through the game API, on the same rules: equal perft from the
/// start, and equal numbers of turns all along random games.
fn differential(general: &str, fast: &str, depth: u32, games: u32) {
    let (e, k) = (engine(general), kernel(fast));
    for d in 1..=depth {
        assert_eq!(
            e.perft(&GameApi::start(&e), d),
            k.perft(&GameApi::start(&k), d),
            "{general} vs {fast}: perft {d}"
        );
    }
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(7);
    for g in 0..games {
        let mut s = GameApi::start(&e);
        for ply in 0..400 {
            let kids = e.children(&s);
            let ks = to_kernel(&k, &e, &s);
            assert_eq!(
                kids.len(),
                k.children(&ks).len(),
                "{general} vs {fast}: game {g}, turn {ply}: number of turns"
            );
            if kids.is_empty() {
                assert!(e.outcome(&s).is_some(), "{general}: no turn, but not over");
                break;
            }
            s = kids[rng.gen_range(0..kids.len())].clone();
        }
    }
}

#[test]
fn flying_draughts_agrees_with_the_kernel_on_international_draughts() {
    differential(
        "tests/move-language/flying-draughts.lud",
        "games/international-draughts.lud",
        4,
        4,
    );
}

#[test]
fn short_kings_agrees_with_the_kernel_on_english_draughts() {
    differential(
        "tests/move-language/short-kings.lud",
        "games/english-draughts.lud",
        6,
        8,
    );
}

#[test]
fn a_ludeme_the_engine_lacks_is_refused_by_name() {
    let path = root().join("tests/move-language/unsupported.lud");
    let err = match compile_file(&path, &Selection::default()) {
        Ok(c) => panic!("compiled for {}", c.engine_name()),
        Err(f) => f.render(false),
    };
    assert!(err.contains("lud::program::unsupported"), "{err}");
    assert!(err.contains("(move Leap ...)"), "{err}");
    assert!(err.contains("unsupported.lud:7:"), "{err}");
}

#[test]
fn each_language_goes_to_its_engine() {
    let sel = Selection::default();
    let ours = compile_file(Path::new(&root().join("games/dum-blas.lud")), &sel).expect("loads");
    assert!(matches!(ours, Compiled::Rules(_)));
    let ludii =
        compile_file(&root().join("tests/move-language/short-kings.lud"), &sel).expect("loads");
    assert!(matches!(ludii, Compiled::Program(_)));
}

#[test]
fn agents_over_the_game_api_play_move_programs_to_the_end() {
    use ludic::ai::generic::{play, GenericAgent};
    let e = engine("tests/move-language/short-kings.lud");
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(3);
    let mut mcts_points = 0.0;
    for g in 0..4 {
        let (a, b) = if g % 2 == 0 {
            (GenericAgent::Mcts(60), GenericAgent::Random)
        } else {
            (GenericAgent::Random, GenericAgent::Mcts(60))
        };
        let (end, turns) = play(&e, a, b, 400, &mut rng);
        let end = end.expect("a game of short kings between these agents ends");
        assert!(turns > 0);
        let mcts_side = (g % 2) as u8;
        mcts_points += match end {
            ludic::game::Outcome::Win(w) if w == mcts_side => 1.0,
            ludic::game::Outcome::Draw => 0.5,
            _ => 0.0,
        };
    }
    assert!(
        mcts_points >= 3.0,
        "MCTS scored {mcts_points} of 4 against random"
    );
}

#[test]
fn a_person_plays_a_move_program_in_the_terminal() {
    use ludic::ai::generic::GenericAgent;
    use ludic::play::general::{session, Player};
    let e = engine("tests/move-language/short-kings.lud");
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(1);
    let mut input = "c3-d4\nnonsense\n1\nquit\n".as_bytes();
    let mut out = Vec::new();
    let seats = [Player::Human, Player::Agent(GenericAgent::Random)];
    let end = session(&e, seats, &mut input, &mut out, &mut rng).expect("writes to a buffer");
    let text = String::from_utf8(out).expect("text");
    assert_eq!(end, None, "the person quit");
    assert!(text.contains("Legal turns: a3-b4  c3-d4"), "{text}");
    assert!(text.contains("2. P2 (random) plays"), "{text}");
    assert!(
        text.contains("`nonsense` is not a legal turn here"),
        "{text}"
    );
    assert!(text.contains("    a b c d e f g h"), "{text}");
    assert!(text.contains("Turns played: 1. c3-d4 2. "), "{text}");
}
