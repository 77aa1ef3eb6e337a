//! OpenSpiel's `Game`: a loaded game, its numbers (players, actions, observation
//! shape, longest game) and its start.

use crate::state::State;
use crate::LudicError;
use ludic::engine::{Engine, Stepper, MOVE_LIMIT};
use ludic::game::{ActionIndex, HopGame, Planes};
use pyo3::prelude::*;

/// A game: what OpenSpiel's `Game` gives, over ludic's general engine.
#[pyclass(module = "ludic._ludic", frozen)]
#[derive(Clone)]
pub struct Game {
    pub(crate) engine: &'static Engine,
    /// The kernel's game when the game is a draughts rule set it plays (a batch's fast
    /// path).
    pub(crate) hop: Option<&'static HopGame>,
    pub(crate) index: ActionIndex,
    pub(crate) planes: Planes,
    /// How it was loaded, for `repr` and `pyspiel`'s parameters.
    source: String,
    ruleset: Option<String>,
    options: Vec<String>,
}

impl Game {
    /// Loads a game (see `load_game`).
    pub fn load(name: &str, ruleset: Option<String>, options: Vec<String>) -> PyResult<Game> {
        let loaded = crate::load::game(name, ruleset.clone(), options.clone())?;
        Ok(Game::of(loaded, name.to_string(), ruleset, options))
    }

    fn of(
        loaded: crate::load::Loaded,
        source: String,
        ruleset: Option<String>,
        options: Vec<String>,
    ) -> Game {
        let engine = loaded.engine;
        Game {
            engine,
            hop: loaded.hop,
            index: ActionIndex::of(engine),
            planes: Planes::of(engine),
            source,
            ruleset,
            options,
        }
    }
}

#[pymethods]
impl Game {
    /// The start of the game. In a game with dice, `seed` sets the stream the rolls
    /// are drawn from (1 by default).
    #[pyo3(signature = (seed=None))]
    fn new_initial_state(&self, seed: Option<u64>) -> State {
        let mut st = Stepper::start(self.engine);
        if let Some(seed) = seed {
            st.reseed(seed);
        }
        State::new(self.clone(), st)
    }

    /// The number of players.
    fn num_players(&self) -> usize {
        self.engine.num_players() as usize
    }

    /// How many action numbers there are: `S * S`, `S` the sites (board and hands)
    /// plus one for "no site".
    fn num_distinct_actions(&self) -> u32 {
        self.index.len()
    }

    /// How many whole-turn action numbers there are (`State.legal_turns`):
    /// `S * S * S * 16`.
    fn num_distinct_turns(&self) -> u64 {
        self.index.turns_len() * crate::turns::RANKS
    }

    /// The sites of a whole turn's number: its first move's origin and destination and
    /// its last destination (`None`: no site), and its rank among the turns that
    /// share them.
    fn turn_sites(&self, turn: u64) -> PyResult<([Option<u16>; 3], u64)> {
        let ranks = crate::turns::RANKS;
        self.index
            .turn_sites(turn / ranks)
            .map(|sites| (sites, turn % ranks))
            .ok_or_else(|| LudicError::new_err(format!("whole turn {turn} is out of range")))
    }

    /// `[planes, sites]`: one plane per fact, one column per site (`docs/python.md`).
    fn observation_tensor_shape(&self) -> Vec<usize> {
        vec![self.planes.count(), self.planes.width]
    }

    /// The number of floats in an observation.
    fn observation_tensor_size(&self) -> usize {
        self.planes.len()
    }

    /// The most moves a game lasts: the engine draws it then (Ludii's limit).
    fn max_game_length(&self) -> u32 {
        MOVE_LIMIT
    }

    /// The worst return.
    fn min_utility(&self) -> f64 {
        -1.0
    }

    /// The best return.
    fn max_utility(&self) -> f64 {
        1.0
    }

    /// Returns sum to this (zero-sum).
    fn utility_sum(&self) -> f64 {
        0.0
    }

    /// Whether the game has dice. Each roll is then a chance node of the states
    /// (OpenSpiel's explicit stochastic mode); a batch (`VectorGame`) rolls inside the
    /// engine instead, from each game's seeded stream.
    fn is_stochastic(&self) -> bool {
        self.engine.is_stochastic()
    }

    /// The outcomes of a roll (every die's faces multiplied), 0 without dice.
    fn max_chance_outcomes(&self) -> usize {
        if self.engine.is_stochastic() {
            self.engine
                .program
                .dice
                .iter()
                .flat_map(|d| d.faces.iter().map(Vec::len))
                .product()
        } else {
            0
        }
    }

    /// The state a canonical position text (`State.serialize()`) stands for.
    fn deserialize_state(&self, text: &str) -> PyResult<State> {
        let s = ludic::notation::position_read::read_position(self.engine, text)
            .map_err(|e| LudicError::new_err(e.to_string()))?;
        Ok(State::new(self.clone(), Stepper::new(self.engine, s)))
    }

    /// An action number's text by its sites alone (`c3-d4`; `pass`).
    fn action_to_string(&self, action: u32) -> PyResult<String> {
        crate::text::action_text(self.engine, action).ok_or_else(|| {
            LudicError::new_err(format!(
                "action {action} is out of range (0..{})",
                self.index.len()
            ))
        })
    }

    /// The origin and destination sites of an action number (`None`: no site).
    fn action_sites(&self, action: u32) -> PyResult<(Option<u16>, Option<u16>)> {
        self.index
            .sites(action)
            .ok_or_else(|| LudicError::new_err(format!("action {action} is out of range")))
    }

    /// The action number of a move from one site to another (`None`: no site).
    #[pyo3(signature = (from_site, to_site))]
    fn action_of(&self, from_site: Option<u16>, to_site: Option<u16>) -> u32 {
        self.index.number(from_site, to_site)
    }

    /// The number of sites: the board's, then the hands'.
    fn num_sites(&self) -> usize {
        self.planes.width
    }

    /// The game's name, as its file gives it.
    #[getter]
    fn name(&self) -> String {
        self.engine.program.name.clone()
    }

    /// The name or path it was loaded from.
    #[getter]
    fn source(&self) -> String {
        self.source.clone()
    }

    /// The ruleset asked for, if any.
    #[getter]
    fn ruleset(&self) -> Option<String> {
        self.ruleset.clone()
    }

    /// The options asked for.
    #[getter]
    fn options(&self) -> Vec<String> {
        self.options.clone()
    }

    fn __repr__(&self) -> String {
        format!("ludic.load_game({:?})", self.source)
    }

    fn __str__(&self) -> String {
        self.engine.program.name.clone()
    }
}
