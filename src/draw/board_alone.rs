//! A board drawn from its graph alone (`ludic svg` on a file whose rules ludic cannot
//! play yet): the cells as polygons, the edges as lines, the sites where pieces stand
//! by default numbered as Ludii numbers them, so a designer sees the board Ludii builds.

use crate::program::compile::{BoardShape, DefaultSite};
use crate::program::geom::Pt;
use std::fmt::Write;

/// Pixels per unit of the board's coordinates (a square grid's cell is one unit).
const SCALE: f64 = 48.0;
/// The margin round the board, in pixels.
const MARGIN: f64 = 24.0;

/// The SVG of the board `b`.
pub fn svg(b: &BoardShape) -> String {
    let s = &b.shape;
    let pts: Vec<Pt> = s.verts.clone();
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in &pts {
        x0 = x0.min(p[0]);
        y0 = y0.min(p[1]);
        x1 = x1.max(p[0]);
        y1 = y1.max(p[1]);
    }
    if pts.is_empty() {
        (x0, y0, x1, y1) = (0.0, 0.0, 1.0, 1.0);
    }
    // Large boards (a boardless 41 x 41) keep a readable size.
    let span = (x1 - x0).max(y1 - y0).max(1.0);
    let scale = SCALE.min(900.0 / span);
    let (w, h) = (
        (x1 - x0) * scale + 2.0 * MARGIN,
        (y1 - y0) * scale + 2.0 * MARGIN,
    );
    // y up in Ludii's coordinates, down in SVG's.
    let at = |p: Pt| ((p[0] - x0) * scale + MARGIN, (y1 - p[1]) * scale + MARGIN);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.1} {h:.1}" font-family="sans-serif">"##
    );
    let _ = writeln!(
        out,
        r##"<rect width="100%" height="100%" fill="#f4ead7"/>"##
    );
    for f in &s.faces {
        let d: Vec<String> = f
            .iter()
            .map(|&v| {
                let (x, y) = at(pts[v]);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        let _ = writeln!(
            out,
            r##"<polygon points="{}" fill="#e2c79a" stroke="none"/>"##,
            d.join(" ")
        );
    }
    for &(a, c) in &s.edges {
        let ((xa, ya), (xc, yc)) = (at(pts[a]), at(pts[c]));
        let _ = writeln!(
            out,
            r##"<line x1="{xa:.1}" y1="{ya:.1}" x2="{xc:.1}" y2="{yc:.1}" stroke="#5b3a1e" stroke-width="1.5"/>"##
        );
    }
    let font = (scale * 0.3).clamp(5.0, 12.0);
    let label = |out: &mut String, i: usize, p: Pt, dot: bool| {
        let (x, y) = at(p);
        if dot {
            let _ = writeln!(
                out,
                r##"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="#5b3a1e"/>"##,
                font * 0.25
            );
        }
        let _ = writeln!(
            out,
            r##"<text x="{x:.1}" y="{:.1}" font-size="{font:.1}" text-anchor="middle" fill="#3b2412">{i}</text>"##,
            if dot { y - font * 0.4 } else { y + font * 0.35 }
        );
    };
    match b.site {
        DefaultSite::Cell => {
            for f in 0..s.faces.len() {
                label(&mut out, f, s.face_pt(f), false);
            }
        }
        DefaultSite::Vertex | DefaultSite::Edge => {
            for (i, &p) in pts.iter().enumerate() {
                label(&mut out, i, p, true);
            }
        }
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::Shape;

    #[test]
    fn a_square_of_cells_is_four_polygons_and_their_numbers() {
        let shape = Shape {
            verts: vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]],
            edges: vec![(0, 1), (1, 2), (2, 3), (3, 0)],
            faces: vec![vec![0, 1, 2, 3]],
        };
        let svg = svg(&BoardShape {
            shape,
            site: DefaultSite::Cell,
        });
        assert_eq!(svg.matches("<polygon").count(), 1);
        assert_eq!(svg.matches("<line").count(), 4);
        assert!(svg.contains(">0</text>"));
    }
}
