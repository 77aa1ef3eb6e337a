//! The sites walks end on (`Region::Walk`, Ludii's `SitesWalk`), where `move Leap`
//! goes.

use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::board::{dirs_of, DirMask};
use crate::program::{Site, SiteSet, WalkStep};

impl Engine {
    /// Each walk from `from`, started in each orthogonal direction (the first only,
    /// without `rotations`): `F` steps to the neighbour in the current direction (the
    /// walk ends nowhere when there is none), `R` and `L` turn to the next orthogonal
    /// direction clockwise or anticlockwise. A set, so a site two walks reach is one.
    #[cold]
    #[inline(never)]
    pub(super) fn walk_sites(
        &self,
        from: Site,
        walks: &[Vec<WalkStep>],
        rotations: bool,
        ortho: DirMask,
    ) -> SiteSet {
        let g = &self.program.graph;
        let mut out = SiteSet::EMPTY;
        if from as usize >= g.len() || ortho == 0 {
            return out;
        }
        let (ring, n) = ortho_ring(g, ortho);
        if n == 0 {
            return out;
        }
        let ring = &ring[..n];
        let turn = |d: usize, by: usize| {
            let i = ring.iter().position(|&x| x == d).unwrap_or(0);
            ring[(i + by) % n]
        };
        let starts = &ring[..if rotations { n } else { 1 }];
        for &start in starts {
            'walk: for w in walks {
                let (mut at, mut d) = (from, start);
                for step in w {
                    match step {
                        WalkStep::F => {
                            at = g.next(at, d);
                            if at == OFF {
                                continue 'walk;
                            }
                        }
                        WalkStep::R => d = turn(d, 1),
                        WalkStep::L => d = turn(d, n - 1),
                    }
                }
                out.insert(at);
            }
        }
        out
    }

    /// The sites of `sites` ahead of the piece on `from` by its facing, as Ludii's
    /// `Leap` tells them with `forward:True`: by rows and columns (north: a higher row;
    /// north-east: a higher row and column...).
    pub(super) fn ahead_of(&self, s: &State, from: Site, sites: SiteSet) -> SiteSet {
        let g = &self.program.graph;
        let Some(&(fc, fr)) = g.coords.get(from as usize) else {
            return SiteSet::EMPTY;
        };
        let facing = self.facing_at(s, from) % 8;
        sites
            .iter()
            .filter(|&t| {
                let (tc, tr) = g.coords[t as usize];
                let (up, right) = ((tr - fr).signum(), (tc - fc).signum());
                match facing {
                    0 => up > 0,
                    1 => up > 0 && right > 0,
                    2 => right > 0,
                    3 => up < 0 && right > 0,
                    4 => up < 0,
                    5 => up < 0 && right < 0,
                    6 => right < 0,
                    _ => up > 0 && right < 0,
                }
            })
            .collect()
    }
}

/// The board's orthogonal directions `ortho` as slots in compass order, and how many.
/// Ludii turns a walk round the sixteen compass directions to the next orthogonal one
/// the board supports, and starts one without rotations from the first of them in
/// compass order; a walk's direction is always one of them, so a turn is a step round
/// this ring (a board beyond the grid names each slot's direction; a grid's slots are
/// in compass order).
pub(super) fn ortho_ring(g: &crate::program::Graph, ortho: DirMask) -> ([usize; 16], usize) {
    let mut ring = [0usize; 16];
    let mut n = 0;
    match &g.geo {
        Some(geo) => {
            for c in 0..16 {
                if let Some(d) = (0..16).find(|&d| geo.compass[d] == Some(c)) {
                    if ortho >> d & 1 != 0 {
                        ring[n] = d;
                        n += 1;
                    }
                }
            }
        }
        None => {
            for d in dirs_of(ortho) {
                ring[n] = d;
                n += 1;
            }
        }
    }
    (ring, n)
}

#[cfg(test)]
mod tests {
    use super::super::tests::engine_of;

    /// One knight on the centre of a hexagon of side 4 (37 cells, a board of sixteen
    /// slots with its far diagonals), leaping by `walks`.
    fn moves(walks: &str, rotations: &str) -> usize {
        let game = format!(
            r#"(game "T" (players 2)
                (equipment {{ (board (rotate 90 (hex 4))) (piece "Knight" Each) }})
                (rules
                    (start (place "Knight1" 18))
                    (play (forEach Piece (move Leap {walks} {rotations} (to if:(is Empty (to))))))
                    (end (if (no Moves Next) (result Mover Win)))))"#
        );
        let e = engine_of(&game);
        assert!(e.program.graph.wide, "the hexagon has sixteen slots");
        let n = e.legal(&e.start()).len();
        n
    }

    /// The hex knight: two steps, then one a sixth of a turn aside (the turn goes to
    /// the next orthogonal direction round the compass, not the next slot), from each
    /// of the six orthogonal directions: twelve cells, all within three steps.
    #[test]
    fn a_leap_on_a_hexagon_turns_round_the_compass() {
        assert_eq!(moves("{{F F R F} {F F L F}}", ""), 12);
        assert_eq!(moves("{{F F R F}}", ""), 6);
        // Turning right three times is turning back: F R R R F ends where it started
        // (the piece's own cell, which is not empty).
        assert_eq!(moves("{{F R R R F}}", ""), 0);
        // Without rotations, the walk starts the first orthogonal direction only.
        assert_eq!(moves("{{F}}", "rotations:False"), 1);
        assert_eq!(moves("{{F}}", ""), 6);
    }

    /// The sites a piece on the hexagon's centre steps to by `dirs`.
    fn steps(dirs: &str) -> Vec<u16> {
        let game = format!(
            r#"(game "T" (players 2)
                (equipment {{ (board (rotate 90 (hex 4))) (piece "Disc" Each) }})
                (rules
                    (start (place "Disc1" 18))
                    (play (forEach Piece (move Step {dirs} (to if:(is Empty (to))))))
                    (end (if (no Moves Next) (result Mover Win)))))"#
        );
        let e = engine_of(&game);
        let mut to: Vec<u16> = e.legal(&e.start()).iter().map(|m| m.to).collect();
        to.sort_unstable();
        to
    }

    /// `(union A B)` of directions: the steps of either set, each once.
    #[test]
    fn a_union_of_directions_steps_either_way() {
        let adjacent = steps("Adjacent");
        assert_eq!(adjacent.len(), 6);
        let near = steps("(directions {FR FL})");
        assert_eq!(near.len(), 2);
        assert!(near.iter().all(|s| adjacent.contains(s)));
        assert_eq!(
            steps("(union (directions {FR FL}) (directions {FR}))"),
            near
        );
        assert_eq!(steps("(union (directions {FR FL}) Adjacent)"), adjacent);
    }
}
