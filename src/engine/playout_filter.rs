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

impl Engine {
    /// The `do M ifAfterwards:C` (without `next:`) that is the mover's whole play now,
    /// reached through the mover's phase and the `if`s whose conditions `s` decides:
    /// M, C, and the consequences the wrappers add, in the order generation adds them.
    fn filtered_play<'p>(&'p self, s: &State) -> Option<(&'p Moves, &'p Bool, Thens<'p>)> {
        let c = Ctx::default();
        let mut m = &self.program.play;
        let mut outer: Thens<'p> = SmallVec::new();
        loop {
            if let Some(t) = &m.then {
                outer.push(t);
            }
            m = match &m.kind {
                MovesKind::Phases(v) => {
                    let i = s.phase.0.get(s.mover as usize).copied().unwrap_or(0);
                    v.get(i as usize)?
                }
                MovesKind::If(cond, a, b) => match self.cond(s, &c, cond) {
                    true => a,
                    false => b.as_deref()?,
                },
                MovesKind::Do {
                    pre,
                    if_afterwards: Some(cond),
                    next: None,
                } => {
                    outer.reverse();
                    return Some((pre, cond, outer));
                }
                _ => return None,
            };
        }
    }

    /// The playout's next move when the play is a tested `do` ([`Self::filtered_play`]),
    /// drawn with `rng` among the moves that pass (`scratch` holds the untested ones);
    /// `None` when the play is another, in a game with dice, or when no move passes
    /// (the forced pass is the list's).
    pub(super) fn draw_filtered<'p>(
        &'p self,
        s: &mut State,
        rng: &mut impl Rng,
        scratch: &mut Vec<Move<'p>>,
    ) -> Option<Move<'p>> {
        // Ludii too lists the moves of a game that forbids repeated positions.
        if s.over.is_some() || s.dice.is_some() || self.program.no_repeat.is_some() {
            return None;
        }
        let (pre, cond, thens) = self.filtered_play(s)?;
        scratch.clear();
        self.gen_into(s, &Ctx::default(), pre, scratch);
        while !scratch.is_empty() {
            let k = rng.gen_range(0..scratch.len());
            let mv = scratch.swap_remove(k);
            if self.passes_afterwards(s, &mv, cond) {
                let mut mv = mv;
                mv.then.extend(thens);
                // What the forced pass's bookkeeping does for a mover who has moves.
                s.last.stalemated &= !(1u32 << s.mover);
                return Some(mv);
            }
        }
        None
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

    /// Along random games of our own Chess, each drawn move is one the list holds,
    /// every listed move is drawn now and then, and the draw is refused exactly where
    /// the list holds only the forced pass.
    #[test]
    fn the_drawn_move_is_one_of_the_listed_moves_and_every_one_is_drawn() {
        let e: Engine = engine_of(include_str!("../../games/chess.lud"));
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut scratch = Vec::new();
        for game in 0..3 {
            let mut s: State = e.start();
            let mut ply = 0;
            while s.over.is_none() && ply < 120 {
                let listed = e.moves_or_pass(&mut s.clone());
                let keys: Vec<String> = listed.iter().map(key).collect();
                let passes = listed.len() == 1 && listed[0].from == OFF;
                let drawn = e.filtered_play(&s).is_some() && !passes;
                let mut seen = std::collections::HashSet::new();
                for _ in 0..20 * listed.len() {
                    let m = e.draw_filtered(&mut s.clone(), &mut rng, &mut scratch);
                    assert_eq!(m.is_some(), drawn, "game {game} ply {ply}");
                    if let Some(m) = m {
                        let k = key(&m);
                        assert!(keys.contains(&k), "game {game} ply {ply}: {k} not listed");
                        seen.insert(k);
                    }
                }
                if drawn {
                    assert_eq!(
                        seen.len(),
                        keys.len(),
                        "game {game} ply {ply}: some never drawn"
                    );
                }
                let mv = &listed[rng.gen_range(0..listed.len())];
                e.apply(&mut s, mv);
                ply += 1;
            }
        }
    }
}
