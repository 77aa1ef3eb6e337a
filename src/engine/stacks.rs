//! Stacks of pieces, for the games that use them (Ludii's stacking games: a move
//! with `stack:True`). The top piece of a site stays in [`State::what`], so every
//! ludeme that reads a site's piece or owner reads the top of its stack, as Ludii's
//! do by default; the pieces under it are in [`State::below`], bottom first, which
//! is empty for every other game (their positions are as small as before).

use super::columns::Columns;
use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::{CompId, Moves, Site};

/// The pieces of a game of stacks below each site's top piece, and what such a game
/// keeps beside them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stacks {
    /// Per site, the pieces under its top piece, bottom first.
    pub under: Columns,
    /// The values per level and the removals marked for the end of the turn, in a
    /// game that needs them (`levels`).
    pub levels: Option<super::Levels>,
}

impl Engine {
    /// The pieces under a site's top piece, bottom first.
    fn under(s: &State, site: usize) -> &[CompId] {
        s.below.as_deref().map_or(&[], |b| b.under.get(site))
    }

    /// How many pieces stand on a site (Ludii's `size Stack`: 0 or 1 without stacks).
    pub fn stack_size(&self, s: &State, site: Site) -> usize {
        match s.what.get(site as usize) {
            Some(&c) if c != 0 => 1 + Self::under(s, site as usize).len(),
            Some(_) => 0,
            // A hand's stack (`hand_stacks`).
            None => self.hand_slot(s, site).count as usize,
        }
    }

    /// The component at `level` of a site's stack (0: the bottom), 0 when there is none.
    pub fn what_at_level(&self, s: &State, site: Site, level: i64) -> CompId {
        let i = site as usize;
        if i >= s.what.len() {
            return self.hand_level(s, site, level);
        }
        let under = Self::under(s, i);
        match usize::try_from(level) {
            Ok(l) if l < under.len() => under[l],
            Ok(l) if l == under.len() => s.what.get(i).copied().unwrap_or(0),
            _ => 0,
        }
    }

    /// How many pieces `mine` accepts stand on the board, at every level of every
    /// stack (Ludii's count of a player's pieces in a game of stacks).
    /// Ludii counts its hands' pieces too.
    pub(super) fn pieces_on_levels(&self, s: &State, mine: impl Fn(CompId) -> bool) -> usize {
        let board: usize = (0..s.what.len())
            .map(|i| {
                usize::from(mine(s.what[i]))
                    + Self::under(s, i).iter().filter(|&&c| mine(c)).count()
            })
            .sum();
        board + self.hand_pieces(s, mine)
    }

    /// In a game of stacks, how many pieces of player `p` (any player's when `None`)
    /// whose name contains `name` stand at any level of the sites of `r`, as Ludii
    /// counts them level by level.
    #[cold]
    pub(super) fn levels_of_in(
        &self,
        s: &State,
        r: &crate::program::SiteSet,
        p: Option<crate::program::PlayerId>,
        name: Option<u16>,
    ) -> usize {
        r.iter()
            .map(|site| {
                (0..self.stack_size(s, site))
                    .map(|l| self.what_at_level(s, site, l as i64))
                    .filter(|&x| {
                        x != 0
                            && p.is_none_or(|p| self.owner_of(x) == p)
                            && self.named_like(x, name)
                    })
                    .count()
            })
            .sum()
    }

    /// Puts a piece on top of a site's stack.
    pub(super) fn push(&self, s: &mut State, site: Site, comp: CompId) {
        let i = site as usize;
        if i >= s.what.len() {
            return self.hand_push(s, site, comp);
        }
        let top = s.what.get(i).copied().unwrap_or(0);
        if top != 0 {
            if let Some(b) = s.below.as_deref_mut() {
                b.under.push(i, top);
            }
        }
        self.put(s, site, comp);
    }

    /// Takes the top piece off a site's stack (0 when it is empty); the piece under it
    /// becomes the top.
    pub(super) fn pop(&self, s: &mut State, site: Site) -> CompId {
        let i = site as usize;
        if i >= s.what.len() {
            return self.hand_pop(s, site);
        }
        self.zero_top_value(s, site);
        let top = s.what.get(i).copied().unwrap_or(0);
        let under = s
            .below
            .as_deref_mut()
            .and_then(|b| b.under.pop(i))
            .unwrap_or(0);
        self.put(s, site, under);
        top
    }

    /// Moves the whole stack of `from` onto the top of `to`'s, in its order.
    pub(super) fn move_stack(&self, s: &mut State, from: Site, to: Site) {
        let (f, n) = (from as usize, s.what.len());
        if from == to {
            return;
        }
        if f >= n || to as usize >= n {
            return self.move_hand_stack(s, from, to);
        }
        let top = s.what[f];
        if top == 0 {
            return;
        }
        self.move_stack_values(s, from, to);
        let mut pieces = s
            .below
            .as_deref_mut()
            .map(|b| b.under.take(f))
            .unwrap_or_default();
        pieces.push(top);
        self.put(s, from, 0);
        for c in pieces {
            self.push(s, to, c);
        }
    }

