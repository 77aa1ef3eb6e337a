//! Directions: absolute and relative names, sets of them, and what they mean on the board.

use super::{boolean, clause_args};
use crate::program::board::DirMask;
use crate::program::compile::own::players::ABS_NAMES;
use crate::program::compile::{self, Cl, Cx};
use crate::program::Dirs;
use crate::syntax::ast::{Kind, Node};

/// Relative direction names, clockwise from forward (bit i of [`Dirs::Fixed`]'s `rel`).
pub const REL: [&str; 8] = ["F", "FR", "R", "BR", "B", "BL", "L", "FL"];

/// Whether `node` reads as a set of directions.
pub fn is_dirs(node: &Node) -> bool {
    match &node.kind {
        Kind::Ident(s) => dir_name(s).is_some(),
        Kind::Array(v) => v.iter().all(is_dirs) && !v.is_empty(),
        Kind::Clause { .. } => {
            matches!(compile::head(node), Some("directions"))
                || (matches!(compile::head(node), Some("difference" | "union"))
                    && clause_args(node).first().is_some_and(is_dirs))
                || (compile::head(node) == Some("if")
                    && clause_args(node).len() == 3
                    && is_dirs(&clause_args(node)[1]))
        }
        _ => false,
    }
}

fn dir_name(s: &str) -> Option<Dirs> {
    let fixed = |abs: DirMask, rel: DirMask| Some(Dirs::Fixed { abs, rel });
    if let Some(i) = ABS_NAMES.iter().position(|n| *n == s) {
        return fixed(1 << i, 0);
    }
    // The compass directions between the eight main ones (NNE, ENE...): Ludii's boards
    // beyond the grid may step that way (those boards read names in
    // `compile::board::direction`); a square grid never does, so they name no step.
    if crate::program::geom::topo::COMPASS.contains(&s) {
        return fixed(0, 0);
    }
    // Ludii turns BR and BL the other way round: for a piece facing north, BR is SW
    // and BL is SE; FRR, FLL, BRR and BLL are FR, FL, BR and BL.
    let s = match s {
        "BR" | "BRR" => "BL",
        "BL" | "BLL" => "BR",
        "FRR" => "FR",
        "FLL" => "FL",
        s => s,
    };
    if let Some(i) = REL.iter().position(|n| *n == s) {
        return fixed(0, 1 << i);
    }
    match s {
        "Adjacent" | "All" => fixed(0xff, 0),
        "Orthogonal" => fixed(0b0101_0101, 0),
        "Diagonal" => fixed(0b1010_1010, 0),
        "Forward" => fixed(0, 1),
        "Backward" => fixed(0, 1 << 4),
        "Rightward" => fixed(0, 1 << 2),
        "Leftward" => fixed(0, 1 << 6),
        "Forwards" => fixed(0, 0b1000_0011),
        "Backwards" => fixed(0, 0b0011_1000),
        "Rightwards" => fixed(0, 0b0000_1110),
        "Leftwards" => fixed(0, 0b1110_0000),
        "SameDirection" => Some(Dirs::Same),
        "OppositeDirection" => Some(Dirs::Opposite),
        _ => None,
    }
}

/// A set of directions: a name, an array of names, `(directions ...)`, or
/// `(difference A B)`.
pub fn dirs(cx: &mut Cx, node: &Node) -> Option<Dirs> {
    match &node.kind {
        // (`SameDirection` and `OppositeDirection` read the last move's slot, as on
        // the grid, but where slots are assigned site by site they are refused there.)
        Kind::Ident(s)
            if cx.graph().geo.as_ref().is_some_and(|g| {
                g.per_site || !matches!(s.as_str(), "SameDirection" | "OppositeDirection")
            }) =>
        {
            compile::board::direction(cx, node, s)
        }
        Kind::Ident(s) => match dir_name(s) {
            Some(d) => on_board(cx, node, s, d),
            None => {
                cx.bad(node, "a direction");
                None
            }
        },
        Kind::Array(v) => {
            let ds: Option<Vec<Dirs>> = v.iter().map(|d| dirs(cx, d)).collect();
            Some(merge(ds?))
        }
        Kind::Clause { .. } => {
            let cl = Cl::of(node)?;
            if !compile::ludemes::check(cx, compile::ludemes::Family::Directions, &cl) {
                return None;
            }
            match cl.head {
                "directions" if cl.named("from").is_some() || cl.named("to").is_some() => {
                    compile::dynamic::toward(cx, &cl)
                }
                "directions" if !cl.pos.is_empty() && cl.named.is_empty() => {
                    let ds: Option<Vec<Dirs>> = cl.pos.iter().map(|d| dirs(cx, d)).collect();
                    Some(merge(ds?))
                }
                "directions" if cl.pos.len() == 1 && cl.named("of").is_some() => of(cx, &cl),
                "if" if cl.pos.len() == 3 => Some(Dirs::If(
                    Box::new(boolean(cx, cl.pos[0])?),
                    Box::new(dirs(cx, cl.pos[1])?),
                    Box::new(dirs(cx, cl.pos[2])?),
                )),
                // Ludii's `Union` of directions: those of either set, each once.
                "union" if cl.pos.len() == 2 && cl.named.is_empty() => {
                    let ds: Option<Vec<Dirs>> = cl.pos.iter().map(|d| dirs(cx, d)).collect();
                    Some(merge(ds?))
                }
                "difference" if cl.pos.len() == 2 => Some(Dirs::Difference(
                    Box::new(dirs(cx, cl.pos[0])?),
                    Box::new(dirs(cx, cl.pos[1])?),
                )),
                _ => {
                    cx.unsupported(node, "directions");
                    None
                }
            }
        }
        _ => {
            cx.bad(node, "directions");
            None
        }
    }
}

