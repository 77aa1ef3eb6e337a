//! `(flip S)`, `(append M)` and `(allCombinations A B)`: a double-sided piece turned
//! over, and moves joined into one (Ludii's `Flip`, `Append`, `AllCombinations`).

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Engine, Move, State};
use crate::program::{Moves, SiteFn};

impl Engine {
    /// The piece on the site takes the other state of its `(flips A B)` (a state
    /// that is neither stays); no move on an empty site or a piece without flips.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_flip<'p>(&'p self, s: &State, c: &Ctx, at: &SiteFn, out: &mut impl Sink<'p>) {
        let site = self.site(s, c, at);
        let comp = s.what.get(site as usize).copied().unwrap_or(0);
        if comp == 0 {
            return;
        }
        let Some((a, b)) = self.program.comp(comp).flips else {
            return;
        };
        let now = s.sstate.get(site as usize).copied().unwrap_or(0);
        let next = match now {
            x if x == a => b,
            x if x == b => a,
            x => x,
        };
        out.push(effect(Action::SetState(site, next)));
    }

    /// M's moves joined into one: the first's origin, destination and hurdles, every
    /// action in order, every consequence in order; none when M has none.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_append<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        m: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let mut parts: Vec<Move<'p>> = Vec::new();
        self.gen_into(s, c, m, &mut parts);
        let mut it = parts.into_iter();
        let Some(mut joined) = it.next() else {
            return;
        };
        for p in it {
            joined.actions.extend(p.actions);
            joined.then.extend(p.then);
        }
        out.push(joined);
    }

    /// A move for each move of A and each of B (A's first): A's actions and
    /// consequences, then B's.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_all_combinations<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (a, b): (&'p Moves, &'p Moves),
        out: &mut impl Sink<'p>,
    ) {
        let (mut first, mut second): (Vec<Move<'p>>, Vec<Move<'p>>) = (Vec::new(), Vec::new());
        self.gen_into(s, c, a, &mut first);
        self.gen_into(s, c, b, &mut second);
        for x in &first {
            for y in &second {
                let mut joined = x.clone();
                joined.actions.extend(y.actions.iter().copied());
                joined.then.extend(y.then.iter().copied());
                out.push(joined);
                if out.done() {
                    return;
                }
            }
        }
    }
}
