//! A [`Scene`] as SVG text: the grid's cells (played sites dark, others light; on a board
//! played on every cell, the two shades alternate; on a board of points, one light
//! shade crossed by the lines joining the points), each site's number in its corner,
//! file letters and rank numbers on the edge, the pieces by owner (light for the first
//! player, dark for the second) and kings with a gold crown.
//!
//! Every site and piece carries `data-site` (the game's site index) and a class, so that
//! the `ludic serve` page can light squares up and take clicks on the same picture.
//! Colours are presentation attributes, so a lone file looks right anywhere and the
//! page's style sheet may still override them.

use super::scene::Scene;
use std::fmt::Write;

/// The side of a cell, in SVG user units.
pub(super) const CELL: i32 = 60;
/// The margin that holds the edge labels.
pub(super) const MARGIN: i32 = 22;

pub(super) const LIGHT: &str = "#f0dcb4";
pub(super) const DARK: &str = "#9a6b43";
/// The second shade of a board played on every cell.
pub(super) const DARK_ALT: &str = "#b7875b";
pub(super) const HIGHLIGHT: &str = "#e8c547";

/// The picture of `scene` as a standalone SVG document.
pub fn render(scene: &Scene) -> String {
    let board = if scene.sites.iter().any(|s| s.geometry.is_some()) {
        super::geometry::board(scene)
    } else {
        grid_board(scene)
    };
    let trays = super::hands::trays(scene);
    let strip = if scene.dice.is_empty() {
        0
    } else {
        super::dice::STRIP
    };
    let (top, w, h) = (
        trays.top,
        board
            .w
            .max(trays.width)
            .max(super::dice::width(&scene.dice)),
        board.h + trays.top + trays.bottom + strip,
    );
    let mut out = String::new();
    // Writing into a String cannot fail, so the results of write! are ignored.
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="DejaVu Sans, Verdana, sans-serif">"#
    );
    let _ = writeln!(
        out,
        r##"<rect x="0" y="0" width="{w}" height="{h}" fill="#5b3a22"/>"##
    );
    out.push_str(&trays.above);
    if top > 0 {
        let _ = writeln!(out, r#"<g transform="translate(0 {top})">"#);
    }
    out.push_str(&board.body);
    for p in &scene.pieces {
        let Some(&(cx, cy)) = board.centres.get(p.site) else {
            continue;
        };
        if let Some(n) = p.count {
            counted(&mut out, p.site, p.player, n, cx, cy);
        } else if p.below.is_empty() {
            piece(&mut out, p.site, p.player, p.king, cx, cy);
        } else {
            column(&mut out, p, cx, cy);
        }
    }
    if top > 0 {
        out.push_str("</g>\n");
    }
    // The lower tray, below the board (its own offset includes the upper tray's).
    out.push_str(&trays.below(top + board.h));
    out.push_str(&super::dice::strip(
        &scene.dice,
        top + board.h + trays.bottom,
        w,
    ));
    out.push_str("</svg>\n");
    out
}

/// A board drawn, without its pieces: its size, its cells, lines and labels as SVG, and
/// the centre of each site (where a piece on it is drawn).
pub(super) struct Board {
    /// Width and height in user units.
    pub w: i32,
    pub h: i32,
    /// The cells, lines and labels.
    pub body: String,
    /// Each site's centre, by site.
    pub centres: Vec<(i32, i32)>,
}

