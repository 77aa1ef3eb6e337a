//! Site types in the move language (`Cell`, `Vertex`): which a game names, the board of
//! both kinds they call for ([`crate::program::dual`]), the type a ludeme leads with
//! (`(is Empty Cell S)`, `(to Vertex R)`), the regions of one kind (`(sites Empty
//! Vertex)`, `(sites Occupied by:P on:Cell)`) and `(sites Incident ...)`.
//!
//! A site keeps its kind in the engine, so the type a ludeme names picks the kind of the
//! regions it builds (empty sites, coordinates, `Adjacent`); where it reads a site it is
//! checked to be a kind of the board, and the site is read as what it is.

use super::funcs::site;
use super::{Cl, Cx};
use crate::diag::Diag;
use crate::program::dual::SiteKind;
use crate::program::{Region, Who};
use crate::syntax::ast::{Kind, Node};

/// The site kinds a game's text names as site types (cells, points): every `Cell` and
/// `Vertex` constant but the board's `use:` and the variant of `(count Cell at:...)`.
pub fn named_kinds(game: &Node) -> [bool; 2] {
    fn walk(n: &Node, out: &mut [bool; 2]) {
        match &n.kind {
            Kind::Ident(s) => match SiteKind::named(s) {
                Some(SiteKind::Cell) => out[0] = true,
                Some(SiteKind::Vertex) => out[1] = true,
                Some(SiteKind::Edge) | None => {}
            },
            Kind::Named { name, value } if name != "use" => walk(value, out),
            Kind::Clause { args, .. } => {
                let counted = super::head(n) == Some("count");
                for (i, a) in args.iter().enumerate() {
                    if !(counted && i == 0) {
                        walk(a, out);
                    }
                }
            }
            Kind::Array(items) => items.iter().for_each(|a| walk(a, out)),
            _ => {}
        }
    }
    let mut out = [false; 2];
    walk(game, &mut out);
    out
}

/// The site kind `node` names, if it is a site type; a kind the board has not is an
/// error (`Some(None)`: reported; `Edge` is refused by name but on a board of edges).
pub fn kind_of_node(cx: &mut Cx, node: &Node) -> Option<Option<SiteKind>> {
    let Kind::Ident(name) = &node.kind else {
        return None;
    };
    if name == "Edge" && !cx.graph().has_kind(SiteKind::Edge) {
        cx.unsupported(
            node,
            "a site type (edges hold no pieces here; Cell and Vertex do)",
        );
        return Some(None);
    }
    let k = SiteKind::named(name)?;
    if !cx.graph().has_kind(k) {
        cx.error(
            Diag::new(
                "lud::program::site_type",
                format!("this board has no {} to name", k.plural()),
            )
            .label(node.span, "not a kind of site of this board")
            .help("cells and points together are supported on a square or rectangular grid"),
        );
        return Some(None);
    }
    Some(Some(k))
}

/// Splits a leading site type off a ludeme's arguments: `(kind, rest)`, the kind `None`
/// when there is none; `None` after an error.
pub fn leading<'a>(cx: &mut Cx, args: &[&'a Node]) -> Option<(Option<SiteKind>, Vec<&'a Node>)> {
    match args.first().map(|a| kind_of_node(cx, a)) {
        Some(Some(None)) => None,
        Some(Some(Some(k))) => Some((Some(k), args[1..].to_vec())),
        _ => Some((None, args.to_vec())),
    }
}

/// The kind a ludeme reads when it names none: the board's own (its `use:`).
pub fn or_own(cx: &Cx, k: Option<SiteKind>) -> SiteKind {
    k.unwrap_or_else(|| cx.graph().own_kind())
}

/// `region` limited to the sites of kind `k`, on a board of both kinds.
pub fn of_kind(cx: &Cx, k: SiteKind, region: Region) -> Region {
    if cx.graph().dual.is_none() {
        return region;
    }
    Region::Intersection(vec![region, Region::Const(cx.graph().sites_of(k))])
}

