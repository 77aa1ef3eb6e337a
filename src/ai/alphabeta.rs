//! Alpha-beta (negamax) with iterative deepening, a transposition table on the kernel's
//! Zobrist hash, history move ordering, a single-reply extension and a quiescence
//! search over captures and huffs.
//!
//! Huff mode needs one adjustment to the usual quiescence: a player who could capture
//! but "stands pat" has made a default and will lose a piece to the huff, so standing
//! pat is then charged a man.

use super::eval::Eval;
use super::tt::{Bound, Entry, Table, TurnKey};
use super::{Agent, Budget};
use crate::kernel::{Game, GameResult, State, Turn};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::time::Instant;

/// Score of a won position at the root; wins found sooner score higher.
const WIN: i32 = 1_000_000;
/// Beyond any score.
const INF: i32 = WIN + 1;
/// Scores beyond this are wins or losses.
const WIN_BOUND: i32 = WIN - 1000;
/// Deepest ply the search (including quiescence) goes.
const MAX_PLY: usize = 128;
/// Deepest quiescence.
const MAX_QUIESCE: i32 = 16;
/// Deepest iteration when only time limits the search.
const MAX_DEPTH: u32 = 64;
/// Depth when no limit at all is given.
const DEFAULT_DEPTH: u32 = 6;
/// Transposition-table size, as a power of two.
const TT_BITS: u32 = 18;

/// The alpha-beta agent.
pub struct AlphaBeta {
    eval: Eval,
    budget: Budget,
    rng: Xoshiro256PlusPlus,
    tt: Table,
    history: Vec<i32>,
    num_sites: usize,
    /// Per-ply turn buffers, so the search does not allocate.
    bufs: Vec<Vec<Turn>>,
    /// Per-ply ordering buffers: (priority, index into the turn buffer).
    orders: Vec<Vec<(i32, u16)>>,
    nodes: u64,
    start: Instant,
    stop: bool,
    info: String,
}

impl AlphaBeta {
    /// An alpha-beta agent for `game` with `budget`; `seed` breaks ties between equal
    /// root moves, so different seeds give different games and one seed one game.
    pub fn new(game: &Game, budget: Budget, seed: u64) -> AlphaBeta {
        let n = game.num_sites();
        AlphaBeta {
            eval: Eval::new(game),
            budget,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            tt: Table::new(TT_BITS),
            history: vec![0; n * n],
            num_sites: n,
            bufs: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            orders: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            nodes: 0,
            start: Instant::now(),
            stop: false,
            info: String::new(),
        }
    }

