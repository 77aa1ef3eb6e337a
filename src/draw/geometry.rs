//! A board beyond the square grid drawn from its geometry: each cell as its own polygon
//! (a hexagon's cells as hexagons) at its position, or on a board of points the lines
//! joining them with a disc at each point. Each site's name (Ludii's coordinate name) is
//! written inside it; there are no file letters or rank numbers, the lines of such a
//! board not being the grid's.

use super::scene::Scene;
use super::svg::{escape, Board, CELL, DARK, DARK_ALT, HIGHLIGHT, LIGHT, MARGIN};
use std::fmt::Write;

/// The third shade of a board of cells, so that no two cells sharing an edge look alike
/// (a hexagon's cells need three).
const DARK_THIRD: &str = "#c49a6c";
/// A point of a board of points, lighter than the surface its lines cross.
const POINT: &str = "#fbf3e2";

/// The picture of a board whose sites carry their geometry, without its pieces.
pub(super) fn board(scene: &Scene) -> Board {
    let centre = |i: usize| {
        scene.sites[i].geometry.as_ref().map_or(
            [
                f64::from(scene.sites[i].cell.0),
                f64::from(scene.sites[i].cell.1),
            ],
            |g| g.centre,
        )
    };
    let n = scene.sites.len();
    let centres: Vec<[f64; 2]> = (0..n).map(centre).collect();
    // The scale puts the two nearest sites a cell's width apart.
    let near = nearest(&centres);
    let scale = f64::from(CELL) / near;
    let mut pts: Vec<[f64; 2]> = centres.clone();
    for s in &scene.sites {
        if let Some(g) = &s.geometry {
            pts.extend(g.outline.iter().copied());
        }
    }
    // Round a point board's outermost points, whose pieces overhang them.
    let pad = if scene.sites.iter().all(|s| outline(s).is_empty()) {
        f64::from(CELL) / 2.0
    } else {
        0.0
    };
    let (x0, y0, x1, y1) = pts.iter().fold(
        (f64::MAX, f64::MAX, f64::MIN, f64::MIN),
        |(a, b, c, d), p| (a.min(p[0]), b.min(p[1]), c.max(p[0]), d.max(p[1])),
    );
    let m = f64::from(MARGIN) + pad;
    let w = ((x1 - x0) * scale + 2.0 * m).ceil() as i32;
    let h = ((y1 - y0) * scale + 2.0 * m).ceil() as i32;
    // The first player's side at the bottom; flipped, turned half round.
    let px = |p: [f64; 2]| -> (f64, f64) {
        if scene.flip {
            (m + (x1 - p[0]) * scale, m + (p[1] - y0) * scale)
        } else {
            (m + (p[0] - x0) * scale, m + (y1 - p[1]) * scale)
        }
    };
    let mut out = String::new();
    let points = pad > 0.0;
    if points {
        // The board's surface under its lines.
        let (x, y) = (MARGIN / 2, MARGIN / 2);
        let _ = writeln!(
            out,
            r#"<rect class="surface" x="{x}" y="{y}" width="{}" height="{}" rx="6" fill="{LIGHT}"/>"#,
            w - MARGIN,
            h - MARGIN
        );
    }
    let shades = shades(&centres, near);
    for (i, s) in scene.sites.iter().enumerate() {
        let corners = outline(s);
        if corners.is_empty() {
            continue;
        }
        let fill = if scene.highlight.contains(&i) {
            HIGHLIGHT
        } else {
            [DARK, DARK_ALT, DARK_THIRD][shades[i] % 3]
        };
        let points: Vec<String> = corners
            .iter()
            .map(|&p| {
                let (x, y) = px(p);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let _ = writeln!(
            out,
            r##"<polygon class="sq" data-site="{i}" points="{}" fill="{fill}" stroke="#5b3a22" stroke-width="1.5"/>"##,
            points.join(" ")
        );
    }
    for &(a, b) in &scene.lines {
        let (Some(&pa), Some(&pb)) = (centres.get(a), centres.get(b)) else {
            continue;
        };
        let ((xa, ya), (xb, yb)) = (px(pa), px(pb));
        let _ = writeln!(
            out,
            r##"<line class="line" x1="{xa:.1}" y1="{ya:.1}" x2="{xb:.1}" y2="{yb:.1}" stroke="#5b3a22" stroke-width="3"/>"##
        );
    }
    for (i, s) in scene.sites.iter().enumerate() {
        let (x, y) = px(centres[i]);
        if outline(s).is_empty() {
            // A point: a small disc on its lines, and over it a wider one, clear
            // unless highlighted, that takes clicks and shows the page's marks round
            // the piece on the point.
            let _ = writeln!(
                out,
                r##"<circle class="pt" cx="{x:.1}" cy="{y:.1}" r="{}" fill="{POINT}" stroke="#5b3a22" stroke-width="2.5"/>"##,
                CELL / 6
            );
            let fill = if scene.highlight.contains(&i) {
                HIGHLIGHT
            } else {
                "transparent"
            };
            let _ = writeln!(
                out,
                r##"<circle class="sq" data-site="{i}" cx="{x:.1}" cy="{y:.1}" r="{}" fill="{fill}"/>"##,
                CELL * 43 / 100
            );
        }
        // The name above the centre, clear of a piece's middle; on a point, in the gap
        // above its disc, left of the line going up and right of a diagonal.
        let (lx, ly) = if points {
            (x - f64::from(CELL) * 0.2, y - f64::from(CELL) * 0.45)
        } else {
            (x, y - f64::from(CELL) * 0.375)
        };
        let _ = writeln!(
            out,
            r##"<text class="num" x="{lx:.1}" y="{ly:.1}" font-size="9" text-anchor="middle" fill="{}">{}</text>"##,
            if points { "#6a4a2a" } else { "#f4e6cc" },
            escape(&s.label)
        );
    }
    Board {
        w,
        h,
        body: out,
        centres: centres
            .iter()
            .map(|&p| {
                let (x, y) = px(p);
                (x.round() as i32, y.round() as i32)
            })
            .collect(),
    }
}

fn outline(s: &super::SceneSite) -> &[[f64; 2]] {
    s.geometry.as_ref().map_or(&[], |g| &g.outline[..])
}

/// The least distance between two sites (1 when there are fewer than two).
fn nearest(c: &[[f64; 2]]) -> f64 {
    let mut best = f64::MAX;
    for (i, a) in c.iter().enumerate() {
        for b in &c[i + 1..] {
            let d = (a[0] - b[0]).hypot(a[1] - b[1]);
            if d > 1e-9 && d < best {
                best = d;
            }
        }
    }
    if best == f64::MAX {
        1.0
    } else {
        best
    }
}

/// A shade for each cell such that neighbours (sites at the nearest distance) differ.
/// On a lattice (the hexagon's cells lie on a triangular one, a square board's on a
/// square one) the shade follows the lattice, as a draughts board's squares alternate;
/// elsewhere each cell takes the lowest shade no neighbour shaded before it has.
fn shades(c: &[[f64; 2]], near: f64) -> Vec<usize> {
    lattice_shades(c, near).unwrap_or_else(|| {
        let mut out: Vec<usize> = Vec::with_capacity(c.len());
        for (i, a) in c.iter().enumerate() {
            let taken: Vec<usize> = c[..i]
                .iter()
                .zip(&out)
                .filter(|(b, _)| (a[0] - b[0]).hypot(a[1] - b[1]) < near * 1.05)
                .map(|(_, &k)| k)
                .collect();
            out.push((0..).find(|k| !taken.contains(k)).unwrap_or(0));
        }
        out
    })
}

/// The shades of cells on a triangular lattice (three: `(i - j) mod 3`, which differs
/// between any two neighbours) or a square one (two: `(i + j) mod 2`), in the lattice's
/// coordinates `(i, j)` along two neighbour steps; `None` when the cells are not on one.
fn lattice_shades(c: &[[f64; 2]], near: f64) -> Option<Vec<usize>> {
    let o = *c.first()?;
    let is_near =
        |a: [f64; 2], b: [f64; 2]| ((a[0] - b[0]).hypot(a[1] - b[1]) - near).abs() < near * 0.05;
    // Two neighbour steps of some site, not on one line.
    let mut steps = Vec::new();
    for a in c {
        for b in c {
            if is_near(*a, *b) {
                steps.push([b[0] - a[0], b[1] - a[1]]);
            }
        }
        if steps.len() > 1 {
            break;
        }
        steps.clear();
    }
    let u = *steps.first()?;
    let v = *steps
        .iter()
        .find(|v| (u[0] * v[1] - u[1] * v[0]).abs() > near * near * 0.5)?;
    let cos = (u[0] * v[0] + u[1] * v[1]) / (near * near);
    // 60 or 120 degrees apart: triangular; 90: square.
    let triangular = (cos.abs() - 0.5).abs() < 0.05;
    if !triangular && cos.abs() > 0.05 {
        return None;
    }
    // With v at 120 degrees, v + u is at 60: use that.
    let v = if cos < -0.25 {
        [v[0] + u[0], v[1] + u[1]]
    } else {
        v
    };
    let det = u[0] * v[1] - u[1] * v[0];
    let mut out = Vec::with_capacity(c.len());
    for p in c {
        let (dx, dy) = (p[0] - o[0], p[1] - o[1]);
        let i = (dx * v[1] - dy * v[0]) / det;
        let j = (u[0] * dy - u[1] * dx) / det;
        let (ri, rj) = (i.round(), j.round());
        if (i - ri).abs() > 0.1 || (j - rj).abs() > 0.1 {
            return None;
        }
        let (ri, rj) = (ri as i64, rj as i64);
        out.push(if triangular {
            (ri - rj).rem_euclid(3) as usize
        } else {
            (ri + rj).rem_euclid(2) as usize
        });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::{render, SceneSite};
    use crate::game::SiteGeometry;

    /// Two unit hexagons side by side, their centres √3 apart.
    fn two_hexagons() -> Scene {
        let hexagon = |cx: f64| {
            let r3 = 3f64.sqrt() / 2.0;
            vec![
                [cx, 1.0],
                [cx + r3, 0.5],
                [cx + r3, -0.5],
                [cx, -1.0],
                [cx - r3, -0.5],
                [cx - r3, 0.5],
            ]
        };
        let site = |cx: f64, label: &str| SceneSite {
            cell: (0, 0),
            label: label.into(),
            geometry: Some(SiteGeometry {
                centre: [cx, 0.0],
                outline: hexagon(cx),
            }),
        };
        Scene {
            sites: vec![site(0.0, "a1"), site(3f64.sqrt(), "b1")],
            pieces: Vec::new(),
            highlight: Vec::new(),
            flip: false,
            grid: (1, 1),
            lines: Vec::new(),
            hands: Vec::new(),
            dice: Vec::new(),
        }
    }

    #[test]
    fn cells_are_their_polygons_at_their_positions() {
        let svg = render(&two_hexagons());
        assert_eq!(svg.matches(r#"<polygon class="sq""#).count(), 2);
        // Six corners each; the centres a cell's width apart, neighbours unlike.
        let first = svg.split("points=\"").nth(1).unwrap_or("");
        assert_eq!(first.split('"').next().unwrap_or("").split(' ').count(), 6);
        assert!(svg.contains(&format!(r#"fill="{DARK}""#)));
        assert!(svg.contains(&format!(r#"fill="{DARK_ALT}""#)));
        assert!(!svg.contains("class=\"edge\""));
    }

    #[test]
    fn points_are_discs_on_their_lines() {
        let mut scene = two_hexagons();
        for s in &mut scene.sites {
            if let Some(g) = s.geometry.as_mut() {
                g.outline.clear();
            }
        }
        scene.lines = vec![(0, 1)];
        let svg = render(&scene);
        assert_eq!(svg.matches(r#"<circle class="sq""#).count(), 2);
        assert_eq!(svg.matches("<line").count(), 1);
    }
}
