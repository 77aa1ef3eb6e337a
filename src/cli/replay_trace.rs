//! `ludic replay-trace FILE TRACE.jsonl`: replays Ludii's recorded random games move by
//! move, with Ludii's dice, and checks that ludic's legal moves are Ludii's at every
//! move (`play::ludii_trace`; the method is in docs/testing.md).

use crate::cli::{GameArgs, EXIT_INPUT};
use crate::play::ludii_trace::{read_games, replay_game};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::process::ExitCode;

/// Arguments of `ludic replay-trace`.
#[derive(clap::Args, Debug)]
pub struct ReplayTraceArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// The trace of Ludii's games: JSON lines, as docs/testing.md describes.
    pub trace: std::path::PathBuf,
    /// Go on with the next game after a game's first difference (the exit status is
    /// still 1 when any game differs).
    #[arg(long)]
    pub keep_going: bool,
    /// Print a line for every game, agreeing or not.
    #[arg(long, short)]
    pub verbose: bool,
}

/// Runs `ludic replay-trace`.
pub fn run(args: &ReplayTraceArgs) -> ExitCode {
    let path = args.trace.display();
    let (file, size) = match crate::input_file::open_stream(&args.trace) {
        Ok(f) => f,
        Err(e) => {
            crate::cli::error(format!("cannot read {path}: {e}"));
            return ExitCode::from(EXIT_INPUT);
        }
    };
    let engine = match crate::game::engine_from_file(&args.game.file, &args.game.selection()) {
        Ok(e) => e,
        Err(f) => {
            crate::err!("{}", f.render(crate::cli::color_stderr()));
            return ExitCode::from(f.exit_code());
        }
    };
    let bar = progress(size);
    let reader = std::io::BufReader::new(bar.wrap_read(file));
    let (mut games, mut agree, mut steps, mut differ) = (0usize, 0usize, 0usize, 0usize);
    let read = read_games(reader, |g| {
        games += 1;
        match replay_game(&engine, &g) {
            Ok(a) => {
                agree += 1;
                steps += a.steps;
                if args.verbose {
                    bar.suspend(|| {
                        crate::outln!("game {}: {} moves agree; {}", g.game, a.steps, a.ending)
                    })
                    .ok();
                }
                true
            }
            Err(d) => {
                differ += 1;
                let at = d
                    .step
                    .map_or("at the end".to_string(), |s| format!("move {s}"));
                let seed = g.seed.map_or(String::new(), |s| format!(" (seed {s})"));
                bar.suspend(|| {
                    let message = format!(
                        "{path}:{}: game {}{seed}, {at}: {}",
                        d.line, g.game, d.message
                    );
                    if d.position.is_empty() {
                        crate::cli::error(message);
                    } else {
                        crate::cli::error_help(
                            message,
                            format!("ludic's position: {}", d.position),
                        );
                    }
                });
                args.keep_going
            }
        }
    });
    bar.finish_and_clear();
    if let Err(e) = read {
        crate::cli::error(format!("{path}: {e}"));
        return ExitCode::from(EXIT_INPUT);
    }
    if games == 0 {
        crate::cli::error(format!("{path}: no games found"));
        return ExitCode::from(EXIT_INPUT);
    }
    if differ > 0 && !args.keep_going {
        return ExitCode::from(1);
    }
    let summary =
        format!("{agree} of {games} games agree with Ludii's at every move ({steps} moves)");
    if crate::outln!("{summary}").is_err() {
        return ExitCode::from(EXIT_INPUT);
    }
    if differ > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn progress(bytes: u64) -> ProgressBar {
    let bar = ProgressBar::new(bytes);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:30} {bytes}/{total_bytes} of the trace, {elapsed}")
    {
        bar.set_style(style);
    }
    // Only on a terminal: a bar in a log or a pipe is noise.
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}
