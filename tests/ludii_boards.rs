//! Ludii's equipment of every file of its `board/` folder (`tests/ludii/board-sig.tsv`,
//! Ludii 1.3.12's own figures, see `tests/ludii/README.md`) against `ludic board`:
//! the number of players and containers, the numbers of cells, vertices and edges,
//! how many cells and vertices have each number of adjacent elements, and a digest of
//! every cell's and vertex's set of adjacent elements, so that Ludii's numbering and
//! every neighbour set must agree.
//!
//! Ludii's game files are not kept here: the test reads them from a checkout of Ludii's
//! repository named by `LUDII_REPO` (the folder holding `Common/res/lud`), so it is
//! ignored by default:
//!
//! ```sh
//! LUDII_REPO=/path/to/Ludii cargo test --release --test ludii_boards -- --ignored --nocapture
//! ```
//!
//! It reads each file with ludic's built-in defines, or with `LUDIC_DEFS` set to Ludii's
//! own `def` folder (`Common/res/def`), which separates defines ludic lacks from board
//! ludemes it lacks. It prints a table per folder (match, differ, refused, timeout) and
//! the most frequent refusals, and fails when fewer files match than the floor below.

use ludic::game::equipment::equipment_file;
use ludic::load::{DefsDir, Selection};
use ludic::program::geom::topology::{degrees, Element};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Mutex};
use std::time::Duration;

/// The fewest files that must match with ludic's built-in defines.
const FLOOR_BUILT_IN: usize = 1041;

/// The fewest files that must match with Ludii's own define folder (`LUDIC_DEFS`).
const FLOOR_LUDII_DEFS: usize = 1041;

/// The longest a file may take.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The figures of one file, as `tests/ludii/board-sig.tsv` has them.
#[derive(Clone, Debug, PartialEq)]
struct Sig {
    players: String,
    cells: String,
    vertices: String,
    edges: String,
    containers: String,
    cell_degrees: String,
    vertex_degrees: String,
    cell_sha: String,
    vertex_sha: String,
}

/// The rows Ludii loaded (`status` ok): file (relative to `Common/res/lud`), figures.
fn table() -> Vec<(String, Sig)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ludii/board-sig.tsv");
    let text = std::fs::read_to_string(&path).expect("tests/ludii/board-sig.tsv is readable");
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    let col = |name: &str| {
        header
            .iter()
            .position(|h| *h == name)
            .unwrap_or_else(|| panic!("board-sig.tsv has no column `{name}`"))
    };
    let (file, status) = (col("file"), col("status"));
    let cols = [
        "players",
        "cells",
        "vertices",
        "edges",
        "containers",
        "cell_degrees",
        "vertex_degrees",
        "cell_adjacency_sha",
        "vertex_adjacency_sha",
    ]
    .map(col);
    lines
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[status] == "ok").then(|| {
                let v = |i: usize| f[cols[i]].to_string();
                let sig = Sig {
                    players: v(0),
                    cells: v(1),
                    vertices: v(2),
                    edges: v(3),
                    containers: v(4),
                    cell_degrees: v(5),
                    vertex_degrees: v(6),
                    cell_sha: v(7),
                    vertex_sha: v(8),
                };
                (f[file].to_string(), sig)
            })
        })
        .collect()
}

