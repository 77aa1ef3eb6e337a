//! Our rendering of Ludii's shared defines (`games/defs/ludii/`) against Ludii's own
//! `def` folder: expanding with either must give the same text.
//!
//! Ludii's files are not kept in this repository: these tests read them from a checkout
//! of Ludii's repository named by the environment variable `LUDII_REPO` (the folder
//! holding `Common/res/lud` and `Common/res/def`), and are ignored by default:
//! `LUDII_REPO=/path/to/Ludii cargo test --release --test ludii_defs_equivalence -- --ignored`.

use ludic::expand::library::{FILES, LUDII};
use ludic::load::{expand_file, ruleset_names, DefsDir, Selection};
use ludic::syntax::ast::{File, Kind, Node};
use ludic::syntax::print::print_flat;
use std::path::{Path, PathBuf};

/// Ludii's repository named by `LUDII_REPO`; the tests need it.
fn ludii_repo() -> PathBuf {
    let dir = PathBuf::from(
        std::env::var_os("LUDII_REPO")
            .expect("set LUDII_REPO to a checkout of Ludii's repository (holding Common/res)"),
    );
    assert!(
        dir.join("Common/res/def").is_dir(),
        "LUDII_REPO has no Common/res/def"
    );
    dir
}

/// The files below `dir` whose name ends with `ext`, sorted.
fn files_below(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable folder") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            files_below(&path, ext, out);
        } else if path.to_string_lossy().ends_with(ext) {
            out.push(path);
        }
    }
    out.sort();
}

/// The expanded game, flat, or `None` when the file does not expand.
fn expanded(path: &Path, sel: &Selection) -> Option<String> {
    expand_file(path, sel).ok().map(|e| print_flat(&e.game))
}

#[test]
#[ignore = "needs LUDII_REPO, a checkout of Ludii's repository"]
fn every_board_file_expands_as_with_ludii_s_own_defines() {
    let repo = ludii_repo();
    let ludii = Selection {
        defs: Some(DefsDir {
            path: repo.join("Common/res/def"),
            from_env: false,
        }),
        ..Selection::default()
    };
    let mut games = Vec::new();
    files_below(&repo.join("Common/res/lud/board"), ".lud", &mut games);
    let (mut both, mut differ) = (0, Vec::new());
    for path in &games {
        // Each ruleset of the file, and the file with none chosen.
        let rulesets = ruleset_names(path).unwrap_or_default();
        for ruleset in std::iter::once(None).chain(rulesets.into_iter().map(Some)) {
            let ours = Selection {
                ruleset: ruleset.clone(),
                ..Selection::default()
            };
            let theirs = Selection {
                ruleset: ruleset.clone(),
                ..ludii.clone()
            };
            let (Some(a), Some(b)) = (expanded(path, &ours), expanded(path, &theirs)) else {
                continue;
            };
            both += 1;
            if a != b {
                differ.push(format!("{} {ruleset:?}", path.display()));
            }
        }
    }
    eprintln!("{both} expansions both ways, {} differ", differ.len());
    assert!(both > 1000, "only {both} files expand both ways");
    assert!(differ.is_empty(), "they differ:\n{}", differ.join("\n"));
}

/// Parses library texts into files.
fn parse_all<'a>(texts: impl Iterator<Item = (String, &'a str)>) -> Vec<File> {
    texts
        .enumerate()
        .map(|(i, (name, text))| {
            ludic::syntax::parse(text, i as u32 + 1).unwrap_or_else(|_| panic!("{name} parses"))
        })
        .collect()
}

/// Each define of Ludii's folder: its name and the highest `#n` its body uses.
fn ludii_defines(files: &[File]) -> Vec<(String, u8)> {
    let mut out = Vec::new();
    for file in files {
        for item in &file.items {
            let Kind::Clause { args, .. } = &item.kind else {
                continue;
            };
            let Some(Kind::Str(name)) = args.first().map(|a| &a.kind) else {
                continue;
            };
            let top = args[1..].iter().map(highest_param).max().unwrap_or(0);
            out.push((name.clone(), top));
        }
    }
    out.sort();
    out.dedup();
    out
}

fn highest_param(n: &Node) -> u8 {
    match &n.kind {
        Kind::Param(k) => *k,
        Kind::Clause { args: v, .. } | Kind::Array(v) | Kind::Angle(v) => {
            v.iter().map(highest_param).max().unwrap_or(0)
        }
        Kind::Named { value, .. } => highest_param(value),
        _ => 0,
    }
}

fn expand_with(game: &str, library: &[File]) -> Result<String, String> {
    let file = ludic::syntax::parse(game, 0).map_err(|d| format!("{d:?}"))?;
    ludic::expand::expand(&file, 0, library, &Selection::default())
        .map(|out| print_flat(&out.game))
        .map_err(|e| format!("{:?}", e.diags))
}

/// Every define of Ludii's folder, used with all its arguments and with none, expands as
/// Ludii's own does; and with every other Ludii define replaced by the game (a marker
/// that shows where it is used), so the two name the same defines where Ludii's do: a
/// game's own define of a name changes ours exactly as it changes Ludii's.
#[test]
#[ignore = "needs LUDII_REPO, a checkout of Ludii's repository"]
fn every_ludii_define_expands_as_ludii_s_own() {
    let repo = ludii_repo();
    let mut paths = Vec::new();
    files_below(&repo.join("Common/res/def"), ".def", &mut paths);
    let texts: Vec<(String, String)> = paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("readable .def file");
            (p.display().to_string(), text)
        })
        .collect();
    let own = || FILES.iter().map(|(n, t)| (n.to_string(), *t));
    let theirs = parse_all(own().chain(texts.iter().map(|(n, t)| (n.clone(), t.as_str()))));
    let ours = parse_all(own().chain(LUDII.iter().map(|(n, t)| (n.to_string(), *t))));
    let defines = ludii_defines(&theirs[FILES.len()..]);
    assert!(defines.len() >= 160, "{} defines", defines.len());
    // What the game defines for the defines that Ludii's mancala defines expect of it.
    let game_defines = r#"(define "Columns" 6) (define "PiecesOwnedBy" (count at:(mapEntry #1)))"#;
    let mut differ = Vec::new();
    for (name, top) in &defines {
        let args: String = (1..=*top).map(|k| format!(" (arg{k})")).collect();
        let markers: String = defines
            .iter()
            .filter(|(other, _)| other != name)
            .map(|(other, _)| {
                format!("(define \"{other}\" (use {other} #1 #2 #3 #4 #5 #6 #7 #8 #9))\n")
            })
            .collect();
        let mut uses = vec![format!("(\"{name}\"{args})")];
        if *top > 0 {
            uses.push(format!("(\"{name}\")"));
        }
        for use_ in uses {
            for shadow in ["", markers.as_str()] {
                let game = format!("{game_defines}\n{shadow}(game \"T\" {use_})");
                let (a, b) = (expand_with(&game, &ours), expand_with(&game, &theirs));
                if a != b {
                    differ.push(format!(
                        "{use_}{}:\n  ours:  {a:?}\n  Ludii: {b:?}",
                        if shadow.is_empty() {
                            ""
                        } else {
                            " (others replaced)"
                        }
                    ));
                }
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
