//! Large pieces (Ludii's `Component.walk`: `(tile "L" Each {{L F R F F} ...})`): a
//! piece on a root site that covers the sites its walk visits from there. Its state
//! is its turn: state `r` starts walk `r / n` in the `r % n`-th of the board's `n`
//! orthogonal directions (compass order), and the walk steps forward (`F`) or turns to
//! the next orthogonal direction (`R`, `L`); a walk that leaves the board covers
//! nothing, and a state past the walks covers the root alone (Ludii's `locs`).
//!
//! As in Ludii's container state, the root holds the piece and its state, and every
//! site it covers (the root included) is out of the empty sites ([`State::covered`])
//! while the others hold no piece. Ludii's `Add` of a large piece tries each of the
//! first `4 * walks` states on each site of its region, where every site covered is
//! empty; its `FromTo` moves the root to each site of its region, and of the piece's
//! own other sites after them (listed again when the region holds them), in each
//! state whose sites all lie among those (or on the origin), but to itself in the
//! state it has.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Engine, Move, State};
use crate::program::board::OFF;
use crate::program::{CompId, Moves, Program, Site, SiteSet, WalkStep};
use smallvec::SmallVec;

/// The sites each large piece covers, worked out once.
#[derive(Clone, Debug, Default)]
pub(crate) struct Shapes {
    /// Per component id (0 unused): its shape when it is a large piece.
    per: Vec<Option<Shape>>,
    /// Each board site alone: what a state past the walks covers.
    roots: Vec<Site>,
}

#[derive(Clone, Debug)]
struct Shape {
    /// The states Ludii's `Add` and `FromTo` try: four per walk.
    tried: i32,
    /// The states the table holds: one per walk and orthogonal direction.
    states: usize,
    /// The sites covered, by `state * sites + root` (the root first; none when the walk
    /// leaves the board).
    locs: Vec<SmallVec<[Site; 8]>>,
}

impl Shapes {
    /// The shapes of the program's large pieces on its board.
    pub(crate) fn of(p: &Program) -> Shapes {
        let g = &p.graph;
        let n = g.len();
        let mut per = vec![None];
        for c in &p.comps {
            per.push(c.walk.as_ref().map(|large| {
                let (ring, k) = super::leap::ortho_ring(g, large.ortho);
                let ring = &ring[..k];
                let turn = |d: usize, by: usize| {
                    let i = ring.iter().position(|&x| x == d).unwrap_or(0);
                    ring[(i + by) % k]
                };
                let states = k * large.walks.len();
                let mut locs = Vec::with_capacity(states * n);
                for state in 0..states {
                    let walk = &large.walks[state / k];
                    for root in 0..n as Site {
                        let mut covered: SmallVec<[Site; 8]> = smallvec::smallvec![root];
                        let (mut at, mut d) = (root, ring[state % k]);
                        for step in walk {
                            match step {
                                WalkStep::F => {
                                    at = g.next(at, d);
                                    if at == OFF {
                                        covered.clear();
                                        break;
                                    }
                                    if !covered.contains(&at) {
                                        covered.push(at);
                                    }
                                }
                                WalkStep::R => d = turn(d, 1),
                                WalkStep::L => d = turn(d, k - 1),
                            }
                        }
                        locs.push(covered);
                    }
                }
                Shape {
                    tried: 4 * large.walks.len() as i32,
                    states,
                    locs,
                }
            }));
        }
        Shapes {
            per,
            roots: (0..n as Site).collect(),
        }
    }

    /// Whether the game has a large piece.
    pub(crate) fn any(&self) -> bool {
        self.per.iter().any(Option::is_some)
    }

    /// The states Ludii tries for `comp`, when it is a large piece.
    fn tried(&self, comp: CompId) -> Option<i32> {
        self.per.get(comp as usize)?.as_ref().map(|s| s.tried)
    }

    /// The sites `comp` covers from `root` in `state` (none off the board, or where the
    /// walk leaves it); `None` when `comp` is no large piece.
    pub(crate) fn locs(&self, comp: CompId, root: Site, state: i32) -> Option<&[Site]> {
        let shape = self.per.get(comp as usize)?.as_ref()?;
        let n = self.roots.len();
        let r = root as usize;
        if r >= n {
            return Some(&[]);
        }
        // Ludii reads a negative state as the first.
        let state = state.max(0) as usize;
        Some(if state < shape.states {
            &shape.locs[state * n + r]
        } else {
            &self.roots[r..=r]
        })
    }
}

