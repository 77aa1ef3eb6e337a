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

/// One table of the variants `group`: the metric's column, then theirs.
fn render(labels: &[String], columns: &[Vec<String>], group: &[usize]) -> String {
    let mut t = comfy_table::Table::new();
    t.load_preset(comfy_table::presets::ASCII_MARKDOWN);
    for (i, label) in labels.iter().enumerate() {
        let mut line = vec![label.clone()];
        line.extend(group.iter().map(|&v| columns[v][i].clone()));
        if i == 0 {
            t.set_header(line);
        } else {
            t.add_row(line);
        }
    }
    for c in 1..=group.len() {
        if let Some(col) = t.column_mut(c) {
            col.set_cell_alignment(comfy_table::CellAlignment::Right);
        }
    }
    t.to_string()
}

/// The width of the widest line of `text`, in characters.
fn width(text: &str) -> usize {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
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

/// The widest table printed, in columns: wider, the variants are split into tables of
/// as many as fit, each with the metric's column.
pub const TABLE_WIDTH: usize = 100;

/// A figure as the table shows it: a percentage or a number, then its interval.
fn cell(r: &Row) -> String {
    let f = |x: f64| {
        let text = match r.kind {
            Kind::Share => format!("{:.1}%", x * 100.0),
            Kind::Number => format!("{x:.2}"),
        };
        // A small negative figure rounds to zero: `-0.0%` would read as a sign that
        // means something.
        match text.strip_prefix('-') {
            Some(rest) if rest.chars().all(|c| matches!(c, '0' | '.' | '%')) => rest.to_string(),
            _ => text,
        }
    };
    if r.n == 0 {
        return "-".into();
    }
    if r.low == r.high && r.low == r.value {
        f(r.value)
    } else {
        // `(-0.06-2.39)` would read as a range from a negative to a negative.
        let to = if f(r.low).starts_with('-') {
            " to "
        } else {
            "-"
        };
        format!("{} ({}{to}{})", f(r.value), f(r.low), f(r.high))
    }
}

impl Report {
    /// The table: a row per metric, a column per variant, 95% intervals in brackets;
    /// split by variants into several tables when one would be wider than
    /// [`TABLE_WIDTH`].
    pub fn table(&self) -> String {
        let (labels, columns) = self.columns();
        let mut out = format!(
            "{} games per variant, {} against itself, seed {}, cut after {} turns; 95% intervals in brackets\n",
            self.games_per_variant, self.agents, self.seed, self.max_turns
        );
        let mut group: Vec<usize> = Vec::new();
        let mut tables: Vec<String> = Vec::new();
        for v in 0..columns.len() {
            group.push(v);
            let wide = width(&render(&labels, &columns, &group)) > TABLE_WIDTH;
            if wide && group.len() > 1 {
                group.pop();
                tables.push(render(&labels, &columns, &group));
                group = vec![v];
            }
        }
        if !group.is_empty() {
            tables.push(render(&labels, &columns, &group));
        }
        out.push_str(&tables.join("\n\n"));
        out.push('\n');
        if self.partial {
            out.push_str("partial: interrupted before every game was played\n");
        }
        out
    }

    /// The metrics' labels, and each variant's column: its header, then a cell per
    /// metric ("-" where it has none: a huff where the rules have no huff).
    fn columns(&self) -> (Vec<String>, Vec<Vec<String>>) {
        let rows: Vec<Vec<Row>> = self.variants.iter().map(|v| v.metrics.rows()).collect();
        // Every key in the order the variants list them.
        let mut keys: Vec<(&str, &str)> = Vec::new();
        for r in rows.iter().flatten() {
            if !keys.iter().any(|(k, _)| *k == r.key) {
                keys.push((r.key, r.label));
            }
        }
        let mut labels = vec!["metric".to_string(), "games".to_string()];
        labels.extend(keys.iter().map(|(_, l)| l.to_string()));
        let columns =
            self.variants
                .iter()
                .zip(&rows)
                .map(|(v, rows)| {
                    let mark = if v.partial { " (partial)" } else { "" };
                    let mut col = vec![v.label.clone(), format!("{}{mark}", v.games)];
                    col.extend(keys.iter().map(|(key, _)| {
                        rows.iter().find(|r| r.key == *key).map_or("-".into(), cell)
                    }));
                    col
                })
                .collect();
        (labels, columns)
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

    #[test]
    fn a_figure_rounded_to_zero_has_no_sign() {
        let row = |kind, value: f64| Row {
            key: "k",
            label: "k",
            kind,
            value,
            low: value,
            high: value,
            n: 4,
        };
        assert_eq!(cell(&row(Kind::Share, -0.0001)), "0.0%");
        assert_eq!(cell(&row(Kind::Number, -0.001)), "0.00");
        assert_eq!(cell(&row(Kind::Share, -0.5)), "-50.0%");
        let spread = Row {
            low: -0.06,
            high: 2.39,
            ..row(Kind::Number, 1.17)
        };
        assert_eq!(cell(&spread), "1.17 (-0.06 to 2.39)");
    }
}
