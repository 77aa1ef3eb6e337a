//! `(directional [(from S)] [DIRS] [(to [if:C] (apply M))])`, Ludii's `Directional`:
//! the capture, along each direction from a site, of the run of targets next to it (the
//! approach and withdrawal captures of Fanorona).

use super::funcs::{boolean, dirs, is_dirs, site};
use super::moves::moves;
use super::{head, Cl, Cx};
use crate::program::{Bool, Directional, Dirs, Int, MovesKind, SiteFn};
use crate::syntax::ast::Node;

/// Ludii's defaults: from `(last To)`, along the direction of the last move (from
/// `(last From)` towards `(last To)`), a target is an enemy (`is Enemy` of `(to)`).
/// Ludii's default effect removes `(from)`, which it leaves off the board while the
/// effect is made: an effect is required here.
pub fn directional(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let refuse = |cx: &mut Cx, n: &Node| cx.unsupported(n, "an argument of `directional`");
    let mut from = SiteFn::LastTo;
    let mut dir = Dirs::Toward(SiteFn::LastFrom, SiteFn::LastTo);
    let mut target = Bool::IsEnemy(Int::WhoAt(SiteFn::To));
    let mut effect = None;
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &[]);
                match f.pos.as_slice() {
                    [] => from = SiteFn::From,
                    [s] => from = site(cx, s)?,
                    _ => {
                        refuse(cx, a);
                        return None;
                    }
                }
            }
            Some("to") => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                if let Some(c) = t.named("if") {
                    target = boolean(cx, c)?;
                }
                for p in &t.pos {
                    match Cl::of(p).filter(|p| p.head == "apply" && p.named.is_empty()) {
                        Some(ap) if ap.pos.len() == 1 => effect = Some(moves(cx, ap.pos[0])?),
                        _ => {
                            refuse(cx, p);
                            return None;
                        }
                    }
                }
            }
            _ if is_dirs(a) => dir = dirs(cx, a)?,
            _ => {
                refuse(cx, a);
                return None;
            }
        }
    }
    let Some(effect) = effect else {
        cx.unsupported(
            cl.node,
            "`directional` without `(to ... (apply ...))` (Ludii's default effect removes the off-board `(from)`)",
        );
        return None;
    };
    Some(MovesKind::Directional(Box::new(Directional {
        from,
        dirs: dir,
        target,
        effect,
    })))
}
