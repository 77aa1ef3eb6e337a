//! Functions: booleans, integers, sites, regions, players and directions.
//!
//! Regions and integers that do not depend on the position are folded at compile
//! time (`(sites Bottom)`, `(count Rows)`, `(- 4 1)`), so the engine sees constants.

use super::{flat, moves, Cl, Cx};
use crate::compile::players::ABS_NAMES;
use crate::program::{ArithOp, Bool, CmpOp, Dirs, Int, Region, SiteFn, SiteSet, Who};
use crate::syntax::ast::{Head, Kind, Node};

/// Relative direction names, clockwise from forward (bit i of [`Dirs::Fixed`]'s `rel`).
pub const REL: [&str; 8] = ["F", "FR", "R", "BR", "B", "BL", "L", "FL"];

/// A player constant or function.
pub fn who(cx: &mut Cx, node: &Node) -> Option<Who> {
    let w = match &node.kind {
        Kind::Ident(s) => match s.as_str() {
            "Mover" => Who::Mover,
            "Next" => Who::Next,
            "Prev" => Who::Prev,
            "Player" => Who::Player,
            s if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
                Who::Id(s[1..].parse().unwrap_or(1))
            }
            _ => {
                cx.bad(node, "a player (Mover, Next, Prev, P1...)");
                return None;
            }
        },
        Kind::Int(n) if (0..=16).contains(n) => Who::Id(*n as u8),
        Kind::Clause { .. } if super::head(node) == Some("mover") => Who::Mover,
        Kind::Clause { .. } if super::head(node) == Some("next") => Who::Next,
        Kind::Clause { .. } if super::head(node) == Some("prev") => Who::Prev,
        _ => {
            cx.bad(node, "a player (Mover, Next, Prev, P1...)");
            return None;
        }
    };
    Some(w)
}

/// An integer known at compile time.
pub fn int_const(cx: &mut Cx, node: &Node) -> Option<i64> {
    match int(cx, node)? {
        Int::Const(v) => Some(v),
        _ => {
            cx.bad(node, "a number known before play");
            None
        }
    }
}

fn op(node: &Node) -> Option<&str> {
    match &node.kind {
        Kind::Clause {
            head: Head::Op(o), ..
        } => Some(o),
        _ => None,
    }
}

fn clause_args(node: &Node) -> &[Node] {
    match &node.kind {
        Kind::Clause { args, .. } => args,
        _ => &[],
    }
}

