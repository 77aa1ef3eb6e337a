//! `(move Select (from [TYPE] R [if:C]) [(to [TYPE] R' [if:C'])])`: Ludii's `Select`, a
//! move that picks a site (or two) and changes nothing else; its consequences (a
//! sowing, a removal) read the site as `(last To)`.

use super::funcs::{boolean, int, region};
use super::{head, Cl, Cx};
use crate::program::{Bool, MovesKind, Region};
use crate::syntax::ast::Node;

/// `move Select`'s arguments after the variant.
pub(super) fn select(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let mut from = None;
    let mut to = None;
    let mut level = None;
    for a in args {
        // `(from S level:L)`: the level picked, in a game of stacks.
        if let Some(l) = Cl::of(a)
            .filter(|f| f.head == "from")
            .and_then(|f| f.named("level"))
        {
            level = Some(int(cx, l)?);
        }
        let part = match head(a) {
            Some("from") if from.is_none() => &mut from,
            Some("to") if to.is_none() => &mut to,
            _ => {
                cx.unsupported(
                    a,
                    "an argument of `move Select` (one (from ...), one (to ...))",
                );
                return None;
            }
        };
        *part = Some(end(cx, a)?);
    }
    let Some((from, from_if)) = from else {
        cx.bad(cl.node, "(move Select (from SITES))");
        return None;
    };
    let (to, to_if) = match to {
        Some((r, c)) => (Some(r), c),
        None => (None, None),
    };
    Some(MovesKind::Select {
        from,
        from_if,
        to,
        to_if,
        level,
    })
}

/// `(from [TYPE] R [if:C])` or `(to ...)`: its sites and their test.
fn end(cx: &mut Cx, node: &Node) -> Option<(Region, Option<Bool>)> {
    let c = Cl::of(node)?;
    if c.head == "from" {
        c.only_named(cx, &["if", "level"]);
    } else {
        c.only_named(cx, &["if"]);
    }
    let (kind, rest) = super::kinds::leading(cx, &c.pos)?;
    // Ludii reads a bare `(from)` as the site bound to `(from)` (a piece's own).
    if rest.is_empty() && c.head == "from" {
        let cond = match c.named("if") {
            Some(b) => Some(boolean(cx, b)?),
            None => None,
        };
        return Some((Region::Site(crate::program::SiteFn::From), cond));
    }
    // A bare `(to)` is Ludii's `(to)` function, read while Ludii's `Select` has bound
    // both `(from)` and `(to)` to the site selected: that site again.
    if rest.is_empty() && c.head == "to" {
        let cond = match c.named("if") {
            Some(b) => Some(boolean(cx, b)?),
            None => None,
        };
        return Some((Region::Site(crate::program::SiteFn::From), cond));
    }
    let [r] = rest.as_slice() else {
        cx.bad(node, &format!("({} SITES [if:CONDITION])", c.head));
        return None;
    };
    let inner = kind.or(cx.site_kind);
    let outer = std::mem::replace(&mut cx.site_kind, inner);
    let sites = region(cx, r);
    cx.site_kind = outer;
    // Ludii selects any container's site as a cell (the hands'), and only the board's
    // sites of any other type.
    let k = inner.unwrap_or(if cx.board_points {
        crate::program::dual::SiteKind::Vertex
    } else {
        cx.graph().own_kind()
    });
    let board = if cx.graph().dual.is_some() {
        cx.graph().sites_of(k)
    } else {
        cx.graph().all()
    };
    let sites = match sites {
        Some(r) if k != crate::program::dual::SiteKind::Cell => {
            Some(Region::Intersection(vec![r, Region::Const(board)]))
        }
        r => r,
    };
    let cond = match c.named("if") {
        Some(b) => Some(boolean(cx, b)?),
        None => None,
    };
    Some((sites?, cond))
}
