//! The generators that range over regions rather than along lines: `(move (from R)
//! (to R'))`, `(move Remove R)`, `(remove R count:N)` and `(move Select (from R))`.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Engine, Move, State};
use crate::program::{Bool, Int, Moves, Region, Site};

impl Engine {
    /// `(move (from R if:C) (to R' if:C'))`, as Ludii's `FromTo`: from each site of R
    /// that holds a piece (a hand's site included) and passes C, to each site of R'
    /// (evaluated with `(from)` bound) that passes C'.
    #[inline(never)]
    pub(super) fn gen_from_to_sites<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (from, from_if): (&Region, Option<&Bool>),
        (to, to_if, to_apply): (&Region, Option<&Bool>, Option<&'p Moves>),
        (count, stack, copy, level): (Option<&Int>, bool, bool, Option<&Int>),
        out: &mut impl Sink<'p>,
    ) {
        for f in self.region(s, c, from).iter() {
            if self.content(s, f) == 0 {
                continue;
            }
            let cf = Ctx { from: f, ..*c };
            if from_if.is_some_and(|b| !self.cond(s, &cf, b)) {
                continue;
            }
            if self.is_large(self.content(s, f)) {
                let to = self.region(s, &cf, to);
                self.gen_from_to_large(s, c, (f, &to), to_apply, out);
                if out.done() {
                    return;
                }
                continue;
            }
            // `count:` is read with `(from)` bound, as Ludii reads it.
            let n = count.map(|k| self.int(s, &cf, k).clamp(0, u16::MAX as i64) as u16);
            // `level:` of `from` (a game of stacks): the piece at that level moves; a
            // negative level is Ludii's top piece.
            let level = level
                .filter(|_| self.stacking)
                .map(|l| self.int(s, &cf, l))
                .filter(|l| *l >= 0)
                .map(|l| l.min(i64::from(u16::MAX)) as u16);
            for t in self.region(s, &cf, to).iter() {
                if out.target().is_some_and(|g| g != t) {
                    continue;
                }
                let ct = Ctx { to: t, ..cf };
                if to_if.is_none_or(|b| self.cond(s, &ct, b)) {
                    let action = match n {
                        // A copy of the piece: one more of it at the destination.
                        _ if copy => Action::Add {
                            site: t,
                            comp: self.content(s, f),
                            n: 1,
                        },
                        Some(n) => Action::MoveN { from: f, to: t, n },
                        // Ludii's `level:` of `from` moves that piece alone, even
                        // with `stack:True`.
                        None if level.is_some() => Action::MoveLevel {
                            from: f,
                            to: t,
                            level: level.unwrap_or(0),
                        },
                        None if stack => Action::MoveStack { from: f, to: t },
                        None => Action::Move { from: f, to: t },
                    };
                    let mut mv = Move {
                        from: f,
                        to: t,
                        ..effect(action)
                    };
                    if copy {
                        self.copy_from_board(s, f, t, &mut mv);
                    }
                    if let Some(eff) = to_apply {
                        self.chain(s, &ct, eff, &mut mv);
                    }
                    out.push(mv);
                    if out.done() {
                        return;
                    }
                }
            }
        }
    }

    /// A copy made from a board's site (Ludii's `ActionCopy`: the piece moves, and the
    /// same piece, with its state and value, is put back where it was): the move's
    /// `Add` at `t` becomes a replacement where `t` is occupied without stacks, and the
    /// state and value of `f`'s piece follow it. A hand's copy has neither.
    fn copy_from_board(&self, s: &State, f: Site, t: Site, mv: &mut Move) {
        let n = s.what.len();
        if f as usize >= n || t as usize >= n {
            return;
        }
        if !self.stacking && s.what[t as usize] != 0 {
            if let Some(Action::Add { comp, .. }) = mv.actions.first().copied() {
                mv.actions[0] = Action::Promote { site: t, comp };
            }
        }
        if !s.sstate.is_empty() || super::levels::lv(s).is_some_and(|l| !l.states.is_empty()) {
            let st = self.state_at(s, f);
            // Without stacks, `t`'s old state stays unless it is set.
            let old = if self.stacking {
                0
            } else {
                self.state_at(s, t)
            };
            if st != old {
                mv.actions.push(Action::SetState(
                    t,
                    st.clamp(i32::MIN as i64, i32::MAX as i64) as i32,
                ));
            }
        }
        if let (Some(&v), Some(&old)) = (s.value.get(f as usize), s.value.get(t as usize)) {
            if v != old {
                mv.actions.push(Action::SetSiteValue(t, v));
            }
        }
    }

