//! The `ludic` command line: one file per command, all sharing the exit codes and
//! the rendering of diagnostics defined here.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Exit status for errors in the user's files.
pub const EXIT_INPUT: u8 = 1;
/// Exit status for bad command-line use.
pub const EXIT_USAGE: u8 = 2;

/// ludic: read, check and play Ludii-style game descriptions.
#[derive(Parser, Debug)]
#[command(name = "ludic", version, about, long_about = None)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Subcommand, Debug)]
pub enum Command {}

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
    match cli.command {}
}

/// Whether to colour output on stderr: a terminal, and `NO_COLOR` unset.
pub fn color_stderr() -> bool {
    use std::io::IsTerminal;
    std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
}
