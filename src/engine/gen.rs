//! Move generation: what each generator and combinator of a [`Moves`] program yields
//! in a state, with Ludii's algorithms (Hop's walk along a radial, Slide's run,
//! `max Moves`' look-ahead through the rest of the turn).

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::{effect, promotion};
use super::{Action, Actions, Engine, Move, State};
use crate::program::board::OFF;
use crate::program::{Moves, MovesKind, Region};
use smallvec::smallvec;

impl Engine {
    /// The legal moves of the mover in `s` (the `play` program; empty when over).
    pub fn legal(&self, s: &State) -> Vec<Move<'_>> {
        // Room for a position's moves at once: growing the list step by step costs
        // more than the moves.
        let mut out = Vec::with_capacity(32);
        self.legal_into(s, &mut out);
        out
    }

    /// [`legal`](Self::legal) into a list the caller keeps (and empties first), so
    /// that a game played move by move does not allocate one at every move.
    pub fn legal_into<'p>(&'p self, s: &State, out: &mut Vec<Move<'p>>) {
        out.clear();
        if self.between_games(s) {
            out.push(Self::next_instance_move());
        } else if s.over.is_none() {
            self.gen_into(s, &Ctx::default(), &self.program.play, out);
            self.drop_repeats(s, out, 0);
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
    pub(super) fn gen_into<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        m: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let start = out.len();
        self.gen_kind(s, c, m, out);
        if let Some(t) = &m.then {
            if out.len() > start {
                out.then_from(start, t);
            }
        }
    }

    pub(super) fn gen_kind<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        m: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let start = out.len();
        match &m.kind {
            MovesKind::Step {
                from,
                dirs,
                to,
                stack,
            } => {
                let f = self.site(s, c, from);
                self.step(s, c, f, dirs, (to, &self.info(m), *stack), out);
            }
            MovesKind::Slide {
                from,
                dirs,
                between,
                between_apply,
                to,
                min,
                max,
                stack,
            } => {
                let f = self.site(s, c, from);
                let range = (
                    self.int(s, c, min),
                    max.as_ref().map_or(i64::MAX, |m| self.int(s, c, m)),
                );
                let info = self.info(m);
                let to = (to, &*info, *stack);
                let between = (between.as_ref(), between_apply.as_deref());
                self.slide(s, c, f, dirs, between, to, range, out);
            }
            MovesKind::Hop { from, .. } => {
                let f = self.site(s, c, from);
                self.hop(s, c, f, &m.kind, &self.info(m), out);
            }
            MovesKind::Pass => out.push(Move::pass()),
            MovesKind::Select {
                from,
                from_if,
                to,
                to_if,
                level,
            } => self.select(
                s,
                c,
                (from, from_if.as_ref(), level.as_ref()),
                (to.as_ref(), to_if.as_ref()),
                out,
            ),
            MovesKind::Sow(x) => self.sow(s, c, x, out),
            MovesKind::Or(v) | MovesKind::And(v) => {
                for x in v {
                    self.gen_into(s, c, x, out);
                    if out.done() {
                        break;
                    }
                }
            }
            MovesKind::If(cond, a, b) => {
                if self.cond(s, c, cond) {
                    self.gen_into(s, c, a, out);
                } else if let Some(b) = b {
                    self.gen_into(s, c, b, out);
                }
            }
            // A search for the moves to one site leaves out the others, which the
            // choice of the part counts: the part is chosen on a list of its own.
            MovesKind::Priority(v) if out.target().is_some() => {
                for x in v {
                    let part = self.generate(s, c, x);
                    if !part.is_empty() {
                        part.into_iter().for_each(|mv| out.push(mv));
                        break;
                    }
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
                self.max_moves(s, c, moves, *with_value, out)
            }
            MovesKind::AtLevel { level, moves } => self.at_level(s, c, level, moves, out),
            MovesKind::MaxCaptures { with_value, moves } => {
                self.max_captures(s, c, moves, *with_value, out)
            }
            MovesKind::AsPlayer(w, x) => match self.as_player(s, c, *w) {
                Some(t) => self.gen_into(&t, c, x, out),
                None => self.gen_into(s, c, x, out),
            },
            MovesKind::Custodial(x) => self.custodial(s, c, x, out),
            MovesKind::Intervene(x) => self.intervene(s, c, x, out),
            MovesKind::Directional(x) => self.directional(s, c, x, out),
            MovesKind::Enclose(x) => self.enclose(s, c, x, out),
            MovesKind::Surround(x) => self.surround(s, c, x, out),
            MovesKind::Score { who, value, add } => {
                let v = self.int(s, c, value) as i32;
                let act = |p: u8| {
                    if *add {
                        Action::AddScore(p, v)
                    } else {
                        Action::SetScore(p, v)
                    }
                };
                // One player's, or every player's (`Each`) in one move.
                // A player computed in play that is no player (Ludii's index 0 or
                // past the last) changes no score.
                let (first, last) = match who {
                    Some(w) => {
                        let p = self.int(s, c, w);
                        if !(1..=i64::from(self.num_players())).contains(&p) {
                            return;
                        }
                        (p as u8, p as u8)
                    }
                    None => (1, self.num_players()),
                };
                let mut mv = effect(act(first));
                mv.actions.extend((first + 1..=last).map(act));
                out.push(mv);
            }
            MovesKind::Push { from, dirs } => self.gen_push(s, c, from, dirs, out),
            MovesKind::Attract { from, dirs } => self.gen_attract(s, c, from, dirs, out),
            MovesKind::Swap => {
                if self.swap_offered(s) {
                    out.push(Move {
                        from: OFF,
                        to: OFF,
                        ..effect(Action::Swap)
                    });
                }
            }
            // No action of ours: Ludii's message changes nothing in the position.
            MovesKind::Note => out.push(Move {
                from: OFF,
                to: OFF,
                between: crate::program::SiteSet::EMPTY,
                actions: smallvec::SmallVec::new(),
                then: smallvec::SmallVec::new(),
            }),
            MovesKind::SwapPlayers => out.push(Move {
                from: OFF,
                to: OFF,
                ..effect(Action::Swap)
            }),
            MovesKind::ForEachPiece {
                names,
                moves,
                every_level,
            } => {
                if *every_level && self.stacking {
                    self.each_level(s, c, m, names, moves.as_deref(), out);
                } else {
                    let info = self.info(m);
                    let shared = match moves {
                        Some(x) => info.sweep.then_some(&**x),
                        None => self.shared_piece_moves(s, &info),
                    };
                    if shared.is_some_and(|x| self.sweep(s, c, (&info, names), x, out)) {
                        return;
                    }
                    for site in self.pieces_of(s, s.mover).iter() {
                        let comp = s.what[site as usize];
                        if !self.visits(&info, names, comp) {
                            continue;
                        }
                        let cd = self.program.comp(comp);
                        let inner = match moves {
                            Some(m) => m,
                            None => match &cd.moves {
                                Some(m) => m,
                                None => continue,
                            },
                        };
                        if out
                            .target()
                            .is_some_and(|g| !self.may_reach(inner, site, g))
                        {
                            continue;
                        }
                        let cc = Ctx { from: site, ..*c };
                        if !self.piece_adjacent_hop(s, &cc, inner, out) {
                            self.gen_into(s, &cc, inner, out);
                        }
                        if out.done() {
                            break;
                        }
                    }
                }
            }
            MovesKind::ForEachHandPiece {
                owner,
                names,
                moves,
            } => self.gen_hand_pieces(s, c, (*owner, names), moves.as_deref(), out),
            MovesKind::ForEachSite(r, inner) => {
                for site in self.region(s, c, r).iter() {
                    // Ludii's `ForEachSite` binds `(to)` to the site too.
                    let cc = Ctx {
                        site,
                        to: site,
                        ..*c
                    };
                    self.gen_into(s, &cc, inner, out);
                    if out.done() {
                        break;
                    }
                }
            }
            MovesKind::ForEachGroup(r, inner) => self.gen_for_each_group(s, c, r, inner, out),
            MovesKind::ForEachValue(v, inner) => self.gen_for_each_value(s, c, v, inner, out),
            MovesKind::ForEachPlayer(inner) => self.gen_for_each_player(s, c, inner, out),
            MovesKind::ForEachLevel {
                site,
                from_bottom,
                moves,
            } => self.gen_for_each_level(s, c, (site, *from_bottom), moves, out),
            MovesKind::ForEachSiteElse(r, inner, otherwise) => {
                self.gen_for_each_site_else(s, c, r, (inner, otherwise), out)
            }
            MovesKind::FirstMoveOnTrack {
                name,
                player,
                moves,
            } => self.gen_first_move_on_track(s, c, (name.as_deref(), *player), moves, out),
            MovesKind::ForEachDirection(x) => self.for_each_direction(s, c, x, out),
            MovesKind::Do {
                pre,
                if_afterwards,
                next,
            } => self.do_moves(s, c, pre, if_afterwards.as_ref(), next.as_deref(), out),
            MovesKind::While(b, m) => self.while_moves(s, c, b, m, out),
            // A hop's removal of its hurdle, at every landing: one site, no set.
            MovesKind::Remove {
                sites: Region::Site(f),
                end_of_turn,
                count: None,
            } => {
                let site = self.site(s, c, f);
                // Ludii's `Remove` skips an empty site: no move, so no consequences
                // (Chess's capture resets its counter in the removal's `then`). A
                // hand's site is read too (`(remove (handSite Mover))`).
                if self.content(s, site) != 0 {
                    out.push(effect(Action::Remove {
                        site,
                        deferred: *end_of_turn,
                    }));
                }
            }
            MovesKind::Remove {
                sites,
                end_of_turn,
                count: Some(k),
            } => self.remove_counted(s, c, sites, *end_of_turn, k, out),
            MovesKind::Remove {
                sites, end_of_turn, ..
            } => {
                let actions: Actions = self
                    .region(s, c, sites)
                    .iter()
                    .filter(|&at| self.content(s, at) != 0)
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
                    out.push(promotion(at, comp));
                }
            }
            MovesKind::PromoteTo(site, n) => {
                let at = self.site(s, c, site);
                let comp = self.int(s, c, n);
                if (at as usize) < s.what.len()
                    && comp >= 1
                    && comp as usize <= self.program.comps.len()
                {
                    out.push(promotion(at, comp as u16));
                }
            }
            MovesKind::FromTo { from, to, stack } => {
                let (f, t) = (self.site(s, c, from), self.site(s, c, to));
                let n = s.what.len();
                // A hand's site takes the piece too (a hit piece sent to its owner's
                // hand), in a game that keeps counts.
                let to_hand =
                    (self.counts && !*stack || self.stacking) && self.hand_index(t).is_some();
                // A hand's piece leaves it too (Ludii's `FromTo` asks only that the
                // origin hold a piece): a hand's stack, or its count.
                let from_ok = match s.what.get(f as usize) {
                    Some(&x) => x != 0,
                    None => (self.stacking || self.counts) && self.hand_slot(s, f).count > 0,
                };
                if from_ok && ((t as usize) < n || to_hand) {
                    let action = if *stack {
                        Action::MoveStack { from: f, to: t }
                    } else {
                        Action::Move { from: f, to: t }
                    };
                    out.push(Move {
                        from: f,
                        to: t,
                        ..effect(action)
                    });
                }
            }
            MovesKind::FromToSites {
                from,
                from_if,
                to,
                to_if,
                count,
                to_apply,
                stack,
                copy,
                level,
            } => self.gen_from_to_sites(
                s,
                c,
                (from, from_if.as_ref()),
                (to, to_if.as_ref(), to_apply.as_deref()),
                (count.as_ref(), *stack, *copy, level.as_ref()),
                out,
            ),
            MovesKind::Add { site, cond } => self.gen_add(s, c, (site, cond.as_ref()), out),
            MovesKind::AddPiece {
                piece,
                to,
                cond,
                count,
                state,
                apply,
                twice,
                ..
            } => {
                let how = (count.as_ref(), state.as_ref(), apply.as_deref());
                let what = (piece, to, cond.as_ref(), twice.as_ref());
                self.gen_add_piece(s, c, what, how, out)
            }
            MovesKind::Flip(site) => self.gen_flip(s, c, site, out),
            MovesKind::Append(m) => self.gen_append(s, c, m, out),
            MovesKind::AllCombinations(a, b) => self.gen_all_combinations(s, c, (a, b), out),
            MovesKind::MoveRemove(r, l) => self.gen_move_remove(s, c, (r, l.as_ref()), out),
            MovesKind::Phases(v) => self.gen_phase(s, c, v, out),
            MovesKind::MoveAgain => out.push(effect(Action::MoveAgain)),
            // Ludii makes no move for a player the game does not have.
            MovesKind::SetNext(p) => {
                let p = self.int(s, c, p);
                if (1..=i64::from(self.num_players())).contains(&p) {
                    out.push(effect(Action::SetNext(p as u8)));
                }
            }
            MovesKind::Roll => out.push(effect(Action::Roll)),
            MovesKind::ForEachDie {
                cond,
                moves,
                combined,
                replay_double,
                replay_if,
            } => {
                let replay =
                    *replay_double || replay_if.as_ref().is_some_and(|b| self.cond(s, c, b));
                self.gen_for_each_die(s, c, cond.as_ref(), moves, (*combined, replay), out)
            }
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
            MovesKind::SetState(site, v, level) => {
                let at = self.site(s, c, site);
                let v = self.int(s, c, v) as i32;
                out.push(effect(match level {
                    // Levels past 255 are never reached by a stack here: they set nothing.
                    Some(l) => Action::SetLevelState {
                        site: at,
                        level: u8::try_from(self.int(s, c, l)).unwrap_or(u8::MAX),
                        v: v.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
                    },
                    None => Action::SetState(at, v),
                }));
            }
            MovesKind::SetVar(v) => out.push(effect(Action::SetVar(self.int(s, c, v) as i32))),
            MovesKind::SetNamedVar(k, v) => {
                out.push(effect(Action::SetNamedVar(*k, self.int(s, c, v) as i32)))
            }
            MovesKind::SetCounter(v) => {
                out.push(effect(Action::SetCounter(self.int(s, c, v) as i32)))
            }
            MovesKind::SetHidden(h) => self.gen_set_hidden(s, c, h, out),
            // A player the game lacks cannot be marked (Ludii refuses it when compiled).
            MovesKind::Trigger(p) => {
                let p = self.int(s, c, p);
                if (1..=i64::from(self.num_players())).contains(&p) {
                    out.push(effect(Action::Trigger(p as u8)));
                }
            }
            MovesKind::Propose(k) => out.push(effect(Action::Propose(*k))),
            MovesKind::Vote(k) => out.push(effect(Action::Vote(*k))),
            MovesKind::Remember {
                name,
                value,
                unique,
            } => {
                let (k, v) = (super::memory::list(*name), self.int(s, c, value) as i32);
                if !*unique || !self.remembered_in(s, k).any(|x| x == v) {
                    out.push(effect(Action::Remember(k, v)));
                }
            }
            MovesKind::Forget {
                name,
                value: Some(v),
            } => out.push(effect(Action::Forget(
                super::memory::list(*name),
                self.int(s, c, v) as i32,
            ))),
            // One action per value remembered; no move when there is none, as in Ludii.
            MovesKind::Forget { name, value: None } => {
                let actions = self.forget_all(s, *name);
                if !actions.is_empty() {
                    out.push(Move {
                        actions,
                        ..effect(Action::Pass)
                    });
                }
            }
        }
    }
}
