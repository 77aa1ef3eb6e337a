//! The games a server offers: every `.lud` file under the paths given (or the games
//! built into the binary), each with its rulesets, options and the rules text of its
//! `(metadata (info ...))` (a variant's with what it inherits from its base), read
//! without compiling the game.

use crate::expand::forms::{head_name, split};
use crate::expand::options::{option, rulesets};
use crate::syntax::ast::{Kind, Node};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// The most files a catalogue lists: a folder with more is cut there.
pub const MAX_GAMES: usize = 500;

/// The deepest folder searched, so that a symbolic link to a parent folder ends.
const MAX_DEPTH: usize = 8;

/// One game file on offer.
#[derive(Clone, Debug, Serialize)]
pub struct Entry {
    /// Its key in the API: the path relative to the folder it was found in, without
    /// `.lud` (`dum-blas`, `variants/dum-papan`).
    pub id: String,
    /// The name of its `(game "...")`, or the file name when it cannot be read.
    pub name: String,
    /// Its rulesets, the default first flagged.
    pub rulesets: Vec<Choice>,
    /// Its options, each with its items.
    pub options: Vec<OptionView>,
    /// Text from `(metadata (info ...))`: description, rules, source, origin.
    pub info: Vec<(String, String)>,
    /// Why the file cannot be read, when it cannot.
    pub error: Option<String>,
    /// Where the game comes from, to compile it.
    #[serde(skip)]
    pub path: PathBuf,
}

/// A ruleset or an option item.
#[derive(Clone, Debug, Serialize)]
pub struct Choice {
    /// Its name (a ruleset's whole name, or an item's label).
    pub name: String,
    /// Whether the file marks it as the default.
    pub default: bool,
    /// For a ruleset, the option items it chooses (`"Heading/Label"`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chooses: Vec<String>,
}

/// One `(option ...)` of a file.
#[derive(Clone, Debug, Serialize)]
pub struct OptionView {
    /// The heading (the part before `/` in `"Heading/Label"`).
    pub heading: String,
    /// The items.
    pub items: Vec<Choice>,
}

/// The catalogue of `paths` (files or folders, searched recursively, `defs` folders
/// skipped); with no path, `games/` when it exists here, else the built-in games.
pub fn catalog(paths: &[PathBuf]) -> Vec<Entry> {
    let mut files: Vec<(String, PathBuf)> = Vec::new();
    if paths.is_empty() {
        let local = Path::new("games");
        if local.is_dir() {
            walk(local, local, 0, &mut files);
        } else {
            for name in crate::builtin_games::names() {
                files.push((name.to_string(), PathBuf::from(name)));
            }
        }
    }
    for p in paths {
        if p.is_dir() {
            walk(p, p, 0, &mut files);
        } else {
            let stem = p.file_stem().map(|s| s.to_string_lossy().to_string());
            files.push((stem.unwrap_or_default(), p.clone()));
        }
    }
    files.sort();
    files.dedup_by(|a, b| a.0 == b.0);
    files.truncate(MAX_GAMES);
    files
        .into_iter()
        .map(|(id, path)| entry(id, path))
        .collect()
}

/// Adds the `.lud` files under `dir`, `depth` folders below `root`, with their ids
/// relative to `root`.
fn walk(root: &Path, dir: &Path, depth: usize, out: &mut Vec<(String, PathBuf)>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut items: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    items.sort();
    for p in items {
        if out.len() >= MAX_GAMES {
            return;
        }
        if p.is_dir() {
            if depth < MAX_DEPTH && p.file_name().is_some_and(|n| n != "defs") {
                walk(root, &p, depth + 1, out);
            }
        } else if p.extension().is_some_and(|e| e == "lud") {
            let rel = p.strip_prefix(root).unwrap_or(&p).with_extension("");
            let id = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().to_string())
                .collect::<Vec<_>>()
                .join("/");
            out.push((id, p));
        }
    }
}

/// The entry of one file: what its forms say, or why it cannot be read.
fn entry(id: String, path: PathBuf) -> Entry {
    let mut e = Entry {
        name: id.clone(),
        id,
        rulesets: Vec::new(),
        options: Vec::new(),
        info: Vec::new(),
        error: None,
        path,
    };
    // A variant offers what it inherits by `extends` too: its base's rulesets, options
    // and rules text, as changed by it.
    let parsed = match crate::load::parse_resolved(&e.path) {
        Ok(p) => p,
        Err(f) => {
            e.error = Some(f.render(false));
            return e;
        }
    };
    let mut diags = crate::diag::Diags::new();
    let forms = split(&parsed.ast, parsed.file, &mut diags);
    if let Some(name) = forms.game.and_then(crate::syntax::ast::game_name) {
        e.name = name.to_string();
    }
    let mut warnings = crate::diag::Diags::new();
    for o in forms
        .options
        .iter()
        .filter_map(|n| option(n, &mut diags, &mut warnings))
    {
        let default = crate::expand::select::default_item(&o);
        e.options.push(OptionView {
            heading: o.heading,
            items: o
                .items
                .iter()
                .enumerate()
                .map(|(k, i)| Choice {
                    name: i.label.clone(),
                    default: k == default,
                    chooses: Vec::new(),
                })
                .collect(),
        });
    }
    for r in forms.rulesets.iter().flat_map(|n| rulesets(n, &mut diags)) {
        e.rulesets.push(Choice {
            name: r.name,
            default: r.default > 0,
            chooses: r.choices.into_iter().map(|(c, _)| c).collect(),
        });
    }
    if !e.rulesets.is_empty() && !e.rulesets.iter().any(|r| r.default) {
        e.rulesets[0].default = true;
    }
    for m in &forms.metadata {
        info(m, &mut e.info);
    }
    e
}

/// The `(NAME "text")` clauses of an `(info ...)`, in order.
fn info(n: &Node, out: &mut Vec<(String, String)>) {
    match &n.kind {
        Kind::Clause { args, .. } => {
            let wanted = ["description", "rules", "source", "origin", "aliases"];
            match (head_name(n), args.as_slice()) {
                (
                    Some(h),
                    [Node {
                        kind: Kind::Str(s), ..
                    }],
                ) if wanted.contains(&h) => out.push((h.to_string(), s.clone())),
                (
                    Some("aliases"),
                    [Node {
                        kind: Kind::Array(v),
                        ..
                    }],
                ) => {
                    let names: Vec<&str> = v
                        .iter()
                        .filter_map(|a| match &a.kind {
                            Kind::Str(s) => Some(s.as_str()),
                            _ => None,
                        })
                        .collect();
                    out.push(("aliases".into(), names.join(", ")));
                }
                _ => args.iter().for_each(|a| info(a, out)),
            }
        }
        Kind::Array(v) => v.iter().for_each(|a| info(a, out)),
        _ => {}
    }
}
