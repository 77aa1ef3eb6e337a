//! The `ludic` command line: one file per command, all sharing the exit codes and
//! the rendering of diagnostics defined here.

pub mod analyze;
pub mod ast;
pub mod bench;
pub mod board;
pub mod check;
pub mod completions;
pub mod expand;
pub mod games;
pub mod interrupt;
pub mod library;
pub mod ludemes;
pub mod r#match;
pub mod output;
pub mod perft;
pub mod play;
pub mod replay;
pub mod replay_trace;
pub mod rules;
pub mod serve;
pub mod svg;
pub mod test;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// The exit statuses, defined with the diagnostics so that loading a file can choose one.
pub use crate::diag::{EXIT_INPUT, EXIT_USAGE};

/// ludic: read, check and play Ludii-style game descriptions.
#[derive(Parser, Debug)]
#[command(name = "ludic", version, about, long_about = None)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The game file and the choice of ruleset and options, shared by every command
/// that reads a game.
#[derive(clap::Args, Debug, Clone)]
pub struct GameArgs {
    /// The `.lud` game file.
    pub file: std::path::PathBuf,
    /// Ruleset to use: a case-insensitive substring of its name.
    #[arg(long)]
    pub ruleset: Option<String>,
    /// Option item to select, as "Heading/Label" (repeatable).
    #[arg(long = "option", value_name = "HEADING/LABEL")]
    pub options: Vec<String>,
    /// A Ludii installation's `def` folder (searched recursively for *.def) to use instead
    /// of the built-in rendering of Ludii's shared defines; default: $LUDIC_DEFS.
    #[arg(long, value_name = "DIR")]
    pub defs: Option<std::path::PathBuf>,
    /// Which engine runs a file written in Ludii's move language: `auto` lowers it to
    /// the fast kernel when it means a draughts rule set; `general` never does.
    #[arg(long, value_enum, default_value_t = crate::load::EngineChoice::Auto)]
    pub engine: crate::load::EngineChoice,
    /// Make the file's warnings errors (exit status 1): an unused define, an extra define
    /// argument, an option nothing refers to, an option item that sets nothing; for CI.
    #[arg(long)]
    pub deny_warnings: bool,
}

impl GameArgs {
    /// The selection these arguments make.
    pub fn selection(&self) -> crate::load::Selection {
        crate::load::Selection {
            ruleset: self.ruleset.clone(),
            options: self.options.clone(),
            defs: crate::load::DefsDir::choose(self.defs.as_deref()),
            engine: self.engine,
            warnings: warning_mode(self.deny_warnings),
        }
    }
}

/// What loading does with a game's warnings: print them on stderr, or, with
/// `--deny-warnings`, refuse the game.
pub fn warning_mode(deny: bool) -> crate::load::WarningMode {
    if deny {
        crate::load::WarningMode::Deny
    } else {
        crate::load::WarningMode::Print {
            color: color_stderr(),
        }
    }
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the compiled rule set of a game (stable text, or JSON with --json).
    Rules(rules::RulesArgs),
    /// Read and check a game file; print a one-line summary when it is fine.
    Check(check::CheckArgs),
    /// Print a game's equipment alone: players, containers, the board's cells, vertices
    /// and edges with their adjacency (text, or JSON with --json).
    Board(board::BoardArgs),
    /// Print a game with defines, options and rulesets resolved, as canonical .lud text.
    Expand(expand::ExpandArgs),
    /// Print the syntax tree of a file as read (an outline, or JSON with --json).
    Ast(ast::AstArgs),
    /// Count turn sequences from a position, depth by depth (bulk counting).
    Perft(perft::PerftArgs),
    /// Measure perft leaves/s and random playouts/s (single thread).
    Bench(bench::BenchArgs),
    /// Run rule tests: `*.tests` files beside the games (see docs/testing-rules.md).
    Test(test::TestArgs),
    /// Play a game in the terminal: you against the computer, or any pairing.
    Play(play::PlayArgs),
    /// Self-play between two agents, games in parallel, with a result table.
    Match(r#match::MatchArgs),
    /// Game metrics from self-play, variants side by side (table, JSON, CSV, plots).
    Analyze(analyze::AnalyzeArgs),
    /// Check that every turn of the games in a PDN file is legal.
    Replay(replay::ReplayArgs),
    /// Replay a trace of Ludii's random games with Ludii's dice, checking at every move
    /// that ludic's legal moves are Ludii's (see docs/testing.md).
    ReplayTrace(replay_trace::ReplayTraceArgs),
    /// Draw a position as SVG: the start, a FEN, or where some turns lead.
    Svg(svg::SvgArgs),
    /// Serve a local web page to play the games in a browser.
    Serve(serve::ServeArgs),
    /// List the games built into ludic, which every command finds by name, with their
    /// rulesets.
    Games(games::GamesArgs),
    /// Print a shell's completion script (bash, zsh, fish, elvish, powershell).
    Completions(completions::CompletionsArgs),
    /// List the ludemes ludic knows; with --library, those Ludii's games use that it lacks.
    Ludemes(ludemes::LudemesArgs),
    /// How much of a folder of games (such as Ludii's library) loads, folder by folder,
    /// and what stops the rest.
    Library(library::LibraryArgs),
}

/// Runs the command line and returns the process exit status.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match cli.command {
        Command::Rules(a) => rules::run(&a),
        Command::Check(a) => check::run(&a),
        Command::Board(a) => board::run(&a),
        Command::Expand(a) => expand::run(&a),
        Command::Ast(a) => ast::run(&a),
        Command::Perft(a) => perft::run(&a),
        Command::Bench(a) => bench::run(&a),
        Command::Test(a) => test::run(&a),
        Command::Play(a) => play::run(&a),
        Command::Match(a) => r#match::run(&a),
        Command::Analyze(a) => analyze::run(&a),
        Command::Replay(a) => replay::run(&a),
        Command::ReplayTrace(a) => replay_trace::run(&a),
        Command::Svg(a) => svg::run(&a),
        Command::Games(a) => games::run(&a),
        Command::Completions(a) => completions::run(&a),
        Command::Serve(a) => serve::run(&a),
        Command::Ludemes(a) => ludemes::run(&a),
        Command::Library(a) => library::run(&a),
    }
}

