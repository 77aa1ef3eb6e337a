//! The value of a region function ([`Engine::region`]), with the regions read off the
//! board around a site or along its radials (`sites Around`, `sites Direction`), as Ludii
//! walks them.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::board::{dirs_of, DirMask};
use crate::program::{AroundKind, Bool, Dirs, Int, Region, SightKind, Site, SiteFn, SiteSet};

impl Engine {
    /// A region function's value.
    pub fn region(&self, s: &State, c: &Ctx, r: &Region) -> SiteSet {
        match r {
            Region::Const(x) => x.clone(),
            Region::Owned(w) => {
                let p = self.who(s, c, *w) as usize;
                self.owned.get(p).cloned().unwrap_or_default()
            }
            Region::ToClear => s.to_clear.clone(),
            Region::LastBetween => s.last.between.clone(),
            Region::LastTos => s.mem.as_ref().map(|m| m.tos.clone()).unwrap_or_default(),
            Region::Pending => s.pending.clone(),
            Region::Hidden(h) => self.sites_hidden(s, c, h),
            Region::Empty => self.empty_sites(s),
            Region::Occupied(w) => self.occupied_sites(s, self.who(s, c, *w)),
            Region::From(m) => {
                let mut out = SiteSet::EMPTY;
                for mv in self.generate(s, c, m) {
                    out.insert(mv.from);
                }
                out
            }
            // A move of effects alone goes to no site.
            Region::To(m) => {
                let mut out = SiteSet::EMPTY;
                for mv in self.generate(s, c, m) {
                    if (mv.to as usize) < self.program.graph.len() {
                        out.insert(mv.to);
                    }
                }
                out
            }
            Region::Union(v) => v
                .iter()
                .fold(SiteSet::EMPTY, |a, x| a.union(&self.region(s, c, x))),
            Region::Intersection(v) => {
                let mut it = v.iter();
                let first = it.next().map(|x| self.region(s, c, x)).unwrap_or_default();
                it.fold(first, |a, x| a.intersection(&self.region(s, c, x)))
            }
            Region::Difference(a, b) => self.region(s, c, a).difference(&self.region(s, c, b)),
            Region::OwnedBy(n) => self.owned_by(s, c, n),
            Region::OfArray(a) => self
                .int_array(s, c, a)
                .into_iter()
                .filter_map(|v| Site::try_from(v).ok())
                .collect(),
            Region::TrackRange(sites, from, to) => {
                let from = from.as_ref().map(|f| self.site(s, c, f));
                let to = to.as_ref().map_or(OFF, |t| self.site(s, c, t));
                let Some(i) = (match from {
                    None => Some(0),
                    Some(f) => sites.iter().position(|&x| x == f),
                }) else {
                    return SiteSet::EMPTY;
                };
                let mut out = SiteSet::EMPTY;
                for &x in sites[i..].iter().chain(&sites[..i]) {
                    out.insert(x);
                    if x == to {
                        break;
                    }
                }
                out
            }
            Region::OfPlayer(w, sets) => sets
                .get(self.who(s, c, *w) as usize)
                .cloned()
                .unwrap_or_default(),
            Region::Between(a, b, mask) => self.between_sites(s, c, (a, b), *mask),
            Region::OccupiedByEnemy => self.occupied_by_enemy(s),
            Region::DirectionAlong(f, d, dist) => self.along_dirs(s, c, (f, d, dist.as_deref())),
            Region::Site(f) => {
                let mut out = SiteSet::EMPTY;
                out.insert(self.site(s, c, f));
                out
            }
            Region::Remembered(k) => self.remembered_sites(s, super::memory::list(*k)),
            Region::Hand { who, occupied } => self.hand_region(s, c, *who, *occupied),
            Region::Around {
                site,
                dirs,
                kind,
                cond,
                distance,
            } => {
                let at = self.site(s, c, site);
                let dist = distance.as_ref().map_or(1, |n| self.int(s, c, n));
                let out = self.around(s, c, (at, dist), dirs, *kind);
                match cond {
                    // Ludii's `if:` reads the site as `(to)`, the centre as `(from)`.
                    Some(b) => out
                        .iter()
                        .filter(|&to| self.cond(s, &Ctx { from: at, to, ..*c }, b))
                        .collect(),
                    None => out,
                }
            }
            Region::Incident { at, to, of } => {
                self.program.graph.incident(*to, *of, self.site(s, c, at))
            }
            Region::Group(g) => self.group_at(s, c, g).into_iter().collect(),
            Region::LineOfSight { at, mask, kind } => {
                self.line_of_sight(s, self.site(s, c, at), *mask, *kind)
            }
            Region::Direction(f, mask, dist) => {
                let dist = dist.as_ref().map_or(i64::MAX, |d| self.int(s, c, d));
                self.along(self.site(s, c, f), *mask, dist)
            }
            Region::DirectionStop(x) => self.along_until(s, c, x),
            Region::Distance {
                step,
                from,
                min,
                max,
            } => {
                let range = (self.int(s, c, min), self.int(s, c, max));
                self.distance_sites(s, c, step, self.site(s, c, from), range)
            }
            Region::AroundSites(r, dirs) => self.around_sites(s, c, r, dirs),
            Region::BoardDistance(x) => {
                let range = (self.int(s, c, &x.1), self.int(s, c, &x.2));
                self.board_distance_sites(self.site(s, c, &x.0), range)
            }
            Region::Start(n) => {
                let comp = self.int(s, c, n);
                (0..self.program.graph.len() as Site)
                    .filter(|&x| self.started_with(x, comp))
                    .collect()
            }
            Region::Walk {
                from,
                walks,
                rotations,
                ortho,
                forward,
            } => {
                let from = self.site(s, c, from);
                let out = self.walk_sites(from, walks, *rotations, *ortho);
                if *forward {
                    self.ahead_of(s, from, out)
                } else {
                    out
                }
            }
            Region::OccupiedByKind {
                who,
                enemy,
                all,
                names,
                top,
            } => self.occupied_by_kind(s, c, (*who, *enemy, *all), names, *top),
            Region::If(b, x, y) => {
                if self.cond(s, c, b) {
                    self.region(s, c, x)
                } else {
                    self.region(s, c, y)
                }
            }
            Region::OfKinds(r, names) => self
                .region(s, c, r)
                .iter()
                .filter(|&site| names.contains(&self.base_of(self.content(s, site))))
                .collect(),
            Region::Filter(r, b) => {
                if let Some(out) = self.sites_of_state(s, c, r, b) {
                    return out;
                }
                self.region(s, c, r)
                    .iter()
                    .filter(|&site| self.cond(s, &Ctx { site, ..*c }, b))
                    .collect()
            }
            Region::Each(r, each) => {
                let mut out = SiteSet::EMPTY;
                for site in self.region(s, c, r).iter() {
                    out = out.union(&self.region(s, &Ctx { site, ..*c }, each));
                }
                out
            }
        }
    }
    /// `(sites State N)` (a filter of sites whose state compares with a number the site
    /// does not change), read from the states directly: Reversi's score counts it after
    /// every move, and the interpreted test per site was half of its playout. `None`
    /// when the filter is another, or the states are kept per level.
    fn sites_of_state(&self, s: &State, c: &Ctx, r: &Region, b: &Bool) -> Option<SiteSet> {
        let Bool::Cmp(op, Int::StateAt(SiteFn::Bound), n) = b else {
            return None;
        };
        if !matches!(n, Int::Const(_) | Int::Player(_)) || super::levels::lv(s).is_some() {
            return None;
        }
        let n = self.int(s, c, n);
        // The sites without a state (beyond the board's) are of state 0.
        if op.holds(0, n) {
            return None;
        }
        let sites = self.region(s, c, r);
        // A hand's site keeps a state of its own: the list's business.
        if sites.count_below(s.sstate.len()) != sites.len() {
            return None;
        }
        let mut out = SiteSet::EMPTY;
        for (x, &v) in s.sstate.iter().enumerate() {
            if op.holds(i64::from(v), n) {
                out.insert(x as Site);
            }
        }
        Some(out.intersection(&sites))
    }

