//! Evaluation of functions (players, sites, numbers, regions, conditions) in a context.

use super::{Engine, State};
use crate::program::board::DirMask;
use crate::program::board::OFF;
use crate::program::compile::arith;
use crate::program::{Int, PlayerId, Site, SiteFn, SiteSet, Who};

/// What a function may read besides the state: the sites a generator binds.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    /// `(from)`.
    pub from: Site,
    /// `(to)`.
    pub to: Site,
    /// `(between)`.
    pub between: Site,
    /// `(site)` of `forEach Site`.
    pub site: Site,
    /// The player of `forEach Player`.
    pub player: PlayerId,
    /// `(level)`, the level `count Stack` visits.
    pub level: u16,
    /// `(pips)`, the value of the die `forEach Die` visits.
    pub pip: i16,
    /// `(value)`: the value `forEach Value` visits, or the seeds a sowing has still to
    /// sow (-1, Ludii's `OFF`, when none is bound).
    pub value: i32,
    /// The site the group of `forEach Group` grew from.
    pub group: Site,
}

impl Default for Ctx {
    fn default() -> Ctx {
        Ctx {
            from: OFF,
            to: OFF,
            between: OFF,
            site: OFF,
            player: 0,
            level: 0,
            pip: 0,
            value: -1,
            group: OFF,
        }
    }
}

impl Engine {
    /// The player a [`Who`] names.
    pub fn who(&self, s: &State, c: &Ctx, w: Who) -> PlayerId {
        match w {
            Who::Mover => s.mover,
            Who::Next => s.next,
            Who::Prev => s.prev,
            Who::Player => c.player,
            Who::Id(p) => p,
        }
    }

    /// A site function's value ([`OFF`] when undefined).
    #[inline]
    pub fn site(&self, s: &State, c: &Ctx, f: &SiteFn) -> Site {
        match f {
            SiteFn::From => c.from,
            SiteFn::To => c.to,
            SiteFn::Between => c.between,
            SiteFn::LastTo => s.last.to,
            SiteFn::LastFrom => s.last.from,
            SiteFn::GroupStart => c.group,
            SiteFn::LastToAfter => s.mem.as_ref().map_or(OFF, |m| m.after),
            SiteFn::Bound => c.site,
            SiteFn::Const(v) => *v,
            SiteFn::Where(name, w) => self.where_site(s, c, *name, *w),
            SiteFn::Hand(w) => self.hand_site(self.who(s, c, *w)),
            SiteFn::HandOf(n) => match u8::try_from(self.int(s, c, n)) {
                Ok(p) if p > 0 => self.hand_site(p),
                _ => OFF,
            },
            SiteFn::Num(n) => self.site_of_number(s, c, n),
            SiteFn::Ahead(a) => self.ahead(s, c, a),
            SiteFn::RegionSite(a) => {
                let n = self.int(s, c, &a.1);
                let sites = self.region(s, c, &a.0);
                usize::try_from(n)
                    .ok()
                    .and_then(|n| sites.iter().nth(n))
                    .unwrap_or(OFF)
            }
        }
    }

    /// `(where "Name" Who)`: the first site of that piece (at any level of a stack).
    #[inline(never)]
    fn where_site(&self, s: &State, c: &Ctx, name: u16, w: Who) -> Site {
        let comp = self.comp_by_name(name, self.who(s, c, w));
        if self.stacking && comp != 0 {
            // Ludii's `Where` in a game of stacks looks at every level, not the top only.
            return (0..s.what.len() as Site)
                .find(|&site| {
                    (0..self.stack_size(s, site) as i64)
                        .any(|l| self.what_at_level(s, site, l) == comp)
                })
                .unwrap_or(OFF);
        }
        s.what
            .iter()
            .position(|&x| x == comp && comp != 0)
            .map_or(OFF, |i| i as Site)
    }

    /// `(where Level "Name" WHO at:S fromTop:B)`: the first level, from the top when
    /// B, of S's stack holding that player's piece of that name; -1 when none does.
    fn where_level(&self, s: &State, c: &Ctx, w: &(u16, Who, SiteFn, bool)) -> i64 {
        let (name, who, at, from_top) = w;
        let comp = self.comp_by_name(*name, self.who(s, c, *who));
        let site = self.site(s, c, at);
        if comp == 0 || site as usize >= s.what.len() {
            return -1;
        }
        let n = self.stack_size(s, site) as i64;
        let holds = |l: &i64| self.what_at_level(s, site, *l) == comp;
        let found = if *from_top {
            (0..n).rev().find(holds)
        } else {
            (0..n).find(holds)
        };
        found.unwrap_or(-1)
    }

    /// An integer function's value.
    #[inline]
    pub fn int(&self, s: &State, c: &Ctx, f: &Int) -> i64 {
        // The common leaves here, small enough to inline; the rest out of line.
        match f {
            Int::Const(v) => *v,
            Int::WhoAt(x) => {
                let site = self.site(s, c, x);
                s.who(self, site) as i64
            }
            _ => self.int_rest(s, c, f),
        }
    }

