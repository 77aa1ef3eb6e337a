//! The define library: the files of `games/defs/`, built into the binary so that a
//! game file anywhere can use them, as Ludii's `.def` library is built into Ludii.
//!
//! Each file holds only `(define ...)` forms. A game's own define of the same name
//! replaces the library's. Tests check that [`FILES`] and [`LUDII`] list every file of
//! their folders and that no name is defined twice.

/// `(name, text)` of each library file, the name as shown in diagnostics.
pub const FILES: &[(&str, &str)] = &[
    (
        "games/defs/common.lud",
        include_str!("../../games/defs/common.lud"),
    ),
    (
        "games/defs/draughts.lud",
        include_str!("../../games/defs/draughts.lud"),
    ),
];

/// `(name, text)` of each file of our own rendering of Ludii's shared defines
/// (`games/defs/ludii/`): the names Ludii's game files call (`"TwoPlayersNorthSouth"`,
/// `"HopCapture"`...), written from what each means. `--defs DIR` puts a Ludii
/// installation's own `def` folder in their place.
pub const LUDII: &[(&str, &str)] = &[
    (
        "games/defs/ludii/equipment.lud",
        include_str!("../../games/defs/ludii/equipment.lud"),
    ),
    (
        "games/defs/ludii/boards.lud",
        include_str!("../../games/defs/ludii/boards.lud"),
    ),
    (
        "games/defs/ludii/tracks.lud",
        include_str!("../../games/defs/ludii/tracks.lud"),
    ),
    (
        "games/defs/ludii/pieces.lud",
        include_str!("../../games/defs/ludii/pieces.lud"),
    ),
    (
        "games/defs/ludii/dice.lud",
        include_str!("../../games/defs/ludii/dice.lud"),
    ),
    (
        "games/defs/ludii/start.lud",
        include_str!("../../games/defs/ludii/start.lud"),
    ),
    (
        "games/defs/ludii/moves.lud",
        include_str!("../../games/defs/ludii/moves.lud"),
    ),
    (
        "games/defs/ludii/hops.lud",
        include_str!("../../games/defs/ludii/hops.lud"),
    ),
    (
        "games/defs/ludii/captures.lud",
        include_str!("../../games/defs/ludii/captures.lud"),
    ),
    (
        "games/defs/ludii/consequences.lud",
        include_str!("../../games/defs/ludii/consequences.lud"),
    ),
    (
        "games/defs/ludii/conditions.lud",
        include_str!("../../games/defs/ludii/conditions.lud"),
    ),
    (
        "games/defs/ludii/functions.lud",
        include_str!("../../games/defs/ludii/functions.lud"),
    ),
    (
        "games/defs/ludii/end.lud",
        include_str!("../../games/defs/ludii/end.lud"),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The `.lud` files of `games/defs/{sub}`, as `games/defs/{sub}NAME`, sorted.
    fn on_disk(sub: &str) -> Vec<String> {
        let dir = format!("{}/games/defs/{sub}", env!("CARGO_MANIFEST_DIR"));
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("the library folder exists")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".lud"))
            .map(|n| format!("games/defs/{sub}{n}"))
            .collect();
        names.sort();
        names
    }

    fn listed(files: &[(&str, &str)]) -> Vec<String> {
        let mut names: Vec<String> = files.iter().map(|(n, _)| n.to_string()).collect();
        names.sort();
        names
    }

    #[test]
    fn every_library_file_is_listed_and_parses() {
        assert_eq!(on_disk(""), listed(FILES));
        assert_eq!(on_disk("ludii/"), listed(LUDII));
        for (name, text) in FILES.iter().chain(LUDII) {
            assert!(crate::syntax::parse(text, 0).is_ok(), "{name} parses");
        }
    }

    #[test]
    fn ludii_names_do_not_clash_with_ours() {
        let mut diags = crate::diag::Diags::new();
        let mut nodes = Vec::new();
        for (_, text) in FILES.iter().chain(LUDII) {
            let file = crate::syntax::parse(text, 0).expect("library parses");
            nodes.extend(crate::expand::forms::library_defines(&file, &mut diags));
        }
        let mut warnings = crate::diag::Diags::new();
        crate::expand::defines::Table::collect(&nodes, &[], &mut diags, &mut warnings);
        assert!(diags.is_empty(), "{diags:?}");
    }
}
