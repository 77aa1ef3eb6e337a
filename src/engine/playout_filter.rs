//! A random playout's move in a game whose play keeps the moves that pass a test after
//! them (`do M ifAfterwards:C`: Chess's "not in check"): a move of M drawn at random
//! and tested alone, drawn again among the rest when it fails, as Ludii's own playouts
//! do (`PlayoutFilter`). Listing the moves tested each one (a test is a look at every
//! enemy move); the draw tests one or two. The move is uniform among those that pass,
//! as a uniform choice in the list would be, though not drawn with the same numbers.

use super::eval::Ctx;
use super::{Engine, Move, State};
use crate::program::{Bool, Moves, MovesKind};
use rand::Rng;
use smallvec::SmallVec;

/// The consequences a play's wrappers add to each of its moves, innermost first.
type Thens<'p> = SmallVec<[&'p Moves; 2]>;

/// A play whose moves a playout may draw ([`Engine::filtered_play`]).
struct Filtered<'p> {
    /// The `do`'s moves, each tested by `cond` after it.
    pre: &'p Moves,
    cond: &'p Bool,
    /// The `do`'s own consequence.
    then: Option<&'p Moves>,
    /// `(move Pass)` beside the `do`, as Go writes it: its moves untested.
    pass: Option<&'p Moves>,
    /// The consequences the wrappers add, innermost first.
    outer: Thens<'p>,
}

/// A playout's drawn move, and the position it reaches (made, before the end rules)
/// when the draw's test already made it there: the playout goes on from that copy
/// rather than make the move a second time (Go's capture test, Chess's check).
pub(super) struct Drawn<'p> {
    pub mv: Move<'p>,
    pub made: Option<(State, super::apply::Made)>,
}

impl<'p> From<Move<'p>> for Drawn<'p> {
    fn from(mv: Move<'p>) -> Self {
        Drawn { mv, made: None }
    }
}

/// Whether `play` may reach, as [`Engine::filtered_play`] follows it, a tested `do`.
pub(super) fn may_filter(play: &Moves) -> bool {
    match &play.kind {
        MovesKind::Phases(v) => v.iter().any(may_filter),
        MovesKind::If(_, a, b) => may_filter(a) || b.as_deref().is_some_and(may_filter),
        MovesKind::Or(v) => match v.as_slice() {
            [a, p] => matches!(p.kind, MovesKind::Pass) && may_filter(a),
            _ => false,
        },
        MovesKind::Do {
            if_afterwards: Some(_),
            next: None,
            ..
        } => true,
        _ => false,
    }
}

