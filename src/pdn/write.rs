//! Writing PDN: tags, then numbered movetext wrapped at 80 columns, then the result.

use super::PdnGame;
use std::fmt::Write;

/// Widest movetext line.
const WIDTH: usize = 80;

/// The game as PDN text, ending with a blank line (so games can be concatenated). A
/// control character in a tag value is written as a space (see [`escape`]).
pub fn write_game(g: &PdnGame) -> String {
    let mut out = String::new();
    for (k, v) in &g.tags {
        let _ = writeln!(out, "[{k} \"{}\"]", escape(v));
    }
    out.push('\n');
    let mut tokens = Vec::new();
    // Turn index 0 is the first player's unless the game starts with the second.
    let offset = usize::from(g.second_starts);
    for (i, m) in g.moves.iter().enumerate() {
        let k = i + offset;
        if k % 2 == 0 {
            tokens.push(format!("{}.", k / 2 + 1));
        } else if i == 0 {
            tokens.push(format!("{}...", k / 2 + 1));
        }
        tokens.push(m.clone());
    }
    tokens.push(g.result.token().to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push_str("\n\n");
    out
}

/// A tag value as a PDN string: `\` and `"` escaped. PDN strings hold printing
/// characters only and have no escape for a line break, so a control character (a
/// newline in a file name, say) is written as a space: written raw, it ended the tag
/// line and the record could not be read back.
fn escape(v: &str) -> String {
    v.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// Today's date as PDN writes it, `YYYY.MM.DD` (UTC). `SOURCE_DATE_EPOCH`, when set,
/// fixes the date, so records written by tests and scripts are reproducible.
pub fn today() -> String {
    let secs = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<i64>().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0)
        });
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    format!("{y:04}.{m:02}.{d:02}")
}

/// Days since 1970-01-01 to a calendar date (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(20_787), (2026, 11, 30));
    }
}
