//! `raise` states every capture policy it accepts exactly, not only those of the games
//! in `games/`: random variants of several games (another mode, priority list, landing
//! rule, moment of promotion, removal, turning back, who may take kings, worths) are
//! raised, and those that raise run on both engines from their start and from random
//! starts with kings. Lowering may return any such rule set for a program it
//! recognises, so each must mean what it says.

mod differential;

use differential::root;
use ludic::engine::Engine;
use ludic::game::rules_from_file;
use ludic::kernel::Game as Kernel;
use ludic::load::Selection;
use ludic::program::lower::lower;
use ludic::rules::{CaptureMode, Priority, PromoteWhen, Removal, Rules};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

/// Games whose pieces move in different ways, the base of the variants.
const BASES: [&str; 6] = [
    "dum-blas",
    "frisian-draughts",
    "international-draughts",
    "italian-draughts",
    "russian-draughts",
    "turkish-draughts",
];

/// Variants per game (`LUDIC_VARIANTS` asks for more, for a longer search).
fn variants() -> usize {
    std::env::var("LUDIC_VARIANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6)
}

/// The move program of a rule set, as a game in ludic's own ludemes compiles to it.
fn raise(r: &Rules) -> Result<ludic::program::Program, String> {
    let mut p = ludic::program::lower::draughts::program(&r.name, r)?;
    p.ruleset.clone_from(&r.ruleset);
    Ok(p)
}

fn rules(game: &str) -> Rules {
    let path = root().join(format!("games/{game}.lud"));
    let mut r = rules_from_file(&path, &Selection::default())
        .unwrap_or_else(|f| panic!("{game} does not load:\n{}", f.render(false)));
    r.end.no_progress = None;
    r
}

/// A random capture policy on `r`'s pieces and board.
fn variant(r: &Rules, rng: &mut impl Rng) -> Rules {
    use Priority::*;
    let mut v = r.clone();
    let mut all = vec![MostPieces, ByKing, MostKings, EarliestKing, MostValue];
    all.shuffle(rng);
    all.truncate(rng.gen_range(0..=3));
    v.capture.mode = match rng.gen_range(0..10) {
        0 | 1 => CaptureMode::Huff,
        2 => CaptureMode::Free,
        _ => CaptureMode::Compulsory,
    };
    v.capture.priority = match v.capture.mode {
        CaptureMode::Free => Vec::new(),
        CaptureMode::Huff if rng.gen_bool(0.5) => Vec::new(),
        CaptureMode::Huff => vec![MostPieces],
        CaptureMode::Compulsory => all,
    };
    v.capture.land_to_continue = rng.gen_bool(0.3);
    v.capture.no_reverse = rng.gen_bool(0.2);
    if rng.gen_bool(0.2) {
        v.capture.removal = Removal::Immediately;
    }
    if let Some(p) = &mut v.promotion {
        p.when = *[
            PromoteWhen::EndOfTurn,
            PromoteWhen::Immediately,
            PromoteWhen::Stop,
        ]
        .choose(rng)
        .unwrap_or(&PromoteWhen::EndOfTurn);
    }
    let d = &mut v.draughts;
    for h in d.man.hops.iter_mut().chain(d.king.hops.iter_mut()) {
        h.captures_kings = !rng.gen_bool(0.15);
    }
    v.man.worth = rng.gen_range(1..=4);
    v.king.worth = rng.gen_range(1..=9);
    v
}

#[test]
fn every_capture_policy_that_raises_plays_as_the_kernel_does() {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(3);
    let (mut ran, mut lowered, mut refused) = (0, 0, Vec::new());
    for game in BASES {
        let base = rules(game);
        for i in 0..variants() {
            let v = variant(&base, &mut rng);
            let name = format!(
                "{game} variant {i}: {:?}, promotion {:?}, takes kings {:?}, worths {} {}",
                v.capture,
                v.promotion.as_ref().map(|p| p.when),
                [&v.man, &v.king].map(|k| k.hops.iter().all(|h| h.captures_kings)),
                v.man.worth,
                v.king.worth,
            );
            let p = match raise(&v) {
                Ok(p) => p,
                Err(why) => {
                    refused.push(why);
                    continue;
                }
            };
            ran += 1;
            // What lowering makes of the raised program means the same game.
            if let Ok(back) = lower(&p) {
                lowered += 1;
                assert_eq!(
                    raise(&back).ok().as_ref(),
                    Some(&p),
                    "{name}: lowers to other rules"
                );
            }
            let (e, k) = (Engine::new(p), Kernel::new(v.clone()).expect("tables"));
            differential::differential(&name, &e, &k, 3, 1);
            for (j, s) in differential::random_starts(&v, 2, i as u64)
                .iter()
                .enumerate()
            {
                let p = raise(s).unwrap_or_else(|why| panic!("{name}: {why}"));
                let (e, k) = (Engine::new(p), Kernel::new(s.clone()).expect("tables"));
                differential::differential(&format!("{name}, start {j}"), &e, &k, 2, 1);
            }
        }
    }
    eprintln!("{ran} variants ran, {lowered} lowered back; refused: {refused:?}");
    assert!(
        ran >= BASES.len() * variants() / 2,
        "only {ran} variants raise"
    );
}
