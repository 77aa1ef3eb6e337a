//! PDN FEN: the side to move and the pieces, `W:W31-50:B1-20`.
//!
//! Grammar (whitespace anywhere is ignored, letters in either case):
//! `side ':' list (':' list)* ['.']`, where `side` is `W` or `B` and a `list` is a colour
//! letter followed by comma-separated items `[K]n` or `[K]n-m` (a range; `K` makes every
//! piece of the item a king). A `[FEN "..."]` tag wrapper or quotes around the text are
//! accepted, and lidraughts' trailing `H..`/`F..` counters are ignored.
//!
//! `W` is the player named White (else the first player) and `B` the player named Black
//! (else the second). A FEN says nothing about a pending huff or the draw counter: a
//! position read from a FEN has no huffable piece and a counter of 0.

use super::square::{number, site_of_number};
use crate::kernel::{Game, Piece, Site, State};
use thiserror::Error;

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    /// Nothing but wrapper and whitespace.
    #[error("the FEN is empty (expected e.g. `W:W31-50:B1-20`)")]
    Empty,
    /// The first field is not W or B.
    #[error("the side to move must be `W` or `B`, found `{0}`")]
    Side(String),
    /// Only a side, no piece lists.
    #[error("expected `:` and the piece lists after the side to move (e.g. `W:W31-50:B1-20`)")]
    NoLists,
    /// A piece list without a colour letter.
    #[error("a piece list must start with `W` or `B`, found `{0}`")]
    Color(String),
    /// The same colour twice.
    #[error("the pieces of `{0}` are listed twice")]
    ColorTwice(char),
    /// An item that is not a square number.
    #[error("`{0}` is not a square number (write e.g. `31`, `K31` or `31-35`)")]
    Square(String),
    /// A number outside the board.
    #[error("there is no square {n} on this board (squares are 1-{max})")]
    OutOfRange {
        /// The number.
        n: u32,
        /// The board's last square.
        max: usize,
    },
    /// A range whose end is before its start.
    #[error("the range {0}-{1} runs backwards")]
    Range(u32, u32),
    /// A square with two pieces.
    #[error("square {0} is given twice")]
    Twice(u32),
}

/// What a FEN says, checked against the board size only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// `'W'` or `'B'`.
    pub side: char,
    /// `(site, colour 'W' or 'B', king)`, in the order written.
    pub pieces: Vec<(Site, char, bool)>,
}

/// Parses a FEN for a board of `num_sites` squares.
pub fn parse_setup(text: &str, num_sites: usize) -> Result<Setup, FenError> {
    let flat: String = unwrap_tag(text)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let flat = flat.trim_end_matches('.');
    if flat.is_empty() {
        return Err(FenError::Empty);
    }
    let mut fields = flat.split(':');
    let side = match fields.next().map(str::to_ascii_uppercase).as_deref() {
        Some("W") => 'W',
        Some("B") => 'B',
        other => return Err(FenError::Side(other.unwrap_or("").to_string())),
    };
    let lists: Vec<&str> = fields.collect();
    if lists.is_empty() {
        return Err(FenError::NoLists);
    }
    let mut pieces = Vec::new();
    let mut seen_colors = Vec::new();
    let mut occupied = vec![false; num_sites];
    for list in lists {
        let mut chars = list.chars();
        let color = match chars.next().map(|c| c.to_ascii_uppercase()) {
            Some(c @ ('W' | 'B')) => c,
            // lidraughts appends `:H<halfmoves>:F<move number>`.
            Some('H' | 'F') if list[1..].bytes().all(|b| b.is_ascii_digit()) => continue,
            _ => return Err(FenError::Color(list.to_string())),
        };
        if seen_colors.contains(&color) {
            return Err(FenError::ColorTwice(color));
        }
        seen_colors.push(color);
        // Empty items (`W:W:B1`, a trailing comma) list nothing.
        for item in chars.as_str().split(',').filter(|i| !i.is_empty()) {
            let (king, body) = match item.strip_prefix(['K', 'k']) {
                Some(b) => (true, b),
                None => (false, item),
            };
            let (lo, hi) = match body.split_once('-') {
                Some((a, b)) => (square(a, item, num_sites)?, square(b, item, num_sites)?),
                None => {
                    let n = square(body, item, num_sites)?;
                    (n, n)
                }
            };
            if hi < lo {
                return Err(FenError::Range(lo, hi));
            }
            for n in lo..=hi {
                let site = site_of_number(n, num_sites)
                    .ok_or(FenError::OutOfRange { n, max: num_sites })?;
                if std::mem::replace(&mut occupied[site as usize], true) {
                    return Err(FenError::Twice(n));
                }
                pieces.push((site, color, king));
            }
        }
    }
    Ok(Setup { side, pieces })
}

