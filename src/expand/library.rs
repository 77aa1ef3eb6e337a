//! The define library: the files of `games/defs/`, built into the binary so that a
//! game file anywhere can use them, as Ludii's `.def` library is built into Ludii.
//!
//! Each file holds only `(define ...)` forms. A game's own define of the same name
//! replaces the library's. A test checks that [`FILES`] lists every file of the folder.

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
pub const LUDII: &[(&str, &str)] = &[];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_library_file_is_listed_and_parses() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games/defs");
        let mut on_disk: Vec<String> = std::fs::read_dir(dir)
            .expect("games/defs exists")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".lud"))
            .map(|n| format!("games/defs/{n}"))
            .collect();
        on_disk.sort();
        let mut listed: Vec<String> = FILES.iter().map(|(n, _)| n.to_string()).collect();
        listed.sort();
        assert_eq!(on_disk, listed);
        for (name, text) in FILES {
            assert!(crate::syntax::parse(text, 0).is_ok(), "{name} parses");
        }
    }
}
