//! The faces Ludii finds in a graph of edges (`Graph.makeFaces`), in Ludii's order, and
//! the edge-crossing test it may apply while walking them (`Graph.isEdgeCrossing`).

use super::edit::same_cycle;
use super::{Pt, Shape};

/// Ludii's `MathRoutines.EPSILON`.
const EPSILON: f64 = 0.000_000_1;

/// Each vertex's edges in Ludii's order round it (`Vertex.sortEdges`): by the angle of
/// the edge leaving the vertex, from -pi up, ties in the order the edges were made.
pub fn vertex_edges(s: &Shape) -> Vec<Vec<usize>> {
    let mut ve = vec![Vec::new(); s.verts.len()];
    for (e, &(a, b)) in s.edges.iter().enumerate() {
        ve[a].push(e);
        if b != a {
            ve[b].push(e);
        }
    }
    for (v, list) in ve.iter_mut().enumerate() {
        let p = s.verts[v];
        let angle = |e: usize| {
            let (a, b) = s.edges[e];
            let o = s.verts[if a == v { b } else { a }];
            (o[1] - p[1]).atan2(o[0] - p[0])
        };
        list.sort_by(|&x, &y| angle(x).total_cmp(&angle(y)));
    }
    ve
}

fn dist(p: Pt, q: Pt) -> f64 {
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt()
}

/// Ludii's `MathRoutines.lineSegmentsIntersect`.
fn segments_intersect(a0: Pt, a1: Pt, b0: Pt, b1: Pt) -> bool {
    let (xlk, ylk) = (a1[0] - a0[0], a1[1] - a0[1]);
    let (xnm, ynm) = (b1[0] - b0[0], b1[1] - b0[1]);
    let (xmk, ymk) = (b0[0] - a0[0], b0[1] - a0[1]);
    let det = xnm * ylk - ynm * xlk;
    if det.abs() < EPSILON {
        return false;
    }
    let inv = 1.0 / det;
    let s = (xnm * ymk - ynm * xmk) * inv;
    let t = (xlk * ymk - ylk * xmk) * inv;
    (-EPSILON..=1.0 + EPSILON).contains(&s) && (-EPSILON..=1.0 + EPSILON).contains(&t)
}

/// Ludii's `Graph.isEdgeCrossing`: whether the segment from `a` to `b` crosses an edge
/// that shares no end with it. As in Ludii, the search stops (no crossing) at the
/// edge from `a` to `b` itself, so only the edges made before it are tried.
pub fn is_edge_crossing(s: &Shape, a: usize, b: usize) -> bool {
    let tol = 0.001;
    let (pa, pb) = (s.verts[a], s.verts[b]);
    for &(ea, eb) in &s.edges {
        if (ea == a && eb == b) || (ea == b && eb == a) {
            return false;
        }
        let (qa, qb) = (s.verts[ea], s.verts[eb]);
        if dist(pa, qa) < tol || dist(pa, qb) < tol || dist(pb, qa) < tol || dist(pb, qb) < tol {
            continue;
        }
        if segments_intersect(pa, pb, qa, qb) {
            return true;
        }
    }
    false
}

/// Ludii's `Graph.makeFaces`: from each vertex, round each of its edges, the walk that
/// takes the next edge round each vertex it reaches; a closed walk of three sides or
/// more, clockwise, is a face, kept once, in the order found. With `check_crossings`
/// a walk stops at a step that crosses an earlier edge.
pub fn make_faces(s: &Shape, check_crossings: bool) -> Vec<Vec<usize>> {
    make_faces_on_levels(s, None, check_crossings)
}

/// [`make_faces`] of a graph whose vertices stand at heights `levels` (Ludii's 3D
/// boards): a walk takes the next edge round a vertex that leads to a vertex at the
/// height of the walk's start (within 0.0001), so the faces lie each on one level.
pub fn make_faces_on_levels(
    s: &Shape,
    levels: Option<&[f64]>,
    check_crossings: bool,
) -> Vec<Vec<usize>> {
    const MAX_SIDES: usize = 32;
    let level = |v: usize| levels.and_then(|l| l.get(v)).copied().unwrap_or(0.0);
    let ve = vertex_edges(s);
    let other = |e: usize, v: usize| {
        let (a, b) = s.edges[e];
        if a == v {
            b
        } else {
            a
        }
    };
    let mut faces: Vec<Vec<usize>> = Vec::new();
    for start in 0..s.verts.len() {
        for &first in &ve[start] {
            let mut ids = vec![start];
            let (mut v, mut e) = (start, first);
            let mut closed = false;
            while ids.len() <= MAX_SIDES {
                let list = &ve[v];
                if list.len() < 2 {
                    break;
                }
                let prev = v;
                let n = list.iter().position(|&x| x == e).unwrap_or(0);
                let step = (1..list.len())
                    .map(|m| list[(n + m) % list.len()])
                    .find(|&x| (level(other(x, v)) - level(start)).abs() < 0.0001);
                let Some(next) = step else {
                    break;
                };
                e = next;
                v = other(e, v);
                if v == start {
                    closed = true;
                    break;
                }
                if ids.contains(&v) {
                    break;
                }
                ids.push(v);
                if check_crossings && is_edge_crossing(s, prev, v) {
                    break;
                }
            }
            if closed && ids.len() >= 3 {
                let mut area = 0.0;
                for k in 0..ids.len() {
                    let (p, q) = (s.verts[ids[k]], s.verts[ids[(k + 1) % ids.len()]]);
                    area += p[0] * q[1] - q[0] * p[1];
                }
                if area / 2.0 < 0.0 && !faces.iter().any(|f| same_cycle(f, &ids)) {
                    faces.push(ids);
                }
            }
        }
    }
    faces
}
