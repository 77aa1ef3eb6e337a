//! `ludic library DIR`: how much of a folder of games ludic loads, folder by folder, and
//! what stops the rest. Run on Ludii's `Common/res/lud/board`, it is the measure of how
//! much of Ludii's library ludic reads: each file is read, expanded with its default
//! options and no ruleset (as Ludii's loader reads it), compiled, and given its start
//! position; the first diagnostic of a file that stops names the stage, the code and the
//! ludeme at its place.

use crate::cli::EXIT_INPUT;
use crate::load::{expand_file, Failure, Selection};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `ludic library`.
#[derive(clap::Args, Debug)]
pub struct LibraryArgs {
    /// A folder of `.lud` files, searched recursively (such as Ludii's
    /// `Common/res/lud/board`).
    pub dir: PathBuf,
    /// Print JSON (every file with its stage, code and ludeme) rather than tables.
    #[arg(long)]
    pub json: bool,
    /// A Ludii installation's `def` folder to expand the defines with, in place of
    /// ludic's built-in rendering of Ludii's shared defines; default: $LUDIC_DEFS.
    #[arg(long, value_name = "DIR")]
    pub defs: Option<PathBuf>,
    /// How many levels of sub-folders the table groups by.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=8))]
    pub depth: u32,
    /// How many of the most common reasons to list (all when 0).
    #[arg(long, default_value_t = 20)]
    pub top: usize,
}

/// How far a file got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
enum Stage {
    /// Stopped by the reader (syntax).
    Read,
    /// Stopped by expansion (defines, options, rulesets).
    Expand,
    /// Refused by the compiler.
    Compile,
    /// Panicked: a defect of ludic.
    Crash,
    /// Loaded: compiled and given its start position.
    Loads,
}

/// One file's result.
#[derive(Serialize)]
struct FileResult {
    file: String,
    folder: String,
    stage: Stage,
    /// The first diagnostic's code, when the file stops.
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<String>,
    /// The ludeme or define at the first diagnostic's place, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    ludeme: Option<String>,
    /// The first diagnostic's message, or the panic's.
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
}

/// Runs `ludic library`.
pub fn run(args: &LibraryArgs) -> ExitCode {
    let mut files = Vec::new();
    if let Err(e) = super::ludemes::collect(&args.dir, &mut files) {
        crate::cli::error(format!("{}: {e}", args.dir.display()));
        return ExitCode::from(EXIT_INPUT);
    }
    files.sort();
    let sel = Selection {
        defs: crate::load::DefsDir::choose(args.defs.as_deref()),
        ..Selection::default()
    };
    let bar = ProgressBar::new(files.len() as u64);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} files, {elapsed} elapsed, ~{eta} left")
    {
        bar.set_style(style);
    }
    // A panic is a defect reported in the table, not on stderr once per file.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let results: Vec<FileResult> = files
        .par_iter()
        .map(|f| {
            let r = one(&args.dir, f, &sel, args.depth as usize);
            bar.inc(1);
            r
        })
        .collect();
    std::panic::set_hook(hook);
    bar.finish_and_clear();
    let printed = if args.json {
        crate::outln!(
            "{}",
            serde_json::to_string_pretty(&results).unwrap_or_default()
        )
    } else {
        print_tables(&args.dir, &results, args.top)
    };
    crate::cli::output::then(printed, ExitCode::SUCCESS)
}

/// Reads, expands, compiles and starts one file; a panic is caught and reported.
fn one(dir: &Path, file: &Path, sel: &Selection, depth: usize) -> FileResult {
    let rel = file.strip_prefix(dir).unwrap_or(file);
    let folder = rel
        .parent()
        .map(|p| {
            p.components()
                .take(depth)
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/")
        })
        .unwrap_or_default();
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| stage(file, sel)));
    let (stage, code, ludeme, message) = match run {
        Ok(Ok(())) => (Stage::Loads, None, None, None),
        Ok(Err((stage, f))) => {
            let first = f.diags.0.first();
            (
                stage,
                first.map(|d| d.code.to_string()),
                first.and_then(|d| ludeme_at(&f, d)),
                first.map(|d| d.message.clone()),
            )
        }
        Err(p) => (Stage::Crash, None, None, Some(panic_text(&p))),
    };
    FileResult {
        file: rel.display().to_string(),
        folder: if folder.is_empty() {
            ".".into()
        } else {
            folder
        },
        stage,
        code,
        ludeme,
        message,
    }
}

