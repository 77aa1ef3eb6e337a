//! Conditions (`Bool`): their values in a position, with the context's bound sites.
//! The tests generators make at every site they look at are taken inline by
//! [`Engine::cond`]; the rest out of line.

use super::eval::Ctx;
use super::site_test::occupied_by;
use super::{Engine, State};
use crate::program::{Bool, CmpOp, Int, PlayerId, Region, Site};

impl Engine {
    /// A condition's value.
    pub fn cond(&self, s: &State, c: &Ctx, b: &Bool) -> bool {
        // The tests generators make at every site they look at, kept small so that
        // the recursion through `not` and `and` stays cheap; the rest out of line.
        match b {
            Bool::Const(v) => *v,
            Bool::Not(x) => !self.cond(s, c, x),
            // A conjunction's value does not depend on its order: the tests of a site's
            // contents first, as they cost least and fail most often (a hop's hurdle
            // test, `(and (not (is In (between) (sites ToClear))) (is Enemy ...))`,
            // is false at most sites it looks at because they hold no enemy).
            Bool::And(v) => {
                v.iter()
                    .filter(|x| reads_contents(x))
                    .all(|x| self.cond(s, c, x))
                    && v.iter()
                        .filter(|x| !reads_contents(x))
                        .all(|x| self.cond(s, c, x))
            }
            Bool::IsEmpty(f) => {
                let site = self.site(s, c, f);
                match s.what.get(site as usize) {
                    // A site a large piece covers is not empty.
                    Some(&x) => x == 0 && !s.covered.contains(site),
                    // Off the board: a hand's site is empty when its count is 0.
                    None => s.held.is_some() && self.hand_is_empty(s, site),
                }
            }
            Bool::IsEnemy(Int::WhoAt(x)) => self.is_enemy(s, s.who(self, self.site(s, c, x))),
            Bool::IsIn(f, Region::ToClear) => s.to_clear.contains(self.site(s, c, f)),
            _ => self.cond_rest(s, c, b),
        }
    }

