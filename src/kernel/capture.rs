//! Capture sequences: a depth-first search over one piece's hops, on a board held in
//! a few bit sets (no copy per step, nothing allocated), recording each complete
//! sequence through the capture policy's filter. Paths reaching one turn are merged: by
//! a scan of the few turns found, or, in a position with many, through a hash index.

use super::bits::Bits;
pub(crate) use super::rank::Ranker;
use super::tables::{Tables, NONE};
use super::{Site, TurnOf, MAX_PATH};
use crate::rules::{CaptureMode, PromoteWhen};
use std::collections::HashMap;

#[inline(always)]
fn has<B: Bits>(set: B, s: Site) -> bool {
    set.has(s)
}

/// The search state for the captures of one side in one position.
pub(crate) struct Search<'a, B, R> {
    /// Tables.
    pub t: &'a Tables<B>,
    /// Ranking of whole captures by the priority list.
    pub rank: &'a Ranker,
    /// Side to move.
    pub side: usize,
    /// The huff this turn makes first, recorded in each turn.
    pub huff: Option<Site>,
    /// The moving piece's origin.
    pub from: Site,
    /// Whether the moving piece started the turn as a king.
    pub start_king: bool,
    /// Occupied sites (the moving piece's origin excluded: it is empty during its own
    /// sequence; jumped pieces included unless removed at once).
    pub occ: B,
    /// Enemy pieces that may still be jumped.
    pub enemy: B,
    /// Kings on the board.
    pub kings: B,
    /// Jumped so far.
    pub captured: B,
    /// Landing sites so far.
    pub path: [Site; MAX_PATH],
    /// Bit `31 - i` set when the `i`-th captured piece is a king.
    pub kbits: u32,
    /// Kings captured so far.
    pub nkings: u32,
    /// Where captures of this position start in `out`.
    pub cs: usize,
    /// The best rank recorded so far (0: no capture yet).
    pub best: u64,
    /// The output: whole turns, or what counting needs of them ([`Record`]).
    pub out: &'a mut Vec<R>,
    /// Keep every path of a capture, even of one identity (a game played move by move
    /// offers each route's first jump), instead of merging them into one turn.
    pub paths: bool,
    /// Where each capture identity of `out[cs..]` is, once there are more than
    /// [`LINEAR_FIND`] of them: `None` until then, so that the usual position, with a
    /// few captures, allocates nothing and scans a short list.
    pub index: Option<HashMap<Identity<B>, usize>>,
}

/// A capture's identity: what makes two paths one turn (captured set, origin, landing,
/// promotion).
pub(crate) type Identity<B> = (B, Site, Site, bool);

/// Up to this many captures recorded, a new one's identity is looked up by scanning
/// them; past it, through [`Search::index`]. Scanning every turn found for every new
/// path made a flying piece among many enemies quadratic in its turns.
const LINEAR_FIND: usize = 32;

/// What the search records of each capture: a whole turn when generating, only its
/// identity and rank when counting (perft's last ply), so that counting writes no path.
pub(crate) trait Record<B: Bits>: Sized {
    /// The capture the search has just completed: `len` hops ending at `to`, the piece
    /// a king there when `king`.
    fn make(s: &Search<'_, B, Self>, len: usize, to: Site, king: bool, rank: u64) -> Self;
    /// Its identity (captured set, origin, end, promotion).
    fn identity(&self) -> Identity<B>;
    /// Its rank.
    fn rank(&self) -> u64;
}

impl<B: Bits> Record<B> for TurnOf<B> {
    #[inline(always)]
    fn make(s: &Search<'_, B, Self>, len: usize, to: Site, king: bool, rank: u64) -> Self {
        let mut path = [0; MAX_PATH];
        path[..len].copy_from_slice(&s.path[..len]);
        TurnOf {
            huff: s.huff,
            from: s.from,
            path,
            path_len: len as u8,
            captured: s.captured,
            promotes: s.promotes(to, king),
            rank,
            huffable_after: B::ZERO,
        }
    }
    #[inline(always)]
    fn identity(&self) -> Identity<B> {
        (self.captured, self.from, self.to(), self.promotes)
    }
    #[inline(always)]
    fn rank(&self) -> u64 {
        self.rank
    }
}

/// A capture found while counting: its identity and rank.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found<B> {
    captured: B,
    from: Site,
    to: Site,
    promotes: bool,
    rank: u64,
}

