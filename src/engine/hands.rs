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
use crate::program::MAX_PLAYERS;
use crate::program::{
    Bool, CmpOp, CompId, EndRule, Int, PlayerId, Program, Region, Site, SiteFn, SiteSet, Who,
};

/// What a hand's site holds: `count` pieces of component `comp` (none: count 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandSlot {
    /// The component (0 when empty).
    pub comp: CompId,
    /// How many.
    pub count: u32,
    /// The state of the site's pieces (Ludii keeps one per site of a hand as of the
    /// board's): given at the start (`place ... state:`), taken by a piece that leaves
    /// for the board, set by a piece that comes in; 0 once the hand is empty.
    pub state: i32,
    /// The value, kept as the state is.
    pub value: i32,
}

/// The hands and counts of a game that keeps counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Held {
    /// The hands' sites, in the program's order (`Program::hands`).
    pub hand: Vec<HandSlot>,
    /// The board's sites that hold more than one piece, with their counts, in order of
    /// site; every other occupied site holds one.
    pub count: Vec<(Site, u32)>,
    /// In a game of stacks, where a hand is a stack: the hands whose pieces under the
    /// top are not all of the top's kind (by index, in order), with those pieces,
    /// bottom first; a hand not listed holds `count` pieces of its top's kind
    /// (`hand_stacks`).
    pub mixed: Vec<(u16, Vec<CompId>)>,
}

/// [`Held`] where a game keeps it (`None` in every other game), hashed only when it
/// is there: a game keeps it always or never, so the tag need not be hashed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Holding(pub Option<Box<Held>>);

impl std::hash::Hash for Holding {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        if let Some(x) = &self.0 {
            x.hash(h);
        }
    }
}

