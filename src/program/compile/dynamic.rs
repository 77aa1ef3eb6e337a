//! Functions whose player, site or directions are computed in play rather than named:
//! `(sites (player N))`, `(+ (array R))` read as a site, `(directions Cell from:A
//! to:B)`, `(sites Occupied by:Enemy)` (Ludii's Seesaw Draughts writes all four).

use super::funcs::{int, region, site};
use super::{Cl, Cx};
use crate::program::{Dirs, Int, Region, SiteFn};
use crate::syntax::ast::{Kind, Node};

/// `(sites (player N))`: Ludii's `SitesEquipmentRegion` for the player numbered N,
/// the union of every region of the equipment that player owns.
pub fn sites_of_player(cx: &mut Cx, player: &Cl) -> Option<Region> {
    player.only_named(cx, &[]);
    let [n] = player.pos.as_slice() else {
        cx.bad(player.node, "(player NUMBER)");
        return None;
    };
    Some(Region::OwnedBy(Box::new(int(cx, n)?)))
}

/// `(+ (array R))`: Ludii's `Add` over an integer array, here the sites of a region.
pub fn sum_of_array(cx: &mut Cx, node: &Node) -> Option<Int> {
    // `(+ (results ...))`: the sum of the values.
    if super::head(node) == Some("results") {
        let r = super::memory::results(cx, node)?;
        return Some(Int::ResultsExtreme(
            crate::program::Extreme::Sum,
            Box::new(r),
        ));
    }
    let Some(arr) = Cl::of(node).filter(|c| c.head == "array") else {
        cx.bad(node, "two numbers");
        return None;
    };
    arr.only_named(cx, &[]);
    let [r] = arr.pos.as_slice() else {
        cx.unsupported(node, "a number ((array REGION) takes one region)");
        return None;
    };
    Some(Int::SumSites(Box::new(region(cx, r)?)))
}

/// A number used as a site (an arithmetic clause where a site is expected).
pub fn number_as_site(cx: &mut Cx, node: &Node) -> Option<SiteFn> {
    let len = cx.graph().len() as i64;
    Some(match int(cx, node)? {
        Int::Site(f) => f,
        // A number known before play that is a site of the board is that site.
        Int::Const(v) if (0..len).contains(&v) => SiteFn::Const(v as u16),
        // Ludii numbers cells, points and the hands' sites apart (a point board's hands
        // after its points, whatever the cells), and reads the number as one of the kind
        // the ludeme names: not our numbering of both kinds in one.
        _ if cx.graph().dual.is_some() => {
            cx.unsupported(
                node,
                "a number read as a site on a board whose cells and points both hold pieces",
            );
            return None;
        }
        n => SiteFn::Num(Box::new(n)),
    })
}

/// `(directions Cell from:A to:B)` (the board's own site type only): the directions
/// whose line from A passes through B.
pub fn toward(cx: &mut Cx, cl: &Cl) -> Option<Dirs> {
    cl.only_named(cx, &["from", "to"]);
    let kind = if cx.graph().points { "Vertex" } else { "Cell" };
    let typed = matches!(cl.pos.as_slice(), [t] if matches!(&t.kind, Kind::Ident(s) if s == kind));
    let (Some(from), Some(to), true) = (cl.named("from"), cl.named("to"), typed) else {
        cx.unsupported(
            cl.node,
            &format!("directions (as sites: (directions {kind} from:SITE to:SITE))"),
        );
        return None;
    };
    Some(Dirs::Toward(site(cx, from)?, site(cx, to)?))
}

/// `(sites Occupied by:Enemy)` in a game without hands, or of the board alone
/// (`container:"Board"`).
pub fn occupied_by_enemy(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    let board_only = match cl.named("container").map(|c| &c.kind) {
        None => cx.hands.is_empty(),
        Some(Kind::Str(c)) => c == "Board",
        Some(Kind::Int(0)) => true,
        Some(_) => false,
    };
    if !board_only || cx.graph().dual.is_some() {
        cx.unsupported(
            cl.node,
            "a region (by:Enemy with hands, a container, or cells and points together)",
        );
        return None;
    }
    Some(Region::OccupiedByEnemy)
}

