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
        let mut checked = vec![false; n];
        'targets: for &t in &around {
            if checked[t as usize] {
                continue;
            }
            let mut left = except;
            if left > 0 && empty(t) {
                left -= 1;
            }
            let mut inside = vec![false; n];
            inside[t as usize] = true;
            let mut group = vec![t];
            let mut i = 0;
            while i < group.len() {
                let site = group[i];
                for b in next(site) {
                    if inside[b as usize] {
                        continue;
                    }
                    if target(b) {
                        inside[b as usize] = true;
                        group.push(b);
                    } else if empty(b) {
                        if left > 0 {
                            inside[b as usize] = true;
                            group.push(b);
                            left -= 1;
                        } else {
                            // A liberty: this group is not enclosed.
                            continue 'targets;
                        }
                    }
                }
                checked[site as usize] = true;
                i += 1;
            }
            // Any empty site next to the group that it did not take in frees it.
            for &site in &group {
                if next(site).any(|b| !inside[b as usize] && empty(b)) {
                    continue 'targets;
                }
            }
            for &b in &group {
                self.gen_into(s, &Ctx { between: b, ..*c }, &x.effect, out);
            }
        }
    }
}
