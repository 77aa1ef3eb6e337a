//! The board of a general-engine game as terminal text, the first player's side at the
//! bottom, and under it the hands and, in a game of stacks, the columns.
//!
//! A board of the square grid is drawn as a grid: file letters under it, rank numbers
//! beside it, so that the names read off the margins. A board beyond the grid (a
//! hexagon's cells, a graph's points) is drawn where its sites lie: each text line holds
//! the sites at one height, in their order across, so that a hexagon's columns of cells
//! interleave as offset rows; its names, which no margin can carry (Ludii's columns and
//! rows run across such a board), are drawn beside it in the same layout.

use super::general::{is_promoted, site_name};
use super::kind_letters::{kind_letter, kind_letters, legend, promoted_kinds};
use crate::engine::{Engine, State};
use crate::game::{GameApi, PieceView};

/// The letter of a piece: in a game of two players, its kind's letter when the game
/// has several kinds ([`kind_letters`]), else `w`/`b` for the first and second player's,
/// upper case when promoted; with one player or more than two, each player's own mark
/// ([`player_mark`]), as the legend under the board says.
pub(super) fn letter(e: &Engine, p: &PieceView) -> char {
    if e.program.players.len() != 2 {
        return player_mark(p.player, is_promoted(&p.kind));
    }
    if let Some(c) = kind_letters(e).and_then(|l| kind_letter(&l, &p.kind, p.player)) {
        return c;
    }
    let promoted = promoted_kinds(e).contains(&p.kind);
    match (p.player, promoted) {
        (0, false) => 'w',
        (0, true) => 'W',
        (_, false) => 'b',
        (_, true) => 'B',
    }
}

/// The mark of player `player` (0-based) beyond a game of two: its number `1`..`9`, then
/// `a`..`g` for players 10 to 16 (the engine plays at most 16); a promoted piece of
/// player 10 and over is in upper case (digits have none, so players 1 to 9 promoted
/// keep their number, and `columns`/the piece list say the rest).
pub fn player_mark(player: u8, promoted: bool) -> char {
    match player {
        0..=8 => char::from(b'1' + player),
        _ => {
            let c = char::from(b'a' + (player - 9).min(25));
            if promoted {
                c.to_ascii_uppercase()
            } else {
                c
            }
        }
    }
}

/// The name of player `p` (0-based), as the game names it.
fn player_name(e: &Engine, p: u8) -> String {
    e.program
        .players
        .get(p as usize)
        .map_or(format!("player {}", p + 1), |x| x.name.clone())
}

/// Under the board of a game of one player or more than two, who is who
/// (`    players: 1 P1, 2 P2, 3 P3`); in a game of two, the letters of its kinds of piece
/// when it has several, else nothing (`w` and `b` say it).
fn legend_text(e: &Engine) -> String {
    let players = &e.program.players;
    if players.len() == 2 {
        return kind_letters(e).map_or(String::new(), |l| legend(e, &l));
    }
    let parts: Vec<String> = players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} {}", player_mark(i as u8, false), p.name))
        .collect();
    format!("    players: {}\n", parts.join(", "))
}

/// The board and hands of position `s` as text.
pub fn board_text(e: &Engine, s: &State) -> String {
    board_text_from(e, s, false)
}

/// [`board_text`], turned half round with `flip`, so that the second player sees its
/// own side at the bottom (a board of both cells and points is drawn as the first
/// player sees it).
pub fn board_text_from(e: &Engine, s: &State, flip: bool) -> String {
    let mut out = if e.program.graph.dual.is_some() && e.program.graph.geo.is_none() {
        super::dual_board::dual_text(e, s)
    } else if e.program.graph.geo.is_some() {
        graph_text(e, s, flip)
    } else {
        grid_text(e, s, flip)
    };
    out.push_str(&legend_text(e));
    out.push_str(&hands_text(e, s));
    out.push_str(&columns_text(e, s));
    out
}

/// In a game of stacks, each column of more than one piece, top first
/// (`columns: a3 bw`): the board shows only the tops.
fn columns_text(e: &Engine, s: &State) -> String {
    let columns: Vec<String> = (0..e.num_sites())
        .filter_map(|site| {
            let top = e.piece_at(s, site)?;
            let below = e.below(s, site);
            if below.is_empty() {
                return None;
            }
            let pieces: String = std::iter::once(letter(e, &top))
                .chain(below.iter().rev().map(|p| letter(e, p)))
                .collect();
            Some(format!("{} {pieces}", site_name(e, site as u16)))
        })
        .collect();
    if columns.is_empty() {
        return String::new();
    }
    format!("    columns (top first): {}\n", columns.join(", "))
}

