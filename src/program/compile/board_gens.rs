//! The generators of boards beyond the grids: `(concentric ...)`, `(wedge ...)`,
//! `(tri ...)`, `(spiral ...)` and `(repeat ...)`.

use super::funcs::int_const;
use super::{board_ops, Cl, Cx};
use crate::diag::Diag;
use crate::program::geom::circle;
use crate::program::geom::concentric::{self, Rings};
use crate::program::geom::{repeat, spiral, tri, wedge, Shape};
use crate::syntax::ast::Kind;

/// A graph generator's result, or its located error.
fn built(cx: &mut Cx, cl: &Cl, r: Result<Shape, String>) -> Option<Shape> {
    match r {
        Ok(s) => Some(s),
        Err(e) => {
            cx.error(Diag::new("lud::program::board", e).label(cl.node.span, "this board"));
            None
        }
    }
}

/// Ludii's `ShapeType` constants a `concentric` board's rings may take, with the sides
/// of their polygon.
const RING_SHAPES: [(&str, i64); 3] = [("Triangle", 3), ("Square", 4), ("Hexagon", 6)];

/// `(concentric Square|Triangle|Hexagon rings:N ...)` or `(concentric sides:S rings:N
/// ...)`: rings of a regular polygon; `(concentric {N ...} stagger:B)`: rings of cells
/// round a centre. (Ludii's `Target` is not built yet.)
pub fn concentric(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(
        cx,
        &[
            "sides",
            "rings",
            "midpoints",
            "joinMidpoints",
            "joinCorners",
            "stagger",
        ],
    );
    if let Some(Kind::Array(list)) = cl.pos.first().map(|n| &n.kind) {
        let per_ring: Option<Vec<i64>> = list.iter().map(|n| int_const(cx, n)).collect();
        let stagger = cl.flag(cx, "stagger", false)?;
        let s = circle::circle(&per_ring?, stagger, cells);
        return built(cx, cl, s);
    }
    let shape_sides = |k: &Kind| match k {
        Kind::Ident(s) => RING_SHAPES.iter().find(|(n, _)| n == s).map(|&(_, k)| k),
        _ => None,
    };
    let sides = match (cl.pos.first().map(|n| &n.kind), cl.named("sides")) {
        (Some(k), None) if shape_sides(k).is_some() => shape_sides(k)?,
        (None, Some(n)) => int_const(cx, n)?,
        _ => {
            cx.unsupported(
                cl.node,
                "a board (concentric Square|Triangle|Hexagon rings:N, or sides:S rings:N)",
            );
            return None;
        }
    };
    let Some(rings) = cl.named("rings") else {
        cx.unsupported(cl.node, "a board (concentric ... rings:N)");
        return None;
    };
    let r = Rings {
        sides,
        rings: int_const(cx, rings)?,
        midpoints: cl.flag(cx, "midpoints", true)?,
        join_midpoints: cl.flag(cx, "joinMidpoints", true)?,
        join_corners: cl.flag(cx, "joinCorners", false)?,
    };
    let s = concentric::regular(r, cells);
    built(cx, cl, s)
}

/// `(wedge ROWS [COLUMNS])`.
pub fn wedge(cx: &mut Cx, cl: &Cl) -> Option<Shape> {
    cl.only_named(cx, &[]);
    let dims: Option<Vec<i64>> = cl.pos.iter().map(|n| int_const(cx, n)).collect();
    let s = match dims?.as_slice() {
        [r] => wedge::wedge(*r, None),
        [r, c] => wedge::wedge(*r, Some(*c)),
        _ => {
            cx.bad(cl.node, "(wedge ROWS [COLUMNS])");
            return None;
        }
    };
    built(cx, cl, s)
}

/// `(tri [Triangle|Hexagon] N)`: a triangle or a hexagon of triangles; `(tri Limping N)`
/// or `(tri {SIDES})`: the triangles inside an outline.
pub fn tri(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &[]);
    if let Some(sides) = sides_list(cx, cl) {
        let r = tri::custom(&sides?);
        return built(cx, cl, r);
    }
    let shape = match cl.pos.first().map(|n| &n.kind) {
        Some(Kind::Ident(s)) => Some(s.as_str()),
        _ => None,
    };
    let dims: Option<Vec<i64>> = cl
        .pos
        .iter()
        .skip(usize::from(shape.is_some()))
        .map(|n| int_const(cx, n))
        .collect();
    let r = match (shape, dims?.as_slice()) {
        (None | Some("Triangle"), [n]) => tri::triangle(*n, cells),
        (Some("Hexagon"), [n]) => tri::hexagon(*n, cells),
        (Some("Limping"), [n, ..]) => tri::custom(&[*n, n + 1]),
        _ => {
            cx.unsupported(
                cl.node,
                "a board (tri [Triangle|Hexagon|Limping] N, tri {SIDES})",
            );
            return None;
        }
    };
    built(cx, cl, r)
}

/// `(spiral turns:T sites:N [clockwise:B])`.
pub fn spiral(cx: &mut Cx, cl: &Cl) -> Option<Shape> {
    cl.only_named(cx, &["turns", "sites", "clockwise"]);
    let (Some(turns), Some(sites)) = (cl.named("turns"), cl.named("sites")) else {
        cx.bad(cl.node, "(spiral turns:T sites:N [clockwise:B])");
        return None;
    };
    if !cl.pos.is_empty() {
        cx.bad(cl.node, "(spiral turns:T sites:N [clockwise:B])");
        return None;
    }
    let (turns, sites) = (int_const(cx, turns)?, int_const(cx, sites)?);
    let clockwise = cl.flag(cx, "clockwise", true)?;
    built(cx, cl, spiral::spiral(turns, sites, clockwise))
}

/// `(repeat ROWS COLUMNS step:{{CX CY} {RX RY}} (poly ...) | {(poly ...) ...})`.
pub fn repeat(cx: &mut Cx, cl: &Cl) -> Option<Shape> {
    const FORM: &str = "(repeat ROWS COLUMNS step:{{X Y} {X Y}} (poly ...))";
    cl.only_named(cx, &["step"]);
    let ([rows, cols, polys], Some(step)) = (cl.pos.as_slice(), cl.named("step")) else {
        cx.bad(cl.node, FORM);
        return None;
    };
    let (rows, cols) = (int_const(cx, rows)?, int_const(cx, cols)?);
    let steps = match &step.kind {
        Kind::Array(v) => v
            .iter()
            .map(|n| board_ops::point(cx, n))
            .collect::<Option<Vec<_>>>()?,
        _ => {
            cx.bad(step, "two steps {{X Y} {X Y}}");
            return None;
        }
    };
    let [col_step, row_step, ..] = steps.as_slice() else {
        cx.bad(step, "two steps {{X Y} {X Y}}");
        return None;
    };
    let polys = match &polys.kind {
        Kind::Array(v) => v
            .iter()
            .map(|n| board_ops::poly(cx, n))
            .collect::<Option<Vec<_>>>()?,
        _ => vec![board_ops::poly(cx, polys)?],
    };
    built(
        cx,
        cl,
        repeat::repeat(rows, cols, *col_step, *row_step, &polys),
    )
}

/// The sides `{A B ...}` of a custom board, when its only argument is a list of them.
pub fn sides_list(cx: &mut Cx, cl: &Cl) -> Option<Option<Vec<i64>>> {
    match cl.pos.as_slice() {
        [n] => match &n.kind {
            Kind::Array(list) => Some(list.iter().map(|n| int_const(cx, n)).collect()),
            _ => None,
        },
        _ => None,
    }
}
