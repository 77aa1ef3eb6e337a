//! `ludic expand FILE`: print the game with defines, options and rulesets resolved,
//! as canonical `.lud` text.

use crate::cli::check::fail;
use crate::cli::GameArgs;
use crate::load::expand_file;
use std::process::ExitCode;

/// Arguments of `ludic expand`.
#[derive(clap::Args, Debug)]
pub struct ExpandArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
}

/// Runs `ludic expand`.
pub fn run(args: &ExpandArgs) -> ExitCode {
    match expand_file(&args.game.file, &args.game.selection()) {
        Ok(e) => crate::cli::output::then(
            crate::outln!("{}", crate::syntax::print::print_node(&e.game)),
            ExitCode::SUCCESS,
        ),
        Err(f) => fail(&f),
    }
}