/// An integer function.
pub fn int(cx: &mut Cx, node: &Node) -> Option<Int> {
    if let Kind::Int(v) = node.kind {
        return Some(Int::Const(v));
    }
    if let Some(o) = op(node) {
        let a = clause_args(node);
        let aop = match o {
            "+" => ArithOp::Add,
            "-" => ArithOp::Sub,
            "*" => ArithOp::Mul,
            "/" => ArithOp::Div,
            "%" => ArithOp::Rem,
            _ => {
                cx.unsupported(node, "a number");
                return None;
            }
        };
        if a.len() == 1 && aop == ArithOp::Sub {
            let x = int(cx, &a[0])?;
            return Some(fold(ArithOp::Sub, Int::Const(0), x));
        }
        if a.len() == 1 && aop == ArithOp::Add {
            return super::dynamic::sum_of_array(cx, &a[0]);
        }
        if a.len() != 2 {
            cx.bad(node, "two numbers");
            return None;
        }
        let (x, y) = (int(cx, &a[0])?, int(cx, &a[1])?);
        return Some(fold(aop, x, y));
    }
    let Some(cl) = Cl::of(node) else {
        if let Kind::Ident(s) = &node.kind {
            if s == "Off" || s == "Undefined" {
                return Some(Int::Const(-1));
            }
            return who(cx, node).map(Int::Player);
        }
        cx.bad(node, "a number");
        return None;
    };
    if matches!(
        cl.head,
        "last" | "where" | "site" | "from" | "to" | "between" | "centrePoint" | "handSite"
    ) {
        return site(cx, node).map(Int::Site);
    }
    if cl.head == "if" && cl.pos.len() == 3 {
        let (c, a, b) = (
            boolean(cx, cl.pos[0])?,
            int(cx, cl.pos[1])?,
            int(cx, cl.pos[2])?,
        );
        // Known before play when the test is a constant's parity (Ludii's Laram Wali:
        // `steps:(- (/ "ArmSize" 2) (if (is Even "ArmSize") 1 0))`).
        return Some(match c {
            Bool::IsEven(Int::Const(v), even) => {
                if (v % 2 == 0) == even {
                    a
                } else {
                    b
                }
            }
            c => Int::If(Box::new(c), Box::new(a), Box::new(b)),
        });
    }
    let g = cx.graph();
    let v = match (cl.head, cl.variant()) {
        ("count", Some(rc @ ("Rows" | "Columns"))) if g.geo.is_some() => {
            let pos = g.geo.as_ref().map_or(&[][..], |geo| &geo.pos[..]);
            let (rows, cols) = crate::program::geom::labels::rows_and_columns(pos);
            Int::Const(if rc == "Rows" { rows } else { cols } as i64)
        }
        ("count", Some("Rows")) => Int::Const(g.rows as i64),
        ("count", Some("Columns")) => Int::Const(g.cols as i64),
        ("count", Some("Steps")) if cl.pos.get(1).and_then(|n| super::head(n)) == Some("step") => {
            return super::distance::count_steps(cx, &cl)
        }
        ("count", Some("Stack")) => return super::stacks::count_stack(cx, &cl),
        ("level", None) => return super::stacks::level(cx, &cl),
        ("count", Some("Steps")) => {
            let rest: Vec<&Node> = cl.pos[1..].to_vec();
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
                    cx.bad(node, "(count Steps [DIRECTIONS] SITE SITE)");
                    return None;
                }
            };
            Int::CountSteps(dirs, site(cx, sites[0])?, site(cx, sites[1])?)
        }
        ("count", Some("MovesThisTurn")) => Int::MovesThisTurn,
        ("count", Some("Best")) if cl.pos.len() == 2 => {
            cl.only_named(cx, &["withValue"]);
            let with_value = match cl.named("withValue").map(|n| &n.kind) {
                Some(Kind::Bool(b)) => *b,
                Some(_) => {
                    cx.bad(cl.named("withValue")?, "True or False");
                    false
                }
                None => false,
            };
            Int::Best {
                with_value,
                moves: Box::new(moves::moves(cx, cl.pos[1])?),
            }
        }
        ("count", Some("Pieces")) if !cx.hands.is_empty() => {
            // Ludii counts the pieces in hand too, which this engine does not yet.
            cx.unsupported(node, "a number in a game with hands");
            return None;
        }
        ("count", Some("Pieces")) => {
            let w = match cl.pos.get(1) {
                Some(p) => who(cx, p)?,
                None => Who::Mover,
            };
            let name = cl.pos.get(2).and_then(|n| match &n.kind {
                Kind::Str(s) => Some(s.clone()),
                _ => None,
            });
            Int::CountPieces(w, name.map(|n| cx.names.intern(&n)))
        }
        ("count", Some("Cell")) | ("count", None) if cl.named("at").is_some() => {
            cl.only_named(cx, &["at"]);
            if cl.pos.len() > usize::from(cl.head == "count" && cl.variant().is_some()) {
                cx.unsupported(node, "a number");
                return None;
            }
            cx.counts = true;
            Int::CountAt(site(cx, cl.named("at")?)?)
        }
        ("count", Some("Sites")) => {
            let r = cl.named("in")?;
            Int::CountSites(Box::new(region(cx, r)?))
        }
        ("who", None) => return super::stacks::who_at(cx, &cl),
        ("what", None) => {
            cl.only_named(cx, &["at", "level"]);
            let at = site(cx, cl.named("at")?)?;
            match cl.named("level") {
                Some(l) => Int::WhatAtLevel(at, Box::new(int(cx, l)?)),
                None => Int::WhatAt(at),
            }
        }
        ("size", Some("Stack")) => {
            cl.only_named(cx, &["at"]);
            Int::StackSize(site(cx, cl.named("at")?)?)
        }
        ("topLevel", None) => {
            cl.only_named(cx, &["at"]);
            Int::TopLevel(site(cx, cl.named("at")?)?)
        }
        ("state", None) => Int::StateAt(site(cx, cl.named("at")?)?),
        ("value", Some("Player")) => Int::ValuePlayer(who(cx, cl.pos.get(1)?)?),
        ("value", Some("Piece")) => Int::ValueAt(site(cx, cl.named("at")?)?),
        ("id", None) => {
            let Some(Kind::Str(name)) = cl.pos.first().map(|n| &n.kind) else {
                cx.bad(node, "(id \"Name\" PLAYER)");
                return None;
            };
            let w = match cl.pos.get(1) {
                Some(p) => who(cx, p)?,
                None => {
                    // `(id "King2")`: a component by its full name.
                    match cx.comps.iter().position(|c| c.name == *name) {
                        Some(i) => return Some(Int::Const(i as i64 + 1)),
                        None => {
                            cx.bad(node, "the name of a piece declared in the equipment");
                            return None;
                        }
                    }
                }
            };
            Int::Id(cx.names.intern(name), w)
        }
        ("mover", None) => Int::Player(Who::Mover),
        ("next", None) => Int::Player(Who::Next),
        ("var" | "score" | "max" | "min", _) => return super::memory::int(cx, &cl),
        ("centrePoint", None) if cl.pos.is_empty() && cl.named.is_empty() => {
            Int::Const(g.centre().iter().next().map_or(-1, i64::from))
        }
        _ => {
            cx.unsupported(node, "a number");
            return None;
        }
    };
    Some(v)
}