/// `(sites Empty [TYPE])`: the empty sites of that kind (the board's own by default).
pub fn sites_empty(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &[]);
    let (k, rest) = leading(cx, &cl.pos[1..])?;
    if !rest.is_empty() {
        cx.unsupported(cl.node, "a region ((sites Empty [Cell|Vertex]))");
        return None;
    }
    let k = or_own(cx, k);
    Some(of_kind(cx, k, Region::Empty))
}

/// `(sites Occupied by:WHO [on:TYPE] [container:"Board"|"Hand"])`: the sites whose piece is
/// WHO's; `on:` keeps one kind (the hands' sites are cells, as in Ludii). Without `on:`
/// it is the board's own kind (`use:`), on a board of both kinds too: Ludii's
/// `SitesOccupied` takes the board's default site type when it is preprocessed.
pub fn sites_occupied(cx: &mut Cx, cl: &Cl, w: Who) -> Option<Region> {
    let on = match cl.named("on") {
        Some(n) => match kind_of_node(cx, n) {
            Some(Some(k)) => Some(k),
            Some(None) => return None,
            None => {
                cx.bad(n, "a site type (Cell or Vertex)");
                return None;
            }
        },
        None => None,
    };
    let board_only = match cl.named("container").map(|c| &c.kind) {
        Some(Kind::Str(c)) if c == "Board" => true,
        // `container:"Hand"`: Ludii's hand container of the player `by:` names, whose
        // sites are cells.
        Some(Kind::Str(c)) if c == "Hand" && on.is_none_or(|k| k == SiteKind::Cell) => {
            return Some(Region::Hand {
                who: w,
                occupied: true,
            });
        }
        // `container:(mover)`: Ludii's container numbered as the mover, its hand when
        // each player has one, declared in the players' order.
        Some(Kind::Clause { .. })
            if super::head(cl.named("container")?) == Some("mover")
                && w == Who::Mover
                && on.is_none()
                && hands_in_players_order(cx) =>
        {
            return Some(Region::Hand {
                who: Who::Mover,
                occupied: true,
            });
        }
        Some(_) => {
            cx.unsupported(cl.named("container")?, "a container (\"Board\")");
            return None;
        }
        None => false,
    };
    let k = or_own(cx, on);
    let board = of_kind(cx, k, Region::Occupied(w));
    // Ludii's hands are containers of cells, and its sites' type is the board's by
    // default: the hands count when that type is Cell.
    let cells = or_own(cx, on) == SiteKind::Cell;
    let hands = !cx.hands.is_empty() && !board_only && cells;
    Some(if hands {
        Region::Union(vec![
            board,
            Region::Hand {
                who: w,
                occupied: true,
            },
        ])
    } else {
        board
    })
}

/// Whether the hands are one per player, in the players' order (their sites, one or
/// more per hand, numbered in that order): then Ludii's container `p` is player `p`'s
/// hand.
fn hands_in_players_order(cx: &Cx) -> bool {
    let mut owners: Vec<usize> = cx.hands.iter().map(|h| usize::from(h.owner)).collect();
    owners.dedup();
    !owners.is_empty()
        && owners.iter().enumerate().all(|(i, &o)| o == i + 1)
        && owners.len() == cx.players.len()
}

/// `(sites Occupied by:Neutral|Shared|All)`: the pieces of no player (ludic's owner 0,
/// where Ludii keeps a neutral piece as 0 and a shared one as the player after the
/// last), or every piece. A game with both neutral and shared pieces, which Ludii
/// tells apart, is refused for the first two.
pub fn occupied_by_role(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    let by = cl.named("by")?;
    let Kind::Ident(role) = &by.kind else {
        return None;
    };
    let players = cx.players.len() as u8;
    if role == "All" {
        let parts: Option<Vec<Region>> = (0..=players)
            .map(|p| sites_occupied(cx, cl, Who::Id(p)))
            .collect();
        return Some(Region::Union(parts?));
    }
    // A neutral piece's name ends with its owner's number 0; a shared one keeps its own.
    let neutral = cx.comps.iter().any(|c| c.owner == 0 && c.name != c.base);
    let shared = cx.comps.iter().any(|c| c.owner == 0 && c.name == c.base);
    if neutral && shared {
        cx.unsupported(by, "a player in a game with both neutral and shared pieces");
        return None;
    }
    sites_occupied(cx, cl, Who::Id(0))
}

