//! The result of a run: one [`VariantReport`] per variant, shown as a table with a
//! column per variant, as CSV (one line per variant and metric), or as JSON (the
//! schema `ludic-analyze/1` of `docs/analyze.md`).

use super::profile::Profile;
use super::summary::{Kind, Metrics, Row};
use serde::Serialize;

/// The JSON schema's name; a change to the fields below changes its number.
pub const SCHEMA: &str = "ludic-analyze/1";

/// A whole run.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Always [`SCHEMA`].
    pub schema: &'static str,
    /// True when the run was interrupted: some variant has fewer games than asked.
    pub partial: bool,
    /// The agent playing both sides.
    pub agents: String,
    /// The run's seed.
    pub seed: u64,
    /// Turns after which a game is cut.
    pub max_turns: u32,
    /// Games asked for per variant.
    pub games_per_variant: usize,
    /// The variants, in the order of the command line.
    pub variants: Vec<VariantReport>,
}

/// One variant: a file with a ruleset and options.
#[derive(Clone, Debug, Serialize)]
pub struct VariantReport {
    /// A short name for the table's header: the file's stem and the ruleset.
    pub label: String,
    /// The game file as given.
    pub file: String,
    /// The game's name.
    pub game: String,
    /// The ruleset used, if the file has rulesets.
    pub ruleset: Option<String>,
    /// The option items given with `--option`, as "Heading/Label".
    pub options: Vec<String>,
    /// Which engine played: `kernel` or `general`.
    pub engine: &'static str,
    /// Whether the rules have a huff.
    pub huff: bool,
    /// Games played.
    pub games: usize,
    /// True when fewer games than asked were played.
    pub partial: bool,
    /// The figures.
    pub metrics: Metrics,
    /// Turns of each game, in game order (for the plots).
    #[serde(skip)]
    pub lengths: Vec<u32>,
    /// The games' course turn by turn (for the plots).
    #[serde(skip)]
    pub profile: Profile,
}

/// A table header's name for a variant: the file's stem, then the ruleset without its
/// `Ruleset/` prefix.
pub fn label(file: &str, ruleset: Option<&str>) -> String {
    let stem = std::path::Path::new(file)
        .file_stem()
        .map_or(file.to_string(), |s| s.to_string_lossy().to_string());
    match ruleset {
        Some(r) => format!("{stem}: {}", r.strip_prefix("Ruleset/").unwrap_or(r)),
        None => stem,
    }
}

/// A figure as the table shows it: a percentage or a number, then its interval.
fn cell(r: &Row) -> String {
    let f = |x: f64| match r.kind {
        Kind::Share => format!("{:.1}%", x * 100.0),
        Kind::Number => format!("{x:.2}"),
    };
    if r.n == 0 {
        return "-".into();
    }
    if r.low == r.high && r.low == r.value {
        f(r.value)
    } else {
        format!("{} ({}-{})", f(r.value), f(r.low), f(r.high))
    }
}

impl Report {
    /// The table: a row per metric, a column per variant, 95% intervals in brackets.
    pub fn table(&self) -> String {
        let mut t = comfy_table::Table::new();
        t.load_preset(comfy_table::presets::ASCII_MARKDOWN);
        let mut header = vec!["metric".to_string()];
        header.extend(self.variants.iter().map(|v| v.label.clone()));
        t.set_header(header);
        let rows: Vec<Vec<Row>> = self.variants.iter().map(|v| v.metrics.rows()).collect();
        let mut games = vec!["games".to_string()];
        games.extend(self.variants.iter().map(|v| {
            let mark = if v.partial { " (partial)" } else { "" };
            format!("{}{mark}", v.games)
        }));
        t.add_row(games);
        // Every key in the order the variants list them; a huff row is "-" where the
        // rules have no huff.
        let mut keys: Vec<(&str, &str)> = Vec::new();
        for r in rows.iter().flatten() {
            if !keys.iter().any(|(k, _)| *k == r.key) {
                keys.push((r.key, r.label));
            }
        }
        for (key, label) in keys {
            let mut line = vec![label.to_string()];
            for v in &rows {
                line.push(v.iter().find(|r| r.key == key).map_or("-".into(), cell));
            }
            t.add_row(line);
        }
        for c in 1..=self.variants.len() {
            if let Some(col) = t.column_mut(c) {
                col.set_cell_alignment(comfy_table::CellAlignment::Right);
            }
        }
        let mut out = format!(
            "{} games per variant, {} against itself, seed {}, cut after {} turns; 95% intervals in brackets\n",
            self.games_per_variant, self.agents, self.seed, self.max_turns
        );
        out.push_str(&t.to_string());
        out.push('\n');
        if self.partial {
            out.push_str("partial: interrupted before every game was played\n");
        }
        out
    }

    /// CSV: a header, then one line per variant and metric.
    pub fn csv(&self) -> String {
        let mut out = String::from("variant,file,ruleset,games,partial,metric,value,low,high,n\n");
        for v in &self.variants {
            for r in v.metrics.rows() {
                let fields = [
                    csv_field(&v.label),
                    csv_field(&v.file),
                    csv_field(v.ruleset.as_deref().unwrap_or("")),
                    v.games.to_string(),
                    v.partial.to_string(),
                    r.key.to_string(),
                    r.value.to_string(),
                    r.low.to_string(),
                    r.high.to_string(),
                    r.n.to_string(),
                ];
                out.push_str(&fields.join(","));
                out.push('\n');
            }
        }
        out
    }

    /// The JSON text.
    pub fn json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string_pretty(self)
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_csv_quoting() {
        assert_eq!(
            label("games/dum-blas.lud", Some("Ruleset/Ludii (Suggested)")),
            "dum-blas: Ludii (Suggested)"
        );
        assert_eq!(label("x.lud", None), "x");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
    }
}
