//! `ludic completions SHELL`: the shell's completion script for every command and
//! option, as clap writes it.

use clap::CommandFactory;
use std::process::ExitCode;

/// Arguments of `ludic completions`.
#[derive(clap::Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell.
    pub shell: clap_complete::Shell,
}

/// Runs `ludic completions`.
pub fn run(args: &CompletionsArgs) -> ExitCode {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::cli::Cli::command(),
        "ludic",
        &mut script,
    );
    let text = String::from_utf8_lossy(&script);
    crate::cli::output::then(crate::out!("{text}"), ExitCode::SUCCESS)
}
