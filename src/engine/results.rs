//! The end of a game of one player or of more than two, as Ludii's `End.applyResult`
//! decides it: a result takes its player out of play (inactive) with a rank, the game
//! goes on among the players still active, and it ends when none is; the winner is
//! the player ranked first, if any. A one-player game (a puzzle) is won or not: its
//! loss and its draw leave no winner. Two-player games keep the engine's first
//! rule that holds (`Engine::end_by`), which is what these rules come to with two.

use super::eval::Ctx;
use super::{Engine, Over, State};
use crate::program::{EndRule, Outcome, PlayerId};

/// The ranks given so far, in a game of one player or more than two: set at the
/// first result, so that the positions of every other game copy no more than before.
/// Ludii's state hash leaves the ranks out (the active players are in it: `State::
/// active`), so they take no part in a position's identity.
#[derive(Clone, Debug, Default)]
pub struct Ranks {
    /// Twice each player's rank (index = player; 0: no rank yet), so that ranks
    /// shared by a draw (halves) stay integers.
    twice: [u16; 17],
    /// Players ranked by a win, and by a loss.
    winners: u8,
    losers: u8,
}

impl Ranks {
    /// Player `p`'s rank (1-based player; 1.0 first, a shared rank halfway), `None`
    /// while it has none: a read-only view for whoever shows the game.
    pub fn rank(&self, p: usize) -> Option<f64> {
        self.twice
            .get(p)
            .filter(|&&t| t > 0)
            .map(|&t| f64::from(t) / 2.0)
    }
}

