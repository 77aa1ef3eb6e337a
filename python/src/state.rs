//! OpenSpiel's `State`: a position played move by move (`engine::Stepper`), its legal
//! actions as numbers (`game::ActionIndex`), returns, observation and texts.

use crate::game::Game;
use crate::LudicError;
use ludic::ai::generic::GenericAgent;
use ludic::engine::{Over, Stepper};
use ludic::notation::position::{write_canonical, write_position};
use ludic::program::board::OFF;
use pyo3::prelude::*;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// OpenSpiel's id of the player at a terminal state.
const TERMINAL: i64 = -4;

/// OpenSpiel's id of the player at a chance node.
const CHANCE: i64 = -1;

/// A position of a game and the actions that led there.
#[pyclass(module = "ludic._ludic")]
#[derive(Clone)]
pub struct State {
    game: Game,
    stepper: Stepper<'static>,
    history: Vec<u32>,
}

impl State {
    /// A state of `game`; in a game with dice, each roll is a chance node (OpenSpiel's
    /// explicit stochastic mode).
    pub(crate) fn new(game: Game, mut stepper: Stepper<'static>) -> State {
        stepper.set_explicit_chance(true);
        State {
            game,
            stepper,
            history: Vec::new(),
        }
    }

    /// The legal moves' numbers, in the engine's order.
    fn numbers(&self) -> PyResult<Vec<u32>> {
        self.game
            .index
            .index_moves(self.stepper.moves())
            .map_err(|c| LudicError::new_err(c.to_string()))
    }

    /// Each player's return: 1 to the winner and -1/(n-1) to every other player, 0 to
    /// all for a draw or a game not over.
    pub(crate) fn returns_of(n: usize, over: Option<Over>) -> Vec<f64> {
        match over {
            Some(Over::Win(w)) if n > 1 => (1..=n)
                .map(|p| {
                    if p == w as usize {
                        1.0
                    } else {
                        -1.0 / (n - 1) as f64
                    }
                })
                .collect(),
            _ => vec![0.0; n],
        }
    }

    /// The whole turns here (none once over); refused at a chance node and in the
    /// middle of a turn, where no whole turn starts.
    fn turns(&self, py: Python<'_>) -> PyResult<Vec<crate::turns::WholeTurn>> {
        if self.stepper.is_chance_node() {
            return Err(LudicError::new_err(
                "a chance node: apply one of chance_outcomes() first",
            ));
        }
        if self.stepper.state().last.moves_this_turn > 0 {
            return Err(LudicError::new_err(
                "the middle of a turn: whole turns start where the player to move changes",
            ));
        }
        let (game, s) = (&self.game, self.stepper.state());
        py.allow_threads(|| crate::turns::whole_turns(game, s))
    }

    fn check_player(&self, player: Option<i64>) -> PyResult<()> {
        match player {
            Some(p) if p < 0 || p >= self.game.engine.num_players() as i64 => Err(
                LudicError::new_err(format!("there is no player {p} in this game")),
            ),
            _ => Ok(()),
        }
    }
}

#[pymethods]
impl State {
    /// The player to move, from 0; -1 (OpenSpiel's chance id) at a chance node, -4
    /// (OpenSpiel's terminal id) once the game is over.
    fn current_player(&self) -> i64 {
        if self.stepper.is_over() {
            TERMINAL
        } else if self.stepper.is_chance_node() {
            CHANCE
        } else {
            self.stepper.mover() as i64 - 1
        }
    }

    /// The legal actions of the player to move, in increasing order (none once the
    /// game is over, or for another player); at a chance node, the outcomes.
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> PyResult<Vec<u32>> {
        if player != Some(CHANCE) {
            self.check_player(player)?;
        }
        if player.is_some_and(|p| p != self.current_player()) {
            return Ok(Vec::new());
        }
        if self.stepper.is_chance_node() {
            return Ok((0..self.stepper.num_outcomes() as u32).collect());
        }
        let mut a = self.numbers()?;
        a.sort_unstable();
        Ok(a)
    }

    /// 1 for each legal action number, 0 for the others (`num_distinct_actions` long).
    #[pyo3(signature = (player=None))]
    fn legal_actions_mask(&self, player: Option<i64>) -> PyResult<Vec<u8>> {
        let mut mask = vec![0u8; self.game.index.len() as usize];
        for a in self.legal_actions(player)? {
            mask[a as usize] = 1;
        }
        Ok(mask)
    }

