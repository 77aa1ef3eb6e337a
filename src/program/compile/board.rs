//! Board ludemes beyond the square grid: Ludii's graph functions evaluated to a
//! [`Shape`] (`hex`, and the operators `rotate`, `shift`, `remove`), then made the
//! engine's board ([`crate::program::geom::topo`]).

use super::funcs::int_const;
use super::{board_gens, board_ops, flat, relative, Cl, Cx};
use crate::diag::Diag;
use crate::program::board::DirMask;
use crate::program::geom::measure::SIDE_NAMES;
use crate::program::geom::square::{self, Diagonals};
use crate::program::geom::{hex, hex_shapes, ops, pyramid, topo, Shape};
use crate::program::{Dirs, Graph, Region};
use crate::syntax::ast::{Kind, Node};

/// A number known before play, integer or not: Ludii reads a graph ludeme's
/// coordinates as floats, so `(/ 3 2)` there is 1.5.
pub fn number(cx: &mut Cx, node: &Node) -> Option<f64> {
    number32(cx, node).map(f64::from)
}

/// [`number`] as Ludii's `FloatFunction`s compute it, in single precision.
fn number32(cx: &mut Cx, node: &Node) -> Option<f32> {
    match &node.kind {
        Kind::Float(f) => Some(*f as f32),
        Kind::Int(_) => int_const(cx, node).map(|v| v as f32),
        _ => {
            let Some(cl) = Cl::of(node) else {
                return int_const(cx, node).map(|v| v as f32);
            };
            let op: fn(f32, f32) -> f32 = match cl.head {
                "+" => |a, b| a + b,
                "-" => |a, b| a - b,
                "*" => |a, b| a * b,
                "/" => |a, b| a / b,
                "sqrt" => |a, _| (f64::from(a)).sqrt() as f32,
                _ => return int_const(cx, node).map(|v| v as f32),
            };
            let args: Option<Vec<f32>> = flat(&cl.pos).iter().map(|n| number32(cx, n)).collect();
            match args?.as_slice() {
                [a] if cl.head == "-" => Some(-a),
                [a] if cl.head == "sqrt" => Some(op(*a, 0.0)),
                [first, rest @ ..] if !rest.is_empty() => {
                    Some(rest.iter().fold(*first, |acc, &x| op(acc, x)))
                }
                _ => {
                    cx.bad(node, "a number");
                    None
                }
            }
        }
    }
}