/// A grid board: rows and columns holding no site are left out.
fn grid_text(e: &Engine, s: &State, flip: bool) -> String {
    let g = &e.program.graph;
    let (rows, cols) = (g.rows as usize, g.cols as usize);
    let mut at: Vec<Option<usize>> = vec![None; rows * cols];
    for site in 0..e.num_sites() {
        let (c, r) = e.coords(site);
        if (0..cols as i16).contains(&c) && (0..rows as i16).contains(&r) {
            at[r as usize * cols + c as usize] = Some(site);
        }
    }
    let used_row = |r: usize| (0..cols).any(|c| at[r * cols + c].is_some());
    let mut used_cols: Vec<usize> = (0..cols)
        .filter(|&c| (0..rows).any(|r| at[r * cols + c].is_some()))
        .collect();
    let mut used_rows: Vec<usize> = (0..rows).rev().filter(|&r| used_row(r)).collect();
    if flip {
        used_cols.reverse();
        used_rows.reverse();
    }
    let mut out = String::new();
    for r in used_rows {
        out.push_str(&format!("{:>3} ", r + 1));
        for &c in &used_cols {
            let ch = match at[r * cols + c].map(|site| (e.piece_at(s, site), site)) {
                None => ' ',
                Some((None, _)) => '.',
                // A site that keeps a count shows it: a digit, `+` beyond nine.
                Some((Some(p), site)) => match GameApi::count_at(e, s, site) {
                    Some(n) => char::from_digit(n, 10).unwrap_or('+'),
                    None => letter(e, &p),
                },
            };
            out.push(ch);
            out.push(' ');
        }
        out.push('\n');
    }
    out.push_str("    ");
    for &c in &used_cols {
        let name = e.program.graph.label(c as u16).to_lowercase();
        out.push_str(name.trim_end_matches(|ch: char| ch.is_ascii_digit()));
        out.push(' ');
    }
    out.push('\n');
    out
}

/// A board beyond the grid: the position on the left, the sites' names on the right,
/// each site at the same place in both.
fn graph_text(e: &Engine, s: &State, flip: bool) -> String {
    let n = e.num_sites();
    let turn = if flip { -1.0 } else { 1.0 };
    let pos: Vec<[f64; 2]> = (0..n)
        .map(|i| e.geometry(i).map_or([0.0, 0.0], |g| g.centre))
        .map(|[x, y]| [x * turn, y * turn])
        .collect();
    let (col, row) = text_places(&pos);
    let names: Vec<String> = (0..n)
        .map(|i| e.program.graph.label(i as u16).to_lowercase())
        .collect();
    let wide = names.iter().map(String::len).max().unwrap_or(1);
    let rows = row.iter().max().map_or(0, |r| r + 1);
    let cols = col.iter().max().map_or(0, |c| c + 1);
    // Each site's field is `wide` characters at its column, so that names fit.
    let width = cols + wide;
    let mut board = vec![vec![' '; width]; rows];
    let mut named = vec![vec![' '; width]; rows];
    for i in 0..n {
        let (r, c) = (row[i], col[i]);
        // A site that keeps a count (a pit) shows its number, centred in its field.
        let mark: String = match (e.piece_at(s, i), GameApi::count_at(e, s, i)) {
            (None, _) => ".".into(),
            (Some(_), Some(n)) => n.to_string(),
            (Some(p), None) => letter(e, &p).into(),
        };
        let start = (c + wide / 2).saturating_sub((mark.len() - 1) / 2);
        for (k, ch) in mark.chars().enumerate() {
            if let Some(x) = board[r].get_mut(start + k) {
                *x = ch;
            }
        }
        for (k, ch) in names[i].chars().enumerate() {
            if let Some(x) = named[r].get_mut(c + k) {
                *x = ch;
            }
        }
    }
    let mut out = String::new();
    for r in 0..rows {
        let left: String = board[r].iter().collect();
        let right: String = named[r].iter().collect();
        out.push_str(&format!("  {left}   {}\n", right.trim_end()));
    }
    out
}

