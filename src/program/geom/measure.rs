//! The regions Ludii measures on a board's final graph (`MeasureGraph`): the extremes
//! (top, bottom, left, right), the perimeter, the corners (from the perimeter's turns),
//! the sides (the perimeter's runs between corners, named by their direction from the
//! centroid) and the centre. Computed as Ludii computes them, step by step, since a
//! region's exact sites depend on the details (which corner vertices its scores keep,
//! which cells touch them).

use super::{Pt, Shape};
use crate::program::SiteSet;

/// The measured regions of one kind of site (cells or vertices).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Regions {
    /// `sites Top`, `Bottom`, `Left`, `Right`.
    pub top: SiteSet,
    /// See `top`.
    pub bottom: SiteSet,
    /// See `top`.
    pub left: SiteSet,
    /// See `top`.
    pub right: SiteSet,
    /// `sites Outer` / `Perimeter`: sites on the perimeter.
    pub outer: SiteSet,
    /// `sites Corners`.
    pub corners: SiteSet,
    /// `sites Centre`.
    pub centre: SiteSet,
    /// `sites Side D`, by Ludii's side order N, E, S, W, NE, SE, SW, NW.
    pub sides: [SiteSet; 8],
    /// Whether a corner cell depended on which face is an interior edge's left (not
    /// modelled): `sites Corners` is then refused.
    pub corners_uncertain: bool,
}

/// The side names in the order of [`Regions::sides`].
pub const SIDE_NAMES: [&str; 8] = ["N", "E", "S", "W", "NE", "SE", "SW", "NW"];

/// Ludii's `MathRoutines.distanceToLine`: from `pt` to the line through `a` and `b`.
pub fn distance_to_line_pub(pt: Pt, a: Pt, b: Pt) -> f64 {
    distance_to_line(pt, a, b)
}

fn distance_to_line(pt: Pt, a: Pt, b: Pt) -> f64 {
    let dx = b[0] - a[0];
    let dy = b[1] - a[1];
    if dx.abs() + dy.abs() < 1e-7 {
        return ((pt[0] - a[0]).powi(2) + (pt[1] - a[1]).powi(2)).sqrt();
    }
    let a2 = (pt[1] - a[1]) * dx - (pt[0] - a[0]) * dy;
    (a2 * a2 / (dx * dx + dy * dy)).sqrt()
}

fn clockwise(a: Pt, b: Pt, c: Pt) -> bool {
    (b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1]) < 1e-7
}

fn point_in_polygon(p: Pt, poly: &[Pt]) -> bool {
    super::poly::even_odd(p, poly)
}

/// Each vertex's edges (by number), sorted by angle as Ludii's `Vertex.sortEdges`.
pub fn vertex_edges_pub(s: &Shape) -> Vec<Vec<usize>> {
    vertex_edges(s)
}

