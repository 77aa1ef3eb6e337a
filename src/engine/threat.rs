//! `(is Threatened ...)` as Ludii's `IsThreatened` evaluates it: in a copy of the
//! position with the piece set on the site asked, and the previous mover made its
//! owner, each enemy in turn generates its moves, and the site is threatened when one
//! of them goes to it. A test asked while one is under way (a check inside the
//! enemy's own `ifAfterwards:`) is false, as Ludii's `autoFail` makes it.

use super::eval::Ctx;
use super::sink::Reaches;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::threat::Threatened;
use crate::program::{Bool, CompId, Moves, PlayerId, Site};
use std::cell::Cell;

thread_local! {
    /// Whether a threat is being looked for.
    static LOOKING: Cell<bool> = const { Cell::new(false) };
}

impl Engine {
    /// Whether `t` holds in `s`.
    #[cold]
    #[inline(never)]
    pub(super) fn is_threatened(&self, s: &State, c: &Ctx, t: &Threatened) -> bool {
        if LOOKING.with(Cell::get) {
            return false;
        }
        let what = t.what.as_ref().map(|w| self.int(s, c, w));
        if what.is_some_and(|w| w < 1 || w as usize > self.program.comps.len()) {
            return false;
        }
        let sites: smallvec::SmallVec<[Site; 4]> = match (&t.at, &t.sites, what) {
            (Some(at), _, _) => smallvec::smallvec![self.site(s, c, at)],
            (None, Some(r), _) => self.region(s, c, r).iter().collect(),
            (None, None, Some(w)) => s
                .what
                .iter()
                .position(|&x| x as i64 == w)
                .map(|i| i as Site)
                .into_iter()
                .collect(),
            (None, None, None) => smallvec::SmallVec::new(),
        };
        LOOKING.with(|l| l.set(true));
        let moves = t.moves.as_ref().unwrap_or(&self.program.play);
        let found = sites
            .into_iter()
            .any(|site| self.threat_at(s, site, what, moves));
        LOOKING.with(|l| l.set(false));
        found
    }

    /// Whether an enemy of the piece on `site` (of component `what` when given, set
    /// there first) could move to it.
    fn threat_at(&self, s: &State, site: Site, what: Option<i64>, play: &Moves) -> bool {
        if site == OFF || site as usize >= s.what.len() {
            return false;
        }
        let comp = match what {
            Some(w) => w as CompId,
            None => s.what[site as usize],
        };
        if comp == 0 {
            return false;
        }
        let owner = self.owner_of(comp);
        let mut t = s.clone();
        t.prev = owner;
        if what.is_some() {
            self.put(&mut t, site, comp);
        } else {
            t.next = owner;
        }
        (1..=self.num_players() as PlayerId)
            .filter(|&p| p != owner)
            .any(|enemy| {
                t.mover = enemy;
                let mut reaches = Reaches::new(site, true);
                self.gen_into(&t, &Ctx::default(), play, &mut reaches);
                !reaches.kept.is_empty()
            })
    }

    /// The position in which Ludii generates the moves of `w`'s pieces when `w` is not
    /// the mover (`forEach Piece` with a player): `w` moves, the mover is the next
    /// and the previous player; `None` when `w` is the mover.
    pub(super) fn as_player(&self, s: &State, c: &Ctx, w: crate::program::Who) -> Option<State> {
        let p = self.who(s, c, w);
        if p == s.mover || p == 0 || p > self.num_players() {
            return None;
        }
        let mut t = s.clone();
        (t.prev, t.mover, t.next) = (s.mover, p, s.mover);
        Some(t)
    }
}

/// Whether `b` holds in any position because a threat search is under way, in which
/// `is Threatened` is false (Ludii's `autoSucceeds`): a `do`'s test that needs no look.
pub(super) fn holds_in_search(b: &Bool) -> bool {
    LOOKING.with(Cell::get) && holds_without_threats(b)
}

/// Whether `b` holds whatever the position, given that every `is Threatened` is false.
fn holds_without_threats(b: &Bool) -> bool {
    match b {
        Bool::Const(v) => *v,
        Bool::Not(x) => fails_without_threats(x),
        Bool::And(v) => v.iter().all(holds_without_threats),
        Bool::Or(v) => v.iter().any(holds_without_threats),
        _ => false,
    }
}

/// Whether `b` fails whatever the position, given that every `is Threatened` is false.
fn fails_without_threats(b: &Bool) -> bool {
    match b {
        Bool::Const(v) => !*v,
        Bool::Threatened(_) => true,
        Bool::Not(x) => holds_without_threats(x),
        Bool::And(v) => v.iter().any(fails_without_threats),
        Bool::Or(v) => !v.is_empty() && v.iter().all(fails_without_threats),
        _ => false,
    }
}
