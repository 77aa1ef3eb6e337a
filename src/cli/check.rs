//! `ludic check FILE`: read, expand and compile a game, and say in one line that it is fine, or show every error.

use crate::cli::GameArgs;
use crate::load::{expand_file, Failure};
use std::process::ExitCode;

/// Arguments of `ludic check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
}

/// Runs `ludic check`.
pub fn run(args: &CheckArgs) -> ExitCode {
    match check(&args.game) {
        Ok(summary) => crate::cli::output::then(crate::outln!("{summary}"), ExitCode::SUCCESS),
        Err(f) => fail(&f),
    }
}

/// Each stage in turn: read, expand, compile.
fn check(args: &GameArgs) -> Result<String, Failure> {
    let expanded = expand_file(&args.file, &args.selection())?;
    let compiled = match crate::game::compile(&expanded.game, args.engine) {
        Ok(r) => r,
        Err(diags) => {
            return Err(Failure {
                sources: expanded.sources,
                diags,
                usage: false,
            })
        }
    };
    let mut summary = format!("{}: ok: \"{}\"", args.file.display(), compiled.name());
    if let Some(r) = &expanded.ruleset {
        summary.push_str(&format!(", ruleset \"{r}\""));
    }
    if !expanded.options.is_empty() {
        summary.push_str(&format!(", options {}", expanded.options.join(", ")));
    }
    // A game in ludic's own draughts ludemes is lowered too, but its author wrote a rule
    // set, not a move program: the kernel running it goes without saying.
    let own = crate::program::compile::is_own(&expanded.game);
    match compiled {
        crate::game::Compiled::Program(_) => summary.push_str(", run by the general engine"),
        crate::game::Compiled::Lowered(_) if !own => {
            summary.push_str(", a move program lowered to the fast kernel")
        }
        crate::game::Compiled::Lowered(_) => {}
    }
    Ok(summary)
}

/// Renders a failure on stderr and returns its exit status.
pub fn fail(f: &Failure) -> ExitCode {
    crate::err!("{}", f.render(crate::cli::color_stderr()));
    ExitCode::from(f.exit_code())
}