/// Reads, expands and compiles the game the command line names, for whichever engine
/// runs it; a failure is reported on stderr and becomes the exit status.
pub fn compile_game(args: &GameArgs) -> Result<crate::game::Compiled, ExitCode> {
    crate::game::compile_file(&args.file, &args.selection()).map_err(|f| {
        crate::err!("{}", f.render(color_stderr()));
        ExitCode::from(f.exit_code())
    })
}

/// A pool of `threads` rayon threads; failing to start them is reported on stderr.
pub fn thread_pool(threads: usize) -> Result<rayon::ThreadPool, ExitCode> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| {
            crate::cli::error(format!("cannot start {threads} threads: {e}"));
            ExitCode::from(EXIT_INPUT)
        })
}

/// The longest time an option given in seconds accepts: a day. Beyond it a budget
/// is a mistake, and `Duration` cannot hold every `f64` (`1e20` would panic).
pub const MAX_SECONDS: f64 = 86_400.0;

/// The most threads a command starts (`perft --threads`, `match --threads`).
pub const MAX_THREADS: u32 = 1024;

/// Parses a number of seconds in (0, [`MAX_SECONDS`]], for clap's `value_parser`.
pub fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x <= MAX_SECONDS => Ok(x),
        _ => Err(format!(
            "`{s}` is not a number of seconds in (0, {MAX_SECONDS}]"
        )),
    }
}

/// Whether to colour output on stderr (see [`color_for`]).
pub fn color_stderr() -> bool {
    use std::io::IsTerminal;
    color_for(std::io::stderr().is_terminal())
}

/// Whether to colour output on stdout (see [`color_for`]).
pub fn color_stdout() -> bool {
    use std::io::IsTerminal;
    color_for(std::io::stdout().is_terminal())
}

/// The colour conventions of the command line: `CLICOLOR_FORCE` colours always,
/// `NO_COLOR` or `CLICOLOR=0` never; otherwise a terminal that can show colour.
pub fn color_for(terminal: bool) -> bool {
    if anstyle_query::clicolor_force() {
        return true;
    }
    if anstyle_query::no_color() || anstyle_query::clicolor() == Some(false) {
        return false;
    }
    terminal && anstyle_query::term_supports_color()
}

/// Reports an error that is not in a game file (a command-line value, a PDN or FEN
/// text, a file that cannot be written) on stderr, in the style of a file's
/// diagnostics.
pub fn error(message: impl std::fmt::Display) {
    report(crate::diag::Diag::new("lud::cli", message.to_string()));
}

/// [`error`] with a help line.
pub fn error_help(message: impl std::fmt::Display, help: impl Into<String>) {
    report(crate::diag::Diag::new("lud::cli", message.to_string()).help(help));
}

fn report(d: crate::diag::Diag) {
    let text = crate::diag::render(
        &crate::diag::Diags(vec![d]),
        &crate::diag::Sources::new(),
        color_stderr(),
        100,
    );
    crate::err!("{text}");
}
