//! Monte Carlo tree search with UCT. Playouts are lightly biased: a playout takes the
//! biggest capture (with or without a huff) most of the time and otherwise plays at
//! random, and it is cut after a fixed number of turns and scored by the evaluation,
//! squashed to a win probability. That keeps playouts short on big boards while the
//! tree still sees every legal turn, huffs included.

use super::eval::Eval;
use super::{Agent, Budget};
use crate::kernel::{Game, GameResult, State, Turn};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::time::Instant;

/// Exploration constant of UCT.
const EXPLORE: f64 = 1.0;
/// Playout length before the evaluation decides.
const PLAYOUT_TURNS: usize = 30;
/// Chance that a playout takes the best capture or huff when there is one.
const GREEDY: f64 = 0.9;
/// Evaluation scale: this many hundredths of a man ahead is about a 73% chance.
const SCALE: f64 = 100.0;
/// Playouts when no limit is given.
const DEFAULT_ITERATIONS: u32 = 2000;
/// Most nodes kept in the tree; past this the tree stops growing.
const MAX_NODES: usize = 200_000;

/// One position in the tree.
struct Node {
    state: State,
    /// The player who moved into this node: rewards are counted for them.
    mover: u8,
    /// Legal turns, shuffled once; `children[i]` is the child for `turns[i]`.
    turns: Vec<Turn>,
    children: Vec<u32>,
    /// Result if the game is over here.
    terminal: Option<GameResult>,
    visits: u32,
    /// Sum of rewards for `mover`.
    reward: f64,
}

/// The MCTS agent.
pub struct Mcts {
    eval: Eval,
    budget: Budget,
    rng: Xoshiro256PlusPlus,
    tree: Vec<Node>,
    buf: Vec<Turn>,
    info: String,
}

impl Mcts {
    /// An MCTS agent for `game` with `budget`, reproducible under `seed` when the budget
    /// is a playout count.
    pub fn new(game: &Game, budget: Budget, seed: u64) -> Mcts {
        Mcts {
            eval: Eval::new(game),
            budget,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            tree: Vec::new(),
            buf: Vec::new(),
            info: String::new(),
        }
    }

    fn make_node(&mut self, game: &Game, state: State, mover: u8) -> Node {
        let mut turns = Vec::new();
        game.legal_turns(&state, &mut turns);
        let terminal = game.result(&state, &turns);
        turns.shuffle(&mut self.rng);
        // Captures and huffs first, so they are tried early.
        turns.sort_by_key(|t| std::cmp::Reverse(t.num_captured() + u32::from(t.huff.is_some())));
        Node {
            state,
            mover,
            turns,
            children: Vec::new(),
            terminal,
            visits: 0,
            reward: 0.0,
        }
    }

    /// One iteration: select, expand, play out, back up.
    fn iterate(&mut self, game: &Game, path: &mut Vec<u32>) {
        path.clear();
        let mut id = 0u32;
        path.push(id);
        loop {
            let node = &self.tree[id as usize];
            if node.terminal.is_some() {
                break;
            }
            if node.children.len() < node.turns.len() {
                if self.tree.len() >= MAX_NODES {
                    break;
                }
                let t = node.turns[node.children.len()];
                let state = game.apply(&node.state, &t);
                let mover = node.state.side();
                let child = self.make_node(game, state, mover);
                let cid = self.tree.len() as u32;
                self.tree.push(child);
                self.tree[id as usize].children.push(cid);
                path.push(cid);
                id = cid;
                break;
            }
            id = self.select(id);
            path.push(id);
        }
        let leaf = &self.tree[id as usize];
        let (state, terminal) = (leaf.state, leaf.terminal);
        // Reward for player 0, then turned to each node's mover on the way up.
        let r0 = match terminal {
            Some(r) => reward_for(r, 0),
            None => self.playout(game, state),
        };
        for &n in path.iter() {
            let node = &mut self.tree[n as usize];
            node.visits += 1;
            node.reward += if node.mover == 0 { r0 } else { 1.0 - r0 };
        }
    }