fn fold(op: ArithOp, x: Int, y: Int) -> Int {
    match (&x, &y) {
        (Int::Const(a), Int::Const(b)) => Int::Const(arith(op, *a, *b)),
        _ => Int::Arith(op, Box::new(x), Box::new(y)),
    }
}

/// `a op b` as the engine computes it (division by zero gives 0).
pub fn arith(op: ArithOp, a: i64, b: i64) -> i64 {
    match op {
        ArithOp::Add => a.wrapping_add(b),
        ArithOp::Sub => a.wrapping_sub(b),
        ArithOp::Mul => a.wrapping_mul(b),
        ArithOp::Div => a.checked_div(b).unwrap_or(0),
        ArithOp::Rem => a.checked_rem(b).unwrap_or(0),
    }
}

/// A site function.
pub fn site(cx: &mut Cx, node: &Node) -> Option<SiteFn> {
    if let Kind::Int(v) = node.kind {
        if v < 0 || v as usize >= cx.graph().len() {
            cx.bad(node, "a site of the board");
            return None;
        }
        return Some(SiteFn::Const(v as u16));
    }
    if let Kind::Str(name) = &node.kind {
        return site_named(cx, node, name).map(SiteFn::Const);
    }
    if op(node).is_some() {
        return super::dynamic::number_as_site(cx, node);
    }
    let Some(cl) = Cl::of(node) else {
        if !super::kinds::refuse_type(cx, node, "this place") {
            cx.bad(node, "a site");
        }
        return None;
    };
    let s = match (cl.head, cl.variant(), cl.pos.len()) {
        ("from", None, 0) => SiteFn::From,
        ("to", None, 0) => SiteFn::To,
        ("between", None, 0) => SiteFn::Between,
        ("site", None, 0) => SiteFn::Bound,
        ("coord", None, 1) => {
            let Kind::Str(name) = &cl.pos[0].kind else {
                cx.bad(cl.pos[0], "a coordinate such as \"A1\"");
                return None;
            };
            SiteFn::Const(site_named(cx, cl.pos[0], name)?)
        }
        ("last", Some("To"), 1) => SiteFn::LastTo,
        ("last", Some("From"), 1) => SiteFn::LastFrom,
        ("handSite", _, 1) => {
            cx.counts = true;
            SiteFn::Hand(who(cx, cl.pos[0])?)
        }
        ("centrePoint", None, 0) => match cx.graph().centre().iter().next() {
            Some(s) => SiteFn::Const(s),
            None => return None,
        },
        ("where", None, 2) => {
            let Kind::Str(name) = &cl.pos[0].kind else {
                cx.bad(node, "(where \"Name\" PLAYER)");
                return None;
            };
            let w = who(cx, cl.pos[1])?;
            SiteFn::Where(cx.names.intern(name), w)
        }
        _ => {
            cx.unsupported(node, "a site");
            return None;
        }
    };
    if !cl.named.is_empty() {
        cl.only_named(cx, &[]);
    }
    Some(s)
}

