//! Legal turns: captures (through [`Search`]), slides, the capture policy
//! (free, compulsory best, huff defaults) and the huff variants.

use super::bits::{Bits, Iter};
use super::capture::{Record, Search};
use super::tables::NONE;
use super::{Game, Kern, Site, State, StateOf, Turn, TurnOf, MAX_PATH};
use crate::rules::CaptureMode;

#[inline(always)]
fn has<B: Bits>(set: B, s: Site) -> bool {
    set.has(s)
}

/// What a search for captures records: the huff made first, if any, and whether
/// every path of one capture is kept apart ([`Game::legal_paths`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Find {
    pub huff: Option<Site>,
    pub paths: bool,
}

impl Find {
    /// Whole turns, without a huff.
    pub const TURNS: Find = Find {
        huff: None,
        paths: false,
    };
}

/// Bitboards of one position that generation and counting share.
#[derive(Clone, Copy, Debug)]
pub(super) struct Position<B> {
    /// Occupied sites.
    pub occ: B,
    /// Per direction `d`, the sites whose `d`-neighbour is empty (computed only for
    /// the directions of steps and short hops).
    pub open: [B; 8],
}

impl<B: Bits> Position<B> {
    #[inline(always)]
    pub(super) fn new(k: &Kern<'_, B>, side: usize, own: B, opp: B) -> Position<B> {
        let t = k.t;
        let occ = own | opp;
        let empty = !occ & t.all;
        let mut open = [B::ZERO; 8];
        let mut dirs = t.short_dirs[side];
        while dirs != 0 {
            let d = dirs.trailing_zeros() as u8;
            dirs &= dirs - 1;
            open[d as usize] = t.step(empty, d ^ 4);
        }
        Position { occ, open }
    }

    /// The pieces that can make a first hop: a bitboard test for short hops
    /// (adjacent victim, empty site behind), every piece of a kind with long hops.
    #[inline(always)]
    pub(super) fn capture_candidates(
        &self,
        k: &Kern<'_, B>,
        side: usize,
        own: B,
        opp: B,
        kings: B,
    ) -> B {
        let t = k.t;
        let mut cand = B::ZERO;
        for king in [false, true] {
            let pieces = own & if king { kings } else { !kings };
            if pieces.is_empty() {
                continue;
            }
            for hop in &t.kinds[side][king as usize].hops {
                if hop.before != 0 {
                    cand |= pieces;
                    break;
                }
                let victims = if hop.kings { opp } else { opp & !kings };
                cand |= pieces & t.step(victims & self.open[hop.dir as usize], hop.dir ^ 4);
            }
        }
        cand
    }
}

impl Game {
    /// Clears `out` and fills it with the legal turns, without duplicates: the turns
    /// without a huff, then for each huffable piece (by site) the turns of the
    /// position without it. Within one position: captures first (by origin site, then
    /// search order: directions clockwise from N, nearer landings first), then
    /// non-capturing moves (by origin, direction, distance). The order is stable, so
    /// seeded random play is reproducible.
    pub fn legal_turns(&self, s: &State, out: &mut Vec<Turn>) {
        self.wide().legal_turns(s, out)
    }

    /// The legal turns of `s` as [`Game::legal_turns`] lists them, but every path of a
    /// capture apart: two routes over the same pieces to the same site are one turn
    /// there and two here, as a game played jump by jump offers both first jumps.
    pub fn legal_paths(&self, s: &State, out: &mut Vec<Turn>) {
        self.wide().legal_paths(s, out)
    }
}