    /// A whole stack moves from or to a hand's, piece by piece in its order (nothing
    /// when either site is neither the board's nor a hand's).
    fn move_hand_stack(&self, s: &mut State, from: Site, to: Site) {
        if !self.holds_stack(s, from) || !self.holds_stack(s, to) {
            return;
        }
        let h = self.stack_size(s, from);
        let pieces: Vec<CompId> = (0..h)
            .map(|l| self.what_at_level(s, from, l as i64))
            .collect();
        for _ in 0..h {
            self.pop(s, from);
        }
        for c in pieces {
            self.push(s, to, c);
        }
    }

    /// Whether a site holds a stack: the board's, or a hand's.
    pub(super) fn holds_stack(&self, s: &State, site: Site) -> bool {
        (site as usize) < s.what.len() || self.hand_index(site).is_some()
    }

    /// Takes the piece at `level` of a site's stack out of it (0 when there is none),
    /// as Ludii's `remove(site, level)`: the pieces above it go down one level.
    pub(super) fn take_level(&self, s: &mut State, site: Site, level: u16) -> CompId {
        let c = self.what_at_level(s, site, i64::from(level));
        if c != 0 {
            self.remove_level(s, site, usize::from(level));
        }
        c
    }

    /// Ludii's move of the piece at `level` of `from` onto the top of `to`'s stack,
    /// with its value (`ActionMoveLevelFrom`; nothing when both are one site).
    pub(super) fn move_level(&self, s: &mut State, from: Site, to: Site, level: u16) {
        if from == to || !self.holds_stack(s, from) || !self.holds_stack(s, to) {
            return;
        }
        let v = self.level_value(s, from, usize::from(level));
        let st = self.level_state(s, from, usize::from(level));
        let c = self.take_level(s, from, level);
        if c != 0 {
            self.push(s, to, c);
            self.set_top_value(s, to, v);
            self.set_level_state(s, to, None, st);
        }
    }

    /// Replaces a site's stack by `pieces`, bottom first.
    pub(super) fn set_stack(&self, s: &mut State, site: Site, pieces: &[CompId]) {
        let i = site as usize;
        if i >= s.what.len() {
            while self.hand_pop(s, site) != 0 {}
            for &c in pieces {
                self.hand_push(s, site, c);
            }
            return;
        }
        let (top, under) = match pieces.split_last() {
            Some((&t, u)) => (t, u),
            None => (0, &[][..]),
        };
        if let Some(b) = s.below.as_deref_mut() {
            b.under.set(i, under);
        }
        self.put(s, site, top);
    }

    /// `(forEach Level S M)`, as Ludii's `ForEachLevel`: M at each level of S's stack,
    /// from the top down (or from the bottom up), with `(level)` bound to it.
    #[cold]
    #[inline(never)]
    pub(super) fn gen_for_each_level<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (site, from_bottom): (&crate::program::SiteFn, bool),
        inner: &'p Moves,
        out: &mut impl Sink<'p>,
    ) {
        let at = self.site(s, c, site);
        let height = self.stack_size(s, at);
        let visit = |level: usize, out: &mut _| {
            let cc = Ctx {
                level: level as u16,
                ..*c
            };
            self.gen_into(s, &cc, inner, out);
        };
        if from_bottom {
            for level in 0..height {
                visit(level, out);
            }
        } else {
            for level in (0..height).rev() {
                visit(level, out);
            }
        }
    }

    /// `forEach Piece` without `top:True` in a game of stacks: Ludii visits every
    /// level that holds one of the mover's pieces (of the kinds named), with `(from)`
    /// its site and `(level)` the level. When no ludeme reads the level visited, the
    /// moves given are the same at every level of a site, so they are generated once
    /// per site, a piece's own moves once per kind found there (the moves repeated at
    /// each level in Ludii's list reach the same positions); else once per level.
    #[cold]
    #[inline(never)]
    pub(super) fn each_level<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        m: &'p Moves,
        names: &[u16],
        moves: Option<&'p Moves>,
        out: &mut impl Sink<'p>,
    ) {
        let info = self.info(m);
        for site in 0..s.what.len() as Site {
            if s.what[site as usize] == 0 {
                continue;
            }
            let mut seen: smallvec::SmallVec<[CompId; 4]> = smallvec::SmallVec::new();
            for level in 0..self.stack_size(s, site) {
                let comp = self.what_at_level(s, site, level as i64);
                if self.owner_of(comp) != s.mover
                    || !self.visits(&info, names, comp)
                    || !self.reads_level
                        && (seen.contains(&comp) || moves.is_some() && !seen.is_empty())
                {
                    continue;
                }
                seen.push(comp);
                let Some(inner) = moves.or(self.program.comp(comp).moves.as_ref()) else {
                    continue;
                };
                let cc = Ctx {
                    from: site,
                    level: level as u16,
                    ..*c
                };
                self.gen_into(s, &cc, inner, out);
                if out.done() {
                    return;
                }
            }
        }
    }
}
