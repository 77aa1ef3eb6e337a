//! A batch of games of one game stepped together in Rust: actions in, rewards and
//! terminations out as numpy arrays, observations and legal actions on demand; each
//! game starts again as soon as it ends (autoreset). The work runs with the GIL
//! released, spread over the machine's cores by rayon.

use crate::game::Game;
use crate::play::{Engine, Play};
use crate::prefetch;
use crate::state::State;
use crate::LudicError;
use numpy::ndarray::Array2;
use numpy::{IntoPyArray, PyArray1, PyArray2, PyReadonlyArray1};
use pyo3::prelude::*;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use rayon::prelude::*;

/// Games per rayon task: below this a batch is stepped on the calling thread.
const CHUNK: usize = 64;

/// How many games ahead of the one it steps a task fetches the game's memory on the
/// heap (`prefetch`)...
const AHEAD: usize = 2;

/// ...and the game's own record, whose pointers to that memory must be in the cache
/// by then.
const AHEAD_RECORD: usize = 6;

/// One game of the batch.
#[derive(Clone)]
struct Slot {
    play: Play,
    /// The legal moves' numbers, in the engine's order.
    numbers: Vec<u32>,
    /// Draws the random actions and the dice streams of the games it starts.
    rng: Xoshiro256PlusPlus,
}

impl Slot {
    /// Plays action `a` in game `i` (its number in the batch, for the error), starts
    /// the game again when it ended, and numbers the new position's moves.
    fn step(&mut self, b: &Batch, i: usize, a: i64, o: &mut Outcome) -> Result<i64, String> {
        let Some(k) = self.numbers.iter().position(|&x| x as i64 == a) else {
            return Err(format!("game {i}: action {a} is not legal there"));
        };
        self.play
            .play(a as u32, k)
            .map_err(|e| format!("game {i}: {e}"))?;
        if let Some(over) = self.play.over() {
            o.ended = true;
            o.winner = match over {
                ludic::engine::Over::Win(w) => w,
                ludic::engine::Over::Draw => 0,
            };
            self.play = Play::start(&b.game, b.engine, &mut self.rng);
        }
        self.renumber(b)
    }

    /// Numbers the legal moves of the position, and draws the random action of
    /// `random_actions` now, while the game is in the cache (-1 when the game has no
    /// move, which only a game over has, and a game over has started again).
    fn renumber(&mut self, b: &Batch) -> Result<i64, String> {
        self.play.numbers_into(&b.game, &mut self.numbers)?;
        Ok(match self.numbers.len() {
            0 => -1,
            n => self.numbers[self.rng.gen_range(0..n)] as i64,
        })
    }
}

/// What every game of a batch shares: the game and the engine it steps on.
struct Batch {
    game: Game,
    engine: Engine,
}

/// `n` games of one game stepped together.
#[pyclass(module = "ludic._ludic")]
pub struct VectorGame {
    batch: Batch,
    slots: Vec<Slot>,
    /// The random action drawn for each game's position (`random_actions`).
    random: Vec<i64>,
    /// Games finished since the batch was made.
    finished: u64,
}

/// What `step` returns: the rewards and the terminations.
type Stepped<'py> = (Bound<'py, PyArray2<f32>>, Bound<'py, PyArray1<bool>>);

/// What one game's step gives back.
#[derive(Default, Clone, Copy)]
struct Outcome {
    ended: bool,
    /// Winner (1-based), 0 for none.
    winner: u8,
}