/// The site of the board whose coordinate is `name` (Ludii's labels: a column letter
/// from `A` at the left, a row number from 1 at the bottom).
pub fn site_named(cx: &mut Cx, node: &Node, name: &str) -> Option<u16> {
    let g = cx.graph();
    let kind = super::kinds::or_own(cx, cx.site_kind);
    let found = match cx.site_kind {
        Some(k) if g.geo.is_none() => g.site_named_in(k, name),
        _ => g.site_named(name),
    };
    if let Some(s) = found {
        return Some(s);
    }
    let what = match kind {
        crate::program::dual::SiteKind::Vertex => "point",
        crate::program::dual::SiteKind::Cell => "cell",
    };
    let (base, count, _, _) = g.kind_grid(kind);
    let last = g.label(base + (count.max(1) - 1) as u16);
    let last = match &g.dual {
        Some(d) if base >= d.own => last[kind.mark().len()..].to_string(),
        _ => last,
    };
    let row = name.trim_start_matches(|c: char| c.is_ascii_uppercase());
    let coordinate =
        row.len() < name.len() && !row.is_empty() && row.chars().all(|c| c.is_ascii_digit());
    if !coordinate {
        cx.bad(node, "a site (a number, or a coordinate such as \"A1\")");
        return None;
    }
    cx.error(
        crate::diag::Diag::new(
            "lud::program::unknown_site",
            format!("no {what} of this board is named \"{name}\""),
        )
        .label(node.span, "not a site of the board")
        .help(format!(
            "a site is named by its column letter (from A at the left) and its row number \
             (from 1 at the bottom): this board's run from A1 to {last}"
        )),
    );
    None
}

/// A region that must be known before play (start placements, owned regions).
pub fn region_const(cx: &mut Cx, node: &Node) -> Option<SiteSet> {
    match region(cx, node)? {
        Region::Const(s) => Some(s),
        _ => {
            cx.bad(node, "sites known before play");
            None
        }
    }
}

