//! Ctrl-C for long runs (`analyze`, `match`): the first asks the run to stop starting
//! games, so that it can print and keep what it has; a second ends the process.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// The exit status of a run stopped by Ctrl-C (128 + SIGINT), after it printed what it had.
pub const EXIT_INTERRUPTED: u8 = 130;

static STOP: AtomicBool = AtomicBool::new(false);
static INSTALLED: OnceLock<bool> = OnceLock::new();

/// The flag Ctrl-C sets, with the handler installed on first use. Where no handler
/// can be installed the flag is never set and Ctrl-C ends the process as usual.
pub fn flag() -> &'static AtomicBool {
    INSTALLED.get_or_init(|| {
        ctrlc::set_handler(|| {
            if STOP.swap(true, Ordering::SeqCst) {
                // Asked twice: the user does not want to wait for the games under way.
                std::process::exit(i32::from(EXIT_INTERRUPTED));
            }
            crate::errln!(
                "\ninterrupted: finishing the games under way (Ctrl-C again to quit now)"
            );
        })
        .is_ok()
    });
    &STOP
}

/// Whether Ctrl-C was pressed.
pub fn stopped() -> bool {
    STOP.load(Ordering::SeqCst)
}
