//! `forEach Piece` over a grid in one sweep. On a board that numbers its sites row by
//! row, a step in a direction adds the same number to every site it leaves, so the
//! pieces that can step onto an empty site, or make a man's capture (an enemy beside,
//! the site past it empty), are found for all pieces at once by shifting sets of
//! sites, rather than piece by piece. Only the pieces that have a move are visited, in
//! the order the piece-by-piece loop visits them, and they yield the same moves.

use super::eval::Ctx;
use super::nodes::NodeInfo;
use super::sink::Sink;
use super::site_test::SiteTest;
use super::words::Words;
use super::{Engine, State};
use crate::program::board::{turn, DirMask, OFF, SLOTS};
use crate::program::sites::{Bits, SMALL_SITES};
use crate::program::{Moves, MovesKind, Site, SiteFn};

/// The directions in which the board's sites are numbered as a grid.
#[derive(Clone, Debug, Default)]
pub(super) struct Grid {
    /// Per direction (index into `AbsDir::ALL`): what a step that way adds to a
    /// site's number, when every step that way adds the same.
    pub(super) delta: [Option<i32>; 8],
    /// Per direction: the sites with a site beyond them that way.
    one: [Bits; 8],
    /// Per direction: the sites with two sites beyond them that way (an adjacent
    /// hop's hurdle and landing).
    two: [Bits; 8],
    /// The directions (bit = index) with a `delta`.
    regular: DirMask,
    /// The components (bit = id, under 64) of no player, P1 and P2.
    comps_of: [u64; 3],
    /// The components (bit = id) whose own moves are a step or hop the sweep runs.
    sweeps: u64,
    /// The words of a set that hold the board's sites (1, 2, or 4 for more).
    words: usize,
}

impl Grid {
    /// The grid directions of a board of `n` sites whose step from a site in
    /// direction `d` is `next(site, d)`, and whose adjacent hops are `hop2`.
    pub(super) fn of(n: usize, next: impl Fn(Site, usize) -> Site, hop2: &[[Site; 2]]) -> Grid {
        let mut g = Grid::default();
        // Over the sites a set keeps inline, sets are shifted no faster than pieces
        // are visited one by one: the loop runs there.
        if n > SMALL_SITES {
            return g;
        }
        g.words = n.div_ceil(64);
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
                g.one[d].insert(x);
                if let Some(&[b, t]) = hop2.get(x as usize * SLOTS + d) {
                    if b != OFF && t != OFF {
                        regular &= b == y && i32::from(t) == i32::from(x) + 2 * k;
                        g.two[d].insert(x);
                    }
                }
            }
            if regular && delta.is_some() {
                g.delta[d] = delta;
                g.regular |= 1 << d;
            }
        }
        g
    }
}

