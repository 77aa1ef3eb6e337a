//! A program as JSON, for `ludic rules --json`: the IR as it is (`serde::Serialize` is
//! derived on it), with what a reader needs in place of what the engine needs. Pieces
//! are named where the program keeps their interned numbers, sets of sites are lists of
//! site numbers, direction masks are lists of directions, and the board is summarised:
//! each site with its name, its place and its steps, not the engine's tables.
//!
//! The interned names are the program's own table ([`super::Names`]), which a field of
//! the tree does not see: [`to_json`] lends the program's tables to the serializer for
//! the time of the call (outside it, a name is written as its number).

use super::board::{Graph, OFF};
use super::{CompId, Program, SiteSet};
use crate::program::board::DirMask;
use crate::rules::AbsDir;
use serde::ser::{SerializeMap, SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};
use std::cell::RefCell;

/// The names the tree refers to by number, while [`to_json`] runs.
#[derive(Default)]
struct Tables {
    /// Interned base names (`Program::names`).
    bases: Vec<String>,
    /// Component names, index = id - 1.
    comps: Vec<String>,
}

thread_local! {
    static TABLES: RefCell<Option<Tables>> = const { RefCell::new(None) };
}

/// Lends a program's tables to the serializer, and takes them back when dropped (a
/// panic in between included).
struct Lent;

impl Lent {
    fn of(p: &Program) -> Lent {
        let t = Tables {
            bases: p.names.0.clone(),
            comps: p.comps.iter().map(|c| c.name.clone()).collect(),
        };
        TABLES.with(|x| *x.borrow_mut() = Some(t));
        Lent
    }
}

impl Drop for Lent {
    fn drop(&mut self) {
        TABLES.with(|x| *x.borrow_mut() = None);
    }
}

/// The program as pretty JSON.
pub fn to_json(p: &Program) -> serde_json::Result<String> {
    let _lent = Lent::of(p);
    serde_json::to_string_pretty(p)
}

/// A name from the lent tables, if they are lent and hold it.
fn looked_up(f: impl Fn(&Tables) -> Option<&String>) -> Option<String> {
    TABLES.with(|x| x.borrow().as_ref().and_then(|t| f(t).cloned()))
}

/// An interned base name (`(id "Counter" Mover)`), as its name.
pub(super) fn name<S: Serializer>(n: &u16, s: S) -> Result<S::Ok, S::Error> {
    match looked_up(|t| t.bases.get(*n as usize)) {
        Some(name) => s.serialize_str(&name),
        None => s.serialize_u16(*n),
    }
}

/// An optional interned base name.
pub(super) fn opt_name<S: Serializer>(n: &Option<u16>, s: S) -> Result<S::Ok, S::Error> {
    match n {
        Some(n) => name(n, s),
        None => s.serialize_none(),
    }
}

/// Interned base names, as a list of names.
pub(super) fn names<S: Serializer>(v: &[u16], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(v.len()))?;
    for n in v {
        seq.serialize_element(&Named(*n))?;
    }
    seq.end()
}

/// One interned name, serialized by [`name`].
struct Named(u16);

impl Serialize for Named {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        name(&self.0, s)
    }
}

/// A component, as its full name (`Disc1`).
pub(super) fn comp<S: Serializer>(c: &CompId, s: S) -> Result<S::Ok, S::Error> {
    match looked_up(|t| t.comps.get((*c as usize).wrapping_sub(1))) {
        Some(name) => s.serialize_str(&name),
        None => s.serialize_u16(*c),
    }
}

/// A component and a count (a hand's pieces at the start), as `{"piece": .., "count": ..}`.
pub(super) fn comp_count<S: Serializer>(
    x: &Option<(CompId, u32)>,
    s: S,
) -> Result<S::Ok, S::Error> {
    struct Comp(CompId);
    impl Serialize for Comp {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            comp(&self.0, s)
        }
    }
    match x {
        None => s.serialize_none(),
        Some((c, n)) => {
            let mut m = s.serialize_struct("Pieces", 2)?;
            m.serialize_field("piece", &Comp(*c))?;
            m.serialize_field("count", n)?;
            m.end()
        }
    }
}

