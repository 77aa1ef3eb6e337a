//! `(move Leap [(from S [if:C])] {{F F R F} ...} [forward:B] [rotations:B] (to [if:C]
//! [(apply M)]))`: Ludii's `Leap`, a move from S to each site its walks end on
//! ([`Region::Walk`]) that passes C, with M applied, as a move between regions.

use super::funcs::{boolean, dirs, int, site};
use super::{head, Cl, Cx};
use crate::program::board::DirMask;
use crate::program::{Dirs, MovesKind, Region, SiteFn, WalkStep};
use crate::syntax::ast::{Kind, Node};

/// The move; `forward:True` (leaps only ahead of the piece's facing) on a board
/// beyond the square grid (whose rows Ludii reads off its graph) is refused.
pub fn leap(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &["rotations", "forward"]);
    let forward = cl.flag(cx, "forward", false)?;
    if forward && cx.graph().geo.is_some() {
        cx.unsupported(cl.named("forward")?, "`forward:` of `move Leap` here");
        return None;
    }
    // A walk's turns go to the next orthogonal direction round the compass, which a
    // slot names nowhere when the slots are assigned site by site.
    if cx.graph().geo.as_ref().is_some_and(|g| g.per_site) {
        cx.unsupported(
            cl.node,
            "`move Leap` on this board (its slots hold its directions site by site)",
        );
        return None;
    }
    let rotations = cl.flag(cx, "rotations", true)?;
    let (mut from, mut from_if, mut walks, mut to_if, mut to_apply) =
        (SiteFn::From, None, None, None, None);
    for a in args {
        match (head(a), &a.kind) {
            (Some("from"), _) => {
                let f = Cl::of(a)?;
                f.only_named(cx, &["if", "level"]);
                // Ludii's `Leap` reads no `level:` of its origin: the top piece leaps.
                if let Some(l) = f.named("level") {
                    int(cx, l)?;
                }
                if let Some(s) = f.pos.first() {
                    from = site(cx, s)?;
                }
                if let Some(c) = f.named("if") {
                    from_if = Some(boolean(cx, c)?);
                }
            }
            (Some("to"), _) => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                if let Some(c) = t.named("if") {
                    to_if = Some(boolean(cx, c)?);
                }
                for x in &t.pos {
                    if head(x) != Some("apply") {
                        cx.unsupported(x, "an argument of `to` in `move Leap`");
                        return None;
                    }
                    // Ludii's Leap chains the whole `(apply if:C M)`: the effect is
                    // conditional, the move is made either way.
                    let (cond, m) = super::moves::apply(cx, x)?;
                    to_apply = Some(Box::new(match cond {
                        Some(c) => super::moves::when(c, m),
                        None => m,
                    }));
                }
            }
            (None, Kind::Array(v)) if walks.is_none() => walks = Some(walk_list(cx, a, v)?),
            _ => {
                cx.unsupported(a, "an argument of `move Leap`");
                return None;
            }
        }
    }
    let Some(walks) = walks else {
        cx.bad(cl.node, "(move Leap {{F F R F} ...} (to ...))");
        return None;
    };
    let ortho = orthogonal(cx, cl.node)?;
    Some(MovesKind::FromToSites {
        from: Region::Site(from.clone()),
        from_if,
        to: Region::Walk {
            from,
            walks,
            rotations,
            ortho,
            forward,
        },
        to_if,
        count: None,
        to_apply,
        stack: false,
        copy: false,
        level: None,
    })
}

/// `{{F F R F} {F F L F}}`: the walks, each a list of `F`, `L` and `R`.
pub(super) fn walk_list(cx: &mut Cx, node: &Node, walks: &[Node]) -> Option<Vec<Vec<WalkStep>>> {
    let mut out = Vec::new();
    for w in walks {
        let Kind::Array(steps) = &w.kind else {
            cx.bad(node, "walks, each an array of F, L and R");
            return None;
        };
        let mut walk = Vec::new();
        for st in steps {
            walk.push(match &st.kind {
                Kind::Ident(x) if x == "F" => WalkStep::F,
                Kind::Ident(x) if x == "L" => WalkStep::L,
                Kind::Ident(x) if x == "R" => WalkStep::R,
                _ => {
                    cx.bad(st, "a step of a walk: F, L or R");
                    return None;
                }
            });
        }
        out.push(walk);
    }
    Some(out)
}

/// The board's orthogonal directions, as the slots a walk turns between.
pub(super) fn orthogonal(cx: &mut Cx, at: &Node) -> Option<DirMask> {
    let name = Node {
        kind: Kind::Ident("Orthogonal".into()),
        span: at.span,
    };
    match dirs(cx, &name)? {
        Dirs::Fixed { abs, rel: 0 } => Some(abs),
        _ => {
            cx.unsupported(at, "`move Leap` on this board (its orthogonal directions)");
            None
        }
    }
}
