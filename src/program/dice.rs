//! Dice, as equipment: Ludii's `(dice ...)` container ([`Dice`]), a set of dice of one
//! owner whose sites follow the board's and the hands'. What rolls them and what reads
//! them are moves and functions of the program (`MovesKind::Roll`,
//! `MovesKind::ForEachDie`, `Int::Pips`, `Int::Face`, `Int::CountPips`,
//! `Bool::DiceEqual`, `Bool::DiceUsed`, `Bool::AnyDie`); the engine keeps the faces
//! rolled in its own module (`engine::dice`).

use super::{PlayerId, Program, Site};
use serde::Serialize;

/// A container of dice (Ludii's `Dice`): `num` dice, each with its faces' values.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Dice {
    /// The owner (0: shared, Ludii's default).
    pub owner: PlayerId,
    /// Each die's faces, in order: a roll draws one of them uniformly (Ludii's
    /// `Die.roll`: `rng.nextInt(faces.length)`). A die shows its first face before its
    /// first roll, as Ludii places each die with state 0.
    pub faces: Vec<Vec<i32>>,
    /// The site of the first die: Ludii numbers the dice's sites after the board's and
    /// the hands'.
    pub first: Site,
}

impl Dice {
    /// How many dice it holds.
    pub fn len(&self) -> usize {
        self.faces.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }
}

impl Program {
    /// Whether the game has chance (Ludii's `isStochasticGame()`: a die among the
    /// components).
    pub fn is_stochastic(&self) -> bool {
        self.dice.iter().any(|d| !d.is_empty())
    }

    /// How many dice the game has, in all of its dice containers.
    pub fn num_dice(&self) -> usize {
        self.dice.iter().map(Dice::len).sum()
    }

    /// The containers Ludii counts (`game.equipment().containers()`): the board, each
    /// hand, each container of dice.
    pub fn containers(&self) -> usize {
        1 + self.hands.len() + self.dice.len()
    }
}
