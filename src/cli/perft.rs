//! `ludic perft`: count turn sequences from a position, depth by depth, optionally
//! divided by root turn and spread over threads.

use super::{GameArgs, EXIT_INPUT, EXIT_USAGE};
use crate::kernel::{Game, State, Turn};
use crate::notation::{read_fen, sort_turns, turn_text, write_fen};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Instant;

/// Perft counts the turn sequences of each length from a position. The last ply is
/// bulk-counted (its turns are counted, not played); duplicates (same huff, start, end
/// and captured set) count once; the draw rule is off.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// The game, ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Start from this position instead of the start: PDN FEN on the draughts kernel
    /// (e.g. `W:W31-50:B1-20`), a position text on the general engine (e.g.
    /// `P1 to move; P1: Man a1 c1; P2: Man b8`).
    #[arg(long)]
    pub fen: Option<String>,
    /// Count sequences of 1 to this many turns.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: u32,
    /// List every root turn with its count at the last depth. On the general engine,
    /// one line per distinct position a root turn reaches: its index, its canonical
    /// position text and its count, the lines sorted by the text.
    #[arg(long)]
    pub divide: bool,
    /// General engine: before counting, walk down the tree of distinct turns, taking
    /// at each step the child of this index in `--divide`'s order (e.g. `--walk 3,0`).
    #[arg(long, value_delimiter = ',')]
    pub walk: Vec<usize>,
    /// Threads to spread the root turns over (1 to 1024).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=super::MAX_THREADS as i64))]
    pub threads: u32,
    /// Make every leaf: generate the last ply's turns in full and play each one,
    /// instead of counting them (the same counts, the speed of a search's leaves). The
    /// general engine always makes every leaf.
    #[arg(long)]
    pub no_bulk: bool,
    /// Count move paths instead of distinct positions: every path of moves through each
    /// whole turn, without merging turns that reach the same position (Ludii's
    /// `path_count`). Runs on the general engine.
    #[arg(long)]
    pub paths: bool,
    /// The seed of the dice, in a game with chance: every roll of the search is drawn
    /// from it, so the counts are the same at every run with the same seed.
    #[arg(long, default_value_t = PERFT_SEED)]
    pub seed: u64,
}

/// The dice's seed of `ludic perft` when `--seed` does not give one.
pub const PERFT_SEED: u64 = crate::engine::dice::DEFAULT_SEED;

/// The kernel's game of rules already compiled from the command line's file (so that a
/// command reads and compiles its file once); a rule set the kernel cannot hold is
/// reported on stderr, and the error is the exit status.
pub fn kernel_game(args: &GameArgs, rules: crate::rules::Rules) -> Result<Game, ExitCode> {
    Game::new(rules).map_err(|e| {
        crate::cli::error(format!("{}: {e}", args.file.display()));
        ExitCode::from(EXIT_INPUT)
    })
}

/// The start position, or the `--fen` one (a bad FEN is a usage error).
pub fn start_state(game: &Game, fen: Option<&str>) -> Result<State, ExitCode> {
    match fen {
        None => Ok(game.start()),
        Some(f) => read_fen(game, f).map_err(|e| {
            crate::cli::error(format!("bad --fen `{f}`: {e}"));
            ExitCode::from(EXIT_USAGE)
        }),
    }
}

/// The general engine's start position, or the `--fen` one read as a position text
/// (a bad text is a usage error).
pub fn general_start(
    engine: &crate::engine::Engine,
    fen: Option<&str>,
) -> Result<crate::engine::State, ExitCode> {
    match fen {
        None => Ok(engine.start()),
        Some(f) => crate::notation::read_position(engine, f).map_err(|e| {
            crate::cli::error(format!("bad --fen `{f}`: {e}"));
            ExitCode::from(EXIT_USAGE)
        }),
    }
}

