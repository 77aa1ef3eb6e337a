//! The players' hands drawn as trays beside the board: the first player's under it, the
//! second's over it (turned round when the board is). Each hand shows a piece of what it
//! holds and how many; its slot carries the hand's `data-site`, so that the `ludic serve`
//! page takes a click on it as on a site of the board (a placement starts there).

use super::scene::{Scene, SceneHand};
use super::svg::{piece, CELL, MARGIN};
use std::fmt::Write;

/// The height of a tray.
const TRAY: i32 = CELL + 12;
/// The width of one hand's slot.
const SLOT: i32 = CELL * 3;

/// The trays over and under a board `w` wide.
pub(super) struct Trays<'a> {
    /// The height taken over the board.
    pub top: i32,
    /// The height taken under it.
    pub bottom: i32,
    /// The width the trays need.
    pub width: i32,
    /// The upper tray's SVG.
    pub above: String,
    lower: Vec<&'a SceneHand>,
}

/// The trays of `scene`'s hands (none in a game without hands).
pub(super) fn trays(scene: &Scene) -> Trays<'_> {
    // The first player's hands at the bottom, as its pieces are; flipped, at the top.
    let (mut up, mut down): (Vec<&SceneHand>, Vec<&SceneHand>) = scene
        .hands
        .iter()
        .partition(|h| (h.player == 0) == scene.flip);
    up.sort_by_key(|h| h.site);
    down.sort_by_key(|h| h.site);
    let height = |v: &[&SceneHand]| if v.is_empty() { 0 } else { TRAY };
    let most = up.len().max(down.len()) as i32;
    Trays {
        width: if most == 0 {
            0
        } else {
            MARGIN + most * (SLOT + MARGIN)
        },
        top: height(&up),
        bottom: height(&down),
        above: tray(&up, 0),
        lower: down,
    }
}

impl Trays<'_> {
    /// The lower tray's SVG, its top at `y`.
    pub fn below(&self, y: i32) -> String {
        tray(&self.lower, y)
    }
}

/// One tray at height `y`: each hand's slot left to right.
fn tray(hands: &[&SceneHand], y: i32) -> String {
    let mut out = String::new();
    for (k, h) in hands.iter().enumerate() {
        let x = MARGIN + k as i32 * (SLOT + MARGIN);
        let (sy, sh) = (y + 6, TRAY - 12);
        let _ = writeln!(
            out,
            r##"<rect class="sq hand" data-site="{}" x="{x}" y="{sy}" width="{SLOT}" height="{sh}" rx="8" fill="#7a5233" stroke="#3b2a1c" stroke-width="2"/>"##,
            h.site
        );
        let (cx, cy) = (x + CELL / 2 + 4, sy + sh / 2);
        let text = match h.held {
            Some((n, king)) => {
                piece(&mut out, h.site, h.player, king, cx, cy);
                format!("× {n}")
            }
            None => "empty".to_string(),
        };
        let _ = writeln!(
            out,
            r##"<text class="count" x="{}" y="{}" font-size="18" fill="#f4e6cc">{text}</text>"##,
            x + CELL + 8,
            cy + 6
        );
        let _ = writeln!(
            out,
            r##"<text class="hand-name" x="{}" y="{}" font-size="11" fill="#e9d6b4">Player {}'s hand</text>"##,
            x + CELL + 8,
            sy + 13,
            h.player + 1
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::draw::{render, Scene, SceneHand, SceneSite};

    fn yote_like(held: [Option<(u32, bool)>; 2]) -> Scene {
        Scene {
            sites: vec![SceneSite {
                cell: (0, 0),
                label: "a1".into(),
                geometry: None,
            }],
            pieces: Vec::new(),
            highlight: Vec::new(),
            flip: false,
            grid: (1, 1),
            lines: Vec::new(),
            dice: Vec::new(),
            hands: vec![
                SceneHand {
                    site: 1,
                    player: 0,
                    held: held[0],
                },
                SceneHand {
                    site: 2,
                    player: 1,
                    held: held[1],
                },
            ],
        }
    }

    #[test]
    fn each_hand_is_a_tray_with_its_count() {
        let svg = render(&yote_like([Some((12, false)), None]));
        assert!(svg.contains(r#"class="sq hand" data-site="1""#));
        assert!(svg.contains(r#"class="sq hand" data-site="2""#));
        assert!(svg.contains(r#"class="pc p0 man" data-site="1""#));
        assert!(svg.contains("× 12"));
        assert!(svg.contains(">empty<"));
        // Player 2's tray is above the board, which moves down by a tray.
        let top = svg.find(r#"data-site="2""#).unwrap_or(usize::MAX);
        let board = svg.find(r#"class="sq" data-site="0""#).unwrap_or(0);
        assert!(top < board);
        assert!(svg.contains(r#"<g transform="translate(0 72)">"#));
        assert!(svg.contains(r#"viewBox="0 0 224 248""#));
    }

    #[test]
    fn flipped_the_first_player_s_tray_is_on_top() {
        let svg = render(&yote_like([Some((3, false)), Some((4, false))]).flipped(true));
        let p1 = svg.find(r#"data-site="1""#).unwrap_or(usize::MAX);
        let board = svg.find(r#"class="sq" data-site="0""#).unwrap_or(0);
        assert!(p1 < board);
    }
}
