//! `(count Groups [DIRS] [if:C] [min:N])`, `(count Liberties [at:S] [DIRS] [if:C])` and
//! `(size Group at:S [DIRS] [if:C])`: Ludii's group numbers, on the board's own kind
//! of site.

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::{Cl, Cx};
use crate::program::group::{Group, GroupCount};
use crate::program::{Bool, Dirs, Int, SiteFn};

/// The number `cl` names (`count Groups`, `count Liberties` or `size Group`).
pub fn group(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    let (count, named): (_, &[&str]) = match (cl.head, cl.variant()) {
        ("count", Some("Groups")) => (GroupCount::Groups { min: Int::Const(0) }, &["if", "min"]),
        ("count", Some("Liberties")) => (GroupCount::Liberties, &["at", "if"]),
        ("size", Some("Territory")) => return territory(cx, cl),
        _ => (GroupCount::Size, &["at", "if"]),
    };
    cl.only_named(cx, named);
    if cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            "a group number on a board whose cells and points both hold pieces",
        );
        return None;
    }
    // A site type, when named, must be the board's own: groups of another kind are
    // refused.
    let (kind, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
    let own = cx.graph().own_kind();
    if kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.pos[1],
            "a group of sites of a kind other than the board's own",
        );
        return None;
    }
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

/// `(size Territory [type] WHO [DIRECTION])`: Ludii's `SizeTerritory`, on the board's
/// own kind of site, along one absolute direction (`Adjacent` by default).
fn territory(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &[]);
    if cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            "a territory on a board whose cells and points both hold pieces",
        );
        return None;
    }
    let (kind, rest) = super::kinds::leading(cx, &cl.pos[1..])?;
    let own = cx.graph().own_kind();
    if kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.pos[1],
            "a territory of sites of a kind other than the board's own",
        );
        return None;
    }
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
