//! Applying a move, as Ludii does: the actions, then the consequences, then (when the
//! turn ends) the removals deferred to the end of the turn; then the end rules and the
//! change of mover.

use super::eval::Ctx;
use super::sink::Few;
use super::{Action, Actions, Engine, Move, State};
use crate::program::board::OFF;
use crate::program::{Site, SiteSet};

impl Engine {
    /// Ludii's `Move.apply`: the move's actions, its consequences, and, for a stored
    /// move that does not keep the mover, the deferred removals. Returns every action
    /// applied.
    pub(crate) fn apply_move(&self, s: &mut State, mv: &Move, store: bool) -> Actions {
        let mut applied = Actions::new();
        self.run_move(s, mv, store, &mut Some(&mut applied));
        applied
    }

    /// [`apply_move`](Self::apply_move) without the list of the actions applied, for a
    /// caller that only wants the position after the move.
    pub(crate) fn apply_move_quiet(&self, s: &mut State, mv: &Move, store: bool) {
        self.run_move(s, mv, store, &mut None);
    }

    /// [`apply_move`](Self::apply_move), writing the actions applied to `log` when
    /// there is one (a move played needs none: only whether the mover goes on).
    /// Returns whether a `moveAgain` was among them.
    fn run_move(
        &self,
        s: &mut State,
        mv: &Move,
        store: bool,
        log: &mut Option<&mut Actions>,
    ) -> bool {
        let mut again = false;
        if store && self.tracks_after {
            // Ludii reads the last move's own actions only.
            if let Some(m) = s.mem.as_deref_mut() {
                m.after_all = OFF;
            }
        }
        if store && self.tracks_tos {
            // Ludii's `SitesLastTo`: the move's own site first, whatever it is.
            if let Some(m) = s.mem.as_deref_mut() {
                m.tos_all = SiteSet::EMPTY;
                if mv.to != OFF {
                    m.tos_all.insert(mv.to);
                }
            }
        }
        if store {
            s.last.level_to = self.level_to(s, mv);
        }
        for &a in &mv.actions {
            self.act(s, a);
            again |= a == Action::MoveAgain;
            if let Some(l) = log {
                l.push(a);
            }
        }
        if store {
            s.last.from = mv.from;
            s.last.to = mv.to;
            s.last.between = mv.between.clone();
            self.show_after(s);
        }
        // Ludii stores a move in its trial before its consequents run: `(count Moves)`
        // read in a `(then ...)` counts the move itself.
        let counted = store && !mv.then.is_empty();
        if counted {
            s.last.moves += 1;
        }
        for t in &mv.then {
            let mut effects = Few::new();
            self.gen_into(s, &Ctx::default(), t, &mut effects);
            for m in effects {
                again |= self.run_move(s, &m, false, log);
            }
        }
        if counted {
            s.last.moves -= 1;
        }
        if store && !again {
            if let Some(end) = &self.program.turn_end {
                // ludic's `(huff)`: the end of the turn's consequences, before the
                // captured pieces leave (they are counted in `sites ToClear`).
                let mut effects = Few::new();
                self.gen_into(s, &Ctx::default(), end, &mut effects);
                for m in effects {
                    self.run_move(s, &m, false, log);
                }
            }
        }
        if store && self.sequence_capture && !again {
            let cleared = s.to_clear.clone();
            for site in cleared.iter() {
                if self.stacking {
                    // Ludii takes the marked pieces from the bottom of the stack.
                    self.clear_marked_stack(s, site);
                } else {
                    self.clear(s, site);
                }
                self.note_to(s, site);
                if let Some(l) = log {
                    l.push(Action::Remove {
                        site,
                        deferred: false,
                    });
                }
            }
            s.to_clear = SiteSet::EMPTY;
            super::levels::forget_removals(s);
        }
        if store {
            // The move is done: the next move reads all its actions.
            self.show_after(s);
        }
        again
    }

    /// Ludii's `Move.levelTo`, read before the move's actions: the level its decision
    /// (the first action that places a piece) puts the piece at. Only an addition onto
    /// a stack and the move of part of a stack name one (the stack's height before
    /// them), and a selection its level; every other action's `levelTo` is the ground
    /// level, even on a stack.
    pub(super) fn level_to(&self, s: &State, mv: &Move) -> u16 {
        if !self.stacking {
            return 0;
        }
        let at = mv.actions.iter().find_map(|a| match *a {
            Action::Select { level, .. } => Some(Some(Err(level))),
            Action::Add { site, .. } | Action::MoveN { to: site, .. } => Some(Some(Ok(site))),
            Action::Move { .. }
            | Action::MoveStack { .. }
            | Action::MoveLevel { .. }
            | Action::RemoveLevel { .. }
            | Action::Remove { .. }
            | Action::Promote { .. } => Some(None),
            _ => None,
        });
        match at {
            Some(Some(Ok(site))) => self.stack_size(s, site).min(usize::from(u16::MAX)) as u16,
            Some(Some(Err(level))) => u16::from(level),
            _ => 0,
        }
    }

