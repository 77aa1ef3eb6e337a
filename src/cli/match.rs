//! `ludic match FILE --white A --black B --games N [--threads T] [--seed S] [--pdn OUT]
//! [--force] [--swap] [--json] [--think S]`: self-play between two agents, games in
//! parallel; the games are written as they finish, and Ctrl-C keeps what was played.

use super::perft::kernel_game;
use super::play::{agent_spec, start_state};
use crate::cli::{GameArgs, EXIT_INPUT, EXIT_USAGE};
use crate::play::{play_game, to_pdn, Outcome, RecordTags, Summary, MAX_TURNS};
use clap::builder::RangedU64ValueParser;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::Mutex;

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
    /// Write every game to this PDN file, each as it finishes (an existing file is
    /// refused unless --force).
    #[arg(long)]
    pub pdn: Option<std::path::PathBuf>,
    /// Overwrite the --pdn file if it exists.
    #[arg(long, requires = "pdn")]
    pub force: bool,
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
    /// Start every game from this position: PDN FEN on the draughts kernel, a position
    /// text on the general engine.
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

/// The seed of game `i` of a match seeded `seed`: agent A's (and the general engine's
/// dice), agent B's being this `^ 0x5555`. A game's seed depends on its number alone, so
/// a match split in blocks of games (the Python package's Ray tasks) plays the same games.
pub fn game_seed(seed: u64, i: u64) -> u64 {
    seed.wrapping_add(i).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Runs `ludic match`.
pub fn run(args: &MatchArgs) -> ExitCode {
    match try_run(args) {
        Ok(c) | Err(c) => c,
    }
}

fn try_run(args: &MatchArgs) -> Result<ExitCode, ExitCode> {
    let game = match crate::cli::compile_game(&args.game)? {
        crate::game::Compiled::Program(p) => return general(args, *p),
        crate::game::Compiled::Lowered(r) => kernel_game(&args.game, *r)?,
    };
    let start = start_state(&game, args.fen.as_deref())?;
    let a = agent_spec(&args.white, args.think, args.depth)?;
    let b = agent_spec(&args.black, args.think, args.depth)?;
    let (pool, bar) = pool_and_bar(args)?;
    // The PDN file is opened before the first game, so that a path that cannot be
    // written is said at once, and not after the match.
    let sink = match &args.pdn {
        Some(path) => Some(PdnSink::open(path, args.force)?),
        None => None,
    };
    let stop = crate::cli::interrupt::flag();
    // Games are handed to the threads in order (`par_bridge`), so they finish nearly in
    // order and the file, written in order as they finish, needs to hold back few.
    let mut played: Vec<(usize, Outcome)> = pool.install(|| {
        (0..args.games)
            .par_bridge()
            .filter_map(|i| {
                if stop.load(std::sync::atomic::Ordering::Relaxed) {
                    return None;
                }
                let a_first = !args.swap || i % 2 == 0;
                let seed = game_seed(args.seed, i as u64);
                let agent_a = a.build(&game, seed);
                let agent_b = b.build(&game, seed ^ 0x5555);
                let mut agents = if a_first {
                    [agent_a, agent_b]
                } else {
                    [agent_b, agent_a]
                };
                let rec = play_game(&game, start, &mut agents, args.max_turns);
                bar.inc(1);
                if let Some(sink) = &sink {
                    let (first, second) = if a_first { (&a, &b) } else { (&b, &a) };
                    let tags = RecordTags {
                        event: format!("ludic match, game {}", i + 1),
                        first: first.to_string(),
                        second: second.to_string(),
                        file: args.game.file.display().to_string(),
                        ruleset: game.rules().ruleset.clone(),
                        options: args.game.options.clone(),
                    };
                    sink.finished(i, crate::pdn::write_game(&to_pdn(&game, &rec, &tags)));
                }
                rec.result.map(|result| {
                    (
                        i,
                        Outcome {
                            a_first,
                            result,
                            turns: rec.turns.len(),
                            huffs: Some(rec.huffs()),
                        },
                    )
                })
            })
            .collect()
    });
    bar.finish_and_clear();
    played.sort_unstable_by_key(|(i, _)| *i);
    let outcomes: Vec<Outcome> = played.into_iter().map(|(_, o)| o).collect();
    let summary = Summary::new(&a.to_string(), &b.to_string(), args.swap, &outcomes);
    let written = sink.map(PdnSink::close);
    let code = report(args, &summary, written.as_ref())?;
    match written {
        Some(Err(e)) => {
            crate::cli::error(e);
            Err(ExitCode::from(EXIT_INPUT))
        }
        _ => Ok(code),
    }
}

/// The PDN file of a match, written game by game as they finish, in game order: a
/// game that finishes before an earlier one waits for it.
struct PdnSink {
    path: std::path::PathBuf,
    state: Mutex<SinkState>,
}

struct SinkState {
    file: std::fs::File,
    /// The next game number to write.
    next: usize,
    /// Finished games waiting for an earlier one.
    waiting: BTreeMap<usize, String>,
    /// Games written.
    written: usize,
    /// The first write that failed; nothing more is written after it.
    error: Option<std::io::Error>,
}

impl PdnSink {
    /// Creates the file; an existing one is refused unless `force`.
    fn open(path: &std::path::Path, force: bool) -> Result<PdnSink, ExitCode> {
        let mut opts = std::fs::OpenOptions::new();
        opts.write(true);
        if force {
            opts.create(true).truncate(true);
        } else {
            opts.create_new(true);
        }
        let file = opts.open(path).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                crate::cli::error_help(
                    format!("--pdn {}: the file exists", path.display()),
                    "give --force to overwrite it, or another path",
                );
                ExitCode::from(EXIT_USAGE)
            } else {
                crate::cli::error(format!("--pdn: cannot write {}: {e}", path.display()));
                ExitCode::from(EXIT_INPUT)
            }
        })?;
        Ok(PdnSink {
            path: path.to_path_buf(),
            state: Mutex::new(SinkState {
                file,
                next: 0,
                waiting: BTreeMap::new(),
                written: 0,
                error: None,
            }),
        })
    }

    /// Game `index` finished: writes it, and the games after it that were waiting.
    fn finished(&self, index: usize, text: String) {
        // A thread that panicked while holding the lock left the state as it was.
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        st.waiting.insert(index, text);
        st.flush_ready();
    }

    /// Writes what still waits (the games before it were interrupted) and says how
    /// many games the file holds, or why it could not be written.
    fn close(self) -> Result<(std::path::PathBuf, usize), String> {
        let mut st = self.state.into_inner().unwrap_or_else(|p| p.into_inner());
        let rest = std::mem::take(&mut st.waiting);
        for text in rest.into_values() {
            st.write(&text);
        }
        match st.error {
            Some(e) => Err(format!(
                "cannot write {}: {e} ({} games written before the error)",
                self.path.display(),
                st.written
            )),
            None => Ok((self.path, st.written)),
        }
    }
}

