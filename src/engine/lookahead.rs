//! `max Moves`' look-ahead: how far each candidate move's turn can go on (Ludii's
//! `getReplayCount`), followed through every continuation to the turn's end.
//!
//! Ludii follows each continuation afresh, and a `max Moves` inside the turn (a capture
//! that goes on under `SameTurn`) looks ahead again from every position the outer
//! look-ahead reaches: the same rest of a turn is counted over and over, twice as often
//! at each level. Here the best rest of the turn from a midway position is worked out
//! once per outermost look-ahead and remembered, which gives Ludii's counts exactly
//! (they depend on the position and the last move's facts alone) in a fraction of the
//! time.

use super::eval::Ctx;
use super::sink::Sink;
use super::turns::{Mix, MAX_TURN_MOVES};
use super::{Action, Engine, Move, State};
use crate::program::{Moves, MovesKind, Site, SiteSet};
use smallvec::SmallVec;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// The most `max Moves` look-aheads nested in one another (each re-entering the play
/// program): a program whose turn never ends would otherwise recurse without end. Past
/// the limit the look-ahead counts the turn as ended there. A finite turn is followed to
/// its end however many steps its look-ahead takes (a flying king's capture in eight
/// directions can take millions, and Ludii follows them all); only its length is bounded,
/// far above the longest capture of any draughts board.
const MAX_NESTING: u32 = 48;

/// Once a look-ahead has met a turn longer than [`MAX_NESTING`] (one that may never
/// end), the most steps it takes further: such a turn branches at every move, and its
/// counts, cut where they stand, are not remembered.
const STEPS_PAST_A_CUT: u64 = 1_000_000;

/// A position in the middle of a turn with everything the rest of the turn may read:
/// the facts of the move that reached it and the values remembered (neither is part of
/// a position). The rest of the turn from two equal ones counts alike.
#[derive(PartialEq, Eq, Hash)]
struct Midway(
    State,
    (Site, Site, u16, u32, u32, u32),
    SiteSet,
    Vec<(u16, i32)>,
);

impl Midway {
    fn of(s: &State) -> Midway {
        let l = &s.last;
        Midway(
            s.clone(),
            (
                l.from,
                l.to,
                l.moves_this_turn,
                l.stalemated,
                l.turns,
                l.moves,
            ),
            l.between.clone(),
            s.mem
                .as_ref()
                .map_or_else(Vec::new, |m| m.remembered.clone()),
        )
    }
}

/// The best rest of a turn from a midway position, by the kind of count.
type Rests = HashMap<(Midway, bool), Option<i64>, BuildHasherDefault<Mix>>;

thread_local! {
    static NESTING: Cell<u32> = const { Cell::new(0) };
    /// How many look-aheads are under way (one engine's, nested in one another).
    static SCOPES: Cell<u32> = const { Cell::new(0) };
    /// Whether a count was cut short (by nesting or turn length) and so depends on how
    /// deep it was asked: such a count is not remembered.
    static CUT: Cell<bool> = const { Cell::new(false) };
    static RESTS: RefCell<Rests> = RefCell::new(Rests::default());
    /// Steps taken since the outermost look-ahead first met the nesting limit (`None`:
    /// it has not).
    static PAST_A_CUT: Cell<Option<u64>> = const { Cell::new(None) };
}

/// A level of look-ahead nesting, released when dropped.
struct Nesting;

impl Nesting {
    fn enter() -> Option<Nesting> {
        NESTING.with(|n| {
            let depth = n.get();
            if depth >= MAX_NESTING {
                None
            } else {
                n.set(depth + 1);
                Some(Nesting)
            }
        })
    }
}

impl Drop for Nesting {
    fn drop(&mut self) {
        NESTING.with(|n| n.set(n.get().saturating_sub(1)));
    }
}

/// One look-ahead under way; when the outermost ends, what it remembered is forgotten
/// (it holds for this engine's program only).
struct Scope;

impl Scope {
    fn enter() -> Scope {
        SCOPES.with(|n| n.set(n.get() + 1));
        Scope
    }

    fn outermost(&self) -> bool {
        SCOPES.with(|n| n.get() == 1)
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        let open = SCOPES.with(|n| {
            let d = n.get().saturating_sub(1);
            n.set(d);
            d
        });
        if open == 0 {
            RESTS.with(|r| r.borrow_mut().clear());
            PAST_A_CUT.with(|p| p.set(None));
        }
    }
}