    /// `(state at:SITE)`: the state of the site's piece (of its top piece when states
    /// are kept per level), 0 for an empty site or one off the board.
    pub(super) fn state_at(&self, s: &State, site: Site) -> i64 {
        if super::levels::lv(s).is_some_and(|l| !l.states.is_empty()) {
            return self.top_state(s, site) as i64;
        }
        match s.sstate.get(site as usize) {
            Some(&v) => v as i64,
            // A hand's site keeps its pieces' state.
            None => i64::from(self.hand_slot(s, site).state),
        }
    }

    /// [`Self::int`] for the functions it does not take inline.
    #[inline(never)]
    fn int_rest(&self, s: &State, c: &Ctx, f: &Int) -> i64 {
        match f {
            // Taken by `int` before it comes here.
            Int::Const(_) | Int::WhoAt(_) => self.int(s, c, f),
            // Ludii's `what at:` reads level 0 by default, the bottom of a stack (where
            // `who at:` reads the top).
            Int::WhatAt(x) if self.stacking => self.what_at_level(s, self.site(s, c, x), 0) as i64,
            // A hand's site holds a piece too (Ludii's hands are containers).
            Int::WhatAt(x) => self.content(s, self.site(s, c, x)) as i64,
            Int::WhatAtLevel(x, level) => {
                let site = self.site(s, c, x);
                let level = self.int(s, c, level);
                self.what_at_level(s, site, level) as i64
            }
            Int::StackSize(x) => self.stack_size(s, self.site(s, c, x)) as i64,
            Int::StackSizeIn(r) => self
                .region(s, c, r)
                .iter()
                .map(|x| self.stack_size(s, x) as i64)
                .sum(),
            Int::SumSites(r) => self.sum_sites(s, c, r),
            Int::TopLevel(x) => {
                let size = self.stack_size(s, self.site(s, c, x)) as i64;
                (size - 1).max(0)
            }
            Int::StateAt(x) => self.state_at(s, self.site(s, c, x)),
            Int::StateAtLevel(x, l) => {
                let site = self.site(s, c, x);
                let level = self.int(s, c, l);
                usize::try_from(level).map_or(0, |l| self.level_state(s, site, l) as i64)
            }
            Int::ValueAt(x) => {
                let site = self.site(s, c, x);
                if super::levels::lv(s).is_some() {
                    return self.top_value(s, site) as i64;
                }
                match s.value.get(site as usize) {
                    Some(&v) => v as i64,
                    None => i64::from(self.hand_slot(s, site).value),
                }
            }
            // Ludii keeps a value per level in a game of stacks; elsewhere a site's
            // one piece is its level 0.
            Int::ValueAtLevel(x, l) => {
                let site = self.site(s, c, x);
                let level = self.int(s, c, l);
                match usize::try_from(level) {
                    Ok(l) if super::levels::lv(s).is_some() => self.level_value(s, site, l) as i64,
                    Ok(0) => s.value.get(site as usize).map_or(0, |&v| v as i64),
                    _ => 0,
                }
            }
            Int::Player(w) => self.who(s, c, *w) as i64,
            Int::Id(name, w) => self.comp_by_name(*name, self.who(s, c, *w)) as i64,
            Int::ValuePlayer(w) => {
                let p = self.who(s, c, *w) as usize;
                if (1..=super::state::PLAYER_VALUES).contains(&p) {
                    s.pvalue[p - 1] as i64
                } else {
                    0
                }
            }
            Int::Group(g) => self.group_number(s, c, g),
            Int::CountSteps(dirs, a, b) => {
                let (a, b) = (self.site(s, c, a), self.site(s, c, b));
                let mask = dirs
                    .as_ref()
                    .map_or(self.program.graph.adjacent(), |d| self.dir_mask(s, c, a, d));
                self.steps_between(a, b, mask)
            }
            Int::CountStepsToRegion(dirs, a, r) => {
                let a = self.site(s, c, a);
                let mask = dirs
                    .as_ref()
                    .map_or(self.program.graph.adjacent(), |d| self.dir_mask(s, c, a, d));
                // Ludii's minimum over the region's sites (0 for none).
                self.region(s, c, r)
                    .iter()
                    .map(|b| self.steps_between(a, b, mask))
                    .min()
                    .unwrap_or(0)
            }
            Int::CountPiecesOf(g, name, r) => self.count_pieces_of(s, c, *g, *name, r.as_deref()),
            Int::CountPieces(w, name) => self.player_pieces(s, self.who(s, c, *w), *name),
            Int::CountSites(r) => self.region(s, c, r).len() as i64,
            Int::CountAt(x) => self.pieces_at(s, self.site(s, c, x)),
            Int::CountPiecesOfPlayer(p, name, r) => {
                // Ludii's `of:`: one player, by number (an owner out of range has none).
                match u8::try_from(self.int(s, c, p)) {
                    Ok(p) if p <= self.num_players() => {
                        self.pieces_in(s, &self.region(s, c, r), Some(p), *name)
                    }
                    _ => 0,
                }
            }
            Int::CountPiecesIn(w, name, r) => {
                let p = w.map(|w| self.who(s, c, w));
                self.pieces_in(s, &self.region(s, c, r), p, *name)
            }
            Int::CountIn(r) => self
                .region(s, c, r)
                .iter()
                .map(|x| self.pieces_at(s, x))
                .sum(),
            Int::TrackSiteMove(x) => self.track_site_move(s, c, x),
            Int::TrackSiteFirst(x) => self.track_site_first(s, c, x),
            Int::MovesThisTurn => super::probe::moves_this_turn(s),
            Int::CountMoves => s.last.moves.into(),
            Int::SizeArray(a) => self.int_array(s, c, a).len() as i64,

            Int::ValuePending => match s.pending.len() {
                1 => s.pending.iter().next().map_or(0, i64::from),
                _ => 0,
            },
            Int::CountTurns => i64::from(s.last.turns) + 1,
            Int::CountActive => {
                let all = (1u32 << self.num_players()) - 1;
                i64::from((u32::from(s.active) & all).count_ones())
            }
            Int::Best { with_value, moves } => self.best_count(s, c, moves, *with_value),
            Int::Arith(op, a, b) => arith(*op, self.int(s, c, a), self.int(s, c, b)),
            Int::Site(f) => {
                let site = self.site(s, c, f);
                if site == OFF {
                    -1
                } else {
                    site as i64
                }
            }
            Int::If(b, x, y) => {
                if self.cond(s, c, b) {
                    self.int(s, c, x)
                } else {
                    self.int(s, c, y)
                }
            }
            Int::Var => self.var(s),
            Int::NamedVar(k) => self.named_var(s, *k),
            Int::Counter => s.last.counter.into(),
            Int::Pips => c.pip as i64,
            Int::Face(n) => self.face(s, self.int(s, c, n)),
            Int::OfSite(x, table) => {
                let site = self.site(s, c, x);
                table.get(site as usize).map_or(-1, |&v| i64::from(v))
            }
            Int::MapEntry(m) => {
                let key = self.int(s, c, &m.0);
                m.1.iter().find(|e| e.0 == key).map_or(key, |e| e.1)
            }
            Int::CountPips(w) => {
                let owner = w.map_or(0, |w| self.who(s, c, w));
                self.count_pips(s, owner)
            }
            Int::CountStack(at, cond) => {
                self.count_stack(s, c, self.site(s, c, at), cond.as_deref())
            }
            Int::Level => c.level as i64,
            Int::LastLevelTo => i64::from(s.last.level_to),
            Int::WhereLevel(w) => self.where_level(s, c, w),
            Int::Value => c.value.into(),
            Int::WhoAtLevel(at, level) => {
                let level = self.int(s, c, level);
                self.who_at_level(s, self.site(s, c, at), level)
            }
            Int::CountStepsBy(rule, a, b) => {
                let to = self.region(s, c, b);
                self.count_steps_by(s, c, rule, self.site(s, c, a), &to)
            }
            Int::Score(w) => self.score(s, self.who(s, c, *w)),
            Int::MatchScore(w) => self.match_score(s, self.who(s, c, *w)),
            Int::MinMax(which, a, b) => which.of(self.int(s, c, a), self.int(s, c, b)),
            Int::ResultsExtreme(which, r) => self.results_extreme(s, c, *which, r),
            Int::ArrayExtreme(which, a) => self.array_extreme(s, c, *which, a),
        }
    }

