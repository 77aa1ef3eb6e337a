//! Regions known before play: a region function folded to its sites, where the
//! start rules, owned regions and sowing tracks need them as sets.

use super::regions::region;
use crate::program::board::{dirs_of, OFF};
use crate::program::compile::Cx;
use crate::program::{Dirs, Extreme, Int, Region, Site, SiteFn, SiteSet};
use crate::syntax::ast::Node;

/// A region that must be known before play (start placements, owned regions).
pub fn region_const(cx: &mut Cx, node: &Node) -> Option<SiteSet> {
    let r = region(cx, node)?;
    if let Region::Const(s) = r {
        return Some(s);
    }
    // One site made of constants (`(mapEntry "Name" K)` of a constant key, `(coord
    // row:0 column:4)`, `(ahead (centrePoint) E)`): it must be on the board.
    if let Region::Site(f) = &r {
        return match fold_site(cx, f) {
            Some(v) if usize::from(v) < cx.graph().len() => {
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
        };
    }
    match fold(cx, &r) {
        Some(set) => Some(set),
        None => {
            cx.bad(node, "sites known before play");
            None
        }
    }
}

/// A region made of constants alone, folded to its sites: unions, intersections and
/// differences of constant regions, constant sites, the site `steps` ahead of one
/// along a fixed direction (Halma's homes: a corner less the two sites ahead of it),
/// and the sites around a constant region.
fn fold(cx: &Cx, r: &Region) -> Option<SiteSet> {
    let g = cx.graph();
    let one = |v: Site| {
        let mut set = SiteSet::EMPTY;
        if usize::from(v) < g.len() {
            set.insert(v);
        }
        set
    };
    match r {
        Region::Const(s) => Some(s.clone()),
        Region::Union(v) => v
            .iter()
            .try_fold(SiteSet::EMPTY, |acc, r| Some(acc.union(&fold(cx, r)?))),
        Region::Intersection(v) => {
            let (first, rest) = v.split_first()?;
            rest.iter().try_fold(fold(cx, first)?, |acc, r| {
                Some(acc.intersection(&fold(cx, r)?))
            })
        }
        Region::Difference(a, b) => Some(fold(cx, a)?.difference(&fold(cx, b)?)),
        Region::Site(f) => fold_site(cx, f).map(one),
        Region::Around {
            site,
            dirs: Dirs::Fixed { abs, rel: 0 },
            kind: crate::program::AroundKind::Any,
            cond: None,
            distance,
        } => {
            let at = fold_site(cx, site)?;
            let dist = distance.as_deref().map_or(Some(1), const_int)?;
            Some(around(cx, at, *abs, dist))
        }
        // `(sites Around R DIRS)` of a constant region (Bide's rings of regions): the
        // sites one step from R along fixed directions, R left out, as in play.
        Region::AroundSites(r, Dirs::Fixed { abs, rel: 0 }) => {
            let sites = fold(cx, r)?;
            let mut out = SiteSet::EMPTY;
            for at in sites.iter().filter(|&x| usize::from(x) < g.len()) {
                for d in dirs_of(*abs) {
                    match g.next(at, d) {
                        OFF => {}
                        t => out.insert(t),
                    }
                }
            }
            Some(out.difference(&sites))
        }
        _ => None,
    }
}

/// `(sites Around S DIRS distance:N)` of constants: the site N steps from S along each
/// direction where the way goes that far (Ludii's radials, which visit a site once),
/// S itself left out.
fn around(cx: &Cx, at: Site, abs: crate::program::board::DirMask, dist: i64) -> SiteSet {
    let g = cx.graph();
    let mut out = SiteSet::EMPTY;
    if usize::from(at) >= g.len() {
        return out;
    }
    for d in dirs_of(abs) {
        let mut seen = vec![at];
        let mut x = at;
        for _ in 0..dist {
            x = g.next(x, d);
            if x == OFF || seen.contains(&x) {
                break;
            }
            seen.push(x);
        }
        if x != OFF && x != at && seen.len() as i64 == dist + 1 {
            out.insert(x);
        }
    }
    out
}

/// A site made of constants alone (see [`fold`]); `OFF` when off the board.
pub(super) fn fold_site(cx: &Cx, f: &SiteFn) -> Option<Site> {
    let g = cx.graph();
    match f {
        SiteFn::Const(v) => Some(*v),
        // `(mapEntry "Name" K)` of a constant key: the entry, or the key when none.
        SiteFn::Num(i) if matches!(&**i, Int::MapEntry(m) if matches!(m.0, Int::Const(_))) => {
            let Int::MapEntry(m) = &**i else { return None };
            let Int::Const(key) = m.0 else { return None };
            let v = m.1.iter().find(|e| e.0 == key).map_or(key, |e| e.1);
            Some(v.try_into().unwrap_or(OFF))
        }
        SiteFn::Num(i) => Some(const_int(i)?.try_into().unwrap_or(OFF)),
        // Ludii's `Ahead`: `steps` steps along the direction, or the site itself when
        // the way leaves the board.
        SiteFn::Ahead(a) => {
            let (at, steps, dirs) = &**a;
            let from = fold_site(cx, at)?;
            let (Dirs::Fixed { abs, rel: 0 }, Some(n)) = (dirs, const_int(steps)) else {
                return None;
            };
            if usize::from(from) >= g.len() {
                return Some(from);
            }
            let Some(d) = dirs_of(*abs).next() else {
                return Some(from);
            };
            let mut x = from;
            for _ in 0..n {
                x = g.next(x, d);
                if x == OFF {
                    return Some(from);
                }
            }
            Some(x)
        }
        _ => None,
    }
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
        // `(min (array (sites Board)))`: the least (greatest, sum) of a constant
        // region's sites, -1 for the least or greatest of none (Ludii's `UNDEFINED`).
        Int::ArrayExtreme(which, a) => {
            let crate::program::int_array::IntArray::Sites(Region::Const(set)) = &**a else {
                return None;
            };
            let sites = set.iter().map(i64::from);
            match which {
                Extreme::Max => Some(sites.max().unwrap_or(-1)),
                Extreme::Min => Some(sites.min().unwrap_or(-1)),
                Extreme::Sum => Some(sites.sum()),
                Extreme::Product => None,
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
