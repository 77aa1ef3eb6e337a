//! The board's straight lines: each site's radials (the sites from it along one
//! direction to the edge), and how many steps along one of them each site lies from
//! each other, which a threat search reads to skip a piece that cannot get to the site.

use super::Engine;
use crate::program::board::{Graph, OFF, SLOTS};
use crate::program::Moves;
use crate::program::Site;

/// The radials of every site and direction, flat, with where each starts (one more
/// entry at the end, so each radial ends where the next starts).
pub(super) fn rays(g: &Graph) -> (Vec<Site>, Vec<u32>) {
    let mut rays = Vec::new();
    let mut at = Vec::with_capacity(g.len() * SLOTS + 1);
    for site in 0..g.len() as Site {
        for d in 0..SLOTS {
            let start = rays.len();
            at.push(start as u32);
            rays.push(site);
            let mut t = g.next(site, d);
            // A graph whose steps cycle would never end: a radial visits a site once.
            while t != OFF && !rays[start..].contains(&t) {
                rays.push(t);
                t = g.next(t, d);
            }
        }
    }
    at.push(rays.len() as u32);
    (rays, at)
}

/// The most sites for which [`Steps`] keeps its table (a byte per pair of sites: a
/// megabyte); a larger board walks the radials instead.
const MOST_SITES: usize = 1024;

/// For each pair of sites, the fewest steps along one radial from the first to the
/// second (0: on none, or more than 254), or nothing on a board over [`MOST_SITES`].
#[derive(Clone, Debug, Default)]
pub(super) struct Steps {
    n: usize,
    steps: Vec<u8>,
}

impl Steps {
    /// The table of the radials `rays` (as [`rays`] gives them) of `n` sites.
    pub(super) fn of(n: usize, rays: &[Site], at: &[u32]) -> Steps {
        if n > MOST_SITES {
            return Steps::default();
        }
        let mut steps = vec![0u8; n * n];
        for from in 0..n {
            for d in 0..SLOTS {
                let (a, b) = (
                    at[from * SLOTS + d] as usize,
                    at[from * SLOTS + d + 1] as usize,
                );
                for (k, &t) in rays[a..b].iter().enumerate().skip(1).take(254) {
                    let cell = &mut steps[from * n + t as usize];
                    if *cell == 0 || *cell > k as u8 {
                        *cell = k as u8;
                    }
                }
            }
        }
        Steps { n, steps }
    }

    /// Whether `to` lies at most `far` steps from `from` along one radial; `None` when
    /// the table is not kept.
    fn within(&self, from: Site, to: Site, far: u8) -> Option<bool> {
        let k = *self.steps.get(from as usize * self.n + to as usize)?;
        Some(k != 0 && k <= far)
    }
}

impl Engine {
    /// The radial from `site` in direction `d` (index into `AbsDir::ALL`), `site` first.
    #[inline]
    pub fn ray(&self, site: Site, d: usize) -> &[Site] {
        let i = site as usize * SLOTS + d;
        match (self.ray_at.get(i), self.ray_at.get(i + 1)) {
            (Some(&a), Some(&b)) => &self.rays[a as usize..b as usize],
            _ => &[],
        }
    }

    /// Whether a move of the piece moves `m` from `from` may land on `target`: not
    /// when all of them land along one radial from `from`, at most a few steps away
    /// (a step's one, a slide's few) or at any distance (a slide), and `target` is
    /// on none within that distance. A threat search asks it of every enemy piece.
    pub(super) fn may_reach(&self, m: &Moves, from: Site, target: Site) -> bool {
        let Some(far) = self.info(m).reach else {
            return true;
        };
        if let Some(near) = self.ray_steps.within(from, target, far) {
            return near;
        }
        if far == u8::MAX {
            return true;
        }
        (0..self.program.graph.slots()).any(|d| {
            self.ray(from, d)
                .iter()
                .take(far as usize + 1)
                .any(|&t| t == target && t != from)
        })
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_square_boards_lines() {
        let e = crate::game::engine_from_file(
            std::path::Path::new("games/chess.lud"),
            &Default::default(),
        )
        .expect("chess loads");
        let site = |name: &str| e.program.graph.site_named(name).expect("a site");
        let (a1, h8, b3, a8) = (site("A1"), site("H8"), site("B3"), site("A8"));
        assert_eq!(e.ray_steps.within(a1, h8, u8::MAX), Some(true));
        assert_eq!(e.ray_steps.within(a1, h8, 6), Some(false));
        assert_eq!(
            e.ray_steps.within(a1, b3, u8::MAX),
            Some(false),
            "a knight's leap"
        );
        assert_eq!(e.ray_steps.within(a1, a8, 7), Some(true));
        assert_eq!(e.ray_steps.within(a1, a1, u8::MAX), Some(false));
    }
}
