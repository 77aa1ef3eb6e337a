//! `(is Connected ...)` as Ludii's `IsConnected` searches: from the site asked, the
//! group of its owner's pieces, counting the regions it reaches.

use super::eval::Ctx;
use super::{Engine, State, OCC_OWNERS};
use crate::program::board::{dirs_of, DirMask, OFF};
use crate::program::connect::{Connected, Target};
use crate::program::sites::{Bits, SMALL_SITES};
use crate::program::visit::Node;
use crate::program::{Bool, Dirs, Program, Site, SiteSet};
use smallvec::SmallVec;

/// For each fixed set of directions an `is Connected` of the program steps in, on a
/// board small enough for inline sets: every site's neighbours that way, as a set. A
/// group is then grown a site at a time by one intersection with the player's pieces
/// (which the occupancy keeps) rather than a look at each neighbour: Hex's end rule
/// asks it after every move.
#[derive(Clone, Debug, Default)]
pub(super) struct Neighbours(Vec<(DirMask, Box<[Bits]>)>);

impl Neighbours {
    /// The tables of `program`'s `is Connected` conditions on a board of `n` sites.
    pub(super) fn of(program: &Program, n: usize) -> Neighbours {
        let mut masks: Vec<DirMask> = Vec::new();
        if n <= SMALL_SITES {
            program.any_node(&mut |node| {
                if let Node::Bool(Bool::Connected(x)) = node {
                    if let Dirs::Fixed { abs, rel: 0 } = x.dirs {
                        if !masks.contains(&abs) {
                            masks.push(abs);
                        }
                    }
                }
                false
            });
        }
        let g = &program.graph;
        let table = |mask: DirMask| -> Box<[Bits]> {
            (0..n.min(g.len()) as Site)
                .map(|site| {
                    let mut b = Bits::default();
                    for d in dirs_of(mask) {
                        match g.next(site, d) {
                            OFF => {}
                            to => b.insert(to),
                        }
                    }
                    b
                })
                .collect()
        };
        Neighbours(masks.into_iter().map(|m| (m, table(m))).collect())
    }

    /// The table of the directions `mask`.
    #[inline]
    fn get(&self, mask: DirMask) -> Option<&[Bits]> {
        self.0.iter().find(|(m, _)| *m == mask).map(|(_, t)| &t[..])
    }
}

impl Engine {
    /// Whether `x` holds.
    #[cold]
    #[inline(never)]
    pub(super) fn is_connected(&self, s: &State, c: &Ctx, x: &Connected) -> bool {
        let g = &self.program.graph;
        let from = self.site(s, c, &x.at);
        if from as usize >= g.len() || from as usize >= s.what.len() {
            return false;
        }
        let who = s.who(self, from);
        if who == 0 {
            return false;
        }
        // The regions, evaluated or the player's own, and which of them are joined
        // (a bit each: Ludii's list, from which it removes the regions reached).
        let listed: SmallVec<[SiteSet; 4]>;
        let (regions, player): (&[SiteSet], Option<u8>) = match &x.regions {
            Target::Listed(v) => {
                listed = v.iter().map(|r| self.region(s, c, r)).collect();
                (&listed, None)
            }
            Target::Owned(w, by) => {
                let p = self.who(s, c, *w);
                (by.get(p as usize).map_or(&[][..], |v| &v[..]), Some(p))
            }
        };
        let want = match &x.number {
            Some(n) => self.int(s, c, n),
            None => regions.len() as i64,
        };
        let mut left: u64 = if regions.len() >= 64 {
            u64::MAX
        } else {
            (1 << regions.len()) - 1
        };
        let mut joined = 0;
        // Those the start lies in (Ludii tests the count after each region).
        for j in (0..regions.len().min(64)).rev() {
            if regions[j].contains(from) {
                joined += 1;
                left &= !(1 << j);
            }
            if joined == want {
                return true;
            }
        }
        if player.is_some_and(|p| p != who) {
            return false;
        }
        if let Some(found) = self.joins_by_sets(s, x, from, who, regions, left, joined, want) {
            return found;
        }
        let mut seen = SiteSet::EMPTY;
        seen.insert(from);
        let mut group: SmallVec<[Site; 64]> = smallvec::smallvec![from];
        let mut i = 0;
        while i < group.len() {
            let site = group[i];
            let mask = self.dir_mask(s, c, site, &x.dirs);
            for d in dirs_of(mask) {
                let to = g.next(site, d);
                if to == OFF || seen.contains(to) {
                    continue;
                }
                seen.insert(to);
                if s.who(self, to) != who {
                    continue;
                }
                for j in (0..regions.len().min(64)).rev() {
                    if left >> j & 1 != 0 && regions[j].contains(to) {
                        joined += 1;
                        if joined == want {
                            return true;
                        }
                        left &= !(1 << j);
                    }
                }
                group.push(to);
            }
            i += 1;
        }
        false
    }

