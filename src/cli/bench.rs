//! `ludic bench`: perft leaves per second and random playouts per second, single
//! thread, from the start position.

use super::perft::{kernel_game, per_second};
use super::GameArgs;
use crate::kernel::{playout, Game, GameResult, State};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Measures the move generator: half the time on perft (deepening, then repeating the
/// deepest depth that fits; bulk counting), half on uniformly random playouts to the
/// end of the game. The output ends with `perft leaves/s: N` and `playouts/s: N`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// The game, ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Total time to spend, split evenly between perft and playouts (at most 86400).
    #[arg(long, default_value_t = 4.0, value_parser = super::seconds)]
    pub seconds: f64,
    /// Seed of the playouts' random generator (xoshiro256++).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// On the general engine, play exactly this many random playouts instead of playing
    /// for half the time: the same games whatever the machine's speed, so that counts
    /// of instructions (valgrind) compare between builds.
    #[arg(long)]
    pub playouts: Option<u64>,
}

/// The bench on the general engine: whole-turn perft (deepening while the time
/// lasts), then random playouts as Ludii plays them (a random move at each step).
fn general(args: &BenchArgs, program: crate::program::Program) -> Result<(), ExitCode> {
    let e = crate::engine::Engine::new(program);
    let start = e.start();
    let half = Duration::from_secs_f64(args.seconds / 2.0);
    crate::outln!(
        "bench {} on the general engine ({:.1} s whole-turn perft, {:.1} s random playouts; 1 thread)",
        args.game.file.display(),
        half.as_secs_f64(),
        half.as_secs_f64()
    )?;
    let t0 = Instant::now();
    let cpu0 = CpuClock::start();
    let (mut leaves, mut depth) = (0u64, 1);
    // The leaves and seconds of the last depth, and the leaves of the one before: the
    // next depth costs about the last one's time times the branching (Go's third depth
    // is 361 times its second), so it is not started when that would not fit.
    let (mut last, mut above) = (None::<(u64, f64)>, 1u64);
    while t0.elapsed() < half / 4 && depth < 12 {
        if let Some((n, secs)) = last {
            let growth = (n as f64 / above.max(1) as f64).max(1.0);
            if secs * growth > (half / 4).saturating_sub(t0.elapsed()).as_secs_f64() {
                break;
            }
            above = n;
        }
        let t = Instant::now();
        let n = e.perft(&start, depth);
        last = Some((n, t.elapsed().as_secs_f64()));
        leaves += n;
        depth += 1;
    }
    let perft_secs = t0.elapsed().as_secs_f64();
    let perft_cpu = cpu0.secs();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed);
    let t1 = Instant::now();
    let cpu1 = CpuClock::start();
    let (mut games, mut turns, mut wins, mut draws) = (0u64, 0u64, [0u64; 2], 0u64);
    let more = |games: u64| match args.playouts {
        Some(n) => games < n,
        None => t1.elapsed() < half,
    };
    while more(games) {
        let (end, n) = e.playout(&start, &mut rng);
        games += 1;
        turns += n as u64;
        match end.over {
            Some(crate::engine::Over::Win(p)) if (1..=2).contains(&p) => wins[p as usize - 1] += 1,
            _ => draws += 1,
        }
    }
    let play_secs = t1.elapsed().as_secs_f64();
    let play_cpu = cpu1.secs();
    crate::outln!(
        "playouts: {games} in {play_secs:.3} s, mean length {:.1} turns; P1 won {}, P2 won {}, {} drawn or cut",
        turns as f64 / games.max(1) as f64,
        wins[0],
        wins[1],
        draws
    )?;
    cpu_line((leaves, perft_cpu), (games, play_cpu))?;
    crate::outln!(
        "perft leaves/s: {} (depths 1-{})",
        per_second(leaves, perft_secs),
        depth - 1
    )?;
    crate::outln!("playouts/s: {}", per_second(games, play_secs))?;
    Ok(())
}

/// A playout that reaches this many turns stops unfinished (a game whose file turns
/// the draw rule off could otherwise run for ever).
pub const MAX_PLAYOUT_TURNS: u32 = 10_000;

