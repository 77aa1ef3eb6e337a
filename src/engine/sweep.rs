//! `forEach Piece` over a grid in one sweep. On a board that numbers its sites row by
//! row, a step in a direction adds the same number to every site it leaves, so the
//! pieces that have a man's capture that way (an enemy beside, the site past it empty)
//! are found for all pieces at once, by shifting sets of sites, rather than piece by
//! piece. Most pieces have no capture most of the time; only those that have one are
//! visited, in the order the piece-by-piece loop visits them, and yield the same moves.

use super::eval::Ctx;
use super::nodes::NodeInfo;
use super::sink::Sink;
use super::site_test::SiteTest;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::sites::MAX_SITES;
use crate::program::{Moves, MovesKind, Site, SiteFn, SiteSet};

/// The directions in which the board's sites are numbered as a grid.
#[derive(Clone, Debug, Default)]
pub(super) struct Grid {
    /// Per direction (index into `AbsDir::ALL`): what a step that way adds to a
    /// site's number, when every step that way adds the same.
    pub(super) delta: [Option<i32>; 8],
    /// Per direction: the sites with two sites beyond them that way (an adjacent
    /// hop's hurdle and landing).
    two: [SiteSet; 8],
}

impl Grid {
    /// The grid directions of a board of `n` sites whose step from a site in
    /// direction `d` is `next(site, d)`, and whose adjacent hops are `hop2`.
    pub(super) fn of(n: usize, next: impl Fn(Site, usize) -> Site, hop2: &[[Site; 2]]) -> Grid {
        let mut g = Grid::default();
        if n > MAX_SITES {
            return g;
        }
        for d in 0..8 {
            let mut delta = None;
            let mut regular = true;
            for x in 0..n as Site {
                let y = next(x, d);
                if y == OFF {
                    continue;
                }
                let k = i32::from(y) - i32::from(x);
                regular &= *delta.get_or_insert(k) == k;
                if let Some(&[b, t]) = hop2.get(x as usize * 8 + d) {
                    if b != OFF && t != OFF {
                        regular &= b == y && i32::from(t) == i32::from(x) + 2 * k;
                        g.two[d].insert(x);
                    }
                }
            }
            if regular {
                g.delta[d] = delta;
            }
        }
        g
    }
}

impl Engine {
    /// `forEach Piece` (facts `fe`, names `names`) when every piece it visits runs one
    /// node `inner` that is a man's adjacent hop (or a leapfrog's) landing on an empty
    /// site, in grid directions: its moves into `out`, and true. False, with nothing
    /// done, when the sweep does not apply.
    pub(super) fn sweep_hops<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (fe, names): (&NodeInfo, &[u16]),
        inner: &'p Moves,
        out: &mut impl Sink<'p>,
    ) -> bool {
        let MovesKind::Hop {
            from: SiteFn::From,
            between_apply,
            to,
            stack,
            ..
        } = &inner.kind
        else {
            return false;
        };
        let info = self.info(inner);
        let mover = s.mover as usize;
        let (Some(board), true, true) = (
            &self.tracked_board,
            (info.adjacent_hop || info.leapfrog) && info.dest == SiteTest::Empty,
            mover == 1 || mover == 2,
        ) else {
            return false;
        };
        let Some(mask) = self.sweep_mask(s, (fe, names), &info) else {
            return false;
        };
        let [none, p1, p2] = &s.occ.0;
        let occupied = none.union(p1).union(p2);
        let hurdles = match info.hurdle {
            SiteTest::Enemy => s.occ.0[3 - mover],
            SiteTest::EnemyUnjumped => s.occ.0[3 - mover].difference(&s.to_clear),
            SiteTest::Occupied => occupied,
            _ => return false,
        };
        let empty = board.difference(&occupied);
        let own = s.occ.0[mover];
        let mut hits = [SiteSet::EMPTY; 8];
        let mut any = SiteSet::EMPTY;
        let mut m = mask;
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(k) = self.grid.delta[d] else {
                return false;
            };
            hits[d] = own
                .intersection(&self.grid.two[d])
                .intersection(&hurdles.shifted(k))
                .intersection(&empty.shifted(2 * k));
            any = any.union(&hits[d]);
        }
        let effects = (between_apply.as_deref(), to, *stack);
        for site in any.iter() {
            let comp = s.what.get(site as usize).copied().unwrap_or(0);
            if !self.visits(fe, names, comp) {
                continue;
            }
            if out.probe() {
                out.found();
                return true;
            }
            let dirs = (0..8).fold(0u8, |b, d| b | (hits[d].contains(site) as u8) << d);
            let start = out.len();
            let cf = Ctx { from: site, ..*c };
            self.adjacent_hop_moves(s, &cf, site, dirs, effects, out);
            if let Some(t) = &inner.then {
                if out.len() > start {
                    out.then_from(start, t);
                }
            }
            if out.done() {
                break;
            }
        }
        true
    }

    /// The directions of a hop with facts `info`, the same for every piece the
    /// `forEach Piece` visits: fixed ones, or relative ones when those pieces all face
    /// the same way; `None` otherwise.
    fn sweep_mask(
        &self,
        s: &State,
        (fe, names): (&NodeInfo, &[u16]),
        info: &NodeInfo,
    ) -> Option<u8> {
        match (info.mask, info.turning) {
            (Some(m), _) => Some(m),
            (None, Some((abs, rel))) => {
                let mut facing = None;
                for comp in 1..self.owner.len() as u16 {
                    if self.owner_of(comp) != s.mover || !self.visits(fe, names, comp) {
                        continue;
                    }
                    let f = self.comp_facing.get(comp as usize).copied().flatten()?;
                    if *facing.get_or_insert(f) != f {
                        return None;
                    }
                }
                Some(abs | rel.rotate_left(u32::from(facing?)))
            }
            _ => None,
        }
    }

    /// The one node every piece a `forEach Piece` (facts `fe`, names `names`)
    /// visits runs as its own moves, when they all run the same.
    pub(super) fn shared_piece_moves(
        &self,
        s: &State,
        (fe, names): (&NodeInfo, &[u16]),
    ) -> Option<&Moves> {
        let mut node: Option<&Moves> = None;
        for comp in 1..self.owner.len() as u16 {
            if self.owner_of(comp) != s.mover || !self.visits(fe, names, comp) {
                continue;
            }
            let m = self.program.comp(comp).moves.as_ref()?;
            if !std::ptr::eq(*node.get_or_insert(m), m) {
                return None;
            }
        }
        node
    }
}
