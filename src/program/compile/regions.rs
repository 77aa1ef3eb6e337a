//! Regions built from other regions and the position: `(forEach R if:C)`, `(sites
//! Around ...)`, `(sites Direction ...)`.
//!
//! A region whose every part is known before play is folded to its sites here, so that
//! `(place ...)` can take it (Ludii's `BeforeAfterCentreSetup` places pieces on
//! `(forEach (sites Board) if:(< (site) (centrePoint)))`).

use super::funcs::{boolean, dirs, int, region, site};
use super::{Cl, Cx};
use crate::program::board::DirMask;
use crate::program::{Bool, Dirs, Graph, Int, Region, Site, SiteFn, SiteSet};
use crate::syntax::ast::{Kind, Node};

/// Absolute directions, as a mask (relative ones are refused: Ludii turns them with no
/// piece's facing here).
fn abs_dirs(cx: &mut Cx, node: &Node) -> Option<DirMask> {
    match dirs(cx, node)? {
        Dirs::Fixed { abs, rel: 0 } => Some(abs),
        _ => {
            cx.unsupported(node, "directions of a region (absolute ones are)");
            None
        }
    }
}

/// Whether directions name no relative direction (Ludii turns those with no piece's
/// facing in a region).
fn absolute(d: &Dirs) -> bool {
    match d {
        Dirs::Fixed { rel, .. } => *rel == 0,
        Dirs::Same | Dirs::Opposite | Dirs::Toward(..) => true,
        Dirs::Difference(a, b) | Dirs::If(_, a, b) => absolute(a) && absolute(b),
        Dirs::Union(v) => v.iter().all(absolute),
    }
}

/// `(sites Direction from:S [DIRECTIONS] [distance:N])`.
pub fn direction(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(
        cx,
        &["from", "distance", "included", "stop", "stopIncluded"],
    );
    let Some(from) = cl.named("from") else {
        cx.bad(cl.node, "(sites Direction from:SITE ...)");
        return None;
    };
    // Ludii's `from:` may be a region: the sites along the directions from each of its
    // sites, together. Each is bound as `(site)` while the walk from it is read.
    if super::distance::names_sites(from) {
        let origins = super::funcs::region(cx, from)?;
        let along = direction_from(cx, cl, SiteFn::Bound)?;
        // The origin is the one `(site)` the walk may read.
        let mut bound = 0;
        crate::program::visit::Node::Region(&along).any(&mut |n| {
            bound += usize::from(matches!(
                n,
                crate::program::visit::Node::Site(SiteFn::Bound)
            ));
            false
        });
        if bound > 1 {
            cx.unsupported(
                cl.node,
                "`sites Direction` from a region whose walk reads `(site)`",
            );
            return None;
        }
        return Some(Region::Each(Box::new(origins), Box::new(along)));
    }
    let from = site(cx, from)?;
    direction_from(cx, cl, from)
}

/// [`direction`] from one site.
fn direction_from(cx: &mut Cx, cl: &Cl, from: SiteFn) -> Option<Region> {
    // `included:True`: the origin joins the sites (Ludii adds it before walking).
    if cl.flag(cx, "included", false)? {
        let without = Cl {
            node: cl.node,
            head: cl.head,
            pos: cl.pos.clone(),
            named: cl
                .named
                .iter()
                .filter(|(n, _)| *n != "included")
                .copied()
                .collect(),
        };
        let along = direction_from(cx, &without, from.clone())?;
        return Some(Region::Union(vec![Region::Site(from), along]));
    }
    if let Some(stop) = cl.named("stop") {
        return direction_stop(cx, cl, from, stop);
    }
    let mask = match cl.pos.get(1) {
        // Directions read off the position (`(difference Diagonal (directions Cell
        // ...))`): resolved when the region is.
        Some(d) if cl.pos.len() == 2 && !matches!(dirs(cx, d)?, Dirs::Fixed { .. }) => {
            let distance = match cl.named("distance") {
                Some(n) => Some(Box::new(int(cx, n)?)),
                None => None,
            };
            let ds = dirs(cx, d)?;
            if !absolute(&ds) {
                cx.unsupported(d, "directions of a region (absolute ones are)");
                return None;
            }
            return Some(Region::DirectionAlong(from, Box::new(ds), distance));
        }
        Some(d) if cl.pos.len() == 2 => abs_dirs(cx, d)?,
        None => cx.graph().adjacent(),
        Some(_) => {
            cx.bad(cl.node, "(sites Direction from:SITE DIRECTIONS ...)");
            return None;
        }
    };
    let distance = match cl.named("distance") {
        Some(n) => Some(Box::new(int(cx, n)?)),
        None => None,
    };
    Some(Region::Direction(from, mask, distance))
}

