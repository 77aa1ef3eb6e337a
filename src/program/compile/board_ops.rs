//! The graph operators that edit a board element by element: `(add ...)`,
//! `(remove ...)`, `(graph ...)`, `(scale ...)`, `(hole ...)`, `(renumber ...)` and
//! `(trim ...)`, with their coordinates read as Ludii reads them (single-precision floats).

use super::board::{number, shape};
use super::funcs::int_const;
use super::{flat, Cl, Cx};
use crate::diag::Diag;
use crate::program::geom::poly::Polygon;
use crate::program::geom::Shape;
use crate::syntax::ast::{Kind, Node};

/// The items of an array (`{A B}`), or `None` when `node` is not one.
fn items(node: &Node) -> Option<Vec<&Node>> {
    match &node.kind {
        Kind::Array(v) => Some(v.iter().collect()),
        _ => None,
    }
}

/// A point `{X Y}` or `{X Y Z}` (the `Z` ignored: ludic's boards are flat).
pub fn point(cx: &mut Cx, node: &Node) -> Option<[f64; 2]> {
    let Some(v) = items(node) else {
        cx.bad(node, "a point {X Y}");
        return None;
    };
    if v.len() < 2 {
        cx.bad(node, "a point {X Y}");
        return None;
    }
    Some([number(cx, v[0])?, number(cx, v[1])?])
}

/// A vertex number.
fn index(cx: &mut Cx, node: &Node) -> Option<usize> {
    let v = int_const(cx, node)?;
    if v < 0 {
        cx.bad(node, "a vertex number");
        return None;
    }
    Some(v as usize)
}

/// Whether an array's first item is itself an array (points rather than numbers).
fn of_arrays(node: &Node) -> bool {
    items(node).is_some_and(|v| v.first().is_some_and(|f| items(f).is_some()))
}

/// The vertex at `p` (Ludii's `findVertex`), added when there is none.
fn vertex_at(s: &mut Shape, p: [f64; 2]) -> usize {
    s.find_near(p[0], p[1]).unwrap_or_else(|| {
        s.verts.push(p);
        s.verts.len() - 1
    })
}

/// A list of lists (`{{A B} {C D}}`), each inner list read by `each`.
fn lists<T>(
    cx: &mut Cx,
    node: &Node,
    mut each: impl FnMut(&mut Cx, &Node) -> Option<T>,
) -> Option<Vec<T>> {
    let Some(v) = items(node) else {
        cx.bad(node, "a list {...}");
        return None;
    };
    v.into_iter().map(|n| each(cx, n)).collect()
}

/// `(add [GRAPH] vertices:{{X Y}...} edges:{...} cells:{...} connect:B)`: Ludii's `Add`.
/// New points go after the graph's (a point already there is not added twice); edges
/// and cells are given by their corners' positions or by vertex numbers; the graph's
/// faces are kept (Ludii finds none again).
pub fn add(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &["vertices", "edges", "cells", "connect"]);
    let mut s = match cl.pos.first() {
        Some(g) => shape(cx, g, cells)?,
        None => Shape::default(),
    };
    let pts = match cl.named("vertices") {
        Some(n) => lists(cx, n, point)?,
        None => Vec::new(),
    };
    let mut fresh = Vec::new();
    for p in pts {
        if s.find_near(p[0], p[1]).is_none() {
            s.verts.push(p);
            fresh.push(s.verts.len() - 1);
        }
    }
    let edges = cl.named("edges");
    let faces = cl.named("cells");
    if let Some(e) = edges.filter(|e| of_arrays_of_arrays(e)) {
        let pairs = lists(cx, e, |cx, n| lists(cx, n, point))?;
        for pair in pairs {
            let [a, b] = pair.as_slice() else { continue };
            let (a, b) = (vertex_at(&mut s, *a), vertex_at(&mut s, *b));
            s.find_or_add_edge(a, b);
        }
    }
    if let Some(f) = faces.filter(|f| of_arrays_of_arrays(f)) {
        let polys = lists(cx, f, |cx, n| lists(cx, n, point))?;
        for poly in polys {
            let ids: Vec<usize> = poly.iter().map(|&p| vertex_at(&mut s, p)).collect();
            for k in 0..ids.len() {
                s.find_or_add_edge(ids[k], ids[(k + 1) % ids.len()]);
            }
            s.add_face(&ids);
        }
    }
    if let Some(e) = edges.filter(|e| !of_arrays_of_arrays(e)) {
        let pairs = lists(cx, e, |cx, n| lists(cx, n, index))?;
        for pair in pairs {
            if let [a, b, ..] = pair.as_slice() {
                if *a < s.verts.len() && *b < s.verts.len() {
                    s.find_or_add_edge(*a, *b);
                }
            }
        }
    }
    if let Some(f) = faces.filter(|f| !of_arrays_of_arrays(f)) {
        let polys = lists(cx, f, |cx, n| lists(cx, n, index))?;
        for ids in polys {
            s.add_face(&ids);
        }
    }
    if let Some(c) = cl.named("connect") {
        if matches!(c.kind, Kind::Bool(true)) {
            let threshold = 1.1 * s.mean_edge_length();
            for &a in &fresh {
                for b in 0..s.verts.len() {
                    let (p, q) = (s.verts[a], s.verts[b]);
                    let d = ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt();
                    if a != b && d < threshold {
                        s.find_or_add_edge(a, b);
                    }
                }
            }
        }
    }
    Some(s)
}