    /// `(move Remove R [level:L])`: one move for each site of `R` that holds a piece;
    /// in a game of stacks, as Ludii's `Remove`, the piece at level L (a negative level
    /// is the bottom one), or the top piece when L is the top or not given.
    #[inline(never)]
    pub(super) fn gen_move_remove<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (r, level): (&Region, Option<&Int>),
        out: &mut impl Sink<'p>,
    ) {
        for site in self.region(s, c, r).iter() {
            if self.content(s, site) != 0 {
                let at = level
                    .filter(|_| self.stacking)
                    .map(|l| self.int(s, c, l).clamp(0, i64::from(u16::MAX)) as u16)
                    .filter(|&l| usize::from(l) + 1 != self.stack_size(s, site));
                let action = match at {
                    Some(level) => Action::RemoveLevel { site, level },
                    None => Action::Remove {
                        site,
                        deferred: false,
                    },
                };
                out.push(Move {
                    from: site,
                    to: site,
                    ..effect(action)
                });
            }
        }
    }

    /// `(remove R count:N)` (a game of stacks): as Ludii, for each site of `R` that
    /// holds a piece, an effect of N removals of its top piece (at least one).
    #[cold]
    #[inline(never)]
    pub(super) fn remove_counted<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        r: &Region,
        deferred: bool,
        k: &Int,
        out: &mut impl Sink<'p>,
    ) {
        let n = self.int(s, c, k).clamp(1, i64::from(u16::MAX)) as usize;
        for site in self.region(s, c, r).iter() {
            if (site as usize) < s.what.len() && s.what[site as usize] != 0 {
                let mut m = effect(Action::Remove { site, deferred });
                for _ in 1..n {
                    m.actions.push(Action::Remove { site, deferred });
                }
                out.push(m);
            }
        }
    }
}

impl Engine {
    /// `(move Select (from R [if:C]) [(to R' [if:C'])])`, as Ludii's `Select`: a move
    /// for each site of R on the board where C holds (with `(from)` and `(to)` bound
    /// to it), or for each such site and each site of R' where C' holds (with `(to)`
    /// bound to that one). The move only marks its sites as the last move's.
    pub(super) fn select<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (from, from_if, level): (&Region, Option<&Bool>, Option<&Int>),
        (to, to_if): (Option<&Region>, Option<&Bool>),
        out: &mut impl Sink<'p>,
    ) {
        let n = s.what.len();
        let mark = |f, t, level: i64| Move {
            from: f,
            to: t,
            between: crate::program::SiteSet::EMPTY,
            actions: smallvec::smallvec![Action::Select {
                from: f,
                to: t,
                level: level.clamp(0, i64::from(u8::MAX)) as u8,
            }],
            then: smallvec::SmallVec::new(),
        };
        // Ludii's `levelTo` of a selection (the ground level outside a game of stacks):
        // the level named, or the top one; with a second site, the top of its stack.
        let top = |site: Site| self.stack_size(s, site) as i64 - 1;
        for f in self.region(s, c, from).iter() {
            // A hand's site is selected as Ludii's cells of its containers are (the
            // compiler keeps a selection of another type to the board).
            let on_board = (f as usize) < n;
            if !on_board && self.hand_index(f).is_none() {
                continue;
            }
            let cf = Ctx {
                from: f,
                to: f,
                ..*c
            };
            if from_if.is_some_and(|b| !self.cond(s, &cf, b)) {
                continue;
            }
            let Some(to) = to else {
                let l = match level {
                    _ if !self.stacking || !on_board => 0,
                    Some(l) => self.int(s, &cf, l),
                    None => top(f),
                };
                out.push(mark(f, f, l));
                if out.done() {
                    return;
                }
                continue;
            };
            for t in self.region(s, &cf, to).iter() {
                let ct = Ctx { to: t, ..cf };
                if (t as usize) < n && to_if.is_none_or(|b| self.cond(s, &ct, b)) {
                    out.push(mark(f, t, if self.stacking { top(t) } else { 0 }));
                    if out.done() {
                        return;
                    }
                }
            }
        }
    }
}
