//! `is Pattern`: Ludii's walk of turns and steps from a site, tried along each of the
//! board's orthogonal directions.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::OFF;
use crate::program::pattern::{Pattern, Turn};

impl Engine {
    /// Whether the pattern's walk holds from its site along some first direction.
    pub(super) fn is_pattern(&self, s: &State, c: &Ctx, p: &Pattern) -> bool {
        let from = self.site(s, c, &p.from);
        if from == OFF || from as usize >= self.program.graph.len() {
            return false;
        }
        let what_at = |site: u16| i64::from(s.what[site as usize]);
        let whats: Vec<i64> = match &p.whats {
            Some(v) => v.iter().map(|n| self.int(s, c, n)).collect(),
            None if what_at(from) == 0 => return false,
            None => vec![what_at(from)],
        };
        if whats.is_empty() || what_at(from) != whats[0] {
            return false;
        }
        let n = p.dirs.len();
        (0..n).any(|start| {
            let (mut at, mut k, mut w) = (from, start, 1 % whats.len());
            p.walk.iter().all(|t| match t {
                Turn::Right => {
                    k = (k + 1) % n;
                    true
                }
                Turn::Left => {
                    k = (k + n - 1) % n;
                    true
                }
                Turn::Forward => {
                    at = self.program.graph.next(at, p.dirs[k] as usize);
                    if at == OFF || what_at(at) != whats[w] {
                        return false;
                    }
                    w = (w + 1) % whats.len();
                    true
                }
            })
        })
    }
}