/// A board of the square grid: its cells (played sites dark, others light), each site's
/// name in its corner, file letters and rank numbers on the edge, and on a board of
/// points the lines through the centres.
fn grid_board(scene: &Scene) -> Board {
    let (cols, rows) = scene.grid;
    let (cols, rows) = (i32::from(cols.max(1)), i32::from(rows.max(1)));
    let (w, h) = (cols * CELL + 2 * MARGIN, rows * CELL + 2 * MARGIN);
    let mut out = String::new();
    let place = |c: i32, r: i32| -> (i32, i32) {
        let (dc, dr) = if scene.flip {
            (cols - 1 - c, r)
        } else {
            (c, rows - 1 - r)
        };
        (MARGIN + dc * CELL, MARGIN + dr * CELL)
    };
    let mut is_site = vec![None; (cols * rows) as usize];
    for (i, s) in scene.sites.iter().enumerate() {
        let (c, r) = (i32::from(s.cell.0), i32::from(s.cell.1));
        if (0..cols).contains(&c) && (0..rows).contains(&r) {
            is_site[(r * cols + c) as usize] = Some(i);
        }
    }
    let every_cell = is_site.iter().all(Option::is_some);
    for r in 0..rows {
        for c in 0..cols {
            if is_site[(r * cols + c) as usize].is_none() {
                let (x, y) = place(c, r);
                let _ = writeln!(
                    out,
                    r#"<rect class="cell" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{LIGHT}"/>"#
                );
            }
        }
    }
    for (i, s) in scene.sites.iter().enumerate() {
        let (c, r) = (i32::from(s.cell.0), i32::from(s.cell.1));
        let (x, y) = place(c, r);
        let fill = if scene.highlight.contains(&i) {
            HIGHLIGHT
        } else if !scene.lines.is_empty() {
            // A board of points: one shade under the lines.
            LIGHT
        } else if every_cell && (c + r) % 2 == 1 {
            DARK_ALT
        } else {
            DARK
        };
        let _ = writeln!(
            out,
            r#"<rect class="sq" data-site="{i}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}"/>"#
        );
        let _ = writeln!(
            out,
            r##"<text class="num" x="{}" y="{}" font-size="11" fill="{}">{}</text>"##,
            x + 2,
            y + 11,
            if scene.lines.is_empty() {
                "#f4e6cc"
            } else {
                "#8a6a4a"
            },
            escape(&s.label)
        );
    }
    edge_labels(&mut out, cols, rows, &place);
    let centre = |site: usize| {
        scene.sites.get(site).map(|s| {
            let (x, y) = place(i32::from(s.cell.0), i32::from(s.cell.1));
            (x + CELL / 2, y + CELL / 2)
        })
    };
    for &(a, b) in &scene.lines {
        let (Some((x1, y1)), Some((x2, y2))) = (centre(a), centre(b)) else {
            continue;
        };
        let _ = writeln!(
            out,
            r##"<line class="line" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#5b3a22" stroke-width="3"/>"##
        );
    }
    Board {
        w,
        h,
        body: out,
        centres: (0..scene.sites.len()).filter_map(centre).collect(),
    }
}

/// File letters under the board and rank numbers on its left, as the viewer sees them.
fn edge_labels(out: &mut String, cols: i32, rows: i32, place: &dyn Fn(i32, i32) -> (i32, i32)) {
    for c in 0..cols {
        let (x, _) = place(c, 0);
        let letter = char::from(b'a' + (c % 26) as u8);
        let _ = writeln!(
            out,
            r##"<text class="edge" x="{}" y="{}" font-size="14" text-anchor="middle" fill="#f4e6cc">{letter}</text>"##,
            x + CELL / 2,
            MARGIN + rows * CELL + 16
        );
    }
    for r in 0..rows {
        let (_, y) = place(0, r);
        let _ = writeln!(
            out,
            r##"<text class="edge" x="{}" y="{}" font-size="14" text-anchor="middle" fill="#f4e6cc">{}</text>"##,
            MARGIN / 2,
            y + CELL / 2 + 5,
            r + 1
        );
    }
}

