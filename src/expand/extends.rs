//! Variants that extend a base: a file whose game says `(extends "base.lud")` becomes
//! the base file with the variant's changes made, before options, rulesets and
//! defines are expanded (so those of the base keep working, and the variant's own join
//! them).
//!
//! ```text
//! (game "Dum Papan"
//!     (extends "../dum-blas.lud")                       the base, relative to this file
//!     (replace (piece "Man") (move Hop) with:(move Hop Diagonal))
//!     (set (capture) continues:True)                    edits, in order (see `edit`)
//!     (players {(player "White" N) (player "Black" S)})  a clause of the game itself:
//! )                                                     replaces the base's of that head
//! (option "Draw" <Draw> {...})       replaces the base's option with that heading, or adds one
//! (rulesets {(ruleset "Ruleset/X" {...})})   replaces the base's ruleset of that name, or adds
//! (define "Name" ...)                replaces the base's define of that name, or adds one
//! (metadata ...)                     replaces the base's metadata
//! ```
//!
//! The variant's name replaces the base's. A base may itself extend another file;
//! a chain that comes back to a file it has already passed is an error.

use crate::diag::{did_you_mean, Diag, Diags};
use crate::expand::edit;
use crate::expand::forms::head_name;
use crate::syntax::ast::{File, Kind, Node, Span};
use std::path::{Component, Path, PathBuf};

/// Why a base could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// Reading the file failed.
    Io(std::io::Error),
    /// The file was read (and added to the sources) but has errors.
    Diags(Diags),
}

/// Reads and parses a base file, adding it to the caller's sources; returns its index
/// there and its syntax tree.
pub type Loader<'a> = dyn FnMut(&Path) -> Result<(u32, File), LoadError> + 'a;

/// Resolves the `(extends ...)` of `file` (read from `path`), recursively:
/// the result is one file with no `extends`. A file without one is returned as it is.
pub fn resolve(file: File, path: &Path, load: &mut Loader<'_>) -> Result<File, Diags> {
    let mut chain = vec![canonical(path)];
    let mut diags = Diags::new();
    let out = resolve_in(file, path, load, &mut chain, &mut diags);
    match out {
        Some(f) if diags.is_empty() => Ok(f),
        _ => Err(diags),
    }
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| normalize(path))
}

