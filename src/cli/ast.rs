//! `ludic ast FILE`: print the syntax tree of a file as read, before expansion.

use crate::cli::check::fail;
use crate::load::parse_file;
use std::process::ExitCode;

/// Arguments of `ludic ast`.
#[derive(clap::Args, Debug)]
pub struct AstArgs {
    /// The `.lud` file.
    pub file: std::path::PathBuf,
    /// Print JSON (with byte spans) instead of the indented outline.
    #[arg(long)]
    pub json: bool,
}

/// Runs `ludic ast`.
pub fn run(args: &AstArgs) -> ExitCode {
    let parsed = match parse_file(&args.file) {
        Ok(p) => p,
        Err(f) => return fail(&f),
    };
    let printed = if args.json {
        match serde_json::to_string_pretty(&parsed.ast) {
            Ok(s) => crate::outln!("{s}"),
            Err(e) => {
                crate::cli::error(format!("cannot write JSON: {e}"));
                return ExitCode::from(crate::cli::EXIT_INPUT);
            }
        }
    } else {
        let text = parsed.sources.text(parsed.file);
        crate::out!("{}", crate::syntax::outline::outline(&parsed.ast, text))
    };
    crate::cli::output::then(printed, ExitCode::SUCCESS)
}