/// Each site's text column and line: lines one apart for the least difference in height
/// between two neighbours (the nearest sites), columns three apart for the least
/// difference across, so that neighbours never share a place.
fn text_places(pos: &[[f64; 2]]) -> (Vec<usize>, Vec<usize>) {
    let mut near = f64::MAX;
    for (i, a) in pos.iter().enumerate() {
        for b in &pos[i + 1..] {
            let d = (a[0] - b[0]).hypot(a[1] - b[1]);
            if d > 1e-9 {
                near = near.min(d);
            }
        }
    }
    if near == f64::MAX {
        return (vec![0; pos.len()], vec![0; pos.len()]);
    }
    // The least nonzero offsets, across and up, between two nearest sites.
    let (mut dx, mut dy) = (f64::MAX, f64::MAX);
    for (i, a) in pos.iter().enumerate() {
        for b in &pos[i + 1..] {
            if ((a[0] - b[0]).hypot(a[1] - b[1]) - near).abs() > near * 0.05 {
                continue;
            }
            let (x, y) = ((a[0] - b[0]).abs(), (a[1] - b[1]).abs());
            if x > near * 0.05 {
                dx = dx.min(x);
            }
            if y > near * 0.05 {
                dy = dy.min(y);
            }
        }
    }
    let dx = if dx == f64::MAX { near } else { dx };
    let dy = if dy == f64::MAX { near } else { dy };
    let (x0, y1) = pos
        .iter()
        .fold((f64::MAX, f64::MIN), |(x, y), p| (x.min(p[0]), y.max(p[1])));
    let col = pos
        .iter()
        .map(|p| ((p[0] - x0) / dx * 3.0).round().clamp(0.0, 1e15) as usize)
        .collect();
    let row = pos
        .iter()
        .map(|p| ((y1 - p[1]) / dy).round().clamp(0.0, 1e15) as usize)
        .collect();
    // A board whose parts lie far apart (a `shift` by a million) would otherwise ask
    // for a text of a million lines: a gap wider than a few places is drawn narrower.
    (squeeze(col, 6), squeeze(row, 2))
}

/// `places` with every gap between two consecutive distinct values narrowed to at most
/// `most`, keeping their order: the text then has at most `most` places per site.
fn squeeze(places: Vec<usize>, most: usize) -> Vec<usize> {
    let mut distinct = places.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let mut at = Vec::with_capacity(distinct.len());
    let mut next = 0;
    for (k, &v) in distinct.iter().enumerate() {
        if k > 0 {
            next += (v - distinct[k - 1]).min(most);
        }
        at.push(next);
    }
    places
        .iter()
        .map(|v| distinct.binary_search(v).map_or(0, |k| at[k]))
        .collect()
}

/// The hands, one line: each player's count and piece (`hands: 12 w (player 1), ...`);
/// nothing in a game without hands.
fn hands_text(e: &Engine, s: &State) -> String {
    let hands = e.hands(s);
    if hands.is_empty() {
        return String::new();
    }
    // Beyond two players the marks are the players' numbers: a count beside one would
    // read as a number, so the hand is named by its player's name.
    let named = e.program.players.len() != 2;
    let parts: Vec<String> = hands
        .iter()
        .map(|h| match (&h.held, named) {
            (Some((_, n)), true) => format!("{} {n}", player_name(e, h.player)),
            (Some((p, n)), false) => format!("player {}: {n} {}", h.player + 1, letter(e, p)),
            (None, true) => format!("{} none", player_name(e, h.player)),
            (None, false) => format!("player {}: none", h.player + 1),
        })
        .collect();
    format!("    in hand: {}\n", parts.join(", "))
}

#[cfg(test)]
mod tests {
    use super::squeeze;

    #[test]
    fn squeeze_keeps_near_places_and_narrows_far_gaps() {
        assert_eq!(squeeze(vec![0, 3, 6, 9], 6), vec![0, 3, 6, 9]);
        assert_eq!(
            squeeze(vec![0, 1, 1_000_000_000, 1_000_000_001], 2),
            vec![0, 1, 3, 4]
        );
        assert_eq!(squeeze(vec![5, 5, 2], 6), vec![3, 3, 0]);
    }
}
