//! `(enclose ...)` as Ludii's `Enclose`: the groups of targets next to the start that
//! touch no empty site (beyond the empty sites `numException:` lets them take in).

use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::board::{dirs_of, OFF};
use crate::program::{Enclose, Site};

impl Engine {
    /// The effect's moves on every site of every group enclosed, group by group in the
    /// order of the start's neighbours, each group in the order it grew.
    #[cold]
    #[inline(never)]
    pub(super) fn enclose<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        x: &'p Enclose,
        out: &mut impl Sink<'p>,
    ) {
        let g = &self.program.graph;
        let n = g.len();
        let from = self.site(s, c, &x.from);
        if from == OFF || from as usize >= n || s.what[from as usize] == 0 {
            return;
        }
        let except = self.int(s, c, &x.except);
        let target = |b: Site| self.cond(s, &Ctx { between: b, ..*c }, &x.target);
        let empty = |b: Site| s.what[b as usize] == 0;
        let next = |site: Site| {
            let mask = self.dir_mask(s, c, site, &x.dirs);
            dirs_of(mask)
                .map(move |d| g.next(site, d))
                .filter(|&t| t != OFF && (t as usize) < n)
        };
        let mut around: Vec<Site> = Vec::new();
        for b in next(from) {
            if !around.contains(&b) && (target(b) || (except > 0 && empty(b))) {
                around.push(b);
            }
        }
        super::marks::with_marks(n, |checked| {
            'targets: for &t in &around {
                if checked.has(t) {
                    continue;
                }
                let mut left = except;
                if left > 0 && empty(t) {
                    left -= 1;
                }
                let enclosed = super::marks::with_marks(n, |inside| {
                    inside.add(t);
                    let mut i = 0;
                    while let Some(&site) = inside.sites.get(i) {
                        for b in next(site) {
                            if inside.has(b) {
                                continue;
                            }
                            if target(b) {
                                inside.add(b);
                            } else if empty(b) {
                                if left > 0 {
                                    inside.add(b);
                                    left -= 1;
                                } else {
                                    // A liberty: this group is not enclosed.
                                    return None;
                                }
                            }
                        }
                        checked.add(site);
                        i += 1;
                    }
                    // Any empty site next to the group that it did not take in frees it.
                    let free = inside
                        .sites
                        .iter()
                        .any(|&site| next(site).any(|b| !inside.has(b) && empty(b)));
                    (!free).then(|| std::mem::take(&mut inside.sites))
                });
                let Some(group) = enclosed else {
                    continue 'targets;
                };
                for &b in &group {
                    self.gen_into(s, &Ctx { between: b, ..*c }, &x.effect, out);
                }
            }
        })
    }
}
