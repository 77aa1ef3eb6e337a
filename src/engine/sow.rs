//! `(sow ...)` as Ludii's `Sow` makes it: the seeds of the start dropped along a track
//! (read in the position before the sowing: `skipIf:` sees the pits as they were),
//! then, on the position the sowing leaves, the capture effect made while the capture
//! rule holds, going back or on along the track. The captures see the sowing but not
//! each other (Ludii collects their actions on one copy of the position), and every
//! action lands in one effect.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Action, Actions, Engine, Move, State};
use crate::program::sow::Sow;
use crate::program::track::Track;
use crate::program::{Int, Site, SiteSet};
use smallvec::SmallVec;

/// Ludii's bound on pits skipped in a row (`Constants.MAX_NUM_ITERATION`): past it a
/// pit is sowed even where `skipIf:` holds.
const MAX_SKIPPED: u32 = 10_000;

/// A track's neighbours by element, as Ludii's `Track.Elem` links them: a looped
/// track's ends meet, a directed track's inner elements have no previous one.
struct Links<'a>(&'a Track);

impl Links<'_> {
    fn len(&self) -> usize {
        self.0.sites.len()
    }

    /// The element after `i` (none at the end of a track that does not loop).
    fn next(&self, i: usize) -> Option<usize> {
        let n = self.len();
        match i + 1 {
            j if j < n => Some(j),
            _ if self.0.looped && n > 1 => Some(0),
            _ => None,
        }
    }

    /// The element before `i`.
    fn prev(&self, i: usize) -> Option<usize> {
        let n = self.len();
        let last = n.checked_sub(1)?;
        match i {
            0 if self.0.looped && n > 1 => Some(last),
            0 => None,
            _ if i == last => Some(i - 1),
            _ if self.0.directed => None,
            _ => Some(i - 1),
        }
    }

    /// The board's site of element `i` (none off the board).
    fn site(&self, i: usize) -> Option<Site> {
        self.0.sites.get(i).and_then(|&x| Site::try_from(x).ok())
    }
}

