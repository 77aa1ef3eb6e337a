//! `ludic rules FILE [--ruleset R] [--option O] [--json]`: print the compiled rule set
//! in a stable text form (or as JSON), for reading and for snapshots.

use crate::cli::GameArgs;
use crate::game::rules_from_file;
use std::process::ExitCode;

/// Arguments of `ludic rules`.
#[derive(clap::Args, Debug)]
pub struct RulesArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Print the rules as pretty JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Whether the game is written in ludic's own draughts ludemes (whose rule set is what
/// its author wrote, so it is printed without the note on lowering).
fn is_own(game: &GameArgs) -> bool {
    crate::load::expand_file(&game.file, &game.selection())
        .is_ok_and(|e| crate::program::compile::is_own(&e.game))
}

/// Runs `ludic rules`.
pub fn run(args: &RulesArgs) -> ExitCode {
    match super::compile_game(&args.game) {
        Ok(crate::game::Compiled::Program(p)) => {
            if args.json {
                let printed = match crate::program::json::to_json(&p) {
                    Ok(s) => crate::outln!("{s}"),
                    Err(e) => {
                        crate::cli::error(format!("cannot write the program as JSON: {e}"));
                        return ExitCode::from(crate::cli::EXIT_INPUT);
                    }
                };
                return crate::cli::output::then(printed, ExitCode::SUCCESS);
            }
            let lowered = crate::game::lower(&p).map(|_| ());
            return crate::cli::output::then(
                crate::out!("{}", crate::program::text::render(&p, &lowered)),
                ExitCode::SUCCESS,
            );
        }
        Err(code) => return code,
        Ok(crate::game::Compiled::Lowered(_)) if !args.json && !is_own(&args.game) => {
            if let Err(code) = crate::outln!(
                "lowered: this move program means a draughts rule set and runs on the fast kernel \
                 (`--engine general` runs it move by move instead)"
            ) {
                return code;
            }
        }
        Ok(crate::game::Compiled::Lowered(_)) => {}
    }
    match rules_from_file(&args.game.file, &args.game.selection()) {
        Ok(rules) => {
            let printed = if args.json {
                match serde_json::to_string_pretty(&rules) {
                    Ok(s) => crate::outln!("{s}"),
                    Err(e) => {
                        crate::cli::error(format!("cannot write the rules as JSON: {e}"));
                        return ExitCode::from(crate::cli::EXIT_INPUT);
                    }
                }
            } else {
                crate::out!("{}", crate::program::compile::own::text::render(&rules))
            };
            crate::cli::output::then(printed, ExitCode::SUCCESS)
        }
        Err(f) => {
            crate::err!("{}", f.render(crate::cli::color_stderr()));
            ExitCode::from(f.exit_code())
        }
    }
}
