//! The random agent: a uniformly random legal turn, reproducible under its seed.

use super::Agent;
use crate::kernel::{Game, State, Turn};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays a uniformly random legal turn.
pub struct RandomAgent {
    rng: Xoshiro256PlusPlus,
}

impl RandomAgent {
    /// A random agent seeded with `seed`.
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Agent for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, _game: &Game, _state: &State, legal: &[Turn]) -> usize {
        self.rng.gen_range(0..legal.len().max(1))
    }
}
