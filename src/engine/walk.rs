//! The generators that walk the board: Step, Slide and Hop, with Ludii's algorithms
//! (Hop's walk along a radial, Slide's run), and the move a destination makes.

use super::eval::Ctx;
use super::nodes::NodeInfo;
use super::sink::{Few, Sink};
use super::site_test::{Bound, SiteTest};
use super::{Action, Engine, Move, State};
use crate::program::board::OFF;
use crate::program::board::{dirs_of, turn, DirMask};
use crate::program::{Dirs, Moves, MovesKind, Region, Site, SiteSet, ToSpec};
use smallvec::{smallvec, SmallVec};

impl Engine {
    /// A generator's directions from `from`: fixed ones from its node's facts (inline:
    /// it is asked for every piece's every generator).
    #[inline(always)]
    pub(super) fn mask_of(
        &self,
        s: &State,
        c: &Ctx,
        from: Site,
        dirs: &Dirs,
        info: &NodeInfo,
    ) -> DirMask {
        match (info.mask, info.turning) {
            (Some(m), _) => m,
            (None, Some((abs, rel))) => abs | turn(rel, self.facing_at(s, from)),
            _ => self.dir_mask_out_of_line(s, c, from, dirs),
        }
    }

    /// [`Engine::dir_mask`], kept out of the generators' own code.
    #[inline(never)]
    fn dir_mask_out_of_line(&self, s: &State, c: &Ctx, from: Site, dirs: &Dirs) -> DirMask {
        self.dir_mask(s, c, from, dirs)
    }

