//! Teams (`(set Team N {...})`), as Ludii's state keeps them: every player starts in
//! the team of its own number and `set Team` moves players into team N. A game with
//! teams reads `Enemy` as the players outside the mover's team and `Friend` as the
//! players inside it; a game without them is the case of one player per team, so the
//! same tests serve every game.

use super::eval::Ctx;
use super::results::bit;
use super::{Engine, Over, State};
use crate::program::{Group, PlayerId, Region};

impl Engine {
    /// Player `p`'s team: the number `set Team` gave it, else its own.
    #[inline]
    pub(super) fn team_of(&self, p: PlayerId) -> PlayerId {
        match self.program.players.get(usize::from(p).wrapping_sub(1)) {
            Some(pl) if pl.team != 0 => pl.team,
            _ => p,
        }
    }

    /// Whether `p` is an enemy of the mover (Ludii's `is Enemy`): a player (not 0)
    /// outside the mover's team.
    #[inline]
    pub(crate) fn is_enemy(&self, s: &State, p: PlayerId) -> bool {
        p != 0 && self.team_of(p) != self.team_of(s.mover)
    }

    /// Whether `p` is a friend of the mover (Ludii's `is Friend`): the mover or a
    /// player of its team.
    #[inline]
    pub(crate) fn is_friend(&self, s: &State, p: PlayerId) -> bool {
        p != 0 && (p == s.mover || self.team_of(p) == self.team_of(s.mover))
    }

    /// The players of a group (bit `p - 1`).
    pub(super) fn group_mask(&self, s: &State, g: Group) -> u16 {
        let team = match g {
            Group::Team(t) => t,
            Group::Friend | Group::Enemy => self.team_of(s.mover),
        };
        (1..=self.num_players())
            .filter(|&p| (self.team_of(p) == team) != (g == Group::Enemy))
            .fold(0, |m, p| m | bit(p))
    }

    /// The players of a group, in order.
    fn members(&self, s: &State, g: Group) -> impl Iterator<Item = PlayerId> {
        let mask = self.group_mask(s, g);
        (1..=self.num_players()).filter(move |&p| mask & bit(p) != 0)
    }

    /// `(no Pieces GROUP ["Name"])`: no player of the group has such a piece.
    pub(super) fn no_pieces_of(
        &self,
        s: &State,
        c: &Ctx,
        g: Group,
        name: Option<u16>,
        within: Option<&Region>,
    ) -> bool {
        let within = within.map(|r| self.region(s, c, r));
        self.members(s, g).all(|p| match &within {
            Some(sites) => self.none_in(s, sites, Some(p), name),
            None => self.player_has_none(s, p, name),
        })
    }

    /// `(count Pieces GROUP ["Name"])`: the pieces of the group's players, summed.
    pub(super) fn count_pieces_of(
        &self,
        s: &State,
        c: &Ctx,
        g: Group,
        name: Option<u16>,
        within: Option<&Region>,
    ) -> i64 {
        let within = within.map(|r| self.region(s, c, r));
        self.members(s, g)
            .map(|p| match &within {
                Some(sites) => self.pieces_in(s, sites, Some(p), name),
                None => self.player_pieces(s, p, name),
            })
            .sum()
    }

    /// `(result TEAM Win)` in a game of more than two players, as Ludii's
    /// `applyTeamResult`: the team's players leave play as winners sharing the next
    /// rank; when the players still in play are then all of one team, the game is over.
    pub(super) fn team_win(&self, s: &mut State, g: Group) -> Option<Over> {
        let members = self.group_mask(s, g);
        s.active &= !members;
        let rank = self.rank_winners(s, members);
        let mut teams = (1..=self.num_players())
            .filter(|&p| s.active & bit(p) != 0)
            .map(|p| self.team_of(p));
        let first = teams.next();
        let one_team = first.is_some() && teams.all(|t| Some(t) == first);
        if one_team || s.active == 0 {
            let losers = s.active;
            s.active = 0;
            self.rank_losers(s, losers, rank + members.count_ones() as u16);
            return Some(self.status(s));
        }
        None
    }

    /// `(result TEAM Win)` in a two-player game: its first player wins.
    pub(super) fn team_win_of_two(&self, s: &State, g: Group) -> Over {
        let members = self.group_mask(s, g);
        match (1..=self.num_players()).find(|&p| members & bit(p) != 0) {
            Some(p) => Over::Win(p),
            None => Over::Draw,
        }
    }
}
