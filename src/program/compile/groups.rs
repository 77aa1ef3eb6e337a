//! `(count Groups [DIRS] [if:C] [min:N])`, `(count Liberties [at:S] [DIRS] [if:C])` and
//! `(size Group at:S [DIRS] [if:C])`: Ludii's group numbers, on the board's own kind
//! of site.

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::{Cl, Cx};
use crate::program::dual::SiteKind;
use crate::program::group::{Group, GroupCount};
use crate::program::{Bool, Dirs, Int, SiteFn};

/// The number `cl` names (`count Groups`, `count Liberties` or `size Group`).
pub fn group(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    let (count, named): (_, &[&str]) = match (cl.head, cl.variant()) {
        ("count", Some("Groups")) => (GroupCount::Groups { min: Int::Const(0) }, &["if", "min"]),
        ("count", Some("Liberties")) => (GroupCount::Liberties, &["at", "if"]),
        ("size", Some("Territory")) => return territory(cx, cl),
        ("sites", _) => (GroupCount::Size, &["at", "from", "if"]),
        _ => (GroupCount::Size, &["at", "if"]),
    };
    cl.only_named(cx, named);
    let (own, rest) = own_kind_args(cx, cl, "a group")?;
    let dirs = match rest.as_slice() {
        [] => Dirs::Fixed {
            abs: cx.graph().adjacent_of(own),
            rel: 0,
        },
        [d] if is_dirs(d) => dirs(cx, d)?,
        [x, ..] => {
            cx.unsupported(
                x,
                &format!(
                    "an argument of `{} {}`",
                    cl.head,
                    cl.variant().unwrap_or("")
                ),
            );
            return None;
        }
    };
    let count = match count {
        GroupCount::Groups { .. } => GroupCount::Groups {
            min: match cl.named("min") {
                Some(n) => int(cx, n)?,
                None => Int::Const(0),
            },
        },
        c => c,
    };
    // `count Liberties` grows from the last move's destination unless told; `size
    // Group` needs `at:`.
    let at = match (&count, cl.named("at")) {
        (GroupCount::Groups { .. }, _) => None,
        (_, Some(a)) => Some(site(cx, a)?),
        (GroupCount::Liberties, None) => Some(SiteFn::LastTo),
        // `sites Group from:R`: each site of R, bound as `(site)` by `sites_group`.
        (GroupCount::Size, None) if cl.named("from").is_some() => Some(SiteFn::Bound),
        (_, None) => {
            cx.bad(cl.node, "(size Group at:SITE [DIRS] [if:C])");
            return None;
        }
    };
    let cond = match cl.named("if") {
        Some(c) => Some(boolean(cx, c)?),
        // Ludii's groups are of occupied sites unless told.
        None if matches!(count, GroupCount::Groups { .. }) => Some(Bool::IsOccupied(SiteFn::To)),
        None => None,
    };
    // Liberties: always of the same piece (and the test); a size: of the same piece
    // only without a test; groups: the test alone.
    let same_what = match count {
        GroupCount::Liberties => true,
        GroupCount::Size => cond.is_none(),
        GroupCount::Groups { .. } | GroupCount::Territory(_) => false,
    };
    let sites = cx.graph().sites_of(own);
    Some(Int::Group(Box::new(Group {
        count,
        at,
        dirs,
        cond,
        same_what,
        sites,
    })))
}

/// `(sites Group at:S|from:R [DIRS] [if:C])`: the sites `size Group` counts, as
/// Ludii's `SitesGroup`; from a region, the union of the groups of its sites (each
/// bound as `(site)`, so a C that reads `(site)` itself is refused there).
pub fn sites_group(cx: &mut Cx, cl: &Cl) -> Option<crate::program::Region> {
    use crate::program::visit::Node as N;
    use crate::program::Region;
    let from = match (cl.named("at"), cl.named("from")) {
        (Some(_), Some(f)) => {
            cx.bad(f, "one of `at:` and `from:`");
            return None;
        }
        (None, Some(f)) => Some(super::funcs::region(cx, f)?),
        _ => None,
    };
    let Int::Group(g) = group(cx, cl)? else {
        return None;
    };
    let Some(from) = from else {
        return Some(Region::Group(g));
    };
    if g.cond
        .as_ref()
        .is_some_and(|c| N::Bool(c).any(&mut |n| matches!(n, N::Site(SiteFn::Bound))))
    {
        cx.unsupported(cl.node, "`sites Group from:` whose `if:` reads `(site)`");
        return None;
    }
    Some(Region::Each(Box::new(from), Box::new(Region::Group(g))))
}

