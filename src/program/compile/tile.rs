//! `(tile "Name" [OWNER] [WALK] [MOVES] [numSides:N])`: Ludii's `Tile`, a kind of piece.
//! With a walk (`{F R F}`, or walks `{{F F} {L F F}}`) it is a large piece (Ludii's
//! `Component.walk`): it covers the sites the walk visits from its root site, turned by
//! its state (`engine::large`). Its moves, when given, are a piece's own moves, run by
//! `(forEach Piece)`. Its sides' slots, paths and flips are refused.

use super::funcs::int_const;
use super::{Cl, Cx};
use crate::program::{Component, Large, WalkStep};
use crate::syntax::ast::{Kind, Node};

/// Declares the tile's components (one per owner), and returns their range with the
/// node of their moves, compiled once the rest of the equipment is known (as a
/// piece's are).
pub(super) fn tile<'a>(cx: &mut Cx, node: &'a Node) -> Option<(std::ops::Range<usize>, &'a Node)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["numSides"]);
    // Ludii keeps a tile's number of sides for its drawing and its paths (refused
    // here): a large piece turns by the board's orthogonal directions, not by it.
    if let Some(n) = cl.named("numSides") {
        int_const(cx, n);
    }
    let Some(Kind::Str(name)) = cl.pos.first().map(|n| &n.kind) else {
        cx.bad(node, "(tile \"Name\" OWNER)");
        return None;
    };
    let mut rest = &cl.pos[1..];
    // Ludii's `Tile` without a role is shared.
    let owners: Vec<u8> = match rest.first().map(|n| &n.kind) {
        Some(Kind::Ident(s)) if s == "Each" => (1..=cx.players.len() as u8).collect(),
        Some(Kind::Ident(s)) if s == "Shared" || s == "Neutral" => vec![0],
        Some(Kind::Ident(s)) if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
            vec![s[1..].parse().unwrap_or(1)]
        }
        Some(Kind::Ident(_)) => {
            cx.bad(rest[0], "an owner (Each, P1, Shared...)");
            return None;
        }
        _ => vec![0],
    };
    if matches!(rest.first().map(|n| &n.kind), Some(Kind::Ident(_))) {
        rest = &rest[1..];
    }
    let mut walk = None;
    if let Some(&w) = rest.first() {
        // A walk's steps are names (`F`), or arrays of them; paths are clauses.
        let walk_like = |n: &Node| matches!(n.kind, Kind::Ident(_) | Kind::Array(_));
        if let Kind::Array(items) = &w.kind {
            if !items.iter().all(walk_like) {
                cx.unsupported(w, "an argument of `tile` (a tile's slots, paths and flips)");
                return None;
            }
            let walks = walks(cx, w, items)?;
            let ortho = super::leap::orthogonal(cx, w)?;
            walk = Some(Large { walks, ortho });
            rest = &rest[1..];
        }
    }
    let mut moves_node = None;
    if let Some(&m) = rest.first() {
        if let Kind::Clause { .. } = &m.kind {
            if matches!(super::head(m), Some("flips" | "path")) {
                cx.unsupported(m, "an argument of `tile` (a tile's slots, paths and flips)");
                return None;
            }
            moves_node = Some(m);
            rest = &rest[1..];
        }
    }
    if let Some(extra) = rest.first() {
        cx.unsupported(
            extra,
            "an argument of `tile` (a tile's slots, paths and flips)",
        );
        return None;
    }
    cx.names.intern(name);
    let first = cx.comps.len();
    for o in owners {
        cx.comps.push(Component {
            // A puzzle's pieces keep their name, as Ludii's (`Game.createGame`).
            name: if o == 0 || cx.players.len() == 1 {
                name.clone()
            } else {
                format!("{name}{o}")
            },
            base: name.clone(),
            owner: o,
            facing: None,
            moves: None,
            max_state: None,
            flips: None,
            walk: walk.clone(),
        });
    }
    moves_node.map(|m| (first..cx.comps.len(), m))
}

/// A walk `{F R F}` (Ludii's `walk`) or walks `{{F F} {L F F}}` (`walks`).
fn walks(cx: &mut Cx, node: &Node, items: &[Node]) -> Option<Vec<Vec<WalkStep>>> {
    if items.iter().all(|i| matches!(i.kind, Kind::Array(_))) && !items.is_empty() {
        return super::leap::walk_list(cx, node, items);
    }
    super::leap::walk_list(cx, node, std::slice::from_ref(node))
}