    /// [`Self::cond`] for the conditions it does not take inline.
    #[inline(never)]
    fn cond_rest(&self, s: &State, c: &Ctx, b: &Bool) -> bool {
        match b {
            // Taken by `cond` before it comes here.
            Bool::Const(_)
            | Bool::Not(_)
            | Bool::And(_)
            | Bool::IsEmpty(_)
            | Bool::IsEnemy(Int::WhoAt(_))
            | Bool::IsIn(_, Region::ToClear) => self.cond(s, c, b),
            Bool::Or(v) => v.iter().any(|x| self.cond(s, c, x)),
            // Ludii's `"HasFreedom"`, `(> (count Liberties ...) 0)`, asked at every
            // stone of a Go playout: the flood stops at the first liberty.
            Bool::Cmp(CmpOp::Gt, Int::Group(g), Int::Const(0))
                if matches!(g.count, crate::program::group::GroupCount::Liberties) =>
            {
                self.has_liberty(s, c, g)
            }
            Bool::Cmp(op, a, b) => op.holds(self.int(s, c, a), self.int(s, c, b)),
            Bool::IsOccupied(f) => {
                let site = self.site(s, c, f);
                self.content(s, site) != 0
            }
            Bool::AllSites(r, b) => self.hands_empty_test(s, c, r, b).unwrap_or_else(|| {
                self.region(s, c, r)
                    .iter()
                    .all(|site| self.cond(s, &Ctx { site, ..*c }, b))
            }),
            Bool::AllDifferent(r, b) => self.all_different(s, c, r, b),
            Bool::IsVisited(f) => s.last.visited.contains(self.site(s, c, f)),
            Bool::SameSites(a, b) => {
                let (a, b) = (self.region(s, c, a), self.region(s, c, b));
                a.len() == b.len() && a.difference(&b).is_empty()
            }
            // `(is Friend (who at:S))`, as steps test it: read the owner directly.
            Bool::IsFriend(Int::WhoAt(x)) => self.is_friend(s, s.who(self, self.site(s, c, x))),
            // `(is Enemy (state at:S))`, Reversi's test of each site it flips.
            Bool::IsEnemy(Int::StateAt(x)) => {
                let p = self.state_at(s, self.site(s, c, x));
                p != 0 && PlayerId::try_from(p).map_or(true, |p| self.is_enemy(s, p))
            }
            Bool::IsFriend(Int::StateAt(x)) => {
                PlayerId::try_from(self.state_at(s, self.site(s, c, x)))
                    .is_ok_and(|p| self.is_friend(s, p))
            }
            Bool::IsEnemy(p) => {
                let p = self.int(s, c, p);
                p != 0 && PlayerId::try_from(p).map_or(true, |p| self.is_enemy(s, p))
            }
            Bool::IsFriend(p) => {
                PlayerId::try_from(self.int(s, c, p)).is_ok_and(|p| self.is_friend(s, p))
            }
            Bool::IsIn(f, r) => {
                let site = self.site(s, c, f);
                // The regions read most often, tested without building a set.
                match r {
                    Region::Pending => s.pending.contains(site),
                    // Ludii compares the site with each value, as numbers.
                    Region::Remembered(k) => self.is_remembered(s, super::memory::list(*k), site),
                    Region::Const(x) => x.contains(site),
                    Region::Start(n) => self.started_with(site, self.int(s, c, n)),
                    Region::Owned(w) => {
                        let p = self.who(s, c, *w) as usize;
                        self.owned.get(p).is_some_and(|x| x.contains(site))
                    }
                    Region::Occupied(w) => occupied_by(self, s, site, self.who(s, c, *w)),
                    _ => self.region(s, c, r).contains(site),
                }
            }
            Bool::IsPrev(w) => self.who(s, c, *w) == s.prev,
            Bool::IsNext(w) => self.who(s, c, *w) == s.next,
            Bool::IsMover(w) => self.who(s, c, *w) == s.mover,
            // As Ludii's `IsActive`: no player 0 nor one the game lacks.
            Bool::IsActive(p) => {
                let p = self.int(s, c, p);
                (1..=i64::from(self.num_players())).contains(&p) && s.active >> (p - 1) & 1 != 0
            }
            // As Ludii's `IsTriggered`: a player still in play, and marked.
            Bool::IsTriggered(p) => {
                let p = self.int(s, c, p);
                (1..=i64::from(self.num_players())).contains(&p)
                    && s.active >> (p - 1) & 1 != 0
                    && s.triggered >> (p - 1) & 1 != 0
            }
            Bool::IsPending => s.is_pending,
            Bool::IsHidden(h) => self.is_hidden(s, c, h),
            // As Ludii's `Context.allPass` (`memory::PassTurns`); with one player, the
            // last move a pass.
            Bool::AllPassed if self.num_players() == 1 => s.last.pass,
            Bool::AllPassed => s
                .mem
                .as_ref()
                .is_some_and(|m| m.pass_turns.all_passed(self.num_players())),
            Bool::DiceEqual => self.dice_equal(s),
            Bool::DiceUsed => self.dice_used(s),
            Bool::AnyDie(n) => self.any_die(s, self.int(s, c, n)),
            Bool::Parity(n, parity) => parity.holds(self.int(s, c, n)),
            // Ludii's `CanMove` looks on as if the last move's ends were visited too.
            Bool::CanMove(m) if self.tracks_visited => {
                let mut t = s.clone();
                for site in [s.last.from, s.last.to] {
                    if (site as usize) < s.what.len() {
                        t.last.visited.insert(site);
                    }
                }
                self.can_generate(&t, c, m)
            }
            Bool::CanMove(m) => self.can_move_unrepeated(s, c, m),
            Bool::NoMoves(w) => self.no_moves(s, c, w),
            Bool::NoProgress { turns, .. } => s.last.quiet >= *turns,
            Bool::IsWithin(id, r) => {
                let comp = self.int(s, c, id);
                let sites = self.region(s, c, r);
                let found = sites
                    .iter()
                    .any(|x| s.what.get(x as usize).is_some_and(|&w| w as i64 == comp));
                found
            }
            Bool::NoPiecesOf(g, name, r) => self.no_pieces_of(s, c, *g, *name, r.as_deref()),
            Bool::NoPieces(w, name) => self.player_has_none(s, self.who(s, c, *w), *name),
            Bool::IsProposed(k) => s.mem.as_ref().is_some_and(|m| m.votes.proposed(*k)),
            Bool::IsDecided(k) => s.mem.as_ref().is_some_and(|m| m.votes.decided == Some(*k)),
            // Ludii's `lastMove().isPass()`.
            Bool::WasPass => s.last.pass,
            Bool::IsCycle => super::votes::is_cycle(s, self.num_players()),
            Bool::NoPiecesIn(w, name, r) => {
                let p = w.map(|w| self.who(s, c, w));
                self.none_in(s, &self.region(s, c, r), p, *name)
            }
            Bool::Line(l) => self.is_line(s, c, l),
            Bool::Threatened(t) => self.is_threatened(s, c, t),
            Bool::Connected(x) => self.is_connected(s, c, x),
            Bool::Blocked(x) => self.is_blocked(s, c, x),
            Bool::AllGroups(x) => self.all_groups(s, c, x),
            Bool::IsRelated(x) => {
                let (dirs, at, r) = &**x;
                let g = &self.program.graph;
                let from = self.site(s, c, at);
                if from as usize >= g.len() {
                    return false;
                }
                let sites = self.region(s, c, r);
                crate::program::board::dirs_of(self.dir_mask(s, c, from, dirs)).any(|d| {
                    let to = g.next(from, d);
                    to != crate::program::board::OFF && sites.contains(to)
                })
            }
            Bool::Loop(x) => self.is_loop(s, c, x),
            Bool::Pattern(p) => self.is_pattern(s, c, p),
            Bool::If(b, x, y) => {
                if self.cond(s, c, b) {
                    self.cond(s, c, x)
                } else {
                    self.cond(s, c, y)
                }
            }
        }
    }

    /// Whether a site is a hand's site holding nothing.
    #[inline(never)]
    fn hand_is_empty(&self, s: &State, site: Site) -> bool {
        self.program.hands.iter().any(|h| h.site == site) && self.hand_slot(s, site).count == 0
    }

    /// Whether `site` (of the board or a hand) holds a piece of player `p` (any
    /// player's when `None`) whose name contains `name`.
    pub(super) fn holds_piece_of(
        &self,
        s: &State,
        site: Site,
        p: Option<PlayerId>,
        name: Option<u16>,
    ) -> bool {
        let x = self.content(s, site);
        x != 0 && p.is_none_or(|p| self.owner_of(x) == p) && self.named_like(x, name)
    }

    /// Whether component `comp`'s name contains the interned name (Ludii matches
    /// piece names in `count Pieces` and `no Pieces` by "contains"); true for none.
    pub(super) fn named_like(&self, comp: u16, name: Option<u16>) -> bool {
        match name {
            None => true,
            Some(n) => self
                .program
                .names
                .0
                .get(n as usize)
                .is_some_and(|n| self.program.comp(comp).name.contains(n.as_str())),
        }
    }
}

/// Whether a condition only reads what stands on one site.
#[inline]
fn reads_contents(b: &Bool) -> bool {
    matches!(
        b,
        Bool::IsEmpty(_) | Bool::IsOccupied(_) | Bool::IsEnemy(_) | Bool::IsFriend(_)
    )
}
