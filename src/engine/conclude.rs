//! The second half of applying a move, once its actions are made: the end rules,
//! Ludii's all-pass draw and limits, the record for `no Repeat`, then the change of
//! phase and of mover.

use super::apply::Made;
use super::{Engine, Over, State, MOVE_LIMIT};
use crate::program::SiteSet;

impl Engine {
    /// Whether, with more than two players, each of the other players' last turns was a
    /// pass: Ludii's all-pass rule looks back over one turn per player. `s.passes`
    /// (the passes in a row before this move) counts those turns, each a single pass;
    /// with two, the turn before (`State::passed`) says it.
    fn all_others_passed(&self, s: &State) -> bool {
        let players = self.program.players.len();
        players <= 2 || usize::from(s.passes) + 1 >= players
    }

    /// The second half of [`apply`](Self::apply): the end rules and the next mover;
    /// `next_has_moves`, when known, answers the rule `(no Moves Next)`.
    pub(super) fn conclude(&self, s: &mut State, made: Made, next_has_moves: Option<bool>) {
        let Made {
            mover,
            is_pass,
            first_of_turn,
            key,
        } = made;
        s.last.moves += 1;
        if self.progress.is_some() && s.next != mover {
            Self::count_quiet_turn(s);
        }
        // The mover's phase's end rules first, then the game's (Ludii tries each
        // only when it has some).
        let phased = !self.program.phases.is_empty();
        if s.over.is_none() && (!self.program.end.is_empty() || phased && self.phase_ends(s)) {
            if phased {
                s.over = self.phase_over(s);
            }
            if s.over.is_none() {
                s.over = self.end_by(s, &self.program.end, next_has_moves);
            }
            // Ludii's all-pass rule (`Context.allPass`): a turn that is one pass, after
            // a turn of each other player that began with a pass, draws the game; not
            // in a game with dice (Ludii's `NotAllPass` flag), where the next roll may
            // allow a move, nor in one whose meta rules say `(passEnd NoEnd)`, nor in
            // one that asks `(all Passed)` itself (its end rules say what follows),
            // which set that flag too.
            if s.over.is_none()
                && is_pass
                && first_of_turn
                && s.passed[0]
                && self.all_others_passed(s)
                && self.program.dice.is_empty()
                && !self.program.pass_no_end
                && !self.tracks_passes
            {
                s.over = Some(Over::Draw);
            }
        }
        if s.over.is_none() && (s.last.turns + 1 >= self.turn_limit() || s.last.moves >= MOVE_LIMIT)
        {
            s.over = Some(self.limit_over(s));
        }
        s.last.counter += 1;
        // Ludii records the position for its `no Repeat` rule after the end rules.
        self.record_repeat(s, first_of_turn, key);
        if s.over.is_some() {
            // A game of a match ends; the match may go on (`game_match`).
            self.hold_game_end(s);
            s.prev = mover;
            return;
        }
        s.passes = if is_pass {
            s.passes.saturating_add(1)
        } else {
            0
        };
        // Ludii changes phases before the previous player is updated.
        if !self.program.phases.is_empty() {
            self.next_phases(s);
        }
        s.prev = mover;
        s.mover = s.next;
        if s.mover == mover {
            s.last.moves_this_turn += 1;
            // Ludii marks the move's ends visited while the same player moves on.
            if self.tracks_visited {
                for site in [s.last.from, s.last.to] {
                    if (site as usize) < s.what.len() {
                        s.last.visited.insert(site);
                    }
                }
            }
        } else {
            s.last.visited = SiteSet::EMPTY;
            s.last.moves_this_turn = 0;
            s.last.turns += 1;
        }
        s.next = self.next_active(s, s.mover);
        if self.tracks_cycle {
            super::votes::record(s, self.num_players());
        }
    }
}
