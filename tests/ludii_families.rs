//! Ludii's own turn perft for whole folders of its library (`tests/ludii/war-perft.tsv`,
//! `space-perft.tsv`, `sow-perft.tsv`, `race-perft.tsv`, see `tests/ludii/README.md`)
//! against `ludic perft`, file by file.
//!
//! Ludii's game files are not kept here: the measuring test reads them from a checkout of
//! Ludii's repository named by `LUDII_REPO` (the folder holding `Common/res/lud`), and may
//! take minutes as more files load (60 s at most a file), so it is ignored by default:
//!
//! ```sh
//! LUDII_REPO=/path/to/Ludii cargo test --release --test ludii_families -- --ignored --nocapture
//! ```
//!
//! `LUDII_FAMILY=space` keeps one table, `LUDII_FOLDER=board/space/line` the files under one
//! folder. Each file runs as `ludic perft FILE --depth D` (D its deepest depth in the table,
//! at most 4), and with `--paths` too when some row's path count differs from its distinct
//! count (Ludii's full hash undercounts there, so those rows are compared by paths), two
//! files at a time, 60 s of wall clock a file in all. A file is `match` (every depth
//! compared equal), `wrong` (some depth differs), `refused` (ludic does not load it: the
//! diagnostic's code and first line), `timeout` (none wrong, but stopped before its depth)
//! or `crash` (killed by a signal, or panicked). The report goes to the terminal and, as
//! JSON, to `target/ludii-families.json`.

mod ludii_families_support;

use ludii_families_support::{folder, measure, read_table, Outcome, Status, Table};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The tables, with the number of distinct files each holds.
const FAMILIES: [(&str, usize); 4] = [("war", 175), ("space", 271), ("sow", 191), ("race", 40)];

/// The fewest files of each family that must match: what ludic matched when this was
/// written (566 of 677 on 2026-12-07, none wrong); raise them as ludic learns more, never
/// lower them. Checked when no folder filter is set.
const FLOORS: [(&str, usize); 4] = [("war", 153), ("space", 248), ("sow", 184), ("race", 36)];

/// Files known to give a count other than Ludii's. The list may only shrink: a file not on
/// it must not be wrong, and a file on it that matches must leave it.
const KNOWN_WRONG: &[&str] = &[];

/// The wall clock a file may take, both runs together.
const BUDGET: Duration = Duration::from_secs(60);

/// Children at once.
const WORKERS: usize = 2;

#[test]
fn the_families_tables_are_well_formed() {
    for (family, files) in FAMILIES {
        let table = read_table(family);
        assert_eq!(table.len(), files, "{family}: distinct files");
        assert!(table.values().all(|rows| !rows.is_empty()));
    }
}

/// Ludii's repository, when `LUDII_REPO` names one.
fn ludii_repo() -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("LUDII_REPO")?);
    dir.join("Common/res/lud").is_dir().then_some(dir)
}

/// `target/`, where the JSON report goes (the built binary is in `target/<profile>/`).
fn target_dir() -> PathBuf {
    let bin = Path::new(env!("CARGO_BIN_EXE_ludic"));
    bin.ancestors()
        .nth(2)
        .map_or_else(|| PathBuf::from("target"), Path::to_path_buf)
}

/// Runs every file of `table` (that the folder filter keeps), `WORKERS` at a time.
fn run_family(family: &str, table: &Table, lud: &Path, only: Option<&str>) -> Vec<Outcome> {
    let bin = Path::new(env!("CARGO_BIN_EXE_ludic"));
    let jobs: Vec<_> = table
        .iter()
        .filter(|(f, _)| only.is_none_or(|p| f.starts_with(p)))
        .collect();
    let next = AtomicUsize::new(0);
    let out = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..WORKERS {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some((file, rows)) = jobs.get(i) else {
                    break;
                };
                let o = measure(bin, family, file, &lud.join(file), rows, BUDGET);
                if o.status != Status::Refused {
                    eprintln!("  {:<7} {file} ({:.1} s)", o.status.name(), o.secs);
                }
                out.lock().expect("no worker panicked").push(o);
            });
        }
    });
    let mut out = out.into_inner().expect("no worker panicked");
    out.sort_by(|a, b| a.file.cmp(&b.file));
    out
}