/// Whether `m`, with its consequences, yields only moves whose actions remove no piece
/// (a conservative reading: only the kinds whose one action is not a removal, and the
/// choices and lists made of them).
fn never_removes(m: &Moves) -> bool {
    let kind_ok = match &m.kind {
        MovesKind::MoveAgain
        | MovesKind::Note
        | MovesKind::Pass
        | MovesKind::Promote { .. }
        | MovesKind::SetPending(_)
        | MovesKind::SetValue(..)
        | MovesKind::SetSiteValue(..)
        | MovesKind::SetState(..)
        | MovesKind::SetVar(_)
        | MovesKind::SetCounter(_)
        | MovesKind::Trigger(_)
        | MovesKind::SetNamedVar(..)
        | MovesKind::Remember { .. }
        | MovesKind::Propose(_)
        | MovesKind::Vote(_)
        | MovesKind::Forget { .. } => true,
        MovesKind::Or(v) | MovesKind::And(v) => v.iter().all(never_removes),
        MovesKind::If(_, a, b) => never_removes(a) && b.as_deref().is_none_or(never_removes),
        MovesKind::ForEachSite(_, inner)
        | MovesKind::ForEachGroup(_, inner)
        | MovesKind::ForEachValue(_, inner)
        | MovesKind::ForEachPlayer(inner) => never_removes(inner),
        MovesKind::ForEachLevel { moves, .. } => never_removes(moves),
        MovesKind::ForEachDirection(x) => never_removes(&x.moves),
        _ => false,
    };
    kind_ok && m.then.as_deref().is_none_or(never_removes)
}

/// Whether the turn is over in `s`: another player is to move, or the game ended.
fn turn_over(s: &State) -> bool {
    s.prev != s.mover || s.over.is_some()
}

impl Engine {
    /// The count `max Moves` ranks `mv` by: the moves (or, `with_value`, the value
    /// removed) of the best turn that begins with it.
    pub(super) fn turn_count(&self, s: &State, mv: &Move, with_value: bool) -> i64 {
        let first = if with_value {
            self.removed_value(s, mv, true)
        } else {
            1
        };
        let mut t = s.clone();
        if !self.apply_if_turn_goes_on(&mut t, mv) || turn_over(&t) {
            return first;
        }
        let scope = Scope::enter();
        // The outermost look-ahead's own position is not met again: only what the
        // look-aheads inside it count is worth remembering.
        let rest = if scope.outermost() {
            self.rest_afresh(&t, with_value, 1)
        } else {
            self.rest(&t, with_value, 1)
        };
        // Ludii's count keeps the best over the continuations, and none below 0; the
        // clamps of every level come to one, at the top.
        match rest {
            Some(r) => (first + r).max(0),
            None => 0,
        }
    }

    /// The sum of the values of the pieces a move removes (for `withValue:`); `first`
    /// for the candidate moves of `max Moves` itself, the others for the rest of the
    /// turn (a game of stacks reads them differently: `stacked_removed_value`).
    fn removed_value(&self, s: &State, mv: &Move, first: bool) -> i64 {
        if super::levels::lv(s).is_some() {
            return self.stacked_removed_value(s, mv, first);
        }
        let value = |a: &Action| match a {
            Action::Remove { site, .. } => {
                Some(s.value.get(*site as usize).map_or(0, |&v| v as i64))
            }
            _ => None,
        };
        // Consequences that never remove (promotions, states, `moveAgain`) add no
        // removal to the move's own: no copy of the position to apply them on.
        if mv.then.iter().all(|t| never_removes(t)) {
            return mv.actions.iter().filter_map(value).sum();
        }
        let mut t = s.clone();
        let actions = self.apply_move(&mut t, mv, false);
        actions.iter().filter_map(value).sum()
    }

    /// The best count the rest of the turn adds from `s`, where the mover goes on
    /// (`None`: no move at all, which Ludii counts as 0 for the whole turn). `depth`
    /// counts the moves looked through; a turn that would go on past
    /// [`MAX_TURN_MOVES`] is cut there, as whole turns are.
    fn rest(&self, s: &State, with_value: bool, depth: usize) -> Option<i64> {
        let key = (Midway::of(s), with_value);
        if let Some(&r) = RESTS.with(|c| c.borrow().get(&key).copied()).as_ref() {
            return r;
        }
        let outer_cut = CUT.with(|c| c.replace(false));
        let r = self.rest_afresh(s, with_value, depth);
        let cut = CUT.with(|c| c.replace(outer_cut || c.get()));
        if !cut {
            RESTS.with(|c| c.borrow_mut().insert(key, r));
        }
        r
    }

