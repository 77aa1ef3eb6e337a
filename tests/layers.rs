//! Imports flow one way: every top-level module of `src/` sits in a layer, and no module
//! refers to one in a later layer (issue 31, point 3). Modules of one layer may use each
//! other, but not in a circle.
//!
//! The check reads the sources under `src/` rather than asking the compiler, so it is a
//! scan, kept simple and exact about what it sees:
//! - comments, strings and character literals are blanked first, so a path in a doc
//!   comment or a message is not an import;
//! - an item marked `#[cfg(test)]` is skipped: an inline `mod tests { ... }` (or any
//!   other item) up to its closing brace, and a `mod NAME;` file with all the files under
//!   it. Test code may reach any layer; which files are tests is read from the `mod`
//!   declarations, not guessed from file names;
//! - a reference is a path `crate::NAME` (also `$crate::NAME` in a macro, and each
//!   `NAME` of a group `crate::{a::X, b}`), or `super::...::NAME` with as many `super`s
//!   as the module is deep (so it reaches the crate's root), inline modules counted. A
//!   `#[macro_export]` macro named as `crate::NAME!` belongs to the module that defines it.
//!
//! Upward references not fixed yet are in [`PENDING`], each with its reason; the test
//! fails when one of them no longer occurs, so that the list only shrinks.

#[path = "layers/scan.rs"]
mod scan;

use scan::{scan_crate, top_modules};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, earlier first: a module may use its own layer and the ones before it.
const LAYERS: &[&[&str]] = &[
    &["diag", "input_file"],
    &["syntax"],
    &["expand", "builtin_games"],
    &["load"],
    // The kernel's input, plain data.
    &["rules"],
    &["program"],
    &["engine", "kernel"],
    &["game"],
    &["notation", "pdn", "ai", "draw", "analyze", "ruletest"],
    &["play", "serve"],
    &["cli"],
];

/// Upward references known today and fixed by other work: (file, from, to, why). The
/// test fails on any other upward reference, and on an entry here that no longer occurs.
const PENDING: &[(&str, &str, &str, &str)] = &[];

/// One reference from a file to a top-level module.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Ref {
    file: String,
    line: usize,
    from: String,
    to: String,
}

#[test]
fn imports_flow_one_way() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let layer_of = layer_table();
    let tops = top_modules(&root.join("src/lib.rs"));
    let mut problems = Vec::new();
    for m in &tops {
        if !layer_of.contains_key(m.as_str()) {
            problems.push(format!(
                "src/lib.rs: module `{m}` is in no layer of tests/layers.rs (LAYERS): give it one"
            ));
        }
    }
    for m in layer_of.keys() {
        if !tops.contains(*m) {
            problems.push(format!(
                "tests/layers.rs: LAYERS names `{m}`, which src/lib.rs does not declare"
            ));
        }
    }
    let refs = scan_crate(root, &tops);
    assert!(
        refs.len() > 100,
        "the scan found only {} references: it is broken",
        refs.len()
    );
    let mut pending_seen = BTreeSet::new();
    for r in &refs {
        let Some(&a) = layer_of.get(r.from.as_str()) else {
            continue; // reported above
        };
        let Some(&b) = layer_of.get(r.to.as_str()) else {
            problems.push(format!(
                "{}:{}: `crate::{}` is no module of LAYERS (nor a macro one defines)",
                r.file, r.line, r.to
            ));
            continue;
        };
        if b <= a {
            continue;
        }
        match PENDING
            .iter()
            .position(|p| p.0 == r.file && p.1 == r.from && p.2 == r.to)
        {
            Some(k) => {
                pending_seen.insert(k);
            }
            None => problems.push(format!(
                "{}:{}: `{}` (layer {}) refers to `{}` (layer {}, later): move what it needs \
                 down, or the code up",
                r.file,
                r.line,
                r.from,
                a + 1,
                r.to,
                b + 1
            )),
        }
    }
    for (k, p) in PENDING.iter().enumerate() {
        if !pending_seen.contains(&k) {
            problems.push(format!(
                "PENDING: {} no longer refers from `{}` to `{}`: remove the entry",
                p.0, p.1, p.2
            ));
        }
    }
    problems.extend(circles(&refs, &layer_of));
    assert!(
        problems.is_empty(),
        "imports that do not flow one way:\n{}",
        problems.join("\n")
    );
}

/// The circles among modules of one layer: for each reference `a -> b` from which `b`
/// leads back to `a` through references within the layer.
fn circles(refs: &[Ref], layer_of: &BTreeMap<&str, usize>) -> Vec<String> {
    let mut edges: BTreeMap<&str, BTreeMap<&str, &Ref>> = BTreeMap::new();
    for r in refs {
        let (Some(a), Some(b)) = (layer_of.get(r.from.as_str()), layer_of.get(r.to.as_str()))
        else {
            continue;
        };
        if a == b && r.from != r.to {
            edges.entry(&r.from).or_default().entry(&r.to).or_insert(r);
        }
    }
    let reaches = |from: &str, to: &str| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from];
        while let Some(m) = todo.pop() {
            if m == to {
                return true;
            }
            if seen.insert(m) {
                todo.extend(edges.get(m).into_iter().flat_map(|e| e.keys().copied()));
            }
        }
        false
    };
    let mut out = Vec::new();
    for (a, targets) in &edges {
        for (b, r) in targets {
            if reaches(b, a) {
                out.push(format!(
                    "{}:{}: `{a}` refers to `{b}`, which leads back to `{a}`: a circle within \
                     layer {}",
                    r.file,
                    r.line,
                    layer_of[a] + 1
                ));
            }
        }
    }
    out
}

fn layer_table() -> BTreeMap<&'static str, usize> {
    let mut out = BTreeMap::new();
    for (i, layer) in LAYERS.iter().enumerate() {
        for m in *layer {
            assert!(out.insert(*m, i).is_none(), "`{m}` is in two layers");
        }
    }
    out
}
