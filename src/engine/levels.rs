//! Values and states per level of a stack and removals counted at the end of the turn, for the
//! games of stacks that need them (a `value:` placed at the start, a `count:` on a
//! removal): every other game keeps [`State::levels`] `None`.
//!
//! Ludii keeps, per site of a game of stacks, an array of values indexed by level that
//! outlives the pieces: removing the top piece zeroes its value, but a piece put on
//! top without a value of its own (a top piece moved: Ludii's `ActionMoveTopPiece`)
//! takes whatever value that level last held, and removing a level shifts the values
//! above it down while the old top's value stays behind. The values are part of
//! Ludii's state hash, so they are part of a position here too (with the trailing
//! zeros trimmed, a level never set and a level set to 0 being one).
//!
//! `(remove S at:EndOfTurn count:N)` records N removals of S (Ludii's list of sites to
//! remove); at the end of the turn Ludii takes, from each such site, as many pieces as
//! it was marked (at most its height) from the bottom of its stack.

use super::{Action, Engine, Move, State};
use crate::program::{CompId, Site};

/// What a game of stacks keeps beyond its pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Levels {
    /// Per site, the value of each level, bottom first; empty when the game uses
    /// no values.
    pub values: Vec<Vec<i32>>,
    /// Per site, the state of each level, bottom first; empty when the game uses
    /// no states. Ludii keeps a stack's states exactly as its values.
    pub states: Vec<Vec<i32>>,
    /// The sites marked for removal at the end of the turn and how many times.
    pub removals: Vec<(Site, u16)>,
}

impl Levels {
    /// A site's value array (empty when the game keeps none).
    fn at(&self, site: Site) -> &[i32] {
        at(&self.values, site)
    }

    /// Sets a site's value at a level, growing the array as needed.
    fn set(&mut self, site: Site, level: usize, v: i32) {
        set(&mut self.values, site, level, v);
    }

    /// Both per-level arrays, values then states.
    fn both(&mut self) -> [&mut Vec<Vec<i32>>; 2] {
        [&mut self.values, &mut self.states]
    }
}

/// A site's array of one kind (empty when the game keeps none).
fn at(arr: &[Vec<i32>], site: Site) -> &[i32] {
    arr.get(site as usize).map_or(&[], Vec::as_slice)
}

/// Sets a site's entry at a level in one kind's arrays, growing the array as needed
/// and trimming the trailing zeros (a level never set and a level set to 0 are one).
fn set(arr: &mut [Vec<i32>], site: Site, level: usize, v: i32) {
    if let Some(a) = arr.get_mut(site as usize) {
        if a.len() <= level {
            if v == 0 {
                return;
            }
            a.resize(level + 1, 0);
        }
        a[level] = v;
        while a.last() == Some(&0) {
            a.pop();
        }
    }
}

/// The `Levels` a game of stacks starts with, or `None` when it needs none.
pub(super) fn start_levels(
    n: usize,
    values: bool,
    states: bool,
    counted_removals: bool,
) -> Option<Levels> {
    let arrays = |used: bool| {
        if used {
            vec![Vec::new(); n]
        } else {
            Vec::new()
        }
    };
    (values || states || counted_removals).then(|| Levels {
        values: arrays(values),
        states: arrays(states),
        removals: Vec::new(),
    })
}

/// A position's `Levels`, in a game that keeps them.
#[inline]
pub(super) fn lv(s: &State) -> Option<&Levels> {
    s.below.as_deref().and_then(|b| b.levels.as_ref())
}

fn lv_mut(s: &mut State) -> Option<&mut Levels> {
    s.below.as_deref_mut().and_then(|b| b.levels.as_mut())
}

impl Engine {
    /// The value at a level of a site's stack (Ludii's `value(site, level)`: 0 at or
    /// above the top).
    pub(crate) fn level_value(&self, s: &State, site: Site, level: usize) -> i32 {
        if level >= self.stack_size(s, site) {
            return 0;
        }
        lv(s)
            .and_then(|l| l.at(site).get(level).copied())
            .unwrap_or(0)
    }

    /// The value of a site's top piece (0 when empty).
    pub(crate) fn top_value(&self, s: &State, site: Site) -> i32 {
        match self.stack_size(s, site) {
            0 => 0,
            h => self.level_value(s, site, h - 1),
        }
    }

    /// Sets the value of a site's top piece (a placement's `value:`).
    pub(super) fn set_top_value(&self, s: &mut State, site: Site, v: i32) {
        let h = self.stack_size(s, site);
        if let (Some(l), true) = (lv_mut(s), h > 0) {
            l.set(site, h - 1, v);
        }
    }

    /// Before the top piece of a site is taken off: Ludii zeroes its value and state.
    pub(super) fn zero_top_value(&self, s: &mut State, site: Site) {
        let h = self.stack_size(s, site);
        if let (Some(l), true) = (lv_mut(s), h > 0) {
            for arr in l.both() {
                set(arr, site, h - 1, 0);
            }
        }
    }

    /// The state at a level of a site's stack (Ludii's `state(site, level)`: 0 at or
    /// above the top).
    pub(crate) fn level_state(&self, s: &State, site: Site, level: usize) -> i32 {
        if level >= self.stack_size(s, site) {
            return 0;
        }
        lv(s)
            .and_then(|l| at(&l.states, site).get(level).copied())
            .unwrap_or(0)
    }