/// `a/b/../c` as `a/c`, without touching the disk (for readable file names).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir
                if matches!(out.components().next_back(), Some(Component::Normal(_))) =>
            {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// The game clause of `file` and its `(extends "...")` argument, if any.
fn find_extends(file: &File) -> Option<(usize, &Node, &Node)> {
    let (gi, game) = file
        .items
        .iter()
        .enumerate()
        .find(|(_, n)| head_name(n) == Some("game"))?;
    let Kind::Clause { args, .. } = &game.kind else {
        return None;
    };
    let ext = args.iter().find(|a| head_name(a) == Some("extends"))?;
    Some((gi, game, ext))
}

fn resolve_in(
    file: File,
    path: &Path,
    load: &mut Loader<'_>,
    chain: &mut Vec<PathBuf>,
    diags: &mut Diags,
) -> Option<File> {
    let Some((gi, game, ext)) = find_extends(&file) else {
        check_no_edits(&file, diags);
        return Some(file);
    };
    let target = extends_target(ext, diags)?;
    let Kind::Str(rel) = &target.kind else {
        return None;
    };
    let base_path = normalize(&path.parent().unwrap_or(Path::new("")).join(rel));
    let canon = canonical(&base_path);
    if let Some(at) = chain.iter().position(|p| *p == canon) {
        let mut names: Vec<String> = chain[at..].iter().map(|p| short(p)).collect();
        names.push(short(&canon));
        diags.push(
            Diag::new(
                "lud::extends::cycle",
                format!("`{}` extends itself through a cycle", short(&canon)),
            )
            .label(target.span, "this base is already being extended")
            .help(format!(
                "the chain is {}; a base cannot extend its own variant",
                names.join(" -> ")
            )),
        );
        return None;
    }
    let loaded = match load(&base_path) {
        // A bare name that is no file beside the variant is a game of ludic's
        // `games/`, which the loader finds built in: `(extends "dum-blas")`.
        Err(LoadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound && !rel.contains('/') => {
            load(&Path::new("games").join(rel)).map_err(|_| LoadError::Io(e))
        }
        other => other,
    };
    let (_, base) = match loaded {
        Ok(b) => b,
        Err(LoadError::Io(e)) => {
            diags.push(not_found(target, rel, &base_path, &e));
            return None;
        }
        Err(LoadError::Diags(d)) => {
            diags.0.extend(d.0);
            return None;
        }
    };
    chain.push(canon);
    let base = resolve_in(base, &base_path, load, chain, diags);
    chain.pop();
    let mut base = base?;
    let base_name = base_path.display().to_string();
    let game = game.clone();
    let mut rest = file.items;
    rest.remove(gi);
    apply_game(&mut base, &game, &base_name, diags);
    merge_forms(&mut base, rest);
    Some(base)
}

/// The string argument of `(extends "path")`.
fn extends_target<'a>(ext: &'a Node, diags: &mut Diags) -> Option<&'a Node> {
    let Kind::Clause { args, .. } = &ext.kind else {
        return None;
    };
    match args.as_slice() {
        [t @ Node {
            kind: Kind::Str(_), ..
        }] => Some(t),
        _ => {
            diags.push(
                Diag::new(
                    "lud::extends::bad_extends",
                    "malformed `extends`: it names one base file",
                )
                .label(ext.span, "expected one string")
                .help("write (extends \"base.lud\"), the path relative to this file"),
            );
            None
        }
    }
}

fn short(p: &Path) -> String {
    p.file_name().map_or_else(
        || p.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn not_found(target: &Node, rel: &str, resolved: &Path, e: &std::io::Error) -> Diag {
    if e.kind() != std::io::ErrorKind::NotFound {
        // It exists but cannot be read (a folder, a device, too large): no spelling to
        // suggest.
        return Diag::new(
            "lud::extends::unreadable",
            format!("cannot read the base `{rel}`: {e}"),
        )
        .label(target.span, "base cannot be read")
        .help("the base must be a .lud file, the path relative to this file");
    }
    let mut help = format!(
        "the path is relative to the extending file's folder; it resolved to `{}`",
        resolved.display()
    );
    if !rel.contains('/') {
        help.push_str("; a bare name may also be a built-in game (`ludic games` lists them)");
    }
    let dir = resolved.parent().unwrap_or(Path::new("."));
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    if let Ok(entries) = std::fs::read_dir(dir) {
        let names: Vec<String> = entries
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".lud"))
            .collect();
        let want = short(resolved);
        if let Some(s) = did_you_mean(&want, names.iter().map(String::as_str)) {
            let fixed = match rel.rfind('/') {
                Some(i) => format!("{}/{s}", &rel[..i]),
                None => s,
            };
            help = format!("did you mean \"{fixed}\"? ({help})");
        }
    }
    let stem = rel.strip_suffix(".lud").unwrap_or(rel);
    if !rel.contains('/') {
        if let Some(s) = did_you_mean(stem, crate::builtin_games::names()) {
            help = format!("did you mean the built-in game \"{s}\"? ({help})");
        }
    }
    Diag::new(
        "lud::extends::not_found",
        format!("cannot read the base `{rel}`: {e}"),
    )
    .label(target.span, "base not found")
    .help(help)
}