impl PartialEq for Ranks {
    fn eq(&self, _: &Ranks) -> bool {
        true
    }
}
impl Eq for Ranks {}
impl std::hash::Hash for Ranks {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// The bit of player `p` (1-based) in [`State::active`].
#[inline]
pub(super) fn bit(p: PlayerId) -> u16 {
    1u16.checked_shl(u32::from(p).wrapping_sub(1)).unwrap_or(0)
}

impl Engine {
    /// The end rules of a game of one player or more than two: every rule that holds
    /// for a player still active gives its result, in order (Ludii does not stop at
    /// the first); the game is over once no player is active.
    pub(super) fn end_many(
        &self,
        s: &mut State,
        rules: &[EndRule],
        next_has_moves: Option<bool>,
    ) -> Option<Over> {
        // Losses in this one evaluation share their rank, as in Ludii.
        let mut losses = 0u16;
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
                if !holds {
                    continue;
                }
                if let Some(g) = rule.team {
                    // Only a team's win is compiled (Ludii 1.3.12 leaves the others
                    // undone).
                    if let Some(over) = self.team_win(s, g) {
                        return Some(over);
                    }
                    continue;
                }
                let who = self.who(s, &c, rule.who);
                match rule.outcome {
                    Outcome::Draw => self.draw_all(s),
                    Outcome::ByScore | Outcome::ByScoreMisere => {
                        s.active = 0;
                        return Some(self.by_score(s, rule));
                    }
                    _ if s.active & bit(who) == 0 => {}
                    Outcome::Win => self.win(s, who),
                    Outcome::Loss => {
                        self.loss(s, who, losses);
                        losses += 1;
                    }
                }
                if s.active == 0 {
                    return Some(self.status(s));
                }
            }
        }
        None
    }

    fn ranks<'a>(&self, s: &'a mut State) -> &'a mut Ranks {
        s.ranks.get_or_insert_with(Default::default)
    }

    /// `(result P Win)`: `P` leaves play with the next winner's rank; the last player
    /// left then takes the rank after it.
    fn win(&self, s: &mut State, who: PlayerId) {
        s.active &= !bit(who);
        let r = self.ranks(s);
        r.winners += 1;
        let rank = u16::from(r.winners);
        r.twice[who as usize] = 2 * rank;
        if s.active.count_ones() == 1 {
            let last = s.active.trailing_zeros() as usize + 1;
            let r = self.ranks(s);
            r.twice[last] = 2 * (rank + 1);
            r.losers += 1;
            s.active = 0;
        }
    }

    /// `(result P Loss)`, the `simul`-th loss of this evaluation: `P` leaves play with
    /// the next loser's rank from the bottom (shared with the losses before it in the
    /// same evaluation); the last player left takes the next winner's rank. The
    /// one player of a puzzle just ends it, with no winner.
    fn loss(&self, s: &mut State, who: PlayerId, simul: u16) {
        let n = self.num_players() as u16;
        s.active &= !bit(who);
        if s.next == who && n != 1 {
            s.next = self.next_active(s, who.wrapping_sub(1));
        }
        if n == 1 {
            s.active = 0;
            return;
        }
        let r = self.ranks(s);
        // Ludii's ranks, doubled: the new loss's rank is n - losers, and the losses of
        // one evaluation share the mean of the ranks they take.
        let rank = 2 * (n - u16::from(r.losers));
        let (prev, shared) = if simul == 0 {
            (rank + 1, rank)
        } else {
            (rank + simul + 1, rank + simul)
        };
        r.twice[who as usize] = shared;
        r.losers += 1;
        for x in r.twice.iter_mut() {
            if *x == prev {
                *x = shared;
            }
        }
        if s.active.count_ones() == 1 {
            let last = s.active.trailing_zeros() as usize + 1;
            let r = self.ranks(s);
            r.winners += 1;
            r.twice[last] = 2 * u16::from(r.winners);
            s.active = 0;
        }
    }

    /// `(result All Draw)` (and any draw): the players without a rank share the
    /// middle of the ranks left; a puzzle's draw leaves it unwon.
    fn draw_all(&self, s: &mut State) {
        let n = self.num_players() as u16;
        let active = s.active.count_ones() as u16;
        let r = self.ranks(s);
        if n > 1 {
            // (active + 1) / 2 + winners, doubled.
            let twice = active + 1 + 2 * u16::from(r.winners);
            for x in r.twice.iter_mut().skip(1).take(n as usize) {
                if *x == 0 {
                    *x = twice;
                }
            }
        }
        s.active = 0;
    }

    /// The end by the limit of turns or moves, as Ludii's: the players without a
    /// rank share the ranks left, and a player already ranked first wins.
    pub(super) fn limit_over(&self, s: &mut State) -> Over {
        if s.ranks.is_none() {
            return Over::Draw;
        }
        self.draw_all(s);
        self.status(s)
    }

    /// The game's status once no player is active: the player ranked first wins;
    /// with none, nobody does.
    pub(super) fn status(&self, s: &State) -> Over {
        let first = s
            .ranks
            .as_deref()
            .and_then(|r| (1..=self.num_players()).find(|&p| r.twice.get(p as usize) == Some(&2)));
        first.map_or(Over::Draw, Over::Win)
    }

    /// A team's win: its players share the first rank no player holds (Ludii's
    /// search for a free rank), which is returned.
    pub(super) fn rank_winners(&self, s: &mut State, members: u16) -> u16 {
        let n = self.num_players();
        let r = self.ranks(s);
        let rank = (1..=u16::from(n))
            .find(|&k| !r.twice.iter().any(|&t| t == 2 * k))
            .unwrap_or(1);
        for p in 1..=n {
            if members & bit(p) != 0 {
                r.twice[p as usize] = 2 * rank;
                r.winners += 1;
            }
        }
        rank
    }

    /// The players left when a team has won: they share the rank after the winners'.
    pub(super) fn rank_losers(&self, s: &mut State, losers: u16, rank: u16) {
        let n = self.num_players();
        let r = self.ranks(s);
        for p in 1..=n {
            if losers & bit(p) != 0 {
                r.twice[p as usize] = 2 * rank;
                r.losers += 1;
            }
        }
    }

    /// The first active player after `p` in turn order (`p` itself when no other is).
    #[inline]
    pub(super) fn next_active(&self, s: &State, p: PlayerId) -> PlayerId {
        let n = self.num_players().max(1);
        let after = |q: PlayerId| if q >= n { 1 } else { q + 1 };
        let mut q = after(p);
        // Every player is in play in a two-player game still going on: one test.
        if s.active >> (q - 1) & 1 == 0 && s.active != 0 {
            while s.active & bit(q) == 0 {
                q = after(q);
            }
        }
        q
    }
}
