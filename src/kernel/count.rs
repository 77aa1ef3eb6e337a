//! Counting the legal turns of a position without building them: perft's last ply
//! (bulk counting). Non-capturing moves are counted by bitboard; captures are searched
//! as for generation, but each is recorded as its identity and rank only ([`Found`]),
//! so that duplicates and the capture policy count exactly as in
//! [`Game::legal_turns`].

use super::bits::{Bits, Iter};
use super::capture::Found;
use super::movegen::Position;
use super::{Game, Kern, State, StateOf};
use crate::rules::CaptureMode;

impl Game {
    /// The number of legal turns of `s`: `legal_turns(s, ..).len()`, counted without
    /// building the turns (perft's bulk counting).
    pub fn count_turns(&self, s: &State) -> usize {
        if let Some(k) = self.pop() {
            return k.count_turns(&s.convert(), &mut Vec::new());
        }
        let mut found = Vec::new();
        match self.narrow() {
            Some(k) => k.count_turns(&s.convert(), &mut found),
            None => self.wide().count_turns(s, &mut Vec::new()),
        }
    }
}

impl<B: Bits> Kern<'_, B> {
    /// [`Game::count_turns`] at width `B`; `found` is scratch space for the captures.
    pub fn count_turns(&self, s: &StateOf<B>, found: &mut Vec<Found<B>>) -> usize {
        let side = s.side as usize;
        let (own, opp) = (s.own[side], s.own[side ^ 1]);
        let mut n = self.count_one(side, own, opp, s.kings, found);
        // The turns after each huff: those of the position without the huffed piece.
        for site in Iter(s.huffable & opp) {
            let b = !B::bit(site);
            n += self.count_one(side, own, opp & b, s.kings & b, found);
        }
        n
    }

    /// The number of turns [`Kern::gen`] would append for one position.
    #[inline]
    fn count_one(&self, side: usize, own: B, opp: B, kings: B, found: &mut Vec<Found<B>>) -> usize {
        found.clear();
        let (pos, best) = self.captures(side, own, opp, kings, super::movegen::Find::TURNS, found);
        if best != 0 && self.t.mode == CaptureMode::Compulsory {
            return found.len();
        }
        found.len() + self.count_slides(side, own, kings, &pos)
    }

    /// The number of non-capturing moves of one position.
    #[inline(always)]
    pub(super) fn count_slides(&self, side: usize, own: B, kings: B, pos: &Position<B>) -> usize {
        let t = self.t;
        let mut n = 0;
        for king in [false, true] {
            let pieces = own & if king { kings } else { !kings };
            if pieces.is_empty() {
                continue;
            }
            for &(d, r) in &t.kinds[side][king as usize].slides {
                if r == 1 {
                    n += (pieces & pos.open[d as usize]).count() as usize;
                    continue;
                }
                for from in Iter(pieces) {
                    n += t.free_run(from, d, pos.occ).min(r as usize);
                }
            }
        }
        n
    }
}
