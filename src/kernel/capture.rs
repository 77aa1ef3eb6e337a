//! Capture sequences: a depth-first search over one piece's hops, on a board held in
//! a few bit sets (no copy per step, nothing allocated), recording each complete
//! sequence through the capture policy's filter.

use super::tables::{Tables, NONE};
use super::{Site, SiteSet, Turn, MAX_PATH};
use crate::rules::{CaptureMode, PromoteWhen};

#[inline(always)]
fn has(set: SiteSet, s: Site) -> bool {
    (set >> s) & 1 != 0
}

/// The search state for the captures of one side in one position.
pub(crate) struct Search<'a> {
    /// Tables.
    pub t: &'a Tables,
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
    pub occ: SiteSet,
    /// Enemy pieces that may still be jumped.
    pub enemy: SiteSet,
    /// Kings on the board.
    pub kings: SiteSet,
    /// Jumped so far.
    pub captured: SiteSet,
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
    /// The output.
    pub out: &'a mut Vec<Turn>,
}

/// The rank of a capture under the priority list, as one integer: bit 63 marks a capture
/// (so any capture outranks any non-capture), then each criterion's field in order.
#[derive(Clone, Debug)]
pub(crate) struct Ranker {
    /// `(field, width)` per criterion, in priority order.
    fields: Vec<(crate::rules::Priority, u32)>,
}

impl Ranker {
    /// From the priority list (repeated criteria are dropped: they cannot break ties).
    pub fn new(list: &[crate::rules::Priority]) -> Ranker {
        use crate::rules::Priority::*;
        let mut fields = Vec::new();
        for &p in list {
            if fields.iter().any(|&(q, _)| q == p) {
                continue;
            }
            let width = match p {
                MostPieces | MostKings => 7,
                ByKing => 1,
                EarliestKing => 32,
            };
            fields.push((p, width));
        }
        Ranker { fields }
    }

    /// The rank of a capture of `n` pieces (`nk` kings, order bits `kbits`), made by a
    /// king when `by_king`.
    #[inline]
    pub fn rank(&self, n: u32, by_king: bool, nk: u32, kbits: u32) -> u64 {
        use crate::rules::Priority::*;
        let mut r = 0u64;
        for &(p, w) in &self.fields {
            let v = match p {
                MostPieces => n.min(127) as u64,
                ByKing => by_king as u64,
                MostKings => nk.min(127) as u64,
                EarliestKing => kbits as u64,
            };
            r = (r << w) | v;
        }
        (1 << 63) | r
    }
}

impl Search<'_> {
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
                        if between.count_ones() > hop.before as u32 + 1 {
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
                for &land in &ray[..lim] {
                    if has(self.occ, land) {
                        break;
                    }
                    found = true;
                    self.hop(victim, land, king, depth, d);
                }
            }
        }
        if !found && depth > 0 {
            self.record(depth, pos, king);
        }
    }

    /// Jumps `victim`, lands on `land`, and goes on.
    #[inline]
    fn hop(&mut self, victim: Site, land: Site, king: bool, depth: usize, dir: u8) {
        let t = self.t;
        let vb = 1u128 << victim;
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
        // Only multi-captures (or overlapping hop rules) can reach one identity twice.
        let dedupe = len >= 2 || t.overlap;
        if t.mode == CaptureMode::Compulsory {
            if rank < self.best {
                return;
            }
            if rank > self.best {
                self.out.truncate(self.cs);
                self.best = rank;
            } else if dedupe && self.find(to).is_some() {
                return;
            }
        } else {
            if dedupe {
                if let Some(k) = self.find(to) {
                    // Keep the better-ranked path of one identity: the turn is as
                    // good as its best path.
                    if rank > self.out[k].rank {
                        let turn = self.turn(len, to, king, rank);
                        self.out[k] = turn;
                    }
                    self.best = self.best.max(rank);
                    return;
                }
            }
            self.best = self.best.max(rank);
        }
        let turn = self.turn(len, to, king, rank);
        self.out.push(turn);
    }

    fn turn(&self, len: usize, to: Site, king: bool, rank: u64) -> Turn {
        let mut path = [0; MAX_PATH];
        path[..len].copy_from_slice(&self.path[..len]);
        Turn {
            huff: self.huff,
            from: self.from,
            path,
            path_len: len as u8,
            captured: self.captured,
            promotes: !self.start_king && (king || has(self.t.promo[self.side], to)),
            rank,
            huffable_after: 0,
        }
    }

    /// The index of an already recorded capture with this one's identity.
    fn find(&self, to: Site) -> Option<usize> {
        let (c, f) = (self.captured, self.from);
        self.out[self.cs..]
            .iter()
            .position(|o| o.captured == c && o.from == f && o.to() == to)
            .map(|k| k + self.cs)
    }
}
