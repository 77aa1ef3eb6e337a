//! Diagonal lines drawn between the points of a grid: Ludii's `diagonals:Alternating`
//! of `square` and `rectangle`, the board of Alquerque and its family.
//!
//! Ludii (`Square.handleDiagonals`) draws one diagonal in each square of the grid, in
//! alternating orientation: in the square whose bottom-left point is `(c, r)`, from that
//! point to `(c+1, r+1)` when `c + r` is even, else from `(c+1, r)` to `(c, r+1)`. The
//! diagonals therefore meet only at the points where `c + r` is even, which lie on
//! straight lines across the board; the other points have only the grid's lines.
//!
//! On such a board Ludii's steps between points are its lines (`Vertex.stepsTo`): every
//! line is `Adjacent`, and also `Orthogonal`, which for a point means "along a line"; a
//! `Diagonal` step crosses a square face, and there is none, as every square is cut into
//! two triangles. A compass direction (`NE`) is the line that way, if any; relative
//! directions turn over all eight, as the board as a whole supports them. So the graph
//! keeps, in each of the eight directions, only the neighbour a line leads to; a hop or a
//! slide then follows a line as Ludii's radials do.

use super::board::{Graph, OFF};
use crate::program::board::DirMask;
use crate::rules::AbsDir;

impl Graph {
    /// This point board with Ludii's alternating diagonals drawn: a diagonal step is
    /// kept only along a drawn line. A board of cells is refused by the caller (Ludii's
    /// cells would then be the triangles).
    pub fn with_alternating_diagonals(mut self) -> Graph {
        for (s, &(c, r)) in self.coords.iter().enumerate() {
            if (c + r) % 2 != 0 {
                // No diagonal line meets this point.
                for d in [AbsDir::NE, AbsDir::SE, AbsDir::SW, AbsDir::NW] {
                    self.step[s][d.index()] = OFF;
                }
            }
        }
        self.drawn_diagonals = true;
        self
    }

    /// The directions of Ludii's `Orthogonal` relation, a mask over `AbsDir::ALL`: the
    /// four grid directions, but every line of a board with drawn diagonals (for a
    /// point, Ludii's `Orthogonal` is "along a line").
    pub fn orthogonal(&self) -> DirMask {
        if self.drawn_diagonals {
            0xff
        } else {
            super::board::ORTHOGONAL
        }
    }

    /// The directions of Ludii's `Diagonal` relation: none on a board with drawn
    /// diagonals (no square face is left to cross), else the four diagonals.
    pub fn diagonal(&self) -> DirMask {
        if self.drawn_diagonals {
            0
        } else {
            0xff & !super::board::ORTHOGONAL
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(g: &Graph, s: u16) -> Vec<u16> {
        let mut v: Vec<u16> = (0..8).map(|d| g.next(s, d)).filter(|&n| n != OFF).collect();
        v.sort();
        v
    }

    #[test]
    fn alquerque_lines_are_ludii_steps() {
        // Ludii 1.3.12's steps of (square 5 diagonals:Alternating) use:Vertex.
        let g = Graph::points(5, 5)
            .expect("5x5")
            .with_alternating_diagonals();
        assert_eq!(lines(&g, 0), vec![1, 5, 6]);
        assert_eq!(lines(&g, 1), vec![0, 2, 6]);
        assert_eq!(lines(&g, 2), vec![1, 3, 6, 7, 8]);
        assert_eq!(lines(&g, 7), vec![2, 6, 8, 12]);
        assert_eq!(lines(&g, 12), vec![6, 7, 8, 11, 13, 16, 17, 18]);
        assert_eq!(lines(&g, 24), vec![18, 19, 23]);
        assert_eq!(g.adjacent(), 0xff);
        assert_eq!(g.orthogonal(), 0xff);
        assert_eq!(g.diagonal(), 0);
    }

    #[test]
    fn a_line_runs_straight_across() {
        let g = Graph::points(5, 5)
            .expect("5x5")
            .with_alternating_diagonals();
        let ne = AbsDir::NE.index();
        let mut run = vec![0u16];
        while let Some(&s) = run.last() {
            match g.next(s, ne) {
                OFF => break,
                n => run.push(n),
            }
        }
        assert_eq!(run, vec![0, 6, 12, 18, 24]);
        assert_eq!(g.next(1, ne), OFF);
    }

    #[test]
    fn plain_points_keep_their_relations() {
        let g = Graph::points(5, 5).expect("5x5");
        assert_eq!(g.orthogonal(), super::super::board::ORTHOGONAL);
        assert_eq!(g.diagonal(), 0b1010_1010);
    }
}