/// `(sites Incident TYPE of:TYPE at:SITE)`: a cell's corners, a point's cells, a cell's
/// neighbours across its sides. `owner:`, edges and `Vertex of:Vertex` are refused.
pub fn sites_incident(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    cl.only_named(cx, &["of", "at"]);
    let (Some(of), Some(at)) = (cl.named("of"), cl.named("at")) else {
        cx.bad(cl.node, "(sites Incident TYPE of:TYPE at:SITE)");
        return None;
    };
    let to = match cl.pos.get(1).map(|t| (t, kind_of_node(cx, t))) {
        Some((_, Some(Some(k)))) if cl.pos.len() == 2 => k,
        Some((_, Some(None))) => return None,
        _ => {
            cx.bad(cl.node, "(sites Incident TYPE of:TYPE at:SITE)");
            return None;
        }
    };
    let of = match kind_of_node(cx, of) {
        Some(Some(k)) => k,
        Some(None) => return None,
        None => {
            cx.bad(of, "a site type (Cell or Vertex)");
            return None;
        }
    };
    if (to, of) == (SiteKind::Vertex, SiteKind::Vertex) {
        cx.unsupported(
            cl.node,
            "a region (the points incident to a point: Ludii's answer is not the points along its lines)",
        );
        return None;
    }
    // Cells across a side are the orthogonal steps, which a board whose slots mix
    // orthogonal and diagonal steps cannot tell.
    let unsure = cx
        .graph()
        .geo_of(of)
        .is_some_and(|(g, _)| g.mixed || g.per_site || g.unslotted.is_some());
    if (to, of) == (SiteKind::Cell, SiteKind::Cell) && unsure {
        cx.unsupported(
            cl.node,
            "a region (the cells across a side, on a board whose steps the slots do not tell apart)",
        );
        return None;
    }
    Some(Region::Incident {
        at: site(cx, at)?,
        to,
        of,
    })
}

/// Refuses a site type where the ludeme takes none yet, naming it.
pub fn refuse_type(cx: &mut Cx, node: &Node, what: &str) -> bool {
    let Kind::Ident(name) = &node.kind else {
        return false;
    };
    if SiteKind::named(name).is_none() && name != "Edge" {
        return false;
    }
    cx.error(
        Diag::new(
            "lud::program::unsupported",
            format!("a site type (`{name}`) is not supported in {what} yet"),
        )
        .label(node.span, "not supported here")
        .help("site types are read by is Empty, is Occupied, sites Empty, sites Around, sites Occupied on:, sites Incident, remove, place, from and to"),
    );
    true
}

/// `(forEach Piece)` on a board of both kinds: Ludii visits a piece only where its
/// number is below the count of the board's own kind of sites, so where the other kind
/// has more sites (points on a board of cells) some pieces would be skipped; refused.
pub fn for_each_piece(cx: &mut Cx, node: &Node) -> Option<()> {
    let g = cx.graph();
    let Some(d) = &g.dual else {
        return Some(());
    };
    if g.len() - d.own as usize <= d.own as usize {
        return Some(());
    }
    let other = crate::program::dual::other(g.own_kind());
    cx.unsupported(
        node,
        &format!(
            "a move on this board (Ludii's forEach Piece skips {} numbered past the board's own sites)",
            other.plural()
        ),
    );
    None
}

/// Whether every site of `sites`, the region `node` names for a ludeme of type `k`, is
/// of kind `k` (reported when not: Ludii would read their numbers as sites of kind `k`).
pub fn all_of_kind(cx: &mut Cx, node: &Node, k: SiteKind, sites: &crate::program::SiteSet) -> bool {
    let g = cx.graph();
    if sites.iter().all(|s| g.kind_of(s) == k) {
        return true;
    }
    let found = crate::program::dual::other(k).plural();
    cx.error(
        Diag::new(
            "lud::program::site_type",
            format!("these sites are {found}, read here as {}", k.plural()),
        )
        .label(node.span, format!("{found}, not {}", k.plural()))
        .help("Ludii would read their numbers as the other kind's; name the kind in the region (e.g. (sites Empty Cell))"),
    );
    false
}