impl SinkState {
    fn flush_ready(&mut self) {
        while let Some(text) = self.waiting.remove(&self.next) {
            self.write(&text);
            self.next += 1;
        }
    }

    fn write(&mut self, text: &str) {
        use std::io::Write;
        if self.error.is_some() {
            return;
        }
        match self.file.write_all(text.as_bytes()) {
            Ok(()) => self.written += 1,
            Err(e) => self.error = Some(e),
        }
    }
}

/// A match on the general engine, with the agents of the game API (random, mcts).
fn general(args: &MatchArgs, program: crate::program::Program) -> Result<ExitCode, ExitCode> {
    use crate::ai::generic::{play_from, GenericAgent};
    use rand::SeedableRng;
    let usage = |e: String| {
        crate::cli::error(e);
        ExitCode::from(EXIT_USAGE)
    };
    if args.pdn.is_some() {
        return Err(usage(
            "--pdn is not supported yet for games run by the general engine".into(),
        ));
    }
    // As for the kernel's agents: `--think` per turn unless a playout count is named.
    let think = std::time::Duration::try_from_secs_f64(args.think).ok();
    let a = GenericAgent::parse(&args.white)
        .map_err(usage)?
        .with_think(think);
    let b = GenericAgent::parse(&args.black)
        .map_err(usage)?
        .with_think(think);
    if program.players.len() != 2 {
        return Err(usage(format!(
            "a match sets two agents against each other; this game has {} players",
            program.players.len()
        )));
    }
    let engine = crate::engine::Engine::new(program);
    let start = crate::cli::perft::general_start(&engine, args.fen.as_deref())?;
    let (pool, bar) = pool_and_bar(args)?;
    crate::cli::interrupt::flag();
    let outcomes: Vec<Outcome> = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .filter_map(|i| {
                if crate::cli::interrupt::stopped() {
                    return None;
                }
                let a_first = !args.swap || i % 2 == 0;
                let seed = game_seed(args.seed, i as u64);
                let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
                let (first, second) = if a_first { (a, b) } else { (b, a) };
                let (end, turns) = play_from(
                    &engine,
                    start.clone(),
                    first,
                    second,
                    args.max_turns,
                    &mut rng,
                );
                bar.inc(1);
                // A game cut by `--max-turns` is scored a draw, as `--help` says and as
                // the kernel's matches score it.
                let result = match end.unwrap_or(crate::game::Outcome::Draw) {
                    crate::game::Outcome::Win(w) => crate::kernel::GameResult::Win(w),
                    crate::game::Outcome::Draw => crate::kernel::GameResult::Draw,
                };
                Some(Outcome {
                    a_first,
                    result,
                    turns,
                    huffs: None,
                })
            })
            .collect()
    });
    bar.finish_and_clear();
    report(
        args,
        &Summary::new(&a.name(), &b.name(), args.swap, &outcomes),
        None,
    )
}

/// Prints the summary: one JSON object with `--json`, else the table (and where the
/// games were written). A match stopped by Ctrl-C says so and ends with status 130.
fn report(
    args: &MatchArgs,
    summary: &Summary,
    written: Option<&Result<(std::path::PathBuf, usize), String>>,
) -> Result<ExitCode, ExitCode> {
    let interrupted = crate::cli::interrupt::stopped();
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
        if interrupted {
            crate::outln!(
                "interrupted: {} of {} games played",
                summary.games,
                args.games
            )?;
        }
        if let Some(Ok((path, n))) = written {
            crate::outln!("{n} games written to {}", path.display())?;
        }
    }
    Ok(if interrupted {
        ExitCode::from(crate::cli::interrupt::EXIT_INTERRUPTED)
    } else {
        ExitCode::SUCCESS
    })
}

/// The threads the games run on (one per core unless `--threads`) and the progress bar.
fn pool_and_bar(args: &MatchArgs) -> Result<(rayon::ThreadPool, ProgressBar), ExitCode> {
    // 0 lets rayon take one thread per core.
    let pool = crate::cli::thread_pool(args.threads.unwrap_or(0) as usize)?;
    let bar = ProgressBar::new(args.games as u64);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, ~{eta} left")
    {
        bar.set_style(style);
    }
    Ok((pool, bar))
}
