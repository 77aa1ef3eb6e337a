//! SVG plots of a run (plotters' SVG backend: text is SVG text, so no font library is
//! needed): game length, outcomes, branching factor and material over the game.

use super::profile::Point;
use super::report::{Report, VariantReport};
use plotters::coord::ranged1d::SegmentValue;
use plotters::prelude::*;
use std::path::{Path, PathBuf};

/// A curve over the turns is drawn while at least this share of a variant's games are
/// still going, so that its last points do not rest on a handful of long games.
pub(super) const STILL_GOING: f64 = 0.1;

/// Series colours (colour-blind friendly, after Okabe and Ito).
const COLOURS: [RGBColor; 8] = [
    RGBColor(0, 114, 178),
    RGBColor(230, 159, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(213, 94, 0),
    RGBColor(240, 228, 66),
    RGBColor(0, 0, 0),
];

const SIZE: (u32, u32) = (900, 560);

pub(super) fn colour(i: usize) -> RGBColor {
    COLOURS[i % COLOURS.len()]
}

pub(super) type Fallible = Result<(), String>;

pub(super) fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Writes `lengths.svg`, `outcomes.svg`, `branching.svg` and `material.svg` into `dir`
/// (created if needed) and returns their paths. Variants without a game (a run
/// interrupted at once) are left out; with none left, nothing is written.
pub fn write_all(report: &Report, dir: &Path) -> Result<Vec<PathBuf>, String> {
    let played = Report {
        variants: report
            .variants
            .iter()
            .filter(|v| v.games > 0)
            .cloned()
            .collect(),
        ..report.clone()
    };
    if played.variants.is_empty() {
        return Ok(Vec::new());
    }
    let report = &played;
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let paths: Vec<PathBuf> = ["lengths", "outcomes", "branching", "material"]
        .iter()
        .map(|n| dir.join(format!("{n}.svg")))
        .collect();
    let fail = |p: &Path, e: String| format!("cannot write {}: {e}", p.display());
    lengths(report, &paths[0]).map_err(|e| fail(&paths[0], e))?;
    outcomes(report, &paths[1]).map_err(|e| fail(&paths[1], e))?;
    branching(report, &paths[2]).map_err(|e| fail(&paths[2], e))?;
    super::material_plot::material(report, &paths[3]).map_err(|e| fail(&paths[3], e))?;
    Ok(paths)
}

/// "N games" or "N games per variant", for titles.
pub(super) fn games_note(report: &Report) -> String {
    let counts: Vec<usize> = report.variants.iter().map(|v| v.games).collect();
    match counts.as_slice() {
        [n] => format!("{n} games"),
        [n, rest @ ..] if rest.iter().all(|m| m == n) => format!("{n} games per variant"),
        _ => format!(
            "{} games",
            counts
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(" / ")
        ),
    }
}

fn legend_name(v: &VariantReport) -> String {
    format!("{} ({} games)", v.label, v.games)
}

/// Overlaid histograms of game length, as shares of each variant's games per bin.
fn lengths(report: &Report, path: &Path) -> Fallible {
    let longest = report
        .variants
        .iter()
        .flat_map(|v| v.lengths.iter().copied())
        .max()
        .unwrap_or(0)
        .max(1);
    let width = longest.div_ceil(40).max(1);
    let bins = (longest / width + 1) as usize;
    let shares: Vec<Vec<(f64, f64)>> = report
        .variants
        .iter()
        .map(|v| {
            let mut h = vec![0u64; bins];
            for &l in &v.lengths {
                h[((l / width) as usize).min(bins - 1)] += 1;
            }
            let n = v.lengths.len().max(1) as f64;
            // A step outline: each bin's share held across its width.
            h.iter()
                .enumerate()
                .flat_map(|(i, &c)| {
                    let (x0, x1) = ((i as u32 * width) as f64, ((i as u32 + 1) * width) as f64);
                    [(x0, c as f64 / n), (x1, c as f64 / n)]
                })
                .collect()
        })
        .collect();
    let top = shares
        .iter()
        .flatten()
        .map(|p| p.1)
        .fold(0.0, f64::max)
        .max(0.01)
        * 1.1;
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!(
                "Game length ({}, {} turns per bin)",
                games_note(report),
                width
            ),
            ("sans-serif", 22),
        )
        .margin(15)
        .x_label_area_size(45)
        .y_label_area_size(60)
        .build_cartesian_2d(0f64..f64::from(bins as u32 * width), 0f64..top)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("turns in the game")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_desc("share of games")
        .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
        .draw()
        .map_err(err)?;
    for (i, (v, pts)) in report.variants.iter().zip(shares).enumerate() {
        let c = colour(i);
        chart
            .draw_series(AreaSeries::new(pts.clone(), 0.0, c.mix(0.15)))
            .map_err(err)?;
        chart
            .draw_series(LineSeries::new(pts, c.stroke_width(2)))
            .map_err(err)?
            .label(legend_name(v))
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], c.stroke_width(2)));
    }
    legend(&mut chart)?;
    root.present().map_err(err)
}