impl<B: Bits> Kern<'_, B> {
    /// [`Game::legal_turns`] at width `B`.
    pub fn legal_turns(&self, s: &StateOf<B>, out: &mut Vec<TurnOf<B>>) {
        self.listed(s, false, out)
    }

    /// [`Game::legal_paths`] at width `B`.
    pub fn legal_paths(&self, s: &StateOf<B>, out: &mut Vec<TurnOf<B>>) {
        self.listed(s, true, out)
    }

    /// The turns of `s` without a huff, then after each huff it allows; each capture's
    /// routes apart when `paths`.
    fn listed(&self, s: &StateOf<B>, paths: bool, out: &mut Vec<TurnOf<B>>) {
        out.clear();
        let side = s.side as usize;
        let (own, opp) = (s.own[side], s.own[side ^ 1]);
        let find = Find { huff: None, paths };
        self.gen(side, own, opp, s.kings, find, out);
        for site in Iter(s.huffable & opp) {
            let b = !B::bit(site);
            let find = Find {
                huff: Some(site),
                paths,
            };
            self.gen(side, own, opp & b, s.kings & b, find, out);
        }
    }

    /// Appends the ordinary turns of one position (after `huff`, if any).
    fn gen(&self, side: usize, own: B, opp: B, kings: B, find: Find, out: &mut Vec<TurnOf<B>>) {
        let huff = find.huff;
        let t = self.t;
        let base = out.len();
        let (pos, best) = self.captures(side, own, opp, kings, find, out);
        let occ = pos.occ;
        if best != 0 && t.mode == CaptureMode::Compulsory {
            return;
        }
        let captures_end = out.len();
        let promo = t.promo[side];
        // Steps (reach 1) by bitboard: the pieces whose neighbour that way is empty;
        // longer slides walk their ray. Output stays ordered by origin, then
        // direction, then distance.
        let mut steps = [[B::ZERO; 8]; 2];
        let mut movers = B::ZERO;
        for king in [false, true] {
            let pieces = own & if king { kings } else { !kings };
            if pieces.is_empty() {
                continue;
            }
            for &(d, r) in &t.kinds[side][king as usize].slides {
                if r == 1 {
                    let m = pieces & pos.open[d as usize];
                    steps[king as usize][d as usize] = m;
                    movers |= m;
                } else {
                    movers |= pieces;
                }
            }
        }
        for from in Iter(movers) {
            let king = has(kings, from);
            for &(d, r) in &t.kinds[side][king as usize].slides {
                if r == 1 {
                    if steps[king as usize][d as usize].has(from) {
                        let to = t.nb[from as usize][d as usize];
                        out.push(slide(huff, from, to, !king && has(promo, to)));
                    }
                    continue;
                }
                let len = t.free_run(from, d, occ).min(r as usize);
                let ray = &t.ray(from, d)[..len];
                out.reserve(len);
                if king {
                    for &to in ray {
                        out.push(slide(huff, from, to, false));
                    }
                } else {
                    for &to in ray {
                        out.push(slide(huff, from, to, has(promo, to)));
                    }
                }
            }
        }
        if t.mode == CaptureMode::Huff && best != 0 {
            // A turn below the best is a default: the pieces that could have made a
            // best capture become huffable, the moved one at its new site.
            let mut able = B::ZERO;
            for turn in &out[base..captures_end] {
                if turn.rank == best {
                    able |= B::bit(turn.from);
                }
            }
            for turn in &mut out[base..] {
                mark_default(turn, able, best);
            }
        }
    }

    /// Appends the captures of one position (after `huff`, if any) to `out`, through
    /// the capture policy's filter; returns the position's bitboards and the best rank
    /// found (0: no capture).
    #[inline(always)]
    pub(super) fn captures<R: Record<B>>(
        &self,
        side: usize,
        own: B,
        opp: B,
        kings: B,
        find: Find,
        out: &mut Vec<R>,
    ) -> (Position<B>, u64) {
        let pos = Position::new(self, side, own, opp);
        let cand = pos.capture_candidates(self, side, own, opp, kings);
        if cand.is_empty() {
            return (pos, 0);
        }
        let mut search = Search {
            t: self.t,
            rank: &self.g.ranker,
            side,
            huff: find.huff,
            from: 0,
            start_king: false,
            occ: pos.occ,
            enemy: opp,
            kings,
            captured: B::ZERO,
            path: [0; MAX_PATH],
            kbits: 0,
            nkings: 0,
            cs: out.len(),
            best: 0,
            out,
            paths: find.paths,
            index: None,
        };
        for from in Iter(cand) {
            let king = has(kings, from);
            search.from = from;
            search.start_king = king;
            search.occ = pos.occ & !B::bit(from);
            search.dfs(from, king, 0, NONE);
        }
        let best = search.best;
        (pos, best)
    }
}

/// In huff mode, a turn ranked below the position's `best` capture is a default: the
/// pieces `able` to make a best capture become huffable, the moved one at its new site.
#[inline]
pub(super) fn mark_default<B: Bits>(turn: &mut TurnOf<B>, able: B, best: u64) {
    if turn.rank < best {
        turn.huffable_after = if able.has(turn.from) {
            (able & !B::bit(turn.from)) | B::bit(turn.to())
        } else {
            able
        };
    }
}

/// A non-capturing move.
#[inline(always)]
pub(super) fn slide<B: Bits>(
    huff: Option<Site>,
    from: Site,
    to: Site,
    promotes: bool,
) -> TurnOf<B> {
    let mut path = [0; MAX_PATH];
    path[0] = to;
    TurnOf {
        huff,
        from,
        path,
        path_len: 1,
        captured: B::ZERO,
        promotes,
        rank: 0,
        huffable_after: B::ZERO,
    }
}