/// A file without `extends` may not hold edits: they would have nothing to edit.
fn check_no_edits(file: &File, diags: &mut Diags) {
    let Some(Node {
        kind: Kind::Clause { args, .. },
        ..
    }) = file.items.iter().find(|n| head_name(n) == Some("game"))
    else {
        return;
    };
    if let Some(e) = args
        .iter()
        .find(|a| head_name(a).is_some_and(|h| edit::OPS.contains(&h)))
    {
        diags.push(
            Diag::new(
                "lud::extends::no_base",
                "an edit in a game that extends no base",
            )
            .label(e.span, "edits nothing")
            .help("add (extends \"base.lud\") to the game, or write the clause out in full"),
        );
    }
}

/// Applies the variant's game clause to the resolved base: name, edits, and clauses
/// that replace the base game's clause of the same head.
fn apply_game(base: &mut File, game: &Node, base_name: &str, diags: &mut Diags) {
    let Kind::Clause { args, .. } = &game.kind else {
        return;
    };
    let Some(bi) = base.items.iter().position(|n| head_name(n) == Some("game")) else {
        diags.push(
            Diag::new(
                "lud::extends::no_game",
                "the base has no `(game ...)` clause",
            )
            .label(game.span, "extends a file that is not a game")
            .help("a base is a game file, like any that `ludic check` accepts"),
        );
        return;
    };
    for a in args {
        match head_name(a) {
            Some("extends") => {}
            Some(h) if edit::OPS.contains(&h) => edit::apply(base, a, base_name, diags),
            Some(h) => replace_game_clause(&mut base.items[bi], h, a),
            None => match &a.kind {
                Kind::Str(_) => rename(&mut base.items[bi], a),
                _ => diags.push(
                    Diag::new(
                        "lud::extends::bad_edit",
                        "unexpected argument in a variant's game",
                    )
                    .label(a.span, "not a clause")
                    .help(
                        "a variant's game holds its name, (extends ...), edits and whole clauses",
                    ),
                ),
            },
        }
    }
}

fn rename(game: &mut Node, name: &Node) {
    if let Kind::Clause { args, .. } = &mut game.kind {
        match args.iter_mut().find(|a| matches!(a.kind, Kind::Str(_))) {
            Some(slot) => *slot = name.clone(),
            None => args.insert(0, name.clone()),
        }
    }
}

fn replace_game_clause(game: &mut Node, head: &str, new: &Node) {
    if let Kind::Clause { args, .. } = &mut game.kind {
        match args.iter_mut().find(|a| head_name(a) == Some(head)) {
            Some(slot) => *slot = new.clone(),
            None => args.push(new.clone()),
        }
    }
}

/// The first string argument of a clause: a define's, option's or ruleset's name.
fn name_of(n: &Node) -> Option<&str> {
    match &n.kind {
        Kind::Clause { args, .. } => args.iter().find_map(|a| match &a.kind {
            Kind::Str(s) => Some(s.as_str()),
            _ => None,
        }),
        _ => None,
    }
}

/// Merges the variant's other top-level forms into the base.
fn merge_forms(base: &mut File, forms: Vec<Node>) {
    let mut metadata_done = false;
    for n in forms {
        match head_name(&n) {
            Some(h @ ("define" | "option")) => {
                let slot = base
                    .items
                    .iter()
                    .position(|b| head_name(b) == Some(h) && name_of(b) == name_of(&n));
                match slot {
                    Some(i) => base.items[i] = n,
                    None => base.items.push(n),
                }
            }
            Some("rulesets") => merge_rulesets(base, n),
            Some("metadata") => {
                if !metadata_done {
                    base.items.retain(|b| head_name(b) != Some("metadata"));
                    metadata_done = true;
                }
                base.items.push(n);
            }
            _ => base.items.push(n),
        }
    }
}

/// The `{...}` list of a `(rulesets {...})` form.
fn ruleset_list(n: &mut Node) -> Option<&mut Vec<Node>> {
    match &mut n.kind {
        Kind::Clause { args, .. } => args.iter_mut().find_map(|a| match &mut a.kind {
            Kind::Array(v) => Some(v),
            _ => None,
        }),
        _ => None,
    }
}