    fn rest_afresh(&self, s: &State, with_value: bool, depth: usize) -> Option<i64> {
        // Each step re-enters the play program, whose own `max Moves` looks ahead again.
        let past = PAST_A_CUT.with(|p| {
            let past = p.get().map(|n| n + 1);
            p.set(past);
            past
        });
        let nest = match past {
            Some(n) if n > STEPS_PAST_A_CUT => None,
            _ => Nesting::enter(),
        };
        let Some(_nest) = nest else {
            CUT.with(|c| c.set(true));
            PAST_A_CUT.with(|p| p.set(Some(p.get().unwrap_or(0))));
            return Some(0);
        };
        // Ludii's look-ahead takes the forced pass of a mover left without a move.
        let mut s = s.clone();
        let moves = self.moves_or_pass(&mut s);
        let mut best: Option<i64> = None;
        for mv in &moves {
            let add = if with_value {
                self.removed_value(&s, mv, false)
            } else {
                1
            };
            let mut t = s.clone();
            let more = if !self.apply_if_turn_goes_on(&mut t, mv) || turn_over(&t) {
                Some(0)
            } else if depth + 1 >= MAX_TURN_MOVES {
                CUT.with(|c| c.set(true));
                Some(0)
            } else {
                self.rest(&t, with_value, depth + 1)
            };
            if let Some(more) = more {
                best = Some(best.map_or(add + more, |b| b.max(add + more)));
            }
        }
        best
    }
}

// The ludemes that rank moves by the look-ahead.
impl Engine {
    /// `max Moves`: the moves of `moves` whose turn goes on to the most moves (or the
    /// most value removed). Out of line, as are the other arms with large locals, so
    /// that the frame of every generator call stays small.
    #[inline(never)]
    pub(super) fn max_moves<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        moves: &'p Moves,
        with_value: bool,
        out: &mut impl Sink<'p>,
    ) {
        // One candidate is the best whatever its count (a count is at least one): the
        // look-ahead through the rest of the turn would change nothing. Values may be
        // negative, so `withValue:` always looks.
        self.keep_best(s, c, moves, out, with_value, |mv| {
            self.turn_count(s, mv, with_value)
        });
    }

    /// The moves of `moves` whose `score` is the highest, at least 0 (Ludii's best
    /// starts at 0: negative scores never rank above none), as `max Moves` and `max
    /// Captures` keep them; `look_at_one`: score a lone candidate too (it may rank below
    /// 0). The candidates go straight into `out`, and those that fall short are taken
    /// out again: copying every candidate out of a list of its own costs more.
    pub(super) fn keep_best<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        moves: &'p Moves,
        out: &mut impl Sink<'p>,
        look_at_one: bool,
        score: impl Fn(&Move<'p>) -> i64 + Copy,
    ) {
        if out.target().is_some() || !out.lists() {
            // The ranking needs every candidate, not only those to one site (a threat
            // search) nor the one a playout's pick keeps: ranked in a list of their own.
            let mut all = Vec::new();
            self.keep_best(s, c, moves, &mut all, look_at_one, score);
            return all.into_iter().for_each(|mv| out.push(mv));
        }
        let start = out.len();
        self.gen_into(s, c, moves, out);
        // A probe keeps any: the best exists whenever a candidate does.
        if out.probe() || (out.len() - start <= 1 && !look_at_one) {
            return;
        }
        let counts: SmallVec<[i64; 16]> = out.moves_from(start).iter().map(score).collect();
        let best = counts.iter().copied().max().unwrap_or(0).max(0);
        out.keep_from(start, |i| counts[i] == best);
    }

    /// `(count Best M)` (ludic's own): the most moves (with `with_value`, the greatest
    /// total value of the pieces removed) of a turn beginning with a move of `m`,
    /// followed to its end as `max Moves` follows it; 0 when `m` yields no move.
    pub(super) fn best_count(&self, s: &State, c: &Ctx, m: &Moves, with_value: bool) -> i64 {
        self.generate(s, c, m)
            .iter()
            .map(|mv| self.turn_count(s, mv, with_value))
            .max()
            .unwrap_or(0)
            .max(0)
    }
}