impl VectorGame {
    /// Runs `f` on every game, in parallel when the batch is large, and returns the
    /// first error.
    fn each<F>(&mut self, py: Python<'_>, f: F) -> PyResult<()>
    where
        F: Fn(&Batch, usize, &mut Slot) -> Result<i64, String> + Sync + Send,
    {
        let game = &self.batch;
        let slots = &mut self.slots;
        let random = &mut self.random;
        py.allow_threads(|| {
            slots
                .par_iter_mut()
                .zip(random.par_iter_mut())
                .enumerate()
                .with_min_len(CHUNK)
                .try_for_each(|(i, (s, r))| -> Result<(), String> {
                    *r = f(game, i, s)?;
                    Ok(())
                })
        })
        .map_err(LudicError::new_err)
    }
}

#[pymethods]
impl VectorGame {
    /// `num_envs` games of `game` at their start; `seed` seeds the random actions and
    /// the dice of each (game `i` from `seed` and `i`). `engine` is the engine the
    /// games step on: `"auto"` (the draughts kernel for a draughts rule set it plays,
    /// the general engine otherwise), `"kernel"` or `"general"`; both give the same
    /// actions, observations and outcomes.
    #[new]
    #[pyo3(signature = (game, num_envs, seed=0, engine="auto"))]
    fn new(
        py: Python<'_>,
        game: Game,
        num_envs: usize,
        seed: u64,
        engine: &str,
    ) -> PyResult<VectorGame> {
        if num_envs == 0 {
            return Err(LudicError::new_err("a batch needs at least one game"));
        }
        let batch = Batch {
            engine: Engine::choose(&game, engine).map_err(LudicError::new_err)?,
            game,
        };
        let b = &batch;
        let slots = py
            .allow_threads(|| {
                (0..num_envs)
                    .into_par_iter()
                    .map(|i| {
                        // Each game's own stream: the seed and the game's number, mixed
                        // (seed_from_u64 runs them through SplitMix64).
                        let mixed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ i as u64;
                        let mut rng = Xoshiro256PlusPlus::seed_from_u64(mixed);
                        let play = Play::start(&b.game, b.engine, &mut rng);
                        let mut slot = Slot {
                            play,
                            numbers: Vec::new(),
                            rng,
                        };
                        let random = slot.renumber(b)?;
                        Ok((slot, random))
                    })
                    .collect::<Result<Vec<(Slot, i64)>, String>>()
            })
            .map_err(LudicError::new_err)?;
        let (slots, random) = slots.into_iter().unzip();
        Ok(VectorGame {
            batch,
            slots,
            random,
            finished: 0,
        })
    }

    /// The number of games.
    #[getter]
    fn num_envs(&self) -> usize {
        self.slots.len()
    }

    /// Games finished since the batch was made.
    #[getter]
    fn finished(&self) -> u64 {
        self.finished
    }

    /// The game.
    #[getter]
    fn game(&self) -> Game {
        self.batch.game.clone()
    }

    /// The engine the games step on: `"kernel"` or `"general"`.
    #[getter]
    fn engine(&self) -> &'static str {
        self.batch.engine.name()
    }

