//! `(map ["Name"] {(pair K V) ...})` in the equipment and `(mapEntry ["Name"] KEY)`:
//! Ludii's maps from numbers to numbers, read when the game is compiled, so that an
//! entry is a lookup in a short list.

use super::funcs::{int, int_const, site_named};
use super::{Cl, Cx};
use crate::program::Int;
use crate::syntax::ast::{Kind, Node};

/// One map: its name (Ludii's default: "Map") and its entries, a key once each.
#[derive(Clone, Debug, Default)]
pub struct Map {
    /// The name.
    pub name: String,
    /// The entries, in the order of their keys' first pairs.
    pub entries: Vec<(i64, i64)>,
}

/// `(map ["Name"] {(pair K V) ...})` or `(map ["Name"] {K ...} {V ...})`.
pub fn map(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    cl.only_named(cx, &[]);
    let (name, rest) = match cl.pos.split_first() {
        Some((
            Node {
                kind: Kind::Str(s), ..
            },
            rest,
        )) => (s.clone(), rest),
        _ => ("Map".to_string(), cl.pos.as_slice()),
    };
    let pairs: Vec<(&Node, &Node)> = match rest {
        [one] => match &one.kind {
            Kind::Array(v) => {
                let mut out = Vec::new();
                for p in v {
                    match Cl::of(p).filter(|p| p.head == "pair" && p.pos.len() == 2) {
                        Some(p) => out.push((p.pos[0], p.pos[1])),
                        None => return cx.bad(p, "(pair KEY VALUE)"),
                    }
                }
                out
            }
            _ => return cx.bad(one, "{(pair KEY VALUE) ...}"),
        },
        [keys, values] => match (&keys.kind, &values.kind) {
            (Kind::Array(k), Kind::Array(v)) if k.len() == v.len() => k.iter().zip(v).collect(),
            _ => return cx.bad(values, "as many values as keys"),
        },
        _ => return cx.bad(node, "(map [\"Name\"] {(pair KEY VALUE) ...})"),
    };
    let mut entries: Vec<(i64, i64)> = Vec::new();
    for (k, v) in pairs {
        let (Some(k), Some(v)) = (key(cx, k), value(cx, v)) else {
            return;
        };
        // Ludii's map is a hash map: a key given twice keeps its last value.
        match entries.iter_mut().find(|e| e.0 == k) {
            Some(e) => e.1 = v,
            None => entries.push((k, v)),
        }
    }
    cx.maps.push(Map { name, entries });
}

/// A key: a number, a player (`P1`: 1), or a site's coordinate.
fn key(cx: &mut Cx, node: &Node) -> Option<i64> {
    match &node.kind {
        Kind::Ident(s) => role(s).or_else(|| {
            cx.bad(node, "a number, a player or a coordinate");
            None
        }),
        Kind::Str(s) => site_named(cx, node, s).map(i64::from),
        _ => {
            let n = int(cx, node)?;
            fold(cx, &n).or_else(|| int_const(cx, node))
        }
    }
}

/// What a number known before play is: a constant, a piece of a player's by name
/// (`(id "Fuhyo" P1)`: as Ludii's `Id`, the first whose name contains it), or a site
/// of a hand (`(handSite P2 1)`).
fn fold(cx: &Cx, n: &Int) -> Option<i64> {
    use crate::program::{ArithOp, SiteFn, Who};
    match n {
        Int::Const(v) => Some(*v),
        Int::Id(name, Who::Id(p)) => {
            let base = cx.names.0.get(*name as usize)?;
            let i = cx
                .comps
                .iter()
                .position(|c| c.owner == *p && c.name.contains(base.as_str()));
            Some(i.map_or(-1, |i| i as i64 + 1))
        }
        Int::Site(SiteFn::Const(s)) => Some(i64::from(*s)),
        Int::Site(SiteFn::Hand(Who::Id(p))) => cx
            .hands
            .iter()
            .find(|h| h.owner == *p)
            .map(|h| i64::from(h.site)),
        Int::Site(SiteFn::Num(x)) => fold(cx, x),
        Int::Arith(ArithOp::Add, a, b) => Some(fold(cx, a)? + fold(cx, b)?),
        _ => None,
    }
}

/// A value: a key, a piece's full name (its number), or a landmark of the board
/// (`FirstSite`, `LastSite`, `CentreSite`, `BottomSite`, `TopSite`, `LeftSite`,
/// `RightSite`).
fn value(cx: &mut Cx, node: &Node) -> Option<i64> {
    let g = cx.graph();
    let first = |set: crate::program::SiteSet| set.iter().next().map(i64::from);
    let landmark = match &node.kind {
        Kind::Ident(s) => match s.as_str() {
            "FirstSite" => Some(0),
            "LastSite" => Some(g.len() as i64 - 1),
            "CentreSite" => first(g.centre()),
            "BottomSite" => first(g.sites_where(|_, r| r == 0)),
            "TopSite" => first(g.sites_where(|_, r| r as u16 == g.rows - 1)),
            "LeftSite" => first(g.sites_where(|c, _| c == 0)),
            "RightSite" => first(g.sites_where(|c, _| c as u16 == g.cols - 1)),
            _ => None,
        },
        Kind::Str(s) => {
            if let Some(i) = cx.comps.iter().position(|c| c.name == *s) {
                return Some(i as i64 + 1);
            }
            None
        }
        _ => None,
    };
    landmark.or_else(|| key(cx, node))
}

/// A player's number (`P3`: 3; `Neutral`: 0).
fn role(s: &str) -> Option<i64> {
    match s {
        "Neutral" => Some(0),
        _ => s.strip_prefix('P')?.parse::<u8>().ok().map(i64::from),
    }
}

/// `(mapEntry ["Name"] KEY)`: the value of KEY in the map of that name (without a
/// name, in the first map that has it); KEY itself when no map has it, as in Ludii.
pub fn map_entry(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    cl.only_named(cx, &[]);
    let (name, k) = match cl.pos.as_slice() {
        [n, k] => match &n.kind {
            Kind::Str(s) => (Some(s.as_str()), *k),
            _ => {
                cx.bad(n, "the name of a map");
                return None;
            }
        },
        [k] => (None, *k),
        _ => {
            cx.bad(cl.node, "(mapEntry [\"Name\"] KEY)");
            return None;
        }
    };
    if let Some(n) = name {
        if !cx.maps.iter().any(|m| m.name == n) {
            cx.bad(cl.pos[0], "the name of a map of the equipment");
            return None;
        }
    }
    let entries: Vec<(i64, i64)> = cx
        .maps
        .iter()
        .filter(|m| name.is_none_or(|n| m.name == n))
        .flat_map(|m| m.entries.iter().copied())
        .collect();
    let key = match &k.kind {
        Kind::Ident(s) => match role(s) {
            Some(r) => Int::Const(r),
            None => int(cx, k)?,
        },
        _ => int(cx, k)?,
    };
    Some(Int::MapEntry(Box::new((key, entries))))
}
