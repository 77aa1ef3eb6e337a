//! The pieces of a hand as `forEach Piece container:` visits them, and hands in a
//! game of stacks, where Ludii makes every container a stack: a hand holds
//! pieces one on another and gives its top one. The hand's slot keeps the top's kind
//! and the height (so that every ludeme reading a hand's piece or count reads them as
//! in a game of counts); the pieces under the top are kept only for a hand whose stack
//! mixes kinds ([`Held::mixed`](super::hands::Held)), so that the usual hand of one
//! kind (a player's pieces waiting to enter) costs a count and nothing more.

use super::eval::Ctx;
use super::hands::{hand_mut, HandSlot};
use super::sink::Sink;
use super::{Engine, State};
use crate::program::{CompId, Moves, Site, Who};

impl Engine {
    /// Puts a piece on top of a hand's stack (nothing for a site that is no hand's).
    pub(super) fn hand_push(&self, s: &mut State, site: Site, comp: CompId) {
        let Some(i) = self.hand_index(site) else {
            return;
        };
        let Some(h) = hand_mut(s, i) else {
            return;
        };
        let old = *h;
        *h = HandSlot {
            comp,
            count: old.count + 1,
            ..HandSlot::default()
        };
        if old.count == 0 || old.comp == comp && !is_mixed(s, i) {
            return;
        }
        // The stack now mixes kinds: the pieces under the new top are listed.
        let under = under_mut(s, i, old);
        under.push(old.comp);
    }

    /// Takes the top piece off a hand's stack (0 when it is empty or no hand's).
    pub(super) fn hand_pop(&self, s: &mut State, site: Site) -> CompId {
        let Some(i) = self.hand_index(site) else {
            return 0;
        };
        let Some(h) = hand_mut(s, i).copied() else {
            return 0;
        };
        if h.count == 0 {
            return 0;
        }
        let next = if is_mixed(s, i) {
            let under = under_mut(s, i, h);
            let next = under.pop().unwrap_or(0);
            // Back to one kind: the list is no longer needed.
            if under.iter().all(|&c| c == next) {
                forget(s, i);
            }
            next
        } else {
            h.comp
        };
        if let Some(slot) = hand_mut(s, i) {
            *slot = match h.count - 1 {
                0 => HandSlot::default(),
                k => HandSlot {
                    comp: next,
                    count: k,
                    ..HandSlot::default()
                },
            };
        }
        h.comp
    }

    /// The piece at `level` (0: the bottom) of a hand's stack, 0 when there is none.
    pub(super) fn hand_level(&self, s: &State, site: Site, level: i64) -> CompId {
        let slot = self.hand_slot(s, site);
        let Ok(l) = usize::try_from(level) else {
            return 0;
        };
        if l + 1 == slot.count as usize {
            return slot.comp;
        }
        if l >= slot.count as usize {
            return 0;
        }
        let i = self.hand_index(site).unwrap_or(usize::MAX);
        match mixed_of(s, i) {
            Some(under) => under.get(l).copied().unwrap_or(0),
            None => slot.comp,
        }
    }

    /// How many pieces that `mine` accepts the hands hold, at every level.
    pub(super) fn hand_pieces(&self, s: &State, mine: impl Fn(CompId) -> bool) -> usize {
        let Some(held) = s.held.as_deref() else {
            return 0;
        };
        held.hand
            .iter()
            .enumerate()
            .map(|(i, h)| match mixed_of(s, i) {
                Some(under) => {
                    usize::from(mine(h.comp)) + under.iter().filter(|&&c| mine(c)).count()
                }
                None if h.count > 0 && mine(h.comp) => h.count as usize,
                None => 0,
            })
            .sum()
    }
}

/// Whether hand `i`'s stack mixes kinds.
fn is_mixed(s: &State, i: usize) -> bool {
    mixed_of(s, i).is_some()
}

/// The pieces under hand `i`'s top, when its stack mixes kinds.
fn mixed_of(s: &State, i: usize) -> Option<&[CompId]> {
    let held = s.held.as_deref()?;
    let k = held
        .mixed
        .binary_search_by_key(&i, |(x, _)| usize::from(*x))
        .ok()?;
    Some(&held.mixed[k].1)
}

/// The list of the pieces under hand `i`'s top, made from its slot (`old`: that many
/// pieces of its kind, less the top) when it has none yet.
fn under_mut(s: &mut State, i: usize, old: HandSlot) -> &mut Vec<CompId> {
    let Some(held) = s.held.as_deref_mut() else {
        unreachable!("a hand's slot is kept in `held`");
    };
    let k = match held
        .mixed
        .binary_search_by_key(&i, |(x, _)| usize::from(*x))
    {
        Ok(k) => k,
        Err(k) => {
            let below = vec![old.comp; old.count.saturating_sub(1) as usize];
            held.mixed.insert(k, (i as u16, below));
            k
        }
    };
    &mut held.mixed[k].1
}

/// Drops hand `i`'s list of pieces under the top.
fn forget(s: &mut State, i: usize) {
    if let Some(held) = s.held.as_deref_mut() {
        held.mixed.retain(|(x, _)| usize::from(*x) != i);
    }
}

impl Engine {
    /// `(forEach Piece container:WHO)`: each piece in that player's hand makes its
    /// moves (`moves`, else its own) from its hand's site, as Ludii's `ForEachPiece`
    /// visits the sites of the container of that index.
    pub(super) fn gen_hand_pieces<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (owner, names): (Who, &[u16]),
        moves: Option<&'p Moves>,
        out: &mut impl Sink<'p>,
    ) {
        let player = self.who(s, c, owner);
        for h in self.program.hands.iter().filter(|h| h.owner == player) {
            let slot = self.hand_slot(s, h.site);
            if slot.count == 0 || self.program.comp(slot.comp).owner != s.mover {
                continue;
            }
            if !names.is_empty() && !names.contains(&self.base_of(slot.comp)) {
                continue;
            }
            let inner = match moves.or(self.program.comp(slot.comp).moves.as_ref()) {
                Some(m) => m,
                None => continue,
            };
            let cc = Ctx { from: h.site, ..*c };
            self.gen_into(s, &cc, inner, out);
            if out.done() {
                return;
            }
        }
    }
}
