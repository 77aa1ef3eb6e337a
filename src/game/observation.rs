//! A position as planes of numbers, for learning agents: one column per site (the
//! board's, then the hands', as Ludii numbers them) and one plane per fact, so every
//! board, grid or graph, gives the same kind of tensor.
//!
//! The planes, in order (`docs/python.md` lists them too):
//!
//! 1. one per piece kind (each component: a kind and its owner, in the game's order):
//!    1 where it is the top piece of a board site; in a hand's column, how many the hand
//!    holds;
//! 2. in a game of stacks only, one more per piece kind: how many of it lie under the
//!    top piece of each site;
//! 3. the pieces captured this turn and still on the board (`sites ToClear`);
//! 4. the site the mover's piece stands on in the middle of a turn (a capture of
//!    several jumps goes on from there), none at the start of a turn;
//! 5. one per player: all ones when that player is to move;
//! 6. in a game with dice only, one per die: its value everywhere (Ludii's current
//!    value: the face rolled, 0 once the die is used).
//!
//! The game is of perfect information: every player observes the same planes.

use crate::engine::{Engine, State};
use crate::program::Site;

/// The shape of a game's observation: planes and their width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Planes {
    comps: usize,
    stacks: bool,
    players: usize,
    dice: usize,
    board: usize,
    /// Sites per plane (board and hands).
    pub width: usize,
}

impl Planes {
    /// The planes of `engine`'s game.
    pub fn of(engine: &Engine) -> Planes {
        let board = engine.program.graph.len();
        Planes {
            comps: engine.program.comps.len(),
            stacks: engine.stacking,
            players: engine.num_players() as usize,
            dice: engine.num_dice(),
            board,
            width: board + engine.program.hands.len(),
        }
    }

    /// How many planes.
    pub fn count(&self) -> usize {
        self.comps * if self.stacks { 2 } else { 1 } + 2 + self.players + self.dice
    }

    /// Numbers in one observation (planes times width).
    pub fn len(&self) -> usize {
        self.count() * self.width
    }

    /// Never: every game has a board and players.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The plane of piece kind `comp` (1-based, as a state holds it).
    pub fn piece_plane(&self, comp: usize) -> usize {
        comp - 1
    }

    /// The plane of the pieces captured this turn and still on the board.
    pub fn to_clear_plane(&self) -> usize {
        self.comps * if self.stacks { 2 } else { 1 }
    }

    /// The plane of the site the mover's piece stands on in the middle of a turn.
    pub fn landing_plane(&self) -> usize {
        self.to_clear_plane() + 1
    }

    /// The plane that is all ones when player `p` (0-based) is to move.
    pub fn mover_plane(&self, p: usize) -> usize {
        self.to_clear_plane() + 2 + p
    }

    /// Writes the observation of `s` into `out` (`len()` numbers, planes one after
    /// the other), overwriting all of it.
    pub fn write(&self, e: &Engine, s: &State, out: &mut [f32]) {
        out.fill(0.0);
        let w = self.width;
        let mut at = |plane: usize, site: usize, v: f32| {
            if let Some(x) = out.get_mut(plane * w + site) {
                *x = v;
            }
        };
        for (site, &c) in s.what.iter().enumerate().take(self.board) {
            if c != 0 {
                at(c as usize - 1, site, 1.0);
            }
        }
        if let Some(held) = s.held.as_deref() {
            for (i, slot) in held.hand.iter().enumerate() {
                if slot.comp != 0 && slot.count > 0 {
                    at(slot.comp as usize - 1, self.board + i, slot.count as f32);
                }
            }
        }
        let mut plane = self.comps;
        if self.stacks {
            for site in 0..self.board {
                let height = e.stack_size(s, site as Site);
                for level in 0..height.saturating_sub(1) {
                    let c = e.what_at_level(s, site as Site, level as i64);
                    if c != 0 {
                        let k = (plane + c as usize - 1) * w + site;
                        if let Some(x) = out.get_mut(k) {
                            *x += 1.0;
                        }
                    }
                }
            }
            plane += self.comps;
        }
        let mut at = |plane: usize, site: usize, v: f32| {
            if let Some(x) = out.get_mut(plane * w + site) {
                *x = v;
            }
        };
        for site in s.to_clear.iter() {
            at(plane, site as usize, 1.0);
        }
        plane += 1;
        if s.last.moves_this_turn > 0 && (s.last.to as usize) < w {
            at(plane, s.last.to as usize, 1.0);
        }
        plane += 1;
        if let Some(p) = (s.mover as usize)
            .checked_sub(1)
            .filter(|&p| p < self.players)
        {
            for site in 0..w {
                at(plane + p, site, 1.0);
            }
        }
        plane += self.players;
        if let Some(d) = s.dice.as_deref() {
            for (i, &v) in d.value.iter().enumerate().take(self.dice) {
                for site in 0..w {
                    at(plane + i, site, v as f32);
                }
            }
        }
    }
}