/// Runs the command.
pub fn run(args: &PerftArgs) -> ExitCode {
    let mut game_args = args.game.clone();
    if args.paths {
        // The kernel merges a turn's paths as it generates them: paths need the
        // general engine, which follows each one.
        game_args.engine = crate::load::EngineChoice::General;
    }
    let counted = match super::compile_game(&game_args) {
        Err(code) => return code,
        Ok(crate::game::Compiled::Program(p)) => general(args, *p),
        Ok(crate::game::Compiled::Lowered(r)) => kernel(args, *r),
    };
    match counted {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

/// Perft on the fast kernel; the error is the exit status.
fn kernel(args: &PerftArgs, rules: crate::rules::Rules) -> Result<(), ExitCode> {
    let game = kernel_game(&args.game, rules)?;
    let state = start_state(&game, args.fen.as_deref())?;
    let pool = super::thread_pool(args.threads as usize)?;
    crate::outln!(
        "perft {}{}{} from {} ({}; {} thread{})",
        args.game.file.display(),
        game.rules()
            .ruleset
            .as_ref()
            .map_or(String::new(), |r| format!(" [{r}]")),
        if args.game.options.is_empty() {
            String::new()
        } else {
            format!(" [options: {}]", args.game.options.join("; "))
        },
        write_fen(&game, &state),
        if args.no_bulk {
            "every leaf made: the last ply is played"
        } else {
            "bulk counting: the last ply is counted, not played"
        },
        args.threads,
        if args.threads == 1 { "" } else { "s" }
    )?;
    let mut roots = Vec::new();
    game.legal_turns(&state, &mut roots);
    sort_turns(&mut roots);
    let mut last = Vec::new();
    for d in 1..=args.depth {
        let t0 = Instant::now();
        let counts =
            pool.install(|| divide(&game, &state, &roots, d, args.threads > 1, !args.no_bulk));
        let secs = t0.elapsed().as_secs_f64();
        let total: u64 = counts.iter().sum();
        crate::outln!(
            "depth {d}: {total} ({secs:.3} s, {} leaves/s)",
            per_second(total, secs)
        )?;
        last = counts;
    }
    if args.divide {
        crate::outln!("divide at depth {}:", args.depth)?;
        for (t, n) in roots.iter().zip(&last) {
            crate::outln!("{}: {n}", turn_text(t))?;
        }
        crate::outln!(
            "turns: {}, total: {}",
            roots.len(),
            last.iter().sum::<u64>()
        )?;
    }
    Ok(())
}

/// Perft on the general engine: distinct positions after each whole turn.
fn general(args: &PerftArgs, program: crate::program::Program) -> Result<(), ExitCode> {
    let engine = crate::engine::Engine::new(program);
    let mut start = general_start(&engine, args.fen.as_deref())?;
    engine.seed_chance(&mut start, args.seed);
    for (step, &i) in args.walk.iter().enumerate() {
        let children = sorted_children(&engine, &start);
        let Some((_, child)) = children.into_iter().nth(i) else {
            crate::cli::error(format!(
                "--walk: step {} asks for child {i} of a position that has fewer",
                step + 1
            ));
            return Err(ExitCode::from(EXIT_USAGE));
        };
        start = child;
    }
    let pool = super::thread_pool(args.threads as usize)?;
    crate::outln!(
        "perft {} from {} on the general engine ({}; {} thread{}{})",
        args.game.file.display(),
        crate::notation::write_position(&engine, &start),
        if args.paths {
            "move paths through each whole turn, none merged"
        } else {
            "distinct positions after each whole turn"
        },
        args.threads,
        if args.threads == 1 { "" } else { "s" },
        if engine.is_stochastic() {
            format!("; the dice rolled with seed {}", args.seed)
        } else {
            String::new()
        }
    )?;
    let roots: Vec<crate::engine::State> = if args.paths {
        engine.turn_paths(&start)
    } else {
        engine.turns(&start).into_iter().map(|t| t.state).collect()
    };
    let below = |s: &crate::engine::State, d: u32| {
        if args.paths {
            engine.perft_paths(s, d)
        } else {
            engine.perft(s, d)
        }
    };
    for d in 1..=args.depth {
        let t0 = Instant::now();
        let bar = progress(roots.len() as u64, d);
        let total: u64 = pool.install(|| {
            roots
                .par_iter()
                .map(|s| {
                    let n = below(s, d - 1);
                    bar.inc(1);
                    n
                })
                .sum()
        });
        bar.finish_and_clear();
        let secs = t0.elapsed().as_secs_f64();
        crate::outln!(
            "depth {d}: {total} ({secs:.3} s, {} leaves/s)",
            per_second(total, secs)
        )?;
    }
    if args.divide {
        crate::outln!("divide at depth {}:", args.depth)?;
        for line in general_divide_lines(&engine, &start, args.depth, args.paths) {
            crate::outln!("{line}")?;
        }
    }
    Ok(())
}

/// The distinct children of `s` (the positions its whole turns reach), each with its
/// canonical position text, sorted by the text: the order `--divide` and `--walk` use.
pub fn sorted_children(
    engine: &crate::engine::Engine,
    s: &crate::engine::State,
) -> Vec<(String, crate::engine::State)> {
    let mut children: Vec<(String, crate::engine::State)> = engine
        .turns(s)
        .into_iter()
        .map(|t| {
            (
                crate::notation::position::write_canonical(engine, &t.state),
                t.state,
            )
        })
        .collect();
    children.sort_by(|a, b| a.0.cmp(&b.0));
    children
}

/// The general engine's divide listing of `s` at `depth`: one `index<TAB>position
/// text<TAB>count` line per distinct child (in [`sorted_children`]'s order), then the
/// total. With `paths`, a child's count is its move-path count times the number of
/// paths through the root turn that reach it.
pub fn general_divide_lines(
    engine: &crate::engine::Engine,
    s: &crate::engine::State,
    depth: u32,
    paths: bool,
) -> Vec<String> {
    let children = sorted_children(engine, s);
    let all_paths = if paths {
        engine.turn_paths(s)
    } else {
        Vec::new()
    };
    let mut total = 0u64;
    let mut lines: Vec<String> = children
        .iter()
        .enumerate()
        .map(|(i, (text, child))| {
            let n = if paths {
                let ways = all_paths.iter().filter(|p| *p == child).count() as u64;
                ways * engine.perft_paths(child, depth - 1)
            } else {
                engine.perft(child, depth - 1)
            };
            total += n;
            format!("{i}\t{text}\t{n}")
        })
        .collect();
    lines.push(format!("children: {}, total: {total}", children.len()));
    lines
}

/// `n / secs` as a whole number, 0 when no time was measured.
pub fn per_second(n: u64, secs: f64) -> u64 {
    if secs > 0.0 {
        (n as f64 / secs).round() as u64
    } else {
        0
    }
}

/// The perft count at `depth` below each of the `roots` of `state` (`depth` counts the
/// root turn). With `parallel`, root turns run on the current rayon pool; with `bulk`,
/// the last ply is counted, otherwise every leaf is made. A progress bar on a
/// terminal's stderr follows the root turns.
pub fn divide(
    game: &Game,
    state: &State,
    roots: &[Turn],
    depth: u32,
    parallel: bool,
    bulk: bool,
) -> Vec<u64> {
    let bar = progress(roots.len() as u64, depth);
    let count = |t: &Turn| {
        let n = if depth <= 1 {
            1
        } else if bulk {
            game.perft(&game.apply(state, t), depth - 1)
        } else {
            game.perft_full(&game.apply(state, t), depth - 1)
        };
        bar.inc(1);
        n
    };
    let counts = if parallel {
        roots.par_iter().map(count).collect()
    } else {
        roots.iter().map(count).collect()
    };
    bar.finish_and_clear();
    counts
}

/// A bar over root turns, drawn only on a terminal and only for depths that take time.
fn progress(len: u64, depth: u32) -> ProgressBar {
    if depth < 6 || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("depth {msg}: {bar:30} {pos}/{len} root turns {elapsed}")
    {
        bar.set_style(style);
    }
    bar.set_message(depth.to_string());
    bar
}

/// The divide listing of `state` at `depth`: one `turn: count` line per legal turn,
/// turns in numeric order (what `ludic perft --divide` prints, without timings).
pub fn divide_lines(game: &Game, state: &State, depth: u32) -> Vec<String> {
    let mut roots = Vec::new();
    game.legal_turns(state, &mut roots);
    sort_turns(&mut roots);
    let counts = divide(game, state, &roots, depth, false, true);
    roots
        .iter()
        .zip(counts)
        .map(|(t, n)| format!("{}: {n}", turn_text(t)))
        .collect()
}
