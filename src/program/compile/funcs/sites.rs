//! Single sites: constants, coordinates and the sites a move reads (`(from)`, `(last To)`).

use super::{op, who};
use crate::program::compile::{self, Cl, Cx};
use crate::program::{Int, Site, SiteFn};
use crate::syntax::ast::{Kind, Node};

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
        return compile::dynamic::number_as_site(cx, node);
    }
    let Some(cl) = Cl::of(node) else {
        if !compile::kinds::refuse_type(cx, node, "this place") {
            cx.bad(node, "a site");
        }
        return None;
    };
    if !compile::ludemes::check(cx, compile::ludemes::Family::Site, &cl) {
        return None;
    }
    let s = match (cl.head, cl.variant(), cl.pos.len()) {
        ("from", None, 0) => SiteFn::From,
        ("to", None, 0) => SiteFn::To,
        ("between", None, 0) => SiteFn::Between,
        ("site", None, 0) => SiteFn::Bound,
        ("coord", None, 0) => return coord_row_column(cx, &cl),
        ("coord", None, 1) => {
            let Kind::Str(name) = &cl.pos[0].kind else {
                cx.bad(cl.pos[0], "a coordinate such as \"A1\"");
                return None;
            };
            SiteFn::Const(site_named(cx, cl.pos[0], name)?)
        }
        ("last", Some("To"), 1) => {
            cl.only_named(cx, &["afterConsequence"]);
            if cl.flag(cx, "afterConsequence", false)? {
                SiteFn::LastToAfter
            } else {
                SiteFn::LastTo
            }
        }
        ("last", Some("From"), 1) => SiteFn::LastFrom,
        ("handSite", _, 1) => {
            cx.counts = true;
            if played_player(cl.pos[0]) {
                SiteFn::HandOf(Box::new(super::int(cx, cl.pos[0])?))
            } else {
                SiteFn::Hand(super::hand_owner(cx, cl.pos[0])?)
            }
        }
        // `(handSite WHO K)`: the K-th site of that player's hand (from 0).
        ("handSite", _, 2) => {
            use crate::program::{ArithOp, Int};
            cx.counts = true;
            let owner = super::hand_owner(cx, cl.pos[0])?;
            let first = Int::Site(SiteFn::Hand(owner));
            match super::int(cx, cl.pos[1])? {
                Int::Const(0) => return Some(SiteFn::Hand(owner)),
                k => SiteFn::Num(Box::new(Int::Arith(
                    ArithOp::Add,
                    Box::new(first),
                    Box::new(k),
                ))),
            }
        }
        ("ahead", None, 1 | 2) => {
            cl.only_named(cx, &["steps"]);
            let at = site(cx, cl.pos[0])?;
            let steps = match cl.named("steps") {
                Some(n) => super::int(cx, n)?,
                None => crate::program::Int::Const(1),
            };
            // Ludii's default: forward, as the piece on the site faces.
            let d = match cl.pos.get(1) {
                Some(d) => super::dirs(cx, d)?,
                None => crate::program::Dirs::Fixed { abs: 0, rel: 1 },
            };
            SiteFn::Ahead(Box::new((at, steps, d)))
        }
        // A choice of sites, `(if C A B)`, is a choice of numbers used as a site.
        // Numbers used as sites, their arguments read as numbers read them.
        ("if", None, 3) | ("trackSite", _, _) | ("var", None, _) => {
            return Some(SiteFn::Num(Box::new(super::int(cx, node)?)))
        }
        ("mapEntry", _, _) => return compile::dynamic::number_as_site(cx, node),
        ("regionSite", None, 1) => {
            cl.only_named(cx, &["index"]);
            let Some(i) = cl.named("index") else {
                cx.bad(node, "(regionSite REGION index:N)");
                return None;
            };
            let r = super::region(cx, cl.pos[0])?;
            let i = super::int(cx, i)?;
            return Some(SiteFn::RegionSite(Box::new((r, i))));
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
            // A piece no player owns (`Shared`, `Neutral`) is player 0's here, as ludic
            // numbers the owners of components.
            let w = match &cl.pos[1].kind {
                Kind::Ident(s) if s == "Shared" || s == "Neutral" => crate::program::Who::Id(0),
                _ => who(cx, cl.pos[1])?,
            };
            SiteFn::Where(cx.names.intern(name), w)
        }
        // `(where (id "Name" WHO))`: Ludii's `Where` of a component's number, the first
        // site holding it, as of its name and owner.
        ("where", None, 1) => match super::int(cx, cl.pos[0])? {
            crate::program::Int::Id(name, w) => SiteFn::Where(name, w),
            _ => {
                cx.unsupported(
                    node,
                    "a site (`where` of a number other than `(id \"Name\" WHO)`)",
                );
                return None;
            }
        },
        // Ludii's sites are numbers (`IntFunction`): any number stands for the site of
        // that index (`(is In (count at:(to)) (sites {2 4 6}))`, `(value Player Mover)`).
        _ if number_ludeme(&cl) => return compile::dynamic::number_as_site(cx, node),
        _ => {
            cx.unsupported(node, "a site");
            return None;
        }
    };
    let named_read = matches!(s, SiteFn::Ahead(_) | SiteFn::LastTo | SiteFn::LastToAfter);
    if !cl.named.is_empty() && !named_read {
        cl.only_named(cx, &[]);
    }
    Some(s)
}

