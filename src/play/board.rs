//! The board as text: every playable square shows its number, with the piece on it;
//! the last turn's squares are highlighted (brackets in plain text, a background
//! colour on a terminal) and its captured squares marked; piece counts follow.

use crate::kernel::{Game, SiteSet, State, Turn};
use std::fmt::Write;

/// ANSI styles used in colour mode.
mod style {
    use anstyle::{Ansi256Color, AnsiColor, Color, Style};

    const fn bg(n: u8) -> Style {
        Style::new().bg_color(Some(Color::Ansi256(Ansi256Color(n))))
    }
    pub const LIGHT: Style = bg(180);
    pub const DARK: Style = bg(94);
    pub const LAST: Style = bg(28);
    pub const TAKEN: Style = bg(88);
    pub const NUMBER: Style = Style::new().fg_color(Some(Color::Ansi256(Ansi256Color(250))));
    pub const PLAYER: [Style; 2] = [
        Style::new()
            .bold()
            .fg_color(Some(Color::Ansi(AnsiColor::BrightWhite))),
        Style::new()
            .bold()
            .fg_color(Some(Color::Ansi(AnsiColor::Black))),
    ];
    pub const RESET: anstyle::Reset = anstyle::Reset;
}

/// The letters for each player's men (lower case) and kings (upper case): the
/// initials of the player names, or `o` and `x` when those clash.
pub fn symbols(game: &Game) -> [char; 2] {
    let initial = |p: usize| {
        game.rules().players[p]
            .name
            .chars()
            .next()
            .map(|c| c.to_ascii_lowercase())
            .filter(char::is_ascii_alphabetic)
    };
    match (initial(0), initial(1)) {
        (Some(a), Some(b)) if a != b => [a, b],
        _ => ['o', 'x'],
    }
}

/// Draws `s`, highlighting `last` if given; `color` for ANSI colours.
pub fn render(game: &Game, s: &State, last: Option<&Turn>, color: bool) -> String {
    render_from(game, s, last, color, false)
}

/// [`render`], seen from the second player's side when `flip` (its home rows at the
/// bottom, files from right to left).
pub fn render_from(game: &Game, s: &State, last: Option<&Turn>, color: bool, flip: bool) -> String {
    let rules = game.rules();
    let (w, h) = (rules.board.width, rules.board.height);
    let digits = game.num_sites().to_string().len();
    let syms = symbols(game);
    let (mut marked, mut taken): (SiteSet, SiteSet) = (0, 0);
    if let Some(t) = last {
        marked |= 1u128 << t.from;
        for &l in t.landings() {
            marked |= 1u128 << l;
        }
        taken = t.captured;
    }
    let cell_w = digits + 3;
    let label_w = h.to_string().len();
    let mut out = String::new();
    let cols: Vec<u8> = if flip {
        (0..w).rev().collect()
    } else {
        (0..w).collect()
    };
    let rows: Vec<u8> = if flip {
        (0..h).collect()
    } else {
        (0..h).rev().collect()
    };
    let header: String = cols
        .iter()
        .map(|&c| {
            let file = if c < 26 { char::from(b'a' + c) } else { '?' };
            format!("{:^cell_w$}", file)
        })
        .collect();
    let _ = writeln!(out, "{:label_w$} {}", "", header.trim_end());
    for &r in &rows {
        let _ = write!(out, "{:>label_w$} ", r + 1);
        let mut row = String::new();
        for &c in &cols {
            let Some(site) = game.site_at((c, r)) else {
                if color {
                    let _ = write!(
                        row,
                        "{}{:cell_w$}{}",
                        style::LIGHT.render(),
                        "",
                        style::RESET.render()
                    );
                } else {
                    row.push_str(&" ".repeat(cell_w));
                }
                continue;
            };
            let bit = 1u128 << site;
            let n = u32::from(site) + 1;
            let (sym, owner) = match s.piece(site) {
                Some(p) => {
                    let ch = syms[p.player as usize & 1];
                    (
                        Some(if p.king { ch.to_ascii_uppercase() } else { ch }),
                        p.player as usize & 1,
                    )
                }
                None => (None, 0),
            };
            let inner = match sym {
                Some(ch) => format!("{:>w$}", format!("{ch}{n}"), w = digits + 1),
                None => format!("{:>w$}", n, w = digits + 1),
            };
            if color {
                let bg = if marked & bit != 0 {
                    style::LAST
                } else if taken & bit != 0 {
                    style::TAKEN
                } else {
                    style::DARK
                };
                let fg = if sym.is_some() {
                    style::PLAYER[owner]
                } else {
                    style::NUMBER
                };
                let _ = write!(
                    row,
                    "{}{} {inner} {}",
                    bg.render(),
                    fg.render(),
                    style::RESET.render()
                );
            } else if marked & bit != 0 {
                let _ = write!(row, "[{inner}]");
            } else if taken & bit != 0 {
                let _ = write!(row, "({inner})");
            } else {
                let _ = write!(row, " {inner} ");
            }
        }
        out.push_str(if color { &row } else { row.trim_end() });
        out.push('\n');
    }
    out.push_str(&counts(game, s));
    out.push('\n');
    out
}

/// `White 20 (18 men, 2 kings) · Black 19 (19 men)`.
pub fn counts(game: &Game, s: &State) -> String {
    let part = |p: u8| {
        let own = s.pieces_of(p);
        let kings = (own & s.kings()).count_ones();
        let men = own.count_ones() - kings;
        let mut what = format!("{men} {}", if men == 1 { "man" } else { "men" });
        if kings > 0 {
            let _ = write!(what, ", {kings} king{}", if kings == 1 { "" } else { "s" });
        }
        format!(
            "{} {} ({what})",
            game.rules().players[p as usize].name,
            own.count_ones()
        )
    };
    format!("{} - {}", part(0), part(1))
}