/// Runs the command.
pub fn run(args: &BenchArgs) -> ExitCode {
    let measured = match super::compile_game(&args.game) {
        Err(code) => return code,
        Ok(crate::game::Compiled::Program(p)) => general(args, *p),
        Ok(crate::game::Compiled::Lowered(r)) => kernel(args, *r),
    };
    match measured {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

/// The bench on the fast kernel; the error is the exit status.
fn kernel(args: &BenchArgs, rules: crate::rules::Rules) -> Result<(), ExitCode> {
    let game = kernel_game(&args.game, rules)?;
    let start = game.start();
    let half = Duration::from_secs_f64(args.seconds / 2.0);
    crate::outln!(
        "bench {} ({:.1} s perft with bulk counting, {:.1} s random playouts; 1 thread)",
        args.game.file.display(),
        half.as_secs_f64(),
        half.as_secs_f64()
    )?;
    let bar = progress(args.seconds);
    let cpu0 = CpuClock::start();
    let (leaves, perft_secs) = perft_phase(&game, &start, half, &bar)?;
    let perft_cpu = cpu0.secs();
    // A quarter of the playouts' time goes to the same game played move by move, when
    // it can be (what the Python package's batches step).
    let hop = crate::game::engine_from_file(&args.game.file, &args.game.selection())
        .ok()
        .and_then(|e| crate::game::HopGame::of(&e).ok());
    let whole = if hop.is_some() { half * 3 / 4 } else { half };
    let cpu1 = CpuClock::start();
    let playouts = playout_phase(&game, &start, whole, args.seed, &bar);
    let play_cpu = cpu1.secs();
    let by_move = hop.map(|h| move_phase(&h, half - whole, args.seed));
    bar.finish_and_clear();
    crate::outln!(
        "playouts: {} in {:.3} s, mean length {:.1} turns; {} won by {}, {} by {}, {} drawn, {} unfinished after {} turns",
        playouts.games,
        playouts.secs,
        playouts.turns as f64 / playouts.games.max(1) as f64,
        playouts.wins[0],
        game.rules().players[0].name,
        playouts.wins[1],
        game.rules().players[1].name,
        playouts.draws,
        playouts.unfinished,
        MAX_PLAYOUT_TURNS
    )?;
    if let Some((games, moves, cpu)) = by_move {
        crate::outln!(
            "move by move (each jump of a capture a move, as the Python package's batches step): {} playouts per CPU-second ({cpu:.3} s), mean length {:.1} moves",
            per_second(games, cpu),
            moves as f64 / games.max(1) as f64
        )?;
    }
    cpu_line((leaves, perft_cpu), (playouts.games, play_cpu))?;
    crate::outln!("perft leaves/s: {}", per_second(leaves, perft_secs))?;
    crate::outln!("playouts/s: {}", per_second(playouts.games, playouts.secs))?;
    Ok(())
}

/// Random games played move by move on the kernel ([`crate::game::HopStepper`]) for
/// `budget`: the games, their moves and the CPU-seconds (wall-clock seconds where the
/// system does not tell CPU time).
fn move_phase(hop: &crate::game::HopGame, budget: Duration, seed: u64) -> (u64, u64, f64) {
    use rand::Rng;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mut games, mut moves) = (0u64, 0u64);
    let mut numbers = Vec::new();
    let (cpu, t0) = (CpuClock::start(), Instant::now());
    while t0.elapsed() < budget {
        let mut s = crate::game::HopStepper::start(hop);
        loop {
            s.numbers_into(&mut numbers);
            if numbers.is_empty() {
                break;
            }
            // Every listed number is legal: a refusal would be a fault of the stepper,
            // which its differential test keeps out; the game is cut there.
            if s.play(numbers[rng.gen_range(0..numbers.len())]).is_err() {
                break;
            }
            moves += 1;
        }
        games += 1;
    }
    let secs = cpu.secs().unwrap_or_else(|| t0.elapsed().as_secs_f64());
    (games, moves, secs)
}

/// The CPU time of the calling thread since it started: on a machine busy with other
/// work a phase gets less than its wall-clock time, and speed per CPU-second is the
/// figure that compares with another program's measured the same way.
struct CpuClock(Option<cpu_time::ThreadTime>);

impl CpuClock {
    fn start() -> CpuClock {
        CpuClock(cpu_time::ThreadTime::try_now().ok())
    }

    fn secs(&self) -> Option<f64> {
        self.0.as_ref().map(|t| t.elapsed().as_secs_f64())
    }
}

/// The speeds per CPU-second of this thread, when the system tells its CPU time.
fn cpu_line(
    (leaves, perft_cpu): (u64, Option<f64>),
    (games, play_cpu): (u64, Option<f64>),
) -> Result<(), ExitCode> {
    if let (Some(a), Some(b)) = (perft_cpu, play_cpu) {
        crate::outln!(
            "per CPU-second: {} perft leaves ({a:.3} s), {} playouts ({b:.3} s)",
            per_second(leaves, a),
            per_second(games, b)
        )?;
    }
    Ok(())
}

/// A bar over the time budget, on a terminal's stderr only.
fn progress(seconds: f64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(
        Some((seconds * 10.0).ceil() as u64),
        ProgressDrawTarget::stderr(),
    );
    if let Ok(style) = ProgressStyle::with_template("{msg:8} {bar:30} {elapsed}") {
        bar.set_style(style);
    }
    bar
}

/// Deepens perft while the next depth is predicted to fit in the budget, then repeats
/// the deepest depth while time remains. Returns the leaves counted and the seconds.
/// The error is the exit status after a failed write.
fn perft_phase(
    game: &Game,
    start: &State,
    budget: Duration,
    bar: &ProgressBar,
) -> Result<(u64, f64), ExitCode> {
    bar.set_message("perft");
    let t0 = Instant::now();
    let mut leaves = 0u64;
    // The deepest depth run so far: (depth, leaves, seconds), and the leaves one above.
    let mut deepest: Option<(u32, u64, f64)> = None;
    let mut above = 1u64;
    while t0.elapsed() < budget {
        let remaining = (budget - t0.elapsed()).as_secs_f64();
        let d = match deepest {
            None => 1,
            Some((d, n, secs)) => {
                // The next depth costs about this one's time times the branching factor.
                let growth = (n as f64 / above.max(1) as f64).max(1.0);
                if d < 40 && secs * growth <= remaining {
                    d + 1
                } else if secs <= remaining {
                    d
                } else {
                    break;
                }
            }
        };
        let t = Instant::now();
        let n = game.perft(start, d);
        let secs = t.elapsed().as_secs_f64();
        leaves += n;
        if deepest.is_none_or(|(dd, _, _)| d > dd) {
            crate::outln!("perft depth {d}: {n} ({secs:.3} s)")?;
            above = deepest.map_or(1, |(_, n, _)| n);
            deepest = Some((d, n, secs));
        }
        bar.set_position((t0.elapsed().as_secs_f64() * 10.0) as u64);
        if n == 0 {
            // No turn at all: nothing to measure.
            break;
        }
    }
    Ok((leaves, t0.elapsed().as_secs_f64()))
}

/// The tally of the playout phase.
struct Playouts {
    games: u64,
    turns: u64,
    wins: [u64; 2],
    draws: u64,
    unfinished: u64,
    secs: f64,
}

fn playout_phase(
    game: &Game,
    start: &State,
    budget: Duration,
    seed: u64,
    bar: &ProgressBar,
) -> Playouts {
    bar.set_message("playouts");
    let offset = bar.position();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut p = Playouts {
        games: 0,
        turns: 0,
        wins: [0; 2],
        draws: 0,
        unfinished: 0,
        secs: 0.0,
    };
    let t0 = Instant::now();
    while t0.elapsed() < budget {
        let end = playout(game, start, &mut rng, MAX_PLAYOUT_TURNS);
        let (result, turns) = (end.result, end.turns);
        p.games += 1;
        p.turns += u64::from(turns);
        match result {
            Some(GameResult::Win(w)) => p.wins[w as usize & 1] += 1,
            Some(GameResult::Draw) => p.draws += 1,
            None => p.unfinished += 1,
        }
        if p.games.is_multiple_of(64) {
            bar.set_position(offset + (t0.elapsed().as_secs_f64() * 10.0) as u64);
        }
    }
    p.secs = t0.elapsed().as_secs_f64();
    p
}