    /// `(sites Around ...)`: the sites one step from `at` along `dirs` holding what
    /// `kind` asks for.
    fn around(
        &self,
        s: &State,
        c: &Ctx,
        (at, dist): (Site, i64),
        dirs: &Dirs,
        kind: AroundKind,
    ) -> SiteSet {
        let g = &self.program.graph;
        let mut out = SiteSet::EMPTY;
        if at as usize >= g.len() {
            return out;
        }
        let mask = self.dir_mask(s, c, at, dirs);
        for d in 0..g.slots() {
            // Ludii's radial from the site along the direction: its `dist`-th step,
            // none where the way ends sooner (the site itself at 0, left out below).
            let t = match dist {
                1 => g.next(at, d),
                _ => usize::try_from(dist)
                    .ok()
                    .and_then(|k| self.ray(at, d).get(k).copied())
                    .unwrap_or(OFF),
            };
            if mask >> d & 1 == 0 || t == OFF || t == at {
                continue;
            }
            let what = s.what[t as usize];
            let who = s.who(self, t);
            let keep = match kind {
                AroundKind::Any => true,
                AroundKind::Empty => what == 0,
                AroundKind::NotEmpty => what != 0,
                AroundKind::Own => what != 0 && who == s.mover,
                AroundKind::OwnOrShared => what != 0 && (who == s.mover || who == 0),
                AroundKind::Enemy => self.is_enemy(s, who),
            };
            if keep {
                out.insert(t);
            }
        }
        out
    }

