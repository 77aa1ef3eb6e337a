//! Standard output for every command: written and flushed through one helper, so that
//! a reader that went away (`ludic perft ... | head -1`) ends the command quietly and a
//! failed write (`> /dev/full`) is reported as an error instead of the panic of
//! `println!`.
//!
//! Commands print with [`out!`](crate::out) and [`outln!`](crate::outln), which
//! evaluate to `Result<(), ExitCode>`; the `?` operator then stops the command with
//! the exit status [`ended`] chose. Messages on standard error go through
//! [`err!`](crate::err) and [`errln!`](crate::errln), which `diag` defines (loading a
//! file warns through them too).

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// Writes `args` to standard output and flushes it, so that a failure shows here and
/// not in the unchecked flush at exit. The error is the exit status to end with.
pub fn write(args: fmt::Arguments<'_>) -> Result<(), ExitCode> {
    let mut out = io::stdout().lock();
    out.write_fmt(args)
        .and_then(|()| out.flush())
        .map_err(|e| ended(&e))
}

/// The exit status after a failed write to standard output: success, silently, when
/// the reader closed the pipe (the output was not wanted any more, as `head` says);
/// otherwise the error is reported on stderr and the status is 1.
pub fn ended(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    // stderr may be gone too; there is nobody left to tell, so the result is ignored.
    let _ = writeln!(io::stderr(), "error: cannot write to standard output: {e}");
    ExitCode::from(super::EXIT_INPUT)
}

/// The exit status of a command that printed its last output with `printed` and
/// otherwise ends with `code`.
pub fn then(printed: Result<(), ExitCode>, code: ExitCode) -> ExitCode {
    match printed {
        Ok(()) => code,
        Err(stop) => stop,
    }
}

/// `print!` to standard output through [`write`]: `Result<(), ExitCode>`.
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::output::write(format_args!($($arg)*))
    };
}

/// `println!` to standard output through [`write`]: `Result<(), ExitCode>`.
#[macro_export]
macro_rules! outln {
    () => {
        $crate::cli::output::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::output::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}
