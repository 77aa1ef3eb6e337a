//! Ludii's `Do`: the moves of one program, or of a second after all of the first's,
//! kept when the position after them passes a test (`do M next: ifAfterwards:`).

use super::eval::Ctx;
use super::sink::{Reaches, Sink};
use super::{Actions, Engine, Move, State};
use crate::program::{Bool, Moves};

impl Engine {
    /// `do pre next: ifAfterwards:`: the moves of `pre`, or of `next` after all of
    /// `pre`'s, kept when the position after them passes `if_afterwards`.
    #[inline(never)]
    pub(super) fn do_moves<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        pre: &'p Moves,
        if_afterwards: Option<&Bool>,
        next: Option<&'p Moves>,
        out: &mut impl Sink<'p>,
    ) {
        if let (Some(site), None) = (out.target(), next) {
            return self.do_moves_to(s, c, (pre, if_afterwards), site, out);
        }
        if let (true, Some(cond), None) = (out.probe(), if_afterwards, next) {
            // Whether a move passes, without listing them all.
            if self.any_passes((s, s), c, pre, cond, &mut Default::default()) {
                out.found();
            }
            return;
        }
        let generated = match next {
            None => self.generate(s, c, pre),
            Some(next) => {
                // Every move of `pre` applied, then `next` from there, each of its
                // moves carrying `pre`'s actions first.
                let pres = self.generate(s, c, pre);
                let mut t = s.clone();
                let mut before = Actions::new();
                for p in &pres {
                    before.extend(self.apply_move(&mut t, p, false));
                }
                let mut v = self.generate(&t, c, next);
                for m in &mut v {
                    let mut acts = before.clone();
                    acts.append(&mut m.actions);
                    m.actions = acts;
                }
                // As Ludii's `Do`: in a game with dice, when `next` gives nothing, a
                // forced pass that carries `pre`'s actions, so the roll is made and
                // shown, and the pass gets the `then` of the `do` as any move of it.
                if v.is_empty() && !self.program.dice.is_empty() {
                    let mut pass = Move::pass();
                    let mut acts = before;
                    acts.append(&mut pass.actions);
                    pass.actions = acts;
                    v.push(pass);
                }
                v
            }
        };
        // Tested one by one as they are passed on, so that `can Move` stops testing
        // at the first that passes.
        for mv in generated {
            if if_afterwards.is_none_or(|b| self.passes_afterwards(s, &mv, b)) {
                out.push(mv);
                if out.done() {
                    return;
                }
            }
        }
    }

    /// `(while C M)`, as Ludii's `While`: on a copy of the position, while C holds
    /// there, every move of M applied to the copy and listed; Ludii gives up after
    /// 10,000 rounds (an error there), and so does this.
    #[inline(never)]
    pub(super) fn while_moves<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        cond: &Bool,
        body: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        const MAX_ROUNDS: usize = 10_000;
        let mut t = s.clone();
        let mut rounds = 0;
        while rounds < MAX_ROUNDS && self.cond(&t, c, cond) {
            for mv in self.generate(&t, c, body) {
                self.apply_move_quiet(&mut t, &mv, false);
                out.push(mv);
            }
            rounds += 1;
        }
    }

    /// [`Self::do_moves`] without `next:` when only the moves to `site` are wanted:
    /// only those are listed and tested, and not tested at all when the test holds
    /// whatever the position (a check looked for inside a threat search).
    #[inline(never)]
    fn do_moves_to<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (pre, if_afterwards): (&'p Moves, Option<&Bool>),
        site: crate::program::Site,
        out: &mut impl Sink<'p>,
    ) {
        let Some(cond) = if_afterwards.filter(|b| !super::threat::holds_in_search(b)) else {
            // Untested, its moves are the search's as they come.
            return self.gen_into(s, c, pre, out);
        };
        let mut found = Reaches::new(site, false);
        self.gen_into(s, c, pre, &mut found);
        for (_, mv) in found.kept {
            if self.passes_afterwards(s, &mv, cond) {
                out.push(mv);
                if out.done() {
                    return;
                }
            }
        }
    }

    /// Whether the position after `mv` (its consequences run, the mover not yet
    /// changed) passes a `do`'s `ifAfterwards:` test.
    pub(super) fn passes_afterwards(&self, s: &State, mv: &Move, cond: &Bool) -> bool {
        let mut t = s.clone();
        self.apply_move_quiet(&mut t, mv, true);
        if t.mover == t.next {
            t.next = t.prev;
        }
        self.cond(&t, &Ctx::default(), cond)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;

    /// A game of one move program on a 1x3 board; `end` ends it.
    fn game(play: &str, end: &str) -> String {
        format!(
            r#"(game "W" (players 2) (equipment {{ (board (rectangle 1 3)) (piece "Disc" Each) }})
                (rules (play {play}) (end {end})))"#
        )
    }

    #[test]
    fn while_lists_the_moves_of_each_round_on_a_copy() {
        // Rounds while the variable (Ludii's starts undefined, -1) is under 3: set to 0,
        // 1, 2, 3 (each read on the copy where the round before was made): four moves,
        // four positions, as Ludii lists them.
        let e = engine_of(&game(
            "(while (< (var) 3) (set Var (+ 1 (var))))",
            "(if False (result Mover Win))",
        ));
        assert_eq!(e.perft(&e.start(), 1), 4);
        // A condition false at once: no move (P1 then passes).
        let e = engine_of(&game(
            "(or (move Add (to (sites Empty))) (while (> (var) 0) (set Var 0)))",
            "(if False (result Mover Win))",
        ));
        assert_eq!(e.perft(&e.start(), 1), 3);
    }

    #[test]
    fn while_as_a_consequence_applies_every_move_it_lists() {
        // The placement's consequence adds P2's piece at 0 in one round (the copy then
        // holds it), and that move is applied: P2 has a piece, and P1 wins at once.
        let e = engine_of(&game(
            "(move Add (to (sites {1})) (then (while (is Empty 0) (add (piece \"Disc2\") (to 0)))))",
            "(if (= 1 (count Pieces P2)) (result Mover Win))",
        ));
        assert_eq!(e.perft(&e.start(), 1), 1);
        assert_eq!(e.perft(&e.start(), 2), 0);
    }
}