/// `[FEN "x"]` or `"x"` -> `x`.
fn unwrap_tag(text: &str) -> &str {
    let mut t = text.trim();
    if let Some(inner) = t.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
        t = inner.trim();
        // `get`, not `[..3]`: the third byte may fall inside a multi-byte character
        // (`[ab` then an accented letter panicked; found by the `pdn` fuzz target).
        if t.get(..3).is_some_and(|p| p.eq_ignore_ascii_case("FEN")) {
            t = t[3..].trim();
        }
    }
    t.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(t)
}

fn square(text: &str, item: &str, num_sites: usize) -> Result<u32, FenError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(FenError::Square(item.to_string()));
    }
    let n: u32 = text
        .parse()
        .map_err(|_| FenError::Square(item.to_string()))?;
    if n == 0 || n as usize > num_sites {
        return Err(FenError::OutOfRange { n, max: num_sites });
    }
    Ok(n)
}

/// The player a colour letter stands for: the player whose name starts with it, else
/// W = first listed player, B = second.
pub fn player_of(game: &Game, color: char) -> u8 {
    let players = &game.rules().players;
    let starts = |i: usize| {
        players[i]
            .name
            .chars()
            .next()
            .is_some_and(|c| c.eq_ignore_ascii_case(&color))
    };
    match (starts(0), starts(1)) {
        (true, false) => 0,
        (false, true) => 1,
        _ => u8::from(color == 'B'),
    }
}

/// The colour letter of a player (inverse of [`player_of`]).
pub fn color_of(game: &Game, player: u8) -> char {
    if player_of(game, 'W') == player {
        'W'
    } else {
        'B'
    }
}

/// Reads a FEN into a position of `game` (no huff pending, draw counter 0).
pub fn read_fen(game: &Game, text: &str) -> Result<State, FenError> {
    let setup = parse_setup(text, game.num_sites())?;
    let pieces: Vec<(Site, Piece)> = setup
        .pieces
        .iter()
        .map(|&(site, color, king)| {
            (
                site,
                Piece {
                    player: player_of(game, color),
                    king,
                },
            )
        })
        .collect();
    Ok(game.setup(player_of(game, setup.side), &pieces))
}

/// Writes a position as FEN: White's list, then Black's, squares ascending, runs of
/// three or more of one kind as ranges. A pending huff is not written (FEN cannot say it).
pub fn write_fen(game: &Game, state: &State) -> String {
    let mut out = String::new();
    out.push(color_of(game, state.side()));
    for color in ['W', 'B'] {
        let player = player_of(game, color);
        let mine: Vec<(u32, bool)> = (0..game.num_sites())
            .filter_map(|s| {
                let site = Site::try_from(s).ok()?;
                let p = state.piece(site)?;
                (p.player == player).then_some((number(site), p.king))
            })
            .collect();
        out.push(':');
        out.push(color);
        out.push_str(&list_text(&mine));
    }
    out
}

