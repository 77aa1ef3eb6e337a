//! `forEach Direction` (Ludii's `ForEachDirection`): a move program run at each site
//! reached along lines from a start, its relative directions turned by the way the
//! piece is going (from `(from)` to a bound `(to)`), as a horse's second step in
//! Xiangqi or a knight's in Shogi turns with its first.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::board::{dirs_of, turn, DirMask};
use crate::program::{Dirs, ForEachDirection, Site};

impl Engine {
    /// The moves of `x` in `s`: along each direction from its start, the sites up to
    /// `max` steps away while `(to if:)` holds (and, short of `min`, `(between if:)`),
    /// and from `min` on the moves of its program with `(to)` bound there.
    pub(super) fn for_each_direction<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        x: &'p ForEachDirection,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let start = self.site(s, c, &x.from);
        if start as usize >= g.len() {
            return;
        }
        // Ludii reads the piece on `(from)` (not on the start): none there, no move.
        if s.what.get(c.from as usize).is_none_or(|&w| w == 0) {
            return;
        }
        let facing = self
            .travel_facing(c)
            .unwrap_or_else(|| self.facing_at(s, c.from));
        let mask = self.turned_mask(s, c, start, &x.dirs, facing);
        let (min, max) = (self.int(s, c, &x.min), self.int(s, c, &x.max));
        for d in dirs_of(mask) {
            let mut at = start;
            for dist in 1..=max {
                at = g.next(at, d);
                if at == OFF {
                    break;
                }
                if let Some(b) = &x.between {
                    if min > 1 && dist < min && !self.cond(s, &Ctx { between: at, ..*c }, b) {
                        break;
                    }
                }
                let ct = Ctx { to: at, ..*c };
                if x.to_if.as_ref().is_some_and(|t| !self.cond(s, &ct, t)) {
                    break;
                }
                if dist >= min {
                    self.gen_into(s, &ct, &x.moves, out);
                    if out.done() {
                        return;
                    }
                }
            }
        }
    }

    /// The direction from a bound `(from)` to a bound `(to)` one step away, in
    /// eighth-turns from north (the last such, as Ludii scans them).
    fn travel_facing(&self, c: &Ctx) -> Option<u32> {
        let g = &self.program.graph;
        if c.to == OFF || c.from as usize >= g.len() || c.to as usize >= g.len() {
            return None;
        }
        (0..8u32)
            .rev()
            .find(|&d| g.next(c.from, d as usize) == c.to)
    }

    /// The absolute mask of `dirs` with relative directions turned by `facing`.
    fn turned_mask(&self, s: &State, c: &Ctx, from: Site, dirs: &Dirs, facing: u32) -> DirMask {
        match dirs {
            Dirs::Fixed { abs, rel } => abs | turn(*rel, facing),
            Dirs::Union(v) => v
                .iter()
                .fold(0, |m, d| m | self.turned_mask(s, c, from, d, facing)),
            d => self.dir_mask(s, c, from, d),
        }
    }
}
