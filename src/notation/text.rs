//! Turn text: `32-28` for a move without capture, `28x19x10` for a capture (every
//! landing square), and a huff written first: `h23 32-28`.

use super::square::number;
use crate::kernel::Turn;
use std::cmp::Ordering;
use std::fmt::Write;

/// The standard text of a turn, squares numbered `site + 1`.
pub fn turn_text(t: &Turn) -> String {
    let mut s = String::new();
    if let Some(h) = t.huff {
        // Writing into a String cannot fail.
        let _ = write!(s, "h{} ", number(h));
    }
    let _ = write!(s, "{}", number(t.from));
    let sep = if t.is_capture() { 'x' } else { '-' };
    for &l in t.landings() {
        let _ = write!(s, "{sep}{}", number(l));
    }
    s
}

/// The order turns are listed in: by start square, then landings, then huff (none
/// first), all numerically, so that `9-14` comes before `10-14`.
pub fn turn_order(a: &Turn, b: &Turn) -> Ordering {
    (a.from, a.landings(), a.huff.map(|h| u16::from(h) + 1)).cmp(&(
        b.from,
        b.landings(),
        b.huff.map(|h| u16::from(h) + 1),
    ))
}

/// Sorts turns into [`turn_order`].
pub fn sort_turns(turns: &mut [Turn]) {
    turns.sort_by(turn_order);
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::kernel::{SiteSet, MAX_PATH};

    /// A turn built by hand from square numbers (not sites).
    pub(crate) fn turn(huff: Option<u8>, squares: &[u8], captured: &[u8]) -> Turn {
        let mut path = [0; MAX_PATH];
        for (i, &s) in squares[1..].iter().enumerate() {
            path[i] = s - 1;
        }
        Turn {
            huff: huff.map(|h| h - 1),
            from: squares[0] - 1,
            path,
            path_len: (squares.len() - 1) as u8,
            captured: captured
                .iter()
                .fold(0 as SiteSet, |acc, &c| acc | 1 << (c - 1)),
            promotes: false,
            rank: 0,
            huffable_after: 0,
        }
    }

    #[test]
    fn writes_moves_captures_and_huffs() {
        assert_eq!(turn_text(&turn(None, &[32, 28], &[])), "32-28");
        assert_eq!(turn_text(&turn(None, &[28, 19, 10], &[23, 14])), "28x19x10");
        assert_eq!(turn_text(&turn(Some(23), &[32, 28], &[])), "h23 32-28");
        assert_eq!(turn_text(&turn(None, &[46, 5], &[])), "46-5");
    }

    #[test]
    fn sorts_numerically() {
        let mut ts = vec![
            turn(None, &[10, 14], &[]),
            turn(Some(3), &[9, 14], &[]),
            turn(None, &[9, 14], &[]),
            turn(None, &[9, 13], &[]),
        ];
        sort_turns(&mut ts);
        let texts: Vec<String> = ts.iter().map(turn_text).collect();
        assert_eq!(texts, ["9-13", "9-14", "h3 9-14", "10-14"]);
    }
}
