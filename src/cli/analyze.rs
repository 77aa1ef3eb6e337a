//! `ludic analyze FILE... [--ruleset R | --all-rulesets] [--option O] [--agents A]
//! [--games N] [--threads T] [--seed S] [--max-turns M] [--json | --csv] [--plots DIR]`:
//! game metrics from self-play, one column per variant.

use crate::ai::generic::GenericAgent;
use crate::analyze::report::{label, Report, VariantReport, SCHEMA};
use crate::analyze::summary::Metrics;
use crate::analyze::{plots, Setup};
use crate::cli::interrupt::{self, EXIT_INTERRUPTED};
use crate::cli::{EXIT_INPUT, EXIT_USAGE};
use crate::kernel::Game;
use crate::load::{EngineChoice, Selection};
use crate::rules::CaptureMode;
use clap::builder::RangedU64ValueParser;
use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `ludic analyze`.
#[derive(clap::Args, Debug)]
pub struct AnalyzeArgs {
    /// The `.lud` game files (each a variant, or one per ruleset with --all-rulesets).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Ruleset to use in every file: a case-insensitive substring of its name.
    #[arg(long, conflicts_with = "all_rulesets")]
    pub ruleset: Option<String>,
    /// Analyse every ruleset of each file, side by side.
    #[arg(long)]
    pub all_rulesets: bool,
    /// Option item to select, as "Heading/Label" (repeatable; applies to every variant).
    #[arg(long = "option", value_name = "HEADING/LABEL")]
    pub options: Vec<String>,
    /// A Ludii installation's `def` folder (as for the other commands).
    #[arg(long, value_name = "DIR")]
    pub defs: Option<PathBuf>,
    /// Which engine runs a file in Ludii's move language.
    #[arg(long, value_enum, default_value_t = EngineChoice::Auto)]
    pub engine: EngineChoice,
    /// Make the files' warnings errors (as for the other commands).
    #[arg(long)]
    pub deny_warnings: bool,
    /// The agent playing both sides: random, random-move (Ludii's random player),
    /// mcts[:PLAYOUTS] or alphabeta[:DEPTH] (on the general engine: random or mcts).
    #[arg(long, default_value = "random")]
    pub agents: String,
    /// Games per variant (1 to 1,000,000).
    #[arg(long, default_value_t = 1000, value_parser = RangedU64ValueParser::<usize>::new().range(1..=MAX_GAMES))]
    pub games: usize,
    /// Games played at once (default: one per core; at most 1024).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=crate::cli::MAX_THREADS as i64))]
    pub threads: Option<u32>,
    /// Seed: game `i` is seeded from (seed, i), so the figures do not depend on --threads.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Cut a game after this many turns (1 to 100,000); cut games are counted apart.
    #[arg(long, default_value_t = crate::play::MAX_TURNS as u64, value_parser = RangedU64ValueParser::<u64>::new().range(1..=100_000))]
    pub max_turns: u64,
    /// Print the report as JSON (schema `ludic-analyze/1`, docs/analyze.md).
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print the report as CSV, one line per variant and metric.
    #[arg(long)]
    pub csv: bool,
    /// Write SVG plots (game length, outcomes, branching, material) into this folder.
    #[arg(long, value_name = "DIR")]
    pub plots: Option<PathBuf>,
}

/// The most games a variant plays: each finished game's figures are kept until the end.
pub const MAX_GAMES: u64 = 1_000_000;

/// One variant to play: a file and the selection that makes its rules.
struct Variant {
    file: PathBuf,
    selection: Selection,
}

/// Runs `ludic analyze`.
pub fn run(args: &AnalyzeArgs) -> ExitCode {
    match try_run(args) {
        Ok(c) | Err(c) => c,
    }
}

fn usage(message: impl std::fmt::Display) -> ExitCode {
    crate::cli::error(message);
    ExitCode::from(EXIT_USAGE)
}