/// Whether a list's items are lists of points (`{{{X Y} {X Y}} ...}`).
fn of_arrays_of_arrays(node: &Node) -> bool {
    items(node).is_some_and(|v| v.first().is_some_and(|f| of_arrays(f)))
}

/// `(remove GRAPH cells:{...} edges:{...} vertices:{...})`: Ludii's `Remove`, the
/// cells first (by number: the others keep their order; by their corners' positions),
/// then the edges (a cell with that side goes too), then the vertices (with their edges
/// and cells), each by number or position.
pub fn remove(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &["cells", "edges", "vertices"]);
    let [g] = cl.pos.as_slice() else {
        cx.bad(
            cl.node,
            "(remove GRAPH cells:{...} edges:{...} vertices:{...})",
        );
        return None;
    };
    let mut s = shape(cx, g, cells)?;
    if let Some(list) = cl.named("cells") {
        if of_arrays(list) {
            let polys = lists(cx, list, |cx, n| lists(cx, n, point))?;
            for poly in polys {
                let ids: Option<Vec<usize>> =
                    poly.iter().map(|p| s.find_near(p[0], p[1])).collect();
                let found = ids.and_then(|ids| {
                    s.faces
                        .iter()
                        .position(|f| crate::program::geom::edit::same_cycle(f, &ids))
                });
                if let Some(f) = found {
                    s.remove_faces(&[f]).ok()?;
                }
            }
        } else {
            let mut gone = Vec::new();
            for c in flat(&[list]) {
                gone.push(index(cx, c)?);
            }
            if let Err(bad) = s.remove_faces(&gone) {
                cx.error(
                    Diag::new(
                        "lud::program::board",
                        format!("cell {bad} is not a cell of the board"),
                    )
                    .label(list.span, "these cells"),
                );
                return None;
            }
        }
    }
    if let Some(list) = cl.named("edges") {
        if of_arrays_of_arrays(list) {
            let pairs = lists(cx, list, |cx, n| lists(cx, n, point))?;
            for pair in pairs {
                let [a, b] = pair.as_slice() else { continue };
                if let (Some(a), Some(b)) = (s.find_near(a[0], a[1]), s.find_near(b[0], b[1])) {
                    s.remove_edge(a, b);
                }
            }
        } else {
            let pairs = lists(cx, list, |cx, n| lists(cx, n, index))?;
            for pair in pairs {
                if let [a, b] = pair.as_slice() {
                    s.remove_edge(*a, *b);
                }
            }
        }
    }
    if let Some(list) = cl.named("vertices") {
        if of_arrays(list) {
            let pts = lists(cx, list, point)?;
            for p in pts {
                if let Some(v) = s.find_near(p[0], p[1]) {
                    s.remove_vertex(v);
                }
            }
        } else {
            let mut ids = Vec::new();
            for c in flat(&[list]) {
                ids.push(index(cx, c)?);
            }
            ids.sort_unstable();
            for v in ids.into_iter().rev() {
                s.remove_vertex(v);
            }
        }
    }
    Some(s)
}

/// `(graph vertices:{{X Y}...} edges:{{A B}...})`: Ludii's `Graph` of the points (as
/// `Float`s) and the edges between them, its faces found; numbered as given.
pub fn graph(cx: &mut Cx, cl: &Cl) -> Option<Shape> {
    cl.only_named(cx, &["vertices", "edges"]);
    let Some(vs) = cl.named("vertices") else {
        cx.bad(cl.node, "(graph vertices:{{X Y} ...} edges:{{A B} ...})");
        return None;
    };
    let pts = lists(cx, vs, point)?;
    let mut s = Shape {
        verts: pts
            .iter()
            .map(|p| [f64::from(p[0] as f32), f64::from(p[1] as f32)])
            .collect(),
        ..Shape::default()
    };
    if let Some(es) = cl.named("edges") {
        let pairs = lists(cx, es, |cx, n| lists(cx, n, index))?;
        for pair in pairs {
            if let [a, b] = pair.as_slice() {
                if *a < s.verts.len() && *b < s.verts.len() {
                    s.find_or_add_edge(*a, *b);
                }
            }
        }
    }
    s.faces = crate::program::geom::faces::make_faces(&s, false);
    Some(s)
}

