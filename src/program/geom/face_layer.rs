//! The steps across a face of a board of points whose lines share their eighths of the
//! compass with those steps at other sites (a square grid with drawn diagonals merged
//! with a graph of square faces, Komikan's): Ludii's compass and relative directions
//! step along both kinds (`Trajectories.setCompassDirections` names every step by its
//! angle), its `Adjacent` along the lines alone (`Vertex.stepsTo`). The engine keeps
//! the lines in the first eight slots and each step across a face eight slots above
//! its line's slot ([`super::topo::Geo::face_diagonals`]), where turning by eighths
//! turns both alike ([`crate::program::board::turn`]).

use super::slots::Steps;
use super::topo::{compass, FaceSteps, StepKind as Kind};
use super::Pt;
use crate::program::board::{DirMask, Site, OFF, SLOTS};

/// Puts each step across a face that the slots of a board of points left out (their
/// lines share its eighth at other sites) eight slots above the slot of the lines
/// (`lines`, their `slots`) of its compass direction, as [`Geo::face_diagonals`] says; returns those
/// slots, or none (and the table as it was) when a site would have two steps in one
/// slot. A step of a direction no line has is left out: Ludii's relative directions
/// name only the directions of `Adjacent` (`supportedDirections`), and its compass
/// directions name one direction each, which the slots of eighths do not.
pub(super) fn layer(
    pos: &[Pt],
    steps: &FaceSteps,
    (lines, slots): (&Steps, &[Vec<usize>]),
    step: &mut [[Site; SLOTS]],
) -> DirMask {
    // Each compass direction of the lines, with its slot.
    let mut slot_of: [Option<usize>; 16] = [None; 16];
    for (f, list) in lines.iter().enumerate() {
        for (i, &(_, c)) in list.iter().enumerate() {
            slot_of[c as usize] = Some(slots[f][i]);
        }
    }
    let mut upper = vec![[OFF; 8]; step.len()];
    let mut used: DirMask = 0;
    for (f, list) in steps.iter().enumerate() {
        for &(o, kind) in list {
            if kind != Kind::Diagonal {
                continue;
            }
            let Some(k) = slot_of[compass(pos[f], pos[o]) as usize] else {
                continue;
            };
            if upper[f][k] != OFF || step[f][k] != OFF {
                return 0;
            }
            upper[f][k] = o as Site;
            used |= 1 << (8 + k);
        }
    }
    for (row, up) in step.iter_mut().zip(&upper) {
        row[8..].copy_from_slice(up);
    }
    used
}

#[cfg(test)]
mod tests {
    use crate::engine::Engine;
    use crate::load::{expand_source, Selection};

    /// A 2x2 square grid of points with drawn diagonals (scaled by 2), under which a
    /// graph of two square faces hangs from its top middle point (2, 4): lines NE and
    /// NW at the grid's corners, steps across a face NE and NW from (2, 5).
    fn game(at: Option<usize>) -> String {
        let start = at.map_or(String::new(), |k| {
            format!(r#"(place "Dog1" (sites {{{k}}}))"#)
        });
        format!(
            r#"(game "T" (players {{(player N) (player S)}})
                (equipment {{ (board (merge (scale 2 (square 3 diagonals:Alternating))
                    (graph vertices:{{ {{2 4}} {{1 5}} {{2 5}} {{3 5}} {{1 6}} {{2 6}} {{3 6}} }}
                           edges:{{ {{0 1}} {{0 2}} {{0 3}} {{1 2}} {{2 3}} {{1 4}} {{2 5}} {{3 6}} {{4 5}} {{5 6}} }}))
                    use:Vertex)
                  (piece "Dog" P1 (move Step Forwards (to if:(is Empty (to)))))
                  (piece "Cat" P1 (move Step Adjacent (to if:(is Empty (to))))) }})
                (rules (start {{ {start} }}) (play (forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))"#
        )
    }

    fn engine(text: &str) -> Engine {
        let ex = expand_source("t.lud", text, &Selection::default())
            .unwrap_or_else(|f| panic!("does not expand:\n{}", f.render(false)));
        let p = crate::program::compile::compile(&ex.game).unwrap_or_else(|d| {
            panic!(
                "does not compile: {:?}",
                d.0.iter().map(|d| &d.message).collect::<Vec<_>>()
            )
        });
        Engine::new(p)
    }

    #[test]
    fn forwards_steps_along_the_lines_and_across_the_faces() {
        let e = engine(&game(None));
        let geo = e
            .program
            .graph
            .geo
            .as_deref()
            .expect("a board of Ludii's graph");
        let site = |x: f64, y: f64| {
            geo.pos
                .iter()
                .position(|p| p[0] == x && p[1] == y)
                .expect("a point")
        };
        let at = site(2.0, 5.0);
        // The four diagonal eighths (slots 1, 3, 5, 7: each face's steps go both
        // ways), eight slots above.
        assert_eq!(geo.face_diagonals, 1 << 9 | 1 << 11 | 1 << 13 | 1 << 15);
        let g = &e.program.graph;
        assert_eq!(usize::from(g.next(at as u16, 9)), site(3.0, 6.0));
        assert_eq!(usize::from(g.next(at as u16, 15)), site(1.0, 6.0));
        assert_eq!(usize::from(g.next(at as u16, 0)), site(2.0, 6.0));
        // A dog facing north there steps N, NE and NW (Ludii's three).
        let e = engine(&game(Some(at)));
        let mut s = e.start();
        assert_eq!(e.moves_or_pass(&mut s).len(), 3);
        // `Adjacent` is the lines alone: N, W (1, 5), E (3, 5) and S (2, 4).
        let cat = game(Some(at)).replace("Dog1", "Cat1");
        let e = engine(&cat);
        let mut s = e.start();
        assert_eq!(e.moves_or_pass(&mut s).len(), 4);
    }
}