/// Counts of each status.
fn tally<'a>(outcomes: impl Iterator<Item = &'a Outcome>) -> [usize; 5] {
    let mut t = [0; 5];
    for o in outcomes {
        t[Status::ALL.iter().position(|s| *s == o.status).unwrap_or(0)] += 1;
    }
    t
}

fn row(name: &str, files: usize, t: [usize; 5]) -> String {
    format!(
        "| {name:<22} | {files:>5} | {:>5} | {:>5} | {:>7} | {:>7} | {:>5} |",
        t[0], t[1], t[2], t[3], t[4]
    )
}

fn header() -> String {
    let h = "| folder                 | files | match | wrong | refused | timeout | crash |";
    format!("{h}\n|---|---:|---:|---:|---:|---:|---:|")
}

fn depths(o: &Outcome) -> String {
    let parts: Vec<String> = o
        .compared
        .iter()
        .map(|c| {
            let by = if c.by_paths { " paths" } else { "" };
            let mark = if c.ours == c.ludii { "" } else { " <- differs" };
            format!("d{}{by}: ours {} Ludii {}{mark}", c.depth, c.ours, c.ludii)
        })
        .collect();
    parts.join("; ")
}

/// A refusal's group: its code and the ludeme it names (`(is Line ...)`), or its first
/// words.
fn reason_key(reason: &str) -> String {
    let (code, message) = reason.split_once(": ").unwrap_or(("", reason));
    let what = match message.strip_prefix('(') {
        Some(rest) => {
            let head = rest.split([')', '.']).next().unwrap_or(rest).trim_end();
            format!("({head} ...)")
        }
        None => {
            // Its first words, to the first colon (`this board is not supported: ...`).
            let head = message.split(": ").next().unwrap_or(message);
            let words: Vec<&str> = head.split_whitespace().take(8).collect();
            words.join(" ")
        }
    };
    format!("{code}: {what}")
}

/// Prints the report and writes it as JSON.
fn report(all: &[Outcome], secs: &BTreeMap<String, f64>) {
    let mut by_folder: BTreeMap<String, Vec<&Outcome>> = BTreeMap::new();
    for o in all {
        by_folder.entry(folder(&o.file)).or_default().push(o);
    }
    println!("\n{}", header());
    for (f, os) in &by_folder {
        println!("{}", row(f, os.len(), tally(os.iter().copied())));
    }
    println!("\n{}", header().replace("folder", "family"));
    for (family, _) in FAMILIES {
        let os: Vec<&Outcome> = all.iter().filter(|o| o.family == family).collect();
        if !os.is_empty() {
            let name = format!("{family} ({:.0} s)", secs.get(family).unwrap_or(&0.0));
            println!("{}", row(&name, os.len(), tally(os.iter().copied())));
        }
    }
    println!("{}", row("all", all.len(), tally(all.iter())));
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for o in all.iter().filter(|o| o.status == Status::Refused) {
        *reasons
            .entry(reason_key(o.reason.as_deref().unwrap_or("?")))
            .or_default() += 1;
    }
    let mut reasons: Vec<_> = reasons.into_iter().collect();
    reasons.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("\nTop refusal reasons ({} distinct):", reasons.len());
    for (r, n) in reasons.iter().take(25) {
        println!("{n:>5}  {r}");
    }
    for status in [Status::Wrong, Status::Crash, Status::Timeout] {
        let os: Vec<&Outcome> = all.iter().filter(|o| o.status == status).collect();
        if !os.is_empty() {
            println!("\n{} files {}:", os.len(), status.name());
        }
        for o in os {
            let why = o.reason.as_deref().map(|r| format!(" [{r}]"));
            println!("  {}: {}{}", o.file, depths(o), why.unwrap_or_default());
        }
    }
    let json: Vec<serde_json::Value> = all
        .iter()
        .map(|o| {
            let compared: Vec<serde_json::Value> = o
                .compared
                .iter()
                .map(|c| {
                    serde_json::json!({
                        "depth": c.depth, "by": if c.by_paths { "paths" } else { "distinct" },
                        "ours": c.ours, "ludii": c.ludii,
                    })
                })
                .collect();
            serde_json::json!({
                "file": o.file, "family": o.family, "folder": folder(&o.file),
                "status": o.status.name(), "depths": compared, "reason": o.reason,
                "seconds": (o.secs * 10.0).round() / 10.0,
            })
        })
        .collect();
    let path = target_dir().join("ludii-families.json");
    let text = serde_json::to_string_pretty(&json).expect("the report is JSON");
    std::fs::write(&path, text + "\n").expect("the JSON report is written");
    println!("\nwritten: {}", path.display());
}

