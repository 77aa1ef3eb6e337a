//! Ludii's hidden information in play ([`crate::program::hidden`]): each player's marks
//! per kind, set by `set Hidden`, carried by a piece that moves, read by `is Hidden`
//! and `sites Hidden`. Part of the position, as Ludii hashes its marks.

use super::action::{Action, Move};
use super::eval::Ctx;
use super::sink::Sink;
use super::{Engine, State};
use crate::program::hidden::{IsHidden, SetHidden, SitesHidden, KINDS};
use crate::program::{PlayerId, Site, SiteSet};

/// The marks: for player p (1-based) and kind k, the sites marked, at `p * 7 + k`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Marks(Vec<SiteSet>);

impl Marks {
    /// No site marked, for `players` players.
    pub fn new(players: usize) -> Marks {
        Marks(vec![SiteSet::EMPTY; (players + 1) * KINDS.len()])
    }

    fn at(&self, player: usize, kind: usize) -> Option<&SiteSet> {
        self.0.get(player * KINDS.len() + kind)
    }

    fn at_mut(&mut self, player: usize, kind: usize) -> Option<&mut SiteSet> {
        self.0.get_mut(player * KINDS.len() + kind)
    }
}

/// The index of a kind's bit (`1 << k`).
fn kind_index(bit: u8) -> usize {
    bit.trailing_zeros() as usize
}

impl Engine {
    /// `set Hidden`: one action per site and player, in one move (none for a player the
    /// game lacks, as Ludii's).
    pub(super) fn gen_set_hidden<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        h: &SetHidden,
        out: &mut impl Sink<'p>,
    ) {
        let sites = self.region(s, c, &h.sites);
        let on = self.cond(s, c, &h.on);
        let n = i64::from(self.num_players());
        let players: Vec<PlayerId> = match &h.to {
            None => (1..=self.num_players()).collect(),
            Some(p) => {
                let p = self.int(s, c, p);
                if (1..=n).contains(&p) {
                    vec![p as PlayerId]
                } else {
                    Vec::new()
                }
            }
        };
        let mut actions = super::action::Actions::new();
        for site in sites.iter() {
            for &player in &players {
                actions.push(Action::SetHidden {
                    site,
                    player,
                    kinds: h.kinds,
                    on,
                });
            }
        }
        out.push(Move {
            actions,
            ..super::walk::effect(Action::Pass)
        });
    }

    /// Marks (or unmarks) `site` for `player` in each kind of `kinds`.
    pub(super) fn set_marks(s: &mut State, site: Site, player: PlayerId, kinds: u8, on: bool) {
        let Some(m) = s.hidden.as_deref_mut() else {
            return;
        };
        for k in 0..KINDS.len() {
            if kinds & (1 << k) == 0 {
                continue;
            }
            if let Some(set) = m.at_mut(player as usize, k) {
                if on {
                    set.insert(site);
                } else {
                    set.remove(site);
                }
            }
        }
    }

    /// A piece moved from `from` to `to` (Ludii's `ActionMoveTopPiece`): `to` takes the
    /// marks of `from`, which loses them when the move emptied it.
    pub(super) fn carry_marks(&self, s: &mut State, from: Site, to: Site) {
        let emptied = self.content(s, from) == 0;
        let Some(m) = s.hidden.as_deref_mut() else {
            return;
        };
        for set in m.0.iter_mut() {
            if set.contains(from) {
                set.insert(to);
            } else {
                set.remove(to);
            }
            if emptied {
                set.remove(from);
            }
        }
    }

    /// `is Hidden`.
    pub(super) fn is_hidden(&self, s: &State, c: &Ctx, h: &IsHidden) -> bool {
        let site = self.site(s, c, &h.at);
        let p = self.int(s, c, &h.to);
        let (Some(m), Ok(p)) = (s.hidden.as_deref(), usize::try_from(p)) else {
            return false;
        };
        m.at(p, kind_index(h.kind))
            .is_some_and(|set| set.contains(site))
    }

    /// `sites Hidden`: the board's sites marked for the player (for any, `to:All`).
    pub(super) fn sites_hidden(&self, s: &State, c: &Ctx, h: &SitesHidden) -> SiteSet {
        let Some(m) = s.hidden.as_deref() else {
            return SiteSet::EMPTY;
        };
        let players: Vec<usize> = match &h.to {
            None => (1..=self.num_players() as usize).collect(),
            Some(p) => usize::try_from(self.int(s, c, p)).into_iter().collect(),
        };
        let board = SiteSet::first(self.program.graph.len());
        let mut out = SiteSet::EMPTY;
        for p in players {
            if let Some(set) = m.at(p, kind_index(h.kind)) {
                out = out.union(&set.intersection(&board));
            }
        }
        out
    }

    /// The start's marks: made after the placements, in the order written.
    pub(super) fn start_marks(&self, s: &mut State) {
        let Some(rules) = self.program.hidden.as_deref() else {
            return;
        };
        s.hidden = Some(Box::new(Marks::new(self.num_players() as usize)));
        let moves = self.generate(s, &Ctx::default(), rules);
        for mv in &moves {
            for &a in &mv.actions {
                if let Action::SetHidden {
                    site,
                    player,
                    kinds,
                    on,
                } = a
                {
                    Engine::set_marks(s, site, player, kinds, on);
                }
            }
        }
    }
}