/// The regions of the board's shape that take a site type (`(sites Outer Vertex)`,
/// `(sites Board Cell)`): a region of the board's own kind is the same without it; one
/// of the other kind is measured on that kind's grid (bottom, top, left, right, outer,
/// board, corners; the others are refused).
pub fn typed_shape(cx: &mut Cx, cl: &Cl, v: &str) -> Option<Region> {
    let k = match kind_of_node(cx, cl.pos[1]) {
        Some(Some(k)) => k,
        _ => return None,
    };
    if k == cx.graph().own_kind() {
        // The same clause without its type.
        let mut node = cl.node.clone();
        if let Kind::Clause { args, .. } = &mut node.kind {
            // The first site type among its arguments, after the variant.
            if let Some(i) = args
                .iter()
                .skip(1)
                .position(|a| matches!(&a.kind, Kind::Ident(s) if SiteKind::named(s).is_some()))
            {
                args.remove(i + 1);
            }
        }
        return super::funcs::region(cx, &node);
    }
    if cl.pos.len() != 2 || !cl.named.is_empty() {
        cx.unsupported(
            cl.node,
            "a region of this kind of site (with no other argument)",
        );
        return None;
    }
    if let Some(sites) = measured_of_kind(cx, k, v) {
        return Some(Region::Const(sites));
    }
    let (_, _, cols, rows) = cx.graph().kind_grid(k);
    let (lc, lr) = (cols as i16 - 1, rows as i16 - 1);
    let g = cx.graph();
    if g.geo.is_some() {
        cx.unsupported(
            cl.node,
            &format!(
                "a region of the board's {} (sites {v} of its own kind is)",
                k.plural()
            ),
        );
        return None;
    }
    let sites = match v {
        "Bottom" => g.kind_where(k, |_, r| r == 0),
        "Top" => g.kind_where(k, |_, r| r == lr),
        "Left" => g.kind_where(k, |c, _| c == 0),
        "Right" => g.kind_where(k, |c, _| c == lc),
        "Outer" | "Perimeter" => g.kind_where(k, |c, r| c == 0 || r == 0 || c == lc || r == lr),
        "Inner" => g.kind_where(k, |c, r| !(c == 0 || r == 0 || c == lc || r == lr)),
        "Board" => g.sites_of(k),
        "Corners" => g.kind_where(k, |c, r| (c == 0 || c == lc) && (r == 0 || r == lr)),
        _ => {
            cx.unsupported(
                cl.node,
                &format!(
                    "a region of the board's {} (sites {v} of its own kind is)",
                    k.plural()
                ),
            );
            return None;
        }
    };
    Some(Region::Const(sites))
}

/// A region Ludii measures on the sites of kind `k` of a board of Ludii's graph whose
/// cells and points both hold pieces (`(sites Outer Vertex)` on a board of cells), as
/// that kind's own board measures it; `None` on a grid or for another region.
fn measured_of_kind(cx: &Cx, k: SiteKind, v: &str) -> Option<crate::program::SiteSet> {
    let g = cx.graph();
    let (geo, base) = g.geo_of(k)?;
    let r = &geo.regions;
    let set = match v {
        "Top" => &r.top,
        "Bottom" => &r.bottom,
        "Left" => &r.left,
        "Right" => &r.right,
        "Outer" | "Perimeter" => &r.outer,
        // Every site of the kind that is not outer (Ludii's `MeasureGraph`).
        "Inner" => {
            let outer: crate::program::SiteSet = r.outer.iter().map(|s| s + base).collect();
            return Some(g.sites_of(k).difference(&outer));
        }
        "Centre" => &r.centre,
        "Corners" if !r.corners_uncertain => &r.corners,
        "Board" => return Some(g.sites_of(k)),
        _ => return None,
    };
    Some(set.iter().map(|s| s + base).collect())
}
