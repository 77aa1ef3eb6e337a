//! Compiles Ludii's hidden information ([`crate::program::hidden`]): `set Hidden` as a
//! start rule and as a move, `is Hidden` and `sites Hidden`.

use super::funcs::{boolean, int, region, site, who};
use super::{Cl, Cx};
use crate::program::hidden::{kind_bit, IsHidden, SetHidden, SitesHidden, WHOLE};
use crate::program::{Bool, Int, Moves, MovesKind, Program, Region};
use crate::syntax::ast::{Kind, Node};

/// Marks the game as one of hidden information (the engine then keeps the marks).
fn mark(cx: &mut Cx) {
    if cx.hidden.is_none() {
        cx.hidden = Some(Box::new(Moves::new(MovesKind::And(Vec::new()))));
    }
}

/// The kinds named first (`What`, `{What Who}`), if any: their mask and how many
/// arguments they took.
fn kinds(args: &[&Node]) -> (u8, usize) {
    let bit = |n: &Node| match &n.kind {
        Kind::Ident(k) => kind_bit(k),
        _ => None,
    };
    match args.first().map(|a| (&a.kind, a)) {
        Some((Kind::Array(items), _)) if !items.is_empty() => {
            match items.iter().map(bit).collect::<Option<Vec<u8>>>() {
                Some(bits) => (bits.iter().fold(0, |m, b| m | b), 1),
                None => (WHOLE, 0),
            }
        }
        Some((_, a)) => bit(a).map_or((WHOLE, 0), |b| (b, 1)),
        None => (WHOLE, 0),
    }
}

/// A `to:` player, or `None` for `All` (every player).
fn to_player(cx: &mut Cx, cl: &Cl) -> Option<Option<Int>> {
    let Some(t) = cl.named("to") else {
        cx.bad(cl.node, &format!("({} ... to:PLAYER)", cl.head));
        return None;
    };
    match &t.kind {
        Kind::Ident(r) if r == "All" => Some(None),
        Kind::Ident(_) => Some(Some(Int::Player(who(cx, t)?))),
        _ => Some(Some(int(cx, t)?)),
    }
}

/// The site type named after the kinds: the board's own, or either kind of a board
/// whose cells and points both hold pieces (one space of sites: a mark is the site's).
fn site_type<'a>(cx: &mut Cx, cl: &Cl, args: &[&'a Node]) -> Option<Vec<&'a Node>> {
    let (kind, rest) = super::kinds::leading(cx, args)?;
    if kind.is_some_and(|k| k != cx.graph().own_kind() && cx.graph().dual.is_none()) {
        cx.unsupported(
            cl.node,
            "hidden information on sites of the kind the board does not use",
        );
        return None;
    }
    Some(rest)
}

/// `(set Hidden [KINDS] [TYPE] REGION|at:SITE [VALUE] to:P)`.
fn read_set(cx: &mut Cx, cl: &Cl) -> Option<SetHidden> {
    cl.only_named(cx, &["at", "to"]);
    mark(cx);
    let (kinds, n) = kinds(&cl.pos[1..]);
    let rest = site_type(cx, cl, &cl.pos[1 + n..])?;
    let (sites, rest) = match cl.named("at") {
        Some(a) => (Region::Site(site(cx, a)?), &rest[..]),
        None => {
            let Some(r) = rest.first() else {
                cx.bad(cl.node, "(set Hidden [KIND] REGION [VALUE] to:PLAYER)");
                return None;
            };
            (region(cx, r)?, &rest[1..])
        }
    };
    let on = match rest.first() {
        Some(b) => boolean(cx, b)?,
        None => Bool::Const(true),
    };
    Some(SetHidden {
        kinds,
        sites,
        on,
        to: to_player(cx, cl)?,
    })
}

/// `set Hidden` as a move.
pub(super) fn set_hidden(cx: &mut Cx, cl: &Cl) -> Option<MovesKind> {
    Some(MovesKind::SetHidden(Box::new(read_set(cx, cl)?)))
}

/// `set Hidden` as a start rule: made after the placements, in the order written.
pub(super) fn start(cx: &mut Cx, cl: &Cl) {
    let Some(set) = read_set(cx, cl) else { return };
    if let Some(MovesKind::And(v)) = cx.hidden.as_deref_mut().map(|m| &mut m.kind) {
        v.push(Moves::new(MovesKind::SetHidden(Box::new(set))));
    }
}

/// `(is Hidden [KIND] [TYPE] at:S to:P)`.
pub(in crate::program::compile) fn is_hidden(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(cx, &["at", "to"]);
    mark(cx);
    let (kind, n) = kinds(&cl.pos[1..]);
    site_type(cx, cl, &cl.pos[1 + n..])?;
    let Some(at) = cl.named("at") else {
        cx.bad(cl.node, "(is Hidden [KIND] at:SITE to:PLAYER)");
        return None;
    };
    let at = site(cx, at)?;
    let Some(to) = to_player(cx, cl)? else {
        cx.unsupported(cl.node, "`to:All` of `is Hidden`");
        return None;
    };
    Some(Bool::IsHidden(Box::new(IsHidden { kind, at, to })))
}

/// `(sites Hidden [KIND] [TYPE] to:P)`.
pub(in crate::program::compile) fn sites_hidden(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["to"]);
    mark(cx);
    let (kind, n) = kinds(&cl.pos[1..]);
    site_type(cx, cl, &cl.pos[1 + n..])?;
    Some(Region::Hidden(Box::new(SitesHidden {
        kind,
        to: to_player(cx, cl)?,
    })))
}

/// Hidden information in a game of stacks (Ludii's marks per level) is refused.
pub(super) fn check_game(cx: &mut Cx, game: &Node, p: Option<&Program>) {
    if cx.stacking && p.is_some_and(|p| p.hidden.is_some()) {
        cx.unsupported(
            game,
            "hidden information (`set Hidden`) in a game of stacks",
        );
    }
}
