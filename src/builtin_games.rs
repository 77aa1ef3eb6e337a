//! The games of `games/`, built into the binary, so that an installed `ludic` finds them
//! by name (`ludic play dum-blas`) wherever it runs.

use std::path::Path;

/// Each built-in game: its name (the file name without `.lud`) and its text.
pub const GAMES: [(&str, &str); 17] = [
    ("alquerque", include_str!("../games/alquerque.lud")),
    (
        "brazilian-draughts",
        include_str!("../games/brazilian-draughts.lud"),
    ),
    (
        "czech-draughts",
        include_str!("../games/czech-draughts.lud"),
    ),
    ("dum-blas", include_str!("../games/dum-blas.lud")),
    (
        "english-draughts",
        include_str!("../games/english-draughts.lud"),
    ),
    (
        "frisian-draughts",
        include_str!("../games/frisian-draughts.lud"),
    ),
    ("hexdame", include_str!("../games/hexdame.lud")),
    (
        "international-draughts",
        include_str!("../games/international-draughts.lud"),
    ),
    (
        "italian-draughts",
        include_str!("../games/italian-draughts.lud"),
    ),
    ("lasca", include_str!("../games/lasca.lud")),
    (
        "pleasant-draughts",
        include_str!("../games/pleasant-draughts.lud"),
    ),
    ("pool-checkers", include_str!("../games/pool-checkers.lud")),
    (
        "russian-draughts",
        include_str!("../games/russian-draughts.lud"),
    ),
    (
        "spanish-draughts",
        include_str!("../games/spanish-draughts.lud"),
    ),
    ("thai-draughts", include_str!("../games/thai-draughts.lud")),
    (
        "turkish-draughts",
        include_str!("../games/turkish-draughts.lud"),
    ),
    ("yote", include_str!("../games/yote.lud")),
];

/// The built-in game a path names, when no such file exists: `dum-blas`,
/// `dum-blas.lud` or `games/dum-blas.lud`. Its name as shown in messages, and its text.
pub fn find(path: &Path) -> Option<(String, &'static str)> {
    let parent = path
        .parent()
        .map(|p| p.as_os_str().to_string_lossy().to_string());
    if !matches!(parent.as_deref(), None | Some("") | Some("games")) {
        return None;
    }
    let file = path.file_name()?.to_str()?;
    let stem = file.strip_suffix(".lud").unwrap_or(file);
    GAMES
        .iter()
        .find(|(n, _)| *n == stem)
        .map(|(n, text)| (format!("games/{n}.lud (built in)"), *text))
}

/// The names of the built-in games, for suggestions.
pub fn names() -> impl Iterator<Item = &'static str> {
    GAMES.iter().map(|(n, _)| *n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_found_by_its_name_with_or_without_folder_and_extension() {
        for p in ["dum-blas", "dum-blas.lud", "games/dum-blas.lud"] {
            let (name, text) = find(Path::new(p)).expect("built in");
            assert_eq!(name, "games/dum-blas.lud (built in)");
            assert!(text.contains("(game \"Dum Blas\""));
        }
        assert!(find(Path::new("elsewhere/dum-blas.lud")).is_none());
        assert!(find(Path::new("no-such-game")).is_none());
    }
}