impl Engine {
    /// The one effect of `(sow ...)` in `s`, or none where Ludii makes none (no such
    /// track, a start off it, a track that ends before the seeds do).
    pub(super) fn sow<'p>(&'p self, s: &State, c: &Ctx, x: &'p Sow, out: &mut impl Sink<'p>) {
        let start = self.site(s, c, &x.start);
        let count = match &x.count {
            Some(k) => self.int(s, c, k),
            None => self.int(s, c, &Int::CountAt(x.start.clone())),
        };
        let Some(track) = self.sow_track(s, c, x) else {
            return;
        };
        let links = Links(track);
        // One action per pit reached, in order: the seeds are taken from the start
        // when the move is made, which may hold more or fewer by then (a capture
        // made before a sowing of the same move fills it).
        let mut actions = Actions::new();
        let mut sowed = 0i64;
        let mut cx = Ctx { from: start, ..*c };
        if self.cond(s, &cx, &x.origin) {
            // The start's own seeds stay where they are.
            sowed += self.int(s, c, &x.per_hole).max(0);
            cx.to = start;
        }
        cx.from = c.from;
        let mut at = links.0.sites.iter().position(|&t| t == i32::from(start));
        let mut last_to = cx.to;
        if sowed < count {
            let mut skipped = 0;
            let mut index = 0;
            while index < count {
                let Some(i) = at.filter(|&i| i < links.len()) else {
                    return;
                };
                let Some(mut to) = links.next(i).and_then(|j| links.site(j)) else {
                    return;
                };
                cx.to = to;
                // Ludii's `(value)` while it sows: the seeds still to sow.
                cx.value = (count - index).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
                let mut i = i;
                if let Some(skip) = &x.skip_if {
                    if skipped < MAX_SKIPPED && self.cond(s, &cx, skip) {
                        skipped += 1;
                        at = links.next(i);
                        continue;
                    }
                }
                skipped = 0;
                if !x.include_self && to == start {
                    let Some(j) = links.next(i) else { return };
                    i = j;
                    let Some(t) = links.next(i).and_then(|j| links.site(j)) else {
                        return;
                    };
                    to = t;
                }
                let per = self.int(s, &cx, &x.per_hole).max(0);
                let drop = per.min(count - sowed).max(0);
                if drop > 0 {
                    actions.push(Action::Sow {
                        from: start,
                        to,
                        n: drop.min(i64::from(u16::MAX)) as u16,
                    });
                }
                sowed += per;
                last_to = cx.to;
                at = links.next(i);
                if sowed >= count {
                    break;
                }
                index += 1;
            }
        }
        let mut sowing = Move {
            from: start,
            to: last_to,
            between: SiteSet::EMPTY,
            actions: Actions::new(),
            then: SmallVec::new(),
        };
        if let Some(effect) = &x.apply {
            sowing.actions = actions.clone();
            let mut after = s.clone();
            self.apply_move_quiet(&mut after, &sowing, false);
            let cap = Ctx { to: last_to, ..*c };
            self.sow_captures(&after, cap, (start, at, &links), x, effect, &mut actions);
        }
        sowing.actions = actions;
        out.push(sowing);
    }

    /// The capture loop of a sowing, on the position it leaves: while the rule holds,
    /// the effect's actions (with their consequences) are added, and the capture goes
    /// back or on along the track while `backtracking:` or `forward:` holds.
    fn sow_captures<'p>(
        &'p self,
        after: &State,
        mut cx: Ctx,
        (start, at, links): (Site, Option<usize>, &Links),
        x: &'p Sow,
        effect: &'p crate::program::Moves,
        actions: &mut Actions,
    ) {
        // The element of the last pit sowed.
        let mut i = at;
        let mut captures = 0;
        while self.cond(after, &cx, &x.cond) {
            cx.from = start;
            for m in self.generate(after, &cx, effect) {
                let mut scratch = after.clone();
                actions.extend(self.apply_move(&mut scratch, &m, false));
            }
            // Going back (`backtracking:`) or on (`forward:`; the compiler takes one):
            // the test holds here, then at the next pit, which is not the start going back.
            let walk = match (&x.backtracking, &x.forward) {
                (Some(t), _) => (t, true),
                (None, Some(t)) => (t, false),
                (None, None) => break,
            };
            let (test, back) = walk;
            if !self.cond(after, &cx, test) {
                break;
            }
            let step = |i: usize| if back { links.prev(i) } else { links.next(i) };
            let Some(j) = i.and_then(step) else { break };
            let Some(to) = links.site(j) else { break };
            i = Some(j);
            cx.to = to;
            if !self.cond(after, &cx, test) || (back && to == start) {
                break;
            }
            captures += 1;
            if captures >= links.len() {
                break;
            }
        }
    }

    /// The track a sowing follows, as Ludii picks it: among the board's tracks whose
    /// name contains the one given, the first that has that very name (or, with
    /// `owner:`, that player's); without a name, the board's first.
    fn sow_track(&self, s: &State, c: &Ctx, x: &Sow) -> Option<&Track> {
        let owner = x.owner.as_ref().map(|o| self.int(s, c, o));
        self.program
            .tracks
            .iter()
            .find(|t| match (&x.track, owner) {
                (None, _) => true,
                (Some(name), None) => &t.name == name,
                (Some(name), Some(p)) => i64::from(t.owner) == p && t.name.contains(name.as_str()),
            })
    }
}

impl Engine {
    /// [`Action::Sow`]: up to `n` seeds from `from` to `to`, as many as `from` holds.
    pub(super) fn sow_seeds(&self, s: &mut State, from: Site, to: Site, n: u16) {
        let k = self.pieces_at(s, from).clamp(0, i64::from(n)) as u32;
        if k == 0 || from == to {
            return;
        }
        let seed = self.content(s, from);
        let there = self.content(s, to);
        if there != 0 && there != seed && (to as usize) < s.what.len() {
            // A pit of another kind gets the seed in place of what it held.
            self.clear(s, to);
        }
        self.move_counted(s, from, to, Some(k));
    }
}
