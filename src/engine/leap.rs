//! The sites walks end on (`Region::Walk`, Ludii's `SitesWalk`), where `move Leap`
//! goes.

use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::board::{dirs_of, DirMask};
use crate::program::{Site, SiteSet, WalkStep};

impl Engine {
    /// Each walk from `from`, started in each orthogonal direction (the first only,
    /// without `rotations`): `F` steps to the neighbour in the current direction (the
    /// walk ends nowhere when there is none), `R` and `L` turn to the next orthogonal
    /// direction clockwise or anticlockwise. A set, so a site two walks reach is one.
    #[cold]
    #[inline(never)]
    pub(super) fn walk_sites(
        &self,
        from: Site,
        walks: &[Vec<WalkStep>],
        rotations: bool,
        ortho: DirMask,
    ) -> SiteSet {
        let g = &self.program.graph;
        let mut out = SiteSet::EMPTY;
        if from as usize >= g.len() || ortho == 0 {
            return out;
        }
        let starts = dirs_of(ortho);
        let turn = |d: usize, by: usize| {
            let mut x = (d + by) % 8;
            while ortho >> x & 1 == 0 {
                x = (x + by) % 8;
            }
            x
        };
        for start in starts.take(if rotations { 8 } else { 1 }) {
            'walk: for w in walks {
                let (mut at, mut d) = (from, start);
                for step in w {
                    match step {
                        WalkStep::F => {
                            at = g.next(at, d);
                            if at == OFF {
                                continue 'walk;
                            }
                        }
                        WalkStep::R => d = turn(d, 1),
                        WalkStep::L => d = turn(d, 7),
                    }
                }
                out.insert(at);
            }
        }
        out
    }

    /// The sites of `sites` ahead of the piece on `from` by its facing, as Ludii's
    /// `Leap` tells them with `forward:True`: by rows and columns (north: a higher row;
    /// north-east: a higher row and column...).
    pub(super) fn ahead_of(&self, s: &State, from: Site, sites: SiteSet) -> SiteSet {
        let g = &self.program.graph;
        let Some(&(fc, fr)) = g.coords.get(from as usize) else {
            return SiteSet::EMPTY;
        };
        let facing = self.facing_at(s, from) % 8;
        sites
            .iter()
            .filter(|&t| {
                let (tc, tr) = g.coords[t as usize];
                let (up, right) = ((tr - fr).signum(), (tc - fc).signum());
                match facing {
                    0 => up > 0,
                    1 => up > 0 && right > 0,
                    2 => right > 0,
                    3 => up < 0 && right > 0,
                    4 => up < 0,
                    5 => up < 0 && right < 0,
                    6 => right < 0,
                    _ => up > 0 && right < 0,
                }
            })
            .collect()
    }
}