    #[inline(always)]
    pub(super) fn clear(&self, s: &mut State, site: u16) {
        if self.stacking {
            self.pop(s, site);
            return;
        }
        self.put(s, site, 0);
        let i = site as usize;
        if let Some(h) = s.held.as_deref_mut() {
            h.count.retain(|&(x, _)| x != site);
        }
        if let Some(x) = s.value.get_mut(i) {
            *x = 0;
        }
        if let Some(x) = s.sstate.get_mut(i) {
            *x = 0;
        }
    }

    fn act(&self, s: &mut State, a: Action) {
        // A piece that moves carries its marks of hidden information.
        let carry = match a {
            Action::Move { from, to } | Action::MoveN { from, to, .. }
                if s.hidden.is_some() && self.content(s, from) != 0 =>
            {
                Some((from, to))
            }
            _ => None,
        };
        self.act_now(s, a);
        if let Some((from, to)) = carry {
            self.carry_marks(s, from, to);
        }
    }

    fn act_now(&self, s: &mut State, a: Action) {
        let n = s.what.len();
        if self.tracks_after {
            if let (Some(t), Some(m)) = (a.target(), s.mem.as_deref_mut()) {
                m.after_all = t;
            }
        }
        if let Some(t) = a.target() {
            self.note_to(s, t);
        }
        if s.on_track.is_some() {
            self.track_places(s, a);
        }
        match a {
            // A game that keeps counts (every game with hands).
            Action::Move { from, to } if self.counts => self.move_counted(s, from, to, None),
            Action::MoveN { from, to, n } if self.stacking => self.move_sub_stack(s, from, to, n),
            Action::MoveN { from, to, n } => self.move_counted(s, from, to, Some(n.into())),
            Action::Add { site, comp, n: k } if site as usize >= n => {
                self.add_to_hand(s, site, comp, k)
            }
            Action::Add { site, comp, n } if self.stacking => {
                for _ in 0..n {
                    self.push(s, site, comp)
                }
            }
            // Ludii's `ActionAdd` without stacks: `n` pieces on an empty site; an occupied
            // one keeps its piece, and in a game that keeps counts gets `n` more.
            Action::Add { site, comp, n: k } => match s.what.get(site as usize) {
                Some(&0) if k > 0 => {
                    self.put(s, site, comp);
                    if self.counts {
                        super::hands::set_count(s, site, u32::from(k));
                    }
                }
                Some(&x) if x != 0 && self.counts => {
                    let have = self.count_at(s, site);
                    super::hands::set_count(s, site, have + u32::from(k));
                }
                _ => {}
            },
            Action::Remove { site, .. } if site as usize >= n && s.held.is_some() => {
                self.empty_hand(s, site)
            }
            Action::Move { from, to } if self.stacking => {
                if self.holds_stack(s, from) && self.holds_stack(s, to) && from != to {
                    let c = self.pop(s, from);
                    if c != 0 {
                        self.push(s, to, c);
                    }
                }
            }
            Action::MoveStack { from, to } => self.move_stack(s, from, to),
            Action::MoveLevel { from, to, level } => self.move_level(s, from, to, level),
            Action::RemoveLevel { site, level } => {
                self.take_level(s, site, level);
            }
            Action::Sow { from, to, n } => self.sow_seeds(s, from, to, n),
            Action::Move { from, to } => {
                let (f, t) = (from as usize, to as usize);
                if f < n && t < n && f != t {
                    self.put(s, to, s.what[f]);
                    if !s.value.is_empty() {
                        s.value[t] = s.value[f];
                    }
                    if !s.sstate.is_empty() {
                        s.sstate[t] = s.sstate[f];
                    }
                    self.clear(s, from);
                }
            }
            Action::Remove { site, deferred } => {
                if deferred {
                    s.to_clear.insert(site);
                    self.mark_removal(s, site);
                } else if self.stacking {
                    // Ludii removes the top piece of a stack.
                    self.pop(s, site);
                } else {
                    self.clear(s, site);
                }
            }
            Action::Promote { site, comp } => {
                if (site as usize) < n {
                    self.put(s, site, comp);
                }
            }
            Action::MoveAgain => s.next = s.mover,
            Action::Cover(site) => self.cover(s, site, true),
            Action::Uncover(site) => self.cover(s, site, false),
            Action::SetNext(p) => s.next = p,
            Action::SetPending(site) => {
                if site != OFF {
                    s.pending.insert(site);
                }
                s.is_pending = true;
            }
            Action::SetValue(p, v) => {
                if (1..=super::state::PLAYER_VALUES).contains(&usize::from(p)) {
                    s.pvalue[p as usize - 1] = v;
                }
            }
            Action::SetSiteValue(site, v) => {
                if let Some(x) = s.value.get_mut(site as usize) {
                    *x = v;
                }
            }
            Action::SetState(site, v) => {
                if let Some(x) = s.sstate.get_mut(site as usize) {
                    *x = v;
                } else if s.below.is_some() {
                    self.set_level_state(s, site, None, v);
                }
            }
            Action::SetLevelState { site, level, v } => {
                self.set_level_state(s, site, Some(usize::from(level)), i32::from(v));
            }
            Action::SetVar(_)
            | Action::SetNamedVar(..)
            | Action::Remember(..)
            | Action::Propose(_)
            | Action::Vote(_)
            | Action::Forget(..)
            | Action::SetScore(..)
            | Action::AddScore(..) => self.act_memory(s, a),
            Action::SetCounter(v) => s.last.counter = v,
            Action::Trigger(p) => s.triggered |= 1 << (p - 1),
            Action::SetHidden {
                site,
                player,
                kinds,
                on,
            } => Engine::set_marks(s, site, player, kinds, on),
            Action::Swap => {
                s.swapped = !s.swapped;
                s.next = s.mover;
            }
            Action::Roll | Action::UseDie(_) | Action::SetTemp(_) | Action::RestoreDice(_) => {
                self.act_dice(s, a)
            }
            Action::Pass | Action::Select { .. } | Action::NextInstance => {}
        }
    }

