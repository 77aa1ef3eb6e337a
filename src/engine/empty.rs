//! The board's empty sites and each player's occupied sites, read off the occupancy
//! ([`super::Occupancy`]) that moves keep in step with the board, rather than by a scan
//! of every site: a placement game asks for `(sites Empty)` at every move, and a
//! capture that removes a piece of choice asks for `(sites Occupied by:Next)`.
//!
//! The occupancy keeps the pieces of no player, P1 and P2; a game with a piece of any
//! other player scans the board as before.

use super::{Engine, State, OCC_OWNERS};
use crate::program::{PlayerId, Program, Site, SiteSet};

/// The board's sites when the occupancy keeps the owner of every component (so that
/// a site is empty exactly when no owner's set holds it); `None` otherwise.
pub(super) fn tracked_board(p: &Program, board: usize) -> Option<SiteSet> {
    let tracked = p.comps.iter().all(|c| (c.owner as usize) < OCC_OWNERS);
    tracked.then(|| SiteSet::first(board))
}

impl Engine {
    /// `(sites Empty)`: the board's sites without a piece.
    #[inline]
    pub(super) fn empty_sites(&self, s: &State) -> SiteSet {
        match &self.tracked_board {
            Some(board) => {
                let [none, p1, p2] = &s.occ.0;
                board.difference(&none.union(p1).union(p2).union(&s.covered))
            }
            None => (0..s.what.len() as Site)
                .filter(|&i| s.what[i as usize] == 0 && !s.covered.contains(i))
                .collect(),
        }
    }

    /// `(sites Occupied by:P)` on the board: the sites whose piece (a stack's top
    /// piece) is `p`'s; for `p` 0, as Ludii's owner 0, the empty sites with them.
    #[inline]
    pub(super) fn occupied_sites(&self, s: &State, p: PlayerId) -> SiteSet {
        match s.occ.0.get(p as usize) {
            Some(o) if p != 0 && self.tracked_board.is_some() => o.clone(),
            _ => (0..s.what.len() as Site)
                .filter(|&i| s.who(self, i) == p && (p != 0 || s.what[i as usize] != 0))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::engine_of;
    use crate::engine::Move;
    use crate::program::{Bool, CmpOp, Int, Region, SiteFn, Who};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// `(all Sites (sites Hand P) if:(= 0 (count Cell at:(site))))`.
    fn hand_empty(p: PlayerId) -> (Region, Bool) {
        let count = Int::CountAt(SiteFn::Bound);
        (
            Region::Hand {
                who: Who::Id(p),
                occupied: false,
            },
            Bool::Cmp(CmpOp::Eq, Int::Const(0), count),
        )
    }

    /// The sets read off the occupancy, against a scan of the board, at every position
    /// of random games: a move that changed the board without the occupancy would
    /// show here.
    fn check_games(src: &str, games: usize) -> usize {
        let e = engine_of(src);
        assert!(e.tracked_board.is_some(), "the occupancy keeps every owner");
        // The scan a game with a third owner's pieces would take, on the same games.
        let mut scan = e.clone();
        scan.tracked_board = None;
        let mut rng = StdRng::seed_from_u64(7);
        let mut positions = 0;
        let mut moves: Vec<Move> = Vec::new();
        for _ in 0..games {
            let mut s = e.start();
            while s.over.is_none() {
                let n = s.what.len() as Site;
                let empty: SiteSet = (0..n).filter(|&i| s.what[i as usize] == 0).collect();
                assert_eq!(e.empty_sites(&s), empty);
                assert_eq!(scan.empty_sites(&s), empty);
                for p in 0..=2 {
                    // Player 0's are the pieces of no player (Ludii's neutral ones), not
                    // the empty sites.
                    let occ: SiteSet = (0..n)
                        .filter(|&i| s.who(&e, i) == p && s.what[i as usize] != 0)
                        .collect();
                    assert_eq!(e.occupied_sites(&s, p), occ, "player {p}");
                    assert_eq!(scan.occupied_sites(&s, p), occ, "player {p}");
                }
                for p in 1..=2 {
                    // `HandEmpty`, read off the hands, against the region tested site
                    // by site.
                    let (r, b) = hand_empty(p);
                    let c = crate::engine::eval::Ctx::default();
                    let slow = e
                        .hand_region(&s, &c, Who::Id(p), false)
                        .iter()
                        .all(|site| e.hand_slot(&s, site).count == 0);
                    assert_eq!(e.hands_empty_test(&s, &c, &r, &b), Some(slow));
                }
                positions += 1;
                e.moves_or_pass_into(&mut s, &mut moves);
                let mv = moves[rng.gen_range(0..moves.len())].clone();
                e.apply(&mut s, &mv);
            }
        }
        positions
    }

    #[test]
    fn placement_and_removal_keep_the_sets_in_step() {
        // Placement from hands, steps, hops that capture, and the removal of a piece
        // of choice after a capture (Yote's rules, written here).
        let src = r#"(game "T" (players 2)
            (equipment {
                (board (square 4))
                (piece "Marker" Each (or
                    (move Step Orthogonal (to if:(is Empty (to))))
                    (move Hop Orthogonal
                        (between if:(is Enemy (who at:(between))) (apply (remove (between))))
                        (to if:(is Empty (to))) (then (moveAgain)))))
                (hand Each)
            })
            (rules
                (start (place "Marker" "Hand" count:6))
                (play (if (is Prev Mover)
                    (move Remove (sites Occupied by:Next container:"Board"))
                    (or
                        (if (not (all Sites (sites Hand Mover) if:(= 0 (count Cell at:(site)))))
                            (move (from (handSite Mover)) (to (sites Empty))))
                        (forEach Piece))))
                (end (if (no Pieces Next) (result Next Loss)))))"#;
        assert!(check_games(src, 30) > 300);
    }
}