impl Engine {
    /// The `do M ifAfterwards:C` (without `next:`), alone or beside a `(move Pass)`,
    /// that is the mover's whole play now, reached through the mover's phase and the
    /// `if`s whose conditions `s` decides.
    fn filtered_play<'p>(&'p self, s: &State) -> Option<Filtered<'p>> {
        let c = Ctx::default();
        let mut m = &self.program.play;
        let mut outer: Thens<'p> = SmallVec::new();
        let mut pass = None;
        loop {
            if let (Some(t), false) = (&m.then, matches!(m.kind, MovesKind::Do { .. })) {
                outer.push(t);
            }
            m = match &m.kind {
                MovesKind::Phases(v) => v.get(s.mover_phase())?,
                MovesKind::If(cond, a, b) => match self.cond(s, &c, cond) {
                    true => a,
                    false => b.as_deref()?,
                },
                MovesKind::Or(v) if pass.is_none() => match v.as_slice() {
                    [a, p] if matches!(p.kind, MovesKind::Pass) => {
                        pass = Some(p);
                        a
                    }
                    _ => return None,
                },
                MovesKind::Do {
                    pre,
                    if_afterwards: Some(cond),
                    next: None,
                } => {
                    outer.reverse();
                    let then = m.then.as_deref();
                    return Some(Filtered {
                        pre,
                        cond,
                        then,
                        pass,
                        outer,
                    });
                }
                _ => return None,
            };
        }
    }

    /// The playout's next move when the play is a tested `do` ([`Self::filtered_play`]),
    /// drawn with `rng` among the legal moves (`scratch` holds the untried ones: the
    /// `do`'s first, then the pass's); `None` when the play is another, in a game with
    /// dice, or when no move is legal (the forced pass is the list's). Under `no
    /// Repeat`, a move must also reach a position not reached before.
    pub(super) fn draw_filtered<'p>(
        &'p self,
        s: &mut State,
        rng: &mut impl Rng,
        scratch: &mut Vec<Move<'p>>,
    ) -> Option<Drawn<'p>> {
        if s.over.is_some() || s.dice.is_some() {
            return None;
        }
        let f = self.filtered_play(s)?;
        let c = Ctx::default();
        scratch.clear();
        if let Some(mv) = self.draw_filtered_add(s, rng, scratch, &f) {
            return mv;
        }
        self.gen_into(s, &c, f.pre, scratch);
        // The `do`'s moves are `scratch[..tested]`, the pass's the rest.
        let mut tested = scratch.len();
        if let Some(p) = f.pass {
            self.gen_into(s, &c, p, scratch);
        }
        while !scratch.is_empty() {
            let k = rng.gen_range(0..scratch.len());
            let of_do = k < tested;
            let last = scratch.len() - 1;
            if of_do {
                // Keep the two parts apart: the last of the `do`'s takes its place,
                // the last of all the place that one left.
                scratch.swap(k, tested - 1);
                scratch.swap(tested - 1, last);
                tested -= 1;
            } else {
                scratch.swap(k, last);
            }
            let Some(mut mv) = scratch.pop() else {
                break;
            };
            if of_do {
                match self.make_tested(s, &mv, &f) {
                    Some(Some(made)) => {
                        s.last.stalemated &= !(1u32 << s.mover);
                        return Some(Drawn {
                            mv,
                            made: Some(made),
                        });
                    }
                    Some(None) => continue,
                    None => {}
                }
            }
            if of_do && !self.passes_afterwards(s, &mv, f.cond) {
                continue;
            }
            if of_do {
                mv.then.extend(f.then);
            }
            mv.then.extend(f.outer.iter().copied());
            if self.repeat_allows(s, &mv) {
                // What the forced pass's bookkeeping does for a mover who has moves.
                s.last.stalemated &= !(1u32 << s.mover);
                return Some(mv.into());
            }
        }
        None
    }

    /// [`Self::draw_filtered`] when the `do`'s moves are an untested `move Add` to the
    /// board's sites (Go's): the site is drawn among the region's untried sites and only
    /// that move is made, where the list made a move for each of the 361 (a quarter of
    /// Go's playout). The draw is uniform among the legal moves, as the list's is.
    /// `None` when the `do` is another (`scratch` is then left empty).
    fn draw_filtered_add<'p>(
        &'p self,
        s: &mut State,
        rng: &mut impl Rng,
        scratch: &mut Vec<Move<'p>>,
        f: &Filtered<'p>,
    ) -> Option<Option<Drawn<'p>>> {
        let MovesKind::AddPiece {
            piece,
            to,
            cond: None,
            count: None,
            state: None,
            apply: None,
            twice: None,
            ..
        } = &f.pre.kind
        else {
            return None;
        };
        let c = Ctx::default();
        let board = s.what.len();
        let comp = self.int(s, &c, piece);
        let mut sites = self.region(s, &c, to);
        // A hand's site is the list's business.
        if sites.count_below(board) != sites.len() {
            return None;
        }
        if comp < 1 || comp as usize > self.program.comps.len() {
            sites = crate::program::SiteSet::EMPTY;
        }
        let mut untried = sites.len();
        if let Some(p) = f.pass {
            self.gen_into(s, &c, p, scratch);
        }
        while untried + scratch.len() > 0 {
            let k = rng.gen_range(0..untried + scratch.len());
            let mut mv = if k < untried {
                let Some(site) = sites.nth_below(board, k) else {
                    break;
                };
                sites.remove(site);
                untried -= 1;
                let mut mv = Move {
                    from: site,
                    to: site,
                    ..super::walk::effect(super::Action::Add {
                        site,
                        comp: comp as u16,
                        n: 1,
                    })
                };
                mv.then.extend(f.pre.then.as_deref());
                match self.make_tested(s, &mv, f) {
                    Some(Some(made)) => {
                        s.last.stalemated &= !(1u32 << s.mover);
                        return Some(Some(Drawn {
                            mv,
                            made: Some(made),
                        }));
                    }
                    Some(None) => continue,
                    None => {}
                }
                if !self.passes_afterwards(s, &mv, f.cond) {
                    continue;
                }
                mv.then.extend(f.then);
                mv
            } else {
                scratch.swap_remove(k - untried)
            };
            mv.then.extend(f.outer.iter().copied());
            if self.repeat_allows(s, &mv) {
                s.last.stalemated &= !(1u32 << s.mover);
                return Some(Some(mv.into()));
            }
        }
        Some(None)
    }
}