    /// A move from `from` to `to` (of the whole stack when `stack`) with the
    /// destination's `apply:` effect (inline: built in place where it is pushed).
    #[inline(always)]
    pub(super) fn moving<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (from, to, stack): (Site, Site, bool),
        spec: &'p ToSpec,
    ) -> Move<'p> {
        let action = if stack {
            Action::MoveStack { from, to }
        } else {
            Action::Move { from, to }
        };
        let mut mv = Move {
            from,
            to,
            between: SiteSet::EMPTY,
            actions: smallvec![action],
            then: SmallVec::new(),
        };
        if let Some(eff) = &spec.apply {
            let cc = Ctx { from, to, ..*c };
            self.chain(s, &cc, eff, &mut mv);
        }
        mv
    }

    /// Puts the actions of an effect's moves before `mv`'s own (Ludii chains an
    /// `apply:` effect in front: a capture by replacement removes, then moves) and
    /// adds their consequences.
    pub(super) fn chain<'p>(&'p self, s: &State, c: &Ctx, eff: &'p Moves, mv: &mut Move<'p>) {
        // A hop's `(apply (remove (between)))`, at every landing of every capture: one
        // action in front, without generating the effect as a move of its own.
        if let (
            MovesKind::Remove {
                sites: Region::Site(f),
                end_of_turn,
                count: None,
            },
            None,
        ) = (&eff.kind, &eff.then)
        {
            let site = self.site(s, c, f);
            if (site as usize) < s.what.len() {
                let action = Action::Remove {
                    site,
                    deferred: *end_of_turn,
                };
                mv.actions.insert(0, action);
            }
            return;
        }
        self.chain_parts(s, c, eff, mv);
    }

    /// [`Self::chain`] for any effect but a single removal (out of line: `chain`'s
    /// own code is inlined where moves are built).
    #[inline(never)]
    fn chain_parts<'p>(&'p self, s: &State, c: &Ctx, eff: &'p Moves, mv: &mut Move<'p>) {
        // A choice or a list of effects with no consequence of its own chains what its
        // parts chain, in order (a leapfrog's `(if (is Enemy ...) (remove (between)))`):
        // no move built for it.
        if eff.then.is_none() {
            match &eff.kind {
                MovesKind::If(cond, a, b) => {
                    if self.cond(s, c, cond) {
                        self.chain(s, c, a, mv);
                    } else if let Some(b) = b {
                        self.chain(s, c, b, mv);
                    }
                    return;
                }
                // Each part chained on its own, their actions kept in the parts'
                // order in front of the move's: Ludii generates the list as one
                // effect (Refugia's `(and (remove (between)) (add ... (to
                // (between))))` removes the hurdle before it adds there).
                MovesKind::And(v) | MovesKind::Or(v) => {
                    let mut front = super::Actions::new();
                    for x in v {
                        let mut part = effect(Action::Pass);
                        part.actions.clear();
                        self.chain(s, c, x, &mut part);
                        front.extend(part.actions);
                        mv.then.extend(part.then);
                    }
                    front.append(&mut mv.actions);
                    mv.actions = front;
                    return;
                }
                _ => {}
            }
        }
        let mut effects = Few::new();
        self.gen_into(s, c, eff, &mut effects);
        // Ludii puts the effects' actions in front of the move's, in the order they
        // were generated (a capture of a stack from its top down, level by level).
        let mut front = None;
        for e in effects {
            match &mut front {
                None => front = Some(e.actions),
                Some(f) => f.extend(e.actions),
            }
            mv.then.extend(e.then);
        }
        if let Some(mut f) = front {
            f.append(&mut mv.actions);
            mv.actions = f;
        }
    }

    pub(super) fn step<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        dirs: &Dirs,
        (to, info, stack): (&'p ToSpec, &NodeInfo, bool),
        out: &mut impl Sink<'p>,
    ) {
        if from as usize >= s.what.len() {
            return;
        }
        let mask = self.mask_of(s, c, from, dirs, info);
        let (test, cf) = ((info.dest, to.cond.as_ref()), Ctx { from, ..*c });
        for d in dirs_of(mask) {
            let t = self.program.graph.next(from, d);
            // A search for the moves to one site neither tests nor builds the others.
            if out.target().is_some_and(|g| g != t) {
                continue;
            }
            if t != OFF && self.passes(s, &cf, test, Bound::To, t) {
                if out.probe() {
                    return out.found();
                }
                if !out.skip() {
                    out.push(self.moving(s, c, (from, t, stack), to));
                }
            }
        }
    }

    /// Ludii's Hop: per direction, walk the radial; empty sites before the hurdle up
    /// to `before`, a run of hurdles within the range, then landings up to `after`
    /// further sites; one hurdle run per direction.
    pub(super) fn hop<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        kind: &'p MovesKind,
        info: &NodeInfo,
        out: &mut impl Sink<'p>,
    ) {
        let MovesKind::Hop {
            dirs,
            before,
            range,
            after,
            between_if,
            between_apply,
            to,
            stack,
            ..
        } = kind
        else {
            return;
        };
        if from as usize >= s.what.len() {
            return;
        }
        let g = &self.program.graph;
        let [before, min_len, max_len, after] = info.hop_ints.unwrap_or_else(|| {
            [
                self.int(s, c, before),
                self.int(s, c, &range.0),
                self.int(s, c, &range.1),
                self.int(s, c, after),
            ]
        });
        let cf = Ctx { from, ..*c };
        let mask = self.mask_of(s, c, from, dirs, info);
        // A hop that starts next to its hurdle, over an enemy (a man's capture): with no
        // enemy alongside in any of its directions there is none, seen before walking
        // any radial. Most pieces, most of the time.
        if info.adjacent_hop {
            let effects = (between_apply.as_deref(), to, *stack);
            return self.adjacent_hop(s, &cf, (from, mask), effects, info, out);
        }
        if info.leapfrog {
            let effects = (between_apply.as_deref(), to, *stack);
            return self.leapfrog(s, &cf, from, mask, effects, out);
        }
        let beside = before == 0 && min_len >= 1;
        if beside && matches!(info.hurdle, SiteTest::Enemy | SiteTest::EnemyUnjumped) {
            let enemy_beside =
                dirs_of(mask).any(|d| self.is_enemy(s, s.who(self, g.next(from, d))));
            if !enemy_beside {
                return;
            }
        }
        // Likewise a hop over any piece (a leapfrog's) with no piece alongside.
        if beside && info.hurdle == SiteTest::Occupied {
            let what = &s.what[..];
            let piece_beside = dirs_of(mask).any(|d| {
                let n = g.next(from, d);
                what.get(n as usize).is_some_and(|&x| x != 0)
            });
            if !piece_beside {
                return;
            }
        }
        let (test, hurdle_test) = (
            (info.dest, to.cond.as_ref()),
            (info.hurdle, between_if.as_ref()),
        );
        let go = |site: Site| self.passes(s, &cf, test, Bound::To, site);
        let hurdle = |site: Site| self.passes(s, &cf, hurdle_test, Bound::Between, site);
        for d in dirs_of(mask) {
            if min_len == 0 {
                let t = g.next(from, d);
                if t != OFF && go(t) {
                    if out.probe() {
                        return out.found();
                    }
                    // With a stop rule, Ludii's step of no hurdle has no effect.
                    let spec = if to.keep.is_some() { &PLAIN } else { to };
                    out.push(self.moving(s, &cf, (from, t, *stack), spec));
                }
            }
            if max_len <= 0 {
                continue;
            }
            // The radial from `from` in direction d: steps[0] = from.
            let steps = self.ray(from, d);
            let n = steps.len();
            for to_idx in 1..n {
                let b = steps[to_idx];
                if hurdle(b) {
                    // Ludii's `(between)` as the destination's `apply:` sees it: the
                    // last site its hurdle test looked at, then the last hurdle the
                    // previous landing's `between` effects were given.
                    let mut seen = b;
                    // The run of hurdles is steps[to_idx..h].
                    let mut len = 1;
                    let mut h = to_idx + 1;
                    let mut wrong = false;
                    while h < n && len < max_len {
                        seen = steps[h];
                        if !hurdle(steps[h]) {
                            wrong = true;
                            break;
                        }
                        len += 1;
                        h += 1;
                    }
                    if len < min_len || (wrong && len == max_len) {
                        break;
                    }
                    let hurdles = &steps[to_idx..h];
                    let between: SiteSet = hurdles.iter().copied().collect();
                    let mut from_min = len - min_len;
                    while from_min >= 0 {
                        let mut a = h as i64 - from_min;
                        while (a as usize) < n && a >= 0 {
                            let land = steps[a as usize];
                            let cb = Ctx {
                                between: seen,
                                ..cf
                            };
                            if !go(land) {
                                // Ludii's stop rule: the landing refused is a move
                                // where it holds (with its effect, not the hurdles').
                                let stops = to
                                    .keep
                                    .as_ref()
                                    .is_some_and(|k| self.cond(s, &Ctx { to: land, ..cb }, k));
                                if stops {
                                    if out.probe() {
                                        return out.found();
                                    }
                                    let mut mv = self.moving(s, &cb, (from, land, *stack), to);
                                    mv.between = between.clone();
                                    out.push(mv);
                                }
                                break;
                            }
                            if to.keep.is_some() {
                                if a - h as i64 + 1 > after - from_min {
                                    break;
                                }
                                a += 1;
                                continue;
                            }
                            if out.probe() {
                                return out.found();
                            }
                            let mut mv = self.moving(s, &cb, (from, land, *stack), to);
                            mv.between = between.clone();
                            if let Some(&last) = hurdles[..(len - from_min).max(0) as usize].last()
                            {
                                seen = last;
                            }
                            if let Some(eff) = between_apply {
                                for &hl in &hurdles[..(len - from_min).max(0) as usize] {
                                    let cc = Ctx {
                                        between: hl,
                                        to: land,
                                        ..cf
                                    };
                                    self.chain(s, &cc, eff, &mut mv);
                                }
                            }
                            out.push(mv);
                            if a - h as i64 + 1 > after - from_min {
                                break;
                            }
                            a += 1;
                        }
                        from_min -= 1;
                    }
                    break;
                }
                if to_idx as i64 > before || !go(b) {
                    break;
                }
            }
        }
    }
}

/// A destination of no test and no effect.
static PLAIN: ToSpec = ToSpec {
    cond: None,
    apply: None,
    keep: None,
};

/// A move that only has effects (no piece moves).
pub(super) fn effect<'p>(a: Action) -> Move<'p> {
    Move {
        from: OFF,
        to: OFF,
        between: SiteSet::EMPTY,
        actions: smallvec![a],
        then: SmallVec::new(),
    }
}

/// A promotion on `site`: as Ludii's `Promote`, the move's own ends are that site,
/// which `(last To)` then reads.
pub(super) fn promotion<'p>(site: crate::program::Site, comp: u16) -> Move<'p> {
    Move {
        from: site,
        to: site,
        ..effect(Action::Promote { site, comp })
    }
}