/// `(add (to SITE [if:C]) stack:True)`: Ludii's `Add` without a piece, whose piece is
/// the component numbered as the mover (`new Mover()`), on top of the site's stack.
/// (With a piece named, `add` is [`super::stacks::add_piece`].) `count:`, a region of
/// sites, `(apply ...)` and `add` without `stack:True` (which adds to a count of pieces)
/// are refused.
pub fn add(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<crate::program::MovesKind> {
    cl.only_named(cx, &["stack"]);
    // Ludii's `Add` makes the game one of stacks with `stack:True`; without it, it
    // adds to a count of pieces, which this engine does not follow with stacks.
    match cl.named("stack").map(|v| &v.kind) {
        Some(Kind::Bool(true)) => cx.stacking = true,
        _ => {
            cx.unsupported(cl.node, "a move (add is supported with stack:True)");
            return None;
        }
    }
    let to = match pos {
        [t] if super::head(t) == Some("to") => Cl::of(t)?,
        _ => {
            cx.unsupported(
                cl.node,
                "a move (add takes (to SITE) here, without a piece)",
            );
            return None;
        }
    };
    to.only_named(cx, &["if"]);
    let [s] = to.pos.as_slice() else {
        cx.unsupported(to.node, "an argument of add (one site)");
        return None;
    };
    let site = site(cx, s)?;
    let cond = match to.named("if") {
        Some(b) => Some(super::funcs::boolean(cx, b)?),
        None => None,
    };
    Some(crate::program::MovesKind::Add { site, cond })
}

/// `(sites Between from:A to:B)` along the board's adjacency (Ludii's default
/// directions); directions, `fromIncluded:`, `toIncluded:`, `cond:` and a site type
/// are refused.
pub fn between(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["from", "to"]);
    let (Some(from), Some(to), 1) = (cl.named("from"), cl.named("to"), cl.pos.len()) else {
        cx.unsupported(cl.node, "a region (as (sites Between from:SITE to:SITE))");
        return None;
    };
    let mask = cx.graph().adjacent();
    Some(Region::Between(site(cx, from)?, site(cx, to)?, mask))
}

/// Whether a game of stacks places values and moves part of a stack (`count:` of a
/// move), whose levels' values the engine does not carry.
pub fn moves_part_of_a_valued_stack(p: &crate::program::Program) -> bool {
    p.start.iter().any(|x| x.value.is_some())
        && p.has_moves(&|k| {
            matches!(
                k,
                crate::program::MovesKind::FromToSites { count: Some(_), .. }
            )
        })
}

#[cfg(test)]
mod tests {
    use crate::load::{expand_source, Selection};

    /// The messages of compiling a 4x4 game whose pieces' play is `play`.
    fn errors(play: &str) -> Vec<String> {
        let text = format!(
            r#"(game "T" (players {{(player N) (player S)}})
                (equipment {{ (board (square 4)) (piece "Disc" Each) (regions P1 (sites Bottom)) }})
                (rules (start {{ (place "Disc1" (sites {{0}})) (place "Disc2" (sites {{15}})) }})
                    (play (forEach Piece {play})) (end (if (no Moves Next) (result Next Loss)))))"#
        );
        let ex = expand_source("t.lud", &text, &Selection::default())
            .unwrap_or_else(|f| panic!("does not expand:\n{}", f.render(false)));
        match crate::program::compile::compile(&ex.game) {
            Ok(_) => Vec::new(),
            Err(d) => d.0.iter().map(|d| d.message.clone()).collect(),
        }
    }

    #[test]
    fn add_with_stack_true_takes_one_site_and_without_it_a_placement() {
        assert_eq!(errors("(add (to (from)) stack:True)"), Vec::<String>::new());
        // Without `stack:True`, the mover's piece on an empty site (`add_piece`).
        assert_eq!(errors("(add (to (sites Empty)))"), Vec::<String>::new());
        let region = errors("(add (to (sites Empty)) stack:True)");
        assert!(!region.is_empty(), "{region:?}");
        // With a piece named, `add` is `stacks::add_piece`'s, which takes a region too.
        let piece = errors(r#"(add (piece "Disc1") (to (sites Empty)) stack:True)"#);
        assert_eq!(piece, Vec::<String>::new());
    }

    #[test]
    fn directions_between_sites_and_sites_between_refuse_what_they_lack() {
        let ok = "(move Step (difference Adjacent (directions Cell from:(last To) to:(last From))) (to if:(is Empty (to))))";
        assert_eq!(errors(ok), Vec::<String>::new());
        let vertex =
            "(move Step (directions Vertex from:(from) to:(last From)) (to if:(is Empty (to))))";
        assert!(!errors(vertex).is_empty());
        let included = "(move (from) (to (sites Between from:(from) to:15 fromIncluded:True)))";
        assert!(!errors(included).is_empty());
        let player = "(move (from) (to (sites (player (mover))) if:(is Empty (to))))";
        assert_eq!(errors(player), Vec::<String>::new());
    }
}