/// The stages in turn; the error says where the file stopped.
fn stage(file: &Path, sel: &Selection) -> Result<(), (Stage, Failure)> {
    let expanded = expand_file(file, sel).map_err(|f| {
        let read = f
            .diags
            .0
            .first()
            .is_some_and(|d| d.code.starts_with("lud::parse") || d.code.starts_with("lud::io"));
        (if read { Stage::Read } else { Stage::Expand }, f)
    })?;
    match crate::game::compile(&expanded.game, sel.engine) {
        Ok(crate::game::Compiled::Program(p)) => {
            let e = crate::engine::Engine::new(*p);
            let _ = e.start();
            Ok(())
        }
        Ok(crate::game::Compiled::Lowered(r)) => crate::kernel::Game::new(*r)
            .map(|g| {
                let _ = g.start();
            })
            .map_err(|e| {
                let mut diags = crate::diag::Diags::default();
                diags.0.push(crate::diag::Diag::new(
                    "lud::kernel::refused",
                    e.to_string(),
                ));
                (
                    Stage::Compile,
                    Failure {
                        sources: expanded.sources.clone(),
                        diags,
                        usage: false,
                    },
                )
            }),
        Err(diags) => Err((
            Stage::Compile,
            Failure {
                sources: expanded.sources,
                diags,
                usage: false,
            },
        )),
    }
}

/// The ludeme (its head, with a subtype: `is Line`, `move Add`) or the define (`"Name"`)
/// that the diagnostic's first label points at.
fn ludeme_at(f: &Failure, d: &crate::diag::Diag) -> Option<String> {
    let span = d.labels.first()?.span;
    // A label may cover the head alone (`is` of `(is Full)`): read on from its start.
    let source = f.sources.text(span.file);
    let start = span.start as usize;
    let end = (start + 80).min(source.len());
    let text = source
        .get(start..end)
        .or_else(|| source.get(start..span.end as usize))?;
    let text = text.trim_start_matches(['(', '{', ' ']);
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == '{' || c == '}')
        .filter(|w| !w.is_empty());
    let head = words.next()?;
    if head.starts_with('"') {
        return head.split('"').nth(1).map(|n| format!("\"{n}\""));
    }
    let sub = words
        .next()
        .filter(|w| w.chars().next().is_some_and(|c| c.is_ascii_uppercase()))
        .filter(|w| !w.contains(':'));
    Some(match sub {
        Some(s) if crate::program::compile::ludemes::SUBTYPED_HEADS.contains(&head) => {
            format!("{head} {s}")
        }
        _ => head.to_string(),
    })
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic".into())
}

/// The table by folder, then the most common reasons.
fn print_tables(dir: &Path, results: &[FileResult], top: usize) -> Result<(), ExitCode> {
    let mut by_folder: BTreeMap<&str, [usize; 5]> = BTreeMap::new();
    for r in results {
        by_folder.entry(&r.folder).or_default()[r.stage as usize] += 1;
    }
    let width = by_folder.keys().map(|k| k.len()).max().unwrap_or(6).max(6);
    crate::outln!("{}: {} files", dir.display(), results.len())?;
    crate::outln!(
        "{:width$}  {:>6}  {:>6}  {:>7}  {:>7}  {:>6}  {:>6}",
        "folder",
        "files",
        "loads",
        "compile",
        "expand",
        "read",
        "crash"
    )?;
    let mut total = [0usize; 5];
    let row = |name: &str, n: &[usize; 5]| {
        let files: usize = n.iter().sum();
        crate::outln!(
            "{name:width$}  {files:>6}  {:>6}  {:>7}  {:>7}  {:>6}  {:>6}",
            n[Stage::Loads as usize],
            n[Stage::Compile as usize],
            n[Stage::Expand as usize],
            n[Stage::Read as usize],
            n[Stage::Crash as usize]
        )
    };
    for (folder, n) in &by_folder {
        row(folder, n)?;
        for (t, x) in total.iter_mut().zip(n) {
            *t += x;
        }
    }
    row("all", &total)?;
    let loads = total[Stage::Loads as usize];
    crate::outln!(
        "{loads} of {} files load ({:.1}%); the columns after `loads` count the files stopped at each stage",
        results.len(),
        100.0 * loads as f64 / results.len().max(1) as f64
    )?;
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for r in results.iter().filter(|r| r.stage != Stage::Loads) {
        let key = match (&r.code, &r.ludeme) {
            (Some(c), Some(l)) => format!("{c} at {l}"),
            (Some(c), None) => c.clone(),
            _ => "panic".to_string(),
        };
        *reasons.entry(key).or_default() += 1;
    }
    let mut reasons: Vec<(String, usize)> = reasons.into_iter().collect();
    reasons.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let shown = if top == 0 { reasons.len() } else { top };
    crate::outln!("what stops the others first, most files first:")?;
    for (k, n) in reasons.iter().take(shown) {
        crate::outln!("{n:>6}  {k}")?;
    }
    if reasons.len() > shown {
        crate::outln!(
            "({} more reasons; --top 0 lists all)",
            reasons.len() - shown
        )?;
    }
    Ok(())
}
