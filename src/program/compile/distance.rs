//! Distances measured by a step move: `(sites Distance (step ...) from:S (range A
//! B))` and `(count Steps (step ...) S1 S2)`, and `(sites Around R)` of a region.

use super::funcs::{boolean, dirs, int, is_dirs, region, site};
use super::{head, Cl, Cx};
use crate::program::{AroundKind, Dirs, Int, Region, SiteFn, StepRule, Who};
use crate::syntax::ast::{Kind, Node};

/// `(step [DIRS] [(to if:C)])` as a rule of distance; `from`, `stack:`, a `to` site
/// and `(apply ...)` are refused.
pub fn step_rule(cx: &mut Cx, node: &Node) -> Option<StepRule> {
    let Some(cl) = Cl::of(node).filter(|c| c.head == "step") else {
        cx.unsupported(
            node,
            "a step rule of a distance (as (step DIRECTIONS (to if:C)))",
        );
        return None;
    };
    cl.only_named(cx, &[]);
    let mut rule = StepRule {
        dirs: Dirs::Fixed {
            abs: cx.graph().adjacent(),
            rel: 0,
        },
        cond: None,
    };
    for a in &cl.pos {
        if head(a) == Some("to") {
            let t = Cl::of(a)?;
            t.only_named(cx, &["if"]);
            if let Some(x) = t.pos.first() {
                cx.unsupported(x, "an argument of `to` in a step rule (only if:)");
                return None;
            }
            if let Some(c) = t.named("if") {
                rule.cond = Some(super::funcs::boolean(cx, c)?);
            }
        } else if is_dirs(a) {
            rule.dirs = dirs(cx, a)?;
        } else {
            cx.unsupported(a, "an argument of a step rule (directions and (to if:C))");
            return None;
        }
    }
    Some(rule)
}

/// `(sites Distance (step ...) from:S (range A B))`; without a step rule (the board's
/// own distances), `newRotation:` and a site type it is refused.
pub fn sites_distance(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["from"]);
    // Without a step rule: the board's own distances along its adjacency.
    if let (Some(from), [_, range]) = (cl.named("from"), cl.pos.as_slice()) {
        let (min, max) = range_of(cx, range)?;
        return Some(Region::BoardDistance(Box::new((site(cx, from)?, min, max))));
    }
    let (Some(from), [_, step, range]) = (cl.named("from"), cl.pos.as_slice()) else {
        cx.unsupported(
            cl.node,
            "a region (as (sites Distance (step ...) from:SITE (range MIN MAX)))",
        );
        return None;
    };
    let step = step_rule(cx, step)?;
    let (min, max) = range_of(cx, range)?;
    Some(Region::Distance {
        step: Box::new(step),
        from: site(cx, from)?,
        min: Box::new(min),
        max: Box::new(max),
    })
}

/// `(range MIN MAX)` or `(exact N)` of `sites Distance`.
fn range_of(cx: &mut Cx, range: &Node) -> Option<(Int, Int)> {
    match Cl::of(range).map(|r| (r.head, r.pos.clone(), r.named.len())) {
        Some(("range", p, 0)) if p.len() == 2 => Some((int(cx, p[0])?, int(cx, p[1])?)),
        Some(("exact", p, 0)) if p.len() == 1 => {
            let n = int(cx, p[0])?;
            Some((n.clone(), n))
        }
        _ => {
            cx.bad(range, "(range MIN MAX) or (exact N)");
            None
        }
    }
}

