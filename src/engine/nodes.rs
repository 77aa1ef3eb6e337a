//! What the engine works out once about each node of its program, rather than at every
//! call: the shape of a generator's site tests. Each node of the engine's own copy of
//! the program is numbered ([`NodeId`]) and its facts kept in a table by number; a node
//! without a number (none is expected) has its facts worked out when asked.

use super::site_test::{Bound, SiteTest};
use super::Engine;
use crate::program::board::DirMask;
use crate::program::visit::NodeMut;
use crate::program::{Dirs, Int, Moves, MovesKind, NodeId, Program, SiteFn};
use std::borrow::Cow;

/// The facts about one node.
#[derive(Clone, Copy, Debug)]
pub(super) struct NodeInfo {
    /// The destination test of a Step, Slide or Hop.
    pub dest: SiteTest,
    /// The hurdle test of a Hop.
    pub hurdle: SiteTest,
    /// A Hop's `before:`, range and `after:` when they are constants.
    pub hop_ints: Option<[i64; 4]>,
    /// A generator's directions when they do not depend on the piece or the state.
    pub mask: Option<DirMask>,
    /// A generator's absolute and relative directions when they are fixed but turn
    /// with the facing.
    pub turning: Option<(DirMask, DirMask)>,
    /// The components (bit = id) a `forEach Piece` visits, when every id fits.
    pub comps: Option<u64>,
    /// The parts of an `or`, `and` or `priority` that hop or rank moves (bit = index;
    /// a part past the 64th is taken as one): `can Move` tries the others first.
    pub costly_parts: u64,
    /// A Hop over the adjacent site onto the next (`before:0`, exactly one hurdle,
    /// `after:0`) over an enemy onto an empty site (with, for a stack's hop, the
    /// mover's piece on top of `(from)`): run by `Engine::adjacent_hop`.
    pub adjacent_hop: bool,
    /// The same shape over any piece (a leapfrog's move): run by `Engine::leapfrog`.
    pub leapfrog: bool,
    /// A step onto an empty site, or an adjacent hop or leapfrog landing on one, from
    /// `(from)` (for a `forEach Piece`: its own moves are): what `sweep.rs` can run
    /// for all pieces at once.
    pub sweep: bool,
    /// How many steps along one direction from `(from)` at most every move of this
    /// program lands: a few (a step's 1, a slide of at most 2), or `u8::MAX` for a
    /// slide's any distance; a threat search skips a piece that stands farther from the
    /// site or off every line through it. `None` when unknown.
    pub reach: Option<u8>,
}

impl NodeInfo {
    /// The facts about `m`; `base` is each component's interned base name (index = id).
    fn of(m: &Moves, base: &[u16]) -> NodeInfo {
        let (to, between_if, dirs) = match &m.kind {
            MovesKind::Step { to, dirs, .. } | MovesKind::Slide { to, dirs, .. } => {
                (Some(to), None, Some(dirs))
            }
            MovesKind::Hop {
                to,
                between_if,
                dirs,
                ..
            } => (Some(to), between_if.as_ref(), Some(dirs)),
            _ => (None, None, None),
        };
        let hop_ints = match &m.kind {
            MovesKind::Hop {
                before: Int::Const(b),
                range: (Int::Const(lo), Int::Const(hi)),
                after: Int::Const(a),
                ..
            } => Some([*b, *lo, *hi, *a]),
            _ => None,
        };
        let comps = match &m.kind {
            MovesKind::ForEachPiece { names, .. } if base.len() <= 64 => Some(
                (1..base.len())
                    .filter(|&i| names.is_empty() || names.contains(&base[i]))
                    .fold(0u64, |a, i| a | 1 << i),
            ),
            _ => None,
        };
        let fixed = dirs.and_then(fixed_dirs);
        let mask = match fixed {
            Some((abs, 0)) => Some(abs),
            _ => None,
        };
        let turning = fixed.filter(|&(_, rel)| rel != 0);
        let costly_parts = match &m.kind {
            MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => v
                .iter()
                .take(64)
                .enumerate()
                .filter(|(_, x)| looks_ahead(x))
                .fold(0u64, |a, (i, _)| a | 1 << i),
            _ => 0,
        };
        let dest = SiteTest::of(to.and_then(|t| t.cond.as_ref()), Bound::To, SiteTest::Empty);
        let hurdle = SiteTest::of(between_if, Bound::Between, SiteTest::Any);
        // A hop with a stop rule lands where its `to` test fails: no fast path knows it.
        let no_stop = to.is_none_or(|t| t.keep.is_none());
        let adjacent_hop = hop_ints == Some([0, 1, 1, 0])
            && no_stop
            && matches!(dest, SiteTest::Empty | SiteTest::EmptyFromMover)
            && matches!(hurdle, SiteTest::Enemy | SiteTest::EnemyUnjumped);
        let leapfrog = hop_ints == Some([0, 1, 1, 0])
            && no_stop
            && dest == SiteTest::Empty
            && hurdle == SiteTest::Occupied;
        let sweep = match &m.kind {
            MovesKind::Hop {
                from: SiteFn::From, ..
            } => (adjacent_hop || leapfrog) && dest == SiteTest::Empty,
            MovesKind::Step {
                from: SiteFn::From, ..
            } => dest == SiteTest::Empty,
            MovesKind::ForEachPiece {
                moves: Some(inner), ..
            } => NodeInfo::of(inner, base).sweep,
            _ => false,
        };
        NodeInfo {
            reach: reach(m),
            sweep,
            costly_parts,
            adjacent_hop,
            leapfrog,
            dest,
            hurdle,
            hop_ints,
            mask,
            turning,
            comps,
        }
    }
}