    /// Nodes visited by the last search.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts a node and checks the clock every few thousand nodes.
    fn tick(&mut self) {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            if let Some(t) = self.budget.time {
                if self.start.elapsed() >= t {
                    self.stop = true;
                }
            }
        }
    }

    /// Ordering priority of a turn: the table's move, then big captures, huffs,
    /// promotions, then quiet moves by history.
    fn priority(&self, t: &Turn, tt_best: Option<TurnKey>) -> i32 {
        if tt_best.is_some_and(|k| k.matches(t)) {
            return i32::MAX;
        }
        let mut p = 0;
        if t.is_capture() {
            p += 1_000_000 + 10_000 * t.num_captured() as i32;
        }
        if t.huff.is_some() {
            p += 500_000;
        }
        if t.promotes {
            p += 100_000;
        }
        if p == 0 {
            p = self.history[self.hist_index(t)].min(99_999);
        }
        p
    }

    fn hist_index(&self, t: &Turn) -> usize {
        t.from as usize * self.num_sites + t.to() as usize
    }

    /// Negamax with alpha-beta. `depth <= 0` is quiescence; `qdepth` counts its plies.
    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        game: &Game,
        s: &State,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        qdepth: i32,
    ) -> i32 {
        self.tick();
        if self.stop {
            return 0;
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        game.legal_turns(s, &mut moves);
        if let Some(r) = game.result(s, &moves) {
            self.bufs[ply] = moves;
            return terminal_score(r, s.side(), ply);
        }
        if ply >= MAX_PLY {
            let v = self.eval.score(s, moves.len());
            self.bufs[ply] = moves;
            return v;
        }
        let hash = s.hash();
        let mut tt_best = None;
        if let Some(e) = self.tt.probe(hash) {
            tt_best = e.best;
            if depth > 0 && e.depth as i32 >= depth {
                let v = from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => v >= beta,
                    Bound::Upper => v <= alpha,
                };
                if cut {
                    self.bufs[ply] = moves;
                    return v;
                }
            }
        }
        let quiesce = depth <= 0;
        let mut best = -INF;
        let mut order = std::mem::take(&mut self.orders[ply]);
        order.clear();
        if quiesce {
            let has_capture = moves.iter().any(Turn::is_capture);
            let default_cost = if has_capture {
                self.eval.man_value()
            } else {
                0
            };
            let stand = self.eval.score(s, moves.len()) - default_cost;
            if qdepth >= MAX_QUIESCE || stand >= beta {
                self.bufs[ply] = moves;
                self.orders[ply] = order;
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            for (i, t) in moves.iter().enumerate() {
                if t.is_capture() || t.huff.is_some() {
                    order.push((self.priority(t, tt_best), i as u16));
                }
            }
        } else {
            for (i, t) in moves.iter().enumerate() {
                order.push((self.priority(t, tt_best), i as u16));
            }
        }
        // Stable sort: equal priorities keep the kernel's (deterministic) order.
        order.sort_by_key(|o| std::cmp::Reverse(o.0));
        let extension = i32::from(!quiesce && moves.len() == 1);
        let alpha0 = alpha;
        let mut best_key = None;
        for &(_, i) in order.iter() {
            let t = moves[i as usize];
            let child = game.apply(s, &t);
            let v = -self.node(
                game,
                &child,
                depth - 1 + extension,
                ply + 1,
                -beta,
                -alpha,
                if quiesce { qdepth + 1 } else { 0 },
            );
            if self.stop {
                break;
            }
            if v > best {
                best = v;
                best_key = Some(TurnKey::of(&t));
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                if !quiesce && !t.is_capture() && t.huff.is_none() {
                    let h = self.hist_index(&t);
                    self.history[h] += depth * depth;
                }
                break;
            }
        }
        self.bufs[ply] = moves;
        self.orders[ply] = order;
        if !quiesce && !self.stop {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha0 {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(Entry {
                hash,
                depth: depth as i16,
                score: to_tt(best, ply),
                bound,
                best: best_key,
            });
        }
        best
    }
}

impl Agent for AlphaBeta {
    fn name(&self) -> String {
        match self.budget.depth {
            Some(d) => format!("alphabeta:{d}"),
            None => "alphabeta".into(),
        }
    }

    fn choose(&mut self, game: &Game, state: &State, legal: &[Turn]) -> usize {
        self.start = Instant::now();
        self.stop = false;
        self.nodes = 0;
        if legal.len() <= 1 {
            self.info = "only move".into();
            return 0;
        }
        // Age the history so old games do not dominate.
        for h in self.history.iter_mut() {
            *h /= 8;
        }
        let mut order: Vec<usize> = (0..legal.len()).collect();
        order.shuffle(&mut self.rng);
        let tt_best = self.tt.probe(state.hash()).and_then(|e| e.best);
        order.sort_by_key(|&i| std::cmp::Reverse(self.priority(&legal[i], tt_best)));
        let max_depth = match (self.budget.depth, self.budget.time) {
            (Some(d), _) => d,
            (None, Some(_)) => MAX_DEPTH,
            (None, None) => DEFAULT_DEPTH,
        };
        let mut best = order[0];
        let mut best_score = 0;
        let mut reached = 0;
        for depth in 1..=max_depth {
            let mut alpha = -INF;
            let mut iter_best = None;
            for &i in &order {
                let child = game.apply(state, &legal[i]);
                let v = -self.node(game, &child, depth as i32 - 1, 1, -INF, -alpha, 0);
                if self.stop {
                    break;
                }
                if iter_best.is_none() || v > alpha {
                    alpha = v;
                    iter_best = Some(i);
                }
            }
            // A stopped iteration still counts if it finished at least its first move,
            // the previous best: whatever it found is at least as well searched.
            if let Some(i) = iter_best {
                best = i;
                best_score = alpha;
                if !self.stop {
                    reached = depth;
                }
                if let Some(p) = order.iter().position(|&j| j == i) {
                    let first = order.remove(p);
                    order.insert(0, first);
                }
            }
            if self.stop || best_score.abs() >= WIN_BOUND {
                break;
            }
            if let Some(t) = self.budget.time {
                // The next iteration takes several times longer: do not start it late.
                if self.start.elapsed() * 3 >= t {
                    break;
                }
            }
        }
        // No timing here: under a depth budget the text is reproducible.
        self.info = format!(
            "depth {reached}, score {} for the side to move, {} nodes",
            show_score(best_score),
            self.nodes
        );
        best
    }

    fn last_info(&self) -> String {
        self.info.clone()
    }
}

/// The score of a finished game for the player to move, `side`, at distance `ply`.
fn terminal_score(r: GameResult, side: u8, ply: usize) -> i32 {
    match r {
        GameResult::Draw => 0,
        GameResult::Win(p) if p == side => WIN - ply as i32,
        GameResult::Win(_) => -(WIN - ply as i32),
    }
}

/// Win scores are stored relative to the node, so they stay right at other plies.
fn to_tt(v: i32, ply: usize) -> i32 {
    if v >= WIN_BOUND {
        v + ply as i32
    } else if v <= -WIN_BOUND {
        v - ply as i32
    } else {
        v
    }
}

fn from_tt(v: i32, ply: usize) -> i32 {
    if v >= WIN_BOUND {
        v - ply as i32
    } else if v <= -WIN_BOUND {
        v + ply as i32
    } else {
        v
    }
}

/// A score for people: men (hundredths) or a win in N plies.
fn show_score(v: i32) -> String {
    if v >= WIN_BOUND {
        format!("a win in {} turns", WIN - v)
    } else if v <= -WIN_BOUND {
        format!("a loss in {} turns", WIN + v)
    } else {
        // The evaluation counts in hundredths of a man.
        format!("{:+.2} men", v as f64 / 100.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_scores_survive_the_table() {
        for ply in [0usize, 3, 40] {
            for v in [WIN - 10, -(WIN - 7), 250, -30] {
                assert_eq!(from_tt(to_tt(v, ply), ply), v);
            }
        }
        assert_eq!(show_score(WIN - 3), "a win in 3 turns");
        assert_eq!(show_score(-120), "-1.20 men");
    }
}
