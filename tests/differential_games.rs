//! The differential test on ludic's own games: each rule set in `games/` is raised to a
//! move program and run on the general engine beside the fast kernel; the two must agree
//! by perft and all along random games, from the game's start and from random starts
//! with kings (where the rankings of captures, the landing rules and the huff decide
//! more often). Lowering the raised program must give back the rule set. The draw after
//! turns without progress has no move-language form yet, so both engines play without
//! it here.

mod differential;

use differential::root;
use ludic::engine::Engine;
use ludic::kernel::Game as Kernel;
use ludic::load::{rules_from_file, Selection};
use ludic::program::{lower::lower, raise::raise};
use ludic::rules::{Placement, Rules};

/// Every game of `games/` with its ruleset, and the reason it has no move-language form
/// yet (`None`: it has one, and the test runs it on both engines).
const GAMES: [(&str, Option<&str>, Option<&str>); 13] = [
    ("brazilian-draughts", None, None),
    ("czech-draughts", None, None),
    ("dum-blas", None, None),
    ("dum-blas", Some("ludii"), None),
    ("english-draughts", None, None),
    ("frisian-draughts", None, None),
    ("international-draughts", None, None),
    ("italian-draughts", None, None),
    ("pool-checkers", None, None),
    ("russian-draughts", None, None),
    ("spanish-draughts", None, None),
    ("thai-draughts", None, None),
    ("turkish-draughts", None, None),
];

fn rules(game: &str, ruleset: Option<&str>) -> Rules {
    let sel = Selection {
        ruleset: ruleset.map(str::to_string),
        ..Selection::default()
    };
    let path = root().join(format!("games/{game}.lud"));
    let mut r = rules_from_file(&path, &sel)
        .unwrap_or_else(|f| panic!("{game} does not load:\n{}", f.render(false)));
    r.end.no_progress = None;
    r
}

#[test]
fn every_game_in_games_is_listed() {
    let mut files: Vec<String> = std::fs::read_dir(root().join("games"))
        .expect("games/")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter_map(|n| n.strip_suffix(".lud").map(str::to_string))
        .collect();
    files.sort();
    let mut listed: Vec<String> = GAMES.iter().map(|g| g.0.to_string()).collect();
    listed.dedup();
    assert_eq!(files, listed);
}

/// Random starts per game, each run with perft to 2 and 2 random games: every other one
/// a start where one rule of the capture policy decides the first turn
/// ([`differential::random_starts`]).
const RANDOM_STARTS: usize = 12;

/// Starts that random ones almost never reach, each with the rule it is there for.
fn fixed_starts(game: &str) -> Vec<(&'static str, Vec<Placement>)> {
    let place = |player, king, cells: &[(u8, u8)]| Placement {
        player,
        king,
        cells: cells.to_vec(),
    };
    match game {
        // White's king takes three: more kings (a man, then two kings) or a king first
        // (a king, then two men). A search found it once in some 130,000 positions.
        "italian-draughts" => vec![(
            "MostKings before EarliestKing",
            vec![
                place(0, true, &[(4, 5)]),
                place(1, true, &[(1, 4), (3, 2)]),
                place(1, false, &[(3, 4), (1, 6), (6, 7), (3, 6), (6, 1)]),
            ],
        )],
        _ => Vec::new(),
    }
}

/// Both engines on `r` (raised for the general engine) by perft to `depth` and along
/// `games` random games.
fn both(name: &str, r: &Rules, depth: u32, games: u32) {
    let p = raise(r).unwrap_or_else(|why| panic!("{name} does not raise: {why}"));
    let (e, k) = (Engine::new(p), Kernel::new(r.clone()).expect("tables"));
    differential::differential(name, &e, &k, depth, games);
}

