//! `ludic match FILE --white A --black B --games N [--threads T] [--seed S] [--pdn OUT]
//! [--swap] [--json] [--think S]`: self-play between two agents, games in parallel.

use super::play::{agent_spec, load_game, start_state};
use crate::cli::{GameArgs, EXIT_INPUT, EXIT_USAGE};
use crate::play::{play_game, to_pdn, Outcome, RecordTags, Summary, MAX_TURNS};
use clap::builder::RangedU64ValueParser;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::process::ExitCode;

/// Arguments of `ludic match`.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Agent A, White unless colours alternate: random, mcts[:PLAYOUTS], alphabeta[:DEPTH].
    #[arg(long)]
    pub white: String,
    /// Agent B.
    #[arg(long)]
    pub black: String,
    /// Number of games (1 to 1,000,000).
    #[arg(long, default_value_t = 10, value_parser = RangedU64ValueParser::<usize>::new().range(1..=MAX_GAMES))]
    pub games: usize,
    /// Games played at once (default: one per core; at most 1024).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=crate::cli::MAX_THREADS as i64))]
    pub threads: Option<u32>,
    /// Seed: game `i` uses seeds derived from `seed + i`, so a match is reproducible
    /// when the agents have depth or playout budgets.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every game to this PDN file.
    #[arg(long)]
    pub pdn: Option<std::path::PathBuf>,
    /// Alternate colours: agent A plays Black in odd-numbered games.
    #[arg(long)]
    pub swap: bool,
    /// Print the summary as one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Seconds per turn for agents without a depth or playout budget (at most 86400).
    #[arg(long, default_value_t = 0.1, value_parser = crate::cli::seconds)]
    pub think: f64,
    /// Search depth for alpha-beta agents that name none.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Start every game from this position (PDN FEN).
    #[arg(long)]
    pub fen: Option<String>,
    /// Stop a game after this many turns and score it a draw (1 to 100,000).
    #[arg(long, default_value_t = MAX_TURNS, value_parser = RangedU64ValueParser::<usize>::new().range(1..=MAX_MAX_TURNS))]
    pub max_turns: usize,
}

/// The most games a match plays: the outcomes are kept until the summary, so the
/// count bounds the memory a match takes.
pub const MAX_GAMES: u64 = 1_000_000;

/// The longest game `--max-turns` allows: each game's turns are kept until it ends.
pub const MAX_MAX_TURNS: u64 = 100_000;

/// Runs `ludic match`.
pub fn run(args: &MatchArgs) -> ExitCode {
    match try_run(args) {
        Ok(c) | Err(c) => c,
    }
}

fn try_run(args: &MatchArgs) -> Result<ExitCode, ExitCode> {
    match crate::cli::compile_game(&args.game) {
        Err(code) => return Err(code),
        Ok(crate::game::Compiled::Program(p)) => return general(args, *p),
        Ok(crate::game::Compiled::Rules(_) | crate::game::Compiled::Lowered(_)) => {}
    }
    let game = load_game(&args.game)?;
    let start = start_state(&game, args.fen.as_deref())?;
    let a = agent_spec(&args.white, args.think, args.depth)?;
    let b = agent_spec(&args.black, args.think, args.depth)?;
    let (pool, bar) = pool_and_bar(args)?;
    // Each game is reduced to its outcome (and its PDN text, when asked for) as soon as
    // it ends, so that a long match does not hold every game's record.
    let played: Vec<(Option<Outcome>, Option<String>)> = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .map(|i| {
                let a_first = !args.swap || i % 2 == 0;
                let seed = args
                    .seed
                    .wrapping_add(i as u64)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let agent_a = a.build(&game, seed);
                let agent_b = b.build(&game, seed ^ 0x5555);
                let mut agents = if a_first {
                    [agent_a, agent_b]
                } else {
                    [agent_b, agent_a]
                };
                let rec = play_game(&game, start, &mut agents, args.max_turns);
                bar.inc(1);
                let outcome = rec.result.map(|result| Outcome {
                    a_first,
                    result,
                    turns: rec.turns.len(),
                    huffs: rec.huffs(),
                });
                let pdn = args.pdn.as_ref().map(|_| {
                    let (first, second) = if a_first { (&a, &b) } else { (&b, &a) };
                    let tags = RecordTags {
                        event: format!("ludic match, game {}", i + 1),
                        first: first.to_string(),
                        second: second.to_string(),
                        file: args.game.file.display().to_string(),
                        ruleset: game.rules().ruleset.clone(),
                        options: args.game.options.clone(),
                    };
                    crate::pdn::write_game(&to_pdn(&game, &rec, &tags))
                });
                (outcome, pdn)
            })
            .collect()
    });
    bar.finish_and_clear();
    let outcomes: Vec<Outcome> = played.iter().filter_map(|(o, _)| *o).collect();
    let summary = Summary::new(&a.to_string(), &b.to_string(), args.swap, &outcomes);
    if let Some(path) = &args.pdn {
        let text: String = played.iter().filter_map(|(_, t)| t.as_deref()).collect();
        if let Err(e) = std::fs::write(path, text) {
            crate::cli::error(format!("cannot write {}: {e}", path.display()));
            return Err(ExitCode::from(EXIT_INPUT));
        }
    }
    report(args, &summary)
}