/// `(count Steps (step ...) S1 S2)`.
pub fn count_steps(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &[]);
    // A leading site type must be the board's own.
    let (kind, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
    if kind.is_some_and(|k| cx.graph().dual.is_some() || k != cx.graph().own_kind()) {
        cx.unsupported(
            cl.pos[1],
            "a site type of `count Steps` other than the board's own",
        );
        return None;
    }
    // With a step rule, Ludii walks the rule alone: the relation before it is unread.
    let rule_at = match rest.as_slice() {
        [r, _, _] if head(r) == Some("step") => Some(0),
        [d, r, _, _] if is_dirs(d) && head(r) == Some("step") => Some(1),
        _ => None,
    };
    if let Some(i) = rule_at {
        let step = step_rule(cx, rest[i])?;
        let (a, b) = (rest[i + 1], rest[i + 2]);
        let to = if names_sites(b) {
            region(cx, b)?
        } else {
            Region::Site(site(cx, b)?)
        };
        return Some(Int::CountStepsBy(
            Box::new(step),
            site(cx, a)?,
            Box::new(to),
        ));
    }
    let (dirs, sites) = match rest.len() {
        2 if cx.graph().points => (
            Some(Dirs::Fixed {
                abs: cx.graph().adjacent(),
                rel: 0,
            }),
            rest,
        ),
        2 => (None, rest),
        3 => (Some(dirs(cx, rest[0])?), rest[1..].to_vec()),
        _ => {
            cx.bad(
                cl.node,
                "(count Steps [TYPE] [DIRECTIONS] [(step ...)] SITE SITE)",
            );
            return None;
        }
    };
    if names_sites(sites[1]) {
        let r = region(cx, sites[1])?;
        return Some(Int::CountStepsToRegion(
            dirs,
            site(cx, sites[0])?,
            Box::new(r),
        ));
    }
    Some(Int::CountSteps(
        dirs,
        site(cx, sites[0])?,
        site(cx, sites[1])?,
    ))
}

/// Whether a node names a set of sites rather than one site.
pub fn names_sites(node: &Node) -> bool {
    matches!(
        head(node),
        Some("sites" | "union" | "intersection" | "difference" | "forEach" | "expand")
    ) || matches!(node.kind, crate::syntax::ast::Kind::Array(_))
}

/// `(sites Around R [DIRS])` of a region: the sites next to some site of R, R left
/// out (joined back with `includeSelf:True`, as Ludii's `SitesAround` adds the
/// origins last). Of the kinds of site, `Empty`, `NotEmpty`, `Enemy` and `Own` are read;
/// `if:` is read at each site around.
pub fn around_region(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["includeSelf", "if"]);
    let include_self = cl.flag(cx, "includeSelf", false)?;
    let sites = region(cx, cl.pos.get(1)?)?;
    let mut d = Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    };
    // What the sites around must hold, as Ludii's `RegionTypeDynamic`: the empty ones,
    // or those whose piece is of a player other than the mover.
    let mut held = None;
    for a in &cl.pos[2..] {
        if is_dirs(a) {
            d = dirs(cx, a)?;
        } else if held.is_none() && matches!(&a.kind, Kind::Ident(w) if w == "Enemy") {
            held = Some(Region::OccupiedByEnemy);
        } else if held.is_none() && matches!(&a.kind, Kind::Ident(w) if w == "Empty") {
            held = Some(Region::Empty);
        } else if held.is_none() && matches!(&a.kind, Kind::Ident(w) if w == "Own") {
            held = Some(own_or_shared(cx, a)?);
        } else if held.is_none() && matches!(&a.kind, Kind::Ident(w) if w == "NotEmpty") {
            // The board's sites that hold a piece (Ludii's `NotEmpty`, any owner's).
            let board: crate::program::SiteSet = (0..cx.graph().len() as u16).collect();
            held = Some(Region::Difference(
                Box::new(Region::Const(board)),
                Box::new(Region::Empty),
            ));
        } else {
            cx.unsupported(
                a,
                "an argument of (sites Around REGION ...) (directions, Enemy and Empty are)",
            );
            return None;
        }
    }
    let around = match cl.named("if") {
        Some(b) => around_if(cx, b, &sites, d)?,
        None => Region::AroundSites(Box::new(sites.clone()), d),
    };
    let around = match held {
        Some(h) => Region::Intersection(vec![around, h]),
        None => around,
    };
    if include_self {
        return Some(Region::Union(vec![around, sites]));
    }
    Some(around)
}

/// `if:C` of `(sites Around R ...)`: Ludii's `SitesAround` reads C at each site next
/// to each site of R, with `(from)` the site of R and `(to)` the one next to it; the
/// sites of R are left out after. Each site of R is bound as `(site)` here, so a C
/// that reads `(site)` itself is refused.
fn around_if(cx: &mut Cx, b: &Node, sites: &Region, d: Dirs) -> Option<Region> {
    use crate::program::visit::Node as N;
    let cond = boolean(cx, b)?;
    if N::Bool(&cond).any(&mut |n| matches!(n, N::Site(SiteFn::Bound))) {
        cx.unsupported(b, "`if:` of `sites Around` a region that reads `(site)`");
        return None;
    }
    let each = Region::Around {
        site: SiteFn::Bound,
        dirs: d,
        kind: AroundKind::Any,
        cond: Some(Box::new(cond)),
        distance: None,
    };
    let each = Region::Each(Box::new(sites.clone()), Box::new(each));
    Some(Region::Difference(Box::new(each), Box::new(sites.clone())))
}

