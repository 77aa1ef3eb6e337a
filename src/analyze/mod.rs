//! Judging a rule set by self-play: seeded games in parallel, each watched turn by turn
//! ([`metrics`]), reduced to figures with 95% intervals ([`summary`], [`stats`]) and to
//! per-turn curves ([`profile`]), shown as a table, CSV, JSON ([`report`]) and SVG
//! plots ([`plots`]). `docs/analyze.md` defines every metric.

pub mod general;
mod material_plot;
pub mod metrics;
pub mod plots;
pub mod profile;
pub mod report;
pub mod stats;
pub mod summary;

use crate::ai::AgentSpec;
use crate::kernel::{Game, State};
use metrics::GameStats;
use profile::Profile;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};

/// How the games of a variant are played.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// Games to play.
    pub games: usize,
    /// The run's seed: game `i` is seeded from `(seed, i)` alone.
    pub seed: u64,
    /// A game still going after this many turns is cut.
    pub max_turns: u32,
    /// Who plays both sides.
    pub agents: AgentSpec,
}

/// The games of one variant.
#[derive(Clone, Debug)]
pub struct Played {
    /// Each finished game's figures, in game order.
    pub games: Vec<GameStats>,
    /// Their course turn by turn.
    pub profile: Profile,
    /// True when the run was stopped before every game was played.
    pub partial: bool,
}

/// SplitMix64's finaliser: seeds that differ in one bit give unrelated streams.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of game `index` of a run seeded `seed`; the agents of both sides derive
/// theirs from it, so a game is the same whichever thread plays it.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    mix(mix(seed) ^ index)
}

/// Plays one game of a run, leaving its course in `trace`.
pub fn play_one(
    game: &Game,
    start: State,
    setup: &Setup,
    index: u64,
    trace: &mut metrics::Trace,
) -> GameStats {
    let s = game_seed(setup.seed, index);
    let mut agents = [
        setup.agents.build(game, mix(s)),
        setup.agents.build(game, mix(s ^ 1)),
    ];
    metrics::play(game, start, &mut agents, setup.max_turns, trace)
}

/// Plays the games of `setup` on the current rayon pool; `done` is called after each
/// game. Once `stop` is set no new game starts, and the result is marked partial.
/// The figures depend only on the seed, not on the threads or their timing (but for
/// which games a stop leaves out).
pub fn run(
    game: &Game,
    start: State,
    setup: &Setup,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
) -> Played {
    let play = |i: u64, trace: &mut metrics::Trace| play_one(game, start, setup, i, trace);
    run_games(setup.games, stop, done, &|| Profile::for_game(game), &play)
}

/// Plays games `0..games` with `play` (game index, trace buffer) in parallel, in
/// rayon folds that each keep one trace buffer, and gathers them in game order.
pub fn run_games(
    games: usize,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
    profile: &(dyn Fn() -> Profile + Sync),
    play: &(dyn Fn(u64, &mut metrics::Trace) -> GameStats + Sync),
) -> Played {
    type Acc = (Vec<(u64, GameStats)>, Profile, metrics::Trace);
    let (mut played, profile) = (0..games as u64)
        .into_par_iter()
        .fold(
            || -> Acc { (Vec::new(), profile(), metrics::Trace::default()) },
            |mut acc, i| {
                if stop.load(Ordering::Relaxed) {
                    return acc;
                }
                let stats = play(i, &mut acc.2);
                acc.0.push((i, stats));
                acc.1.add(&acc.2);
                done();
                acc
            },
        )
        .map(|(games, profile, _)| (games, profile))
        .reduce(
            || (Vec::new(), profile()),
            |mut a, b| {
                a.0.extend(b.0);
                (a.0, a.1.merge(b.1))
            },
        );
    played.sort_unstable_by_key(|(i, _)| *i);
    Played {
        partial: played.len() < games,
        games: played.into_iter().map(|(_, g)| g).collect(),
        profile,
    }
}
