//! ludic's `(no Progress N)` on the general engine: the turns in a row that removed no
//! piece and moved no man, counted in `Last::quiet` as the kernel counts them (a
//! capture, a huff or a man's move starts the count again). Only a program with the
//! rule pays for it: every other game skips this at one test of an `Option`.

use super::{Action, Engine, State};
use crate::program::{Bool, Program};

/// What the engine needs to count quiet turns.
#[derive(Clone, Debug)]
pub(crate) struct Progress {
    /// Whether a component's moves count as progress (index = component id).
    men: Vec<bool>,
}

impl Progress {
    /// The rule's men, when an end rule of the program says `(no Progress N)`.
    pub(crate) fn of(p: &Program) -> Option<Progress> {
        let men = p.end.iter().find_map(|r| match &r.cond {
            Bool::NoProgress { men, .. } => Some(men),
            _ => None,
        })?;
        let mut is_man = vec![false; p.comps.len() + 1];
        for &c in men {
            if let Some(m) = is_man.get_mut(c as usize) {
                *m = true;
            }
        }
        Some(Progress { men: is_man })
    }
}

impl Engine {
    /// Whether playing `actions` on `s` (before they are played) moves a man; the
    /// removals are seen by the count of pieces before and after.
    pub(super) fn moves_a_man(&self, s: &State, actions: &[Action]) -> bool {
        let Some(p) = &self.progress else {
            return false;
        };
        actions.iter().any(|a| match *a {
            Action::Move { from, .. } | Action::MoveN { from, .. } => s
                .what
                .get(from as usize)
                .is_some_and(|&c| p.men.get(c as usize).copied().unwrap_or(false)),
            _ => false,
        })
    }

    /// The pieces on the board (for seeing removals).
    pub(super) fn pieces_on_board(s: &State) -> usize {
        s.what.iter().filter(|&&c| c != 0).count()
    }

    /// The start position when the end rules, tried on it as if the player before the
    /// first had just moved, end the game (`Program::ends_at_start`): then, as after any
    /// last move, that player is the mover of the finished game.
    pub(super) fn over_at_start(&self) -> Option<State> {
        let mut s = self.start.clone();
        let first = s.mover;
        let players = self.num_players() as crate::program::PlayerId;
        let before = (1..=players).find(|&p| self.after(p) == first)?;
        s.mover = before;
        s.prev = before;
        s.next = first;
        s.over = Some(self.end_by(&mut s, &self.program.end, None)?);
        Some(s)
    }

    /// At the end of a turn, counts it as quiet or starts the count again.
    pub(super) fn count_quiet_turn(s: &mut State) {
        s.last.quiet = if s.last.progress {
            0
        } else {
            s.last.quiet.saturating_add(1)
        };
        s.last.progress = false;
    }
}