/// A direction name as the board means it. `Adjacent` is the board's own relation
/// (every neighbour of a cell, the grid lines of a point). A relative direction turns
/// to the nearest direction the board's sites support (Ludii's `RelativeDirection`
/// walks round from the named one): on a point board, whose sites support only the
/// orthogonal directions, a piece facing north has `FR` east and `BL` east too.
fn on_board(cx: &mut Cx, node: &Node, name: &str, d: Dirs) -> Option<Dirs> {
    // On a board of cells and points, `Adjacent` is the relation of the kind the
    // ludeme reads.
    let adjacent = match cx.site_kind {
        Some(k) => cx.graph().adjacent_of(k),
        None => cx.graph().adjacent(),
    };
    let relation = match name {
        "Adjacent" => Some(adjacent),
        "Orthogonal" => Some(cx.graph().orthogonal()),
        "Diagonal" => Some(cx.graph().diagonal()),
        _ => None,
    };
    if let Some(abs) = relation {
        return Some(Dirs::Fixed { abs, rel: 0 });
    }
    let Dirs::Fixed { abs, rel } = d else {
        return Some(d);
    };
    if adjacent == 0xff || rel == 0 {
        return Some(d);
    }
    // Only single relative directions are turned; the facings that make this exact are
    // the orthogonal ones (a player's or piece's facing is N, E, S or W on such a board).
    let facings_orthogonal = cx.players.iter().all(|p| p.facing.index() % 2 == 0)
        && cx
            .comps
            .iter()
            .all(|c| c.facing.is_none_or(|f| f.index() % 2 == 0));
    if rel.count_ones() != 1 || !facings_orthogonal {
        cx.unsupported(node, "a direction on a board of points");
        return None;
    }
    // Bits clockwise from forward: FR (1) and BL's bit (3, Ludii's BL turns
    // anticlockwise from behind) land on R; FL (7) and BR's bit (5) on L.
    let rel = match rel.trailing_zeros() {
        1 | 3 => 1 << 2,
        5 | 7 => 1 << 6,
        _ => rel,
    };
    Some(Dirs::Fixed { abs, rel })
}

/// `(directions RELATIVE of:RELATION)`: the relative directions turn to the nearest
/// direction of that relation (Ludii's `RelationType`). `of:Adjacent` is the default;
/// `of:All` takes every direction of a square or rectangular grid, its diagonals on a
/// board of points among them, so a direction is never turned to another there.
fn of(cx: &mut Cx, cl: &Cl) -> Option<Dirs> {
    let of = cl.named("of")?;
    match &of.kind {
        Kind::Ident(s) if s == "Adjacent" => dirs(cx, cl.pos[0]),
        Kind::Ident(s) if s == "All" && cx.graph().geo.is_none() => every(cx, cl.pos[0]),
        _ => {
            cx.unsupported(
                of,
                "a relation of `directions` (Adjacent, and All on a square grid, are)",
            );
            None
        }
    }
}

/// Names of directions read as they are, without turning to the board's relation.
fn every(cx: &mut Cx, node: &Node) -> Option<Dirs> {
    match &node.kind {
        Kind::Ident(s) if !matches!(s.as_str(), "Adjacent" | "Orthogonal" | "Diagonal") => {
            match dir_name(s) {
                Some(d) => Some(d),
                None => {
                    cx.bad(node, "a direction");
                    None
                }
            }
        }
        Kind::Array(v) => {
            let ds: Option<Vec<Dirs>> = v.iter().map(|d| every(cx, d)).collect();
            Some(merge(ds?))
        }
        _ => {
            cx.unsupported(node, "a direction of `directions ... of:All`");
            None
        }
    }
}

fn merge(ds: Vec<Dirs>) -> Dirs {
    let mut abs = 0;
    let mut rel = 0;
    let mut other = Vec::new();
    for d in ds {
        match d {
            Dirs::Fixed { abs: a, rel: r } => {
                abs |= a;
                rel |= r;
            }
            d => other.push(d),
        }
    }
    if other.is_empty() {
        Dirs::Fixed { abs, rel }
    } else {
        other.push(Dirs::Fixed { abs, rel });
        Dirs::Union(other)
    }
}
