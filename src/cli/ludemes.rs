//! `ludic ludemes [--json] [--library DIR]`: every ludeme ludic knows (the move
//! language's table), and, given a folder of Ludii's games, how many files use each
//! ludeme ludic lacks, most-used first: the map of what is left.

use crate::cli::EXIT_INPUT;
use crate::load::{expand_file, Selection};
use crate::program::compile::ludemes::{self, NOT_SUBTYPES, SUBTYPED_HEADS};
use crate::syntax::ast::{Head, Kind, Node};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `ludic ludemes`.
#[derive(clap::Args, Debug)]
pub struct LudemesArgs {
    /// Print JSON rather than text.
    #[arg(long)]
    pub json: bool,
    /// A folder of `.lud` files (searched recursively), such as Ludii's
    /// `Common/res/lud/board`: count the files that use each ludeme ludic lacks.
    #[arg(long, value_name = "DIR")]
    pub library: Option<PathBuf>,
    /// A Ludii installation's `def` folder to expand the library's defines with, in place
    /// of ludic's built-in rendering of Ludii's shared defines; default: $LUDIC_DEFS.
    #[arg(long, value_name = "DIR")]
    pub defs: Option<PathBuf>,
    /// How many of the ludemes lacking to list (all when 0).
    #[arg(long, default_value_t = 0)]
    pub top: usize,
}

/// One ludeme of the table, as listed.
#[derive(Serialize)]
struct Known {
    key: &'static str,
    family: &'static str,
    summary: &'static str,
    ludii: &'static str,
}

/// One ludeme ludic lacks and the files using it.
#[derive(Serialize)]
struct Lacking {
    key: String,
    files: usize,
}

/// What a library run found.
#[derive(Serialize)]
struct Library {
    files: usize,
    parsed: usize,
    failed: usize,
    ludemes_used: usize,
    ludemes_used_known: usize,
    ludemes_known: usize,
    lacking: Vec<Lacking>,
}

/// Runs `ludic ludemes`.
pub fn run(args: &LudemesArgs) -> ExitCode {
    let printed = match &args.library {
        None => print_known(args.json),
        Some(dir) => match library(dir, &selection(args)) {
            Ok(mut lib) => {
                if args.top > 0 {
                    lib.lacking.truncate(args.top);
                }
                print_library(&lib, args.json)
            }
            Err(e) => {
                crate::cli::error(format!("{}: {e}", dir.display()));
                return ExitCode::from(EXIT_INPUT);
            }
        },
    };
    crate::cli::output::then(printed, ExitCode::SUCCESS)
}

/// Each file at its default options (no ruleset), with the define library chosen.
fn selection(args: &LudemesArgs) -> Selection {
    Selection {
        defs: crate::load::DefsDir::choose(args.defs.as_deref()),
        ..Selection::default()
    }
}

fn known() -> Vec<Known> {
    ludemes::all()
        .map(|l| Known {
            key: l.key,
            family: l.family.name(),
            summary: l.summary,
            ludii: l.origin_text(),
        })
        .collect()
}

fn print_known(json: bool) -> Result<(), ExitCode> {
    let list = known();
    if json {
        return crate::outln!(
            "{}",
            serde_json::to_string_pretty(&list).unwrap_or_default()
        );
    }
    for k in &list {
        crate::outln!("{:<22} {:<10} {}", k.key, k.family, k.summary)?;
        crate::outln!("{:<22} {:<10} {}", "", "", k.ludii)?;
    }
    crate::outln!("{} ludemes", list.len())
}

fn print_library(lib: &Library, json: bool) -> Result<(), ExitCode> {
    if json {
        return crate::outln!("{}", serde_json::to_string_pretty(lib).unwrap_or_default());
    }
    crate::outln!("files  ludeme ludic lacks")?;
    for l in &lib.lacking {
        crate::outln!("{:>5}  {}", l.files, l.key)?;
    }
    crate::outln!(
        "{} files, {} parse and expand ({} do not); {} ludemes used, {} of them known to ludic ({} known in all)",
        lib.files,
        lib.parsed,
        lib.failed,
        lib.ludemes_used,
        lib.ludemes_used_known,
        lib.ludemes_known
    )
}

/// Reads every `.lud` file under `dir` (parse and expand only, with each file's default
/// options) and counts, per ludeme, the files that use it.
fn library(dir: &Path, sel: &Selection) -> Result<Library, String> {
    let mut files = Vec::new();
    collect(dir, &mut files).map_err(|e| e.to_string())?;
    files.sort();
    let bar = ProgressBar::new(files.len() as u64);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} files, {elapsed} elapsed, ~{eta} left")
    {
        bar.set_style(style);
    }
    let mut uses: BTreeMap<String, usize> = BTreeMap::new();
    let mut parsed = 0;
    for f in &files {
        // Expansion warns on stderr; the bar steps aside while it does.
        let expanded = bar.suspend(|| expand_file(f, sel));
        bar.inc(1);
        let Ok(expanded) = expanded else {
            continue;
        };
        parsed += 1;
        let mut keys = BTreeSet::new();
        used(&expanded.game, &mut keys);
        for k in keys {
            *uses.entry(k).or_default() += 1;
        }
    }
    bar.finish_and_clear();
    let ludemes_used_known = uses.keys().filter(|k| ludemes::knows(k)).count();
    let mut lacking: Vec<Lacking> = uses
        .iter()
        .filter(|(k, _)| !ludemes::knows(k))
        .map(|(k, n)| Lacking {
            key: k.clone(),
            files: *n,
        })
        .collect();
    lacking.sort_by(|a, b| b.files.cmp(&a.files).then_with(|| a.key.cmp(&b.key)));
    let known: BTreeSet<&str> = ludemes::all().map(|l| l.key).collect();
    Ok(Library {
        files: files.len(),
        parsed,
        failed: files.len() - parsed,
        ludemes_used: uses.len(),
        ludemes_used_known,
        ludemes_known: known.len(),
        lacking,
    })
}

/// Every `.lud` file under `dir`, recursively.
pub fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            collect(&p, out)?;
        } else if p.extension().is_some_and(|x| x == "lud") {
            out.push(p);
        }
    }
    Ok(())
}

/// The ludemes a node uses, by key: its head, with the subtype when the head takes one
/// (`move Hop`, `sites Occupied`; not `remove Cell`, whose `Cell` is a site type).
pub fn used(node: &Node, out: &mut BTreeSet<String>) {
    match &node.kind {
        Kind::Clause { head, args, .. } => {
            let key = match head {
                Head::Name(h) => match args.first().map(|a| &a.kind) {
                    Some(Kind::Ident(sub))
                        if SUBTYPED_HEADS.contains(&h.as_str())
                            && sub.starts_with(|c: char| c.is_ascii_uppercase())
                            && !NOT_SUBTYPES.contains(&sub.as_str()) =>
                    {
                        format!("{h} {sub}")
                    }
                    _ => h.clone(),
                },
                Head::Op(o) => o.clone(),
                // A define left unexpanded is no ludeme.
                Head::Define(_) => String::new(),
            };
            if !key.is_empty() {
                out.insert(key);
            }
            for a in args {
                used(a, out);
            }
        }
        Kind::Named { value, .. } => used(value, out),
        Kind::Array(items) => items.iter().for_each(|i| used(i, out)),
        _ => {}
    }
}
