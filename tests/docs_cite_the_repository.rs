//! The project's docs, games and tests cite only what a clone of the repository holds:
//! no path into the workspace the project was built in (`shared/...`), and no internal
//! notes between the people writing them.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        if name.starts_with('.') || name == "target" {
            continue;
        }
        if p.is_dir() {
            files(&p, out);
        } else if ["md", "lud", "tests", "rs", "perft"]
            .iter()
            .any(|x| name.ends_with(&format!(".{x}")))
        {
            out.push(p);
        }
    }
}

#[test]
fn nothing_cites_a_path_outside_the_repository() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for d in ["docs", "games", "tests", "src", "benches"] {
        files(&root.join(d), &mut all);
    }
    all.push(root.join("README.md"));
    let this = root.join("tests/docs_cite_the_repository.rs");
    // Written in two pieces so that this file does not match itself.
    let needles = [
        format!("{}/{}", "shared", "spec"),
        format!("{}/{}", "shared", "seeds"),
        format!("{}/{}", "shared", "ludii-conformance"),
        format!("{}/{}", "shared", "design"),
        format!("{} {}", "BEGIN variants", "section"),
    ];
    let mut found = Vec::new();
    for f in all.iter().filter(|f| **f != this) {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        for n in &needles {
            if text.contains(n.as_str()) {
                found.push(format!("{}: {n}", f.display()));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}