fn vertex_edges(s: &Shape) -> Vec<Vec<usize>> {
    let mut ve = vec![Vec::new(); s.verts.len()];
    for (e, &(a, b)) in s.edges.iter().enumerate() {
        ve[a].push(e);
        ve[b].push(e);
    }
    for (v, list) in ve.iter_mut().enumerate() {
        let p = s.verts[v];
        let angle = |e: usize| {
            let (a, b) = s.edges[e];
            let o = s.verts[if a == v { b } else { a }];
            (o[1] - p[1]).atan2(o[0] - p[0])
        };
        list.sort_by(|&x, &y| {
            angle(x)
                .partial_cmp(&angle(y))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
    }
    ve
}

fn other(s: &Shape, e: usize, v: usize) -> usize {
    let (a, b) = s.edges[e];
    if a == v {
        b
    } else {
        a
    }
}

/// Ludii's `followPerimeterClockwise` from the leftmost vertex `from`.
fn follow(s: &Shape, ve: &[Vec<usize>], from: usize) -> Vec<usize> {
    if ve[from].is_empty() {
        return vec![from];
    }
    let mut best = ve[from][0];
    let mut best_angle = f64::INFINITY;
    for &e in &ve[from] {
        let to = s.verts[other(s, e, from)];
        let (dx, dy) = (to[0] - s.verts[from][0], to[1] - s.verts[from][1]);
        let angle = dx.atan2(-dy);
        if angle < best_angle {
            best = e;
            best_angle = angle;
        }
    }
    let (mut v, mut edge) = (from, best);
    let mut out = Vec::new();
    // A closed walk visits each edge at most twice.
    for _ in 0..=2 * s.edges.len() + 1 {
        out.push(v);
        let prev = v;
        v = other(s, edge, v);
        let list = &ve[v];
        let i = list.iter().position(|&e| e == edge).unwrap_or(0);
        for n in 1..list.len() {
            edge = list[(i + n) % list.len()];
            if other(s, edge, v) != prev {
                break;
            }
        }
        if v == from {
            break;
        }
    }
    out
}

/// The perimeters (Ludii's `measurePerimeter`), each a list of vertices.
fn perimeters(s: &Shape, ve: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut covered = vec![false; s.verts.len()];
    let mut found: Vec<Vec<usize>> = Vec::new();
    loop {
        let mut start = None;
        let mut min_x = 1_000_000.0;
        for (v, p) in s.verts.iter().enumerate() {
            if !covered[v] && p[0] < min_x {
                start = Some(v);
                min_x = p[0];
            }
        }
        let Some(start) = start else { break };
        let per = follow(s, ve, start);
        for &v in &per {
            covered[v] = true;
        }
        let poly: Vec<Pt> = per.iter().map(|&v| s.verts[v]).collect();
        for (v, p) in s.verts.iter().enumerate() {
            if !covered[v] && point_in_polygon(*p, &poly) {
                covered[v] = true;
            }
        }
        found.push(per);
    }
    let mut keep = vec![true; found.len()];
    for a in (0..found.len()).rev() {
        let pa = s.verts[found[a][0]];
        for (b, per) in found.iter().enumerate() {
            if a != b && keep[b] {
                let poly: Vec<Pt> = per.iter().map(|&v| s.verts[v]).collect();
                if point_in_polygon(pa, &poly) {
                    keep[a] = false;
                    break;
                }
            }
        }
    }
    found
        .into_iter()
        .zip(keep)
        .filter_map(|(p, k)| k.then_some(p))
        .collect()
}

/// Corner vertices of one perimeter (`cornersFromPerimeter`): `(vertex, concave)`.
fn corner_vertices(s: &Shape, per: &[usize], out: &mut Vec<(usize, bool)>) {
    let num = per.len();
    if num < 6 {
        out.extend(per.iter().map(|&v| (v, false)));
        return;
    }
    let pts: Vec<Pt> = per.iter().map(|&v| s.verts[v]).collect();
    let mut scores = vec![0.0; num];
    for n in 0..num {
        let mut score = 0.0;
        for k in 1..4 {
            let a = pts[(n + num - k % num) % num];
            let b = pts[(n + k) % num];
            let mut dist = distance_to_line(pts[n], a, b);
            if clockwise(a, pts[n], b) {
                dist = -dist;
            }
            score += dist / k as f64;
        }
        scores[n] = score;
    }
    let temp: Vec<f64> = (0..num)
        .map(|n| (4.0 * scores[n] + scores[(n + 1) % num] + scores[(n + num - 1) % num]) / 6.0)
        .collect();
    scores = temp;
    let tol = 0.001;
    let prev = |n: usize| (n + num - 1) % num;
    let next = |n: usize| (n + 1) % num;
    let mut keep: Vec<bool> = (0..num)
        .map(|n| {
            !(scores[n] < 0.320
                || scores[n] < scores[prev(n)] - tol
                || scores[n] < scores[next(n)] - tol)
        })
        .collect();
    // Ludii grows the kept set while walking it, so a run of similar scores is kept
    // forwards from a kept vertex (and one step back).
    let similar = 0.95;
    let mut n = 0;
    while n < num {
        if keep[n] {
            if scores[prev(n)] >= similar * scores[n] {
                keep[prev(n)] = true;
            }
            if scores[next(n)] >= similar * scores[n] {
                keep[next(n)] = true;
            }
        }
        n += 1;
    }
    for n in 0..num {
        if keep[n] {
            out.push((per[n], false));
        }
    }
    for n in 0..num {
        let concave = !(scores[n] > -0.25
            || scores[n] > scores[prev(n)] + tol
            || scores[n] > scores[next(n)] + tol);
        if concave {
            out.push((per[n], true));
        }
    }
}

/// Ludii's `discreteDirection` of the vector `a`->`b` among `n` arcs, from the east
/// anticlockwise.
fn discrete_direction(a: Pt, b: Pt, n: i64) -> i64 {
    let arc = 2.0 * std::f64::consts::PI / n as f64;
    let off = arc / 2.0;
    let mut angle = (b[1] - a[1]).atan2(b[0] - a[0]);
    while angle < 0.0 {
        angle += 2.0 * std::f64::consts::PI;
    }
    while angle > 2.0 * std::f64::consts::PI {
        angle -= 2.0 * std::f64::consts::PI;
    }
    (((angle + off) / arc) as i64 + n) % n
}

/// The side (index into [`SIDE_NAMES`]) of a direction among 16, as Ludii's
/// `sideFromRun` decides it (its tests for NW and SW compare with `dirn / 4` and
/// `dirn / 2`, which always hold; the order of the tests makes them right).
fn side_of(dirn: i64) -> usize {
    match dirn {
        0 => 1,
        4 => 0,
        8 => 3,
        12 => 2,
        1..=3 => 4,
        5..=7 => 7,
        9..=11 => 6,
        _ => 5,
    }
}

/// The regions of the sites of `s`: its faces, or with `vertices` its vertices.
pub fn measure(s: &Shape, vertices: bool) -> Regions {
    let n = if vertices {
        s.verts.len()
    } else {
        s.faces.len()
    };
    let pos: Vec<Pt> = if vertices {
        s.verts.clone()
    } else {
        (0..n).map(|f| s.face_pt(f)).collect()
    };
    let mut r = Regions::default();
    // Extremes.
    let (mut x0, mut y0, mut x1, mut y1) = (1e6, 1e6, -1e6, -1e6);
    for p in &pos {
        x0 = f64::min(x0, p[0]);
        y0 = f64::min(y0, p[1]);
        x1 = f64::max(x1, p[0]);
        y1 = f64::max(y1, p[1]);
    }
    for (i, p) in pos.iter().enumerate() {
        let i = i as u16;
        if p[0] - x0 < 0.01 {
            r.left.insert(i);
        }
        if p[1] - y0 < 0.01 {
            r.bottom.insert(i);
        }
        if x1 - p[0] < 0.01 {
            r.right.insert(i);
        }
        if y1 - p[1] < 0.01 {
            r.top.insert(i);
        }
    }
    // Perimeter and corners of the vertices.
    let ve = vertex_edges(s);
    let pers = perimeters(s, &ve);
    let mut on_perimeter = vec![false; s.verts.len()];
    for p in &pers {
        for &v in p {
            on_perimeter[v] = true;
        }
    }
    let mut corners = Vec::new();
    for p in &pers {
        corner_vertices(s, p, &mut corners);
    }
    let mut corner = vec![false; s.verts.len()];
    let mut concave = vec![false; s.verts.len()];
    for &(v, c) in &corners {
        corner[v] = true;
        concave[v] |= c;
    }
    // Faces round each vertex and round each edge.
    let mut vf = vec![Vec::new(); s.verts.len()];
    for (f, vs) in s.faces.iter().enumerate() {
        for &v in vs {
            vf[v].push(f);
        }
    }
    let index = s.edge_index();
    let mut ef = vec![Vec::new(); s.edges.len()];
    for (f, vs) in s.faces.iter().enumerate() {
        for k in 0..vs.len() {
            let (a, b) = (vs[k], vs[(k + 1) % vs.len()]);
            if let Some(&e) = index.get(&(a.min(b), a.max(b))) {
                ef[e].push(f);
            }
        }
    }
    // Sides of the perimeter vertices.
    let mut vside = vec![0u8; s.verts.len()];
    let cx = s.verts.iter().map(|p| p[0]).sum::<f64>() / s.verts.len().max(1) as f64;
    let cy = s.verts.iter().map(|p| p[1]).sum::<f64>() / s.verts.len().max(1) as f64;
    for per in &pers {
        let num = per.len();
        for from in 0..num {
            if !corner[per[from]] {
                continue;
            }
            let mut to = from;
            loop {
                to += 1;
                if corner[per[to % num]] {
                    break;
                }
            }
            let run = to - from;
            let (mut ax, mut ay) = (0.0, 0.0);
            for k in 0..=run {
                ax += s.verts[per[(from + k) % num]][0];
                ay += s.verts[per[(from + k) % num]][1];
            }
            let avg = [ax / (run + 1) as f64, ay / (run + 1) as f64];
            let side = side_of(discrete_direction([cx, cy], avg, 16));
            for k in 0..=run {
                vside[per[(from + k) % num]] |= 1 << side;
            }
        }
    }
    if vertices {
        for v in 0..n {
            if on_perimeter[v] {
                r.outer.insert(v as u16);
            }
            if corner[v] {
                r.corners.insert(v as u16);
            }
            for k in 0..8 {
                if vside[v] >> k & 1 != 0 {
                    r.sides[k].insert(v as u16);
                }
            }
        }
    } else {
        let boundary = |e: usize| ef[e].len() == 1;
        for (f, vs) in s.faces.iter().enumerate() {
            if vs.iter().any(|&v| on_perimeter[v]) {
                r.outer.insert(f as u16);
            }
            for &v in vs {
                for k in 0..8 {
                    if vside[v] >> k & 1 != 0 {
                        r.sides[k].insert(f as u16);
                    }
                }
            }
        }
        // Corner cells (`measureCorners`).
        for v in 0..s.verts.len() {
            if !corner[v] {
                continue;
            }
            let mut single = false;
            for &e in &ve[v] {
                if corner[other(s, e, v)] {
                    match ef[e].as_slice() {
                        [f] => {
                            r.corners.insert(*f as u16);
                        }
                        [] => {}
                        _ => r.corners_uncertain = true,
                    }
                    single = true;
                }
            }
            if single {
                continue;
            }
            for &e in &ve[v] {
                let perimeter_edge =
                    boundary(e) && on_perimeter[s.edges[e].0] && on_perimeter[s.edges[e].1];
                if !perimeter_edge {
                    continue;
                }
                if concave[v] {
                    for &f in &vf[v] {
                        if s.faces[f].iter().filter(|&&u| on_perimeter[u]).count() == 1 {
                            r.corners.insert(f as u16);
                        }
                    }
                } else if let [f] = ef[e].as_slice() {
                    r.corners.insert(*f as u16);
                }
            }
        }
    }
    // Centre: least total squared distance to the perimeter (boards under 100 sites)
    // and corner sites.
    let mut refs: Vec<usize> = Vec::new();
    if n < 100 {
        refs.extend(r.outer.iter().map(usize::from));
    }
    refs.extend(r.corners.iter().map(usize::from));
    let dist: Vec<f64> = pos
        .iter()
        .map(|a| {
            refs.iter()
                .map(|&b| (a[0] - pos[b][0]).powi(2) + (a[1] - pos[b][1]).powi(2))
                .sum()
        })
        .collect();
    let min = dist.iter().copied().fold(1_000_000.0, f64::min);
    for (i, d) in dist.iter().enumerate() {
        if (d - min).abs() < 0.0001 {
            r.centre.insert(i as u16);
        }
    }
    r
}