    /// Plays one action in every game (`actions[i]` in game `i`, a legal action of its
    /// player to move). Returns `(rewards, terminated)`: `rewards[i, p]` is player `p`'s
    /// return when game `i` ended with this action (0 otherwise); a game that ended is
    /// at its start again, already.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<Stepped<'py>> {
        let actions = actions.as_slice()?.to_vec();
        if actions.len() != self.slots.len() {
            return Err(LudicError::new_err(format!(
                "{} actions for {} games",
                actions.len(),
                self.slots.len()
            )));
        }
        let mut outcomes = vec![Outcome::default(); self.slots.len()];
        {
            let game = &self.batch;
            let slots = &mut self.slots;
            let out = &mut outcomes;
            let random = &mut self.random;
            py.allow_threads(|| {
                slots
                    .par_chunks_mut(CHUNK)
                    .zip(out.par_chunks_mut(CHUNK))
                    .zip(random.par_chunks_mut(CHUNK))
                    .enumerate()
                    .try_for_each(|(c, ((slots, out), random))| -> Result<(), String> {
                        for j in 0..slots.len() {
                            if let Some(far) = slots.get(j + AHEAD_RECORD) {
                                let at = (far as *const Slot).cast();
                                prefetch::record(at, std::mem::size_of::<Slot>());
                            }
                            if let Some(ahead) = slots.get(j + AHEAD) {
                                ahead.play.prefetch(&ahead.numbers);
                            }
                            let i = c * CHUNK + j;
                            random[j] = slots[j].step(game, i, actions[i], &mut out[j])?;
                        }
                        Ok(())
                    })
            })
            .map_err(LudicError::new_err)?;
        }
        let n = self.batch.game.engine.num_players() as usize;
        let mut rewards = Array2::<f32>::zeros((self.slots.len(), n));
        let mut ended = Vec::with_capacity(self.slots.len());
        for (i, o) in outcomes.iter().enumerate() {
            ended.push(o.ended);
            if o.ended {
                self.finished += 1;
                let over = (o.winner > 0).then_some(ludic::engine::Over::Win(o.winner));
                for (p, r) in State::returns_of(n, over).into_iter().enumerate() {
                    rewards[[i, p]] = r as f32;
                }
            }
        }
        Ok((rewards.into_pyarray(py), ended.into_pyarray(py)))
    }

    /// A uniformly random legal action for every game, from each game's own seeded
    /// generator: drawn once per position, when the game reached it (so two calls
    /// without a step between give the same actions).
    fn random_actions<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        PyArray1::from_slice(py, &self.random)
    }

    /// The legal actions of every game: `(actions, counts)`, `actions[i, :counts[i]]`
    /// the legal actions of game `i` in increasing order (the rest -1).
    fn legal_actions<'py>(
        &self,
        py: Python<'py>,
    ) -> (Bound<'py, PyArray2<i64>>, Bound<'py, PyArray1<i64>>) {
        let width = self
            .slots
            .iter()
            .map(|s| s.numbers.len())
            .max()
            .unwrap_or(0);
        let mut actions = Array2::<i64>::from_elem((self.slots.len(), width.max(1)), -1);
        let mut counts = Vec::with_capacity(self.slots.len());
        for (i, s) in self.slots.iter().enumerate() {
            let mut sorted = s.numbers.clone();
            sorted.sort_unstable();
            for (j, &a) in sorted.iter().enumerate() {
                actions[[i, j]] = a as i64;
            }
            counts.push(sorted.len() as i64);
        }
        (actions.into_pyarray(py), counts.into_pyarray(py))
    }

    /// `mask[i, a]` is true when action `a` is legal in game `i`
    /// (`[num_envs, num_distinct_actions]`).
    fn legal_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        let width = self.batch.game.index.len() as usize;
        let mut mask = Array2::<bool>::from_elem((self.slots.len(), width), false);
        for (i, s) in self.slots.iter().enumerate() {
            for &a in &s.numbers {
                mask[[i, a as usize]] = true;
            }
        }
        mask.into_pyarray(py)
    }

    /// Every game's observation, `[num_envs, planes * sites]` (the planes of
    /// `Game.observation_tensor_shape()`, flat).
    fn observations<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let planes = self.batch.game.planes;
        let n = self.slots.len();
        let mut out = vec![0f32; n * planes.len()];
        {
            let game = &self.batch.game;
            let slots = &self.slots;
            let o = &mut out;
            py.allow_threads(|| {
                o.par_chunks_mut(planes.len())
                    .zip(slots.par_iter())
                    .with_min_len(CHUNK)
                    .for_each(|(chunk, s)| s.play.write_planes(game, chunk))
            });
        }
        let arr = Array2::from_shape_vec((n, planes.len()), out)
            .map_err(|e| LudicError::new_err(e.to_string()))?;
        Ok(arr.into_pyarray(py))
    }

    /// The player to move in every game, from 0.
    fn current_player<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let v: Vec<i64> = self
            .slots
            .iter()
            .map(|s| s.play.mover() as i64 - 1)
            .collect();
        v.into_pyarray(py)
    }

    /// Game `i`'s position as an OpenSpiel state (a copy).
    fn state(&self, i: usize) -> PyResult<State> {
        let s = self
            .slots
            .get(i)
            .ok_or_else(|| LudicError::new_err(format!("there is no game {i} in this batch")))?;
        let stepper = s
            .play
            .to_stepper(&self.batch.game)
            .map_err(LudicError::new_err)?;
        Ok(State::new(self.batch.game.clone(), stepper))
    }

    /// Starts every game again (dice streams drawn afresh).
    fn reset(&mut self, py: Python<'_>) -> PyResult<()> {
        self.each(py, |b, _, s| {
            s.play = Play::start(&b.game, b.engine, &mut s.rng);
            s.renumber(b)
        })
    }
}