/// A region function, folded to a constant when it does not depend on the position.
pub fn region(cx: &mut Cx, node: &Node) -> Option<Region> {
    if let Kind::Array(items) = &node.kind {
        let mut s = SiteSet::EMPTY;
        let mut moving = Vec::new();
        for i in items {
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
        // A region of the equipment by its name (`(sites "GoalKing")`).
        if let Some(r) = cx
            .regions
            .iter()
            .find(|r| r.name.as_deref() == Some(name.as_str()))
        {
            return Some(Region::Const(r.sites));
        }
        // One site by its coordinate, as `coord:"A3"` of `place` names it.
        let s = site_named(cx, node, name)?;
        return Some(Region::Const(std::iter::once(s).collect()));
    }
    let Some(cl) = Cl::of(node) else {
        if !super::kinds::refuse_type(cx, node, "this place") {
            cx.bad(node, "a region");
        }
        return None;
    };
    let g = cx.graph().clone();
    let r = match (cl.head, cl.variant()) {
        ("sites", Some(v))
            if matches!(
                v,
                "Bottom"
                    | "Top"
                    | "Left"
                    | "Right"
                    | "Outer"
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
            return super::kinds::typed_shape(cx, &cl, v)
        }
        ("sites", Some(v))
            if g.geo.is_some()
                && !matches!(
                    v,
                    "Next"
                        | "Mover"
                        | "ToClear"
                        | "Pending"
                        | "Empty"
                        | "Occupied"
                        | "From"
                        | "Board"
                        | "Hand"
                        | "Around"
                        | "Direction"
                        | "Between"
                        | "Distance"
                        | "Incident"
                ) =>
        {
            return super::board::measured(cx, node, &cl, &g)
        }
        ("sites", Some(v)) => match v {
            "Bottom" => Region::Const(g.sites_where(|_, r| r == 0)),
            "Top" => Region::Const(g.sites_where(|_, r| r as u16 == g.rows - 1)),
            "Left" => Region::Const(g.sites_where(|c, _| c == 0)),
            "Right" => Region::Const(g.sites_where(|c, _| c as u16 == g.cols - 1)),
            "Outer" => Region::Const(g.sites_where(|c, r| {
                c == 0 || r == 0 || c as u16 == g.cols - 1 || r as u16 == g.rows - 1
            })),
            "Board" => Region::Const(g.sites_of(g.own_kind())),
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
                let k = int_const(cx, cl.pos.get(1)?)?;
                Region::Const(if v == "Row" {
                    g.sites_where(|_, r| r as i64 == k)
                } else {
                    g.sites_where(|c, _| c as i64 == k)
                })
            }
            "Next" => Region::Owned(Who::Next),
            "Mover" => Region::Owned(Who::Mover),
            "ToClear" => Region::ToClear,
            "Pending" => Region::Pending,
            "Empty" => return super::kinds::sites_empty(cx, &cl),
            "Incident" => return super::kinds::sites_incident(cx, &cl),
            "Occupied" if cl.named("component").is_some() || cl.named("top").is_some() => {
                return super::stacks::occupied(cx, &cl)
            }
            "Distance" => return super::distance::sites_distance(cx, &cl),
            "Around"
                if cl
                    .pos
                    .get(1)
                    .is_some_and(|n| super::distance::names_sites(n)) =>
            {
                return super::distance::around_region(cx, &cl)
            }
            "Occupied" if matches!(cl.named("by").map(|b| &b.kind), Some(Kind::Ident(e)) if e == "Enemy") =>
            {
                cl.only_named(cx, &["by", "container"]);
                return super::dynamic::occupied_by_enemy(cx, &cl);
            }
            "Occupied" => {
                cl.only_named(cx, &["by", "container", "on"]);
                let w = match cl.named("by") {
                    Some(b) => who(cx, b)?,
                    None => Who::Mover,
                };
                return super::kinds::sites_occupied(cx, &cl, w);
            }
            "Hand" => return super::phases::sites_hand(cx, &cl),
            "Centre" if cl.pos.len() == 1 && cl.named.is_empty() => Region::Const(g.centre()),
            "Corners" if cl.pos.len() == 1 && cl.named.is_empty() => Region::Const(g.corners()),
            "Around" => return super::phases::sites_around(cx, &cl),
            "From" => Region::From(Box::new(moves::moves(cx, cl.pos.get(1)?)?)),
            "Direction" => return super::regions::direction(cx, &cl),
            "Between" => return super::dynamic::between(cx, &cl),
            _ => {
                cx.unsupported(node, "a region");
                return None;
            }
        },
        ("forEach", None) => return super::regions::for_each(cx, &cl),
        ("if", None) if cl.pos.len() == 3 && cl.named.is_empty() => Region::If(
            Box::new(boolean(cx, cl.pos[0])?),
            Box::new(region(cx, cl.pos[1])?),
            Box::new(region(cx, cl.pos[2])?),
        ),
        ("values", Some("Remembered")) if cl.pos.len() == 1 && cl.named.is_empty() => {
            Region::Remembered
        }
        ("last", Some("Between")) if cl.pos.len() == 1 && cl.named.is_empty() => {
            Region::LastBetween
        }
        ("sites", None) => match cl.pos.first() {
            Some(a) if super::head(a) == Some("player") => {
                return super::dynamic::sites_of_player(cx, &Cl::of(a)?)
            }
            Some(a) => return region(cx, a),
            None => {
                cx.bad(node, "a region");
                return None;
            }
        },
        ("expand", None) => {
            cl.only_named(cx, &["steps"]);
            let base = region_const(cx, cl.pos.first()?)?;
            let steps = match cl.named("steps") {
                Some(s) => int_const(cx, s)?,
                None => 1,
            };
            let mask = match cl.pos.get(1) {
                Some(d) => match dirs(cx, d)? {
                    Dirs::Fixed { abs, rel: 0 } => abs,
                    _ => {
                        cx.bad(d, "absolute directions");
                        return None;
                    }
                },
                None => g.adjacent(),
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
                    Region::Const(s) => *s,
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
            Some(s) => Region::Site(s),
            None => return None,
        },
    };
    Some(r)
}

/// A boolean function.
pub fn boolean(cx: &mut Cx, node: &Node) -> Option<Bool> {
    match &node.kind {
        Kind::Bool(b) => return Some(Bool::Const(*b)),
        Kind::Clause {
            head: Head::Op(o), ..
        } => {
            let a = clause_args(node);
            let cmp = match o.as_str() {
                "=" => CmpOp::Eq,
                "!=" => CmpOp::Ne,
                "<" => CmpOp::Lt,
                "<=" => CmpOp::Le,
                ">" => CmpOp::Gt,
                ">=" => CmpOp::Ge,
                _ => {
                    cx.unsupported(node, "a condition");
                    return None;
                }
            };
            if a.len() != 2 {
                cx.bad(node, "two numbers to compare");
                return None;
            }
            return Some(Bool::Cmp(cmp, int(cx, &a[0])?, int(cx, &a[1])?));
        }
        _ => {}
    }
    let Some(cl) = Cl::of(node) else {
        cx.bad(node, "a condition");
        return None;
    };
    let b = match (cl.head, cl.variant()) {
        ("not", None) if cl.pos.len() == 1 => Bool::Not(Box::new(boolean(cx, cl.pos[0])?)),
        ("if", None) if cl.pos.len() == 3 => Bool::If(
            Box::new(boolean(cx, cl.pos[0])?),
            Box::new(boolean(cx, cl.pos[1])?),
            Box::new(boolean(cx, cl.pos[2])?),
        ),
        ("and" | "or", None) => {
            let parts: Vec<&Node> = flat(&cl.pos);
            let bs: Option<Vec<Bool>> = parts.iter().map(|p| boolean(cx, p)).collect();
            if cl.head == "and" {
                Bool::And(bs?)
            } else {
                Bool::Or(bs?)
            }
        }
        ("is", Some(v)) => {
            let arg = |i: usize| cl.pos.get(i).copied();
            match v {
                "Empty" | "Occupied" => {
                    // `(is Empty Cell S)`: the site is read as what it is.
                    let (_, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
                    let at = site(cx, rest.first()?)?;
                    if v == "Empty" {
                        Bool::IsEmpty(at)
                    } else {
                        Bool::IsOccupied(at)
                    }
                }
                "Enemy" => Bool::IsEnemy(int(cx, arg(1)?)?),
                "Friend" => Bool::IsFriend(int(cx, arg(1)?)?),
                "In" => Bool::IsIn(site(cx, arg(1)?)?, region(cx, arg(2)?)?),
                "Prev" => Bool::IsPrev(who(cx, arg(1)?)?),
                "Next" => Bool::IsNext(who(cx, arg(1)?)?),
                "Mover" => Bool::IsMover(who(cx, arg(1)?)?),
                "Pending" => Bool::IsPending,
                "Within" => {
                    cl.only_named(cx, &["in"]);
                    let Some(r) = cl.named("in") else {
                        cx.unsupported(node, "a condition (is Within takes in:REGION)");
                        return None;
                    };
                    Bool::IsWithin(int(cx, arg(1)?)?, region(cx, r)?)
                }
                "Even" => Bool::IsEven(int(cx, arg(1)?)?, true),
                "Odd" => Bool::IsEven(int(cx, arg(1)?)?, false),
                _ => {
                    cx.unsupported(node, "a condition");
                    return None;
                }
            }
        }
        ("all", Some("Sites")) if cl.pos.len() == 2 => {
            cl.only_named(cx, &["if"]);
            let r = region(cx, cl.pos[1])?;
            Bool::AllSites(r, Box::new(boolean(cx, cl.named("if")?)?))
        }
        ("can", Some("Move")) => Bool::CanMove(Box::new(moves::moves(cx, cl.pos.get(1)?)?)),
        ("no", Some("Moves")) => Bool::NoMoves(who(cx, cl.pos.get(1)?)?),
        ("no", Some("Pieces")) => {
            let w = match cl.pos.get(1) {
                Some(p) => who(cx, p)?,
                None => Who::Mover,
            };
            let name = cl.pos.get(2).and_then(|n| match &n.kind {
                Kind::Str(s) => Some(s.clone()),
                _ => None,
            });
            Bool::NoPieces(w, name.map(|n| cx.names.intern(&n)))
        }
        _ => {
            cx.unsupported(node, "a condition");
            return None;
        }
    };
    Some(b)
}

/// Whether `node` reads as a set of directions.
pub fn is_dirs(node: &Node) -> bool {
    match &node.kind {
        Kind::Ident(s) => dir_name(s).is_some(),
        Kind::Array(v) => v.iter().all(is_dirs) && !v.is_empty(),
        Kind::Clause { .. } => {
            matches!(super::head(node), Some("directions"))
                || (super::head(node) == Some("difference")
                    && clause_args(node).first().is_some_and(is_dirs))
                || (super::head(node) == Some("if")
                    && clause_args(node).len() == 3
                    && is_dirs(&clause_args(node)[1]))
        }
        _ => false,
    }
}

fn dir_name(s: &str) -> Option<Dirs> {
    let fixed = |abs: u8, rel: u8| Some(Dirs::Fixed { abs, rel });
    if let Some(i) = ABS_NAMES.iter().position(|n| *n == s) {
        return fixed(1 << i, 0);
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
        Kind::Ident(s)
            if cx.graph().geo.is_some()
                && !matches!(s.as_str(), "SameDirection" | "OppositeDirection") =>
        {
            super::board::direction(cx, node, s)
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
            match cl.head {
                "directions" if cl.named("from").is_some() || cl.named("to").is_some() => {
                    super::dynamic::toward(cx, &cl)
                }
                "directions" if !cl.pos.is_empty() && cl.named.is_empty() => {
                    let ds: Option<Vec<Dirs>> = cl.pos.iter().map(|d| dirs(cx, d)).collect();
                    Some(merge(ds?))
                }
                "if" if cl.pos.len() == 3 => Some(Dirs::If(
                    Box::new(boolean(cx, cl.pos[0])?),
                    Box::new(dirs(cx, cl.pos[1])?),
                    Box::new(dirs(cx, cl.pos[2])?),
                )),
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
