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
use ludic::game::rules_from_file;
use ludic::kernel::Game as Kernel;
use ludic::load::Selection;
use ludic::program::{lower::lower, Bool, Moves, MovesKind};
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

/// Games of `games/` written in the move language for the general engine alone, with why
/// the kernel cannot run them: there is nothing to compare them with.
const GENERAL_ONLY: [(&str, &str); 12] = [
    ("alquerque", "a board of points joined by lines"),
    ("backgammon", "dice, stacks run along tracks"),
    ("chess", "kings in check, castling, promotion by choice"),
    ("connect-four", "pieces placed, lines of four"),
    ("go", "stones placed, chains captured, superko"),
    ("hex", "stones placed, chains joining sides"),
    ("hexdame", "a board of hexagonal cells"),
    ("lasca", "stacks of pieces"),
    ("oware", "pits of seeds sown"),
    ("pleasant-draughts", "a capture its player may stop"),
    ("tic-tac-toe", "pieces placed, lines of three"),
    ("yote", "pieces in hand"),
];

/// The move program of a rule set, as a game in ludic's own ludemes compiles to it.
fn raise(r: &Rules) -> Result<ludic::program::Program, String> {
    let mut p = ludic::program::lower::draughts::program(&r.name, r)?;
    p.ruleset.clone_from(&r.ruleset);
    Ok(p)
}

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
    listed.extend(GENERAL_ONLY.iter().map(|g| g.0.to_string()));
    listed.sort();
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
                    let mut v = r.clone();
                    v.start = start;
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
    let (mut defaults, mut offered, mut huffs, mut example) = (0, 0, 0, None);
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
                let huffing: Vec<_> = turns.iter().filter(|t| t.huff.is_some()).collect();
                offered += huffing.len();
                if let Some(t) = huffing.first().filter(|_| example.is_none()) {
                    example = Some(ludic::notation::text::turn_text(t));
                }
            }
            let t = &kids[rng.gen_range(0..kids.len())];
            // A huff: a first move that selects a site and moves nothing.
            if t.path.first().is_some_and(|&(a, b)| a == b) {
                huffs += 1;
            }
            s = t.state.clone();
        }
    }
    eprintln!(
        "{defaults} defaults, {offered} huff turns offered ({example:?}), {huffs} huffs made"
    );
    assert!(
        defaults > 20 && huffs > 10,
        "{defaults} defaults, {huffs} huffs"
    );
    // The kernel writes a huff before the move, as `h23 32-28`.
    assert!(example.is_some_and(|t| t.starts_with('h') && t.contains(' ')));
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

/// The `k`-th part of `m` (counted through consequences, effects and the moves `can
/// Move` tests) replaced by a choice of nothing; whether there was one.
fn drop_part(m: &mut Moves, k: &mut usize) -> bool {
    fn in_cond(b: &mut Bool, k: &mut usize) -> bool {
        match b {
            Bool::CanMove(m) => drop_part(m, k),
            Bool::Not(x) => in_cond(x, k),
            Bool::And(v) | Bool::Or(v) => v.iter_mut().any(|x| in_cond(x, k)),
            _ => false,
        }
    }
    if *k == 0 {
        *m = Moves::new(MovesKind::Or(Vec::new()));
        return true;
    }
    *k -= 1;
    let here = match &mut m.kind {
        MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => {
            v.iter_mut().any(|x| drop_part(x, k))
        }
        MovesKind::If(c, a, b) => {
            in_cond(c, k) || drop_part(a, k) || b.as_deref_mut().is_some_and(|b| drop_part(b, k))
        }
        MovesKind::MaxMoves { moves, .. } => drop_part(moves, k),
        MovesKind::ForEachPiece { moves, .. } => {
            moves.as_deref_mut().is_some_and(|m| drop_part(m, k))
        }
        MovesKind::ForEachSite(_, m) => drop_part(m, k),
        MovesKind::Do { pre, next, .. } => {
            drop_part(pre, k) || next.as_deref_mut().is_some_and(|m| drop_part(m, k))
        }
        MovesKind::Hop { between_apply, .. } => between_apply
            .as_deref_mut()
            .is_some_and(|m| drop_part(m, k)),
        _ => false,
    };
    here || m.then.as_deref_mut().is_some_and(|t| drop_part(t, k))
}

/// Lowering never accepts a program whose meaning differs from the rules it returns: a
/// raised program with one part dropped either does not lower, or plays on the general
/// engine as the rules it lowers to do on the kernel (perft to 2 and a random game).
#[test]
fn a_raised_program_missing_a_part_lowers_to_what_it_means_or_not_at_all() {
    let (mut tried, mut lowered) = (0, 0);
    for (game, ruleset, _) in GAMES {
        let p = raise(&rules(game, ruleset)).expect("raises");
        let mut n = usize::MAX;
        let parts = usize::MAX - {
            drop_part(&mut p.play.clone(), &mut n);
            n
        };
        // Some 20 parts of each program, spread over it.
        for k in (0..parts).step_by(parts / 20 + 1) {
            let mut q = p.clone();
            if !drop_part(&mut q.play, &mut k.clone()) {
                continue;
            }
            tried += 1;
            if let Ok(r) = lower(&q) {
                lowered += 1;
                let name = format!("{game} {ruleset:?} without part {k}");
                let (e, kern) = (Engine::new(q), Kernel::new(r).expect("tables"));
                differential::differential(&name, &e, &kern, 2, 1);
            }
        }
    }
    eprintln!("{tried} programs with a part dropped, {lowered} lowered");
    assert!(tried > 100);
}
