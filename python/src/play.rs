//! One game of a batch, on either engine: the general engine, or for a draughts rule
//! set the kernel played move by move (`ludic::game::HopStepper`), which the batch uses
//! by default for those games since it is the faster. Both number the same moves,
//! give the same observation and end the same way (a differential test in the
//! repository's tests plays them side by side); the kernel's game keeps its actions, so
//! that its position can be handed over as an OpenSpiel state of the general engine.

use crate::game::Game;
use crate::prefetch;
use ludic::engine::{Over, Stepper};
use ludic::game::HopStepper;
use rand::Rng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// Which engine a batch steps on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    General,
    Kernel,
}

impl Engine {
    /// The engine named `name` (`auto`: the kernel when the game has one) for `game`.
    pub fn choose(game: &Game, name: &str) -> Result<Engine, String> {
        match (name, game.hop.is_some()) {
            ("auto", true) | ("kernel", true) => Ok(Engine::Kernel),
            ("auto", false) | ("general", _) => Ok(Engine::General),
            ("kernel", false) => Err(format!(
                "{} is not a draughts rule set the kernel plays; use engine=\"general\"",
                game.engine.program.name
            )),
            _ => Err(format!(
                "unknown engine {name:?}: expected \"auto\", \"kernel\" or \"general\""
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Engine::General => "general",
            Engine::Kernel => "kernel",
        }
    }
}

/// A game in progress.
// The batch keeps its games side by side and steps through them in order: a boxed
// general engine would cost a pointer hop per step, and the kernel's games waste only
// memory, which a batch of them does not lack.
#[allow(clippy::large_enum_variant)]
#[derive(Clone)]
pub enum Play {
    General(Stepper<'static>),
    /// The kernel's game and the actions played since its start.
    Kernel(HopStepper<'static>, Vec<u32>),
}

impl Play {
    /// A game at its start; a game with dice draws its stream from `rng`.
    pub fn start(game: &Game, engine: Engine, rng: &mut Xoshiro256PlusPlus) -> Play {
        match (engine, game.hop) {
            (Engine::Kernel, Some(hop)) => Play::Kernel(HopStepper::start(hop), Vec::new()),
            _ => {
                let mut st = Stepper::start(game.engine);
                if game.engine.is_stochastic() {
                    st.reseed(rng.gen());
                }
                Play::General(st)
            }
        }
    }

    /// Numbers the legal moves into `out`.
    pub fn numbers_into(&self, game: &Game, out: &mut Vec<u32>) -> Result<(), String> {
        match self {
            Play::General(st) => game
                .index
                .index_moves_into(st.moves(), out)
                .map_err(|c| c.to_string()),
            Play::Kernel(h, _) => {
                h.numbers_into(out);
                Ok(())
            }
        }
    }

    /// Plays the move numbered `action`, the `k`-th of `numbers`.
    pub fn play(&mut self, action: u32, k: usize) -> Result<(), String> {
        match self {
            Play::General(st) => {
                st.play(k);
                Ok(())
            }
            Play::Kernel(h, played) => {
                played.push(action);
                h.play(action)
            }
        }
    }

    /// How the game ended, once it has.
    pub fn over(&self) -> Option<Over> {
        match self {
            Play::General(st) => st.state().over,
            Play::Kernel(h, _) => h.over(),
        }
    }

    /// The player to move, 1-based.
    pub fn mover(&self) -> u8 {
        match self {
            Play::General(st) => st.mover(),
            Play::Kernel(h, _) => h.mover(),
        }
    }

    /// Writes the observation into `out`.
    pub fn write_planes(&self, game: &Game, out: &mut [f32]) {
        match self {
            Play::General(st) => game.planes.write(game.engine, st.state(), out),
            Play::Kernel(h, _) => h.write_planes(out),
        }
    }

    /// The position on the general engine (the kernel's game replayed there).
    pub fn to_stepper(&self, game: &Game) -> Result<Stepper<'static>, String> {
        match self {
            Play::General(st) => Ok(st.clone()),
            Play::Kernel(_, played) => {
                let mut st = Stepper::start(game.engine);
                let mut numbers = Vec::new();
                for &a in played {
                    game.index
                        .index_moves_into(st.moves(), &mut numbers)
                        .map_err(|c| c.to_string())?;
                    let k = numbers.iter().position(|&x| x == a).ok_or_else(|| {
                        format!(
                            "action {a} of the kernel's game is not legal on the general engine"
                        )
                    })?;
                    st.play(k);
                }
                Ok(st)
            }
        }
    }

    /// Fetches ahead what a step of this game reads on the heap.
    pub fn prefetch(&self, numbers: &[u32]) {
        match self {
            Play::General(st) => prefetch::heap(st, numbers),
            Play::Kernel(h, _) => prefetch::spans(|f| h.heap_spans(f), numbers),
        }
    }
}
