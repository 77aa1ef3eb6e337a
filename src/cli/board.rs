//! `ludic board FILE [--json]`: the equipment of a game alone (players, containers, the
//! board's cells, vertices and edges with what is adjacent to each), even when its
//! rules do not compile yet.

use crate::cli::GameArgs;
use crate::diag::{render, Diag, Diags};
use crate::game::equipment::equipment_file;
use crate::load::Failure;
use std::process::ExitCode;

/// Arguments of `ludic board`.
#[derive(clap::Args, Debug)]
pub struct BoardArgs {
    /// The game and its ruleset and options.
    #[command(flatten)]
    pub game: GameArgs,
    /// Print the equipment as JSON: players, stochastic, containers, and the board's
    /// cells, vertices and edges, each with its index, position and adjacent elements.
    #[arg(long)]
    pub json: bool,
}

/// Runs `ludic board`.
pub fn run(args: &BoardArgs) -> ExitCode {
    let read = match equipment_file(&args.game.file, &args.game.selection()) {
        Ok(r) => r,
        Err(f) => return super::check::fail(&f),
    };
    if let Some(f) = &read.rules_failed {
        warn_rules(f);
    }
    let equipment = read.equipment;
    let printed = if args.json {
        match serde_json::to_string_pretty(&equipment.to_json()) {
            Ok(s) => crate::outln!("{s}"),
            Err(e) => {
                crate::cli::error(format!("cannot write the equipment as JSON: {e}"));
                return ExitCode::from(crate::cli::EXIT_INPUT);
            }
        }
    } else {
        crate::out!("{}", equipment.to_text())
    };
    crate::cli::output::then(printed, ExitCode::SUCCESS)
}

/// Says on stderr that the rules were left out, at the first place they fail.
fn warn_rules(f: &Failure) {
    let Some(first) = f.diags.0.first() else {
        return;
    };
    let mut d = Diag::warning(
        "lud::board::rules",
        format!(
            "the rules do not expand ({}); the equipment is read without them and the pieces, and \
             `stochastic` says only whether it has dice",
            first.message
        ),
    )
    .help("`ludic expand` shows every error of the rules");
    if let Some(span) = first.span() {
        d = d.label(span, "the rules stop here");
    }
    let text = render(&Diags(vec![d]), &f.sources, crate::cli::color_stderr(), 100);
    crate::err!("{text}");
}