impl Engine {
    /// The `do`'s move `mv` made on a copy of `s` (as [`Engine::apply`] makes it) and
    /// tested there, the copy kept: `Some(Some(..))` when it passes the test and the
    /// `no Repeat` rule, `Some(None)` when it fails either, `None` when the copy could
    /// not be kept. It can when nothing comes after the `do`'s own consequences and the
    /// bookkeeping `make` does before the move leaves all the test reads as it was (no
    /// pending sites, the last move's pass flag unchanged, the turns of passes unread):
    /// the test then sees
    /// the position [`Engine::passes_afterwards`] shows it, and the copy is the move
    /// made as the playout would make it.
    fn make_tested(
        &self,
        s: &State,
        mv: &Move,
        f: &Filtered,
    ) -> Option<Option<(State, super::apply::Made)>> {
        let is_pass = super::repeat::is_pass(mv);
        // The turns of passes `make` notes are read by `(all Passed)` alone.
        let passes_kept = !self.tracks_passes || {
            use crate::program::visit::Node;
            !Node::Bool(f.cond).any(&mut |n| matches!(n, Node::Bool(Bool::AllPassed)))
        };
        let plain = f.then.is_none()
            && f.outer.is_empty()
            && s.pending.is_empty()
            && !s.is_pending
            && s.last.pass == is_pass
            && passes_kept;
        if !plain {
            return None;
        }
        let mut t = s.clone();
        let made = self.make(&mut t, mv);
        let next = t.next;
        if t.mover == t.next {
            t.next = t.prev;
        }
        let passes = self.cond(&t, &Ctx::default(), f.cond);
        t.next = next;
        if !passes {
            return Some(None);
        }
        let mut made = made;
        if self.program.no_repeat.is_some() {
            let key = super::repeat::position_key(&t);
            if !is_pass && !self.repeat_allows_key(s, key) {
                return Some(None);
            }
            made.key = Some(key);
        }
        Some(Some((t, made)))
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::engine_of;
    use super::super::{Engine, Move, State};
    use crate::program::board::OFF;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// A move as a list tells it: its sites, actions and consequences.
    fn key(m: &Move) -> String {
        let then: Vec<_> = m.then.iter().map(|t| *t as *const _ as usize).collect();
        format!("{} {} {:?} {:?}", m.from, m.to, m.actions, then)
    }

    /// Along random games of our own Chess and Go (a tested `do` beside a pass, under
    /// `no Repeat`), each drawn move is one the list holds, every listed move is drawn
    /// now and then, and the draw is refused exactly where the list holds only the
    /// forced pass.
    #[test]
    fn the_drawn_move_is_one_of_the_listed_moves_and_every_one_is_drawn() {
        let files = [
            include_str!("../../games/chess.lud"),
            include_str!("../../games/go.lud"),
        ];
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        for (f, text) in files.iter().enumerate() {
            let e: Engine = engine_of(text);
            let mut scratch = Vec::new();
            let mut kept = 0;
            assert!(e.draws, "file {f}");
            for game in 0..2 {
                let mut s: State = e.start();
                let mut ply = 0;
                while s.over.is_none() && ply < 60 {
                    let listed = e.moves_or_pass(&mut s.clone());
                    let keys: Vec<String> = listed.iter().map(key).collect();
                    let forced = listed.len() == 1 && listed[0].from == OFF;
                    let drawn = e
                        .filtered_play(&s)
                        .is_some_and(|p| p.pass.is_some() || !forced);
                    let mut seen = std::collections::HashSet::new();
                    for _ in 0..20 * listed.len() {
                        let m = e.draw_filtered(&mut s.clone(), &mut rng, &mut scratch);
                        assert_eq!(m.is_some(), drawn, "file {f} game {game} ply {ply}");
                        if let Some(d) = m {
                            let k = key(&d.mv);
                            assert!(keys.contains(&k), "file {f} ply {ply}: {k} not listed");
                            // The position the draw made is the one the move makes.
                            if let Some((mut t, made)) = d.made {
                                let mut a = s.clone();
                                e.apply(&mut a, &d.mv);
                                e.conclude(&mut t, made, None);
                                assert!(t == a, "file {f} ply {ply}: {k} made otherwise");
                                let records = |x: &State| x.mem.as_ref().map(|m| m.repeats.clone());
                                assert!(records(&t) == records(&a), "file {f} ply {ply}: records");
                                kept += 1;
                            }
                            seen.insert(k);
                        }
                    }
                    if drawn {
                        assert_eq!(seen.len(), keys.len(), "file {f} ply {ply}: not all drawn");
                    }
                    let mv = &listed[rng.gen_range(0..listed.len())];
                    e.apply(&mut s, mv);
                    ply += 1;
                }
            }
            assert!(kept > 0, "file {f}: no drawn move kept its position");
        }
    }
}
