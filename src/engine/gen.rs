//! Move generation: what each generator and combinator of a [`Moves`] program yields
//! in a state, with Ludii's algorithms (Hop's walk along a radial, Slide's run,
//! `max Moves`' look-ahead through the rest of the turn).

use super::eval::Ctx;
use super::{Action, Actions, Engine, Move, State};
use crate::program::board::OFF;
use crate::program::{Bool, Dirs, Moves, MovesKind, Site, SiteSet, ToSpec};
use smallvec::{smallvec, SmallVec};

impl Engine {
    /// The legal moves of the mover in `s` (the `play` program; empty when over).
    pub fn legal(&self, s: &State) -> Vec<Move<'_>> {
        if s.over.is_some() {
            return Vec::new();
        }
        self.generate(s, &Ctx::default(), &self.program.play)
    }

    /// Whether `m` yields at least one move: Ludii's `canMove`, which stops at the first
    /// move found and does not look ahead through `max Moves`.
    pub fn can_generate(&self, s: &State, c: &Ctx, m: &Moves) -> bool {
        match &m.kind {
            // Whether any part yields a move does not depend on the order they are
            // tried in: the cheap ones (steps) first, so a player who can step is found
            // without scanning every capture first.
            MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => {
                v.iter()
                    .filter(|x| !looks_ahead(x))
                    .any(|x| self.can_generate(s, c, x))
                    || v.iter()
                        .filter(|x| looks_ahead(x))
                        .any(|x| self.can_generate(s, c, x))
            }
            MovesKind::If(cond, a, b) => {
                if self.cond(s, c, cond) {
                    self.can_generate(s, c, a)
                } else {
                    b.as_ref().is_some_and(|b| self.can_generate(s, c, b))
                }
            }
            MovesKind::MaxMoves { moves, .. } => self.can_generate(s, c, moves),
            MovesKind::ForEachPiece { names, moves } => {
                self.pieces_of(s, s.mover).iter().any(|site| {
                    let comp = s.what[site as usize];
                    let cd = self.program.comp(comp);
                    if !names.is_empty() && !names.contains(&self.base_of(comp)) {
                        return false;
                    }
                    let cc = Ctx { from: site, ..*c };
                    match moves.as_deref().or(cd.moves.as_ref()) {
                        Some(m) => self.can_generate(s, &cc, m),
                        None => false,
                    }
                })
            }
            _ => {
                let mut out = Vec::new();
                self.gen_kind(s, c, m, &mut out);
                !out.is_empty()
            }
        }
    }

    /// The moves program `m` yields in `s` with context `c`.
    pub fn generate<'p>(&'p self, s: &State, c: &Ctx, m: &'p Moves) -> Vec<Move<'p>> {
        let mut out = Vec::new();
        self.gen_into(s, c, m, &mut out);
        out
    }

    /// [`Self::generate`], appending to `out` (one vector for a whole program, rather
    /// than one per generator and site).
    fn gen_into<'p>(&'p self, s: &State, c: &Ctx, m: &'p Moves, out: &mut Vec<Move<'p>>) {
        let start = out.len();
        self.gen_kind(s, c, m, out);
        if let Some(t) = &m.then {
            for mv in &mut out[start..] {
                mv.then.push(t);
            }
        }
    }

    fn gen_kind<'p>(&'p self, s: &State, c: &Ctx, m: &'p Moves, out: &mut Vec<Move<'p>>) {
        let start = out.len();
        match &m.kind {
            MovesKind::Step { from, dirs, to } => {
                let f = self.site(s, c, from);
                self.step(s, c, f, dirs, to, out);
            }
            MovesKind::Slide {
                from,
                dirs,
                between,
                to,
                min,
                max,
            } => {
                let f = self.site(s, c, from);
                let range = (
                    self.int(s, c, min),
                    max.as_ref().map_or(i64::MAX, |m| self.int(s, c, m)),
                );
                self.slide(s, c, f, dirs, between.as_ref(), to, range, out);
            }
            MovesKind::Hop { from, .. } => {
                let f = self.site(s, c, from);
                self.hop(s, c, f, &m.kind, out);
            }
            MovesKind::Pass => out.push(Move::pass()),
            MovesKind::Select { from, to } => {
                let f = self.site(s, c, from);
                let t = to.as_ref().map_or(f, |t| self.site(s, c, t));
                if (f as usize) < s.what.len() {
                    out.push(Move {
                        from: f,
                        to: t,
                        between: SiteSet::EMPTY,
                        actions: Actions::new(),
                        then: SmallVec::new(),
                    });
                }
            }
            MovesKind::Or(v) | MovesKind::And(v) => {
                for x in v {
                    self.gen_into(s, c, x, out);
                }
            }
            MovesKind::If(cond, a, b) => {
                if self.cond(s, c, cond) {
                    self.gen_into(s, c, a, out);
                } else if let Some(b) = b {
                    self.gen_into(s, c, b, out);
                }
            }
            MovesKind::Priority(v) => {
                for x in v {
                    self.gen_into(s, c, x, out);
                    if out.len() > start {
                        break;
                    }
                }
            }
            MovesKind::MaxMoves { with_value, moves } => {
                self.gen_into(s, c, moves, out);
                let cands = out.split_off(start);
                let counts: Vec<i64> = cands
                    .iter()
                    .map(|mv| {
                        let first = if *with_value {
                            self.removed_value(s, mv)
                        } else {
                            1
                        };
                        let mut t = s.clone();
                        self.apply(&mut t, mv);
                        self.replay_count(&t, first, *with_value, 1)
                    })
                    .collect();
                let best = counts.iter().copied().max().unwrap_or(0).max(0);
                out.extend(
                    cands
                        .into_iter()
                        .zip(counts)
                        .filter(|(_, n)| *n == best)
                        .map(|(m, _)| m),
                );
            }
            MovesKind::ForEachPiece { names, moves } => {
                for site in self.pieces_of(s, s.mover).iter() {
                    let comp = s.what[site as usize];
                    let cd = self.program.comp(comp);
                    if !names.is_empty() && !names.contains(&self.base_of(comp)) {
                        continue;
                    }
                    let inner = match moves {
                        Some(m) => m,
                        None => match &cd.moves {
                            Some(m) => m,
                            None => continue,
                        },
                    };
                    let cc = Ctx { from: site, ..*c };
                    self.gen_into(s, &cc, inner, out);
                }
            }
            MovesKind::ForEachSite(r, inner) => {
                for site in self.region(s, c, r).iter() {
                    let cc = Ctx { site, ..*c };
                    self.gen_into(s, &cc, inner, out);
                }
            }
            MovesKind::Do {
                pre,
                if_afterwards,
                next,
            } => {
                let generated = match next {
                    None => self.generate(s, c, pre),
                    Some(next) => {
                        // Every move of `pre` applied, then `next` from there, each
                        // of its moves carrying `pre`'s actions first.
                        let pres = self.generate(s, c, pre);
                        let mut t = s.clone();
                        let mut before = Actions::new();
                        for p in &pres {
                            before.extend(self.apply_move(&mut t, p, false));
                        }
                        let mut v = self.generate(&t, c, next);
                        for m in &mut v {
                            let mut acts = before.clone();
                            acts.append(&mut m.actions);
                            m.actions = acts;
                        }
                        v
                    }
                };
                out.extend(generated);
                if let Some(cond) = if_afterwards {
                    let mut tail = out.split_off(start);
                    tail.retain(|mv| {
                        let mut t = s.clone();
                        self.apply_move(&mut t, mv, true);
                        if t.mover == t.next {
                            t.next = t.prev;
                        }
                        self.cond(&t, &Ctx::default(), cond)
                    });
                    out.extend(tail);
                }
            }
            MovesKind::Remove { sites, end_of_turn } => {
                let actions: Actions = self
                    .region(s, c, sites)
                    .iter()
                    .filter(|&at| (at as usize) < s.what.len())
                    .map(|site| Action::Remove {
                        site,
                        deferred: *end_of_turn,
                    })
                    .collect();
                if !actions.is_empty() {
                    out.push(Move {
                        actions,
                        ..effect(Action::Pass)
                    });
                }
            }
            MovesKind::Promote { site, into, who } => {
                let at = self.site(s, c, site);
                let comp = self.comp_by_name(*into, self.who(s, c, *who));
                if (at as usize) < s.what.len() && comp != 0 {
                    out.push(effect(Action::Promote { site: at, comp }));
                }
            }
            MovesKind::MoveAgain => out.push(effect(Action::MoveAgain)),
            MovesKind::SetPending(region) => {
                // Pending sites, or (with no region) a pending value.
                let actions: Actions = match region {
                    Some(r) => self
                        .region(s, c, r)
                        .iter()
                        .map(Action::SetPending)
                        .collect(),
                    None => smallvec![Action::SetPending(OFF)],
                };
                out.push(Move {
                    actions,
                    ..effect(Action::Pass)
                });
            }
            MovesKind::SetSiteValue(site, v) => {
                let at = self.site(s, c, site);
                out.push(effect(Action::SetSiteValue(at, self.int(s, c, v) as i32)));
            }
            MovesKind::SetValue(w, v) => {
                let p = self.who(s, c, *w);
                out.push(effect(Action::SetValue(p, self.int(s, c, v) as i32)));
            }
            MovesKind::SetState(site, v) => {
                let at = self.site(s, c, site);
                out.push(effect(Action::SetState(at, self.int(s, c, v) as i32)));
            }
        }
    }

    /// The sum of the values of the pieces a move removes (for `withValue:`).
    fn removed_value(&self, s: &State, mv: &Move) -> i64 {
        let mut t = s.clone();
        let actions = self.apply_move(&mut t, mv, false);
        actions
            .iter()
            .filter_map(|a| match a {
                Action::Remove { site, .. } => {
                    Some(s.value.get(*site as usize).map_or(0, |&v| v as i64))
                }
                _ => None,
            })
            .sum()
    }

    /// Ludii's `getReplayCount`: the best count over the rest of the turn.
    /// `depth` counts the moves looked through; a turn that would go on past
    /// [`MAX_TURN_MOVES`](super::turns::MAX_TURN_MOVES) is cut there, as whole turns are.
    fn replay_count(&self, s: &State, count: i64, with_value: bool, depth: usize) -> i64 {
        if s.prev != s.mover || s.over.is_some() || depth >= super::turns::MAX_TURN_MOVES {
            return count;
        }
        // Each look-ahead step re-enters the play program, whose own `max Moves` looks
        // ahead again: a program whose turn never ends would recurse without end.
        let Some(_nest) = Nesting::enter() else {
            return count;
        };
        // Ludii's look-ahead takes the forced pass of a mover left without a move.
        let mut s = s.clone();
        let moves = self.moves_or_pass(&mut s);
        let s = &s;
        let mut best = 0;
        for mv in &moves {
            let add = if with_value {
                self.removed_value(s, mv)
            } else {
                1
            };
            let mut t = s.clone();
            self.apply(&mut t, mv);
            best = best.max(self.replay_count(&t, count + add, with_value, depth + 1));
        }
        best
    }

    /// `(count Best M)` (ludic's own): the most moves (with `with_value`, the greatest
    /// total value of the pieces removed) of a turn beginning with a move of `m`,
    /// followed to its end as `max Moves` follows it; 0 when `m` yields no move.
    pub(super) fn best_count(&self, s: &State, c: &Ctx, m: &Moves, with_value: bool) -> i64 {
        self.generate(s, c, m)
            .iter()
            .map(|mv| {
                let first = if with_value {
                    self.removed_value(s, mv)
                } else {
                    1
                };
                let mut t = s.clone();
                self.apply(&mut t, mv);
                self.replay_count(&t, first, with_value, 1)
            })
            .max()
            .unwrap_or(0)
            .max(0)
    }

    /// Whether `to` passes a generator's destination test (default: empty).
    fn to_ok(&self, s: &State, c: &Ctx, to: &ToSpec, site: Site) -> bool {
        let cc = Ctx { to: site, ..*c };
        match &to.cond {
            Some(b) => self.cond(s, &cc, b),
            None => s.what[site as usize] == 0,
        }
    }

    /// A move from `from` to `to` with the destination's `apply:` effect.
    fn moving<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        to: Site,
        spec: &'p ToSpec,
    ) -> Move<'p> {
        let mut mv = Move {
            from,
            to,
            between: SiteSet::EMPTY,
            actions: smallvec![Action::Move { from, to }],
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
    fn chain<'p>(&'p self, s: &State, c: &Ctx, eff: &'p Moves, mv: &mut Move<'p>) {
        for e in self.generate(s, c, eff) {
            let mut acts = e.actions;
            acts.append(&mut mv.actions);
            mv.actions = acts;
            mv.then.extend(e.then);
        }
    }

    fn step<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        dirs: &Dirs,
        to: &'p ToSpec,
        out: &mut Vec<Move<'p>>,
    ) {
        if from as usize >= s.what.len() {
            return;
        }
        let mask = self.dir_mask(s, c, from, dirs);
        for d in 0..8 {
            if mask >> d & 1 == 0 {
                continue;
            }
            let t = self.program.graph.next(from, d);
            if t != OFF && self.to_ok(s, &Ctx { from, ..*c }, to, t) {
                out.push(self.moving(s, c, from, t, to));
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn slide<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        dirs: &Dirs,
        between: Option<&Bool>,
        to: &'p ToSpec,
        (min, max): (i64, i64),
        out: &mut Vec<Move<'p>>,
    ) {
        if from as usize >= s.what.len() {
            return;
        }
        let mask = self.dir_mask(s, c, from, dirs);
        let cf = Ctx { from, ..*c };
        for d in 0..8 {
            if mask >> d & 1 == 0 {
                continue;
            }
            let mut t = self.program.graph.next(from, d);
            let mut dist = 1;
            // Ludii's Slide: a site that passes the `to` test ends the slide there
            // (a capture by sliding); otherwise each site it may cross is a destination.
            while t != OFF && dist <= max {
                if to.cond.is_some() && dist >= min && self.to_ok(s, &cf, to, t) {
                    out.push(self.moving(s, c, from, t, to));
                    break;
                }
                let cc = Ctx {
                    between: t,
                    to: t,
                    ..cf
                };
                let go = match between {
                    Some(b) => self.cond(s, &cc, b),
                    None => s.what[t as usize] == 0,
                };
                if !go {
                    break;
                }
                if dist >= min {
                    out.push(self.moving(s, c, from, t, to));
                }
                t = self.program.graph.next(t, d);
                dist += 1;
            }
        }
    }

    /// Ludii's Hop: per direction, walk the radial; empty sites before the hurdle up
    /// to `before`, a run of hurdles within the range, then landings up to `after`
    /// further sites; one hurdle run per direction.
    fn hop<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: Site,
        kind: &'p MovesKind,
        out: &mut Vec<Move<'p>>,
    ) {
        let MovesKind::Hop {
            dirs,
            before,
            range,
            after,
            between_if,
            between_apply,
            to,
            ..
        } = kind
        else {
            return;
        };
        if from as usize >= s.what.len() {
            return;
        }
        let g = &self.program.graph;
        let before = self.int(s, c, before);
        let (min_len, max_len) = (self.int(s, c, &range.0), self.int(s, c, &range.1));
        let after = self.int(s, c, after);
        let cf = Ctx { from, ..*c };
        let mask = self.dir_mask(s, c, from, dirs);
        let go = |site: Site| self.to_ok(s, &cf, to, site);
        let hurdle = |site: Site| {
            let cc = Ctx {
                between: site,
                ..cf
            };
            match between_if {
                Some(b) => self.cond(s, &cc, b),
                None => true,
            }
        };
        for d in 0..8 {
            if mask >> d & 1 == 0 {
                continue;
            }
            if min_len == 0 {
                let t = g.next(from, d);
                if t != OFF && go(t) {
                    out.push(self.moving(s, &cf, from, t, to));
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
                    // The run of hurdles is steps[to_idx..h].
                    let mut len = 1;
                    let mut h = to_idx + 1;
                    let mut wrong = false;
                    while h < n && len < max_len {
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
                            if !go(land) {
                                break;
                            }
                            let mut mv = self.moving(s, &cf, from, land, to);
                            mv.between = between;
                            if let Some(eff) = between_apply {
                                for &hl in &hurdles[..(len - from_min) as usize] {
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

/// Whether a program hops or ranks moves (`max Moves`): the costly kinds to ask
/// `can Move` of, walked through the combinators that hold them.
fn looks_ahead(m: &Moves) -> bool {
    match &m.kind {
        MovesKind::Hop { .. } | MovesKind::MaxMoves { .. } | MovesKind::Do { .. } => true,
        MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => v.iter().any(looks_ahead),
        MovesKind::If(_, a, b) => looks_ahead(a) || b.as_deref().is_some_and(looks_ahead),
        MovesKind::ForEachPiece { moves, .. } => moves.as_deref().is_none_or(looks_ahead),
        MovesKind::ForEachSite(_, m) => looks_ahead(m),
        _ => false,
    }
}

/// A move that only has effects (no piece moves).
fn effect<'p>(a: Action) -> Move<'p> {
    Move {
        from: OFF,
        to: OFF,
        between: SiteSet::EMPTY,
        actions: smallvec![a],
        then: SmallVec::new(),
    }
}

/// The most `max Moves` look-aheads nested in one another (each re-entering the play
/// program), and the most look-ahead steps one outermost `max Moves` may take: a program
/// whose turn never ends would otherwise recurse, and branch, without end. Past either
/// limit the look-ahead counts the turn as ended there. Ludii's draughts-family games stay
/// far below both.
const MAX_NESTING: u32 = 48;
const MAX_LOOKAHEAD_STEPS: u64 = 1_000_000;

thread_local! {
    static NESTING: std::cell::Cell<(u32, u64)> = const { std::cell::Cell::new((0, 0)) };
}

/// A level of look-ahead nesting, released when dropped.
struct Nesting;

impl Nesting {
    fn enter() -> Option<Nesting> {
        NESTING.with(|n| {
            let (depth, steps) = n.get();
            let steps = if depth == 0 { 1 } else { steps + 1 };
            if depth >= MAX_NESTING || steps > MAX_LOOKAHEAD_STEPS {
                n.set((depth, steps));
                None
            } else {
                n.set((depth + 1, steps));
                Some(Nesting)
            }
        })
    }
}

impl Drop for Nesting {
    fn drop(&mut self) {
        NESTING.with(|n| {
            let (depth, steps) = n.get();
            n.set((depth.saturating_sub(1), steps));
        });
    }
}