impl<B: Bits> Record<B> for Found<B> {
    #[inline(always)]
    fn make(s: &Search<'_, B, Self>, _len: usize, to: Site, king: bool, rank: u64) -> Self {
        Found {
            captured: s.captured,
            from: s.from,
            to,
            promotes: s.promotes(to, king),
            rank,
        }
    }
    #[inline(always)]
    fn identity(&self) -> Identity<B> {
        (self.captured, self.from, self.to, self.promotes)
    }
    #[inline(always)]
    fn rank(&self) -> u64 {
        self.rank
    }
}

impl<B: Bits, R: Record<B>> Search<'_, B, R> {
    /// Explores from `pos` (`depth` hops made, the piece now a king when `king`,
    /// `last` the previous hop's direction or `NONE`).
    pub fn dfs(&mut self, pos: Site, king: bool, depth: usize, last: u8) {
        let t = self.t;
        let mut found = false;
        if depth < MAX_PATH {
            for hop in &t.kinds[self.side][king as usize].hops {
                if t.no_reverse && last != NONE && hop.dir == last ^ 4 {
                    continue;
                }
                let d = hop.dir;
                if hop.before == 0 && hop.after == 0 {
                    // A short hop (a man's, in most rules): one table lookup.
                    let (v, land) = t.jump[pos as usize][d as usize];
                    if land == NONE
                        || !has(self.enemy, v)
                        || (!hop.kings && has(self.kings, v))
                        || has(self.occ, land)
                    {
                        continue;
                    }
                    found = true;
                    self.hop(v, land, king, depth, d);
                    continue;
                }
                let victim = if hop.before == 0 {
                    let v = t.nb[pos as usize][d as usize];
                    if v == NONE || !has(self.occ, v) {
                        continue;
                    }
                    v
                } else {
                    let Some(v) = t.first_on_ray(pos, d, self.occ) else {
                        continue;
                    };
                    if hop.before != NONE {
                        let between = t.ray_mask[pos as usize][d as usize]
                            & !t.ray_mask[v as usize][d as usize];
                        if between.count() > hop.before as u32 + 1 {
                            continue;
                        }
                    }
                    v
                };
                if !has(self.enemy, victim) || (!hop.kings && has(self.kings, victim)) {
                    continue;
                }
                let ray = t.ray(victim, d);
                let lim = ray.len().min(hop.after as usize + 1);
                let mut end = 0;
                while end < lim && !has(self.occ, ray[end]) {
                    end += 1;
                }
                if end == 0 {
                    continue;
                }
                found = true;
                // Landings to try, bit k = ray[k] (a ray is under 32 sites).
                let mut keep = u32::MAX;
                if t.land_to_continue && t.continues && end > 1 {
                    keep = self.continuing(victim, &ray[..end], king, d);
                }
                for (k, &land) in ray[..end].iter().enumerate() {
                    if keep & (1 << k) != 0 {
                        self.hop(victim, land, king, depth, d);
                    }
                }
            }
        }
        if !found && depth > 0 {
            self.record(depth, pos, king);
        }
    }

    /// Of the landing sites `lands` beyond `victim` (jumped along `dir` by a piece that
    /// is a king when `king`), the ones from which the capture can go on, as bits; all
    /// of them when none can (the capture then ends on any of them).
    fn continuing(&mut self, victim: Site, lands: &[Site], king: bool, dir: u8) -> u32 {
        let t = self.t;
        let vb = B::bit(victim);
        let saved = (self.occ, self.enemy);
        self.enemy &= !vb;
        if t.immediate {
            self.occ &= !vb;
        }
        let mut keep = 0u32;
        for (k, &land) in lands.iter().enumerate() {
            let promoted = !king && has(t.promo[self.side], land);
            let king_there = match (promoted, t.when) {
                (false, _) => king,
                (true, PromoteWhen::Immediately) => true,
                (true, PromoteWhen::Stop) => continue,
                (true, PromoteWhen::EndOfTurn) => false,
            };
            if k < 32 && self.can_hop(land, king_there, dir) {
                keep |= 1 << k;
            }
        }
        (self.occ, self.enemy) = saved;
        if keep == 0 {
            u32::MAX
        } else {
            keep
        }
    }

    /// Whether a piece on `pos` (a king when `king`, its last hop along `last`) has a
    /// hop in the current search state.
    fn can_hop(&self, pos: Site, king: bool, last: u8) -> bool {
        let t = self.t;
        t.kinds[self.side][king as usize].hops.iter().any(|hop| {
            if t.no_reverse && hop.dir == last ^ 4 {
                return false;
            }
            let ray = t.ray(pos, hop.dir);
            let lim = ray.len().min(hop.before as usize + 1);
            let mut i = 0;
            while i < lim && !has(self.occ, ray[i]) {
                i += 1;
            }
            i < lim
                && has(self.enemy, ray[i])
                && (hop.kings || !has(self.kings, ray[i]))
                && i + 1 < ray.len()
                && !has(self.occ, ray[i + 1])
        })
    }

    /// Jumps `victim`, lands on `land`, and goes on.
    #[inline]
    fn hop(&mut self, victim: Site, land: Site, king: bool, depth: usize, dir: u8) {
        let t = self.t;
        let vb = B::bit(victim);
        let saved = (self.occ, self.kbits, self.nkings);
        self.captured |= vb;
        self.enemy &= !vb;
        if t.immediate {
            self.occ &= !vb;
        }
        if has(self.kings, victim) {
            if depth < 32 {
                self.kbits |= 1 << (31 - depth);
            }
            self.nkings += 1;
        }
        self.path[depth] = land;
        let n = depth + 1;
        if !t.continues {
            self.record(n, land, king);
        } else if !king && has(t.promo[self.side], land) {
            match t.when {
                PromoteWhen::Immediately => self.dfs(land, true, n, dir),
                PromoteWhen::Stop => self.record(n, land, true),
                PromoteWhen::EndOfTurn => self.dfs(land, false, n, dir),
            }
        } else {
            self.dfs(land, king, n, dir);
        }
        self.captured &= !vb;
        self.enemy |= vb;
        (self.occ, self.kbits, self.nkings) = saved;
    }

    /// Records the sequence of `len` hops ending at `to`, through the policy filter.
    fn record(&mut self, len: usize, to: Site, king: bool) {
        let t = self.t;
        let rank = self
            .rank
            .rank(len as u32, self.start_king, self.nkings, self.kbits);
        let promotes = !self.start_king && (king || has(t.promo[self.side], to));
        // Only multi-captures (or overlapping hop rules) can reach one identity twice.
        let dedupe = !self.paths && (len >= 2 || t.overlap);
        if t.mode == CaptureMode::Compulsory {
            if rank < self.best {
                return;
            }
            if rank > self.best {
                self.out.truncate(self.cs);
                self.index = None;
                self.best = rank;
            } else if dedupe && self.find(to, promotes).is_some() {
                return;
            }
        } else {
            if dedupe {
                if let Some(k) = self.find(to, promotes) {
                    // Keep the better-ranked path of one identity: the turn is as
                    // good as its best path.
                    if rank > self.out[k].rank() {
                        let turn = R::make(self, len, to, king, rank);
                        self.out[k] = turn;
                    }
                    self.best = self.best.max(rank);
                    return;
                }
            }
            self.best = self.best.max(rank);
        }
        let turn = R::make(self, len, to, king, rank);
        if let Some(index) = &mut self.index {
            index.entry(turn.identity()).or_insert(self.out.len());
        }
        self.out.push(turn);
    }

    /// Whether the moving piece ends promoted by a capture ending at `to` (a king
    /// there when `king`).
    #[inline(always)]
    fn promotes(&self, to: Site, king: bool) -> bool {
        !self.start_king && (king || has(self.t.promo[self.side], to))
    }

    /// The index of an already recorded capture with this one's identity.
    fn find(&mut self, to: Site, promotes: bool) -> Option<usize> {
        let (c, f) = (self.captured, self.from);
        let found = &self.out[self.cs..];
        if self.index.is_none() && found.len() > LINEAR_FIND {
            let mut index = HashMap::with_capacity(found.len() * 2);
            for (k, o) in found.iter().enumerate() {
                // The first of equal identities, as the scan finds.
                index.entry(o.identity()).or_insert(k + self.cs);
            }
            self.index = Some(index);
        }
        match &self.index {
            Some(index) => index.get(&(c, f, to, promotes)).copied(),
            None => found
                .iter()
                .position(|o| o.identity() == (c, f, to, promotes))
                .map(|k| k + self.cs),
        }
    }
}