impl Engine {
    /// Whether `comp` is a large piece.
    #[inline]
    pub(super) fn is_large(&self, comp: CompId) -> bool {
        self.large.tried(comp).is_some()
    }

    /// Whether a board site is empty: no piece on it and none covering it.
    #[inline]
    pub(super) fn free(&self, s: &State, site: Site) -> bool {
        s.what.get(site as usize) == Some(&0) && !s.covered.contains(site)
    }

    /// Marks the sites the piece on `site` covers, in its state, as covered
    /// (`on`) or as empty again.
    pub(super) fn cover(&self, s: &mut State, site: Site, on: bool) {
        let comp = self.content(s, site);
        let state = s.sstate.get(site as usize).copied().unwrap_or(0);
        if let Some(locs) = self.large.locs(comp, site, state) {
            for &x in locs {
                if on {
                    s.covered.insert(x);
                } else {
                    s.covered.remove(x);
                }
            }
        }
    }

    /// `(move Add (piece P) (to R) [state:S])` of a large piece (Ludii's
    /// `Add.evalLargePiece`): on each site of R, in each state tried (only S when
    /// given), where every site covered is empty. As in Ludii, the site test and the
    /// effect of `to` are not read.
    pub(super) fn gen_add_large<'p>(
        &'p self,
        s: &State,
        comp: CompId,
        sites: &SiteSet,
        only: Option<i32>,
        out: &mut impl Sink<'p>,
    ) {
        let tried = self.large.tried(comp).unwrap_or(0);
        for site in sites.iter() {
            for state in 0..tried {
                if only.is_some_and(|o| o != state) {
                    continue;
                }
                let locs = self.large.locs(comp, site, state).unwrap_or(&[]);
                if locs.is_empty() || !locs.iter().all(|&x| self.free(s, x)) {
                    continue;
                }
                let mut mv = Move {
                    from: site,
                    to: site,
                    ..effect(Action::Add { site, comp, n: 1 })
                };
                mv.actions.push(Action::SetState(site, state));
                mv.actions.push(Action::Cover(site));
                out.push(mv);
                if out.done() {
                    return;
                }
            }
        }
    }

    /// `(move (from R) (to R'))` of the large piece on `from` (Ludii's
    /// `FromTo.evalLargePiece`): the destinations are R' (`to`, read with `(from)`
    /// bound) and then the piece's own sites but its root, each state tried where
    /// every site covered is among them or the origin; the test of `to` is not read,
    /// its effect is.
    pub(super) fn gen_from_to_large<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (from, to): (Site, &SiteSet),
        to_apply: Option<&'p Moves>,
        out: &mut impl Sink<'p>,
    ) {
        let comp = self.content(s, from);
        let tried = self.large.tried(comp).unwrap_or(0);
        let now = s.sstate.get(from as usize).copied().unwrap_or(0);
        let own = self.large.locs(comp, from, now).unwrap_or(&[]);
        let mut dests: SmallVec<[Site; 64]> = to.iter().collect();
        dests.extend(own.iter().skip(1).copied());
        for &t in &dests {
            if out.target().is_some_and(|g| g != t) {
                continue;
            }
            for state in 0..tried {
                let locs = self.large.locs(comp, t, state).unwrap_or(&[]);
                if locs.is_empty()
                    || !locs.iter().all(|x| *x == from || dests.contains(x))
                    || (t == from && state == now)
                {
                    continue;
                }
                let mut mv = Move {
                    from,
                    to: t,
                    ..effect(Action::Uncover(from))
                };
                mv.actions.push(Action::Move { from, to: t });
                mv.actions.push(Action::SetState(t, state));
                mv.actions.push(Action::Cover(t));
                if let Some(eff) = to_apply {
                    self.chain(s, &Ctx { from, to: t, ..*c }, eff, &mut mv);
                }
                out.push(mv);
                if out.done() {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;
    use crate::engine::{Engine, State};

    /// A game on a board of `rows` x `cols` with a domino (`{F}`) each, whose moves
    /// are `play`.
    fn domino(rows: u32, cols: u32, start: &str, play: &str) -> Engine {
        engine_of(&format!(
            r#"(game "T" (players 2)
                (equipment {{ (board (rectangle {rows} {cols})) (tile "D" Each {{F}}) (hand Each) }})
                (rules (start {{ {start} }}) (play {play}) (end (if (no Moves Next) (result Mover Win)))))"#
        ))
    }

    fn after_each(e: &Engine, s: &State) -> Vec<State> {
        e.legal(s)
            .iter()
            .map(|m| {
                let mut t = s.clone();
                e.apply(&mut t, m);
                t
            })
            .collect()
    }

    /// On 3 rows of 2: 4 upright places and 3 flat ones, each reached from either of
    /// its ends (a root and a turn), so 14 moves to 14 positions; `state:0` (north)
    /// keeps the upright ones rooted at their foot.
    #[test]
    fn a_domino_is_added_in_each_turn_where_both_its_sites_are_empty() {
        let e = domino(3, 2, "", "(move Add (piece (mover)) (to (sites Empty)))");
        let s = e.start();
        let after = after_each(&e, &s);
        assert_eq!(after.len(), 14);
        for (i, a) in after.iter().enumerate() {
            assert_eq!(a.covered.iter().count(), 2);
            assert!(after[..i].iter().all(|b| b != a));
        }
        let e = domino(
            3,
            2,
            "",
            "(move Add (piece (mover) state:0) (to (sites Empty)))",
        );
        assert_eq!(e.legal(&e.start()).len(), 4);
    }

    /// A domino covers its second site: it is neither empty nor anyone's, and the next
    /// domino fits only where both of its sites are free.
    #[test]
    fn the_sites_a_domino_covers_are_not_empty() {
        let e = domino(
            3,
            2,
            "",
            "(move Add (piece (mover) state:0) (to (sites Empty)))",
        );
        let s = e.start();
        let moves = e.legal(&s);
        // Upright on 0 (a1): it covers 0 and 2 (a2).
        let mv = moves.iter().find(|m| m.to == 0).cloned();
        let mut t = s.clone();
        e.apply(&mut t, &mv.unwrap_or_else(|| moves[0].clone()));
        assert_eq!(t.what[2], 0);
        assert!(!e.free(&t, 2) && !e.free(&t, 0) && e.free(&t, 1));
        assert_eq!(
            e.empty_sites(&t).iter().collect::<Vec<_>>(),
            vec![1, 3, 4, 5]
        );
        // P2's upright dominoes: on 1 (b1-b2) and 3 (b2-b3); not on 2, a2 is covered.
        let to: Vec<u16> = e.legal(&t).iter().map(|m| m.to).collect();
        assert_eq!(to, vec![1, 3]);
    }

    /// On one column of 3, a domino on a1-a2 moves (Ludii's `FromTo` of a large
    /// piece) to the empty a3 and its own a2: rooted on a3 pointing south, or on a2
    /// pointing north or south (its origin a1 counts as free); not in place.
    #[test]
    fn a_domino_moves_to_the_empty_sites_and_its_own_in_each_turn_that_fits() {
        let e = domino(
            3,
            1,
            r#"(place "D1" coord:"A1" state:0)"#,
            "(move (from (sites Occupied by:Mover)) (to (sites Empty)))",
        );
        let s = e.start();
        assert_eq!(s.covered.iter().collect::<Vec<_>>(), vec![0, 1]);
        let got: Vec<(u16, i32, Vec<u16>)> = after_each(&e, &s)
            .iter()
            .zip(e.legal(&s))
            .map(|(t, m)| (m.to, t.sstate[m.to as usize], t.covered.iter().collect()))
            .collect();
        assert_eq!(
            got,
            vec![(2, 2, vec![1, 2]), (1, 0, vec![1, 2]), (1, 2, vec![0, 1])]
        );
    }

    /// From a hand, a domino goes where an added one would.
    #[test]
    fn a_domino_from_a_hand_goes_where_it_fits() {
        let e = domino(
            3,
            2,
            r#"(place "D1" (handSite P1)) (place "D2" (handSite P2))"#,
            "(move (from (sites Hand Mover)) (to (sites Empty)))",
        );
        assert_eq!(e.legal(&e.start()).len(), 14);
    }
}
