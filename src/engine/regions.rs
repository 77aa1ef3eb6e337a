//! Regions read off the board along a site's radials: `(sites Direction ...)`, as
//! Ludii walks them.

use super::Engine;
use crate::program::{Site, SiteSet};

impl Engine {
    /// `(sites Direction from:S DIRS distance:N)`: the sites along each direction of
    /// `mask` from `from` (left out), up to `dist` steps.
    pub(super) fn along(&self, from: Site, mask: u8, dist: i64) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        if from as usize >= self.program.graph.len() {
            return out;
        }
        for d in 0..8 {
            if mask >> d & 1 == 0 {
                continue;
            }
            let ray = self.ray(from, d);
            let end = (dist.saturating_add(1)).clamp(1, ray.len() as i64) as usize;
            for &t in &ray[1..end] {
                out.insert(t);
            }
        }
        out
    }
}