#[test]
fn both_engines_play_the_same_turns_on_every_game_they_both_run() {
    for (game, ruleset, refused) in GAMES {
        let r = rules(game, ruleset);
        let name = format!("{game} {ruleset:?}");
        match (raise(&r), refused) {
            (Ok(_), None) => {
                let t = std::time::Instant::now();
                both(&name, &r, 5, 6);
                eprintln!("{name} start: {:.2?}", t.elapsed());
                for (i, v) in differential::random_starts(&r, RANDOM_STARTS, 11)
                    .iter()
                    .enumerate()
                {
                    let t = std::time::Instant::now();
                    both(&format!("{name}, random start {i}"), v, 2, 2);
                    eprintln!("{name} {i}: {:.2?}", t.elapsed());
                }
                for (why, start) in fixed_starts(game) {
                    let v = Rules { start, ..r.clone() };
                    both(&format!("{name}, a start for {why}"), &v, 2, 2);
                }
            }
            (Err(why), Some(reason)) => {
                assert!(
                    why.contains(reason),
                    "{game}: refused for {why}, not {reason}"
                )
            }
            (Ok(_), Some(reason)) => panic!("{game} raises, though listed as refused ({reason})"),
            (Err(why), None) => panic!("{game} does not raise: {why}"),
        }
    }
}

/// The random games the differential test plays on Dum Blas from its start (the same
/// seed, the same choices) reach defaults and make huffs, on both engines: a huff turn
/// of the general engine begins with the `move Select` of the huffed piece, and the
/// kernel's position has huff turns to offer.
#[test]
fn the_random_games_of_dum_blas_make_huffs() {
    use ludic::game::GameApi;
    use rand::{Rng, SeedableRng};
    let r = rules("dum-blas", None);
    let e = Engine::new(raise(&r).expect("raises"));
    let k = Kernel::new(r).expect("tables");
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(differential::SEED);
    let (mut defaults, mut offered, mut huffs) = (0, 0, 0);
    let mut turns = Vec::new();
    for _ in 0..6 {
        let mut s = GameApi::start(&e);
        for _ in 0..400 {
            let kids = e.turns(&s);
            if kids.is_empty() {
                break;
            }
            if !s.pending.is_empty() {
                defaults += 1;
                k.legal_turns(&differential::to_kernel(&k, &e, &s), &mut turns);
                offered += turns.iter().filter(|t| t.huff.is_some()).count();
            }
            let t = &kids[rng.gen_range(0..kids.len())];
            // A huff: a first move that selects a site and moves nothing.
            if t.path.first().is_some_and(|&(a, b)| a == b) {
                huffs += 1;
            }
            s = t.state.clone();
        }
    }
    eprintln!("{defaults} defaults, {offered} huff turns offered, {huffs} huffs made");
    assert!(
        defaults > 20 && huffs > 10,
        "{defaults} defaults, {huffs} huffs"
    );
}

/// The parts of a rule set the two forms share, in a comparable order.
fn shape(r: &Rules) -> String {
    let mut start: Vec<_> = r
        .start
        .iter()
        .map(|p| {
            let mut cells = p.cells.clone();
            cells.sort_unstable();
            (p.player, p.king, cells)
        })
        .collect();
    start.sort();
    format!(
        "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {start:?}",
        r.board,
        r.players,
        (&r.man.moves, &r.man.hops),
        (&r.king.moves, &r.king.hops),
        r.promotion,
        r.capture,
        r.end.no_moves,
        r.end.no_pieces,
        (&r.man.name, &r.king.name),
    )
}

#[test]
fn lowering_a_raised_game_gives_back_its_rules() {
    for (game, ruleset, refused) in GAMES {
        if refused.is_some() {
            continue;
        }
        let r = rules(game, ruleset);
        let p = raise(&r).unwrap_or_else(|why| panic!("{game}: {why}"));
        let back = lower(&p).unwrap_or_else(|why| panic!("{game} does not lower: {why}"));
        assert_eq!(shape(&back), shape(&r), "{game}");
    }
}