fn legend<'a, DB: DrawingBackend + 'a, CT: CoordTranslate>(
    chart: &mut ChartContext<'a, DB, CT>,
) -> Fallible {
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font(("sans-serif", 15))
        .draw()
        .map_err(err)
}

/// The top of the outcome plot's scale: 100% and the legend's room.
const TOP: f64 = 1.3;

/// Stacked bars: first player's wins, second player's wins, draws and cut games.
fn outcomes(report: &Report, path: &Path) -> Fallible {
    let n = report.variants.len();
    let labels: Vec<String> = report.variants.iter().map(|v| v.label.clone()).collect();
    // Room for each variant's name under its bar.
    let width = SIZE.0.max(280 * n as u32 + 100);
    let root = SVGBackend::new(path, (width, SIZE.1)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("Outcomes ({})", games_note(report)),
            ("sans-serif", 22),
        )
        .margin(15)
        .x_label_area_size(45)
        .y_label_area_size(60)
        // A segmented range holds its end too: 0..n-1 gives the n segments of the bars.
        // Above 100%, room for the legend over the bars.
        .build_cartesian_2d((0..n.saturating_sub(1)).into_segmented(), 0f64..TOP)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_desc("variant")
        .y_desc("share of games")
        .y_label_formatter(&|y| {
            if *y <= 1.0 {
                format!("{:.0}%", y * 100.0)
            } else {
                String::new()
            }
        })
        .x_label_formatter(&|x| match x {
            SegmentValue::CenterOf(i) => labels.get(*i).cloned().unwrap_or_default(),
            _ => String::new(),
        })
        .draw()
        .map_err(err)?;
    let parts = [
        ("first player wins", colour(0)),
        ("second player wins", colour(1)),
        ("draws", colour(2)),
        ("cut by --max-turns", RGBColor(150, 150, 150)),
    ];
    for (k, (name, c)) in parts.into_iter().enumerate() {
        let bars = report.variants.iter().enumerate().map(move |(i, v)| {
            let m = &v.metrics;
            let shares = [
                m.first_player_wins.value,
                m.second_player_wins.value,
                m.draws.value,
                m.cut.value,
            ];
            let below: f64 = shares[..k].iter().sum();
            let mut r = Rectangle::new(
                [
                    (SegmentValue::Exact(i), below),
                    (SegmentValue::Exact(i + 1), below + shares[k]),
                ],
                c.filled(),
            );
            r.set_margin(0, 0, 25, 25);
            r
        });
        chart
            .draw_series(bars)
            .map_err(err)?
            .label(name)
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], c.filled()));
    }
    legend(&mut chart)?;
    root.present().map_err(err)
}

/// The turns a curve is drawn over: while enough games are still going.
pub(super) fn min_games(v: &VariantReport) -> u64 {
    ((v.games as f64 * STILL_GOING).ceil() as u64).max(1)
}

/// Mean legal turns at each turn of the game.
fn branching(report: &Report, path: &Path) -> Fallible {
    let curves: Vec<Vec<Point>> = report
        .variants
        .iter()
        .map(|v| v.profile.branching_curve(min_games(v)))
        .collect();
    let title = format!(
        "Branching factor over the game ({}; drawn while {:.0}% of games go on)",
        games_note(report),
        STILL_GOING * 100.0
    );
    let (xmax, ymax) = extent(&curves, |p| p.high);
    let root = SVGBackend::new(path, SIZE).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(15)
        .x_label_area_size(45)
        .y_label_area_size(60)
        .build_cartesian_2d(0f64..xmax, 0f64..ymax * 1.1)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc("turn")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_desc("mean legal turns")
        .draw()
        .map_err(err)?;
    for (i, (v, pts)) in report.variants.iter().zip(&curves).enumerate() {
        let c = colour(i);
        chart
            .draw_series(LineSeries::new(
                pts.iter().map(|p| (f64::from(p.turn), p.mid)),
                c.stroke_width(2),
            ))
            .map_err(err)?
            .label(legend_name(v))
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], c.stroke_width(2)));
    }
    legend(&mut chart)?;
    root.present().map_err(err)
}

/// The largest turn and value over the curves (at least 1 each).
fn extent(curves: &[Vec<Point>], value: impl Fn(&Point) -> f64) -> (f64, f64) {
    let pts = curves.iter().flatten();
    let x = pts.clone().map(|p| f64::from(p.turn)).fold(1.0, f64::max);
    let y = pts.map(value).fold(1.0, f64::max);
    (x, y)
}