/// `(scale X [Y] GRAPH)`: every vertex's coordinates multiplied (Ludii's `Scale`).
pub fn scale(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let (sx, sy, g) = match cl.pos.as_slice() {
        [x, g] => {
            let x = number(cx, x)?;
            (x, x, *g)
        }
        [x, y, g] => (number(cx, x)?, number(cx, y)?, *g),
        [x, y, _, g] => (number(cx, x)?, number(cx, y)?, *g),
        _ => {
            cx.bad(cl.node, "(scale X [Y] GRAPH)");
            return None;
        }
    };
    let mut s = shape(cx, g, cells)?;
    for p in &mut s.verts {
        *p = [p[0] * sx, p[1] * sy];
    }
    Some(s)
}

/// `(poly {{X Y} ...} [rotns:N])`: a polygon of points.
pub fn poly(cx: &mut Cx, node: &Node) -> Option<Polygon> {
    let Some(cl) = Cl::of(node).filter(|cl| cl.head == "poly") else {
        cx.bad(node, "(poly {{X Y} ...})");
        return None;
    };
    cl.only_named(cx, &["rotns"]);
    let [pts] = cl.pos.as_slice() else {
        cx.bad(node, "(poly {{X Y} ...} [rotns:N])");
        return None;
    };
    let pts = lists(cx, pts, point)?;
    let rotations = match cl.named("rotns") {
        Some(n) => int_const(cx, n)?,
        None => 0,
    };
    Some(Polygon::new(&pts, rotations))
}

/// `(hole GRAPH (poly ...))`: Ludii's `Hole`, the cells inside the polygon removed.
pub fn hole(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let [g, p] = cl.pos.as_slice() else {
        cx.bad(cl.node, "(hole GRAPH (poly {{X Y} ...}))");
        return None;
    };
    let mut s = shape(cx, g, cells)?;
    let p = poly(cx, p)?;
    crate::program::geom::hole::hole(&mut s, &p);
    Some(s)
}

/// `(renumber [Vertex] [Edge] [Cell] GRAPH)`: Ludii's `Renumber`.
pub fn renumber(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let Some((g, kinds)) = cl.pos.split_last() else {
        cx.bad(cl.node, "(renumber [Vertex] [Edge] [Cell] GRAPH)");
        return None;
    };
    let mut flags = [false; 3];
    for k in kinds {
        let at = match &k.kind {
            Kind::Ident(n) => ["Vertex", "Edge", "Cell"].iter().position(|x| x == n),
            _ => None,
        };
        let Some(at) = at else {
            cx.bad(k, "Vertex, Edge or Cell");
            return None;
        };
        flags[at] = true;
    }
    let mut s = shape(cx, g, cells)?;
    s.renumber(flags[0], flags[1], flags[2]);
    Some(s)
}

/// Whether a graph function holds one that gives vertices pivots in Ludii (a spiral, a
/// ring of circles, crossings split, layers), which `trim` would keep.
fn has_pivots(node: &Node) -> bool {
    let Some(cl) = Cl::of(node) else {
        return items(node).is_some_and(|v| v.iter().any(|n| has_pivots(n)));
    };
    let ring_of_circles =
        cl.head == "concentric" && cl.pos.first().is_some_and(|n| items(n).is_some());
    ring_of_circles
        || matches!(cl.head, "spiral" | "splitCrossings" | "layers")
        || cl.pos.iter().any(|n| has_pivots(n))
}

/// `(trim GRAPH)`: Ludii's `Trim`, the loose edges and lone vertices removed.
pub fn trim(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let [g] = cl.pos.as_slice() else {
        cx.bad(cl.node, "(trim GRAPH)");
        return None;
    };
    if has_pivots(g) {
        cx.unsupported(
            cl.node,
            "(trim ...) of a spiral, rings of circles or layers",
        );
        return None;
    }
    let mut s = shape(cx, g, cells)?;
    s.trim();
    Some(s)
}

/// `(keep GRAPH (poly {{X Y} ...}))`: the part of the graph inside the outline.
pub fn keep(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let [g, p] = cl.pos.as_slice() else {
        cx.bad(cl.node, "(keep GRAPH (poly {{X Y} ...}))");
        return None;
    };
    let outline = poly(cx, p)?;
    let s = shape(cx, g, cells)?;
    Some(crate::program::geom::keep::keep(s, &outline))
}

/// `(intersect {G ...})` (or `(intersect G1 G2 ...)`): what the graphs have in common
/// ([`crate::program::geom::intersect`]).
pub fn intersect(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let parts: Option<Vec<Shape>> = super::flat(&cl.pos)
        .into_iter()
        .map(|g| super::board::shape(cx, g, cells))
        .collect();
    let parts = parts?;
    if parts.is_empty() {
        cx.bad(cl.node, "(intersect {GRAPH ...})");
        return None;
    }
    Some(crate::program::geom::intersect::intersect(parts))
}
