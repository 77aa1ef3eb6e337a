//! Ludemes that read or build a stack level by level: `(count Stack at: if:)`,
//! `(level)`, `(who at: level:)`, `(sites Occupied by: component: top:)`, and `(move
//! Add (piece P) (to ...))` / `(add (piece P) (to ...))`, which put a named piece on
//! top of a stack.

use super::funcs::{boolean, int, region, site, who};
use super::{head, Cl, Cx};
use crate::program::{Int, MovesKind, Region, Who};
use crate::syntax::ast::{Kind, Node};

/// `(count Stack at:S [if:C])`: from the bottom (Ludii's default direction), without
/// `stop:`; a direction, `to:` (a region) and `stop:` are refused.
pub fn count_stack(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["at", "if"]);
    if let Some(extra) = cl.pos.get(1) {
        cx.unsupported(
            extra,
            "an argument of `count Stack` (a direction or site type)",
        );
        return None;
    }
    let Some(at) = cl.named("at") else {
        cx.unsupported(cl.node, "a number (`count Stack` takes at:SITE here)");
        return None;
    };
    let at = site(cx, at)?;
    let cond = match cl.named("if") {
        Some(c) => Some(Box::new(boolean(cx, c)?)),
        None => None,
    };
    Some(Int::CountStack(at, cond))
}

/// `(level)`: the level `count Stack` visits.
pub fn level(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    if !cl.pos.is_empty() || !cl.named.is_empty() {
        cx.unsupported(cl.node, "a number (`(level)` takes no argument)");
        return None;
    }
    Some(Int::Level)
}

/// `(where Level "Name" WHO at:S [fromTop:B])` (Ludii's `WhereLevel` of a named piece;
/// a piece no player owns, `Neutral` or `Shared`, is player 0's as ludic numbers them).
pub fn where_level(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["at", "fromTop"]);
    let (Some(Kind::Str(name)), Some(owner), Some(at)) = (
        cl.pos.get(1).map(|n| &n.kind),
        cl.pos.get(2),
        cl.named("at"),
    ) else {
        cx.bad(cl.node, "(where Level \"Name\" PLAYER at:SITE)");
        return None;
    };
    let w = match &owner.kind {
        Kind::Ident(s) if s == "Shared" || s == "Neutral" => Who::Id(0),
        _ => who(cx, owner)?,
    };
    let from_top = match cl.named("fromTop").map(|b| &b.kind) {
        None | Some(Kind::Bool(true)) => true,
        Some(Kind::Bool(false)) => false,
        Some(_) => {
            cx.unsupported(cl.named("fromTop")?, "`fromTop:` other than True or False");
            return None;
        }
    };
    let name = cx.names.intern(name);
    Some(Int::WhereLevel(Box::new((
        name,
        w,
        site(cx, at)?,
        from_top,
    ))))
}

/// `(who at:S [level:L])`.
pub fn who_at(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["at", "level"]);
    let Some(at) = cl.named("at") else {
        cx.unsupported(cl.node, "a number (`who` takes at:SITE)");
        return None;
    };
    let at = site(cx, at)?;
    Some(match cl.named("level") {
        Some(l) => Int::WhoAtLevel(at, Box::new(int(cx, l)?)),
        None => Int::WhoAt(at),
    })
}

/// `(sites Occupied by:WHO [component:"Name"|components:{...}] [top:B])` in a game of
/// stacks: the sites where the player has a piece (of those kinds) at any level. Ludii's
/// `top:` defaults to True (only the sites whose top piece is that player's).
/// `container:` and a game without stacks are refused.
pub fn occupied(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["by", "component", "components", "top"]);
    if !cx.says_stack {
        cx.unsupported(
            cl.node,
            "a region (`component:` and `top:` of `sites Occupied` are supported in a game of stacks)",
        );
        return None;
    }
    let (who_, enemy, all) = match cl.named("by") {
        Some(b) if matches!(&b.kind, Kind::Ident(e) if e == "Enemy") => (Who::Mover, true, false),
        // Ludii's `All`: every player's pieces and the neutral ones.
        Some(b) if matches!(&b.kind, Kind::Ident(e) if e == "All") => (Who::Mover, false, true),
        Some(b) => (who(cx, b)?, false, false),
        None => {
            cx.unsupported(cl.node, "a region (`sites Occupied` takes by:PLAYER here)");
            return None;
        }
    };
    let mut names = Vec::new();
    for n in [cl.named("component"), cl.named("components")]
        .into_iter()
        .flatten()
    {
        let items = match &n.kind {
            Kind::Array(v) => v.iter().collect::<Vec<_>>(),
            _ => vec![n],
        };
        for it in items {
            match &it.kind {
                Kind::Str(s) if cx.comps.iter().any(|c| c.base == *s) => {
                    names.push(cx.names.intern(s))
                }
                _ => {
                    cx.bad(it, "the name of a piece declared in the equipment");
                    return None;
                }
            }
        }
    }
    // No component named: the player's pieces of every kind (Ludii's owned sites).
    let top = match cl.named("top").map(|t| &t.kind) {
        None | Some(Kind::Bool(true)) => true,
        Some(Kind::Bool(false)) => false,
        Some(_) => {
            cx.bad(cl.named("top")?, "True or False");
            return None;
        }
    };
    Some(Region::OccupiedByKind {
        who: who_,
        enemy,
        all,
        names,
        top,
    })
}