/// A column of pieces seen from the side and above: the pieces under the top as
/// rims, each a little lower, and the column's height on a badge.
pub(super) fn column(out: &mut String, p: &super::ScenePiece, cx: i32, cy: i32) {
    let h = p.below.len() as i32 + 1;
    // At most five rims show; a taller column says its height on the badge.
    let shown = h.min(5);
    let step = 4;
    let top = cy - (shown - 1) * step / 2;
    let _ = writeln!(out, r#"<g class="column" data-site="{}">"#, p.site);
    let under = &p.below[p.below.len() - (shown as usize - 1)..];
    for (k, &(player, _)) in under.iter().enumerate() {
        let y = top + (shown - 1 - k as i32) * step;
        let (fill, edge, _) = colours(player);
        let _ = writeln!(
            out,
            r#"<circle cx="{cx}" cy="{y}" r="21" fill="{fill}" stroke="{edge}" stroke-width="2.5"/>"#
        );
    }
    out.push_str("</g>\n");
    piece(out, p.site, p.player, p.king, cx, top);
    let (bx, by) = (cx + 19, cy + 17);
    let _ = writeln!(
        out,
        r##"<g class="height"><circle cx="{bx}" cy="{by}" r="9" fill="#e8c547" stroke="#5a3d00" stroke-width="1.5"/><text x="{bx}" y="{}" font-size="12" font-weight="bold" text-anchor="middle" fill="#3a2600">{h}</text></g>"##,
        by + 4
    );
}

/// A player's piece colours (fill, edge, ring): white and black for the first two,
/// as draughts has them; then red, blue, green, gold, purple, orange, teal, pink,
/// brown, sky, olive, grey, navy and lime for players 3 to 16, each far from the
/// others and from the board's browns.
pub(super) fn colours(player: u8) -> (&'static str, &'static str, &'static str) {
    const MORE: [(&str, &str, &str); 14] = [
        ("#c8312c", "#5e0f0c", "#e9837f"),
        ("#2f62c9", "#10275e", "#8aa9e8"),
        ("#2e9a46", "#0f4a1d", "#8ad29b"),
        ("#e4b526", "#6b5008", "#f6dc8a"),
        ("#7d3fb8", "#351754", "#bf98e3"),
        ("#ec7a1c", "#6e3404", "#f7b47c"),
        ("#17a2a0", "#07494a", "#7fd6d4"),
        ("#e46fb0", "#6e1c4b", "#f4b6d8"),
        ("#7a4a24", "#331d0b", "#b98a64"),
        ("#6fc3ec", "#1d5672", "#b6e3f7"),
        ("#8a8f2a", "#3d400c", "#c4c87a"),
        ("#8e8e8e", "#3a3a3a", "#c8c8c8"),
        ("#1f2d6b", "#070d2c", "#6f7fc0"),
        ("#9ee04a", "#3f6a10", "#cdf29e"),
    ];
    match player {
        0 => ("#f8f4ea", "#2a2a2a", "#b9b2a0"),
        1 => ("#262626", "#000000", "#5c5c5c"),
        p => MORE[(p as usize - 2) % MORE.len()],
    }
}

/// One piece centred on `(cx, cy)`: a disc with a ring, and a crown for a king.
pub(super) fn piece(out: &mut String, site: usize, player: u8, king: bool, cx: i32, cy: i32) {
    let (fill, edge, ring) = colours(player);
    let kind = if king { "king" } else { "man" };
    let _ = writeln!(out, r#"<g class="pc p{player} {kind}" data-site="{site}">"#);
    let _ = writeln!(
        out,
        r#"<circle cx="{cx}" cy="{cy}" r="21" fill="{fill}" stroke="{edge}" stroke-width="2.5"/>"#
    );
    let _ = writeln!(
        out,
        r#"<circle cx="{cx}" cy="{cy}" r="15" fill="none" stroke="{ring}" stroke-width="2"/>"#
    );
    if king {
        // A three-pointed crown on a band, gold with a dark outline, legible on both colours.
        let (l, r, t, b) = (cx - 12, cx + 12, cy - 10, cy + 7);
        let _ = writeln!(
            out,
            r##"<path class="crown" d="M{l} {b} L{l} {t} L{} {} L{cx} {t} L{} {} L{r} {t} L{r} {b} Z" fill="#f2c230" stroke="#5a3d00" stroke-width="1.8" stroke-linejoin="round"/>"##,
            cx - 6,
            cy - 1,
            cx + 6,
            cy - 1
        );
    }
    out.push_str("</g>\n");
}

/// The pieces of a site that keeps a count (a pit's seeds): one disc with the count
/// written on it, as large as it fits.
fn counted(out: &mut String, site: usize, player: u8, n: u32, cx: i32, cy: i32) {
    let (fill, edge, _) = colours(player);
    // The first player's light discs take dark figures, and the others light ones.
    let ink = if player == 0 { "#2a2a2a" } else { "#f8f4ea" };
    let size = match n {
        0..=99 => 18,
        100..=999 => 14,
        _ => 10,
    };
    let _ = writeln!(
        out,
        r#"<g class="pc p{player} counted" data-site="{site}"><circle cx="{cx}" cy="{cy}" r="21" fill="{fill}" stroke="{edge}" stroke-width="2.5"/><text x="{cx}" y="{}" font-size="{size}" font-weight="bold" text-anchor="middle" fill="{ink}">{n}</text></g>"#,
        cy + size * 7 / 20
    );
}

/// `text` safe inside an SVG text node.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::{ScenePiece, SceneSite};

    fn two_by_two() -> Scene {
        Scene {
            sites: vec![
                SceneSite {
                    cell: (0, 0),
                    label: "1".into(),
                    geometry: None,
                },
                SceneSite {
                    cell: (1, 1),
                    label: "2".into(),
                    geometry: None,
                },
            ],
            pieces: vec![ScenePiece {
                site: 1,
                player: 1,
                king: true,
                below: Vec::new(),
                count: None,
            }],
            highlight: vec![0],
            flip: false,
            grid: (2, 2),
            lines: Vec::new(),
            hands: Vec::new(),
            dice: Vec::new(),
        }
    }

    #[test]
    fn draws_sites_pieces_kings_and_highlights() {
        let svg = render(&two_by_two());
        assert_eq!(svg.matches(r#"class="sq""#).count(), 2);
        assert_eq!(svg.matches(r#"class="cell""#).count(), 2);
        assert!(svg.contains(r#"class="pc p1 king" data-site="1""#));
        assert!(svg.contains("class=\"crown\""));
        assert!(svg.contains(&format!(
            r#"data-site="0" x="22" y="82" width="60" height="60" fill="{HIGHLIGHT}""#
        )));
    }

    #[test]
    fn a_column_shows_its_pieces_and_height() {
        let mut scene = two_by_two();
        scene.pieces[0].below = vec![(0, false), (1, false)];
        let svg = render(&scene);
        assert!(svg.contains(r#"class="column" data-site="1""#));
        // Two rims under the top piece, and the badge of a column of three.
        let column = svg.split(r#"class="column""#).nth(1).unwrap_or("");
        assert_eq!(
            column
                .split("</g>")
                .next()
                .unwrap_or("")
                .matches("<circle")
                .count(),
            2
        );
        assert!(svg.contains(">3</text></g>"));
    }

    #[test]
    fn a_board_of_points_draws_its_lines_through_the_centres() {
        let mut scene = two_by_two();
        scene.lines = vec![(0, 1)];
        let svg = render(&scene);
        // From a1's centre to b2's, across the square between them.
        assert!(svg.contains(r#"<line class="line" x1="52" y1="112" x2="112" y2="52""#));
        assert!(!render(&two_by_two()).contains("<line"));
    }

    #[test]
    fn flipping_turns_the_board_half_round() {
        let svg = render(&two_by_two().flipped(true));
        // a1 is now top-right.
        assert!(svg.contains(r#"data-site="0" x="82" y="22""#));
    }
}