/// Ludii's graph of a graph function.
pub fn shape(cx: &mut Cx, node: &Node, cells: bool) -> Option<Shape> {
    let Some(cl) = Cl::of(node) else {
        cx.bad(node, "a board shape");
        return None;
    };
    match cl.head {
        "hex" => hex_board(cx, &cl),
        "rotate" => {
            cl.only_named(cx, &[]);
            let [deg, g] = cl.pos.as_slice() else {
                cx.bad(node, "(rotate DEGREES GRAPH)");
                return None;
            };
            let deg = number(cx, deg)?;
            let mut s = shape(cx, g, cells)?;
            s.rotate(deg);
            Some(s)
        }
        "shift" => {
            cl.only_named(cx, &[]);
            let [dx, dy, g] = cl.pos.as_slice() else {
                cx.bad(node, "(shift DX DY GRAPH)");
                return None;
            };
            let (dx, dy) = (number(cx, dx)?, number(cx, dy)?);
            let mut s = shape(cx, g, cells)?;
            s.shift(dx, dy);
            Some(s)
        }
        "skew" => {
            cl.only_named(cx, &[]);
            let [amount, g] = cl.pos.as_slice() else {
                cx.bad(node, "(skew AMOUNT GRAPH)");
                return None;
            };
            let amount = number(cx, amount)?;
            let mut s = shape(cx, g, cells)?;
            s.skew(amount);
            Some(s)
        }
        "repeat" => board_gens::repeat(cx, &cl),
        "remove" => board_ops::remove(cx, &cl, cells),
        "add" => board_ops::add(cx, &cl, cells),
        "graph" => board_ops::graph(cx, &cl),
        "hole" => board_ops::hole(cx, &cl, cells),
        "renumber" => board_ops::renumber(cx, &cl, cells),
        "trim" => board_ops::trim(cx, &cl, cells),
        "scale" => board_ops::scale(cx, &cl, cells),
        "keep" => board_ops::keep(cx, &cl, cells),
        "tiling" => {
            cl.only_named(cx, &[]);
            match cl.pos.as_slice() {
                [t, n] if matches!(&t.kind, Kind::Ident(t) if t == "T3464" || t == "T3636") => {
                    let n = int_const(cx, n)?;
                    let built = if matches!(&t.kind, Kind::Ident(t) if t == "T3464") {
                        crate::program::geom::tiling::t3464(n)
                    } else {
                        crate::program::geom::tiling::t3636(n)
                    };
                    match built {
                        Ok(s) => Some(s),
                        Err(e) => {
                            cx.error(
                                Diag::new("lud::program::board", e).label(node.span, "this board"),
                            );
                            None
                        }
                    }
                }
                _ => {
                    cx.unsupported(node, "a board (tiling T3464 N, tiling T3636 N)");
                    None
                }
            }
        }
        "dual" => {
            cl.only_named(cx, &[]);
            let [g] = cl.pos.as_slice() else {
                cx.bad(node, "(dual GRAPH)");
                return None;
            };
            let s = shape(cx, g, cells)?;
            Some(crate::program::geom::dual::dual(&s))
        }
        "concentric" => board_gens::concentric(cx, &cl, cells),
        "wedge" => board_gens::wedge(cx, &cl),
        "tri" => board_gens::tri(cx, &cl, cells),
        "spiral" => board_gens::spiral(cx, &cl),
        "union" => {
            cl.only_named(cx, &["connect"]);
            let connect = matches!(cl.named("connect").map(|c| &c.kind), Some(Kind::Bool(true)));
            let parts: Option<Vec<Shape>> = flat(&cl.pos)
                .into_iter()
                .map(|g| shape(cx, g, cells))
                .collect();
            Some(crate::program::geom::union::union(parts?, connect))
        }
        "rectangle" | "square" => square(cx, &cl, cells),
        "intersect" => board_ops::intersect(cx, &cl, cells),
        "merge" => {
            cl.only_named(cx, &["connect"]);
            let connect = matches!(cl.named("connect").map(|c| &c.kind), Some(Kind::Bool(true)));
            let parts: Option<Vec<Shape>> = flat(&cl.pos)
                .into_iter()
                .map(|g| shape(cx, g, cells))
                .collect();
            let parts = parts?;
            if parts.is_empty() {
                cx.bad(node, "(merge {GRAPH ...})");
                return None;
            }
            Some(ops::merge_connect(parts, connect))
        }
        _ => {
            cx.unsupported(node, "a board");
            None
        }
    }
}

