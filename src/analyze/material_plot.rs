//! `material.svg`: the material balance over the game, one panel per variant.
//!
//! Overlaid on one chart, the variants' quartile bands mixed into one brown patch and
//! their medians (whole men, so stepped) hid each other on the zero line. Stacked
//! panels on the same scales read at a glance instead: each variant's band and median
//! on its own, the zero line marked, the side that leads written on the axis.

use super::plots::{colour, err, games_note, min_games, Fallible, STILL_GOING};
use super::profile::Point;
use super::report::Report;
use plotters::prelude::*;
use std::path::Path;

/// Width of the picture, and height of one variant's panel and of the title above them.
const WIDTH: u32 = 900;
const PANEL: u32 = 170;
const TITLE: u32 = 70;

/// Median and quartiles of the material balance (first player minus second, in men)
/// after each round of two turns, a panel per variant, all on the same scales.
pub(super) fn material(report: &Report, path: &Path) -> Fallible {
    let curves: Vec<Vec<Point>> = report
        .variants
        .iter()
        .map(|v| {
            // After each round of two turns: between them the balance swings with the
            // capture and recapture, which would draw a saw instead of a trend.
            let mut c = v.profile.material_curve(min_games(v));
            c.retain(|p| p.turn % 2 == 0);
            c
        })
        .collect();
    let xmax = curves
        .iter()
        .flatten()
        .map(|p| f64::from(p.turn))
        .fold(2.0, f64::max);
    // Symmetric about zero, so that "first ahead" and "second ahead" weigh the same.
    let span = curves
        .iter()
        .flatten()
        .map(|p| p.low.abs().max(p.high.abs()))
        .fold(1.0, f64::max)
        .ceil()
        + 1.0;
    let n = report.variants.len() as u32;
    let root = SVGBackend::new(path, (WIDTH, TITLE + PANEL * n)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let (top, panels) = root.split_vertically(TITLE);
    top.draw(&Text::new(
        "Material balance: first player's material minus second's, in men".to_string(),
        (20, 12),
        ("sans-serif", 20).into_font(),
    ))
    .map_err(err)?;
    top.draw(&Text::new(
        format!(
            "after each round of two turns; line = median, band = middle half of the games \
             ({}; drawn while {:.0}% go on)",
            games_note(report),
            STILL_GOING * 100.0
        ),
        (20, 40),
        ("sans-serif", 14).into_font().color(&RGBColor(80, 80, 80)),
    ))
    .map_err(err)?;
    let areas = panels.split_evenly((n as usize, 1));
    for (i, ((v, pts), area)) in report.variants.iter().zip(&curves).zip(&areas).enumerate() {
        let last = i + 1 == areas.len();
        let c = colour(i);
        let mut chart = ChartBuilder::on(area)
            .margin_left(15)
            .margin_right(25)
            .margin_top(6)
            .x_label_area_size(if last { 40 } else { 14 })
            .y_label_area_size(70)
            .build_cartesian_2d(0f64..xmax, -span..span)
            .map_err(err)?;
        let mut mesh = chart.configure_mesh();
        mesh.light_line_style(TRANSPARENT)
            .bold_line_style(RGBColor(225, 225, 225))
            .y_labels(5)
            .y_label_formatter(&|y| match *y {
                y if y > 0.0 => format!("+{y:.0}"),
                y => format!("{y:.0}"),
            })
            // Written upwards: the second player's side, below zero, comes first.
            .y_desc("2nd ahead  |  1st ahead")
            .x_label_formatter(&|x| format!("{x:.0}"));
        if last {
            mesh.x_desc("turn");
        } else {
            mesh.x_label_formatter(&|_| String::new());
        }
        mesh.draw().map_err(err)?;
        chart
            .draw_series(LineSeries::new(
                [(0.0, 0.0), (xmax, 0.0)],
                BLACK.mix(0.6).stroke_width(1),
            ))
            .map_err(err)?;
        // The quartiles as a band: along the upper edge, then back along the lower.
        let band: Vec<(f64, f64)> = pts
            .iter()
            .map(|p| (f64::from(p.turn), p.high))
            .chain(pts.iter().rev().map(|p| (f64::from(p.turn), p.low)))
            .collect();
        chart
            .draw_series(std::iter::once(Polygon::new(band, c.mix(0.3).filled())))
            .map_err(err)?;
        chart
            .draw_series(LineSeries::new(
                pts.iter().map(|p| (f64::from(p.turn), p.mid)),
                c.stroke_width(3),
            ))
            .map_err(err)?;
        area.draw(&Text::new(
            format!("{} ({} games)", v.label, v.games),
            (120, 10),
            ("sans-serif", 15).into_font().color(&c),
        ))
        .map_err(err)?;
    }
    root.present().map_err(err)
}
