//! Reading a player's turn against the legal turns.
//!
//! Accepted forms (see `docs/notation.md`): the full text `28x19x10`; the start and end
//! only, `28x10`, or some of the landings in order, when that names one turn; a prefix
//! ending in a separator or a bare start square, `28x` or `28`, when only one turn
//! matches; squares as numbers or algebraic names; a huff first, `h23 32-28`.

use super::square::{number, parse_square};
use super::text::{sort_turns, turn_text};
use crate::kernel::{Game, Site, State, Turn};
use std::fmt;

/// Why a turn's text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// The text is not a turn at all.
    Syntax {
        /// The input.
        input: String,
        /// What is wrong with it.
        why: String,
    },
    /// Several legal turns match.
    Ambiguous {
        /// The input.
        input: String,
        /// The matching turns, in notation.
        candidates: Vec<String>,
    },
    /// No legal turn matches.
    NoMatch {
        /// The input.
        input: String,
        /// Why not.
        why: String,
        /// The legal turns closest to what was asked, in notation.
        closest: Vec<String>,
    },
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::Syntax { input, why } => write!(f, "cannot read `{input}`: {why}"),
            TurnError::Ambiguous { input, candidates } => write!(
                f,
                "`{input}` is ambiguous: it matches {}; write more landing squares",
                candidates.join(", ")
            ),
            TurnError::NoMatch {
                input,
                why,
                closest,
            } => {
                write!(f, "`{input}` is not a legal turn: {why}")?;
                if !closest.is_empty() {
                    write!(f, "; legal: {}", closest.join(", "))?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for TurnError {}

/// The most legal turns a [`TurnError::NoMatch`] lists.
pub const MAX_CLOSEST: usize = 12;

/// A turn as typed, squares resolved to sites.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnInput {
    /// The huffed square, if one was written.
    pub huff: Option<Site>,
    /// The squares written: the start, then landings in order (possibly only some).
    pub squares: Vec<Site>,
    /// Written with `x`: only captures match.
    pub capture: bool,
    /// A prefix (`28x`, `28`): the last square written need not be the end.
    pub open_end: bool,
}

/// Splits `text` into a [`TurnInput`], resolving each square with `square`.
pub fn read_input(
    text: &str,
    square: impl Fn(&str) -> Result<Site, String>,
) -> Result<TurnInput, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("nothing was written".into());
    }
    let t = strip_move_number(t);
    if t.is_empty() {
        return Err("only a move number was written (write e.g. `32-28`)".into());
    }
    let (huff, rest) = split_huff(t);
    let huff = match huff {
        Some(h) => Some(square(h).map_err(|e| format!("huff: {e}"))?),
        None => None,
    };
    let mv = join_words(rest);
    if mv.is_empty() {
        return Err("the move after the huff is missing (write e.g. `h23 32-28`)".into());
    }
    let mut squares = Vec::new();
    let mut capture = false;
    let mut open_end = true;
    let mut token = String::new();
    for c in mv.chars() {
        if matches!(c, '-' | 'x' | 'X') {
            if token.is_empty() {
                return Err(format!("a square is missing before `{c}`"));
            }
            squares.push(square(&token)?);
            token.clear();
            capture |= c != '-';
            open_end = true;
        } else {
            token.push(c);
        }
    }
    if !token.is_empty() {
        squares.push(square(&token)?);
        // A single square alone is a prefix (any turn of that piece).
        open_end = squares.len() == 1;
    }
    Ok(TurnInput {
        huff,
        squares,
        capture,
        open_end,
    })
}

/// Strips a leading move number (`12.`, `12...`), returning the number of dots.
pub fn strip_number(w: &str) -> (usize, &str) {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return (0, w);
    }
    let rest = &w[digits..];
    let dots = rest.bytes().take_while(|&b| b == b'.').count();
    if dots == 0 {
        return (0, w);
    }
    (dots, &rest[dots..])
}

/// Drops a leading PDN move number (`1.`, `12...`) copied with the move.
fn strip_move_number(t: &str) -> &str {
    strip_number(t).1.trim_start()
}