/// `(sites Occupied by:WHO [container:"Board"|"Hand"] component:"Name"|components:{...})` in a
/// game without stacks: the player's occupied sites (those of its hands only with
/// `container:"Hand"`, Ludii's container named so of that player) whose piece is of
/// one of those kinds.
pub fn occupied_of_kinds(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["by", "container", "component", "components"]);
    let enemy = cl
        .named("by")
        .is_some_and(|b| matches!(&b.kind, Kind::Ident(e) if e == "Enemy"));
    let w = match cl.named("by") {
        // The enemies' sites (`sites Occupied by:Enemy`'s, refused with hands), then
        // those of the kinds named.
        _ if enemy => Who::Mover,
        // Every player, or none: the base below is `occupied_by_role`'s, not a hand.
        Some(b) if matches!(&b.kind, Kind::Ident(e) if matches!(e.as_str(), "All" | "Neutral" | "Shared")) => {
            Who::Mover
        }
        Some(b) => who(cx, b)?,
        None => Who::Mover,
    };
    let mut names = Vec::new();
    for n in [cl.named("component"), cl.named("components")]
        .into_iter()
        .flatten()
    {
        names.extend(kind_names(cx, n)?);
    }
    let by_role = cl.named("by").is_some_and(
        |b| matches!(&b.kind, Kind::Ident(e) if matches!(e.as_str(), "All" | "Neutral" | "Shared")),
    );
    let base = match cl.named("container").map(|c| &c.kind) {
        // Every player's pieces, or no player's, of these kinds.
        _ if by_role => super::kinds::occupied_by_role(cx, cl)?,
        _ if enemy => super::dynamic::occupied_by_enemy(cx, cl)?,
        Some(Kind::Str(h)) if h == "Hand" => Region::Hand {
            who: w,
            occupied: true,
        },
        _ => super::kinds::sites_occupied(cx, cl, w)?,
    };
    Some(Region::OfKinds(Box::new(base), names))
}

/// The base names of an array of names of pieces in the equipment, interned.
fn kind_names(cx: &mut Cx, n: &Node) -> Option<Vec<u16>> {
    let items = match &n.kind {
        Kind::Array(v) => v.iter().collect::<Vec<_>>(),
        _ => vec![n],
    };
    let mut names = Vec::new();
    for it in items {
        match &it.kind {
            Kind::Str(s) if cx.comps.iter().any(|c| c.base == *s) => names.push(cx.names.intern(s)),
            _ => {
                cx.bad(it, "the name of a piece declared in the equipment");
                return None;
            }
        }
    }
    Some(names)
}

/// `(move Add [(piece P)] (to R [if:C]) [stack:B])` or `(add [(piece P)] (to S [if:C])
/// [stack:B])` (`pos`: the arguments after the variant, without the `(then ...)`). P
/// is a component's full name or a number (`(id "Hex" Mover)`); without it, the
/// component whose number is the mover's (Ludii's default). `(apply ...)` in `to` is
/// refused in a game of stacks.
pub fn add_piece(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &["stack", "count"]);
    let stack = cl.flag(cx, "stack", false)?;
    let p = pos.iter().find(|a| head(a) == Some("piece"));
    let (Some(t), true) = (
        pos.iter().find(|a| head(a) == Some("to")),
        pos.len() == 1 + usize::from(p.is_some()),
    ) else {
        cx.unsupported(cl.node, "a move (add takes [(piece P)] (to SITES) here)");
        return None;
    };
    let (piece, state) = match p {
        Some(p) => piece_number(cx, p)?,
        None => (Int::Player(crate::program::Who::Mover), None),
    };
    if let (Some(_), true, Some(p)) = (&state, stack || cx.says_stack, p) {
        cx.unsupported(p, "`state:` of a piece added in a game of stacks");
        return None;
    }
    let tc = Cl::of(t)?;
    tc.only_named(cx, &["if"]);
    // `(to Cell R)`: the sites' type, read by the ludemes of R (the hands' sites are
    // cells, as in Ludii).
    let (kind, parts) = super::kinds::leading(cx, &tc.pos)?;
    let (sites, apply, twice) = match parts.as_slice() {
        [sites] => (sites, None, None),
        // `(to R (apply [if:C] M))`: an effect at each site, made before the addition.
        [sites, a] if head(a) == Some("apply") && !(stack || cx.says_stack) => {
            let (c, m) = super::moves::apply(cx, a)?;
            // Of a region (not one site), Ludii lists each move whose C holds twice.
            let twice = super::distance::names_sites(sites)
                .then(|| c.clone().unwrap_or(crate::program::Bool::Const(true)));
            let m = match c {
                Some(c) => super::moves::when(c, m),
                None => m,
            };
            (sites, Some(Box::new(m)), twice)
        }
        _ => {
            cx.unsupported(t, "an argument of add (one site or region in `to`)");
            return None;
        }
    };
    let inner = kind.or(cx.site_kind);
    let outer = std::mem::replace(&mut cx.site_kind, inner);
    let to = region(cx, sites);
    cx.site_kind = outer;
    let to = to?;
    let cond = match tc.named("if") {
        Some(c) => Some(boolean(cx, c)?),
        None => None,
    };
    cx.stacking |= stack;
    // In a game of stacks, `count:` pieces go on the stack one by one (Ludii's `Add`
    // makes one `ActionAdd` a piece).
    let count = match cl.named("count") {
        Some(n) => Some(int(cx, n)?),
        None => None,
    };
    Some(MovesKind::AddPiece {
        piece,
        to,
        cond,
        stack,
        count,
        state,
        apply,
        twice,
    })
}

