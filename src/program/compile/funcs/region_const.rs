//! Regions known before play: a region function folded to its sites, where the
//! start rules, owned regions and sowing tracks need them as sets.

use super::regions::region;
use crate::program::board::{dirs_of, OFF};
use crate::program::compile::Cx;
use crate::program::{Dirs, Int, Region, SiteFn, SiteSet};
use crate::syntax::ast::Node;

/// A region that must be known before play (start placements, owned regions).
pub fn region_const(cx: &mut Cx, node: &Node) -> Option<SiteSet> {
    match region(cx, node)? {
        Region::Const(s) => Some(s),
        // `(mapEntry "Name" K)` of a constant key (a start placement's site by player).
        // `(ahead SITE [steps:N] DIR)` of constants (`(ahead (centrePoint) E)`): the site
        // is walked to now, as the engine walks it in play (`engine::directions`).
        Region::Site(SiteFn::Ahead(a)) => match ahead_const(cx, &a) {
            Some(v) => {
                let mut set = SiteSet::EMPTY;
                set.insert(v);
                Some(set)
            }
            None => {
                cx.bad(node, "sites known before play");
                None
            }
        },
        Region::Site(SiteFn::Num(i)) => match &*i {
            Int::MapEntry(m) if matches!(m.0, Int::Const(_)) => {
                let Int::Const(key) = m.0 else { return None };
                let v = m.1.iter().find(|e| e.0 == key).map_or(key, |e| e.1);
                let mut set = SiteSet::EMPTY;
                match u16::try_from(v) {
                    Ok(v) if usize::from(v) < cx.graph().len() => set.insert(v),
                    _ => {
                        cx.bad(node, "a site of the board");
                        return None;
                    }
                }
                Some(set)
            }
            // A site computed from constants (`(coord row:0 column:4)`).
            i => match const_int(i).map(u16::try_from) {
                Some(Ok(v)) if usize::from(v) < cx.graph().len() => {
                    let mut set = SiteSet::EMPTY;
                    set.insert(v);
                    Some(set)
                }
                Some(_) => {
                    cx.bad(node, "a site of the board");
                    None
                }
                None => {
                    cx.bad(node, "sites known before play");
                    None
                }
            },
        },
        _ => {
            cx.bad(node, "sites known before play");
            None
        }
    }
}

/// The site `steps` steps from a constant site along the first of fixed absolute
/// directions (Ludii's `Ahead`: the site itself when the walk leaves the board or there
/// is no direction); None when any of them is known only in play.
fn ahead_const(cx: &Cx, a: &(SiteFn, Int, Dirs)) -> Option<u16> {
    let (SiteFn::Const(from), steps, Dirs::Fixed { abs, rel: 0 }) = a else {
        return None;
    };
    let steps = const_int(steps)?;
    let g = cx.graph();
    if usize::from(*from) >= g.len() {
        return None;
    }
    let Some(d) = dirs_of(*abs).next() else {
        return Some(*from);
    };
    let mut x = *from;
    for _ in 0..steps {
        x = g.next(x, d);
        if x == OFF {
            return Some(*from);
        }
    }
    Some(x)
}

/// The value of a number made of constants alone: sums, differences, products and
/// choices on comparisons of constants.
fn const_int(i: &Int) -> Option<i64> {
    use crate::program::{ArithOp, Bool};
    fn test(b: &Bool) -> Option<bool> {
        match b {
            Bool::And(v) => v.iter().try_fold(true, |all, b| Some(all && test(b)?)),
            Bool::Cmp(op, a, b) => Some(op.holds(const_int(a)?, const_int(b)?)),
            _ => None,
        }
    }
    match i {
        Int::Const(v) => Some(*v),
        Int::Arith(op, a, b) => {
            let (a, b) = (const_int(a)?, const_int(b)?);
            match op {
                ArithOp::Add => a.checked_add(b),
                ArithOp::Sub => a.checked_sub(b),
                ArithOp::Mul => a.checked_mul(b),
                _ => None,
            }
        }
        Int::If(c, a, b) => {
            if test(c)? {
                const_int(a)
            } else {
                const_int(b)
            }
        }
        _ => None,
    }
}