#[test]
#[ignore]
fn ludii_s_families_perft_against_ludic() {
    let tables: Vec<(&str, Table)> = FAMILIES.iter().map(|(f, _)| (*f, read_table(f))).collect();
    let Some(repo) = ludii_repo() else {
        let n: usize = tables.iter().map(|(_, t)| t.len()).sum();
        eprintln!(
            "skipped: {n} files of Ludii's perft not run; set LUDII_REPO to a checkout of \
             Ludii's repository (only the tables' form was checked)"
        );
        return;
    };
    let lud = repo.join("Common/res/lud");
    let family_filter = std::env::var("LUDII_FAMILY").ok().filter(|s| !s.is_empty());
    let folder_filter = std::env::var("LUDII_FOLDER").ok().filter(|s| !s.is_empty());
    let only = folder_filter.as_deref().map(|f| f.trim_end_matches('/'));
    let only = only.map(|f| format!("{f}/"));
    let mut all = Vec::new();
    let mut secs = BTreeMap::new();
    for (family, table) in &tables {
        if family_filter.as_deref().is_some_and(|f| f != *family) {
            continue;
        }
        let missing: Vec<&String> = table.keys().filter(|f| !lud.join(f).is_file()).collect();
        assert!(
            missing.is_empty(),
            "not in this checkout of Ludii: {missing:?}"
        );
        eprintln!("{family}: {} files", table.len());
        let t = Instant::now();
        all.extend(run_family(family, table, &lud, only.as_deref()));
        secs.insert(family.to_string(), t.elapsed().as_secs_f64());
    }
    report(&all, &secs);

    let wrong: Vec<&str> = all
        .iter()
        .filter(|o| o.status == Status::Wrong && !KNOWN_WRONG.contains(&o.file.as_str()))
        .map(|o| o.file.as_str())
        .collect();
    assert!(wrong.is_empty(), "wrong counts: {wrong:?}");
    let crash: Vec<&str> = all
        .iter()
        .filter(|o| o.status == Status::Crash)
        .map(|o| o.file.as_str())
        .collect();
    assert!(crash.is_empty(), "crashed: {crash:?}");
    let fixed: Vec<&str> = all
        .iter()
        .filter(|o| o.status == Status::Match && KNOWN_WRONG.contains(&o.file.as_str()))
        .map(|o| o.file.as_str())
        .collect();
    assert!(
        fixed.is_empty(),
        "now right, take them off KNOWN_WRONG: {fixed:?}"
    );
    if only.is_none() {
        for (family, floor) in FLOORS {
            let os = all.iter().filter(|o| o.family == family);
            let matched = os.clone().filter(|o| o.status == Status::Match).count();
            if os.count() > 0 {
                assert!(
                    matched >= floor,
                    "{family}: {matched} files match, fewer than {floor}"
                );
            }
        }
    }
}
