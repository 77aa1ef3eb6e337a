//! A Ludii installation's own `def` folder (`--defs DIR` or `LUDIC_DEFS`), read in place
//! of our built-in rendering of Ludii's shared defines.
//!
//! Ludii loads every file whose name holds `.def` below its `def` folder, each holding a
//! `(define ...)`. We read the `*.def` files of DIR and its subfolders in sorted path
//! order, so that the result does not depend on the order the file system lists them
//! in. A folder that is missing, unreadable or holds no `.def` file is a fault of the
//! command line; a file that is not text or does not parse is a fault of that file, with
//! its diagnostics pointing into it.

use super::{text_of, DefsDir};
use crate::diag::{Diag, Diags, Sources};
use crate::syntax::ast::File;
use std::path::{Path, PathBuf};

/// Deepest folder nesting searched: a bound against symbolic-link loops (Ludii's own
/// folder is four levels deep).
const MAX_DEPTH: usize = 16;

/// Why the folder could not be used.
pub enum Error {
    /// The folder itself: exit status 2.
    Usage(Diag),
    /// Files in it: exit status 1.
    Files(Diags),
}

/// Reads and parses every `.def` file below `defs.path` into `sources`.
pub fn load(sources: &mut Sources, defs: &DefsDir) -> Result<Vec<File>, Error> {
    let mut paths = Vec::new();
    walk(&defs.path, 0, &mut paths).map_err(|(at, e)| Error::Usage(folder_error(defs, &at, &e)))?;
    if paths.is_empty() {
        return Err(Error::Usage(
            Diag::new(
                "lud::usage::defs",
                format!("{}: the folder holds no `.def` file", defs.origin()),
            )
            .help("give Ludii's `def` folder (Common/res/def in Ludii's sources), which holds the `.def` files"),
        ));
    }
    paths.sort();
    let mut files = Vec::new();
    let mut diags = Diags::new();
    for p in paths {
        let name = p.display().to_string();
        let bytes = match crate::input_file::read(&p) {
            Ok(b) => b,
            Err(e) => {
                diags.push(
                    Diag::new("lud::load::read", format!("cannot read `{name}`: {e}")).help(
                        format!("a file of the define folder given by {}", defs.flag()),
                    ),
                );
                continue;
            }
        };
        let text = match text_of(sources, &name, bytes) {
            Ok(t) => t,
            Err(d) => {
                diags.push(d);
                continue;
            }
        };
        let id = sources.add(name, text.clone());
        match crate::syntax::parse(&text, id) {
            Ok(f) => files.push(f),
            Err(d) => diags.0.extend(d.0),
        }
    }
    if diags.is_empty() {
        Ok(files)
    } else {
        Err(Error::Files(diags))
    }
}

/// Collects the `.def` files below `dir` into `out`; an error names the path it is about.
fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) -> Result<(), (PathBuf, String)> {
    let entries = std::fs::read_dir(dir).map_err(|e| (dir.to_path_buf(), e.to_string()))?;
    for entry in entries {
        let entry = entry.map_err(|e| (dir.to_path_buf(), e.to_string()))?;
        let path = entry.path();
        // `metadata` follows symbolic links, as Ludii's `isDirectory` does.
        let meta = std::fs::metadata(&path).map_err(|e| (path.clone(), e.to_string()))?;
        if meta.is_dir() {
            if depth + 1 < MAX_DEPTH {
                walk(&path, depth + 1, out)?;
            }
        } else if path.extension().is_some_and(|x| x == "def") {
            out.push(path);
        }
    }
    Ok(())
}

fn folder_error(defs: &DefsDir, at: &Path, why: &str) -> Diag {
    let what = if at == defs.path {
        if !defs.path.exists() {
            "no such folder".to_string()
        } else if !defs.path.is_dir() {
            "not a folder".to_string()
        } else {
            format!("cannot read it: {why}")
        }
    } else {
        format!("cannot read `{}`: {why}", at.display())
    };
    Diag::new("lud::usage::defs", format!("{}: {what}", defs.origin())).help(
        "give Ludii's `def` folder (Common/res/def in Ludii's sources), which holds the `.def` files",
    )
}