    /// `(sites Direction from:S DIRS distance:N)`: the sites along each direction of
    /// `mask` from `from` (left out), up to `dist` steps.
    pub(super) fn along(&self, from: Site, mask: DirMask, dist: i64) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        if from as usize >= self.program.graph.len() {
            return out;
        }
        for d in dirs_of(mask) {
            let ray = self.ray(from, d);
            let end = (dist.saturating_add(1)).clamp(1, ray.len() as i64) as usize;
            for &t in &ray[1..end] {
                out.insert(t);
            }
        }
        out
    }
}

impl Engine {
    /// `(sites LineOfSight KIND at:S DIRS)`: along each direction of `mask` from
    /// `from`, up to the first piece: its site (`Piece`), the empty sites before it
    /// (`Empty`), or the last of those, or of the line when it meets no piece
    /// (`Farthest`).
    fn line_of_sight(&self, s: &State, from: Site, mask: DirMask, kind: SightKind) -> SiteSet {
        let mut out = SiteSet::EMPTY;
        if from as usize >= self.program.graph.len() {
            return out;
        }
        for d in dirs_of(mask) {
            let ray = &self.ray(from, d)[1..];
            let first = ray.iter().position(|&t| s.what[t as usize] != 0);
            match (kind, first) {
                (SightKind::Piece, Some(i)) => out.insert(ray[i]),
                (SightKind::Empty, _) => {
                    for &t in &ray[..first.unwrap_or(ray.len())] {
                        out.insert(t);
                    }
                }
                (SightKind::Farthest, Some(i)) if i > 0 => out.insert(ray[i - 1]),
                (SightKind::Farthest, None) => {
                    if let Some(&t) = ray.last() {
                        out.insert(t);
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// Whether the top piece on `site` was of component `comp` once the start rules
    /// were applied (`(sites Start (piece N))`).
    pub(super) fn started_with(&self, site: Site, comp: i64) -> bool {
        comp > 0
            && self
                .start
                .what
                .get(site as usize)
                .is_some_and(|&w| w as i64 == comp)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;

    /// Perft at `depth` of a game on a 1x5 board with P1's pieces at 0 and 1 and P2's
    /// at 3, whose play adds a piece at each site of `region`.
    fn perft_adding_to(region: &str, depth: u32) -> u64 {
        let e = engine_of(&format!(
            r#"(game "R" (players 2) (equipment {{ (board (rectangle 1 5)) (piece "Disc" Each) }})
                (rules (start {{ (place "Disc1" (sites {{0 1}})) (place "Disc2" 3) }})
                    (play (move Add (to {region})))
                    (end (if False (result Mover Win)))))"#
        ));
        e.perft(&e.start(), depth)
    }

    #[test]
    fn sites_group_from_a_region_is_the_union_of_its_sites_groups() {
        // The groups of 0 (0 1) and of 4 (the empty 4 alone: 3 holds a piece): only
        // 4 is empty among them.
        assert_eq!(
            perft_adding_to(
                "(intersection (sites Empty) (sites Group from:(sites {0 4})))",
                1
            ),
            1
        );
        // The groups of 2 (2, empty, alone) and 4.
        assert_eq!(perft_adding_to("(sites Group from:(sites {2 4}))", 1), 2);
    }

    #[test]
    fn sites_around_a_region_reads_if_at_each_site_around() {
        // Around 0 1: site 2 only; around 3: 2 and 4. With `if:` of an empty `(to)`
        // next to a `(from)` of P1's: 2 alone.
        assert_eq!(
            perft_adding_to("(sites Around (sites {0 1 3}) if:(is Empty (to)))", 1),
            2
        );
        assert_eq!(
            perft_adding_to("(sites Around (sites {0 1 3}) if:(and (is Empty (to)) (is Mover (who at:(from)))))", 1),
            1
        );
    }

    #[test]
    fn sites_of_results_are_their_values() {
        // The sites two to the right of P1's pieces: 2 and 3; 3 is taken.
        assert_eq!(
            perft_adding_to("(intersection (sites Empty) (sites (results from:(sites Occupied by:P1) to:(from) (+ 2 (to)))))", 1),
            1
        );
    }
}