/// `(sizes Group [type] [DIRS] [ROLE] [min:N])`: Ludii's `SizesGroup`, the size of each
/// group of a player's pieces (of every piece without a role, or with `All` or
/// `Shared`); its `of:` and `if:` are refused.
pub fn sizes_group(cx: &mut Cx, cl: &Cl) -> Option<crate::program::int_array::IntArray> {
    cl.only_named(cx, &["min", "of", "if"]);
    if let Some(n) = cl.named("of").or(cl.named("if")) {
        cx.unsupported(n, "an argument of `sizes Group`");
        return None;
    }
    let (own, rest) = own_kind_args(cx, cl, "a group")?;
    let mut dirs = None;
    let mut role = None;
    for a in rest {
        match &a.kind {
            _ if is_dirs(a) && dirs.is_none() => dirs = Some(super::funcs::dirs(cx, a)?),
            crate::syntax::ast::Kind::Ident(r) if r == "All" || r == "Shared" => {}
            crate::syntax::ast::Kind::Ident(_) if role.is_none() => {
                role = Some(super::funcs::who(cx, a)?)
            }
            _ => {
                cx.unsupported(a, "an argument of `sizes Group`");
                return None;
            }
        }
    }
    let dirs = dirs.unwrap_or(Dirs::Fixed {
        abs: cx.graph().adjacent_of(own),
        rel: 0,
    });
    // A player's groups are of the sites it owns; without one, of every occupied site.
    let cond = match role {
        Some(w) => Bool::Cmp(
            crate::program::CmpOp::Eq,
            Int::WhoAt(SiteFn::To),
            Int::Player(w),
        ),
        None => Bool::IsOccupied(SiteFn::To),
    };
    let min = match cl.named("min") {
        Some(n) => int(cx, n)?,
        None => Int::Const(0),
    };
    let sites = cx.graph().sites_of(own);
    Some(crate::program::int_array::IntArray::GroupSizes(Box::new(
        Group {
            count: GroupCount::Groups { min },
            at: None,
            dirs,
            cond: Some(cond),
            same_what: false,
            sites,
        },
    )))
}

/// `(size Territory [type] WHO [DIRECTION])`: Ludii's `SizeTerritory`, on the board's
/// own kind of site, along one absolute direction (`Adjacent` by default).
fn territory(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &[]);
    let (own, rest) = own_kind_args(cx, cl, "a territory")?;
    let (who, dirs) = match rest.as_slice() {
        [w] => (super::funcs::who(cx, w)?, None),
        [w, d] if is_dirs(d) => (super::funcs::who(cx, w)?, Some(dirs(cx, d)?)),
        _ => {
            cx.bad(cl.node, "(size Territory WHO [DIRECTION])");
            return None;
        }
    };
    let dirs = dirs.unwrap_or(Dirs::Fixed {
        abs: cx.graph().adjacent_of(own),
        rel: 0,
    });
    let sites = cx.graph().sites_of(own);
    Some(Int::Group(Box::new(Group {
        count: GroupCount::Territory(who),
        at: None,
        dirs,
        cond: None,
        same_what: true,
        sites,
    })))
}

/// The board's own kind of site and the arguments after a leading site type, which,
/// when named, must be that kind: `what` (a group, a territory) of another kind, or on
/// a board whose cells and points both hold pieces, is refused.
fn own_kind_args<'a>(
    cx: &mut Cx,
    cl: &Cl<'a>,
    what: &str,
) -> Option<(SiteKind, Vec<&'a crate::syntax::ast::Node>)> {
    if cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            &format!("{what} on a board whose cells and points both hold pieces"),
        );
        return None;
    }
    let (kind, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
    let own = cx.graph().own_kind();
    if kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.pos[1],
            &format!("{what} of sites of a kind other than the board's own"),
        );
        return None;
    }
    Some((own, rest))
}