/// `31,K32,33-50`: squares ascending, runs of three or more consecutive squares with
/// the same kind written as ranges.
pub fn list_text(squares: &[(u32, bool)]) -> String {
    let mut items = Vec::new();
    let mut i = 0;
    while i < squares.len() {
        let (start, king) = squares[i];
        let mut j = i;
        while j + 1 < squares.len()
            && squares[j + 1].1 == king
            && squares[j + 1].0 == squares[j].0 + 1
        {
            j += 1;
        }
        let k = if king { "K" } else { "" };
        if j >= i + 2 {
            items.push(format!("{k}{start}-{}", squares[j].0));
            i = j + 1;
        } else {
            items.push(format!("{k}{start}"));
            i += 1;
        }
    }
    items.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(s: &Setup, color: char) -> Vec<(u32, bool)> {
        s.pieces
            .iter()
            .filter(|p| p.1 == color)
            .map(|&(site, _, k)| (number(site), k))
            .collect()
    }

    #[test]
    fn reads_the_start() {
        let s = parse_setup("W:W31-50:B1-20", 50).unwrap();
        assert_eq!(s.side, 'W');
        assert_eq!(s.pieces.len(), 40);
        assert_eq!(numbers(&s, 'W')[0], (31, false));
        assert_eq!(list_text(&numbers(&s, 'W')), "31-50");
        assert_eq!(list_text(&numbers(&s, 'B')), "1-20");
    }

    #[test]
    fn reads_kings_ranges_and_tolerates_noise() {
        let s = parse_setup(
            " [FEN \"B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46.\"] ",
            50,
        )
        .unwrap();
        assert_eq!(s.side, 'B');
        assert_eq!(numbers(&s, 'B'), [(17, true), (24, true)]);
        assert_eq!(
            list_text(&numbers(&s, 'W')),
            "6,9-11,20-23,30,K31,33,37,41-44,46"
        );
        let s = parse_setup("w : wk31 - 50 : bK1-20 .", 50).unwrap();
        assert_eq!(list_text(&numbers(&s, 'W')), "K31-50");
        assert_eq!(list_text(&numbers(&s, 'B')), "K1-20");
        let s = parse_setup("W:W31-50:B1-20:H0:F1", 50).unwrap();
        assert_eq!(s.pieces.len(), 40);
        let s = parse_setup("W:W:B1,", 50).unwrap();
        assert_eq!(s.pieces.len(), 1);
        let s = parse_setup("\"B:W1:B2\"", 50).unwrap();
        assert_eq!(s.side, 'B');
    }

    #[test]
    fn refuses_bad_fens_with_reasons() {
        let e = |t: &str| parse_setup(t, 50).unwrap_err();
        assert_eq!(e(""), FenError::Empty);
        assert_eq!(e(" . "), FenError::Empty);
        assert_eq!(e("X:W1:B2"), FenError::Side("X".into()));
        assert_eq!(e("W"), FenError::NoLists);
        assert_eq!(e("W:Q1:B2"), FenError::Color("Q1".into()));
        assert_eq!(e("W:W1:W2"), FenError::ColorTwice('W'));
        assert_eq!(e("W:W1a:B2"), FenError::Square("1a".into()));
        assert_eq!(e("W:WK:B2"), FenError::Square("K".into()));
        assert_eq!(e("W:W51:B2"), FenError::OutOfRange { n: 51, max: 50 });
        assert_eq!(e("W:W0:B2"), FenError::OutOfRange { n: 0, max: 50 });
        assert_eq!(e("W:W40-31:B2"), FenError::Range(40, 31));
        assert_eq!(e("W:W1-3:B2"), FenError::Twice(2));
        assert_eq!(e("W:W1--3"), FenError::Square("1--3".into()));
        assert_eq!(
            e("W:W99999999999999:B1"),
            FenError::Square("99999999999999".into())
        );
        assert_eq!(
            e("X:W1").to_string(),
            "the side to move must be `W` or `B`, found `X`"
        );
    }

    #[test]
    fn writes_lists() {
        assert_eq!(list_text(&[]), "");
        assert_eq!(list_text(&[(1, false), (2, false)]), "1,2");
        assert_eq!(
            list_text(&[(1, false), (2, true), (3, true), (4, true), (5, false)]),
            "1,K2-4,5"
        );
    }
}
