//! `(move Add (piece P) (to R if:C))` and `(add (piece P) (to S))` in a game of
//! stacks, as Ludii's `Add`: a piece of a named component on top of each site's stack.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Engine, Move, State};
use crate::program::{Bool, Int, Region};

impl Engine {
    /// One move per site of `to` (in increasing order, with `(to)` bound) where `cond`
    /// holds: a piece of the component `piece` names goes on top of that site's stack.
    /// No move when the number names no component.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_add_piece<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (piece, to, cond): (&Int, &Region, Option<&Bool>),
        out: &mut impl Sink<'p>,
    ) {
        let comp = self.int(s, c, piece);
        if comp < 1 || comp as usize > self.program.comps.len() {
            return;
        }
        for site in self.region(s, c, to).iter() {
            if site as usize >= s.what.len() {
                continue;
            }
            if cond.is_some_and(|b| !self.cond(s, &Ctx { to: site, ..*c }, b)) {
                continue;
            }
            out.push(Move {
                from: site,
                to: site,
                ..effect(Action::Add {
                    site,
                    comp: comp as u16,
                })
            });
            if out.done() {
                return;
            }
        }
    }
}
