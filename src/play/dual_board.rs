//! The terminal text of a grid whose cells and points both hold pieces
//! ([`crate::program::dual`]): each row of points, and between two rows of points the
//! row of cells they bound, each cell between its corners, so that a piece on a cell
//! and a piece on a point are never drawn at one place.

use super::general_board::letter;
use crate::engine::{Engine, State};
use crate::game::GameApi;
use crate::program::dual::SiteKind;

/// What stands on a site: a piece's letter, or `.`.
fn mark(e: &Engine, s: &State, site: usize) -> char {
    e.piece_at(s, site).map_or('.', |p| letter(e, &p))
}

/// Column letters as the board's names write them (`a`, `b`, ... `aa`).
fn column(e: &Engine, site: u16, mark: &str) -> String {
    let name = e.program.graph.label(site).to_lowercase();
    name[mark.len()..]
        .trim_end_matches(|ch: char| ch.is_ascii_digit())
        .to_string()
}

/// The board as text: points four characters apart, each cell two to the right of its
/// bottom-left corner, on the line between its rows of corners; points' rows numbered
/// on the left, cells' on the right; under it each kind's column letters, and the mark
/// of the kind whose names carry one (`c.e3`).
pub fn dual_text(e: &Engine, s: &State) -> String {
    let g = &e.program.graph;
    let (pb, _, pc, pr) = g.kind_grid(SiteKind::Vertex);
    let (cb, _, cc, _) = g.kind_grid(SiteKind::Cell);
    let (pc, pr, cc) = (pc as usize, pr as usize, cc as usize);
    let own = g.own_kind();
    let marked = |k: SiteKind| if k == own { "" } else { k.mark() };
    let mut out = String::new();
    for r in (0..pr).rev() {
        let mut line = format!("{:>3} ", r + 1);
        for c in 0..pc {
            line.push(mark(e, s, pb as usize + r * pc + c));
            line.push_str("   ");
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if r > 0 {
            let mut line = "    ".to_string();
            for c in 0..cc {
                line.push_str("  ");
                line.push(mark(e, s, cb as usize + (r - 1) * cc + c));
                line.push(' ');
            }
            out.push_str(&format!("{}   {r}\n", line.trim_end()));
        }
    }
    let mut points = "    ".to_string();
    for c in 0..pc {
        points.push_str(&format!(
            "{:<4}",
            column(e, pb + c as u16, marked(SiteKind::Vertex))
        ));
    }
    let mut cells = "      ".to_string();
    for c in 0..cc {
        cells.push_str(&format!(
            "{:<4}",
            column(e, cb + c as u16, marked(SiteKind::Cell))
        ));
    }
    let name = |k: SiteKind| match marked(k) {
        "" => k.plural().to_string(),
        m => format!("{} ({}a1)", k.plural(), m.to_lowercase()),
    };
    out.push_str(&format!(
        "{}  {}\n",
        points.trim_end(),
        name(SiteKind::Vertex)
    ));
    out.push_str(&format!(
        "{}    {}\n",
        cells.trim_end(),
        name(SiteKind::Cell)
    ));
    out
}