/// Numbers every move program of `p`, wherever it stands (its play, its pieces' moves,
/// its end rules, and inside their conditions, numbers and regions), and returns their
/// facts (index = number - 1).
pub(super) fn number(p: &mut Program, base: &[u16]) -> Vec<NodeInfo> {
    let mut infos = Vec::new();
    p.roots_mut(&mut |root| {
        root.walk(&mut |n| {
            if let NodeMut::Moves(m) = n {
                infos.push(NodeInfo::of(m, base));
                m.id = NodeId(infos.len() as u32);
            }
        })
    });
    infos
}

impl Engine {
    /// The facts about node `m`.
    #[inline]
    pub(super) fn info(&self, m: &Moves) -> Cow<'_, NodeInfo> {
        match self.infos.get((m.id.0 as usize).wrapping_sub(1)) {
            Some(i) => Cow::Borrowed(i),
            None => Cow::Owned(NodeInfo::of(m, &self.base)),
        }
    }

    /// Whether a `forEach Piece` of `names`, with facts `info`, visits component `comp`.
    #[inline]
    pub(super) fn visits(&self, info: &NodeInfo, names: &[u16], comp: u16) -> bool {
        match info.comps {
            Some(bits) if comp < 64 => bits >> comp & 1 != 0,
            _ => names.is_empty() || names.contains(&self.base_of(comp)),
        }
    }
}

/// Whether a program hops or ranks moves (`max Moves`): the costly kinds to ask
/// `can Move` of, walked through the combinators that hold them.
fn looks_ahead(m: &Moves) -> bool {
    match &m.kind {
        MovesKind::Hop { .. }
        | MovesKind::MaxMoves { .. }
        | MovesKind::MaxCaptures { .. }
        | MovesKind::Do { .. } => true,
        MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => v.iter().any(looks_ahead),
        MovesKind::If(_, a, b) => looks_ahead(a) || b.as_deref().is_some_and(looks_ahead),
        MovesKind::ForEachPiece { moves, .. } => moves.as_deref().is_none_or(looks_ahead),
        MovesKind::ForEachSite(_, m)
        | MovesKind::ForEachGroup(_, m)
        | MovesKind::ForEachValue(_, m)
        | MovesKind::ForEachPlayer(m) => looks_ahead(m),
        MovesKind::ForEachLevel { moves, .. } => looks_ahead(moves),
        MovesKind::ForEachDirection(x) => looks_ahead(&x.moves),
        MovesKind::Phases(v) => v.iter().any(looks_ahead),
        _ => false,
    }
}

/// Directions that do not depend on the state, as (absolute, relative) masks: fixed
/// ones, and unions of them (`{FR FL}`).
fn fixed_dirs(d: &Dirs) -> Option<(DirMask, DirMask)> {
    match d {
        Dirs::Fixed { abs, rel } => Some((*abs, *rel)),
        Dirs::Union(v) => v.iter().try_fold((0, 0), |(a, r), d| {
            fixed_dirs(d).map(|(x, y)| (a | x, r | y))
        }),
        _ => None,
    }
}

/// [`NodeInfo::reach`]: a step lands one step away, a slide of a few at most that many,
/// any other slide along one radial;
/// a choice between programs as far as the farthest; anything else is not known.
fn reach(m: &Moves) -> Option<u8> {
    match &m.kind {
        MovesKind::Step {
            from: SiteFn::From, ..
        } => Some(1),
        MovesKind::Slide {
            from: SiteFn::From,
            max: Some(Int::Const(k)),
            ..
        } if (0..=4).contains(k) => Some(*k as u8),
        // Any distance, along one radial still.
        MovesKind::Slide {
            from: SiteFn::From, ..
        } => Some(u8::MAX),
        MovesKind::Or(v) | MovesKind::And(v) => {
            v.iter().try_fold(0, |far, x| Some(far.max(reach(x)?)))
        }
        MovesKind::If(_, a, b) => Some(reach(a)?.max(b.as_deref().map_or(Some(0), reach)?)),
        MovesKind::Do {
            pre, next: None, ..
        } => reach(pre),
        _ => None,
    }
}
