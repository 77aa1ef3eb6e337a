//! Rule tests: `NAME.tests` files beside the game files, run by `ludic test PATH...`.
//!
//! A test file names its game and holds tests, each a position and what must hold
//! there (the exact legal turns, perft counts, the huffable pieces, the result), with
//! turns played in between; [`format`] describes the syntax, `docs/testing-rules.md`
//! the whole thing. The output follows `cargo test`: one line per test, then the
//! failures with what differs, then `N passed, M failed`.

pub mod format;
mod general;
pub mod run;

use crate::diag::{render, Diags};
use crate::load::parse_file;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The extension of rule-test files.
pub const EXTENSION: &str = "tests";

/// What a run found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Tests that passed.
    pub passed: usize,
    /// Tests that failed (a test file with errors counts as one failure).
    pub failed: usize,
    /// The report, in the style of `cargo test`.
    pub report: String,
}

/// The rule-test files at `paths`: each file as given, each folder searched
/// recursively for `*.tests`, sorted. A path that does not exist is an error.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut seen, &mut out)
                .map_err(|e| format!("cannot read `{}`: {e}", p.display()))?;
        } else if p.is_file() {
            out.push(p.clone());
        } else {
            return Err(format!("`{}` is neither a file nor a folder", p.display()));
        }
    }
    out.dedup();
    Ok(out)
}

/// Collects the test files below `dir`. A folder is searched once, however it is
/// reached: `seen` holds the canonical folders searched, so a symbolic link back up
/// the tree (`ln -s . loop`) neither repeats the tests nor loops for ever.
fn walk(dir: &Path, seen: &mut HashSet<PathBuf>, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !seen.insert(std::fs::canonicalize(dir)?) {
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, seen, out)?;
        } else if p.extension().is_some_and(|e| e == EXTENSION) {
            out.push(p);
        }
    }
    Ok(())
}

/// The name tests of `path` are listed under: the file name without `.tests`.
pub fn prefix(path: &Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

/// Runs the tests of `files` whose full name (`prefix::name`) contains `filter`.
pub fn run_files(files: &[PathBuf], filter: Option<&str>) -> Summary {
    let mut s = Summary::default();
    let mut failures: Vec<(String, String)> = Vec::new();
    for path in files {
        let pre = prefix(path);
        let parsed = match parse_file(path) {
            Ok(p) => p,
            Err(f) => {
                file_failed(&mut s, &mut failures, &pre, path, f.render(false));
                continue;
            }
        };
        let mut diags = Diags::new();
        let suite = format::read(&parsed.ast, parsed.file, &mut diags);
        let suite = match suite {
            Some(suite) if diags.is_empty() => suite,
            _ => {
                let text = render(&diags, &parsed.sources, false, 100);
                file_failed(&mut s, &mut failures, &pre, path, text);
                continue;
            }
        };
        let dir = path.parent().unwrap_or(Path::new(""));
        let outcomes = run::run_suite(&suite, dir, &parsed.sources, &pre, filter);
        if outcomes.is_empty() {
            continue;
        }
        let _ = writeln!(
            s.report,
            "running {} test{} from {}",
            outcomes.len(),
            if outcomes.len() == 1 { "" } else { "s" },
            path.display()
        );
        for o in outcomes {
            let full = format!("{pre}::{}", o.name);
            match o.failure {
                None => {
                    s.passed += 1;
                    let _ = writeln!(s.report, "test {full} ... ok");
                }
                Some(why) => {
                    s.failed += 1;
                    let _ = writeln!(s.report, "test {full} ... FAILED");
                    failures.push((full, why));
                }
            }
        }
        s.report.push('\n');
    }
    if !failures.is_empty() {
        s.report.push_str("failures:\n\n");
        for (name, why) in &failures {
            let _ = writeln!(s.report, "---- {name} ----\n{}", why.trim_end());
            s.report.push('\n');
        }
    }
    let _ = writeln!(s.report, "{} passed, {} failed", s.passed, s.failed);
    s
}

fn file_failed(
    s: &mut Summary,
    failures: &mut Vec<(String, String)>,
    pre: &str,
    path: &Path,
    why: String,
) {
    s.failed += 1;
    let _ = writeln!(
        s.report,
        "test {pre} ... FAILED (errors in {})\n",
        path.display()
    );
    failures.push((pre.to_string(), why));
}
