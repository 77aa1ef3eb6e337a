//! The dice of a position, drawn as dice in a strip under the board: a rounded square
//! per die with its pips for the values 1 to 6, its number otherwise, a die used
//! since its roll dimmed.

use std::fmt::Write;

/// A die's side, and the gap around it.
const SIDE: i32 = 44;
const GAP: i32 = 12;
/// The strip's height.
pub(super) const STRIP: i32 = SIDE + 2 * GAP;

/// The width the dice need.
pub(super) fn width(dice: &[(i32, bool)]) -> i32 {
    GAP + dice.len() as i32 * (SIDE + GAP)
}

/// Where the pips of a value 1..6 lie on a die of side 1 (thirds of its side).
fn pips(value: i32) -> &'static [(i32, i32)] {
    match value {
        1 => &[(2, 2)],
        2 => &[(1, 1), (3, 3)],
        3 => &[(1, 1), (2, 2), (3, 3)],
        4 => &[(1, 1), (3, 1), (1, 3), (3, 3)],
        5 => &[(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)],
        6 => &[(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)],
        _ => &[],
    }
}

/// The strip of `dice` (face value, used) with its top at `y`, centred in `w`.
pub(super) fn strip(dice: &[(i32, bool)], y: i32, w: i32) -> String {
    let mut out = String::new();
    if dice.is_empty() {
        return out;
    }
    let x0 = (w - width(dice)) / 2 + GAP;
    let _ = writeln!(out, r#"<g class="dice">"#);
    for (k, &(value, used)) in dice.iter().enumerate() {
        let (x, top) = (x0 + k as i32 * (SIDE + GAP), y + GAP);
        let (class, opacity) = if used {
            ("die used", "0.35")
        } else {
            ("die", "1")
        };
        let _ = writeln!(
            out,
            r##"<g class="{class}" data-value="{value}" opacity="{opacity}"><rect x="{x}" y="{top}" width="{SIDE}" height="{SIDE}" rx="8" fill="#fbf7ee" stroke="#2a2a2a" stroke-width="2"/>"##
        );
        let spots = pips(value);
        if spots.is_empty() {
            let _ = writeln!(
                out,
                r##"<text x="{}" y="{}" font-size="22" font-weight="bold" text-anchor="middle" fill="#2a2a2a">{value}</text>"##,
                x + SIDE / 2,
                top + SIDE / 2 + 8
            );
        }
        for &(c, r) in spots {
            let _ = writeln!(
                out,
                r##"<circle cx="{}" cy="{}" r="4.5" fill="#2a2a2a"/>"##,
                x + c * SIDE / 4,
                top + r * SIDE / 4
            );
        }
        out.push_str("</g>\n");
    }
    out.push_str("</g>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::strip;

    #[test]
    fn pips_up_to_six_numbers_beyond_and_used_dice_dimmed() {
        let svg = strip(&[(3, false), (6, true), (12, false)], 0, 300);
        assert_eq!(svg.matches("<circle").count(), 3 + 6);
        assert!(svg.contains(r#"class="die used" data-value="6" opacity="0.35""#));
        assert!(svg.contains(">12</text>"));
        assert!(strip(&[], 0, 300).is_empty());
    }
}
