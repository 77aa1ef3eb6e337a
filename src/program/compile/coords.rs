//! `(row [TYPE] of:SITE)` and `(column [TYPE] of:SITE)`: Ludii's `Row` and `Column`, a
//! site's row or column on the board, read from a table made once per board.

use super::funcs::site;
use super::{Cl, Cx};
use crate::program::board::Graph;
use crate::program::{Bool, CmpOp, Int, Region, Site, SiteFn};

/// `(row of:S)` or `(column of:S)` (`cl.head` says which).
pub(super) fn row_or_column(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["of"]);
    let (kind, rest) = super::kinds::leading(cx, &cl.pos)?;
    let Some(of) = cl.named("of") else {
        cx.bad(cl.node, &format!("({} [TYPE] of:SITE)", cl.head));
        return None;
    };
    let g = cx.graph();
    if !rest.is_empty() {
        cx.bad(cl.node, &format!("({} [TYPE] of:SITE)", cl.head));
        return None;
    }
    let rows = cl.head == "row";
    let table = match (&g.dual, kind) {
        (None, Some(k)) if k != g.own_kind() => {
            cx.unsupported(
                cl.node,
                &format!("`{}` of the kind of site the board does not use", cl.head),
            );
            return None;
        }
        (None, _) => table(g, rows),
        (Some(_), k) => {
            let k = k.unwrap_or_else(|| g.own_kind());
            let Some(t) = kind_table(g, k, rows) else {
                cx.unsupported(
                    cl.node,
                    &format!("`{}` of this board's {}", cl.head, k.plural()),
                );
                return None;
            };
            t
        }
    };
    Some(Int::OfSite(site(cx, of)?, table))
}

/// On a board of cells and points, the row (`rows`) or column Ludii's `(row TYPE
/// of:S)` gives each site: Ludii numbers each kind from 0 and reads S as the number
/// of an element of TYPE (the board's `use:` by default), so a site numbered i among
/// its own kind reads the i-th site of kind `k` (none past the last: Ludii's `Off`).
fn kind_table(g: &Graph, k: crate::program::dual::SiteKind, rows: bool) -> Option<Box<[i16]>> {
    let (base, n, _, _) = g.kind_grid(k);
    let of_kind: Vec<i16> = match g.geo_of(k) {
        // Ludii's graph: the kind's own clustering of its positions.
        Some((geo, _)) => {
            let (r, c) = crate::program::geom::labels::clusters(&geo.pos);
            let v = if rows { r } else { c };
            if v.len() != n {
                return None;
            }
            v.iter().map(|&x| x as i16).collect()
        }
        None if g.geo.is_some() => return None,
        None => (base..base + n as Site)
            .map(|s| {
                let (c, r) = g.coords[s as usize];
                if rows {
                    r
                } else {
                    c
                }
            })
            .collect(),
    };
    Some(
        (0..g.len() as Site)
            .map(|s| {
                let own = g.kind_grid(g.kind_of(s)).0;
                of_kind.get(usize::from(s - own)).copied().unwrap_or(-1)
            })
            .collect(),
    )
}

/// The row (`rows`) or column of each site of the board `g`.
pub(super) fn table(g: &Graph, rows: bool) -> Box<[i16]> {
    match &g.geo {
        // Ludii's graph: rows and columns as its coordinates group them.
        Some(geo) => {
            let (r, c) = crate::program::geom::labels::clusters(&geo.pos);
            let v = if rows { r } else { c };
            v.iter().map(|&x| x as i16).collect()
        }
        None => g
            .coords
            .iter()
            .map(|&(c, r)| if rows { r } else { c })
            .collect(),
    }
}

/// `(sites Row N)` or `(sites Column N)` with N read in the position: the board's sites
/// whose row (or column) is N.
pub(super) fn sites_line(cx: &mut Cx, n: Int, rows: bool) -> Region {
    let g = cx.graph();
    let all = Region::Const(g.sites_of(g.own_kind()));
    let at = Int::OfSite(SiteFn::Bound, table(g, rows));
    Region::Filter(Box::new(all), Box::new(Bool::Cmp(CmpOp::Eq, at, n)))
}

/// `(phase of:SITE)`: the site's phase, Ludii's colouring of the board (the checkerboard's
/// two colours on the square grid, a hex board's three). A board whose sites take more
/// than two phases is refused unless its cells are hexagons, as `sites Phase` refuses it.
pub(super) fn phase_of(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &["of"]);
    let Some(of) = cl.named("of") else {
        cx.bad(cl.node, "(phase [TYPE] of:SITE)");
        return None;
    };
    let (kind, rest) = super::kinds::leading(cx, &cl.pos)?;
    let g = cx.graph();
    if !rest.is_empty() || g.dual.is_some() || kind.is_some_and(|k| k != g.own_kind()) {
        cx.unsupported(cl.node, "`phase` of a board whose cells and points both hold pieces, or of the kind it does not use");
        return None;
    }
    let table: Box<[i16]> = match &g.geo {
        None => (0..g.len() as Site)
            .map(|s| i16::from(g.phase(s)))
            .collect(),
        // Every phase as it is: a hex board's cells take three (0, 1 and 2).
        Some(geo) => match crate::program::geom::phase::of_each(g, geo) {
            Some(ph) => ph.into_iter().map(i16::from).collect(),
            None => {
                cx.unsupported(cl.node, "a phase of a board whose sites take more than two");
                return None;
            }
        },
    };
    Some(Int::OfSite(site(cx, of)?, table))
}
