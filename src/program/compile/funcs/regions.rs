//! Regions: sets of sites, folded to a constant when they do not depend on the position.

use super::{boolean, dirs, int, int_const, region_const, site, site_named, who};
use crate::program::compile::{self, flat, moves, Cl, Cx};
use crate::program::{Dirs, Int, Region, SiteFn, SiteSet, Who};
use crate::syntax::ast::{Kind, Node};

/// A region function, folded to a constant when it does not depend on the position.
pub fn region(cx: &mut Cx, node: &Node) -> Option<Region> {
    if let Kind::Array(items) = &node.kind {
        let mut s = SiteSet::EMPTY;
        let mut moving = Vec::new();
        for i in items {
            // An array of regions is their union (`(regions P1 {(sites Side NE)
            // (sites Side SW)})`); of sites, the set of them.
            if matches!(
                compile::head(i),
                Some("sites" | "union" | "difference" | "intersection" | "expand")
            ) {
                match region(cx, i)? {
                    Region::Const(x) => s = s.union(&x),
                    r => moving.push(r),
                }
                continue;
            }
            match site(cx, i)? {
                SiteFn::Const(v) => s.insert(v),
                // A site of the position (`(sites {(from)})`).
                f => moving.push(Region::Site(f)),
            }
        }
        if moving.is_empty() {
            return Some(Region::Const(s));
        }
        moving.push(Region::Const(s));
        return Some(Region::Union(moving));
    }
    if let Kind::Str(name) = &node.kind {
        // A region of the equipment by its name (`(sites "GoalKing")`): every region
        // of that name, whoever owns it, as Ludii's `SitesEquipmentRegion` gathers them.
        let named: Vec<&SiteSet> = cx
            .regions
            .iter()
            .filter(|r| r.name.as_deref() == Some(name.as_str()))
            .map(|r| &r.sites)
            .collect();
        if !named.is_empty() {
            return Some(Region::Const(
                named.into_iter().fold(SiteSet::EMPTY, |a, r| a.union(r)),
            ));
        }
        // One site by its coordinate, as `coord:"A3"` of `place` names it.
        let s = site_named(cx, node, name)?;
        return Some(Region::Const(std::iter::once(s).collect()));
    }
    // A number where Ludii takes a site or a region (`(remove (+ (to) 6))`, `(from 6)`,
    // `(difference (sites Board) 12)`): one site.
    if super::op(node).is_some() || is_number_choice(node) || matches!(node.kind, Kind::Int(_)) {
        return Some(match site(cx, node)? {
            SiteFn::Const(s) => Region::Const(std::iter::once(s).collect()),
            s => Region::Site(s),
        });
    }
    let Some(cl) = Cl::of(node) else {
        if !compile::kinds::refuse_type(cx, node, "this place") {
            cx.bad(node, "a region");
        }
        return None;
    };
    if !compile::ludemes::check(cx, compile::ludemes::Family::Region, &cl) {
        return None;
    }
    let g = cx.graph().clone();
    let r = match (cl.head, cl.variant()) {
        // `(sites Cell "E4")`, `(sites Vertex {"A1" "B2"})`: sites of that type by their
        // coordinates (Ludii's `SitesCoords`).
        ("sites", Some("Cell" | "Vertex"))
            if cl.pos.len() == 2
                && cl.named.is_empty()
                && matches!(&cl.pos[1].kind, Kind::Str(_) | Kind::Array(_)) =>
        {
            let (kind, rest) = compile::kinds::leading(cx, &cl.pos)?;
            let inner = kind.or(cx.site_kind);
            let outer = std::mem::replace(&mut cx.site_kind, inner);
            let r = match rest.as_slice() {
                [one] => region(cx, one),
                _ => None,
            };
            cx.site_kind = outer;
            return r;
        }
        ("sites", Some(v))
            if matches!(
                v,
                "Bottom"
                    | "Top"
                    | "Left"
                    | "Right"
                    | "Outer"
                    | "Inner"
                    | "Perimeter"
                    | "Board"
                    | "Corners"
                    | "Centre"
                    | "Phase"
                    | "Row"
                    | "Column"
            ) && cl.pos.get(1).is_some_and(|a| {
                matches!(&a.kind, Kind::Ident(s) if matches!(s.as_str(), "Cell" | "Vertex" | "Edge"))
            }) =>
        {
            return compile::kinds::typed_shape(cx, &cl, v)
        }
        ("sites", Some(v))
            if g.geo.is_some()
                && !matches!(
                    v,
                    "Next"
                        | "Player"
                        | "Prev"
                        | "Track"
                        | "Mover"
                        | "P1"
                        | "P2"
                        | "P3"
                        | "P4"
                        | "P5"
                        | "P6"
                        | "P7"
                        | "P8"
                        | "ToClear"
                        | "Pending"
                        | "Empty"
                        | "Occupied"
                        | "From"
                        | "Board"
                        | "Hand"
                        | "Around"
                        | "Direction"
                        | "LineOfSight"
                        | "Group"
                        | "Between"
                        | "Distance"
                        | "Incident"
                        | "Start"
                        | "State"
                        | "Playable"
                        | "To"
                ) =>
        {
            if g.geo.as_ref().is_some_and(|geo| geo.edges) {
                // Ludii measures a board of edges' regions on its edges; not kept.
                cx.unsupported(node, "a region measured on a board of edges");
                return None;
            }
            return compile::board::measured(cx, node, &cl, &g);
        }
        ("sites", Some(v)) => match v {
            "Bottom" => Region::Const(g.sites_where(|_, r| r == 0)),
            "Top" => Region::Const(g.sites_where(|_, r| r as u16 == g.rows - 1)),
            "Left" => Region::Const(g.sites_where(|c, _| c == 0)),
            "Right" => Region::Const(g.sites_where(|c, _| c as u16 == g.cols - 1)),
            // On a grid the perimeter is its outer ring (Ludii measures it on the
            // graph; a full grid's is its edge).
            "Outer" | "Perimeter" => Region::Const(g.sites_where(|c, r| {
                c == 0 || r == 0 || c as u16 == g.cols - 1 || r as u16 == g.rows - 1
            })),
            // Ludii's inner sites are those not outer (`MeasureGraph`).
            "Inner" if cl.pos.len() == 1 && cl.named.is_empty() => {
                Region::Const(g.sites_where(|c, r| {
                    !(c == 0 || r == 0 || c as u16 == g.cols - 1 || r as u16 == g.rows - 1)
                }))
            }
            "Board" => Region::Const(g.sites_of(g.own_kind())),
            // On the square grid Ludii's sides are its rows and columns at the edge (a
            // corner on two sides); it has no diagonal side.
            "Side" if cl.pos.len() == 2 && cl.named.is_empty() => match &cl.pos[1].kind {
                Kind::Ident(d) if d == "N" => Region::Const(g.sites_where(|_, r| r as u16 == g.rows - 1)),
                Kind::Ident(d) if d == "S" => Region::Const(g.sites_where(|_, r| r == 0)),
                Kind::Ident(d) if d == "W" => Region::Const(g.sites_where(|c, _| c == 0)),
                Kind::Ident(d) if d == "E" => Region::Const(g.sites_where(|c, _| c as u16 == g.cols - 1)),
                _ => {
                    cx.unsupported(node, "a side of the square grid (N, E, S or W)");
                    return None;
                }
            },
            "Phase" => {
                let k = int_const(cx, cl.pos.get(1)?)?;
                Region::Const(
                    g.sites_of(g.own_kind())
                        .iter()
                        .filter(|&s| g.phase(s) as i64 == k)
                        .collect(),
                )
            }
            "Row" | "Column" => {
                let k = match int(cx, cl.pos.get(1)?)? {
                    Int::Const(k) => k,
                    n => return Some(compile::coords::sites_line(cx, n, v == "Row")),
                };
                Region::Const(if v == "Row" {
                    g.sites_where(|_, r| r as i64 == k)
                } else {
                    g.sites_where(|c, _| c as i64 == k)
                })
            }
            "Start" => {
                cl.only_named(cx, &[]);
                let p = cl.pos.get(1).and_then(|p| Cl::of(p).filter(|p| p.head == "piece"));
                let Some(n) = p.as_ref().and_then(|p| p.pos.first().copied()) else {
                    cx.bad(node, "(sites Start (piece N))");
                    return None;
                };
                Region::Start(Box::new(int(cx, n)?))
            }
            "Track" => return compile::tracks::sites_track(cx, &cl),
            // `(sites Mover [NAME])`, `(sites P2 [NAME])`: the regions a player owns.
            "Next" | "Mover" | "Prev" | "Player" => return equipment_region(cx, &cl),
            p if player_id(p).is_some() => return equipment_region(cx, &cl),
            // The board's sites whose state is N (Ludii's `SitesState`: an empty site's
            // is 0).
            "State" if cl.pos.len() == 2 && cl.named.is_empty() => {
                let n = int(cx, cl.pos[1])?;
                let at = Int::StateAt(SiteFn::Bound);
                Region::Filter(
                    Box::new(Region::Const(g.sites_of(g.own_kind()))),
                    Box::new(crate::program::Bool::Cmp(crate::program::CmpOp::Eq, at, n)),
                )
            }
            "ToClear" => Region::ToClear,
            "LastTo" if cl.pos.len() == 1 && cl.named.is_empty() => Region::LastTos,
            "Pending" => Region::Pending,
            "Hidden" => return compile::hidden::sites_hidden(cx, &cl),
            "Empty" => return compile::kinds::sites_empty(cx, &cl),
            "Incident" => return compile::kinds::sites_incident(cx, &cl),
            // Of some kinds of piece: in a game without stacks, the sites whose piece is.
            "Occupied"
                if !cx.says_stack
                    && cl.named("top").is_none()
                    && (cl.named("component").is_some() || cl.named("components").is_some()) =>
            {
                return compile::stacks::occupied_of_kinds(cx, &cl)
            }
            "Occupied"
                if cl.named("component").is_some()
                    || cl.named("components").is_some()
                    || cl.named("top").is_some() =>
            {
                return compile::stacks::occupied(cx, &cl)
            }
            "Distance" => return compile::distance::sites_distance(cx, &cl),
            "Around"
                if cl
                    .pos
                    .get(1)
                    .is_some_and(|n| compile::distance::names_sites(n)) =>
            {
                return compile::distance::around_region(cx, &cl)
            }
            // Ludii's `sites Occupied` of a container holds the sites its large pieces
            // cover, not only their roots.
            "Occupied"
                if cl.named("container").is_some() && cx.comps.iter().any(|c| c.walk.is_some()) =>
            {
                cx.unsupported(
                    cl.named("container")?,
                    "`container:` of `sites Occupied` in a game with large pieces",
                );
                return None;
            }
            "Occupied"
                if matches!(cl.named("by").map(|b| &b.kind), Some(Kind::Ident(e)) if matches!(e.as_str(), "All" | "Neutral" | "Shared"))
                    && cl.named("component").is_none()
                    && cl.named("components").is_none()
                    && cl.named("top").is_none() =>
            {
                cl.only_named(cx, &["by", "container", "on"]);
                return compile::kinds::occupied_by_role(cx, &cl);
            }
            "Occupied" if matches!(cl.named("by").map(|b| &b.kind), Some(Kind::Ident(e)) if e == "Enemy") =>
            {
                cl.only_named(cx, &["by", "container"]);
                return compile::dynamic::occupied_by_enemy(cx, &cl);
            }
            "Occupied" if compile::teams::by_team(&cl) => {
                cl.only_named(cx, &["by", "container", "on"]);
                return compile::teams::occupied_by_team(cx, &cl);
            }
            "Occupied" => {
                cl.only_named(cx, &["by", "container", "on"]);
                let w = match cl.named("by") {
                    Some(b) => who(cx, b)?,
                    None => Who::Mover,
                };
                return compile::kinds::sites_occupied(cx, &cl, w);
            }
            "Hand" => return compile::phases::sites_hand(cx, &cl),
            "Centre" if cl.pos.len() == 1 && cl.named.is_empty() => Region::Const(g.centre()),
            "Corners" if cl.pos.len() == 1 && cl.named.is_empty() => Region::Const(g.corners()),
            "Around" => return compile::around::sites_around(cx, &cl),
            "Playable" => return compile::playable::sites_playable(cx, &cl),
            "From" => Region::From(Box::new(moves::moves(cx, cl.pos.get(1)?)?)),
            "To" if cl.pos.len() == 2 => Region::To(Box::new(moves::moves(cx, cl.pos[1])?)),
            "Direction" => return compile::regions::direction(cx, &cl),
            "LineOfSight" => return compile::regions::line_of_sight(cx, &cl),
            "Group" => return compile::groups::sites_group(cx, &cl),
            "Between" => return compile::dynamic::between(cx, &cl),
            _ => {
                cx.unsupported(node, "a region");
                return None;
            }
        },
        ("forEach", None) => return compile::regions::for_each(cx, &cl),
        // Ludii's `If` of regions: without a third, the empty region when C fails.
        ("if", None) if (2..=3).contains(&cl.pos.len()) && cl.named.is_empty() => Region::If(
            Box::new(boolean(cx, cl.pos[0])?),
            Box::new(region(cx, cl.pos[1])?),
            Box::new(match cl.pos.get(2) {
                Some(r) => region(cx, r)?,
                None => Region::Const(SiteSet::EMPTY),
            }),
        ),
        ("values", Some("Remembered")) if cl.pos.len() <= 2 && cl.named.is_empty() => {
            match cl.pos.get(1).map(|n| &n.kind) {
                None => Region::Remembered(None),
                Some(Kind::Str(s)) => Region::Remembered(Some(cx.names.intern(s))),
                Some(_) => {
                    cx.bad(cl.pos[1], "the name of the values remembered, a string");
                    return None;
                }
            }
        }
        ("last", Some("Between")) if cl.pos.len() == 1 && cl.named.is_empty() => {
            Region::LastBetween
        }
        ("sites", None) => match cl.pos.first() {
            Some(a) if compile::head(a) == Some("player") => {
                return compile::dynamic::sites_of_player(cx, &Cl::of(a)?)
            }
            // Ludii's `SitesCustom` of an array of numbers: its values as sites.
            Some(a) if compile::int_arrays::is_int_array(a) && cl.pos.len() == 1 => {
                return Some(Region::OfArray(Box::new(compile::int_arrays::int_array(
                    cx, a,
                )?)))
            }
            Some(a) => return region(cx, a),
            // `(sites)` inside `forEach Group`: the group.
            None if cx.group_region.is_some() => return cx.group_region.clone(),
            None => {
                cx.bad(node, "a region");
                return None;
            }
        },
        // Any variant: with `origin:`, the first positional argument is the directions.
        ("expand", _) => {
            cl.only_named(cx, &["steps", "origin"]);
            // Ludii grows either a region or the one site `origin:` (then the directions
            // come first among the positional arguments).
            let steps = match cl.named("steps") {
                Some(s) => int_const(cx, s)?,
                None => 1,
            };
            let (base, rest) = match cl.named("origin") {
                Some(o) => {
                    let f = site(cx, o)?;
                    match super::region_const::fold_site(cx, &f) {
                        Some(v) if usize::from(v) < cx.graph().len() => {
                            let mut one = SiteSet::EMPTY;
                            one.insert(v);
                            (one, 0)
                        }
                        // An origin read in play (Ataxx's `(expand origin:(from)
                        // steps:2)`): along the board's adjacency, the sites within N
                        // steps of it, itself included, as `sites Distance` of the range
                        // 0 to N finds them.
                        None if cl.pos.is_empty()
                            && g.geo.as_ref().is_none_or(|x| x.unslotted.is_none()) =>
                        {
                            let n = Int::Const(steps.clamp(0, 1000));
                            return Some(Region::BoardDistance(Box::new((f, Int::Const(0), n))));
                        }
                        None if cl.pos.is_empty() => (SiteSet::EMPTY, 0),
                        None => {
                            cx.unsupported(
                                o,
                                "`origin:` read in play with directions of `expand`",
                            );
                            return None;
                        }
                        Some(_) => {
                            cx.bad(o, "a site of the board");
                            return None;
                        }
                    }
                }
                None => (region_const(cx, cl.pos.first()?)?, 1),
            };
            let mask = match cl.pos.get(rest) {
                Some(d) => match dirs(cx, d)? {
                    Dirs::Fixed { abs, rel: 0 } => abs,
                    _ => {
                        cx.bad(d, "absolute directions");
                        return None;
                    }
                },
                None => match g.geo.as_ref().and_then(|x| x.unslotted.as_ref()) {
                    Some(why) => {
                        let what = format!("the board's adjacency here ({why})");
                        cx.unsupported(cl.node, &what);
                        return None;
                    }
                    None => g.adjacent(),
                },
            };
            Region::Const(g.expand(base, steps.clamp(0, 1000) as u32, mask))
        }
        ("union" | "intersection", None) => {
            let parts: Vec<&Node> = flat(&cl.pos);
            let rs: Option<Vec<Region>> = parts.iter().map(|p| region(cx, p)).collect();
            let rs = rs?;
            let union = cl.head == "union";
            if rs.iter().all(|r| matches!(r, Region::Const(_))) {
                let mut it = rs.iter().map(|r| match r {
                    Region::Const(s) => s.clone(),
                    _ => SiteSet::EMPTY,
                });
                let first = it.next().unwrap_or_default();
                Region::Const(it.fold(first, |a, b| {
                    if union {
                        a.union(&b)
                    } else {
                        a.intersection(&b)
                    }
                }))
            } else if union {
                Region::Union(rs)
            } else {
                Region::Intersection(rs)
            }
        }
        ("difference", None) if cl.pos.len() == 2 => {
            let a = region(cx, cl.pos[0])?;
            let b = region(cx, cl.pos[1])?;
            match (&a, &b) {
                (Region::Const(x), Region::Const(y)) => Region::Const(x.difference(y)),
                _ => Region::Difference(Box::new(a), Box::new(b)),
            }
        }
        _ => match site(cx, node) {
            Some(SiteFn::Const(s)) => Region::Const(std::iter::once(s).collect()),
            Some(s) => Region::Site(s),
            None => return None,
        },
    };
    Some(r)
}