    /// Plays a legal action; at a chance node, makes the roll give outcome `action`.
    fn apply_action(&mut self, action: u32) -> PyResult<()> {
        if self.stepper.is_chance_node() {
            if !self.stepper.roll(action as usize) {
                return Err(LudicError::new_err(format!(
                    "chance outcome {action} is out of range: a roll has {} outcomes",
                    self.stepper.num_outcomes()
                )));
            }
            self.history.push(action);
            return Ok(());
        }
        let numbers = self.numbers()?;
        let Some(i) = numbers.iter().position(|&a| a == action) else {
            let why = if self.stepper.is_over() {
                "the game is over".to_string()
            } else {
                let legal: Vec<String> = self
                    .legal_actions(None)?
                    .iter()
                    .map(u32::to_string)
                    .collect();
                format!("the legal actions are {}", legal.join(", "))
            };
            return Err(LudicError::new_err(format!(
                "action {action} ({}) is not legal here: {why}",
                crate::text::action_text(self.game.engine, action)
                    .unwrap_or_else(|| "out of range".into())
            )));
        };
        self.stepper.play(i);
        self.history.push(action);
        Ok(())
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.stepper.is_over()
    }

    /// Each player's return: 1 to the winner, -1/(n-1) to the others, 0 for a draw or
    /// a game still going on.
    fn returns(&self) -> Vec<f64> {
        State::returns_of(
            self.game.engine.num_players() as usize,
            self.stepper.state().over,
        )
    }

    /// The rewards of the last action: the returns when it ended the game, else zero.
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    /// Whether the dice are to be rolled: the outcome is the next action
    /// (`chance_outcomes`), chosen by the caller, before the mover's moves.
    fn is_chance_node(&self) -> bool {
        self.stepper.is_chance_node()
    }

    /// At a chance node, each outcome of the roll with its probability (all equal:
    /// every die's face is drawn uniformly); none elsewhere.
    fn chance_outcomes(&self) -> Vec<(u32, f64)> {
        if !self.stepper.is_chance_node() {
            return Vec::new();
        }
        let n = self.stepper.num_outcomes();
        (0..n as u32).map(|k| (k, 1.0 / n as f64)).collect()
    }

    /// Whether a player is to move.
    fn is_player_node(&self) -> bool {
        !self.stepper.is_over() && !self.stepper.is_chance_node()
    }

    /// The values the dice show (none in a game without dice).
    fn dice(&self) -> Vec<i32> {
        let view = self.stepper.view();
        let d = view.dice.as_deref();
        d.map_or(Vec::new(), |d| d.value.to_vec())
    }

    /// A copy, played on independently.
    fn clone(&self) -> State {
        Clone::clone(self)
    }

    fn __copy__(&self) -> State {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        Clone::clone(self)
    }

    /// The position as planes (`Game.observation_tensor_shape()`), flat; every
    /// player observes the same.
    #[pyo3(signature = (player=None))]
    fn observation_tensor(&self, player: Option<i64>) -> PyResult<Vec<f32>> {
        self.check_player(player)?;
        let mut out = vec![0.0; self.game.planes.len()];
        self.game
            .planes
            .write(self.game.engine, &self.stepper.view(), &mut out);
        Ok(out)
    }

    /// The position text (`docs/notation.md`), the same for every player.
    #[pyo3(signature = (player=None))]
    fn observation_string(&self, player: Option<i64>) -> PyResult<String> {
        self.check_player(player)?;
        Ok(write_position(self.game.engine, &self.stepper.view()))
    }

    /// An action's text: `c3-d4` a step, `c3xe5` a capture's jump, `+a1` a piece
    /// entering, `xb2` a removal, `pass`. Takes `(action)` or OpenSpiel's
    /// `(player, action)`.
    #[pyo3(signature = (player_or_action, action=None))]
    fn action_to_string(&self, player_or_action: i64, action: Option<u32>) -> PyResult<String> {
        let action = match action {
            Some(a) => a,
            None => u32::try_from(player_or_action)
                .map_err(|_| LudicError::new_err(format!("{player_or_action} is no action")))?,
        };
        if self.stepper.is_chance_node() && (action as usize) < self.stepper.num_outcomes() {
            let values = self.stepper.outcome_values(action as usize);
            let values: Vec<String> = values.iter().map(i32::to_string).collect();
            return Ok(format!("roll {}", values.join(" ")));
        }
        let numbers = self.numbers()?;
        if let Some(i) = numbers.iter().position(|&a| a == action) {
            return Ok(crate::text::move_text(
                self.game.engine,
                &self.stepper.moves()[i],
            ));
        }
        crate::text::action_text(self.game.engine, action)
            .ok_or_else(|| LudicError::new_err(format!("action {action} is out of range")))
    }