/// `(sites Direction from:S [DIRECTIONS] ... stop:C [stopIncluded:C])`, read in play.
fn direction_stop(cx: &mut Cx, cl: &Cl, from: SiteFn, stop: &Node) -> Option<Region> {
    let ds = match cl.pos.get(1) {
        Some(d) if cl.pos.len() == 2 => dirs(cx, d)?,
        None => Dirs::Fixed {
            abs: cx.graph().adjacent(),
            rel: 0,
        },
        Some(_) => {
            cx.bad(cl.node, "(sites Direction from:SITE DIRECTIONS ...)");
            return None;
        }
    };
    if !absolute(&ds) {
        cx.unsupported(cl.pos[1], "directions of a region (absolute ones are)");
        return None;
    }
    let distance = match cl.named("distance") {
        Some(n) => Some(int(cx, n)?),
        None => None,
    };
    let stop_included = match cl.named("stopIncluded") {
        Some(c) => boolean(cx, c)?,
        None => Bool::Const(false),
    };
    Some(Region::DirectionStop(Box::new(
        crate::program::DirectionStop {
            from,
            dirs: ds,
            distance,
            stop: boolean(cx, stop)?,
            stop_included,
        },
    )))
}

/// `(sites LineOfSight [Piece|Empty|Farthest] [TYPE] at:S [DIRECTIONS])`, on the
/// board's own kind of site (another kind, or a board whose cells and points both hold
/// pieces, is refused).
pub fn line_of_sight(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    use crate::program::SightKind;
    use crate::syntax::ast::Kind;
    cl.only_named(cx, &["at"]);
    let at = match cl.named("at") {
        Some(n) => site(cx, n)?,
        None => SiteFn::LastTo,
    };
    let mut rest = &cl.pos[1..];
    let kind = match rest.first().map(|a| &a.kind) {
        Some(Kind::Ident(w)) if w == "Piece" => Some(SightKind::Piece),
        Some(Kind::Ident(w)) if w == "Empty" => Some(SightKind::Empty),
        Some(Kind::Ident(w)) if w == "Farthest" => Some(SightKind::Farthest),
        _ => None,
    };
    if kind.is_some() {
        rest = &rest[1..];
    }
    if cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            "a line of sight on a board whose cells and points both hold pieces",
        );
        return None;
    }
    let (site_kind, rest) = super::kinds::leading(cx, rest)?;
    let own = cx.graph().own_kind();
    if site_kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.pos[1],
            "a line of sight of sites of another kind than the board's",
        );
        return None;
    }
    let mask = match rest.as_slice() {
        [] => cx.graph().adjacent(),
        [d] => abs_dirs(cx, d)?,
        _ => {
            cx.bad(
                cl.node,
                "(sites LineOfSight [KIND] [TYPE] at:SITE [DIRECTIONS])",
            );
            return None;
        }
    };
    Some(Region::LineOfSight {
        at,
        mask,
        kind: kind.unwrap_or(SightKind::Piece),
    })
}

/// `(forEach R if:C)`: the sites of R where C holds, `(site)` bound to each.
pub fn for_each(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["if"]);
    let (Some(base), Some(cond), 1) = (cl.pos.first(), cl.named("if"), cl.pos.len()) else {
        cx.bad(cl.node, "(forEach REGION if:CONDITION)");
        return None;
    };
    let base = region(cx, base)?;
    let cond = boolean(cx, cond)?;
    if let Region::Const(sites) = &base {
        // Known before play when the condition reads nothing but the bound site and
        // the board.
        let g = cx.graph();
        let mut kept = SiteSet::EMPTY;
        let mut known = true;
        for s in sites.iter() {
            match static_cond(g, &cond, s) {
                Some(true) => kept.insert(s),
                Some(false) => {}
                None => known = false,
            }
        }
        if known {
            return Some(Region::Const(kept));
        }
    }
    Some(Region::Filter(Box::new(base), Box::new(cond)))
}

/// A condition's value at the bound site `site`, when it reads nothing of the position
/// (`None` otherwise).
fn static_cond(g: &Graph, b: &Bool, site: Site) -> Option<bool> {
    Some(match b {
        Bool::Const(v) => *v,
        Bool::Not(x) => !static_cond(g, x, site)?,
        Bool::And(v) => {
            let vs: Option<Vec<bool>> = v.iter().map(|x| static_cond(g, x, site)).collect();
            vs?.into_iter().all(|x| x)
        }
        Bool::Or(v) => {
            let vs: Option<Vec<bool>> = v.iter().map(|x| static_cond(g, x, site)).collect();
            vs?.into_iter().any(|x| x)
        }
        Bool::Cmp(op, a, b) => op.holds(static_int(g, a, site)?, static_int(g, b, site)?),
        Bool::IsIn(f, Region::Const(r)) => r.contains(static_site(g, f, site)?),
        Bool::Parity(n, parity) => parity.holds(static_int(g, n, site)?),
        _ => return None,
    })
}