impl std::ops::Deref for Holding {
    type Target = Option<Box<Held>>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::DerefMut for Holding {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

/// Each player's current phase (index = player; 0 unused).
///
/// Not part of a position's identity: Ludii's state hash leaves the phases out (its
/// flag for hashing them is never set), so two positions that differ only there are
/// one position in its perft.
#[derive(Clone, Copy, Debug, Default)]
pub struct Phases(pub [u8; MAX_PLAYERS + 1]);

impl PartialEq for Phases {
    fn eq(&self, _: &Phases) -> bool {
        true
    }
}
impl Eq for Phases {}
impl std::hash::Hash for Phases {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// The hands at the start (none for a game that keeps no counts).
pub(super) fn start(p: &Program) -> Holding {
    if !p.counts && p.hands.is_empty() {
        return Holding(None);
    }
    let hand = p
        .hands
        .iter()
        .map(|h| match h.start {
            Some((comp, count)) if count > 0 => HandSlot {
                comp,
                count,
                state: h.start_marks.0,
                value: h.start_marks.1,
            },
            _ => HandSlot::default(),
        })
        .collect();
    Holding(Some(Box::new(Held {
        hand,
        count: Vec::new(),
        mixed: Vec::new(),
    })))
}

/// The phases at the start, as Ludii's `initPhase`: each player begins in the first
/// phase that is its own or every player's.
pub(super) fn start_phases(p: &Program) -> Phases {
    let mut out = Phases::default();
    for pid in 1..=p.players.len().min(MAX_PLAYERS) as PlayerId {
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
    pub(super) fn hand_index(&self, site: Site) -> Option<usize> {
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
        let held = s.held.as_deref();
        self.hand_index(site)
            .and_then(|i| held.and_then(|h| h.hand.get(i)).copied())
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
        let slots = s.held.as_deref().map_or(&[][..], |h| &h.hand[..]);
        for (h, slot) in self.program.hands.iter().zip(slots) {
            if h.owner == p && (!occupied || slot.count > 0) {
                out.insert(h.site);
            }
        }
        out
    }

    /// `(all Sites (sites Hand Who) if:(= 0 (count Cell at:(site))))`, Ludii's
    /// `HandEmpty` (and, negated, `HandOccupied`, which placement games ask at every
    /// move): whether that player's hands hold nothing, read off the hands without
    /// building the region; `None` for any other `all Sites`.
    #[inline]
    pub(super) fn hands_empty_test(
        &self,
        s: &State,
        c: &Ctx,
        r: &Region,
        b: &Bool,
    ) -> Option<bool> {
        let (
            Region::Hand {
                who,
                occupied: false,
            },
            Bool::Cmp(CmpOp::Eq, x, y),
        ) = (r, b)
        else {
            return None;
        };
        let zero_count = matches!(
            (x, y),
            (Int::Const(0), Int::CountAt(SiteFn::Bound))
                | (Int::CountAt(SiteFn::Bound), Int::Const(0))
        );
        if !zero_count {
            return None;
        }
        let p = self.who(s, c, *who);
        let slots = s.held.as_deref().map_or(&[][..], |h| &h.hand[..]);
        Some(
            !self
                .program
                .hands
                .iter()
                .zip(slots)
                .any(|(h, slot)| h.owner == p && slot.count > 0),
        )
    }

    /// Whether some hand holds a piece of `player` that `keep` accepts.
    pub(super) fn hand_holds(
        &self,
        s: &State,
        player: PlayerId,
        keep: impl Fn(CompId) -> bool,
    ) -> bool {
        s.held
            .as_deref()
            .map_or(&[][..], |h| &h.hand[..])
            .iter()
            .any(|h| h.count > 0 && self.owner_of(h.comp) == player && keep(h.comp))
    }

    /// How many pieces a site holds: on the board, its count in a game that keeps
    /// counts, else the height of its stack; a hand's count off the board.
    pub(super) fn pieces_at(&self, s: &State, site: Site) -> i64 {
        if (site as usize) >= s.what.len() {
            i64::from(self.hand_slot(s, site).count)
        } else if self.counts {
            i64::from(self.count_at(s, site))
        } else {
            self.stack_size(s, site) as i64
        }
    }

    /// How many pieces stand on a site of the board.
    pub(crate) fn count_at(&self, s: &State, site: Site) -> u32 {
        match s.what.get(site as usize) {
            Some(0) | None => 0,
            Some(_) => s
                .held
                .as_deref()
                .and_then(|h| {
                    let i = h.count.binary_search_by_key(&site, |&(x, _)| x).ok()?;
                    h.count.get(i)
                })
                .map_or(1, |&(_, k)| k),
        }
    }

    /// Ludii's `ActionAdd` on a hand's site: `n` pieces on an empty one; one that
    /// holds a piece keeps it and counts `n` more.
    pub(super) fn add_to_hand(&self, s: &mut State, site: Site, comp: CompId, n: u16) {
        if self.stacking {
            for _ in 0..n {
                self.hand_push(s, site, comp);
            }
            return;
        }
        if let Some(h) = self.hand_index(site).and_then(|i| hand_mut(s, i)) {
            if h.count == 0 {
                if n > 0 {
                    *h = HandSlot {
                        comp,
                        count: n.into(),
                        ..HandSlot::default()
                    };
                }
            } else {
                h.count += u32::from(n);
            }
        }
    }

    /// Empties a hand's site (Ludii's removal from a container that keeps counts
    /// takes the whole count).
    pub(super) fn empty_hand(&self, s: &mut State, site: Site) {
        // A hand of a game of stacks loses its top piece, as a stack does.
        if self.stacking {
            self.hand_pop(s, site);
            return;
        }
        if let Some(h) = self.hand_index(site).and_then(|i| hand_mut(s, i)) {
            *h = HandSlot::default();
        }
    }

    /// Whether the mover's current phase has end rules of its own.
    #[inline(never)]
    pub(super) fn phase_ends(&self, s: &State) -> bool {
        !self.phase_end(s).is_empty()
    }

    /// The outcome by the end rules of the mover's current phase.
    #[inline(never)]
    pub(super) fn phase_over(&self, s: &mut State) -> Option<Over> {
        let rules = self.phase_end(s);
        self.end_by(s, rules, None)
    }

    /// The end rules of the mover's current phase (none in a game without phases).
    fn phase_end(&self, s: &State) -> &[EndRule] {
        self.program
            .phases
            .get(s.mover_phase())
            .map_or(&[], |p| p.end.as_slice())
    }

    /// After a move that did not end the game, Ludii's change of phases: for each
    /// player, the first `nextPhase` of its current phase that concerns it and whose
    /// condition holds moves it to that rule's phase.
    pub(super) fn next_phases(&self, s: &mut State) {
        if self.program.phases.is_empty() {
            return;
        }
        // Every player's, as Ludii's loop over all players (a game of six has six).
        for pid in 1..=self.num_players().min(MAX_PLAYERS as u8) {
            let cur = s.phase.0[pid as usize] as usize;
            let Some(phase) = self.program.phases.get(cur) else {
                continue;
            };
            for np in &phase.next {
                let c = Ctx::default();
                let concerns = np.who.is_none_or(|w| self.who(s, &c, w) == pid);
                if concerns && self.cond(s, &c, &np.cond) {
                    // Unnamed: the phase after the current one of the player the rule
                    // concerns, or of the mover when it concerns every player (Ludii's
                    // `NextPhase`, evaluated before the mover changes).
                    let to = np.to.unwrap_or_else(|| {
                        let of = if np.who.is_some() { pid } else { s.mover };
                        let cur = s.phase.0.get(of as usize).copied().unwrap_or(0) as usize;
                        ((cur + 1) % self.program.phases.len()) as u8
                    });
                    s.phase.0[pid as usize] = to;
                    break;
                }
            }
        }
    }

    /// The first of `rules` that holds decides (the game's end rules, or a phase's;
    /// ending by score, it sets the scores); `next_has_moves`, when known, answers a
    /// rule that is `(no Moves Next)`.
    #[inline]
    pub(super) fn end_by(
        &self,
        s: &mut State,
        rules: &[EndRule],
        next_has_moves: Option<bool>,
    ) -> Option<Over> {
        if self.num_players() != 2 {
            return self.end_many(s, rules, next_has_moves);
        }
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
                let holds = match (next_has_moves, &rule.cond) {
                    (Some(has), crate::program::Bool::NoMoves(crate::program::Who::Next)) => !has,
                    _ => self.cond(s, &c, &rule.cond),
                };
                if let (true, Some(g)) = (holds, rule.team) {
                    return Some(self.team_win_of_two(s, g));
                }
                if holds {
                    let who = self.who(s, &c, rule.who);
                    return Some(match rule.outcome {
                        crate::program::Outcome::Win => Over::Win(who),
                        crate::program::Outcome::Loss => Over::Win(self.after(who)),
                        crate::program::Outcome::Draw => Over::Draw,
                        crate::program::Outcome::ByScore
                        | crate::program::Outcome::ByScoreMisere => self.by_score(s, rule),
                    });
                }
            }
        }
        None
    }
}

/// Sets the count of an occupied site of the board (kept only when more than 1).
pub(super) fn set_count(s: &mut State, site: Site, k: u32) {
    let Some(h) = s.held.as_deref_mut() else {
        return;
    };
    // The list is sorted by site: a sowing changes a site's count in place.
    match (h.count.binary_search_by_key(&site, |&(x, _)| x), k > 1) {
        (Ok(i), true) => h.count[i].1 = k,
        (Ok(i), false) => {
            h.count.remove(i);
        }
        (Err(i), true) => h.count.insert(i, (site, k)),
        (Err(_), false) => {}
    }
}

/// The slot of hand `i`.
pub(super) fn hand_mut(s: &mut State, i: usize) -> Option<&mut HandSlot> {
    s.held.as_deref_mut().and_then(|h| h.hand.get_mut(i))
}