impl Engine {
    /// `forEach Piece` (facts `fe`, names `names`) when every piece it visits runs one
    /// node `inner` that is a step onto an empty site, or a man's adjacent hop (or a
    /// leapfrog's) landing on one, in grid directions: its moves into `out`, and true.
    /// False, with nothing done, when the sweep does not apply. Never inlined: inlined
    /// into the generator's closure it ran 10% more instructions (callgrind, Dum Blas).
    #[inline(never)]
    pub(super) fn sweep<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        fe: (&NodeInfo, &[u16]),
        inner: &'p Moves,
        out: &mut impl Sink<'p>,
    ) -> bool {
        // The sets of a small board in as few words as hold its sites.
        match (&inner.kind, self.grid.words) {
            (MovesKind::Hop { .. }, 1) => self.sweep_hops::<1>(s, c, fe, inner, out),
            (MovesKind::Hop { .. }, 2) => self.sweep_hops::<2>(s, c, fe, inner, out),
            (MovesKind::Hop { .. }, _) => self.sweep_hops::<4>(s, c, fe, inner, out),
            (MovesKind::Step { .. }, 1) => self.sweep_steps::<1>(s, c, fe, inner, out),
            (MovesKind::Step { .. }, 2) => self.sweep_steps::<2>(s, c, fe, inner, out),
            (MovesKind::Step { .. }, _) => self.sweep_steps::<4>(s, c, fe, inner, out),
            _ => false,
        }
    }

    /// [`Self::sweep`] for a man's adjacent hop (or a leapfrog's).
    fn sweep_hops<'p, const N: usize>(
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
        let Some(visited) = fe.comps.map(|v| v & self.grid.comps_of[mover]) else {
            return false;
        };
        let Some(mask) = self.sweep_mask(visited, &info) else {
            return false;
        };
        if mask & !self.grid.regular != 0 {
            return false;
        }
        let Some((board, [none, p1, p2])) = small_sets::<N>(board, s) else {
            return false;
        };
        let occupied = none.union(&p1).union(&p2);
        let (own, enemy) = if mover == 1 { (p1, p2) } else { (p2, p1) };
        let hurdles = match (info.hurdle, s.to_clear.small()) {
            (SiteTest::Enemy, _) => enemy,
            (SiteTest::EnemyUnjumped, Some(cleared)) => enemy.difference(&Words::of(cleared)),
            (SiteTest::Occupied, _) => occupied,
            _ => return false,
        };
        let empty = board.difference(&occupied);
        let mut hits = [Words::<N>::default(); 8];
        let mut any = Words::<N>::default();
        let mut m = mask;
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(k) = self.grid.delta[d] else {
                return false;
            };
            hits[d] = own
                .intersection(&Words::of(&self.grid.two[d]))
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
            let dirs = (0..8).fold(0, |b: DirMask, d| {
                b | DirMask::from(hits[d].contains(site)) << d
            });
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

    /// [`Self::sweep`] for a step onto an empty site.
    fn sweep_steps<'p, const N: usize>(
        &'p self,
        s: &State,
        c: &Ctx,
        (fe, names): (&NodeInfo, &[u16]),
        inner: &'p Moves,
        out: &mut impl Sink<'p>,
    ) -> bool {
        let MovesKind::Step {
            from: SiteFn::From,
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
            info.dest == SiteTest::Empty,
            mover == 1 || mover == 2,
        ) else {
            return false;
        };
        let Some(visited) = fe.comps.map(|v| v & self.grid.comps_of[mover]) else {
            return false;
        };
        let Some(mask) = self.sweep_mask(visited, &info) else {
            return false;
        };
        if mask & !self.grid.regular != 0 {
            return false;
        }
        let Some((board, [none, p1, p2])) = small_sets::<N>(board, s) else {
            return false;
        };
        let empty = board.difference(&none.union(&p1).union(&p2));
        let own = if mover == 1 { p1 } else { p2 };
        let mut steps = [Words::<N>::default(); 8];
        let mut delta = [0i32; 8];
        let mut any = Words::<N>::default();
        let mut m = mask;
        while m != 0 {
            let d = m.trailing_zeros() as usize;
            m &= m - 1;
            let Some(k) = self.grid.delta[d] else {
                return false;
            };
            delta[d] = k;
            steps[d] = own
                .intersection(&Words::of(&self.grid.one[d]))
                .intersection(&empty.shifted(k));
            any = any.union(&steps[d]);
        }
        for site in any.iter() {
            let comp = s.what.get(site as usize).copied().unwrap_or(0);
            if !self.visits(fe, names, comp) {
                continue;
            }
            if out.probe() {
                out.found();
                return true;
            }
            let start = out.len();
            let cf = Ctx { from: site, ..*c };
            for d in 0..8 {
                if steps[d].contains(site) {
                    let t = (i32::from(site) + delta[d]) as Site;
                    if !out.skip() {
                        out.push(self.moving(s, &cf, (site, t, *stack), to));
                    }
                }
            }
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

    /// The directions of a hop with facts `info`, the same for every piece of the
    /// components `visited` (bit = id): fixed ones, or relative ones when those pieces
    /// all face the same way; `None` otherwise.
    fn sweep_mask(&self, visited: u64, info: &NodeInfo) -> Option<DirMask> {
        match (info.mask, info.turning) {
            (Some(m), _) => Some(m),
            (None, Some((abs, rel))) => {
                let mut facing = None;
                for comp in bits(visited) {
                    let f = self.comp_facing.get(comp).copied().flatten()?;
                    if *facing.get_or_insert(f) != f {
                        return None;
                    }
                }
                Some(abs | turn(rel, u32::from(facing?)))
            }
            _ => None,
        }
    }

    /// The one node every piece a `forEach Piece` (facts `fe`) visits runs as its own
    /// moves, when they all run the same step or hop the sweep can run.
    pub(super) fn shared_piece_moves(&self, s: &State, fe: &NodeInfo) -> Option<&Moves> {
        let owned = self.grid.comps_of.get(s.mover as usize)?;
        let visited = fe.comps? & owned;
        if visited == 0 || visited & !self.grid.sweeps != 0 {
            return None;
        }
        let mut node: Option<&Moves> = None;
        for comp in bits(visited) {
            let m = self.program.comp(comp as u16).moves.as_ref()?;
            if !std::ptr::eq(*node.get_or_insert(m), m) {
                return None;
            }
        }
        node
    }

    /// Completes the grid facts once the program's nodes are numbered: which
    /// components each player owns, and whose own moves the sweep can run.
    pub(super) fn grid_pieces(&mut self) {
        let mut comps_of = [0u64; 3];
        let mut sweeps = 0u64;
        for comp in 1..self.owner.len().min(64) {
            let owner = self.owner[comp] as usize;
            if let Some(o) = comps_of.get_mut(owner) {
                *o |= 1 << comp;
            }
            let Some(m) = self.program.comp(comp as u16).moves.as_ref() else {
                continue;
            };
            if self.info(m).sweep {
                sweeps |= 1 << comp;
            }
        }
        self.grid.comps_of = comps_of;
        self.grid.sweeps = sweeps;
    }
}

/// The board's sites and each owner's (no player, P1, P2) in their first `N` words,
/// when every set is inline.
#[inline]
fn small_sets<const N: usize>(
    board: &crate::program::SiteSet,
    s: &State,
) -> Option<(Words<N>, [Words<N>; 3])> {
    let [none, p1, p2] = &s.occ.0;
    let w = |x: &crate::program::SiteSet| x.small().map(Words::of);
    Some((w(board)?, [w(none)?, w(p1)?, w(p2)?]))
}

/// The set bits of `v`, lowest first.
fn bits(v: u64) -> impl Iterator<Item = usize> {
    let mut v = v;
    std::iter::from_fn(move || {
        (v != 0).then(|| {
            let b = v.trailing_zeros() as usize;
            v &= v - 1;
            b
        })
    })
}
