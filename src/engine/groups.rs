//! Ludii's group numbers (`count Groups`, `count Liberties`, `size Group`): a flood
//! fill from a site along the group's directions, as Ludii's own walks it.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::group::{Group, GroupCount};
use crate::program::Site;

impl Engine {
    /// The value of a group number.
    #[cold]
    #[inline(never)]
    pub(super) fn group_number(&self, s: &State, c: &Ctx, g: &Group) -> i64 {
        let n = self.program.graph.len();
        match &g.count {
            GroupCount::Groups { min } => {
                let min = self.int(s, c, min);
                let mut checked = vec![false; n];
                let mut count = 0;
                for site in g.sites.iter() {
                    if checked[site as usize] || !self.joins_cond(s, c, g, site, c.from) {
                        continue;
                    }
                    // `count Groups` leaves `(from)` as it was.
                    let group = self.flood(s, c, g, site, c.from, 0);
                    if group.len() as i64 >= min {
                        count += 1;
                    }
                    for t in group {
                        checked[t as usize] = true;
                    }
                }
                count
            }
            GroupCount::Territory(who) => {
                let p = self.who(s, c, *who);
                let mut seen = vec![false; n];
                let mut size = 0;
                for site in g.sites.iter() {
                    if seen[site as usize] || s.what[site as usize] != 0 {
                        continue;
                    }
                    let group = self.flood(s, c, g, site, c.from, 0);
                    let mut inside = vec![false; n];
                    for &t in &group {
                        inside[t as usize] = true;
                        seen[t as usize] = true;
                    }
                    let owned = group.iter().all(|&t| {
                        let mask = self.dir_mask(s, c, t, &g.dirs);
                        dirs_of(mask).all(|d| {
                            let b = self.program.graph.next(t, d);
                            b == OFF || inside[b as usize] || s.who(self, b) == p
                        })
                    });
                    if owned {
                        size += group.len() as i64;
                    }
                }
                size
            }
            GroupCount::Size => self.group_at(s, c, g).len() as i64,
            GroupCount::Liberties => self.liberties(s, c, g, false) as i64,
        }
    }

    /// `sizes Group`: the size of each group `count Groups` counts (of at least `min:`
    /// sites), in the order their first sites come.
    pub(super) fn group_sizes(&self, s: &State, c: &Ctx, g: &Group) -> Vec<i64> {
        let min = match &g.count {
            GroupCount::Groups { min } => self.int(s, c, min),
            _ => 0,
        };
        let mut checked = vec![false; self.program.graph.len()];
        let mut sizes = Vec::new();
        for site in g.sites.iter() {
            if checked[site as usize] || !self.joins_cond(s, c, g, site, c.from) {
                continue;
            }
            let group = self.flood(s, c, g, site, c.from, 0);
            if group.len() as i64 >= min {
                sizes.push(group.len() as i64);
            }
            for t in group {
                checked[t as usize] = true;
            }
        }
        sizes
    }