/// The sites Ludii's `Own` of `SitesAround` keeps: the mover's pieces and the shared
/// ones (not the neutral ones; ludic keeps both as owner 0, so a game with both is
/// refused).
fn own_or_shared(cx: &mut Cx, at: &Node) -> Option<Region> {
    let neutral = cx.comps.iter().any(|c| c.owner == 0 && c.name != c.base);
    let shared = cx.comps.iter().any(|c| c.owner == 0 && c.name == c.base);
    let mover = Region::Occupied(Who::Mover);
    match (shared, neutral) {
        (false, _) => Some(mover),
        (true, false) => Some(Region::Union(vec![mover, Region::Occupied(Who::Id(0))])),
        (true, true) => {
            cx.unsupported(at, "`Own` in a game with both shared and neutral pieces");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::stacks::tests::{compile, refusal};

    const START: &str = r#"(place Stack "Disc1" 0) (place Stack "Disc2" 8)"#;

    #[test]
    fn distances_by_a_step_rule_are_accepted() {
        let ok = r#"(move (from (sites Occupied by:Mover component:"Disc")) (to (sites Distance (step Forwards (to if:(is Empty (to)))) from:(from) (range 1 (var)))) stack:True)"#;
        assert_eq!(compile(START, ok), Ok(()));
        let steps = "(if (< 1 (count Steps (step (to if:(is Empty (to)))) (last From) (last To))) (move Pass))";
        assert_eq!(compile(START, steps), Ok(()));
        let around = r#"(forEach Site (sites Around (intersection (sites Empty) (sites Around (sites Occupied by:Enemy component:"Disc")))) (move Select (from (site))))"#;
        assert_eq!(compile(START, around), Ok(()));
    }

    #[test]
    fn what_distances_lack_is_refused_where_it_is_written() {
        // Without a step rule, the board's own distances; another relation is refused.
        let plain =
            "(forEach Site (sites Distance from:0 (range 1 2)) (move Select (from (site))))";
        assert_eq!(compile(START, plain), Ok(()));
        let (m, at) = refusal(
            START,
            "(forEach Site (sites Distance Orthogonal from:0 (range 1 2)) (move Select (from (site))))",
        );
        assert!(m.contains("a step rule of a distance"), "{m}");
        assert_eq!(at, "Orthogonal");
        let (m, at) = refusal(
            START,
            "(forEach Site (sites Distance (step (from 1) (to if:True)) from:0 (range 1 2)) (move Select (from (site))))",
        );
        assert!(m.contains("an argument of a step rule"), "{m}");
        assert_eq!(at, "from");
        let (m, at) = refusal(
            START,
            "(forEach Site (sites Distance (step (to 3)) from:0 (range 1 2)) (move Select (from (site))))",
        );
        assert!(m.contains("only if:"), "{m}");
        assert_eq!(at, "3");
        let (m, at) = refusal(
            START,
            "(forEach Site (sites Distance (step (to if:True)) from:0 (between 1 2)) (move Select (from (site))))",
        );
        assert!(m.contains("(range MIN MAX)"), "{m}");
        assert_eq!(at, "(between 1 2)");
        let (m, at) = refusal(
            START,
            "(if (< 1 (count Steps (step (to if:True)) 0 1 2)) (move Pass))",
        );
        assert!(m.contains("(count Steps [TYPE] [DIRECTIONS]"), "{m}");
        assert_eq!(at, "(count Steps (step (to if:True)) 0 1 2)");
        let (m, at) = refusal(
            START,
            "(forEach Site (sites Around (sites Empty) NotOwn) (move Select (from (site))))",
        );
        assert!(m.contains("(sites Around REGION"), "{m}");
        assert_eq!(at, "NotOwn");
    }
}
