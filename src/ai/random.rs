//! The random agent: a uniformly random legal turn, reproducible under its seed.

use super::Agent;
use crate::kernel::{Game, Site, State, Turn};
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

/// One step of a turn as Ludii's moves go: huff, start and landing of the first hop or
/// step, then each further landing; `None` once the turn has ended.
type Step = Option<(Option<Site>, Site, Site)>;

/// Plays as Ludii's random player does: a random *move* at each step rather than a
/// random whole turn. A capture of several hops is chosen hop by hop: first uniformly
/// among the distinct first moves (huff, start and first landing), then among the
/// distinct next landings of the turns that begin so (stopping being one choice when
/// some of them end there), and so on. Turns the kernel merged because they reach the
/// same position by different routes count once, where Ludii would offer each route.
pub struct RandomMoveAgent {
    rng: Xoshiro256PlusPlus,
    keep: Vec<usize>,
    steps: Vec<Step>,
}

impl RandomMoveAgent {
    /// A step-by-step random agent seeded with `seed`.
    pub fn new(seed: u64) -> RandomMoveAgent {
        RandomMoveAgent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            keep: Vec::new(),
            steps: Vec::new(),
        }
    }
}

impl Agent for RandomMoveAgent {
    fn name(&self) -> String {
        "random-move".into()
    }

    fn choose(&mut self, _game: &Game, _state: &State, legal: &[Turn]) -> usize {
        self.keep.clear();
        self.keep.extend(0..legal.len());
        let step = |t: &Turn, depth: usize| -> Step {
            if depth == 0 {
                Some((
                    t.huff,
                    t.from,
                    t.landings().first().copied().unwrap_or(t.from),
                ))
            } else {
                t.landings().get(depth).map(|&s| (None, s, s))
            }
        };
        let mut depth = 0;
        while self.keep.len() > 1 && depth <= crate::kernel::MAX_PATH {
            self.steps.clear();
            for &i in &self.keep {
                let s = step(&legal[i], depth);
                if !self.steps.contains(&s) {
                    self.steps.push(s);
                }
            }
            let pick = self.steps[self.rng.gen_range(0..self.steps.len())];
            self.keep.retain(|&i| step(&legal[i], depth) == pick);
            depth += 1;
        }
        // Turns alike in every step (one route, a different promotion) are one move
        // each in Ludii too: the choice between them is uniform.
        self.keep[self.rng.gen_range(0..self.keep.len())]
    }
}