    /// Ludii's `Game.apply`: the move, the end rules, then the next mover.
    pub fn apply(&self, s: &mut State, mv: &Move) {
        if self.program.game_match.is_some() && mv.actions.first() == Some(&Action::NextInstance) {
            self.next_instance(s);
            return;
        }
        let made = self.make(s, mv);
        self.conclude(s, made, None);
    }

    /// [`apply`](Self::apply) for a look-ahead that only asks whether the mover goes
    /// on: false, with `s` left half-done, when the move ends the turn (the end rules
    /// cannot change that answer, so they are not tried).
    pub(super) fn apply_if_turn_goes_on(&self, s: &mut State, mv: &Move) -> bool {
        let made = self.make(s, mv);
        if s.next != made.mover {
            return false;
        }
        self.conclude(s, made, None);
        true
    }

    /// The first half of [`apply`](Self::apply): the move itself.
    pub(super) fn make(&self, s: &mut State, mv: &Move) -> Made {
        let mover = s.mover;
        s.pending = SiteSet::EMPTY;
        s.is_pending = false;
        let is_pass = super::repeat::is_pass(mv);
        s.last.pass = is_pass;
        let first_of_turn = s.prev != mover;
        if self.tracks_passes {
            if let Some(m) = s.mem.as_deref_mut() {
                m.pass_turns.note(is_pass, first_of_turn);
            }
        }
        if first_of_turn {
            s.passed = [s.passed[1], is_pass];
        }
        if self.progress.is_some() {
            let (man, pieces) = (self.moves_a_man(s, &mv.actions), Self::pieces_on_board(s));
            self.run_move(s, mv, true, &mut None);
            s.last.progress |= man || Self::pieces_on_board(s) < pieces;
        } else {
            self.run_move(s, mv, true, &mut None);
        }
        Made {
            mover,
            is_pass,
            first_of_turn,
            key: None,
        }
    }
}

/// What [`Engine::apply`]'s second half needs to know of the move made.
#[derive(Clone, Copy)]
pub(super) struct Made {
    pub(super) mover: crate::program::PlayerId,
    pub(super) is_pass: bool,
    pub(super) first_of_turn: bool,
    /// The `no Repeat` key of the position made, when the maker already took it (a
    /// playout's draw tests it), so that the record need not hash the board again.
    pub key: Option<u64>,
}

impl Engine {
    /// What `(last To afterConsequence:True)` and `(sites LastTo)` read becomes the
    /// actions made so far.
    #[inline]
    fn show_after(&self, s: &mut State) {
        if self.tracks_after {
            if let Some(m) = s.mem.as_deref_mut() {
                m.after = m.after_all;
            }
        }
        if self.tracks_tos {
            if let Some(m) = s.mem.as_deref_mut() {
                m.tos.clone_from(&m.tos_all);
            }
        }
    }

    /// An action of the move went to `site`: Ludii's `SitesLastTo` keeps the board's
    /// sites of its actions (the hands' left out).
    #[inline]
    fn note_to(&self, s: &mut State, site: Site) {
        if self.tracks_tos && (site as usize) < self.program.graph.len() {
            if let Some(m) = s.mem.as_deref_mut() {
                m.tos_all.insert(site);
            }
        }
    }
}
