//! A game's equipment read from its file (`ludic board`): expanded, then read without
//! its rules ([`crate::program::compile::equipment_of`]). When the rules do not even
//! expand (a define they, or the pieces' moves, use is missing), the file is expanded
//! again without them and without the pieces, so that the board still shows.

use crate::load::{expand_file, expand_parsed, parse_file, Failure, Selection, WarningMode};
use crate::program::equipment::Equipment;
use crate::syntax::ast::{File, Head, Kind, Node};
use std::path::Path;

/// The equipment of a file, and why its rules were left out, if they were.
#[derive(Debug)]
pub struct Read {
    /// The equipment.
    pub equipment: Equipment,
    /// When the rules did not expand: that failure. The equipment was then read from
    /// the file without its `(rules ...)` and its pieces, and `stochastic` says only
    /// whether it has dice.
    pub rules_failed: Option<Failure>,
}

/// Reads, expands and reads the equipment of the file at `path`.
pub fn equipment_file(path: &Path, sel: &Selection) -> Result<Read, Failure> {
    let full = match expand_file(path, sel) {
        Ok(e) => {
            return crate::program::compile::equipment_of(&e.game)
                .map(|equipment| Read {
                    equipment,
                    rules_failed: None,
                })
                .map_err(|diags| input(e.sources, diags))
        }
        Err(f) => f,
    };
    // Only a failure of expansion may lie in the rules alone.
    if full.usage
        || !full
            .diags
            .0
            .iter()
            .all(|d| d.code.starts_with("lud::expand::"))
    {
        return Err(full);
    }
    let Ok(mut parsed) = parse_file(path) else {
        return Err(full);
    };
    if !drop_rules(&mut parsed.ast) {
        return Err(full);
    }
    // Defines and options only the rules used are unused now: no warning about them.
    let quiet = Selection {
        warnings: WarningMode::Keep,
        ..sel.clone()
    };
    match expand_parsed(parsed, &quiet) {
        Ok(e) => match crate::program::compile::equipment_of(&e.game) {
            Ok(equipment) => Ok(Read {
                equipment,
                rules_failed: Some(full),
            }),
            Err(diags) => Err(input(e.sources, diags)),
        },
        // The equipment's own failure, without the rules' errors around it.
        Err(f) => Err(f),
    }
}

/// Removes from the file's `(game ...)` what the board does not need: its `(rules ...)`
/// and the items of its equipment that are not containers (pieces, regions, maps...,
/// whose moves and sites may use defines too); false when there was nothing to remove.
fn drop_rules(file: &mut File) -> bool {
    let mut dropped = false;
    for item in &mut file.items {
        if let Kind::Clause {
            head: Head::Name(n),
            args,
            ..
        } = &mut item.kind
        {
            if n == "game" {
                let before = args.len();
                args.retain(|a| !is(a, &["rules"]));
                dropped |= args.len() < before;
                for a in args.iter_mut() {
                    dropped |= drop_items(a);
                }
            }
        }
    }
    dropped
}

/// The items of an `(equipment {...})` that are not containers.
const NOT_CONTAINERS: [&str; 7] = [
    "piece", "tile", "regions", "map", "dominoes", "hints", "card",
];

/// Removes the items that are not containers from `(equipment {...})`.
fn drop_items(n: &mut Node) -> bool {
    let Kind::Clause {
        head: Head::Name(h),
        args,
        ..
    } = &mut n.kind
    else {
        return false;
    };
    if h != "equipment" {
        return false;
    }
    let mut dropped = false;
    for a in args.iter_mut() {
        if let Kind::Array(items) = &mut a.kind {
            let before = items.len();
            items.retain(|i| !is(i, &NOT_CONTAINERS));
            dropped |= items.len() < before;
        }
    }
    dropped
}

fn is(n: &Node, heads: &[&str]) -> bool {
    matches!(&n.kind, Kind::Clause { head: Head::Name(h), .. } if heads.contains(&h.as_str()))
}

/// A failure in the file (not the command line).
fn input(sources: crate::diag::Sources, diags: crate::diag::Diags) -> Failure {
    Failure {
        sources,
        diags,
        usage: false,
    }
}
