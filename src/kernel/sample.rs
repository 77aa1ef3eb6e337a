//! A uniformly random legal turn, building only that one: what a random playout needs.
//! The captures of each position are built (their paths come from the search); the
//! non-capturing moves are counted, and only the chosen one is made. The `k`-th turn is
//! the `k`-th of [`Game::legal_turns`]' order, so a seeded playout plays the same game
//! as one that draws from the whole list.

use super::bits::{Bits, Iter};
use super::movegen::{mark_default, slide, Position};
use super::{Kern, Site, StateOf, TurnOf};
use crate::rules::CaptureMode;

/// One position of a turn's choice: without a huff, or after one.
#[derive(Clone, Copy, Debug)]
struct Part<B> {
    huff: Option<Site>,
    own: B,
    kings: B,
    pos: Position<B>,
    /// Where its captures are in [`Sampler::caps`], and how many.
    caps: (usize, usize),
    /// The best capture's rank (0: none).
    best: u64,
    /// Its non-capturing moves (0 when a capture is compulsory).
    slides: usize,
}

/// Scratch space of a playout: the captures and parts of the current position.
pub(crate) struct Sampler<B> {
    caps: Vec<TurnOf<B>>,
    parts: Vec<Part<B>>,
}

impl<B: Bits> Sampler<B> {
    /// Empty scratch space.
    pub fn new() -> Sampler<B> {
        Sampler {
            caps: Vec::with_capacity(32),
            parts: Vec::with_capacity(4),
        }
    }
}

impl<B: Bits> Kern<'_, B> {
    /// Prepares the choice of a turn in `s`; returns the number of legal turns.
    pub fn prepare(&self, s: &StateOf<B>, sm: &mut Sampler<B>) -> usize {
        sm.caps.clear();
        sm.parts.clear();
        let side = s.side as usize;
        let (own, opp) = (s.own[side], s.own[side ^ 1]);
        let mut n = self.part(side, own, opp, s.kings, None, sm);
        for site in Iter(s.huffable & opp) {
            let b = !B::bit(site);
            n += self.part(side, own, opp & b, s.kings & b, Some(site), sm);
        }
        n
    }

    fn part(
        &self,
        side: usize,
        own: B,
        opp: B,
        kings: B,
        huff: Option<Site>,
        sm: &mut Sampler<B>,
    ) -> usize {
        let start = sm.caps.len();
        let (pos, best) = self.captures(
            side,
            own,
            opp,
            kings,
            super::movegen::Find { huff, paths: false },
            &mut sm.caps,
        );
        let ncaps = sm.caps.len() - start;
        let slides = if best != 0 && self.t.mode == CaptureMode::Compulsory {
            0
        } else {
            self.count_slides(side, own, kings, &pos)
        };
        sm.parts.push(Part {
            huff,
            own,
            kings,
            pos,
            caps: (start, ncaps),
            best,
            slides,
        });
        ncaps + slides
    }

    /// The `k`-th legal turn of the position last prepared (`k` below the count).
    pub fn nth(&self, side: usize, mut k: usize, sm: &Sampler<B>) -> TurnOf<B> {
        let mut part = &sm.parts[0];
        for p in &sm.parts {
            part = p;
            let here = p.caps.1 + p.slides;
            if k < here {
                break;
            }
            k -= here;
        }
        let (start, ncaps) = part.caps;
        let mut turn = if k < ncaps {
            sm.caps[start + k]
        } else {
            self.nth_slide(side, part, k - ncaps)
        };
        if self.t.mode == CaptureMode::Huff && part.best != 0 {
            let mut able = B::ZERO;
            for c in &sm.caps[start..start + ncaps] {
                if c.rank == part.best {
                    able |= B::bit(c.from);
                }
            }
            mark_default(&mut turn, able, part.best);
        }
        turn
    }

    /// The `k`-th non-capturing move of a part, in generation order: by origin, then
    /// direction, then distance.
    fn nth_slide(&self, side: usize, part: &Part<B>, mut k: usize) -> TurnOf<B> {
        let t = self.t;
        let promo = t.promo[side];
        for from in Iter(part.own) {
            let king = part.kings.has(from);
            for &(d, r) in &t.kinds[side][king as usize].slides {
                let n = if r == 1 {
                    part.pos.open[d as usize].has(from) as usize
                } else {
                    t.free_run(from, d, part.pos.occ).min(r as usize)
                };
                if k < n {
                    let to = t.ray(from, d)[k];
                    return slide(part.huff, from, to, !king && promo.has(to));
                }
                k -= n;
            }
        }
        unreachable!("a slide index beyond the position's slides")
    }
}
