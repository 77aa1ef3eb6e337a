//! The letters of a game's kinds of piece on the terminal board, for the games of two
//! players with more kinds than a man and its promotion (chess, Shogi, Xiangqi, Tafl):
//! there `w` and `b` would not say which piece stands where. Each kind, the shorter
//! names first, takes the first letter of its name not already taken (Chess's `King` K,
//! then `Knight` N), upper case for
//! the first player's pieces and lower case for the second's, as chess's FEN writes
//! them; a legend under the board names them.

use crate::engine::Engine;
use crate::program::visit::Node;
use crate::program::MovesKind;

/// The kinds a piece becomes by promotion (`(promote ... (piece "Officer"))`), and the
/// kinds named as promoted ones (`King`, `DoubleCounter`): drawn in upper case when
/// the kinds are not lettered.
pub fn promoted_kinds(e: &Engine) -> Vec<String> {
    let mut into: Vec<u16> = Vec::new();
    e.program.any_node(&mut |n| {
        if let Node::Moves(m) = n {
            if let MovesKind::Promote { into: i, .. } = &m.kind {
                into.push(*i);
            }
        }
        false
    });
    let names = &e.program.names.0;
    let mut kinds: Vec<String> = Vec::new();
    for c in &e.program.comps {
        let by_rule = into.iter().any(|&i| names.get(i as usize) == Some(&c.base));
        if (by_rule || super::general::is_promoted(&c.base)) && !kinds.contains(&c.base) {
            kinds.push(c.base.clone());
        }
    }
    kinds
}

/// Each kind's name and letter, in the order the game declares them; `None` when the
/// game's pieces are told apart by their player alone: one kind, or a man and its
/// promoted piece (`Man` and `King`, `Counter` and `DoubleCounter`).
pub fn kind_letters(e: &Engine) -> Option<Vec<(String, char)>> {
    let mut kinds: Vec<&str> = Vec::new();
    for c in &e.program.comps {
        if !kinds.contains(&c.base.as_str()) {
            kinds.push(&c.base);
        }
    }
    let promoted = promoted_kinds(e);
    let plain = kinds
        .iter()
        .filter(|k| !promoted.iter().any(|p| p == *k))
        .count();
    if kinds.len() <= 2 && plain <= 1 {
        return None;
    }
    let mut out: Vec<(String, char)> = Vec::new();
    let mut by_length = kinds.clone();
    by_length.sort_by_key(|k| k.len());
    for k in by_length {
        let taken = |c: char| out.iter().any(|(_, t)| *t == c);
        let letter = k
            .chars()
            .filter(char::is_ascii_alphabetic)
            .map(|c| c.to_ascii_uppercase())
            .chain('A'..='Z')
            .find(|&c| !taken(c))
            .unwrap_or('?');
        out.push((k.to_string(), letter));
    }
    out.sort_by_key(|(k, _)| kinds.iter().position(|x| x == k));
    Some(out)
}

/// The letter of a piece of kind `kind` owned by `player` (0-based), or `None` when the
/// game does not letter its kinds.
pub fn kind_letter(letters: &[(String, char)], kind: &str, player: u8) -> Option<char> {
    let (_, c) = letters.iter().find(|(k, _)| k == kind)?;
    Some(if player == 0 {
        *c
    } else {
        c.to_ascii_lowercase()
    })
}

/// The legend under the board: `pieces: K King, Q Queen, ...; upper case P1's, lower
/// case P2's`.
pub fn legend(e: &Engine, letters: &[(String, char)]) -> String {
    let names: Vec<String> = letters.iter().map(|(k, c)| format!("{c} {k}")).collect();
    let player = |p: usize| {
        e.program
            .players
            .get(p)
            .map_or(String::new(), |x| x.name.clone())
    };
    format!(
        "    pieces: {}; upper case {}'s, lower case {}'s\n",
        names.join(", "),
        player(0),
        player(1)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine(path: &str) -> Engine {
        crate::game::engine_from_file(std::path::Path::new(path), &Default::default())
            .expect("the game loads")
    }

    #[test]
    fn chess_letters_follow_fen() {
        let e = engine("games/chess.lud");
        let letters = kind_letters(&e).expect("chess has kinds");
        let of = |k: &str| kind_letter(&letters, k, 0);
        assert_eq!(of("King"), Some('K'));
        assert_eq!(of("Knight"), Some('N'));
        assert_eq!(of("Pawn"), Some('P'));
        assert_eq!(kind_letter(&letters, "Queen", 1), Some('q'));
    }

    #[test]
    fn draughts_keeps_players_marks() {
        assert!(kind_letters(&engine("games/english-draughts.lud")).is_none());
        assert!(kind_letters(&engine("games/yote.lud")).is_none());
    }

    #[test]
    fn a_kind_promoted_into_is_a_promotion() {
        // Lasca's soldiers are promoted into officers: `w` and `W`, as in draughts.
        let e = engine("games/lasca.lud");
        assert!(kind_letters(&e).is_none());
        assert_eq!(promoted_kinds(&e), vec!["Officer".to_string()]);
    }
}