fn try_run(args: &AnalyzeArgs) -> Result<ExitCode, ExitCode> {
    let agents: crate::ai::AgentSpec = args.agents.parse().map_err(usage)?;
    let variants = variants(args)?;
    // Every variant is compiled before the first game, so that a mistake in the last
    // file does not come after minutes of play.
    let mut games = Vec::new();
    for v in &variants {
        games.push(load(v, &args.agents)?);
    }
    if let Some(dir) = &args.plots {
        std::fs::create_dir_all(dir).map_err(|e| {
            crate::cli::error(format!("--plots: cannot create {}: {e}", dir.display()));
            ExitCode::from(EXIT_INPUT)
        })?;
    }
    // 0 lets rayon take one thread per core.
    let pool = crate::cli::thread_pool(args.threads.unwrap_or(0) as usize)?;
    let setup = Setup {
        games: args.games,
        seed: args.seed,
        max_turns: args.max_turns as u32,
        agents,
    };
    let stop = interrupt::flag();
    let bars = MultiProgress::new();
    let mut report = Report {
        schema: SCHEMA,
        partial: false,
        agents: agents.to_string(),
        seed: args.seed,
        max_turns: setup.max_turns,
        games_per_variant: args.games,
        variants: Vec::new(),
    };
    for (v, game) in variants.iter().zip(&games) {
        if interrupt::stopped() {
            break;
        }
        let file = v.file.display().to_string();
        let (name, ruleset, huff) = match game {
            Loaded::Kernel(g) => (
                g.rules().name.clone(),
                g.rules().ruleset.clone(),
                g.rules().capture.mode == CaptureMode::Huff,
            ),
            Loaded::General(e, _) => (e.program.name.clone(), e.program.ruleset.clone(), false),
        };
        let label = label(&file, ruleset.as_deref());
        let bar = bars.add(progress_bar(args.games as u64, &label));
        let tick = || bar.inc(1);
        let played = pool.install(|| match game {
            Loaded::Kernel(g) => crate::analyze::run(g, g.start(), &setup, stop, &tick),
            Loaded::General(e, agent) => crate::analyze::general::run(
                e.as_ref(),
                *agent,
                setup.games,
                setup.seed,
                setup.max_turns,
                stop,
                &tick,
            ),
        });
        bar.finish_and_clear();
        report.partial |= played.partial;
        report.variants.push(VariantReport {
            label,
            file,
            game: name,
            ruleset,
            options: v.selection.options.clone(),
            engine: match game {
                Loaded::Kernel(_) => "kernel",
                Loaded::General(..) => "general",
            },
            huff,
            games: played.games.len(),
            partial: played.partial,
            metrics: Metrics::new(&played.games, huff),
            lengths: played.games.iter().map(|g| g.turns).collect(),
            profile: played.profile,
        });
    }
    // Variants an interrupt left unplayed are not in the report, which says it is partial.
    report.partial |= report.variants.len() < variants.len();
    print(args, &report)?;
    if let Some(dir) = &args.plots {
        match plots::write_all(&report, dir) {
            Ok(paths) if paths.is_empty() => crate::errln!("no game played: no plot written"),
            Ok(paths) => {
                let names: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
                crate::errln!("plots written: {}", names.join(", "));
            }
            Err(e) => {
                crate::cli::error(e);
                return Err(ExitCode::from(EXIT_INPUT));
            }
        }
    }
    Ok(if report.partial {
        ExitCode::from(EXIT_INTERRUPTED)
    } else {
        ExitCode::SUCCESS
    })
}

/// The variants the command line names: each file with `--ruleset` (or its default),
/// or with each of its rulesets under `--all-rulesets`.
fn variants(args: &AnalyzeArgs) -> Result<Vec<Variant>, ExitCode> {
    let selection = |ruleset: Option<String>| Selection {
        ruleset,
        options: args.options.clone(),
        defs: crate::load::DefsDir::choose(args.defs.as_deref()),
        engine: args.engine,
        warnings: crate::cli::warning_mode(args.deny_warnings),
    };
    let mut out = Vec::new();
    for file in &args.files {
        let names = if args.all_rulesets {
            crate::load::ruleset_names(file).map_err(|f| {
                crate::err!("{}", f.render(crate::cli::color_stderr()));
                ExitCode::from(f.exit_code())
            })?
        } else {
            Vec::new()
        };
        if names.is_empty() {
            out.push(Variant {
                file: file.clone(),
                selection: selection(args.ruleset.clone()),
            });
        }
        for n in names {
            out.push(Variant {
                file: file.clone(),
                selection: selection(Some(n)),
            });
        }
    }
    Ok(out)
}

/// A variant ready to play: on the fast kernel, or on the general engine with the
/// agent of the game API that `--agents` names.
enum Loaded {
    Kernel(Box<Game>),
    General(Box<crate::engine::Engine>, GenericAgent),
}

/// The game of a variant, on the engine that runs it.
fn load(v: &Variant, agents: &str) -> Result<Loaded, ExitCode> {
    let render = |f: crate::load::Failure| {
        crate::err!("{}", f.render(crate::cli::color_stderr()));
        ExitCode::from(f.exit_code())
    };
    let rules = match crate::game::compile_file(&v.file, &v.selection).map_err(render)? {
        crate::game::Compiled::Lowered(r) => *r,
        crate::game::Compiled::Program(p) => {
            let agent = GenericAgent::parse(agents).map_err(|e| {
                crate::cli::error_help(
                    format!("{}: {e}", v.file.display()),
                    "this game runs on the general engine, whose agents are random and mcts[:PLAYOUTS]",
                );
                ExitCode::from(EXIT_USAGE)
            })?;
            return Ok(Loaded::General(
                Box::new(crate::engine::Engine::new(*p)),
                agent,
            ));
        }
    };
    Game::new(rules)
        .map(|g| Loaded::Kernel(Box::new(g)))
        .map_err(|e| {
            crate::cli::error(format!("{}: {e}", v.file.display()));
            ExitCode::from(EXIT_INPUT)
        })
}

fn progress_bar(games: u64, name: &str) -> ProgressBar {
    let bar = ProgressBar::new(games);
    if let Ok(style) = ProgressStyle::with_template(
        "{prefix:32!} {bar:30} {pos}/{len} games, {elapsed} elapsed, ~{eta} left",
    ) {
        bar.set_style(style);
    }
    bar.set_prefix(name.to_string());
    bar
}

/// Prints the report as the flags ask.
fn print(args: &AnalyzeArgs, report: &Report) -> Result<(), ExitCode> {
    if args.json {
        let text = report.json().map_err(|e| {
            crate::cli::error(e);
            ExitCode::from(EXIT_INPUT)
        })?;
        crate::outln!("{text}")
    } else if args.csv {
        crate::out!("{}", report.csv())
    } else {
        crate::out!("{}", report.table())
    }
}
