//! Square numbers (`site + 1`) and algebraic names (`a1`, file letter then rank).

use crate::kernel::{Game, Site};
use crate::rules::Cell;

/// The number of a site: `site + 1` (international numbering on 10x10 dark squares).
pub fn number(site: Site) -> u32 {
    u32::from(site) + 1
}

/// The site numbered `n`, if a board of `num_sites` sites has it.
pub fn site_of_number(n: u32, num_sites: usize) -> Option<Site> {
    if n >= 1 && (n as usize) <= num_sites {
        Site::try_from(n - 1).ok()
    } else {
        None
    }
}

/// The algebraic name of a site: file letter (`a` = leftmost column seen by the first
/// player) then rank (1 = the first player's nearest row), e.g. `a1`, `j10`.
pub fn algebraic(game: &Game, site: Site) -> String {
    cell_name(game.cell(site))
}

/// The algebraic name of a grid cell.
pub fn cell_name((col, row): Cell) -> String {
    // Boards are at most 128 sites, so a 26-letter file range is never exceeded in
    // practice; a wider board falls back to a `#` prefix rather than a wrong letter.
    let file = if col < 26 {
        char::from(b'a' + col).to_string()
    } else {
        format!("#{col}/")
    };
    format!("{file}{}", u32::from(row) + 1)
}

/// Reads a square: a number (`32`) or an algebraic name (`c5`). The error says why.
pub fn parse_square(game: &Game, text: &str) -> Result<Site, String> {
    parse_square_with(text, game.num_sites(), |cell| game.site_at(cell))
}

/// [`parse_square`] over a board given by its number of sites and its cell lookup.
pub fn parse_square_with(
    text: &str,
    num_sites: usize,
    site_at: impl Fn(Cell) -> Option<Site>,
) -> Result<Site, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("a square is missing".into());
    }
    if t.bytes().all(|b| b.is_ascii_digit()) {
        let n: u32 = t
            .parse()
            .map_err(|_| format!("`{t}` is not a square number"))?;
        return site_of_number(n, num_sites)
            .ok_or_else(|| format!("there is no square {n} (squares are 1-{num_sites})"));
    }
    let mut chars = t.chars();
    let file = chars.next().map(|c| c.to_ascii_lowercase());
    let rank = chars.as_str();
    match file {
        Some(f @ 'a'..='z') if !rank.is_empty() && rank.bytes().all(|b| b.is_ascii_digit()) => {
            let col = f as u8 - b'a';
            let row: u32 = rank.parse().map_err(|_| format!("`{t}` is not a square"))?;
            let cell = u8::try_from(row)
                .ok()
                .filter(|&r| r >= 1)
                .map(|r| (col, r - 1));
            match cell.and_then(&site_at) {
                Some(site) => Ok(site),
                None => Err(format!("`{t}` is not a playable square of this board")),
            }
        }
        _ => Err(format!(
            "`{t}` is not a square (write a number such as 32 or a name such as c5)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 10x10 dark-square board: site i is the i-th dark cell in reading order from
    /// the top-left, as the kernel numbers them.
    fn site_at_10x10((c, r): Cell) -> Option<Site> {
        if c >= 10 || r >= 10 || (c + r) % 2 != 0 {
            return None;
        }
        Some((9 - r) * 5 + c / 2)
    }

    #[test]
    fn numbers_are_site_plus_one() {
        assert_eq!(number(0), 1);
        assert_eq!(number(49), 50);
        assert_eq!(site_of_number(1, 50), Some(0));
        assert_eq!(site_of_number(50, 50), Some(49));
        assert_eq!(site_of_number(0, 50), None);
        assert_eq!(site_of_number(51, 50), None);
    }

    #[test]
    fn reads_numbers_and_names() {
        let p = |t: &str| parse_square_with(t, 50, site_at_10x10);
        assert_eq!(p("32"), Ok(31));
        assert_eq!(p(" 1 "), Ok(0));
        assert_eq!(p("b10"), Ok(0));
        assert_eq!(p("j10"), Ok(4));
        assert_eq!(p("a9"), Ok(5));
        assert_eq!(p("a1"), Ok(45));
        assert_eq!(p("I1"), Ok(49));
        assert!(p("51").unwrap_err().contains("no square 51"));
        assert!(p("0").unwrap_err().contains("no square 0"));
        assert!(p("a2").unwrap_err().contains("not a playable"));
        assert!(p("a0").unwrap_err().contains("not a playable"));
        assert!(p("k1").unwrap_err().contains("not a playable"));
        assert!(p("3x").unwrap_err().contains("not a square"));
        assert!(p("").is_err());
        assert!(p("99999999999999999999").is_err());
    }

    #[test]
    fn names_cells() {
        assert_eq!(cell_name((0, 0)), "a1");
        assert_eq!(cell_name((9, 9)), "j10");
        assert_eq!(cell_name((1, 9)), "b10");
    }
}
