//! `level:` of the `from` of `move Step|Slide` (Ludii's `ActionMoveLevelFrom`): the
//! generator's moves, each taking the piece at that level of its origin's stack.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Action, Engine, Move, State};
use crate::program::{Int, Moves};
use smallvec::SmallVec;

impl Engine {
    /// The moves of `moves` with their decision (the move of the piece from the
    /// move's origin to its destination) made a move of the piece at `level`. Ludii
    /// reads the level once, before the steps; below -1 there is no move, and -1 (its
    /// undefined level) or a game without stacks moves the top piece as usual.
    #[inline(never)]
    pub(super) fn at_level<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        level: &Int,
        moves: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let l = self.int(s, c, level);
        if l < -1 {
            return;
        }
        // Which piece moves changes no test of the generator: a probe, a game without
        // stacks and the undefined level take the moves as they are.
        if l < 0 || !self.stacking || out.probe() {
            return self.gen_into(s, c, moves, out);
        }
        let l = l.min(i64::from(u16::MAX)) as u16;
        let mut list: SmallVec<[Move<'p>; 8]> = SmallVec::new();
        self.gen_into(s, c, moves, &mut list);
        for mut mv in list {
            let (from, to) = (mv.from, mv.to);
            if let Some(a) = mv
                .actions
                .iter_mut()
                .find(|a| **a == Action::Move { from, to })
            {
                *a = Action::MoveLevel { from, to, level: l };
            }
            out.push(mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;

    /// A column of three sites; a stack on the bottom one, a Pawn under a Queen. The
    /// pieces' own moves step north with `level:(level)`; `forEach Piece` visits
    /// every level.
    fn game(level: &str) -> crate::engine::Engine {
        engine_of(&format!(
            r#"(game "T" (players 2) (equipment {{(board (rectangle 3 1))
                (piece "Pawn" Each (move Step (from (from) {level}) N (to if:(is Empty (to)))))
                (piece "Queen" Each (move Step (from (from) {level}) N (to if:(is Empty (to)))))}})
            (rules (start {{(place Stack "Pawn1" 0) (place Stack "Queen1" 0)}})
            (play (forEach Piece)) (end (if (no Moves Next) (result Mover Win)))))"#
        ))
    }

    #[test]
    fn the_piece_at_the_level_moves() {
        // With the level each piece moves itself: the Pawn leaves the Queen behind.
        let e = game("level:(level)");
        let mut s = e.start();
        let moves = e.moves_or_pass(&mut s);
        assert_eq!(moves.len(), 2);
        let mut tops = Vec::new();
        for mv in &moves {
            let mut t = s.clone();
            e.apply(&mut t, mv);
            tops.push((
                e.program.comp(t.what[0]).name.clone(),
                e.program.comp(t.what[1]).name.clone(),
            ));
        }
        tops.sort();
        assert_eq!(
            tops,
            [
                ("Pawn1".to_string(), "Queen1".to_string()),
                ("Queen1".to_string(), "Pawn1".to_string())
            ]
        );
        // Without it both moves take the top piece, the Queen.
        let e = game("");
        let mut s = e.start();
        for mv in &e.moves_or_pass(&mut s) {
            let mut t = s.clone();
            e.apply(&mut t, mv);
            assert_eq!(e.program.comp(t.what[1]).name, "Queen1");
        }
    }

    #[test]
    fn a_level_below_minus_one_has_no_move() {
        let e = game("level:-2");
        let mut s = e.start();
        // No piece may move: the mover passes.
        assert!(e
            .moves_or_pass(&mut s)
            .iter()
            .all(|m| m.actions.iter().all(|a| !matches!(
                a,
                crate::engine::Action::MoveLevel { .. } | crate::engine::Action::Move { .. }
            ))));
    }
}
