//! The games of a Ludii `(match ...)`: each `(subgame "Name" ...)` names a game file,
//! which Ludii finds by name in its library (`GameLoader.loadGameFromName`). Here it is
//! looked for under the folder named `lud` that holds the match's file (Ludii's
//! library root), else beside it; read, expanded with the same define library, and
//! attached to its clause (under [`LOADED`]), so that compiling
//! needs no disk. A subgame not found is left as it is: compiling it says so.

use crate::diag::{Diags, Sources};
use crate::expand::{Selection, WarningMode};
use crate::syntax::ast::{File, Head, Kind, Node};
use std::path::{Path, PathBuf};

/// The name under which a subgame's clause holds its expanded game (read by the
/// compiler's `game_match`).
pub const LOADED: &str = "#loaded";

/// Whether `game` is a Ludii `(match ...)`, whose games are files of their own.
pub(super) fn is_match(game: &Node) -> bool {
    is(game, "match")
}

/// Attaches to each subgame of the match `game` (read from `path`) its expanded game.
pub(super) fn attach(
    game: &mut Node,
    path: &Path,
    sources: &mut Sources,
    lib: &[File],
    sel: &Selection,
) -> Result<(), Diags> {
    let root = library_root(path);
    let Kind::Clause { args, .. } = &mut game.kind else {
        return Ok(());
    };
    for games in args.iter_mut().filter(|a| is(a, "games")) {
        let Kind::Clause { args, .. } = &mut games.kind else {
            continue;
        };
        let mut subs: Vec<&mut Node> = Vec::new();
        for a in args.iter_mut() {
            // An argument is a subgame or an array of them.
            if matches!(a.kind, Kind::Array(_)) {
                if let Kind::Array(v) = &mut a.kind {
                    subs.extend(v.iter_mut());
                }
            } else {
                subs.push(a);
            }
        }
        for sub in subs {
            if !is(sub, "subgame") {
                continue;
            }
            let Kind::Clause { args, .. } = &mut sub.kind else {
                continue;
            };
            let Some(Kind::Str(name)) = args.first().map(|a| &a.kind) else {
                continue;
            };
            let Some(file) = find(&root, &format!("{name}.lud")) else {
                continue;
            };
            let loaded = expand_subgame(&file, sources, lib, sel)?;
            let span = loaded.span;
            args.push(Node {
                kind: Kind::Named {
                    name: LOADED.into(),
                    value: Box::new(loaded),
                },
                span,
            });
        }
    }
    Ok(())
}

/// Whether `n` is a clause headed `head`.
fn is(n: &Node, head: &str) -> bool {
    matches!(&n.kind, Kind::Clause { head: Head::Name(h), .. } if h == head)
}

/// The folder Ludii's library of games starts at: the nearest folder named `lud` that
/// holds `path`, else the file's own folder.
fn library_root(path: &Path) -> PathBuf {
    let dir = path.parent().unwrap_or(Path::new("."));
    dir.ancestors()
        .find(|a| a.file_name().is_some_and(|n| n == "lud"))
        .unwrap_or(dir)
        .to_path_buf()
}

/// The first file named `file` under `dir`, the folders searched in order of name.
fn find(dir: &Path, file: &str) -> Option<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    if let Some(f) = entries
        .iter()
        .find(|p| p.is_file() && p.file_name().is_some_and(|n| n == file))
    {
        return Some(f.clone());
    }
    entries
        .iter()
        .filter(|p| p.is_dir())
        .find_map(|d| find(d, file))
}

/// Reads and expands a subgame's file with its defaults (no ruleset or option chosen;
/// its warnings are its own file's, which the match's file does not answer for).
fn expand_subgame(
    path: &Path,
    sources: &mut Sources,
    lib: &[File],
    sel: &Selection,
) -> Result<Node, Diags> {
    let mut warnings = Diags::new();
    let (id, ast) = super::read_base(sources, &mut warnings, path).map_err(|e| match e {
        crate::expand::extends::LoadError::Diags(d) => d,
        crate::expand::extends::LoadError::Io(e) => crate::diag::Diag::new(
            "lud::load::read",
            format!("cannot read the subgame `{}`: {e}", path.display()),
        )
        .into(),
    })?;
    let ast = crate::expand::extends::resolve(ast, path, &mut |p| {
        super::read_base(sources, &mut warnings, p)
    })?;
    let own = Selection {
        ruleset: None,
        options: Vec::new(),
        warnings: WarningMode::Keep,
        ..sel.clone()
    };
    crate::expand::expand(&ast, id, lib, &own)
        .map(|out| out.game)
        .map_err(|e| e.diags)
}
