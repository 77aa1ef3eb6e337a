//! Expansion of a parsed file into one `(game ...)` clause, in Ludii's order:
//! options (the chosen item's values replace `<Tag>`), rulesets (which choose option
//! items), defines (`(define "Name" body)` uses replaced by their bodies).
//!
//! Errors are collected and returned together. Faults in the command line's
//! `--ruleset`/`--option` are kept apart (`usage`), for exit status 2. What Ludii lets
//! pass without a word is no error: it is returned as warnings ([`warnings`]).

pub mod defines;
pub mod edit;
pub mod extends;
pub mod forms;
pub mod library;
pub mod ludii;
pub mod ludii_names;
pub mod options;
pub mod select;
pub mod selection;
pub mod selector;
pub mod subst;
pub mod table;
pub mod warnings;

use crate::diag::Diags;
use crate::syntax::ast::{File, Kind, Node};
pub use selection::{DefsDir, EngineChoice, Selection, WarningMode};

/// Why expansion failed.
#[derive(Debug)]
pub struct Error {
    /// The diagnostics.
    pub diags: Diags,
    /// True when the fault is in the command line (`--ruleset`, `--option`).
    pub usage: bool,
}

impl Error {
    fn file(diags: Diags) -> Error {
        Error {
            diags,
            usage: false,
        }
    }
}

/// The expanded game and the choices that made it.
#[derive(Debug)]
pub struct Output {
    /// The `(game ...)` clause with options, rulesets and defines resolved.
    pub game: Node,
    /// The ruleset used, if the file has rulesets.
    pub ruleset: Option<String>,
    /// Every option's chosen item, as `"Heading/Label"`, in the file's order (options
    /// that nothing in the game refers to left out).
    pub options: Vec<String>,
    /// Faults Ludii lets pass ([`warnings`]), in the order of the files' text.
    pub warnings: Diags,
    /// The PDN game type the metadata declares (`(pdn "20")`), if any.
    pub pdn_type: Option<String>,
}

/// The value of the first `(pdn "N")` in the metadata: the game's standard PDN type.
fn pdn_type(metadata: &[&Node]) -> Option<String> {
    fn find(n: &Node) -> Option<String> {
        match &n.kind {
            Kind::Clause { head, args, .. } => {
                if matches!(head, crate::syntax::ast::Head::Name(h) if h == "pdn") {
                    return match args.first().map(|a| &a.kind) {
                        Some(Kind::Str(s)) => Some(s.clone()),
                        Some(Kind::Int(i)) => Some(i.to_string()),
                        _ => None,
                    };
                }
                args.iter().find_map(find)
            }
            Kind::Array(v) => v.iter().find_map(find),
            _ => None,
        }
    }
    metadata.iter().find_map(|m| find(m))
}

/// `defines` with only the last define of each name, in their order.
fn last_of_each_name(defines: Vec<Node>) -> Vec<Node> {
    let name = |n: &Node| match &n.kind {
        Kind::Clause { args, .. } => match args.first().map(|a| &a.kind) {
            Some(Kind::Str(s)) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    };
    let mut last = std::collections::HashMap::new();
    for (i, d) in defines.iter().enumerate() {
        if let Some(n) = name(d) {
            last.insert(n, i);
        }
    }
    defines
        .into_iter()
        .enumerate()
        .filter(|(i, d)| name(d).is_none_or(|n| last.get(&n) == Some(i)))
        .map(|(_, d)| d)
        .collect()
}

/// Expands `file` (index `file_id` in the sources) with the define `library` (parsed
/// files of defines only) and the user's selection.
pub fn expand(
    file: &File,
    file_id: u32,
    library: &[File],
    sel: &Selection,
) -> Result<Output, Error> {
    let mut diags = Diags::new();
    let forms = forms::split(file, file_id, &mut diags);
    let before = diags.0.len();
    let mut warned = Diags::new();
    let opts: Vec<options::Opt> = forms
        .options
        .iter()
        .filter_map(|n| options::option(n, &mut diags, &mut warned))
        .collect();
    options::check_unique(&opts, &mut warned);
    warned.0.extend(warnings::same_items(&opts).0);
    let rulesets: Vec<options::Ruleset> = forms
        .rulesets
        .iter()
        .flat_map(|n| options::rulesets(n, &mut diags))
        .collect();
    let mut usage = Diags::new();
    let chosen = select::select(&opts, &rulesets, sel, &mut diags, &mut usage);
    if !usage.is_empty() {
        return Err(Error {
            diags: usage,
            usage: true,
        });
    }
    // A broken option or ruleset would only cause misleading errors further on.
    let (Some(game), false) = (forms.game, diags.0.len() > before) else {
        return Err(Error::file(diags));
    };

    // Options: textual in Ludii, so they reach into define bodies too.
    let sub = subst::Subst {
        opts: &opts,
        pick: &chosen.pick,
        used: std::cell::RefCell::new(vec![false; opts.len()]),
    };
    let game = sub.one(game, &mut diags);
    let mut file_defines: Vec<Node> = Vec::new();
    for d in &forms.defines {
        // A define stays one; an option reference gives its value, which must be defines.
        for n in sub.node(d, &mut diags) {
            if forms::head_name(&n) == Some("define") {
                file_defines.push(n);
            } else {
                diags.push(forms::not_a_define(&n, d.span));
            }
        }
    }
    // An option item's value may hold defines, which land inside the game; Ludii takes
    // every define out wherever it is.
    let game = game.map(|g| ludii::extract_defines(&g, &mut file_defines));

    let mut lib_defines = Vec::new();
    for lib in library {
        lib_defines.extend(forms::library_defines(lib, &mut diags));
    }
    // Ludii keeps its library in a map by name, so a name defined twice is no error
    // there: the last file read wins. Our own library is checked free of duplicates by
    // its tests; a Ludii folder given with --defs comes after it and wins.
    let lib_defines = last_of_each_name(lib_defines);
    let table = defines::Table::collect(&lib_defines, &file_defines, &mut diags, &mut warned);
    let own_files = warnings::files_of(&file.items);
    let game = game.and_then(|g| {
        defines::expand(
            &table,
            &g,
            &own_files,
            sel.defs.as_ref(),
            &mut diags,
            &mut warned,
        )
    });
    let used = sub.used.into_inner();
    let mut roots: Vec<&Node> = forms
        .game
        .into_iter()
        .chain(forms.metadata.iter().copied())
        .collect();
    roots.extend(
        opts.iter()
            .flat_map(|o| &o.items)
            .flat_map(|i| i.values.iter().flatten()),
    );
    warned
        .0
        .extend(warnings::unused_defines(&file_defines, &roots, &table, file_id).0);
    warned.0.extend(
        warnings::unused_options(&opts, &used, &forms.metadata, &chosen.explicit, file_id).0,
    );
    warned
        .0
        .sort_by_key(|d| d.span().map(|s| (s.file, s.start)));
    let options = chosen
        .labels
        .into_iter()
        .zip(&used)
        .filter(|(_, u)| **u)
        .map(|(l, _)| l)
        .collect();
    match game {
        Some(game) if diags.is_empty() => Ok(Output {
            game,
            ruleset: chosen.ruleset,
            options,
            warnings: warned,
            pdn_type: pdn_type(&forms.metadata),
        }),
        _ => Err(Error::file(diags)),
    }
}
