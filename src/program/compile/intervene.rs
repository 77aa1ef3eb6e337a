//! `(intervene [(from S)] [DIRS] [(between RANGE)] [(to [if:C] [(apply M)])])`, Ludii's
//! `Intervene`: the capture of the targets on both sides of a piece that comes between
//! them.

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::moves::moves;
use super::{head, Cl, Cx};
use crate::program::{Bool, Dirs, Int, Intervene, Moves, MovesKind, Region, SiteFn};
use crate::syntax::ast::Node;

/// Ludii's defaults: from `(last To)`, along `Adjacent`, one target each way, a target
/// is an enemy (`is Enemy` of `(to)`), removed.
pub fn intervene(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let mut x = Intervene {
        from: SiteFn::LastTo,
        dirs: Dirs::Fixed {
            abs: cx.graph().adjacent(),
            rel: 0,
        },
        range: (Int::Const(1), Int::Const(1)),
        target: Bool::IsEnemy(Int::WhoAt(SiteFn::To)),
        effect: Moves {
            kind: MovesKind::Remove {
                sites: Region::Site(SiteFn::To),
                end_of_turn: false,
                count: None,
            },
            then: None,
            id: Default::default(),
        },
    };
    let refuse = |cx: &mut Cx, n: &Node| cx.unsupported(n, "an argument of `intervene`");
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &[]);
                match f.pos.as_slice() {
                    [] => x.from = SiteFn::From,
                    [s] => x.from = site(cx, s)?,
                    _ => {
                        refuse(cx, a);
                        return None;
                    }
                }
            }
            Some("between") => {
                let b = Cl::of(a)?;
                b.only_named(cx, &[]);
                let r = b.pos.first().and_then(|r| Cl::of(r));
                x.range = match r.as_ref().map(|r| (r.head, r.pos.as_slice())) {
                    Some(("range", [lo, hi])) => (int(cx, lo)?, int(cx, hi)?),
                    Some(("exact", [n])) => (int(cx, n)?, int(cx, n)?),
                    _ => {
                        refuse(cx, a);
                        return None;
                    }
                };
                if b.pos.len() != 1 {
                    refuse(cx, a);
                    return None;
                }
            }
            Some("to") => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                if let Some(c) = t.named("if") {
                    x.target = boolean(cx, c)?;
                }
                for p in &t.pos {
                    match Cl::of(p).filter(|p| p.head == "apply" && p.named.is_empty()) {
                        Some(ap) if ap.pos.len() == 1 => x.effect = moves(cx, ap.pos[0])?,
                        _ => {
                            refuse(cx, p);
                            return None;
                        }
                    }
                }
            }
            _ if is_dirs(a) => x.dirs = dirs(cx, a)?,
            _ => {
                refuse(cx, a);
                return None;
            }
        }
    }
    Some(MovesKind::Intervene(Box::new(x)))
}