/// Whether a hand's owner is a player read in play (`(who at:(to))`), which Ludii's
/// `handSite` takes as any number: a clause other than `(mover)`, `(next)`, `(prev)`.
fn played_player(node: &Node) -> bool {
    matches!(node.kind, Kind::Clause { .. })
        && !matches!(compile::head(node), Some("mover" | "next" | "prev"))
}

/// Whether the clause is a ludeme of numbers (by its key or its head), which Ludii
/// accepts wherever it takes a site.
fn number_ludeme(cl: &Cl) -> bool {
    use compile::ludemes::{find, Family};
    let key = match cl.variant() {
        Some(v) => format!("{} {v}", cl.head),
        None => cl.head.to_string(),
    };
    find(Family::Number, &key).is_some() || find(Family::Number, cl.head).is_some()
}

/// The site of the board whose coordinate is `name` (Ludii's labels: a column letter
/// from `A` at the left, a row number from 1 at the bottom).
pub fn site_named(cx: &mut Cx, node: &Node, name: &str) -> Option<u16> {
    let g = cx.graph();
    let kind = compile::kinds::or_own(cx, cx.site_kind);
    let found = match cx.site_kind {
        Some(k) if g.geo.is_none() || g.dual.is_some() => g.site_named_in(k, name),
        _ => g.site_named(name),
    };
    if let Some(s) = found {
        return Some(s);
    }
    let what = match kind {
        crate::program::dual::SiteKind::Vertex => "point",
        crate::program::dual::SiteKind::Cell => "cell",
        crate::program::dual::SiteKind::Edge => "edge",
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

/// `(coord row:R column:C)` on the square grid: the site at that row and column (from 0
/// at the bottom left), off the board when there is none (Ludii's `Coord`).
/// `(coord row:R column:C)` on a board of Ludii's graph: the first site (by index)
/// whose row and column, as Ludii's measure clusters them, are R and C; Ludii's
/// `Coord` gives `Off` (-1) when none is. Read in play from a table of rows by columns.
fn coord_on_graph(cx: &mut Cx, cl: &Cl, r: Int, c: Int) -> Option<SiteFn> {
    let g = cx.graph();
    if g.geo.is_none() || g.dual.is_some() {
        cx.unsupported(
            cl.node,
            "a site of a board whose cells and points both hold pieces",
        );
        return None;
    }
    let rows = crate::program::compile::coords::table(g, true);
    let cols = crate::program::compile::coords::table(g, false);
    let n_rows = rows.iter().map(|&x| i64::from(x) + 1).max().unwrap_or(0);
    let n_cols = cols.iter().map(|&x| i64::from(x) + 1).max().unwrap_or(0);
    if let (Int::Const(r), Int::Const(c)) = (&r, &c) {
        let at = (0..rows.len()).find(|&i| i64::from(rows[i]) == *r && i64::from(cols[i]) == *c);
        return Some(match at {
            Some(i) => SiteFn::Const(i as Site),
            None => SiteFn::Num(Box::new(Int::Const(-1))),
        });
    }
    // The first site of each (row, column), row by row.
    let mut table = vec![-1i16; (n_rows * n_cols) as usize];
    for i in (0..rows.len()).rev() {
        table[(i64::from(rows[i]) * n_cols + i64::from(cols[i])) as usize] = i as i16;
    }
    Some(SiteFn::Num(Box::new(row_column_lookup(
        r,
        c,
        n_rows,
        n_cols,
        Some(table.into()),
    ))))
}

/// `R * cols + C` when R and C are within the board's rows and columns, else -1; with
/// a table, the table's entry there.
fn row_column_lookup(r: Int, c: Int, rows: i64, cols: i64, table: Option<Box<[i16]>>) -> Int {
    use crate::program::{ArithOp, Bool, CmpOp};
    let within = |x: &Int, n: i64| {
        vec![
            Bool::Cmp(CmpOp::Ge, x.clone(), Int::Const(0)),
            Bool::Cmp(CmpOp::Lt, x.clone(), Int::Const(n)),
        ]
    };
    let mut tests = within(&r, rows);
    tests.extend(within(&c, cols));
    let arith = |op, a: Int, b: Int| Int::Arith(op, Box::new(a), Box::new(b));
    let at = arith(ArithOp::Add, arith(ArithOp::Mul, r, Int::Const(cols)), c);
    // The table read as a map from `R * cols + C` (an index that may pass the sites'
    // count, which a site's table would refuse).
    let at = match table {
        Some(t) => Int::MapEntry(Box::new((
            at,
            t.iter()
                .enumerate()
                .map(|(i, &v)| (i as i64, i64::from(v)))
                .collect(),
        ))),
        None => at,
    };
    Int::If(
        Box::new(Bool::And(tests)),
        Box::new(at),
        Box::new(Int::Const(-1)),
    )
}

fn coord_row_column(cx: &mut Cx, cl: &Cl) -> Option<SiteFn> {
    cl.only_named(cx, &["row", "column"]);
    let (Some(r), Some(c)) = (cl.named("row"), cl.named("column")) else {
        cx.bad(cl.node, "(coord \"A1\") or (coord row:R column:C)");
        return None;
    };
    let g = cx.graph();
    let (grid, rows, cols) = (
        g.geo.is_none() && g.dual.is_none(),
        i64::from(g.rows),
        i64::from(g.cols),
    );
    let (r, c) = (super::int(cx, r)?, super::int(cx, c)?);
    if !grid {
        return coord_on_graph(cx, cl, r, c);
    }
    Some(SiteFn::Num(Box::new(row_column_lookup(
        r, c, rows, cols, None,
    ))))
}
