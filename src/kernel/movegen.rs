//! Legal turns: captures (through [`Search`]), slides, the capture policy
//! (free, compulsory best, huff defaults) and the huff variants.

use super::capture::Search;
use super::tables::NONE;
use super::{Game, Site, SiteSet, State, Turn, MAX_PATH};
use crate::rules::CaptureMode;

#[inline(always)]
fn has(set: SiteSet, s: Site) -> bool {
    (set >> s) & 1 != 0
}

impl Game {
    /// Clears `out` and fills it with the legal turns: the turns without a huff, then
    /// for each huffable piece the turns of the position without it.
    pub fn legal_turns(&self, s: &State, out: &mut Vec<Turn>) {
        out.clear();
        let side = s.side as usize;
        let (own, opp) = (s.own[side], s.own[side ^ 1]);
        self.gen(side, own, opp, s.kings, None, out);
        let mut h = s.huffable & opp;
        while h != 0 {
            let site = h.trailing_zeros() as Site;
            h &= h - 1;
            let b = !(1u128 << site);
            self.gen(side, own, opp & b, s.kings & b, Some(site), out);
        }
    }

    /// Appends the ordinary turns of one position (after `huff`, if any).
    fn gen(
        &self,
        side: usize,
        own: SiteSet,
        opp: SiteSet,
        kings: SiteSet,
        huff: Option<Site>,
        out: &mut Vec<Turn>,
    ) {
        let t = &self.t;
        let base = out.len();
        let occ = own | opp;
        let mut search = Search {
            t,
            rank: &self.ranker,
            side,
            huff,
            from: 0,
            start_king: false,
            occ,
            enemy: opp,
            kings,
            captured: 0,
            path: [0; MAX_PATH],
            kbits: 0,
            nkings: 0,
            cs: base,
            best: 0,
            out,
        };
        let mut b = own;
        while b != 0 {
            let from = b.trailing_zeros() as Site;
            b &= b - 1;
            let king = has(kings, from);
            if t.kinds[side][king as usize].hops.is_empty() {
                continue;
            }
            search.from = from;
            search.start_king = king;
            search.occ = occ & !(1u128 << from);
            search.dfs(from, king, 0, NONE);
        }
        let best = search.best;
        if best != 0 && t.mode == CaptureMode::Compulsory {
            return;
        }
        let captures_end = out.len();
        let promo = t.promo[side];
        let mut b = own;
        while b != 0 {
            let from = b.trailing_zeros() as Site;
            b &= b - 1;
            let king = has(kings, from);
            let reach = &t.kinds[side][king as usize].reach;
            for (d, &r) in reach.iter().enumerate() {
                if r == 0 {
                    continue;
                }
                let ray = t.ray(from, d as u8);
                for &to in &ray[..ray.len().min(r as usize)] {
                    if has(occ, to) {
                        break;
                    }
                    let mut path = [0; MAX_PATH];
                    path[0] = to;
                    out.push(Turn {
                        huff,
                        from,
                        path,
                        path_len: 1,
                        captured: 0,
                        promotes: !king && has(promo, to),
                        rank: 0,
                        huffable_after: 0,
                    });
                }
            }
        }
        if t.mode == CaptureMode::Huff && best != 0 {
            // A turn below the best is a default: the pieces that could have made a
            // best capture become huffable, the moved one at its new site.
            let mut able: SiteSet = 0;
            for turn in &out[base..captures_end] {
                if turn.rank == best {
                    able |= 1u128 << turn.from;
                }
            }
            for turn in &mut out[base..] {
                if turn.rank < best {
                    let fb = 1u128 << turn.from;
                    turn.huffable_after = if able & fb != 0 {
                        (able & !fb) | (1u128 << turn.to())
                    } else {
                        able
                    };
                }
            }
        }
    }
}