/// A mask of absolute directions (bit i = `AbsDir::ALL[i]`), as their names.
pub(super) fn abs_dirs<S: Serializer>(m: &DirMask, s: S) -> Result<S::Ok, S::Error> {
    // Slot `8 + i` of a wide board: the compass direction a sixteenth past slot `i`'s.
    let names: Vec<String> = (0..crate::program::board::SLOTS)
        .filter(|i| m >> i & 1 != 0)
        .map(|i| match AbsDir::ALL.get(i) {
            Some(d) => format!("{d:?}"),
            None => crate::program::geom::topo::COMPASS[2 * (i - 8) + 1].to_string(),
        })
        .collect();
    names.serialize(s)
}

/// Ludii's names of the directions relative to a facing, bit i = i eighth-turns
/// clockwise from forward.
const RELATIVE: [&str; 8] = ["F", "FR", "R", "BR", "B", "BL", "L", "FL"];

/// A mask of relative directions, as their names.
pub(super) fn rel_dirs<S: Serializer>(m: &DirMask, s: S) -> Result<S::Ok, S::Error> {
    // Bit `8 + i`: a sixteenth-turn clockwise past bit `i`'s.
    let names: Vec<String> = (0..crate::program::board::SLOTS)
        .filter(|i| m >> i & 1 != 0)
        .map(|i| match RELATIVE.get(i) {
            Some(r) => r.to_string(),
            None => format!("{}+", RELATIVE[i - 8]),
        })
        .collect();
    names.serialize(s)
}

// A set of sites is a list of site numbers, not the words of its bits.
impl Serialize for SiteSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

// The board, summarised: its shape, then each site with its name, its place and its
// steps; the engine's tables (radials, the measured regions, the drawing) are left out.
impl Serialize for Graph {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Board", 5)?;
        st.serialize_field("shape", if self.geo.is_some() { "graph" } else { "grid" })?;
        st.serialize_field("sites_are", if self.points { "points" } else { "cells" })?;
        st.serialize_field("cols", &self.cols)?;
        st.serialize_field("rows", &self.rows)?;
        st.serialize_field("sites", &Sites(self))?;
        st.end()
    }
}

/// The sites of a board, for [`Graph`]'s summary.
struct Sites<'a>(&'a Graph);

impl Serialize for Sites<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let g = self.0;
        let mut seq = s.serialize_seq(Some(g.len()))?;
        for site in 0..g.len() as u16 {
            seq.serialize_element(&OneSite(g, site))?;
        }
        seq.end()
    }
}

/// One site: its number, its coordinate name, its place (column and row on a grid,
/// Ludii's coordinates on a graph) and the site each step leads to, by direction slot.
struct OneSite<'a>(&'a Graph, u16);

impl Serialize for OneSite<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (g, site) = (self.0, self.1);
        let mut st = s.serialize_struct("Site", 4)?;
        st.serialize_field("site", &site)?;
        st.serialize_field("name", &g.label(site))?;
        match g.geo.as_ref().and_then(|geo| geo.pos.get(site as usize)) {
            Some(pos) => st.serialize_field("at", pos)?,
            None => {
                let (c, r) = g.coords[site as usize];
                st.serialize_field("at", &[c, r])?;
            }
        }
        st.serialize_field("steps", &Steps(g, site))?;
        st.end()
    }
}

/// A site's steps, as a map from direction slot to site.
struct Steps<'a>(&'a Graph, u16);

impl Serialize for Steps<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (g, site) = (self.0, self.1);
        let steps: Vec<(String, u16)> = AbsDir::ALL
            .iter()
            .enumerate()
            .filter_map(|(i, d)| {
                let t = g.next(site, i);
                (t != OFF).then(|| (format!("{d:?}"), t))
            })
            .collect();
        let mut m = s.serialize_map(Some(steps.len()))?;
        for (d, t) in &steps {
            m.serialize_entry(d, t)?;
        }
        m.end()
    }
}
