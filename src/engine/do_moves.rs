//! Ludii's `Do`: the moves of one program, or of a second after all of the first's,
//! kept when the position after them passes a test (`do M next: ifAfterwards:`).

use super::eval::Ctx;
use super::sink::Sink;
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
        let mut generated = match next {
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
        if let Some(cond) = if_afterwards {
            generated.retain(|mv| self.passes_afterwards(s, mv, cond));
        }
        generated.into_iter().for_each(|mv| out.push(mv));
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