/// The move's words joined: a space beside a separator (`32 - 28`, `28 x 19`) carries
/// no meaning, and a space between two squares (`32 28`) is a step between them.
fn join_words(rest: &str) -> String {
    let sep = |w: &str| w.chars().all(|c| matches!(c, '-' | 'x' | 'X'));
    let mut out = String::new();
    let mut prev: Option<&str> = None;
    for w in rest.split_whitespace() {
        if let Some(p) = prev {
            let joined =
                sep(w) || sep(p) || p.ends_with(['-', 'x', 'X']) || w.starts_with(['-', 'x', 'X']);
            if !joined {
                out.push('-');
            }
        }
        out.push_str(w);
        prev = Some(w);
    }
    out
}

/// Separates a leading huff (`h23` followed by a space or comma) from the move. A text
/// without such a separator is all move, so `h2-g3` is a move from h2.
fn split_huff(t: &str) -> (Option<&str>, &str) {
    let Some(rest) = t.strip_prefix(['h', 'H']) else {
        return (None, t);
    };
    let end = rest
        .find(|c: char| c.is_whitespace() || c == ',')
        .unwrap_or(rest.len());
    if end == rest.len() || end == 0 {
        return (None, t);
    }
    let after = rest[end..].trim_start_matches(|c: char| c.is_whitespace() || c == ',');
    (Some(&rest[..end]), after)
}

/// Whether `input` names `t`.
pub fn matches(input: &TurnInput, t: &Turn) -> bool {
    if t.huff != input.huff || input.squares.first() != Some(&t.from) {
        return false;
    }
    if input.capture && !t.is_capture() {
        return false;
    }
    let rest = &input.squares[1..];
    let landings = t.landings();
    if input.open_end {
        is_subsequence(rest, landings)
    } else {
        match rest.split_last() {
            Some((last, middle)) => {
                *last == t.to() && is_subsequence(middle, &landings[..landings.len() - 1])
            }
            None => false,
        }
    }
}

