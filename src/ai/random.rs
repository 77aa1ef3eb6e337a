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

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(from: Site, path: &[Site]) -> Turn {
        let mut p = [0; crate::kernel::MAX_PATH];
        p[..path.len()].copy_from_slice(path);
        Turn {
            huff: None,
            from,
            path: p,
            path_len: path.len() as u8,
            captured: 0,
            promotes: false,
            rank: 0,
            huffable_after: 0,
        }
    }

    #[test]
    fn random_move_picks_hop_by_hop() {
        let rules = crate::game::rules_from_file(
            std::path::Path::new("games/dum-blas.lud"),
            &crate::load::Selection::default(),
        )
        .expect("loads");
        let game = Game::new(rules).expect("builds");
        let s = game.start();
        // Two first moves, 1-2 and 1-3; the second goes on to 5 or to 7. Ludii's player
        // takes 1-2 half the time; a random whole turn would take it a third of the time.
        let legal = [turn(1, &[2]), turn(1, &[3, 5]), turn(1, &[3, 7])];
        let (mut by_move, mut by_turn) = (RandomMoveAgent::new(3), RandomAgent::new(3));
        let mut counts = [[0u32; 3]; 2];
        for _ in 0..6000 {
            counts[0][by_move.choose(&game, &s, &legal)] += 1;
            counts[1][by_turn.choose(&game, &s, &legal)] += 1;
        }
        let share = |c: u32| f64::from(c) / 6000.0;
        assert!((share(counts[0][0]) - 0.5).abs() < 0.03, "{counts:?}");
        assert!((share(counts[0][1]) - 0.25).abs() < 0.03, "{counts:?}");
        assert!((share(counts[1][0]) - 1.0 / 3.0).abs() < 0.03, "{counts:?}");
    }
}