fn static_int(g: &Graph, i: &Int, site: Site) -> Option<i64> {
    Some(match i {
        Int::Const(v) => *v,
        Int::Site(f) => static_site(g, f, site)? as i64,
        Int::Arith(op, a, b) => super::arith(*op, static_int(g, a, site)?, static_int(g, b, site)?),
        // `(row of:S)`, `(column of:S)`: the board's table.
        Int::OfSite(f, table) => i64::from(*table.get(static_site(g, f, site)? as usize)?),
        _ => return None,
    })
}

fn static_site(g: &Graph, f: &SiteFn, site: Site) -> Option<Site> {
    match f {
        SiteFn::Bound => Some(site),
        SiteFn::Const(s) => Some(*s),
        // `(ahead S [steps:N] D)` along a fixed absolute direction, as the engine walks
        // it: the site itself when the walk leaves the board.
        SiteFn::Ahead(a) => {
            let (at, steps, dirs) = &**a;
            let from = static_site(g, at, site)?;
            let (Dirs::Fixed { abs, rel: 0 }, Int::Const(n)) = (dirs, steps) else {
                return None;
            };
            if from as usize >= g.len() {
                return Some(from);
            }
            let Some(d) = crate::program::board::dirs_of(*abs).next() else {
                return Some(from);
            };
            let mut x = from;
            for _ in 0..*n {
                x = g.next(x, d);
                if x == crate::program::board::OFF {
                    return Some(from);
                }
            }
            Some(x)
        }
        _ => None,
    }
}

/// `(forEach Value min:A max:B M)` or `(forEach Value (array R) M)`: M made for each
/// value, `(value)` bound to it.
pub fn for_each_value(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<crate::program::MovesKind> {
    use crate::program::Values;
    cl.only_named(cx, &["min", "max"]);
    let values = match (cl.named("min"), cl.named("max"), pos) {
        (Some(lo), Some(hi), [_, _]) => Values::Range(int(cx, lo)?, int(cx, hi)?),
        (None, None, [_, arr, _]) => {
            let r = super::Cl::of(arr)
                .filter(|a| a.head == "array" && a.pos.len() == 1 && a.named.is_empty());
            let remembered = super::Cl::of(arr).filter(|a| {
                a.head == "values" && a.variant() == Some("Remembered") && a.named.is_empty()
            });
            match (r, remembered) {
                (Some(a), _) => Values::Sites(region(cx, a.pos[0])?),
                (None, Some(a)) if a.pos.len() == 1 => Values::Remembered(None),
                (None, Some(a)) if a.pos.len() == 2 && matches!(a.pos[1].kind, Kind::Str(_)) => {
                    let Kind::Str(name) = &a.pos[1].kind else {
                        return None;
                    };
                    Values::Remembered(Some(cx.names.intern(name)))
                }
                _ => {
                    cx.unsupported(
                        arr,
                        "the values of `forEach Value` ((array REGION), (values Remembered))",
                    );
                    return None;
                }
            }
        }
        _ => {
            cx.bad(
                cl.node,
                "(forEach Value min:A max:B MOVES) or (forEach Value (array REGION) MOVES)",
            );
            return None;
        }
    };
    let inner = super::moves::moves(cx, pos[pos.len() - 1])?;
    Some(crate::program::MovesKind::ForEachValue(
        Box::new(values),
        Box::new(inner),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::CmpOp;

    #[test]
    fn a_condition_on_the_bound_site_alone_is_folded() {
        let g = Graph::grid(4, 4).expect("a 4x4 grid");
        let below = Bool::Cmp(CmpOp::Lt, Int::Site(SiteFn::Bound), Int::Const(3));
        assert_eq!(static_cond(&g, &below, 2), Some(true));
        assert_eq!(static_cond(&g, &below, 3), Some(false));
        let reads_board = Bool::IsEmpty(SiteFn::Bound);
        assert_eq!(static_cond(&g, &reads_board, 0), None);
    }

    #[test]
    fn the_site_ahead_is_read_off_the_board() {
        let g = Graph::grid(4, 4).expect("a 4x4 grid");
        // N is the first of `AbsDir::ALL`.
        let ahead = SiteFn::Ahead(Box::new((
            SiteFn::Bound,
            Int::Const(1),
            Dirs::Fixed { abs: 1, rel: 0 },
        )));
        // The top row: the site ahead is the site itself (the walk leaves the board).
        let top = Bool::Cmp(CmpOp::Eq, Int::Site(SiteFn::Bound), Int::Site(ahead));
        assert_eq!(static_cond(&g, &top, 13), Some(true));
        assert_eq!(static_cond(&g, &top, 9), Some(false));
    }
}