/// `(forEach Group [type] [DIRS] [if:C] MOVES)`: Ludii's `ForEachGroup`, the moves
/// read once for each group, `(sites)` being the group inside them. Without `if:` a
/// group is of the mover's pieces; with it, of the sites passing it with `(to)` bound
/// to the site tried and `(from)` to the group's first site.
pub fn for_each_group(
    cx: &mut Cx,
    cl: &Cl,
    pos: &[&crate::syntax::ast::Node],
) -> Option<crate::program::MovesKind> {
    cl.only_named(cx, &["if"]);
    if cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            "a group on a board whose cells and points both hold pieces",
        );
        return None;
    }
    let (kind, rest) = super::kinds::leading(cx, &pos[1..])?;
    let own = cx.graph().own_kind();
    if kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.pos[1],
            "a group of sites of a kind other than the board's own",
        );
        return None;
    }
    let (d, body) = match rest.as_slice() {
        [m] => (None, *m),
        [d, m] if is_dirs(d) => (Some(dirs(cx, d)?), *m),
        _ => {
            cx.bad(cl.node, "(forEach Group [TYPE] [DIRS] [if:C] MOVES)");
            return None;
        }
    };
    let dirs = d.unwrap_or(Dirs::Fixed {
        abs: cx.graph().adjacent_of(own),
        rel: 0,
    });
    let cond = match cl.named("if") {
        Some(c) => boolean(cx, c)?,
        None => Bool::Cmp(
            crate::program::CmpOp::Eq,
            Int::WhoAt(SiteFn::To),
            Int::Player(crate::program::Who::Mover),
        ),
    };
    let region = crate::program::Region::Group(Box::new(Group {
        count: GroupCount::Size,
        at: Some(SiteFn::GroupStart),
        dirs,
        cond: Some(cond),
        same_what: false,
        sites: cx.graph().sites_of(own),
    }));
    let outer = cx.group_region.replace(region.clone());
    let m = super::moves::moves(cx, body);
    cx.group_region = outer;
    Some(crate::program::MovesKind::ForEachGroup(
        region,
        Box::new(m?),
    ))
}

/// `(all Groups [TYPE] [DIRS] [of:C] if:C')`: Ludii's `AllGroups`, whether every group
/// passes C' (read with `(sites)` the group and `(from)` its first site). Without `of:`
/// a group is of the mover's pieces, grown from each of them; with it, of the sites
/// passing C (with `(to)` bound to the site tried), grown from each occupied site.
pub fn all_groups(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(cx, &["of", "if"]);
    if cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            "a group on a board whose cells and points both hold pieces",
        );
        return None;
    }
    let (kind, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
    let own = cx.graph().own_kind();
    if kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.pos[1],
            "a group of sites of a kind other than the board's own",
        );
        return None;
    }
    let d = match rest.as_slice() {
        [] => None,
        [d] if is_dirs(d) => Some(dirs(cx, d)?),
        _ => {
            cx.bad(cl.node, "(all Groups [TYPE] [DIRS] [of:C] if:C)");
            return None;
        }
    };
    let Some(test) = cl.named("if") else {
        cx.bad(cl.node, "(all Groups [TYPE] [DIRS] [of:C] if:C)");
        return None;
    };
    let dirs = d.unwrap_or(Dirs::Fixed {
        abs: cx.graph().adjacent_of(own),
        rel: 0,
    });
    let of = cl.named("of").is_some();
    let cond = match cl.named("of") {
        Some(c) => boolean(cx, c)?,
        None => Bool::Cmp(
            crate::program::CmpOp::Eq,
            Int::WhoAt(SiteFn::To),
            Int::Player(crate::program::Who::Mover),
        ),
    };
    let region = crate::program::Region::Group(Box::new(Group {
        count: GroupCount::Size,
        at: Some(SiteFn::GroupStart),
        dirs,
        cond: Some(cond),
        same_what: false,
        sites: cx.graph().sites_of(own),
    }));
    let outer = cx.group_region.replace(region.clone());
    let test = boolean(cx, test);
    cx.group_region = outer;
    Some(Bool::AllGroups(Box::new((region, of, test?))))
}