fn is_subsequence(needle: &[Site], hay: &[Site]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// The indices of the turns in `legal` that `input` names, after the preferences that
/// make common inputs unambiguous: a turn whose every landing was written wins over
/// turns that only pass through them, and `-` prefers a move without capture.
pub fn find_matches(input: &TurnInput, legal: &[Turn]) -> Vec<usize> {
    let mut found: Vec<usize> = (0..legal.len())
        .filter(|&i| matches(input, &legal[i]))
        .collect();
    if !input.open_end {
        let exact: Vec<usize> = found
            .iter()
            .copied()
            .filter(|&i| legal[i].landings() == &input.squares[1..])
            .collect();
        if !exact.is_empty() {
            found = exact;
        }
    }
    if !input.capture {
        let quiet: Vec<usize> = found
            .iter()
            .copied()
            .filter(|&i| !legal[i].is_capture())
            .collect();
        if !quiet.is_empty() {
            found = quiet;
        }
    }
    found
}

/// Reads `text` as one of the `legal` turns of `state`.
pub fn parse_turn(
    game: &Game,
    state: &State,
    legal: &[Turn],
    text: &str,
) -> Result<Turn, TurnError> {
    let input = read_input(text, |s| parse_square(game, s)).map_err(|why| TurnError::Syntax {
        input: text.trim().to_string(),
        why,
    })?;
    let found = find_matches(&input, legal);
    match found.as_slice() {
        [i] => Ok(legal[*i]),
        [] => Err(TurnError::NoMatch {
            input: text.trim().to_string(),
            why: why_not(game, state, legal, &input),
            closest: closest(legal, &input),
        }),
        many => {
            let mut ts: Vec<Turn> = many.iter().map(|&i| legal[i]).collect();
            sort_turns(&mut ts);
            Err(TurnError::Ambiguous {
                input: text.trim().to_string(),
                candidates: ts.iter().map(turn_text).collect(),
            })
        }
    }
}

/// The first reason, in the order a player would check, that no legal turn matches.
fn why_not(game: &Game, state: &State, legal: &[Turn], input: &TurnInput) -> String {
    let name = |p: u8| game.rules().players[p as usize & 1].name.clone();
    let side = state.side();
    if legal.is_empty() {
        return format!("{} has no legal turn", name(side));
    }
    if let Some(h) = input.huff {
        let huffable = state.huffable();
        if huffable == 0 {
            return "no huff is available this turn".into();
        }
        if huffable & (1u128 << h) == 0 {
            return format!(
                "the piece on {} cannot be huffed (huffable: {})",
                number(h),
                list_sites(huffable)
            );
        }
        if !legal.iter().any(|t| t.huff == Some(h)) {
            return format!("after huffing {} there is no legal move", number(h));
        }
    }
    let from = input.squares[0];
    let n = number(from);
    match state.piece(from) {
        None => return format!("square {n} is empty"),
        Some(p) if p.player != side => {
            return format!(
                "the piece on {n} belongs to {}, and {} is to move",
                name(p.player),
                name(side)
            )
        }
        Some(_) => {}
    }
    let of_piece: Vec<&Turn> = legal
        .iter()
        .filter(|t| t.from == from && t.huff == input.huff)
        .collect();
    if of_piece.is_empty() {
        let compulsory = legal.iter().all(|t| t.is_capture());
        return if compulsory {
            format!("a capture is compulsory and the piece on {n} cannot capture")
        } else {
            format!("the piece on {n} has no legal move")
        };
    }
    if input.capture && !of_piece.iter().any(|t| t.is_capture()) {
        return format!("the piece on {n} cannot capture");
    }
    match (input.open_end, input.squares.last()) {
        (false, Some(&to)) if !of_piece.iter().any(|t| t.to() == to) => {
            format!("the piece on {n} cannot end on {}", number(to))
        }
        (false, Some(&to)) => format!(
            "no turn of the piece on {n} to {} passes through the squares written",
            number(to)
        ),
        _ => format!("no turn of the piece on {n} passes through the squares written"),
    }
}

/// The legal turns nearest to the input: the same piece's, else those ending on the
/// same square, else all; at most [`MAX_CLOSEST`].
fn closest(legal: &[Turn], input: &TurnInput) -> Vec<String> {
    let from = input.squares[0];
    let to = input.squares.last().copied();
    let pick = |f: &dyn Fn(&Turn) -> bool| -> Vec<Turn> {
        legal.iter().copied().filter(|t| f(t)).collect::<Vec<_>>()
    };
    let mut ts = pick(&|t| t.from == from && t.huff == input.huff);
    if ts.is_empty() {
        ts = pick(&|t| t.from == from);
    }
    if ts.is_empty() && !input.open_end {
        ts = pick(&|t| Some(t.to()) == to);
    }
    if ts.is_empty() {
        ts = legal.to_vec();
    }
    sort_turns(&mut ts);
    ts.iter().take(MAX_CLOSEST).map(turn_text).collect()
}

/// `23, 24` for a set of sites.
pub fn list_sites(set: crate::kernel::SiteSet) -> String {
    (0..128u32)
        .filter(|i| set >> i & 1 == 1)
        .map(|i| (i + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::text::tests::turn;

    /// Numbers only, 50 squares.
    fn sq(t: &str) -> Result<Site, String> {
        crate::notation::square::parse_square_with(t, 50, |_| None)
    }

    fn pick(legal: &[Turn], text: &str) -> Result<Vec<String>, String> {
        let input = read_input(text, sq)?;
        Ok(find_matches(&input, legal)
            .into_iter()
            .map(|i| turn_text(&legal[i]))
            .collect())
    }

    fn position() -> Vec<Turn> {
        vec![
            turn(None, &[32, 28], &[]),
            turn(None, &[32, 27], &[]),
            turn(None, &[28, 19, 10], &[23, 14]),
            turn(None, &[28, 17, 8], &[22, 12]),
            turn(None, &[28, 19, 8], &[23, 13]),
            turn(Some(23), &[32, 28], &[]),
            turn(Some(24), &[32, 28], &[]),
            turn(None, &[46, 5], &[]),
            turn(None, &[46, 28, 5], &[37, 10]),
        ]
    }

    #[test]
    fn a_space_between_squares_is_a_step_and_a_move_number_is_dropped() {
        assert_eq!(pick(&position(), "32 28").unwrap(), vec!["32-28"]);
        assert_eq!(pick(&position(), "1. 32-28").unwrap(), vec!["32-28"]);
        assert_eq!(pick(&position(), "4... 32 27").unwrap(), vec!["32-27"]);
        assert_eq!(pick(&position(), "28 x 19 x 10").unwrap(), vec!["28x19x10"]);
        assert_eq!(pick(&position(), "28 19 10").unwrap(), vec!["28x19x10"]);
        assert!(read_input("12.", sq).is_err());
    }

    #[test]
    fn reads_the_forms() {
        let i = read_input("h23  32 - 28", sq).unwrap();
        assert_eq!(i.huff, Some(22));
        assert_eq!(i.squares, vec![31, 27]);
        assert!(!i.capture && !i.open_end);
        let i = read_input("28x", sq).unwrap();
        assert!(i.capture && i.open_end);
        let i = read_input("28", sq).unwrap();
        assert!(i.open_end);
        let i = read_input("H23,32-28", sq).unwrap();
        assert_eq!(i.huff, Some(22));
        assert!(read_input("", sq).is_err());
        assert!(read_input("x28", sq).unwrap_err().contains("missing"));
        assert!(read_input("28--19", sq).unwrap_err().contains("missing"));
        assert!(read_input("h23 ", sq).is_err());
        assert!(read_input("32-99", sq)
            .unwrap_err()
            .contains("no square 99"));
        assert!(read_input("h99 32-28", sq).unwrap_err().contains("huff"));
    }

    #[test]
    fn matches_full_short_and_prefix_forms() {
        let l = position();
        assert_eq!(pick(&l, "32-28").unwrap(), ["32-28"]);
        assert_eq!(pick(&l, "h23 32-28").unwrap(), ["h23 32-28"]);
        assert_eq!(pick(&l, "28x10").unwrap(), ["28x19x10"]);
        assert_eq!(pick(&l, "28x19x10").unwrap(), ["28x19x10"]);
        assert_eq!(pick(&l, "28x8").unwrap(), ["28x17x8", "28x19x8"]);
        assert_eq!(pick(&l, "28x17x8").unwrap(), ["28x17x8"]);
        assert_eq!(pick(&l, "28x17").unwrap(), Vec::<String>::new());
        assert_eq!(pick(&l, "28x17x").unwrap(), ["28x17x8"]);
        assert_eq!(pick(&l, "28x19x").unwrap(), ["28x19x10", "28x19x8"]);
        assert_eq!(pick(&l, "28x").unwrap().len(), 3);
        assert_eq!(pick(&l, "32").unwrap(), ["32-28", "32-27"]);
        // `-` prefers the quiet move; `x` insists on the capture.
        assert_eq!(pick(&l, "46-5").unwrap(), ["46-5"]);
        assert_eq!(pick(&l, "46x5").unwrap(), ["46x28x5"]);
        // `-` still finds a capture when no quiet move matches.
        assert_eq!(pick(&l, "28-10").unwrap(), ["28x19x10"]);
    }

    #[test]
    fn error_texts() {
        let e = TurnError::Ambiguous {
            input: "28x8".into(),
            candidates: vec!["28x17x8".into(), "28x19x8".into()],
        };
        assert_eq!(
            e.to_string(),
            "`28x8` is ambiguous: it matches 28x17x8, 28x19x8; write more landing squares"
        );
        let e = TurnError::NoMatch {
            input: "32-29".into(),
            why: "the piece on 32 cannot end on 29".into(),
            closest: vec!["32-27".into(), "32-28".into()],
        };
        assert_eq!(
            e.to_string(),
            "`32-29` is not a legal turn: the piece on 32 cannot end on 29; legal: 32-27, 32-28"
        );
        assert_eq!(list_sites(0b101), "1, 3");
    }

    #[test]
    fn closest_prefers_the_same_piece() {
        let l = position();
        let i = read_input("32-29", sq).unwrap();
        assert_eq!(closest(&l, &i), ["32-27", "32-28"]);
        let i = read_input("1-5", sq).unwrap();
        assert_eq!(closest(&l, &i), ["46-5", "46x28x5"]);
    }
}