    /// [`Self::is_connected`]'s search by sets, when the program's steps have a table
    /// and the occupancy keeps `who`'s pieces inline: the whole group of `from`, then
    /// the regions it meets. The answer is the search's: the regions joined only grow
    /// as the group does, so the count of those the whole group meets is the most the
    /// search reaches. `None` when the sets cannot serve.
    #[allow(clippy::too_many_arguments)]
    fn joins_by_sets(
        &self,
        s: &State,
        x: &Connected,
        from: Site,
        who: u8,
        regions: &[SiteSet],
        mut left: u64,
        mut joined: i64,
        want: i64,
    ) -> Option<bool> {
        let Dirs::Fixed { abs, rel: 0 } = x.dirs else {
            return None;
        };
        let table = self.neighbours.get(abs)?;
        if self.tracked_board.is_none() || who as usize >= OCC_OWNERS {
            return None;
        }
        let SiteSet::Small(mine) = &s.occ.0[who as usize] else {
            return None;
        };
        let mut group = Bits::default();
        group.insert(from);
        let mut todo: SmallVec<[Site; 64]> = smallvec::smallvec![from];
        while let Some(site) = todo.pop() {
            let Some(next) = table.get(site as usize) else {
                continue;
            };
            let new = next.intersection(mine).difference(&group);
            if new == Bits::default() {
                continue;
            }
            group = group.union(&new);
            todo.extend(new.iter());
        }
        let group = SiteSet::Small(group);
        for (j, r) in regions.iter().enumerate().take(64) {
            if left >> j & 1 != 0 && !r.intersection(&group).is_empty() {
                joined += 1;
                left &= !(1 << j);
            }
        }
        // The search answers only on reaching `want` exactly, which a count from
        // below reaches when it gets that far (`want` 0 answered before the search).
        Some(want > 0 && joined >= want)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::engine_of;
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// The search by sets gives the search's answer: random games of connection
    /// games, with the tables and without them, are the same games.
    #[test]
    fn the_search_by_sets_ends_the_same_games() {
        let hex = |end: &str| {
            format!(
                "(game \"H\" (players 2) (equipment {{ (board (hex Diamond 6)) \
                 (piece \"Marker\" Each) \
                 (regions P1 {{(sites Side NE) (sites Side SW)}}) \
                 (regions P2 {{(sites Side NW) (sites Side SE)}}) }}) \
                 (rules (play (move Add (to (sites Empty)))) (end {end})))"
            )
        };
        let games = [
            hex("(if (is Connected Mover) (result Mover Win))"),
            hex("(if (is Connected 2 Orthogonal {(sites Side N) (sites Side S) (sites Side E)}) (result Mover Win))"),
            hex("(if (is Connected {(sites Side NE) (sites Side SW) (sites Side NW)}) (result Mover Win))"),
        ];
        for text in &games {
            let fast = engine_of(text);
            assert!(!fast.neighbours.0.is_empty(), "a table for {text}");
            let mut slow = fast.clone();
            slow.neighbours = Neighbours::default();
            for seed in 0..40 {
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let a = fast.playout(&fast.start(), &mut rng);
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let b = slow.playout(&slow.start(), &mut rng);
                assert_eq!(a, b, "seed {seed} of {text}");
            }
        }
    }
}