    /// The state of a site's top piece (0 when empty).
    pub(crate) fn top_state(&self, s: &State, site: Site) -> i32 {
        match self.stack_size(s, site) {
            0 => 0,
            h => self.level_state(s, site, h - 1),
        }
    }
    /// The values and states the start rules give the pieces they place, in a game that
    /// keeps them per level.
    pub(super) fn place_level_facts(&self, st: &mut State) {
        // The level each piece piled by `place Stack` went to: Ludii gives each its
        // state as it is placed, not the stack's top alone.
        let mut piled = vec![0usize; st.what.len()];
        for p in &self.program.start {
            let level = match piled.get_mut(p.site as usize) {
                Some(h) if p.stacked => {
                    *h += 1;
                    Some(*h - 1)
                }
                _ => None,
            };
            if let Some(v) = p.value {
                self.set_top_value(st, p.site, v);
            }
            if let Some(v) = p.state {
                self.set_level_state(st, p.site, level, v);
            }
        }
    }

    /// Sets the state at a level of a site's stack (Ludii's `setState(val, level)`:
    /// nothing at or above the top); `None` means the top level.
    pub(super) fn set_level_state(&self, s: &mut State, site: Site, level: Option<usize>, v: i32) {
        let h = self.stack_size(s, site);
        let level = level.unwrap_or(h.wrapping_sub(1));
        if let (Some(l), true) = (lv_mut(s), level < h) {
            set(&mut l.states, site, level, v);
        }
    }

    /// A whole stack moves (Ludii's `ActionMoveStacking`): each piece keeps its value
    /// at its new level, and the origin's values are forgotten with its stack.
    pub(super) fn move_stack_values(&self, s: &mut State, from: Site, to: Site) {
        let base = self.stack_size(s, to);
        let h = self.stack_size(s, from);
        let Some(l) = lv_mut(s) else {
            return;
        };
        for arr in l.both() {
            if arr.is_empty() {
                continue;
            }
            let moved: Vec<i32> = (0..h)
                .map(|i| at(arr, from).get(i).copied().unwrap_or(0))
                .collect();
            if let Some(a) = arr.get_mut(from as usize) {
                a.clear();
            }
            for (i, v) in moved.into_iter().enumerate() {
                set(arr, to, base + i, v);
            }
        }
    }

    /// What `max Moves withValue:True` counts for a move in a game of stacks, as
    /// Ludii counts it: the removals among the move's actions and consequences and,
    /// when it ends the turn, those of the end of the turn (one per level taken).
    /// For the candidate moves of `max Moves` itself (`first`) each is worth the
    /// value at its level (a removal now or marked for later: level 0); for the
    /// moves of the rest of the turn, the value of the site's top piece. Values are
    /// read before the move.
    pub(super) fn stacked_removed_value(&self, s: &State, mv: &Move, first: bool) -> i64 {
        let worth = |site: Site, level: usize| {
            i64::from(if first {
                self.level_value(s, site, level)
            } else {
                self.top_value(s, site)
            })
        };
        let mut t = s.clone();
        // The consequences read the move's own facts, as in a move played.
        t.last.from = mv.from;
        t.last.to = mv.to;
        t.last.between = mv.between.clone();
        t.last.level_to = self.level_to(s, mv);
        let actions = self.apply_move(&mut t, mv, false);
        let mut sum = 0;
        for a in &actions {
            if let Action::Remove { site, .. } = *a {
                sum += worth(site, 0);
            }
        }
        if self.sequence_capture && !actions.contains(&Action::MoveAgain) {
            for site in t.to_clear.iter() {
                for level in 0..self.removals_at(&t, site) {
                    sum += worth(site, level);
                }
            }
        }
        sum
    }

    /// Marks a site for removal at the end of the turn once more.
    #[inline]
    pub(super) fn mark_removal(&self, s: &mut State, site: Site) {
        if s.below.is_none() {
            return;
        }
        self.mark_counted(s, site);
    }

    #[inline(never)]
    fn mark_counted(&self, s: &mut State, site: Site) {
        if let Some(l) = lv_mut(s) {
            match l.removals.iter_mut().find(|(x, _)| *x == site) {
                Some((_, k)) => *k = k.saturating_add(1),
                None => l.removals.push((site, 1)),
            }
        }
    }

    /// How many pieces the end of the turn takes from a marked site: the times it was
    /// marked, at most its height.
    pub(super) fn removals_at(&self, s: &State, site: Site) -> usize {
        let marked = lv(s).map_or(1, |l| {
            l.removals
                .iter()
                .find(|(x, _)| *x == site)
                .map_or(1, |&(_, k)| k as usize)
        });
        marked.min(self.stack_size(s, site))
    }

    /// The end of the turn's removal from a marked site of a game of stacks: Ludii
    /// removes levels `k-1` down to `0`, each shifting what is above it down.
    pub(super) fn clear_marked_stack(&self, s: &mut State, site: Site) {
        for level in (0..self.removals_at(s, site)).rev() {
            self.remove_level(s, site, level);
        }
    }

    /// Removes the piece at one level of a stack (Ludii's `remove(site, level)`): the
    /// pieces and values above it move down one level; the old top's value stays
    /// where it was.
    pub(super) fn remove_level(&self, s: &mut State, site: Site, level: usize) {
        let h = self.stack_size(s, site);
        if level >= h {
            return;
        }
        let mut pieces: Vec<CompId> = (0..h)
            .map(|i| self.what_at_level(s, site, i as i64))
            .collect();
        pieces.remove(level);
        if let Some(l) = lv_mut(s) {
            for arr in l.both() {
                if arr.is_empty() {
                    continue;
                }
                let old: Vec<i32> = at(arr, site).to_vec();
                let get = |i: usize| old.get(i).copied().unwrap_or(0);
                for i in level..h - 1 {
                    set(arr, site, i, get(i + 1));
                }
            }
        }
        self.set_stack(s, site, &pieces);
    }
}

/// Forgets the removals marked this turn (the end of the turn has made them).
#[inline]
pub(super) fn forget_removals(s: &mut State) {
    if let Some(l) = lv_mut(s) {
        l.removals.clear();
    }
}
