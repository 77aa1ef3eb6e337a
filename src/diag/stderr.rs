//! How a failure reaches the user beside the rendered text: the exit status a command
//! ends with, and messages on standard error that never panic. They live here, at the
//! bottom of the pipeline, because loading a file (`load`) reports through them as well
//! as the command line.

use std::fmt;
use std::io::{self, Write};

/// Exit status for errors in the user's files.
pub const EXIT_INPUT: u8 = 1;
/// Exit status for bad command-line use.
pub const EXIT_USAGE: u8 = 2;

/// Writes `args` to standard error, ignoring a failure: a diagnostic nobody can read
/// (stderr closed, or a pipe whose reader went away) is no reason to panic, as
/// `eprintln!` would.
pub fn warn(args: fmt::Arguments<'_>) {
    let _ = io::stderr().lock().write_fmt(args);
}

/// `eprint!` through [`warn`]: never panics.
#[macro_export]
macro_rules! err {
    ($($arg:tt)*) => {
        $crate::diag::warn(format_args!($($arg)*))
    };
}

/// `eprintln!` through [`warn`]: never panics.
#[macro_export]
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::diag::warn(format_args!("{}\n", format_args!($($arg)*)))
    };
}
