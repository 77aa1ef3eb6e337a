//! Pieces in hand and phases, for the games that have them.
//!
//! A hand is a container of one site numbered after the board's (as Ludii numbers
//! its containers' sites), which holds a count of pieces of one kind. Its contents
//! are in [`State::hand`], which is empty for a game without hands, so their
//! positions are as small and as fast to copy as before. Each player's current phase
//! is in [`State::phase`]; a game without phases leaves it at 0.

use super::eval::Ctx;
use super::{Engine, Over, State};
use crate::program::board::OFF;
use crate::program::{CompId, EndRule, PlayerId, Program, Site, SiteSet, Who};

/// What a hand's site holds: `count` pieces of component `comp` (none: count 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandSlot {
    /// The component (0 when empty).
    pub comp: CompId,
    /// How many.
    pub count: u32,
}

/// Each player's current phase (index = player; 0 unused).
///
/// Not part of a position's identity: Ludii's state hash leaves the phases out (its
/// flag for hashing them is never set), so two positions that differ only there are
/// one position in its perft.
#[derive(Clone, Copy, Debug, Default)]
pub struct Phases(pub [u8; 4]);

impl PartialEq for Phases {
    fn eq(&self, _: &Phases) -> bool {
        true
    }
}
impl Eq for Phases {}
impl std::hash::Hash for Phases {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// The hands at the start.
pub(super) fn start(p: &Program) -> Vec<HandSlot> {
    p.hands
        .iter()
        .map(|h| match h.start {
            Some((comp, count)) if count > 0 => HandSlot { comp, count },
            _ => HandSlot::default(),
        })
        .collect()
}

/// The phases at the start, as Ludii's `initPhase`: each player begins in the first
/// phase that is its own or every player's.
pub(super) fn start_phases(p: &Program) -> Phases {
    let mut out = Phases::default();
    for pid in 1..=p.players.len().min(3) as PlayerId {
        if let Some(i) = p
            .phases
            .iter()
            .position(|x| x.owner.is_none_or(|o| o == pid))
        {
            out.0[pid as usize] = i as u8;
        }
    }
    out
}

impl Engine {
    /// The index in [`State::hand`] of a hand's site.
    #[inline]
    fn hand_index(&self, site: Site) -> Option<usize> {
        self.program.hands.iter().position(|h| h.site == site)
    }

    /// `(handSite Who)`: the site of that player's hand ([`OFF`] when it has none).
    pub(super) fn hand_site(&self, player: PlayerId) -> Site {
        self.program
            .hands
            .iter()
            .find(|h| h.owner == player)
            .map_or(OFF, |h| h.site)
    }

    /// What a hand's site holds (nothing for any other site).
    pub(super) fn hand_slot(&self, s: &State, site: Site) -> HandSlot {
        self.hand_index(site)
            .and_then(|i| s.hand.get(i).copied())
            .unwrap_or_default()
    }

    /// The component on a site of the board or of a hand (0: none).
    pub(super) fn content(&self, s: &State, site: Site) -> CompId {
        match s.what.get(site as usize) {
            Some(&c) => c,
            None => self.hand_slot(s, site).comp,
        }
    }

    /// `(sites Hand Who)`: the sites of that player's hands; with `occupied`, only
    /// those holding pieces.
    pub(super) fn hand_region(&self, s: &State, c: &Ctx, who: Who, occupied: bool) -> SiteSet {
        let p = self.who(s, c, who);
        let mut out = SiteSet::EMPTY;
        for (h, slot) in self.program.hands.iter().zip(&s.hand) {
            if h.owner == p && (!occupied || slot.count > 0) {
                out.insert(h.site);
            }
        }
        out
    }

    /// Whether some hand holds a piece of `player` that `keep` accepts.
    pub(super) fn hand_holds(
        &self,
        s: &State,
        player: PlayerId,
        keep: impl Fn(CompId) -> bool,
    ) -> bool {
        s.hand
            .iter()
            .any(|h| h.count > 0 && self.owner_of(h.comp) == player && keep(h.comp))
    }

    /// Moves the top piece of `from` to `to` when either is a hand's site: one piece
    /// leaves the hand (or the board) and is put on the board (its value and state
    /// those of a piece fresh from a hand, 0) or added to the hand's count.
    pub(super) fn move_via_hand(&self, s: &mut State, from: Site, to: Site) {
        let n = s.what.len();
        let comp = if (from as usize) < n {
            let c = s.what[from as usize];
            self.clear(s, from);
            c
        } else {
            let Some(h) = self.hand_index(from).and_then(|i| s.hand.get_mut(i)) else {
                return;
            };
            let c = h.comp;
            h.count = h.count.saturating_sub(1);
            if h.count == 0 {
                *h = HandSlot::default();
            }
            c
        };
        if comp == 0 {
            return;
        }
        if (to as usize) < n {
            if self.stacking {
                self.push(s, to, comp);
            } else {
                self.put(s, to, comp);
                if let Some(x) = s.value.get_mut(to as usize) {
                    *x = 0;
                }
                if let Some(x) = s.sstate.get_mut(to as usize) {
                    *x = 0;
                }
            }
        } else if let Some(h) = self.hand_index(to).and_then(|i| s.hand.get_mut(i)) {
            if h.count == 0 || h.comp != comp {
                *h = HandSlot { comp, count: 1 };
            } else {
                h.count += 1;
            }
        }
    }

    /// Empties a hand's site (Ludii's removal from a container that keeps counts
    /// takes the whole count).
    pub(super) fn empty_hand(&self, s: &mut State, site: Site) {
        if let Some(h) = self.hand_index(site).and_then(|i| s.hand.get_mut(i)) {
            *h = HandSlot::default();
        }
    }

    /// The end rules of the mover's current phase (none in a game without phases).
    pub(super) fn phase_end(&self, s: &State) -> &[EndRule] {
        let i = s.phase.0.get(s.mover as usize).copied().unwrap_or(0) as usize;
        self.program.phases.get(i).map_or(&[], |p| p.end.as_slice())
    }

    /// After a move that did not end the game, Ludii's change of phases: for each
    /// player, the first `nextPhase` of its current phase that concerns it and whose
    /// condition holds moves it to that rule's phase.
    pub(super) fn next_phases(&self, s: &mut State) {
        if self.program.phases.is_empty() {
            return;
        }
        for pid in 1..=self.num_players().min(3) {
            let cur = s.phase.0[pid as usize] as usize;
            let Some(phase) = self.program.phases.get(cur) else {
                continue;
            };
            for np in &phase.next {
                let c = Ctx::default();
                let concerns = np.who.is_none_or(|w| self.who(s, &c, w) == pid);
                if concerns && self.cond(s, &c, &np.cond) {
                    s.phase.0[pid as usize] = np.to;
                    break;
                }
            }
        }
    }

    /// The first of `rules` that holds decides (the game's end rules, or a phase's).
    pub(super) fn end_by(&self, s: &State, rules: &[EndRule]) -> Option<Over> {
        for rule in rules {
            let players = if rule.per_player {
                1..=self.num_players()
            } else {
                0..=0
            };
            for p in players {
                let c = Ctx {
                    player: p,
                    ..Ctx::default()
                };
                if self.cond(s, &c, &rule.cond) {
                    let who = self.who(s, &c, rule.who);
                    return Some(match rule.outcome {
                        crate::program::Outcome::Win => Over::Win(who),
                        crate::program::Outcome::Loss => Over::Win(self.after(who)),
                        crate::program::Outcome::Draw => Over::Draw,
                    });
                }
            }
        }
        None
    }
}