fn merge_rulesets(base: &mut File, mut form: Node) {
    let Some(bi) = base
        .items
        .iter()
        .position(|b| head_name(b) == Some("rulesets"))
    else {
        base.items.push(form);
        return;
    };
    let Some(new) = ruleset_list(&mut form).map(std::mem::take) else {
        base.items.push(form);
        return;
    };
    let Some(list) = ruleset_list(&mut base.items[bi]) else {
        return;
    };
    // A default marked in the variant wins over the base's.
    if new.iter().any(|n| matches!(n.kind, Kind::Mark(_))) {
        list.retain(|n| !matches!(n.kind, Kind::Mark(_)));
    }
    let mut new = new.into_iter().peekable();
    while let Some(r) = new.next() {
        let mark = new.next_if(|m| matches!(m.kind, Kind::Mark(_))).into_iter();
        let at = list
            .iter()
            .position(|b| head_name(b) == Some("ruleset") && name_of(b) == name_of(&r));
        let after = Span {
            start: r.span.end,
            ..r.span
        };
        let mut group: Vec<Node> = vec![r];
        group.extend(mark);
        match at {
            Some(i) => {
                let marked = list.get(i + 1).and_then(|m| match m.kind {
                    Kind::Mark(k) => Some(k),
                    _ => None,
                });
                // A replaced default stays the default unless the variant says otherwise;
                // its mark is placed after the new ruleset, where the reader expects it.
                if let (Some(k), 1) = (marked, group.len()) {
                    group.push(Node::new(Kind::Mark(k), after));
                }
                let end = i + 1 + usize::from(marked.is_some());
                list.splice(i..end, group);
            }
            None => list.extend(group),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parse;
    use crate::syntax::print::print_file;

    fn merged(base: &str, variant: &str) -> String {
        let mut b = parse(base, 0).expect("base parses");
        let v = parse(variant, 1).expect("variant parses");
        merge_forms(&mut b, v.items);
        print_file(&b)
    }

    const BASE: &str = r#"(game "G")
(option "A" <A> {(item "x" <1>)* (item "y" <2>)})
(rulesets {(ruleset "R1" {"A/x"})* (ruleset "R2" {"A/y"})})
(metadata (info {(description "base")}))"#;

    #[test]
    fn forms_replace_by_name_or_are_added() {
        let out = merged(
            BASE,
            r#"(option "A" <A> {(item "z" <3>)}) (option "B" <B> {(item "w" <4>)})
               (metadata (info {(description "variant")}))"#,
        );
        assert!(
            out.contains(r#"(option "A" <A> {(item "z" <3>)})"#),
            "{out}"
        );
        assert!(out.contains(r#"(option "B""#), "{out}");
        assert!(!out.contains("base"), "{out}");
        assert!(out.contains("variant"), "{out}");
    }

    #[test]
    fn a_replaced_default_ruleset_stays_the_default() {
        let out = merged(BASE, r#"(rulesets {(ruleset "R1" {"A/y"})})"#);
        assert!(
            out.contains(r#"(rulesets {(ruleset "R1" {"A/y"})* (ruleset "R2" {"A/y"})})"#),
            "{out}"
        );
    }

    #[test]
    fn a_default_in_the_variant_wins() {
        let out = merged(BASE, r#"(rulesets {(ruleset "R3" {"A/y"})*})"#);
        assert!(
            out.contains(
                r#"(rulesets {(ruleset "R1" {"A/x"}) (ruleset "R2" {"A/y"}) (ruleset "R3" {"A/y"})*})"#
            ),
            "{out}"
        );
    }

    #[test]
    fn paths_are_normalized_for_messages() {
        assert_eq!(
            normalize(Path::new("games/variants/../dum-blas.lud")),
            PathBuf::from("games/dum-blas.lud")
        );
        assert_eq!(
            normalize(Path::new("../a/./b.lud")),
            PathBuf::from("../a/b.lud")
        );
    }
}
