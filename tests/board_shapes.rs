//! Ludii's boards, built by ludic's graph ludemes (`board_shape`), against Ludii's own
//! counts of cells, vertices and edges for every file of Ludii's `board/` folder
//! (`tests/ludii/board-counts.tsv`, computed by Ludii 1.3.12; see `tests/ludii/README.md`).
//!
//! Needs a checkout of Ludii's repository named by `LUDII_REPO` (its game files are not
//! ours to copy), so it is ignored by default:
//! `LUDII_REPO=/path/to/Ludii cargo test --release --test board_shapes -- --ignored --nocapture`.
//! Every board ludic builds must have Ludii's counts (a board ludic cannot build is
//! refused with a located error instead); the test prints how many it builds, per
//! folder. With `LUDIC_SHAPES_OUT=FILE` it also writes each built board's elements
//! (positions and edges) as JSON lines, for a closer comparison.

use ludic::expand::selection::DefsDir;
use ludic::load::Selection;
use ludic::program::compile::board_shape;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

fn counts() -> BTreeMap<String, [usize; 3]> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ludii/board-counts.tsv");
    let text = std::fs::read_to_string(path).expect("tests/ludii/board-counts.tsv");
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            let n = |i: usize| c.get(i).and_then(|v| v.parse().ok());
            Some((c[0].to_string(), [n(1)?, n(2)?, n(3)?]))
        })
        .collect()
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "lud") {
            out.push(p);
        }
    }
}

#[test]
#[ignore = "needs LUDII_REPO, a checkout of Ludii's repository"]
fn built_boards_have_ludii_s_counts() {
    let Some(repo) = std::env::var_os("LUDII_REPO").map(PathBuf::from) else {
        eprintln!("LUDII_REPO is not set: nothing checked");
        return;
    };
    let lud = repo.join("Common/res/lud");
    let sel = Selection {
        defs: Some(DefsDir {
            path: repo.join("Common/res/def"),
            from_env: false,
        }),
        ..Selection::default()
    };
    let ludii = counts();
    let mut paths = Vec::new();
    files(&lud.join("board"), &mut paths);
    paths.sort();
    let mut dump = std::env::var_os("LUDIC_SHAPES_OUT")
        .map(|p| std::fs::File::create(p).expect("LUDIC_SHAPES_OUT"));
    // Per folder: files, boards built with Ludii's counts.
    let mut folders: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    for path in &paths {
        let rel = path
            .strip_prefix(&lud)
            .expect("under lud")
            .to_string_lossy()
            .replace('\\', "/");
        // The family folder (`board/sow/two_rows`), or `board/hunt` for files directly in it.
        let parts: Vec<&str> = rel.split('/').collect();
        let folder = parts[..parts.len().saturating_sub(1).min(3)].join("/");
        let Some(&want) = ludii.get(&rel) else {
            continue;
        };
        let entry = folders.entry(folder).or_default();
        entry.0 += 1;
        let Ok(expanded) = ludic::load::expand_file(path, &sel) else {
            continue;
        };
        let Some(Ok(b)) = board_shape(&expanded.game) else {
            continue;
        };
        let s = &b.shape;
        let got = [s.faces.len(), s.verts.len(), s.edges.len()];
        if let Some(f) = dump.as_mut() {
            let line = serde_json::json!({
                "file": rel, "verts": s.verts, "edges": s.edges, "faces": s.faces,
            });
            writeln!(f, "{line}").expect("write");
        }
        if got == want {
            entry.1 += 1;
        } else {
            wrong.push(format!(
                "{rel}: ludic {got:?}, Ludii {want:?} (cells, vertices, edges)"
            ));
        }
    }
    let (mut all, mut built) = (0, 0);
    for (folder, (n, ok)) in &folders {
        println!("{folder}: {ok} of {n} boards");
        all += n;
        built += ok;
    }
    println!("all: {built} of {all} boards with Ludii's counts");
    assert!(
        wrong.is_empty(),
        "boards unlike Ludii's:\n{}",
        wrong.join("\n")
    );
}
