//! Regions read off the board round a site: `(sites Around ...)` and `(sites
//! Direction ...)`, as Ludii walks its radials.

use super::{Engine, State};
use crate::program::{Around, Site, SiteSet};

impl Engine {
    /// `(sites Around S KIND DIRS)`: the site one step from `at` in each direction of
    /// `mask`, when it holds what `kind` asks for (none off the board).
    pub(super) fn around(&self, s: &State, at: Site, kind: Option<Around>, mask: u8) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        if at as usize >= s.what.len() {
            return out;
        }
        for d in 0..8 {
            if mask >> d & 1 == 0 {
                continue;
            }
            let t = self.program.graph.next(at, d);
            if t as usize >= s.what.len() {
                continue;
            }
            let who = s.who(self, t);
            let keep = match kind {
                None => true,
                Some(Around::Empty) => s.what[t as usize] == 0,
                Some(Around::NotEmpty) => s.what[t as usize] != 0,
                Some(Around::Own) => s.what[t as usize] != 0 && who == s.mover,
                Some(Around::Enemy) => who != 0 && who != s.mover,
            };
            if keep {
                out.insert(t);
            }
        }
        out
    }

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
