//! Directions as the engine reads them: a set of directions ([`Dirs`]) turned into a
//! mask of absolute ones for the piece on a site, by its facing or the last move's.

use super::eval::Ctx;
use super::{Engine, State};
use crate::program::board::{dirs_of, opposite, turn, DirMask, OFF};
use crate::program::{Dirs, Int, Site, SiteFn};

impl Engine {
    /// Absolute direction mask of `dirs` for the mover's piece on `from`: relative
    /// directions turn with the piece's facing when its declaration gives one, else
    /// with the player's.
    pub fn dir_mask(&self, s: &State, c: &Ctx, from: Site, dirs: &Dirs) -> DirMask {
        match dirs {
            Dirs::Fixed { abs, rel: 0 } => *abs,
            Dirs::Fixed { abs, rel } => abs | turn(*rel, self.facing_at(s, from)),
            Dirs::Same | Dirs::Opposite => match self.last_dir(s) {
                Some(d) if *dirs == Dirs::Same => 1 << d,
                Some(d) => 1 << (opposite(d)),
                None => 0,
            },
            Dirs::If(b, x, y) => {
                let cf = Ctx { from, ..*c };
                if self.cond(s, &cf, b) {
                    self.dir_mask(s, c, from, x)
                } else {
                    self.dir_mask(s, c, from, y)
                }
            }
            Dirs::Difference(a, b) => self.dir_mask(s, c, from, a) & !self.dir_mask(s, c, from, b),
            Dirs::Union(v) => v.iter().fold(0, |m, d| m | self.dir_mask(s, c, from, d)),
            Dirs::Toward(a, b) => self.toward_mask(s, c, a, b),
        }
    }

    /// How many eighth-turns relative directions turn from `from`: with the facing of
    /// the piece there (a stack's top piece): its own when its declaration gives one,
    /// else its owner's (the mover's but where a stack's top piece is another
    /// player's); with the mover's on an empty site.
    #[inline(always)]
    pub(super) fn facing_at(&self, s: &State, from: Site) -> u32 {
        let comp = s.what.get(from as usize).copied().unwrap_or(0) as usize;
        self.comp_facing
            .get(comp)
            .copied()
            .flatten()
            .or_else(|| {
                self.player_facing
                    .get((s.mover as usize).saturating_sub(1))
                    .copied()
            })
            .unwrap_or(0) as u32
    }

    /// The direction of the last move, from `last From` towards `last To`.
    fn last_dir(&self, s: &State) -> Option<usize> {
        let g = &self.program.graph;
        let (a, b) = (s.last.from, s.last.to);
        if a as usize >= g.len() || b as usize >= g.len() {
            return None;
        }
        if g.geo.is_some() {
            // A board of Ludii's graph: the slot whose line from `a` reaches `b`.
            return (0..g.slots()).find(|&d| {
                let mut x = g.next(a, d);
                while x != crate::program::board::OFF {
                    if x == b {
                        return true;
                    }
                    x = g.next(x, d);
                    if x == a {
                        return false;
                    }
                }
                false
            });
        }
        let (ac, ar) = g.coords[a as usize];
        let (bc, br) = g.coords[b as usize];
        let (dc, dr) = ((bc - ac).signum(), (br - ar).signum());
        crate::rules::AbsDir::ALL
            .iter()
            .position(|d| d.delta() == (dc as i8, dr as i8))
    }
}

impl Engine {
    /// `(ahead S steps:N DIRS)`, as Ludii's `Ahead`: along the first of the directions
    /// (turned by the facing of the piece on S), N steps; S itself when the board ends
    /// first or no direction is given.
    #[inline(never)]
    pub(super) fn ahead(&self, s: &State, c: &Ctx, a: &(SiteFn, Int, Dirs)) -> Site {
        let (at, steps, dirs) = a;
        let from = self.site(s, c, at);
        let g = &self.program.graph;
        if from as usize >= g.len() {
            return from;
        }
        let mask = match dirs {
            Dirs::Same | Dirs::Opposite => self.bound_dir(s, c, *dirs == Dirs::Same),
            _ => self.dir_mask(s, c, from, dirs),
        };
        let Some(d) = dirs_of(mask).next() else {
            return from;
        };
        let n = self.int(s, c, steps);
        let mut x = from;
        for _ in 0..n {
            x = g.next(x, d);
            if x == crate::program::board::OFF {
                return from;
            }
        }
        x
    }

    /// Ludii's `ahead` with `SameDirection` (or `OppositeDirection`): the direction
    /// from `(from)` towards `(to)` (or back), those of the last move where they are
    /// not bound; of the directions whose radial reaches it, the last, as Ludii scans
    /// them (`Ahead.eval`).
    fn bound_dir(&self, s: &State, c: &Ctx, same: bool) -> DirMask {
        let g = &self.program.graph;
        let from = if c.from == OFF { s.last.from } else { c.from };
        let to = if c.to == OFF { s.last.to } else { c.to };
        let (a, b) = if same { (from, to) } else { (to, from) };
        if a as usize >= g.len() || b as usize >= g.len() {
            return 0;
        }
        (0..g.slots())
            .rev()
            .find(|&d| self.ray(a, d).get(1..).is_some_and(|r| r.contains(&b)))
            .map_or(0, |d| 1 << d)
    }
}
