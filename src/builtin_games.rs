//! The games of `games/`, built into the binary, so that an installed `ludic` finds them
//! by name (`ludic play dum-blas`) wherever it runs.

use std::path::Path;

/// A built-in game: its name, its path in the repository and its text.
macro_rules! game {
    ($name:literal, $path:literal) => {
        ($name, $path, include_str!(concat!("../", $path)))
    };
}

/// Each built-in game: its name (the file name without `.lud`), its path in the
/// repository (a variant's `extends` is relative to it) and its text.
pub const GAMES: [(&str, &str, &str); 26] = [
    game!("alquerque", "games/alquerque.lud"),
    game!("backgammon", "games/backgammon.lud"),
    game!("brazilian-draughts", "games/brazilian-draughts.lud"),
    game!("chess", "games/chess.lud"),
    game!("connect-four", "games/connect-four.lud"),
    game!("czech-draughts", "games/czech-draughts.lud"),
    game!("dum-blas", "games/dum-blas.lud"),
    game!("dum-papan", "games/variants/dum-papan.lud"),
    game!("english-draughts", "games/english-draughts.lud"),
    game!("frisian-draughts", "games/frisian-draughts.lud"),
    game!("go", "games/go.lud"),
    game!("hex", "games/hex.lud"),
    game!("hexdame", "games/hexdame.lud"),
    game!("international-draughts", "games/international-draughts.lud"),
    game!("italian-draughts", "games/italian-draughts.lud"),
    game!("knightmate", "games/variants/knightmate.lud"),
    game!("lasca", "games/lasca.lud"),
    game!("oware", "games/oware.lud"),
    game!("pleasant-draughts", "games/pleasant-draughts.lud"),
    game!("pool-checkers", "games/pool-checkers.lud"),
    game!("russian-draughts", "games/russian-draughts.lud"),
    game!("spanish-draughts", "games/spanish-draughts.lud"),
    game!("thai-draughts", "games/thai-draughts.lud"),
    game!("tic-tac-toe", "games/tic-tac-toe.lud"),
    game!("turkish-draughts", "games/turkish-draughts.lud"),
    game!("yote", "games/yote.lud"),
];

/// The built-in game a path names, when no such file exists: `dum-blas`,
/// `dum-blas.lud`, `games/dum-blas.lud` (or `games/variants/` for a variant). Its name
/// as shown in messages, and its text.
pub fn find(path: &Path) -> Option<(String, &'static str)> {
    let parent = path
        .parent()
        .map(|p| p.as_os_str().to_string_lossy().to_string());
    if !matches!(
        parent.as_deref(),
        None | Some("") | Some("games") | Some("games/variants")
    ) {
        return None;
    }
    let file = path.file_name()?.to_str()?;
    let stem = file.strip_suffix(".lud").unwrap_or(file);
    GAMES
        .iter()
        .find(|(n, _, _)| *n == stem)
        .map(|(_, p, text)| (format!("{p} (built in)"), *text))
}

/// The names of the built-in games, for suggestions.
pub fn names() -> impl Iterator<Item = &'static str> {
    GAMES.iter().map(|(n, _, _)| *n)
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
        let (name, _) = find(Path::new("dum-papan")).expect("a variant is built in");
        assert_eq!(name, "games/variants/dum-papan.lud (built in)");
        assert!(find(Path::new("no-such-game")).is_none());
    }
}