    /// `(forEach Group ...)`, as Ludii's `ForEachGroup`: each occupied site not yet in a
    /// group that passes the test (with `(from)` and `(to)` bound to it) starts one; its
    /// moves are read with `(from)` bound to that site and `(sites)` its group.
    pub(super) fn gen_for_each_group<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        r: &crate::program::Region,
        inner: &'p crate::program::Moves,
        out: &mut impl super::sink::Sink<'p>,
    ) {
        let crate::program::Region::Group(g) = r else {
            return;
        };
        let mut checked = vec![false; self.program.graph.len()];
        for site in g.sites.iter() {
            if checked[site as usize] || s.what[site as usize] == 0 {
                continue;
            }
            let cc = Ctx {
                from: site,
                to: site,
                group: site,
                ..*c
            };
            let group = self.group_at(s, &cc, g);
            if group.is_empty() {
                continue;
            }
            for t in group {
                checked[t as usize] = true;
            }
            self.gen_into(s, &cc, inner, out);
            if out.done() {
                break;
            }
        }
    }

    /// `(all Groups ...)`, as Ludii's `AllGroups`: from each site the groups start at
    /// (the mover's pieces, or with `of:` every occupied one) not yet in a group, the
    /// group grown there (with `(from)` and `(to)` bound to it) must pass the test,
    /// read with `(from)` that site and `(sites)` the group.
    pub(super) fn all_groups(
        &self,
        s: &State,
        c: &Ctx,
        (r, of, test): &(crate::program::Region, bool, crate::program::Bool),
    ) -> bool {
        let crate::program::Region::Group(g) = r else {
            return true;
        };
        // The sites of the groups already tested (inline for boards of up to 256 sites).
        let mut checked = crate::program::SiteSet::EMPTY;
        for site in g.sites.iter() {
            let who = s.who(self, site);
            if checked.contains(site) || s.what[site as usize] == 0 || (!of && who != s.mover) {
                continue;
            }
            let cc = Ctx {
                from: site,
                to: site,
                group: site,
                ..*c
            };
            let group = self.group_at(s, &cc, g);
            if group.is_empty() {
                continue;
            }
            if !self.cond(s, &cc, test) {
                return false;
            }
            for t in group {
                checked.insert(t);
            }
        }
        true
    }

    /// The sites of the group grown from its `at:` (none when that site is off the
    /// board or fails the test): `size Group` counts them, `sites Group` is them.
    pub(super) fn group_at(&self, s: &State, c: &Ctx, g: &Group) -> Vec<Site> {
        let Some(at) = &g.at else { return Vec::new() };
        let from = self.site(s, c, at);
        if from == OFF || from as usize >= self.program.graph.len() {
            return Vec::new();
        }
        let what = s.what[from as usize];
        if !self.joins_cond(s, c, g, from, c.from) {
            return Vec::new();
        }
        self.flood(s, c, g, from, from, what)
    }

    /// The group grown from `start` (which has joined): each site reached along the
    /// directions joins when it passes the test, with `(to)` bound to it and `(from)`
    /// to `from`; `what` is what `start` holds.
    fn flood(
        &self,
        s: &State,
        c: &Ctx,
        g: &Group,
        start: Site,
        from: Site,
        what: u16,
    ) -> Vec<Site> {
        let n = self.program.graph.len();
        super::marks::with_marks(n, |inside| {
            inside.add(start);
            let mut i = 0;
            while let Some(&site) = inside.sites.get(i) {
                let mask = self.dir_mask(s, c, site, &g.dirs);
                for d in dirs_of(mask) {
                    let t = self.program.graph.next(site, d);
                    if t == OFF || t as usize >= n || inside.has(t) {
                        continue;
                    }
                    if self.joins(s, c, g, t, from, what) {
                        inside.add(t);
                    }
                }
                i += 1;
            }
            std::mem::take(&mut inside.sites)
        })
    }

    /// `count Liberties`: the empty sites next to the group grown from its `at:` that
    /// do not join it; with `first`, 1 at the first one found (`"HasFreedom"` asks
    /// only whether there is one).
    pub(super) fn liberties(&self, s: &State, c: &Ctx, g: &Group, first: bool) -> usize {
        let n = self.program.graph.len();
        let Some(at) = &g.at else { return 0 };
        let from = self.site(s, c, at);
        if from == OFF || from as usize >= n || !self.joins_cond(s, c, g, from, c.from) {
            return 0;
        }
        let what = s.what[from as usize];
        super::marks::with_marks(n, |inside| {
            super::marks::with_marks(n, |free| {
                inside.add(from);
                let mut i = 0;
                while let Some(&site) = inside.sites.get(i) {
                    let mask = self.dir_mask(s, c, site, &g.dirs);
                    for d in dirs_of(mask) {
                        let t = self.program.graph.next(site, d);
                        if t == OFF || t as usize >= n || inside.has(t) || free.has(t) {
                            continue;
                        }
                        // A site that joins is never a liberty, one that does not never
                        // joins later: each is decided when first met.
                        if self.joins(s, c, g, t, from, what) {
                            inside.add(t);
                        } else if s.what[t as usize] == 0 {
                            free.add(t);
                            if first {
                                return 1;
                            }
                        }
                    }
                    i += 1;
                }
                free.sites.len()
            })
        })
    }

    /// `(> (count Liberties ...) 0)`: whether the group has a liberty.
    pub(super) fn has_liberty(&self, s: &State, c: &Ctx, g: &Group) -> bool {
        self.liberties(s, c, g, true) > 0
    }

    /// Whether `site` joins a group grown from `from` holding `what`.
    fn joins(&self, s: &State, c: &Ctx, g: &Group, site: Site, from: Site, what: u16) -> bool {
        (!g.same_what || s.what[site as usize] == what) && self.joins_cond(s, c, g, site, from)
    }

    /// Whether `site` passes the group's test, with `(to)` bound to it.
    fn joins_cond(&self, s: &State, c: &Ctx, g: &Group, site: Site, from: Site) -> bool {
        g.cond.as_ref().is_none_or(|b| {
            self.cond(
                s,
                &Ctx {
                    to: site,
                    from,
                    ..*c
                },
                b,
            )
        })
    }
}
