//! What loading does with a file's warnings ([`crate::expand::warnings`]): keep them
//! with the expanded game, print them on stderr as the command line does, or refuse
//! the file (`--deny-warnings`, for CI).

use super::{Expanded, Failure};
use crate::diag::{render, Severity};
pub use crate::expand::WarningMode;
use std::collections::HashSet;
use std::io::Write;
use std::sync::Mutex;

/// The warnings already printed, as rendered.
static PRINTED: Mutex<Option<HashSet<String>>> = Mutex::new(None);

/// `expanded` as `mode` wants it: kept, printed, or a failure when it has warnings
/// and they are denied.
pub fn apply(expanded: Expanded, mode: WarningMode) -> Result<Expanded, Failure> {
    if expanded.warnings.is_empty() {
        return Ok(expanded);
    }
    match mode {
        WarningMode::Keep => Ok(expanded),
        WarningMode::Print { color } => {
            let text = render(&expanded.warnings, &expanded.sources, color, 100);
            let fresh = PRINTED
                .lock()
                .map(|mut p| p.get_or_insert_with(HashSet::new).insert(text.clone()))
                .unwrap_or(true);
            if fresh {
                // stderr may be closed: nobody is left to tell, and the game still loads.
                let _ = std::io::stderr().lock().write_all(text.as_bytes());
            }
            Ok(expanded)
        }
        WarningMode::Deny => {
            let mut diags = expanded.warnings;
            for d in &mut diags.0 {
                d.severity = Severity::Error;
                let help = d.help.take().unwrap_or_default();
                d.help = Some(format!("{help} (an error under --deny-warnings)"));
            }
            Err(Failure {
                sources: expanded.sources,
                diags,
                usage: false,
            })
        }
    }
}
