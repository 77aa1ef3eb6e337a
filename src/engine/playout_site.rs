//! A random playout's move in a game whose play makes at most one move per site of a
//! region (Reversi's `(forEach Site (sites Empty) (append ...))`): a site drawn among
//! the region's untried sites and its move made, drawn again when it has none, rather
//! than list every site's move to keep one. Listing Reversi's moves looks along eight
//! lines from each of forty empty sites and builds a move with its flips for each legal
//! one; the draw usually looks at a few sites and builds one move.
//!
//! The move is uniform among the listed ones, as a uniform choice in the list would be
//! (the list holds one move per site that has one), though not drawn with the same
//! numbers: a playout is another game than the list's with the same seed.

use super::eval::Ctx;
use super::{Engine, Move, State};
use crate::program::{Moves, MovesKind, Region};
use rand::Rng;
use smallvec::SmallVec;

/// Whether `play` is, or holds as its mover's play, a `forEach Site` whose moves at a
/// site are one at most (an `append`'s): [`Engine::draw_site`] may draw its move.
pub(super) fn may_draw_site(play: &Moves) -> bool {
    match &play.kind {
        MovesKind::Phases(v) => v.iter().any(may_draw_site),
        MovesKind::If(_, a, b) => may_draw_site(a) || b.as_deref().is_some_and(may_draw_site),
        MovesKind::ForEachSite(_, inner) => matches!(inner.kind, MovesKind::Append(_)),
        _ => false,
    }
}

/// The `forEach Site` that is the mover's play now, its parts, and the consequences of
/// the wrappers it was reached through (innermost first).
struct PerSite<'p> {
    region: &'p Region,
    inner: &'p Moves,
    then: Option<&'p Moves>,
    outer: SmallVec<[&'p Moves; 2]>,
}

impl Engine {
    /// The mover's play when it is a `forEach Site` of one move per site at most
    /// ([`may_draw_site`]), reached through the mover's phase and the `if`s whose
    /// conditions `s` decides.
    fn per_site_play<'p>(&'p self, s: &State) -> Option<PerSite<'p>> {
        let c = Ctx::default();
        let mut m = &self.program.play;
        let mut outer: SmallVec<[&'p Moves; 2]> = SmallVec::new();
        loop {
            if let MovesKind::ForEachSite(region, inner) = &m.kind {
                if !matches!(inner.kind, MovesKind::Append(_)) {
                    return None;
                }
                outer.reverse();
                return Some(PerSite {
                    region,
                    inner,
                    then: m.then.as_deref(),
                    outer,
                });
            }
            if let Some(t) = &m.then {
                outer.push(t);
            }
            m = match &m.kind {
                MovesKind::Phases(v) => v.get(s.mover_phase())?,
                MovesKind::If(cond, a, b) => match self.cond(s, &c, cond) {
                    true => a,
                    false => b.as_deref()?,
                },
                _ => return None,
            };
        }
    }

    /// The playout's next move when the play is a `forEach Site` of one move per site
    /// at most ([`Self::per_site_play`]): sites drawn with `rng` among the untried
    /// ones until one has a move. When none has, the forced pass, with the bookkeeping
    /// the list's pass does. `None` when the play is another, in a game with dice or
    /// under `no Repeat` (the list's business).
    pub(super) fn draw_site<'p>(
        &'p self,
        s: &mut State,
        rng: &mut impl Rng,
        scratch: &mut Vec<Move<'p>>,
    ) -> Option<Move<'p>> {
        if s.over.is_some() || s.dice.is_some() || self.program.no_repeat.is_some() {
            return None;
        }
        let p = self.per_site_play(s)?;
        let c = Ctx::default();
        let mut sites = self.region(s, &c, p.region);
        let mut untried = sites.len();
        scratch.clear();
        while untried > 0 {
            let site = sites.iter().nth(rng.gen_range(0..untried))?;
            sites.remove(site);
            untried -= 1;
            // As the list binds it: `(site)` and `(to)` both.
            let cs = Ctx {
                site,
                to: site,
                ..c
            };
            self.gen_into(s, &cs, p.inner, scratch);
            if let Some(mut mv) = scratch.pop() {
                scratch.clear();
                mv.then.extend(p.then);
                mv.then.extend(p.outer.iter().copied());
                // What the forced pass's bookkeeping does for a mover who has moves.
                s.last.stalemated &= !(1u32 << s.mover);
                return Some(mv);
            }
        }
        // No site has a move: the list is empty, and the forced pass is its move.
        self.or_pass(s, scratch);
        scratch.pop()
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::engine_of;
    use super::super::{Engine, Move, State};
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// A move as a list tells it: its sites, actions and consequences.
    fn key(m: &Move) -> String {
        let then: Vec<_> = m.then.iter().map(|t| *t as *const _ as usize).collect();
        format!("{} {} {:?} {:?}", m.from, m.to, m.actions, then)
    }

    const REVERSI: &str = r#"
        (game "R" (players 2)
          (equipment { (board (square 6)) (piece "Disc" Neutral (flips 1 2)) })
          (rules
            (start { (place "Disc0" (sites {14 21}) state:1) (place "Disc0" (sites {15 20}) state:2) })
            (play (forEach Site (sites Empty)
              (append
                (custodial (from (site))
                  (between if:(is Enemy (state at:(between)))
                    (apply (allCombinations (add (piece "Disc0" state:(mover)) (to (site))) (flip (between)))))
                  (to if:(is Friend (state at:(to)))))
                (then (set Score Mover (count Sites in:(sites State (mover))))))))
            (end (if (all Passed) (byScore)))))"#;

    /// Along random games of a small Reversi, each drawn move is one the list holds,
    /// every listed move is drawn now and then, the forced pass is drawn exactly where
    /// the list holds only it, and the bookkeeping of the pass is the list's.
    #[test]
    fn the_drawn_move_is_one_of_the_listed_moves_and_every_one_is_drawn() {
        let e: Engine = engine_of(REVERSI);
        assert!(e.draws);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let mut scratch = Vec::new();
        let mut passes = 0;
        for game in 0..6 {
            let mut s: State = e.start();
            while s.over.is_none() {
                let mut listed_state = s.clone();
                let listed = e.moves_or_pass(&mut listed_state);
                let keys: Vec<String> = listed.iter().map(key).collect();
                let mut seen = std::collections::HashSet::new();
                for _ in 0..20 * listed.len() {
                    let mut t = s.clone();
                    let mv = e.draw_site(&mut t, &mut rng, &mut scratch);
                    let mv = mv.expect("the play is a forEach Site of appends");
                    let k = key(&mv);
                    assert!(keys.contains(&k), "game {game}: {k} not listed");
                    assert!(
                        t == listed_state,
                        "game {game}: the pass's bookkeeping differs"
                    );
                    seen.insert(k);
                }
                assert_eq!(seen.len(), keys.len(), "game {game}: not all drawn");
                if listed.len() == 1 && listed[0].from == crate::program::board::OFF {
                    passes += 1;
                }
                let mv = &listed[rng.gen_range(0..listed.len())];
                e.apply(&mut s, mv);
            }
        }
        assert!(passes > 0, "no game reached a forced pass");
    }
}