/// The player a role names (`P1` ... `P16`).
fn player_id(name: &str) -> Option<crate::program::PlayerId> {
    name.strip_prefix('P')?
        .parse()
        .ok()
        .filter(|p| (1..=crate::program::MAX_PLAYERS as u8).contains(p))
}

/// `(sites ROLE [NAME])`, as Ludii's `SitesEquipmentRegion`: the regions of the equipment
/// that player owns whose name contains NAME (every region of theirs without one).
fn equipment_region(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &[]);
    let name = match cl.pos.get(1).map(|n| &n.kind) {
        None => "",
        Some(Kind::Str(s)) => s.as_str(),
        Some(_) => {
            cx.bad(cl.pos[1], "the name of a region, a string");
            return None;
        }
    };
    if cl.pos.len() > 2 {
        cx.bad(cl.pos[2], "(sites PLAYER [\"Name\"])");
        return None;
    }
    let of = |p: u8| {
        cx.regions
            .iter()
            .filter(|r| r.owner == p && r.name.as_deref().unwrap_or("").contains(name))
            .fold(SiteSet::EMPTY, |a, r| a.union(&r.sites))
    };
    let who = match cl.variant()? {
        "Mover" => Who::Mover,
        "Next" => Who::Next,
        "Prev" => Who::Prev,
        "Player" => Who::Player,
        p => return Some(Region::Const(of(player_id(p)?))),
    };
    if name.is_empty() {
        return Some(Region::Owned(who));
    }
    let per_player = (0..=crate::program::MAX_PLAYERS as u8).map(of).collect();
    Some(Region::OfPlayer(who, per_player))
}

/// Whether a node is `(if C A B)` choosing between numbers (a site either way).
fn is_number_choice(node: &Node) -> bool {
    match &node.kind {
        Kind::Clause { args, .. } if compile::head(node) == Some("if") && args.len() == 3 => args
            [1..]
            .iter()
            .any(|a| super::op(a).is_some() || matches!(a.kind, Kind::Int(_))),
        _ => false,
    }
}
