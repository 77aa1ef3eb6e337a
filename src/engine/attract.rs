//! `(attract [(from S)] [DIR])`: Ludii's `Attract`, the pieces along each radial from
//! S drawn in to the sites next to S, keeping their order.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Actions, Engine, Move, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::{CompId, Dirs, SiteFn};
use smallvec::SmallVec;

impl Engine {
    /// The one effect of an attraction (Ludii's moves of it, which a consequence
    /// applies together): along each direction, every piece of the radial from S
    /// removed, then the first sites of the radial given those pieces in order.
    pub(super) fn gen_attract<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: &SiteFn,
        dirs: &Dirs,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let n = g.len();
        let at = self.site(s, c, from);
        if at == OFF || at as usize >= n {
            return;
        }
        let mut actions: Actions = Actions::new();
        for d in dirs_of(self.dir_mask(s, c, at, dirs)) {
            let mut pieces: SmallVec<[CompId; 16]> = SmallVec::new();
            let mut site = g.next(at, d);
            while site != OFF && (site as usize) < n {
                let what = s.what[site as usize];
                if what != 0 {
                    actions.push(Action::Remove {
                        site,
                        deferred: false,
                    });
                    pieces.push(what);
                }
                site = g.next(site, d);
            }
            let mut site = g.next(at, d);
            for comp in pieces {
                actions.push(Action::Add { site, comp, n: 1 });
                site = g.next(site, d);
            }
        }
        if actions.is_empty() {
            return;
        }
        out.push(Move {
            actions,
            ..effect(Action::Pass)
        });
    }
}