/// `(hex [SHAPE] N [M])`: a hexagon (the default), triangle, diamond, prism or star of
/// hexagons.
fn hex_board(cx: &mut Cx, cl: &Cl) -> Option<Shape> {
    cl.only_named(cx, &[]);
    if let Some(sides) = board_gens::sides_list(cx, cl) {
        return match hex_shapes::custom(&sides?) {
            Ok(s) => Some(s),
            Err(e) => {
                cx.error(Diag::new("lud::program::board", e).label(cl.node.span, "this board"));
                None
            }
        };
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
    let built = match (shape, dims?.as_slice()) {
        (None | Some("Hexagon"), [n]) => hex::hexagon(*n),
        (None | Some("Hexagon"), [a, b]) => hex_shapes::custom(&[*a, *b]),
        (Some("Limping"), [n, ..]) => hex_shapes::custom(&[*n, n + 1]),
        (Some("Square"), [n]) => hex_shapes::rectangle(*n, *n),
        (Some("Rectangle"), [n]) => hex_shapes::rectangle(*n, *n),
        (Some("Rectangle"), [r, c]) => hex_shapes::rectangle(*r, *c),
        (Some("Triangle"), [n]) => hex_shapes::triangle(*n),
        (Some("Diamond"), [n]) => hex_shapes::diamond(*n, None),
        (Some("Prism"), [n]) => hex_shapes::diamond(*n, Some(*n)),
        (Some("Prism"), [r, c]) => hex_shapes::diamond(*r, Some(*c)),
        (Some("Star"), [n]) => hex_shapes::star(*n),
        _ => {
            cx.unsupported(
                cl.node,
                "a board (hex [Hexagon|Triangle|Diamond|Prism|Star|Limping|Square|Rectangle] N [M], hex {SIDES})",
            );
            return None;
        }
    };
    match built {
        Ok(s) => Some(s),
        Err(e) => {
            cx.error(Diag::new("lud::program::board", e).label(cl.node.span, "this board"));
            None
        }
    }
}

/// `(square [SHAPE] N diagonals:D)` or `(rectangle ROWS [COLS] diagonals:D)`.
fn square(cx: &mut Cx, cl: &Cl, cells: bool) -> Option<Shape> {
    cl.only_named(cx, &["diagonals", "pyramidal"]);
    let pyramidal = match cl.named("pyramidal").map(|p| (p, &p.kind)) {
        None | Some((_, Kind::Bool(false))) => false,
        Some((_, Kind::Bool(true))) => true,
        Some((p, _)) => {
            cx.bad(p, "True or False");
            return None;
        }
    };
    let diagonals = match cl.named("diagonals").map(|d| (d, &d.kind)) {
        None => None,
        Some((d, Kind::Ident(name))) => match Diagonals::named(name) {
            Some(k) => Some(k),
            None => {
                cx.bad(
                    d,
                    "diagonals:Alternating, Solid, SolidNoSplit, Concentric or Radiating",
                );
                return None;
            }
        },
        Some((d, _)) => {
            cx.bad(d, "a kind of diagonals");
            return None;
        }
    };
    if let Some(p) = cl
        .pos
        .first()
        .filter(|n| Cl::of(n).is_some_and(|c| c.head == "poly"))
    {
        if diagonals.is_some() || pyramidal || cl.pos.len() > 1 || cl.head != "square" {
            cx.unsupported(cl.node, "a board (square (poly ...)) with more arguments");
            return None;
        }
        let poly = board_ops::poly(cx, p)?;
        return match square::in_polygon(&poly) {
            Ok(s) => Some(s),
            Err(e) => {
                cx.error(Diag::new("lud::program::board", e).label(cl.node.span, "this board"));
                None
            }
        };
    }
    let shape = match cl.pos.first().map(|n| &n.kind) {
        Some(Kind::Ident(s)) if cl.head == "square" => Some(s.as_str()),
        _ => None,
    };
    let dims: Option<Vec<i64>> = cl
        .pos
        .iter()
        .skip(usize::from(shape.is_some()))
        .map(|n| int_const(cx, n))
        .collect();
    let built = match (cl.head, shape, dims?.as_slice()) {
        (_, _, _) if pyramidal && diagonals.is_some() => {
            cx.bad(cl.node, "either diagonals: or pyramidal:, not both");
            return None;
        }
        ("square", None | Some("Square"), [n]) if pyramidal => pyramid::pyramid(*n, *n, cells),
        ("square", Some("Limping"), [n]) if pyramidal => pyramid::pyramid(*n, n + 1, cells),
        _ if pyramidal => {
            cx.unsupported(cl.node, "a pyramidal board other than (square [Limping] N)");
            return None;
        }
        ("square", None | Some("Square"), [n]) => square::rectangle(*n, *n, cells, diagonals),
        ("square", Some("Limping"), [n]) => square::rectangle(*n, n + 1, cells, diagonals),
        ("square", Some("Diamond"), [n]) => square::diamond(*n, diagonals),
        ("rectangle", None, [n]) => square::rectangle(*n, *n, cells, diagonals),
        ("rectangle", None, [r, c]) => square::rectangle(*r, *c, cells, diagonals),
        _ => {
            cx.unsupported(
                cl.node,
                "a board (square [Square|Limping|Diamond] N, rectangle ROWS [COLS])",
            );
            return None;
        }
    };
    match built {
        Ok(s) => Some(s),
        Err(e) => {
            cx.error(Diag::new("lud::program::board", e).label(cl.node.span, "this board"));
            None
        }
    }
}

/// The engine's board of a graph function's cells (`use:Vertex` is refused here).
pub fn board(cx: &mut Cx, node: &Node, points: bool) -> Option<Graph> {
    let s = shape(cx, node, !points)?;
    let built = if points {
        topo::vertices(&s)
    } else {
        topo::cells(&s)
    };
    built_or_refused(cx, node.span, built)
}

/// A board of Ludii's graph whose cells and points both hold pieces, the sites of kind
/// `own` (its `use:`) first ([`crate::program::dual_graph`]).
pub fn dual_board(cx: &mut Cx, node: &Node, own: crate::program::dual::SiteKind) -> Option<Graph> {
    let s = shape(cx, node, own == crate::program::dual::SiteKind::Cell)?;
    built_or_refused(cx, node.span, Graph::dual_graph(&s, own))
}

/// The board built, or its refusal at `span` (the board's clause): one message for
/// every kind of board the general engine cannot take yet.
pub fn built_or_refused(
    cx: &mut Cx,
    span: crate::syntax::ast::Span,
    built: Result<Graph, String>,
) -> Option<Graph> {
    match built {
        Ok(g) => Some(g),
        Err(e) => {
            cx.error(
                Diag::new(
                    "lud::program::board",
                    format!("this board is not supported: {e}"),
                )
                .label(span, "this board")
                .help("the general engine takes boards whose directions fit its sixteen direction slots"),
            );
            None
        }
    }
}

/// A region Ludii measures on a board of [`crate::program::geom`]: `sites Top`,
/// `Bottom`, `Left`, `Right`, `Outer`/`Perimeter`, `Corners`, `Centre`, `Side D`.
pub fn measured(cx: &mut Cx, node: &Node, cl: &Cl, g: &Graph) -> Option<Region> {
    let geo = g.geo.as_ref()?;
    let r = &geo.regions;
    let set = match cl.variant()? {
        "Top" => r.top.clone(),
        "Bottom" => r.bottom.clone(),
        "Left" => r.left.clone(),
        "Right" => r.right.clone(),
        "Outer" | "Perimeter" => r.outer.clone(),
        // Ludii's `MeasureGraph` marks every element that is not outer as inner.
        "Inner" => g.sites_of(g.own_kind()).difference(&r.outer),
        "Centre" => r.centre.clone(),
        "Corners" if !r.corners_uncertain => r.corners.clone(),
        "Phase" if cl.pos.len() == 2 => {
            let k = int_const(cx, cl.pos[1])?;
            let Some(set) = crate::program::geom::phase::sites(g, geo, k) else {
                cx.unsupported(node, "a phase of a board whose sites take more than two");
                return None;
            };
            set
        }
        rc @ ("Row" | "Column") if cl.pos.len() == 2 => {
            let k = super::funcs::int_const(cx, cl.pos[1])?;
            let (rows, cols) = crate::program::geom::labels::clusters(&geo.pos);
            let of = if rc == "Row" { rows } else { cols };
            (0..of.len())
                .filter(|&i| of[i] as i64 == k)
                .map(|i| i as u16)
                .collect()
        }
        "Side" => {
            let side = cl.pos.get(1).and_then(|d| match &d.kind {
                Kind::Ident(n) => SIDE_NAMES.iter().position(|s| s == n),
                _ => None,
            });
            match side {
                Some(k) if cl.pos.len() == 2 => r.sides[k].clone(),
                _ => {
                    cx.unsupported(node, "a side of this board (N, E, S, W, NE, SE, SW, NW)");
                    return None;
                }
            }
        }
        _ => {
            cx.unsupported(node, "a region of a board beyond the square grid");
            return None;
        }
    };
    if !cl.named.is_empty() {
        cl.only_named(cx, &[]);
        return None;
    }
    Some(Region::Const(set))
}

/// A direction name on a board of [`crate::program::geom`]: a compass direction names
/// its slot (none when no step goes that way), `Adjacent`/`Orthogonal`/`Diagonal`/`All`
/// the board's relations, and a relative direction the slots Ludii's
/// `RelativeDirection` gives for every facing the game's pieces have (checked; a board
/// where eighth-turns would not give them is refused).
pub fn direction(cx: &mut Cx, node: &Node, name: &str) -> Option<Dirs> {
    // On a board of both cells and points, the directions of the kind the ludeme reads.
    let kind = super::kinds::or_own(cx, cx.site_kind);
    let geo = cx.graph().geo_of(kind).map(|(g, _)| g.clone())?;
    let fixed = |abs: DirMask, rel: DirMask| Some(Dirs::Fixed { abs, rel });
    let relation = matches!(name, "Adjacent" | "Orthogonal" | "Diagonal" | "All");
    if let Some(why) = &geo.unslotted {
        cx.unsupported(node, &format!("a direction on this board ({why})"));
        return None;
    }
    if geo.per_site && !relation {
        cx.unsupported(
            node,
            "a direction named on this board (its slots hold its many directions site by site)",
        );
        return None;
    }
    // A board of points whose steps across a face sit above its lines' slots
    // (`Geo::face_diagonals`): a compass or relative direction steps along both.
    let with_faces = |m: DirMask| m | (((m & 0xff) << 8) & geo.face_diagonals);
    if let Some(c) = topo::COMPASS.iter().position(|n| *n == name) {
        return match geo.slot_of(c as u8) {
            Some(k) => fixed(with_faces(1 << k), 0),
            None if geo.far_diagonals => {
                cx.unsupported(node, "a direction of this board's far diagonals");
                None
            }
            None => fixed(0, 0),
        };
    }
    // Slots of mixed kinds (`Geo::mixed`): on cells, which steps are orthogonal is per
    // site; on points, the steps across a face were left out.
    let refused = match name {
        "Orthogonal" | "Diagonal" => geo.mixed && geo.orthogonal == 0,
        "All" => geo.mixed && geo.orthogonal != 0,
        _ => false,
    } || (name == "Diagonal" && geo.mixed);
    if refused {
        cx.unsupported(
            node,
            "a direction of this board (some direction is orthogonal at one site and diagonal at another)",
        );
        return None;
    }
    match name {
        "Adjacent" => return fixed(geo.adjacent(), 0),
        "Orthogonal" => return fixed(geo.orthogonal, 0),
        "Diagonal" | "All" if geo.far_diagonals => {
            cx.unsupported(node, "a direction of this board's far diagonals");
            return None;
        }
        "Diagonal" => return fixed(geo.diagonal, 0),
        // Cells of mixed slots say no step orthogonal nor diagonal, but every step is
        // one of the two: `All` is every step, their `Adjacent`.
        "All" if geo.mixed => return fixed(geo.adjacent(), 0),
        "All" => return fixed(geo.orthogonal | geo.diagonal, 0),
        _ => {}
    }
    let sup = geo.supported();
    // On a wide board, the slots Ludii names for a piece facing north (checked below
    // for every facing the game has).
    let bits = if geo.wide {
        relative::ludii_relative(name, 0, &sup).map(|cs| {
            cs.iter()
                .fold(0, |m: DirMask, &c| m | 1 << topo::wide_slot(c))
        })
    } else {
        relative::relative_bits(name)
    };
    let Some(bits) = bits else {
        cx.bad(node, "a direction");
        return None;
    };
    let mut facings: Vec<usize> = cx.players.iter().map(|p| p.facing.index()).collect();
    facings.extend(cx.comps.iter().filter_map(|c| c.facing.map(|f| f.index())));
    for f in facings {
        let theirs = relative::ludii_relative(name, (2 * f) as u8, &sup).unwrap_or_default();
        if !geo.relative_ok(bits, f, &theirs) {
            cx.unsupported(
                node,
                "this relative direction on this board (its nearest directions differ by facing)",
            );
            return None;
        }
    }
    // (Turned by the facing, the slots above turn with the lines' below them.)
    let faces = if geo.face_diagonals == 0 {
        0
    } else {
        (bits & 0xff) << 8
    };
    fixed(0, bits | faces)
}