    /// The child with the best UCT value.
    fn select(&self, id: u32) -> u32 {
        let node = &self.tree[id as usize];
        let ln = (node.visits.max(1) as f64).ln();
        let mut best = node.children[0];
        let mut best_v = f64::NEG_INFINITY;
        for &c in &node.children {
            let ch = &self.tree[c as usize];
            let n = ch.visits.max(1) as f64;
            let v = ch.reward / n + EXPLORE * (ln / n).sqrt();
            if v > best_v {
                best_v = v;
                best = c;
            }
        }
        best
    }

    /// A short biased playout from `state`; the reward for player 0 in `0..=1`.
    fn playout(&mut self, game: &Game, mut state: State) -> f64 {
        let mut buf = std::mem::take(&mut self.buf);
        let mut reward = None;
        for _ in 0..PLAYOUT_TURNS {
            game.legal_turns(&state, &mut buf);
            if let Some(r) = game.result(&state, &buf) {
                reward = Some(reward_for(r, 0));
                break;
            }
            let i = self.playout_pick(&buf);
            state = game.apply(&state, &buf[i]);
        }
        let reward = reward.unwrap_or_else(|| {
            game.legal_turns(&state, &mut buf);
            let side = state.side();
            let v = self.eval.score(&state, buf.len()) as f64 / SCALE;
            let p_side = 1.0 / (1.0 + (-v).exp());
            if side == 0 {
                p_side
            } else {
                1.0 - p_side
            }
        });
        self.buf = buf;
        reward
    }

    /// Mostly the biggest capture-or-huff, otherwise any turn.
    fn playout_pick(&mut self, turns: &[Turn]) -> usize {
        let gain = |t: &Turn| t.num_captured() + u32::from(t.huff.is_some());
        let top = turns.iter().map(gain).max().unwrap_or(0);
        if top > 0 && self.rng.gen_bool(GREEDY) {
            let count = turns.iter().filter(|t| gain(t) == top).count();
            let k = self.rng.gen_range(0..count);
            if let Some((i, _)) = turns
                .iter()
                .enumerate()
                .filter(|(_, t)| gain(t) == top)
                .nth(k)
            {
                return i;
            }
        }
        self.rng.gen_range(0..turns.len())
    }
}

/// The reward of a finished game for `player`.
fn reward_for(r: GameResult, player: u8) -> f64 {
    match r {
        GameResult::Draw => 0.5,
        GameResult::Win(p) if p == player => 1.0,
        GameResult::Win(_) => 0.0,
    }
}

impl Agent for Mcts {
    fn name(&self) -> String {
        match self.budget.iterations {
            Some(n) => format!("mcts:{n}"),
            None => "mcts".into(),
        }
    }

    fn choose(&mut self, game: &Game, state: &State, legal: &[Turn]) -> usize {
        let start = Instant::now();
        if legal.len() <= 1 {
            self.info = "only move".into();
            return 0;
        }
        self.tree.clear();
        let root = self.make_node(game, *state, 1 - state.side());
        self.tree.push(root);
        let limit = match (self.budget.iterations, self.budget.time) {
            (Some(n), _) => n,
            (None, Some(_)) => u32::MAX,
            (None, None) => DEFAULT_ITERATIONS,
        };
        let mut path = Vec::new();
        let mut done = 0;
        while done < limit {
            self.iterate(game, &mut path);
            done += 1;
            if let Some(t) = self.budget.time {
                if done % 64 == 0 && start.elapsed() >= t {
                    break;
                }
            }
        }
        let root = &self.tree[0];
        let mut best = 0;
        let mut best_visits = 0;
        for (k, &c) in root.children.iter().enumerate() {
            let v = self.tree[c as usize].visits;
            if v > best_visits {
                best_visits = v;
                best = k;
            }
        }
        let chosen = root.turns[best];
        let win = match root.children.get(best) {
            Some(&c) => {
                let ch = &self.tree[c as usize];
                ch.reward / ch.visits.max(1) as f64
            }
            None => 0.5,
        };
        self.info = format!("{done} playouts, {:.0}% expected", win * 100.0);
        legal.iter().position(|t| *t == chosen).unwrap_or(0)
    }

    fn last_info(&self) -> String {
        self.info.clone()
    }
}