    /// The fewest steps from `a` to `b` along the directions of `mask`; 0 when either
    /// is off the board or `b` cannot be reached, as in Ludii.
    fn steps_between(&self, a: Site, b: Site, mask: DirMask) -> i64 {
        let g = &self.program.graph;
        if a as usize >= g.len() || b as usize >= g.len() {
            return 0;
        }
        if mask == 0xff && g.geo.is_none() {
            // Every adjacent site: the king's distance.
            let (ac, ar) = g.coords[a as usize];
            let (bc, br) = g.coords[b as usize];
            return (ac - bc).abs().max((ar - br).abs()) as i64;
        }
        let mut seen = SiteSet::EMPTY;
        seen.insert(a);
        let mut ring = vec![a];
        let mut d = 0;
        while !ring.is_empty() {
            if ring.contains(&b) {
                return d;
            }
            let mut next = Vec::new();
            for &x in &ring {
                for dir in 0..g.slots() {
                    let y = g.next(x, dir);
                    if mask >> dir & 1 != 0 && y != OFF && !seen.contains(y) {
                        seen.insert(y);
                        next.push(y);
                    }
                }
            }
            ring = next;
            d += 1;
        }
        0
    }

    /// The player after `p` in turn order.
    pub fn after(&self, p: PlayerId) -> PlayerId {
        p % self.num_players() + 1
    }
}