/// A match on the general engine, with the agents of the game API (random, mcts).
fn general(args: &MatchArgs, program: crate::program::Program) -> Result<ExitCode, ExitCode> {
    use crate::ai::generic::{play, GenericAgent};
    use rand::SeedableRng;
    let usage = |e: String| {
        crate::cli::error(e);
        ExitCode::from(EXIT_USAGE)
    };
    if args.fen.is_some() || args.pdn.is_some() {
        return Err(usage(
            "--fen and --pdn are not supported yet for games run by the general engine".into(),
        ));
    }
    let a = GenericAgent::parse(&args.white).map_err(usage)?;
    let b = GenericAgent::parse(&args.black).map_err(usage)?;
    let engine = crate::engine::Engine::new(program);
    let (pool, bar) = pool_and_bar(args)?;
    let outcomes: Vec<Outcome> = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .filter_map(|i| {
                let a_first = !args.swap || i % 2 == 0;
                let seed = args
                    .seed
                    .wrapping_add(i as u64)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
                let (first, second) = if a_first { (a, b) } else { (b, a) };
                let (end, turns) = play(&engine, first, second, args.max_turns, &mut rng);
                bar.inc(1);
                let result = match end? {
                    crate::game::Outcome::Win(w) => crate::kernel::GameResult::Win(w),
                    crate::game::Outcome::Draw => crate::kernel::GameResult::Draw,
                };
                Some(Outcome {
                    a_first,
                    result,
                    turns,
                    huffs: 0,
                })
            })
            .collect()
    });
    bar.finish_and_clear();
    report(
        args,
        &Summary::new(&a.name(), &b.name(), args.swap, &outcomes),
    )
}

/// Prints the summary: one JSON object with `--json`, else the table (and where the
/// games were written).
fn report(args: &MatchArgs, summary: &Summary) -> Result<ExitCode, ExitCode> {
    if args.json {
        match serde_json::to_string(summary) {
            Ok(s) => crate::outln!("{s}")?,
            Err(e) => {
                crate::cli::error(e);
                return Err(ExitCode::from(EXIT_INPUT));
            }
        }
    } else {
        crate::out!("{}", summary.table())?;
        if let Some(path) = &args.pdn {
            crate::outln!("Games written to {}", path.display())?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The threads the games run on (one per core unless `--threads`) and the progress bar.
fn pool_and_bar(args: &MatchArgs) -> Result<(rayon::ThreadPool, ProgressBar), ExitCode> {
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(t) = args.threads {
        pool = pool.num_threads(t as usize);
    }
    let pool = pool.build().map_err(|e| {
        crate::cli::error(format!("cannot start threads: {e}"));
        ExitCode::from(EXIT_INPUT)
    })?;
    let bar = ProgressBar::new(args.games as u64);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, ~{eta} left")
    {
        bar.set_style(style);
    }
    Ok((pool, bar))
}
