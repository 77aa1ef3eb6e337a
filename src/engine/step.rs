//! A game played one move at a time, as Ludii's API plays it: the mover's legal moves
//! as a list, one applied, then the next mover's. A capture of several jumps is several
//! moves by the same player. This is what a learning agent or an outside search (the
//! Python package) drives; whole turns stay in [`super::turns`].
//!
//! [`Stepper`] keeps the legal moves of its position listed, so a caller that reads
//! them and then applies one pays for one generation per move, and it reuses the
//! playout's listing ahead (`probe`) where the end rules list the next player's moves
//! anyway, so a random game stepped here costs what [`Engine::playout`] costs.

use super::probe::Ahead;
use super::{Engine, Move, State};

/// A position with its legal moves listed (Ludii's forced pass included; none once the
/// game is over).
#[derive(Clone, Debug)]
pub struct Stepper<'p> {
    engine: &'p Engine,
    state: State,
    moves: Vec<Move<'p>>,
    /// Spare list the look-ahead fills with the next mover's moves.
    next: Vec<Move<'p>>,
    ahead: Ahead,
}

impl<'p> Stepper<'p> {
    /// The position `state` of `engine`'s game, its moves listed.
    pub fn new(engine: &'p Engine, state: State) -> Stepper<'p> {
        let mut s = Stepper {
            engine,
            state,
            moves: Vec::with_capacity(32),
            next: Vec::with_capacity(32),
            ahead: Ahead::new(engine),
        };
        s.list();
        s
    }

    /// The game's start.
    pub fn start(engine: &'p Engine) -> Stepper<'p> {
        Stepper::new(engine, engine.start())
    }

    /// The engine.
    pub fn engine(&self) -> &'p Engine {
        self.engine
    }

    /// The position.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The legal moves of the player to move, in the engine's order (empty once the
    /// game is over; a single pass when the mover has no move).
    pub fn moves(&self) -> &[Move<'p>] {
        &self.moves
    }

    /// The player to move, 1-based as the engine numbers players.
    pub fn mover(&self) -> u8 {
        self.state.mover
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.state.over.is_some()
    }

    /// Plays the `i`-th legal move; false (and nothing played) when there is none.
    pub fn play(&mut self, i: usize) -> bool {
        if i >= self.moves.len() {
            return false;
        }
        let mv = self.moves.swap_remove(i);
        let listed = if self.ahead.lists() {
            self.engine
                .apply_listing_next(&mut self.state, &mv, &mut self.next, &mut self.ahead)
        } else {
            self.engine.apply(&mut self.state, &mv);
            false
        };
        if listed {
            std::mem::swap(&mut self.moves, &mut self.next);
            self.engine.or_pass(&mut self.state, &mut self.moves);
        } else {
            self.list();
        }
        true
    }

    /// Lists the moves of the position afresh.
    fn list(&mut self) {
        self.moves.clear();
        if self.state.over.is_none() {
            self.engine
                .moves_or_pass_into(&mut self.state, &mut self.moves);
        }
    }

    /// Sets the chance stream of the position (nothing in a game without dice) and lists
    /// its moves again, since in a game with dice they may depend on it.
    pub fn reseed(&mut self, seed: u64) {
        self.engine.seed_chance(&mut self.state, seed);
        self.list();
    }
}