    /// Plays a whole turn chosen by one of ludic's own agents (`"random"` or
    /// `"mcts[:PLAYOUTS]"`, as `ludic play` names them), seeded; returns its actions.
    #[pyo3(signature = (agent, seed=0))]
    fn play_agent_turn(&mut self, py: Python<'_>, agent: &str, seed: u64) -> PyResult<Vec<u32>> {
        let agent = GenericAgent::parse(agent).map_err(LudicError::new_err)?;
        if self.stepper.is_over() {
            return Err(LudicError::new_err("the game is over"));
        }
        if self.stepper.is_chance_node() {
            return Err(LudicError::new_err(
                "a chance node: apply one of chance_outcomes() first",
            ));
        }
        let e = self.game.engine;
        let s = self.stepper.state().clone();
        let (path, next) = py.allow_threads(|| {
            // The distinct positions a turn reaches, each with the first run of moves
            // found to it, as the game API's children.
            let mut turns = e.turns(&s);
            let mut kept: Vec<usize> = Vec::new();
            for i in 0..turns.len() {
                if !kept.iter().any(|&k| turns[k].state == turns[i].state) {
                    kept.push(i);
                }
            }
            let kids: Vec<_> = kept.iter().map(|&k| turns[k].state.clone()).collect();
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
            let chosen = kept[agent.choose(e, &s, &kids, &mut rng)];
            let t = turns.swap_remove(chosen);
            (t.path, t.state)
        });
        let site = |x: u16| (x != OFF).then_some(x);
        let actions: Vec<u32> = path
            .iter()
            .map(|&(from, to)| self.game.index.number(site(from), site(to)))
            .collect();
        self.stepper = Stepper::new(e, next);
        self.stepper.set_explicit_chance(true);
        self.history.extend(&actions);
        Ok(actions)
    }

    /// The whole turns of the player to move (the whole-turn encoding, `docs/python.md`):
    /// each numbered by its first move and last destination, sorted.
    fn legal_turns(&self, py: Python<'_>) -> PyResult<Vec<u64>> {
        let turns = self.turns(py)?;
        Ok(turns.iter().map(|t| t.number).collect())
    }

    /// Plays a whole turn by its number; returns the move-by-move actions it is made
    /// of (added to `history()`).
    fn apply_turn(&mut self, py: Python<'_>, turn: u64) -> PyResult<Vec<u32>> {
        let turns = self.turns(py)?;
        let Some(t) = turns.into_iter().find(|t| t.number == turn) else {
            return Err(LudicError::new_err(format!(
                "whole turn {turn} is not legal here"
            )));
        };
        self.stepper = Stepper::new(self.game.engine, t.state);
        self.stepper.set_explicit_chance(true);
        self.history.extend(&t.actions);
        Ok(t.actions)
    }

    /// A whole turn's text: its moves' texts (`c3xe5 e5xg7`).
    fn turn_to_string(&self, py: Python<'_>, turn: u64) -> PyResult<String> {
        let turns = self.turns(py)?;
        let t = turns
            .iter()
            .find(|t| t.number == turn)
            .ok_or_else(|| LudicError::new_err(format!("whole turn {turn} is not legal here")))?;
        let e = self.game.engine;
        let texts: Vec<String> = t
            .actions
            .iter()
            .map(|&a| crate::text::action_text(e, a).unwrap_or_default())
            .collect();
        Ok(texts.join(" "))
    }

    /// The canonical position text: equal positions give equal texts, whatever moves
    /// led there; `Game.deserialize_state` reads it back.
    fn serialize(&self) -> String {
        write_canonical(self.game.engine, self.stepper.state())
    }

    /// The position text with the counts of turns and moves (the draw limits).
    fn position_text(&self) -> String {
        write_position(self.game.engine, self.stepper.state())
    }

    /// The actions played since the start (or since the position was read).
    fn history(&self) -> Vec<u32> {
        self.history.clone()
    }

    /// How many actions have been played.
    fn move_number(&self) -> usize {
        self.history.len()
    }

    /// The game.
    fn get_game(&self) -> Game {
        self.game.clone()
    }

    /// The number of players.
    fn num_players(&self) -> usize {
        self.game.engine.num_players() as usize
    }

    /// The board as text, with the position text.
    fn __str__(&self) -> String {
        let e = self.game.engine;
        let s = &*self.stepper.view();
        format!(
            "{}{}",
            ludic::play::general_board::board_text(e, s),
            write_position(e, s)
        )
    }

    fn __repr__(&self) -> String {
        format!("<ludic.State {:?}>", self.serialize())
    }
}