/// `count-of-neighbours x elements`, by count ascending: `3x4,5x24,8x36`.
fn degree_text(els: &[Element]) -> String {
    degrees(els)
        .iter()
        .map(|(d, n)| format!("{d}x{n}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// The first 16 hex digits of the SHA-256 of one line per element, `index:sorted
/// neighbour indices` and a newline.
fn adjacency_sha(els: &[Element]) -> String {
    let mut text = String::new();
    for (i, e) in els.iter().enumerate() {
        let mut near = e.adjacent.clone();
        near.sort_unstable();
        let list: Vec<String> = near.iter().map(|n| n.to_string()).collect();
        text.push_str(&format!("{i}:{}\n", list.join(",")));
    }
    Sha256::digest(text.as_bytes())
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// What ludic makes of one file.
enum Outcome {
    Match,
    Differ(String),
    Refused(String),
    Timeout,
}

/// ludic's figures for one file, or why it refused it.
fn ludic_sig(path: &Path, sel: &Selection) -> Result<Sig, String> {
    let read = equipment_file(path, sel).map_err(|f| reason(&f))?;
    let e = read.equipment;
    let b = &e.board;
    Ok(Sig {
        players: e.players.to_string(),
        cells: b.cells.len().to_string(),
        vertices: b.vertices.len().to_string(),
        edges: b.edges.len().to_string(),
        containers: e.containers.len().to_string(),
        cell_degrees: degree_text(&b.cells),
        vertex_degrees: degree_text(&b.vertices),
        cell_sha: adjacency_sha(&b.cells),
        vertex_sha: adjacency_sha(&b.vertices),
    })
}

/// A refusal in a few words: the ludeme (or define) its first error names.
fn reason(f: &ludic::load::Failure) -> String {
    let Some(d) = f.diags.0.first() else {
        return "no diagnostic".into();
    };
    let m = &d.message;
    let short = match m.find(" is not supported") {
        Some(i) => m[..i].to_string(),
        None => m.clone(),
    };
    format!("{}: {short}", d.code)
}

fn compare(path: &Path, want: &Sig, sel: &Selection) -> Outcome {
    match ludic_sig(path, sel) {
        Err(r) => Outcome::Refused(r),
        Ok(got) if got == *want => Outcome::Match,
        Ok(got) => {
            let pairs = [
                ("players", &got.players, &want.players),
                ("containers", &got.containers, &want.containers),
                ("cells", &got.cells, &want.cells),
                ("vertices", &got.vertices, &want.vertices),
                ("edges", &got.edges, &want.edges),
                ("cell degrees", &got.cell_degrees, &want.cell_degrees),
                ("vertex degrees", &got.vertex_degrees, &want.vertex_degrees),
                ("cell adjacency", &got.cell_sha, &want.cell_sha),
                ("vertex adjacency", &got.vertex_sha, &want.vertex_sha),
            ];
            let first = pairs
                .iter()
                .find(|(_, g, w)| g != w)
                .map(|(n, g, w)| format!("{n}: ludic {g}, Ludii {w}"))
                .unwrap_or_default();
            Outcome::Differ(first)
        }
    }
}

/// The folder a file is counted in: its first two levels under `board/`.
fn folder(file: &str) -> String {
    let parts: Vec<&str> = file.split('/').collect();
    let dirs = &parts[1..parts.len() - 1];
    dirs[..dirs.len().min(2)].join("/")
}

#[test]
#[ignore = "needs a checkout of Ludii's repository in LUDII_REPO"]
fn ludii_boards() {
    let repo = PathBuf::from(
        std::env::var_os("LUDII_REPO").expect("LUDII_REPO names a checkout of Ludii's repository"),
    );
    let lud = repo.join("Common/res/lud");
    assert!(lud.is_dir(), "{} is not a folder", lud.display());
    let sel = Selection {
        defs: DefsDir::choose(None),
        ..Selection::default()
    };
    let rows = table();
    assert_eq!(rows.len(), 1050, "Ludii loads 1,050 of the 1,056 files");
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((file, want)) = rows.get(i) else {
                    break;
                };
                let (tx, rx) = mpsc::channel();
                let (path, want, sel) = (lud.join(file), want.clone(), sel.clone());
                // A file that runs too long is left to finish on its own thread.
                std::thread::spawn(move || {
                    let _ = tx.send(compare(&path, &want, &sel));
                });
                let outcome = match rx.recv_timeout(TIMEOUT) {
                    Ok(o) => o,
                    Err(mpsc::RecvTimeoutError::Timeout) => Outcome::Timeout,
                    // The thread ended without an answer: it panicked.
                    Err(mpsc::RecvTimeoutError::Disconnected) => {
                        Outcome::Differ("ludic panicked".into())
                    }
                };
                results.lock().expect("results").push((i, outcome));
            });
        }
    });
    let mut results = results.into_inner().expect("results");
    results.sort_by_key(|(i, _)| *i);
    let mut table: BTreeMap<String, [usize; 4]> = BTreeMap::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for (i, outcome) in &results {
        let file = &rows[*i].0;
        let k = match outcome {
            Outcome::Match => 0,
            Outcome::Differ(why) => {
                println!("differ   {file}: {why}");
                1
            }
            Outcome::Refused(why) => {
                *reasons.entry(why.clone()).or_default() += 1;
                2
            }
            Outcome::Timeout => {
                println!("timeout  {file}");
                3
            }
        };
        table.entry(folder(file)).or_default()[k] += 1;
        table.entry("TOTAL".into()).or_default()[k] += 1;
    }
    let defs = sel.defs.as_ref().map_or("built-in defines".into(), |d| {
        format!("defines of {}", d.path.display())
    });
    println!("\nLudii's equipment, file by file ({defs}):\n");
    println!(
        "{:<40} {:>6} {:>6} {:>8} {:>8}",
        "folder", "match", "differ", "refused", "timeout"
    );
    for (f, [m, d, r, t]) in &table {
        println!("{f:<40} {m:>6} {d:>6} {r:>8} {t:>8}");
    }
    let mut top: Vec<(&String, &usize)> = reasons.iter().collect();
    top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    println!("\nmost frequent refusals (the first error of each file):");
    for (why, n) in top.iter().take(30) {
        println!("{n:>5}  {why}");
    }
    let matched = table.get("TOTAL").map_or(0, |t| t[0]);
    let floor = if sel.defs.is_some() {
        FLOOR_LUDII_DEFS
    } else {
        FLOOR_BUILT_IN
    };
    assert!(
        matched >= floor,
        "{matched} files match Ludii's equipment, fewer than the {floor} recorded"
    );
}