/// `(piece "Name" [state:S])` or `(piece NUMBER)`: the component's number, and the
/// state the piece is given.
fn piece_number(cx: &mut Cx, p: &Node) -> Option<(Int, Option<Int>)> {
    let pc = Cl::of(p)?;
    pc.only_named(cx, &["state"]);
    let state = match pc.named("state") {
        Some(n) => Some(int(cx, n)?),
        None => None,
    };
    let piece = match pc.pos.as_slice() {
        [n] => match &n.kind {
            Kind::Str(name) => match cx.comps.iter().position(|c| c.name == *name) {
                Some(i) => Int::Const(i as i64 + 1),
                None => {
                    cx.bad(n, "the full name of a piece declared in the equipment");
                    return None;
                }
            },
            _ => int(cx, n)?,
        },
        _ => {
            cx.bad(p, "(piece \"Name\") or (piece NUMBER)");
            return None;
        }
    };
    Some((piece, state))
}

/// `(forEach Level S [FromTop|FromBottom] M)` (Ludii's `ForEachLevel`, from the top by
/// default): M at each level of S's stack, bound as `(level)`. A site type is refused.
pub fn for_each_level(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let (site_arg, rest) = match args {
        [s, rest @ ..] if !rest.is_empty() => (*s, rest),
        _ => {
            cx.bad(cl.node, "(forEach Level SITE [FromTop|FromBottom] MOVES)");
            return None;
        }
    };
    let (from_bottom, moves) = match rest {
        [d, m] => match &d.kind {
            Kind::Ident(x) if x == "FromTop" => (false, m),
            Kind::Ident(x) if x == "FromBottom" => (true, m),
            _ => {
                cx.unsupported(d, "a direction of `forEach Level` (FromTop or FromBottom)");
                return None;
            }
        },
        [m] => (false, m),
        _ => {
            cx.bad(cl.node, "(forEach Level SITE [FromTop|FromBottom] MOVES)");
            return None;
        }
    };
    let site = site(cx, site_arg)?;
    let moves = super::moves::moves(cx, moves)?;
    Some(MovesKind::ForEachLevel {
        site,
        from_bottom,
        moves: Box::new(moves),
    })
}

/// Whether a `(from ...)` clause names a level.
pub fn has_level(n: &Node) -> bool {
    Cl::of(n).is_some_and(|c| c.named("level").is_some())
}

/// `(fromTo (from S level:L) (to T))` in a game of stacks: the piece at level L of S's
/// stack moves onto T's (Ludii's `ActionMoveLevelFrom`), as the region move of one site
/// to one site.
pub fn from_to_level(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let (Some(f), Some(t)) = (Cl::of(pos[0]), Cl::of(pos[1])) else {
        cx.bad(cl.node, "(fromTo (from SITE level:L) (to SITE))");
        return None;
    };
    f.only_named(cx, &["level"]);
    t.only_named(cx, &[]);
    let (Some(fs), Some(ts), true) = (f.pos.first(), t.pos.first(), t.head == "to") else {
        cx.bad(cl.node, "(fromTo (from SITE level:L) (to SITE))");
        return None;
    };
    if f.pos.len() != 1 || t.pos.len() != 1 {
        cx.unsupported(cl.node, "a `fromTo` with a level and a site type");
        return None;
    }
    cx.stacking = true;
    Some(MovesKind::FromToSites {
        from: Region::Site(site(cx, fs)?),
        from_if: None,
        to: Region::Site(site(cx, ts)?),
        to_if: None,
        count: None,
        to_apply: None,
        stack: false,
        copy: false,
        level: Some(int(cx, f.named("level")?)?),
    })
}

#[cfg(test)]
#[path = "stacks_tests.rs"]
pub(super) mod tests;
