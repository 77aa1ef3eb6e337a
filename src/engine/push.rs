//! `(push [(from S)] DIR)`: Ludii's `Push`, a line of pieces shifted one site along a
//! direction from S, the last piece leaving the board when the line reaches its edge.

use super::eval::Ctx;
use super::sink::Sink;
use super::walk::effect;
use super::{Action, Actions, Engine, Move, State};
use crate::program::board::OFF;
use crate::program::{Dirs, SiteFn};

impl Engine {
    /// The one effect of a push: S emptied, then each site along the direction takes
    /// the piece before it, up to the first empty site (which takes it and stops the
    /// push) or the edge (where the last piece carried leaves the board).
    pub(super) fn gen_push<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        from: &SiteFn,
        dirs: &Dirs,
        out: &mut impl Sink<'p>,
    ) {
        let n = self.program.graph.len();
        let at = self.site(s, c, from);
        if at == OFF || at as usize >= n {
            return;
        }
        let mask = self.dir_mask(s, c, at, dirs);
        if mask == 0 {
            return;
        }
        let d = mask.trailing_zeros() as usize;
        // Ludii walks a radial from S: a site with no step that way has none, and its
        // piece stays.
        if self.program.graph.next(at, d) == OFF {
            return;
        }
        let mut carried = s.what[at as usize];
        let mut actions: Actions = Actions::new();
        actions.push(Action::Remove {
            site: at,
            deferred: false,
        });
        let mut site = self.program.graph.next(at, d);
        while site != OFF && (site as usize) < n {
            let there = s.what[site as usize];
            if there != 0 {
                actions.push(Action::Remove {
                    site,
                    deferred: false,
                });
            }
            actions.push(Action::Promote {
                site,
                comp: carried,
            });
            if there == 0 {
                break;
            }
            carried = there;
            site = self.program.graph.next(site, d);
        }
        out.push(Move {
            actions,
            ..effect(Action::Pass)
        });
    }
}
