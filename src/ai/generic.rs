//! Agents over the game API ([`GameApi`]), for games any engine runs: a uniformly
//! random player and Monte Carlo tree search (UCT) over whole turns, whose random
//! playouts are each engine's own ([`GameApi::rollout`]: Ludii's move by move on the
//! general engine, random whole turns on the kernel).
//! They know positions and their children only, so they play every game the
//! engines run; the kernel-specific agents (with evaluation and alpha-beta) stay
//! where the kernel runs the game.

use crate::game::{GameApi, Outcome};
use rand::Rng;
use std::time::{Duration, Instant};

/// Playouts per turn of `mcts` when neither a count nor a time is given.
pub const DEFAULT_PLAYOUTS: u32 = 200;

/// How an agent over the game API plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenericAgent {
    /// A uniformly random legal turn.
    Random,
    /// UCT with this many playouts per turn (`mcts:N`), or, with none given, for the
    /// time [`GenericAgent::with_think`] sets ([`DEFAULT_PLAYOUTS`] without one).
    Mcts {
        /// The playouts per turn the player named, if any.
        playouts: Option<u32>,
        /// How long it may think per turn, when no count was named.
        think: Option<Duration>,
    },
}

impl GenericAgent {
    /// UCT with exactly `n` playouts per turn (reproducible for a given seed).
    pub fn mcts(n: u32) -> GenericAgent {
        GenericAgent::Mcts {
            playouts: Some(n),
            think: None,
        }
    }

    /// Reads `random` or `mcts[:PLAYOUTS]`.
    pub fn parse(s: &str) -> Result<GenericAgent, String> {
        let (name, arg) = s.split_once(':').map_or((s, None), |(a, b)| (a, Some(b)));
        match (name, arg) {
            ("random", None) => Ok(GenericAgent::Random),
            ("mcts", None) => Ok(GenericAgent::Mcts {
                playouts: None,
                think: None,
            }),
            ("mcts", Some(n)) => match n.parse::<u32>() {
                Ok(n) if n >= 1 => Ok(GenericAgent::mcts(n)),
                _ => Err(format!("`{n}` is not a number of playouts (1 or more)")),
            },
            _ => Err(format!(
                "`{s}` is not an agent for this game: use random or mcts[:PLAYOUTS]"
            )),
        }
    }

    /// The same agent thinking for `think` per turn, unless it names a playout count
    /// (as `--think` applies to the kernel's agents).
    pub fn with_think(self, think: Option<Duration>) -> GenericAgent {
        match self {
            GenericAgent::Mcts { playouts: None, .. } => GenericAgent::Mcts {
                playouts: None,
                think,
            },
            other => other,
        }
    }

    /// A short name for tables.
    pub fn name(&self) -> String {
        match self {
            GenericAgent::Random => "random".into(),
            GenericAgent::Mcts {
                playouts: Some(n), ..
            } => format!("mcts:{n}"),
            GenericAgent::Mcts { think: Some(t), .. } => format!("mcts ({} s)", t.as_secs_f64()),
            GenericAgent::Mcts { .. } => format!("mcts:{DEFAULT_PLAYOUTS}"),
        }
    }

    /// The index of the child of `pos` (among `kids`, not empty) to play.
    pub fn choose<G: GameApi>(
        &self,
        g: &G,
        pos: &G::Pos,
        kids: &[G::Pos],
        rng: &mut impl Rng,
    ) -> usize {
        match self {
            GenericAgent::Random => rng.gen_range(0..kids.len()),
            GenericAgent::Mcts { playouts, think } => {
                let budget = match (playouts, think) {
                    (Some(n), _) => Budget::Playouts(*n),
                    (None, Some(t)) => Budget::Until(Instant::now() + *t),
                    (None, None) => Budget::Playouts(DEFAULT_PLAYOUTS),
                };
                if g.is_stochastic() {
                    super::chance::uct(g, pos, kids, budget, rng)
                } else {
                    uct(g, pos, kids, budget, rng)
                }
            }
        }
    }
}

/// One node of the search tree.
struct Node<P> {
    pos: P,
    /// Children built so far (indices into the arena) and the positions not yet built.
    kids: Vec<usize>,
    untried: Vec<P>,
    visits: f64,
    /// Total reward for the player who moved into this node.
    reward: f64,
    /// The player who moved into this node.
    mover: u8,
}

/// The score of an outcome for `player`: 1 for a win, 0.5 for a draw.
pub(super) fn score(o: Option<Outcome>, player: u8) -> f64 {
    match o {
        Some(Outcome::Win(w)) if w == player => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// How long a search goes on.
#[derive(Clone, Copy)]
pub(super) enum Budget {
    /// This many playouts.
    Playouts(u32),
    /// Until then (at least one playout).
    Until(Instant),
}

impl Budget {
    pub(super) fn more(&self, done: u32) -> bool {
        match self {
            Budget::Playouts(n) => done < *n,
            // The clock is read every few playouts: a playout takes microseconds to
            // milliseconds, and a reading costs more than the shortest of them.
            Budget::Until(t) => done == 0 || !done.is_multiple_of(4) || Instant::now() < *t,
        }
    }
}

fn uct<G: GameApi>(
    g: &G,
    pos: &G::Pos,
    kids: &[G::Pos],
    budget: Budget,
    rng: &mut impl Rng,
) -> usize {
    let me = g.to_move(pos);
    let mut tree: Vec<Node<G::Pos>> = vec![Node {
        pos: pos.clone(),
        kids: Vec::new(),
        untried: Vec::new(),
        visits: 0.0,
        reward: 0.0,
        // No one moved into the root; its reward is never read.
        mover: u8::MAX,
    }];
    // The root's children in the caller's order, so the answer indexes `kids`.
    for k in kids {
        tree.push(Node {
            pos: k.clone(),
            kids: Vec::new(),
            untried: Vec::new(),
            visits: 0.0,
            reward: 0.0,
            mover: me,
        });
        let i = tree.len() - 1;
        tree[0].kids.push(i);
    }
    for node in tree.iter_mut().skip(1) {
        node.untried = g.children(&node.pos);
    }
    let mut done = 0;
    while budget.more(done) {
        done += 1;
        let mut path = vec![0usize];
        let mut at = 0;
        // Select while the node is fully expanded.
        loop {
            let node = &tree[at];
            if !node.untried.is_empty() || node.kids.is_empty() {
                break;
            }
            let ln = node.visits.max(1.0).ln();
            let best = node
                .kids
                .iter()
                .copied()
                .max_by(|&a, &b| {
                    let u = |i: usize| {
                        let c = &tree[i];
                        if c.visits == 0.0 {
                            f64::INFINITY
                        } else {
                            c.reward / c.visits + 1.4 * (ln / c.visits).sqrt()
                        }
                    };
                    u(a).total_cmp(&u(b))
                })
                .unwrap_or(at);
            at = best;
            path.push(at);
            if tree[at].visits == 0.0 {
                break;
            }
        }
        // Expand one untried child.
        if let Some(p) = tree[at].untried.pop() {
            let mover = g.to_move(&tree[at].pos);
            let untried = g.children(&p);
            tree.push(Node {
                pos: p,
                kids: Vec::new(),
                untried,
                visits: 0.0,
                reward: 0.0,
                mover,
            });
            let i = tree.len() - 1;
            tree[at].kids.push(i);
            at = i;
            path.push(at);
        }
        let result = g.rollout(&tree[at].pos, rng);
        for &i in &path {
            tree[i].visits += 1.0;
            tree[i].reward += score(result, tree[i].mover);
        }
    }
    tree[0]
        .kids
        .iter()
        .enumerate()
        .max_by(|a, b| tree[*a.1].visits.total_cmp(&tree[*b.1].visits))
        .map_or(0, |(i, _)| i)
}

/// Plays one game between `first` and `second` from the start; the outcome (None when
/// cut after `max_turns`) and the number of turns.
pub fn play<G: GameApi>(
    g: &G,
    first: GenericAgent,
    second: GenericAgent,
    max_turns: usize,
    rng: &mut impl Rng,
) -> (Option<Outcome>, usize) {
    play_from(g, g.start(), first, second, max_turns, rng)
}

/// [`play`] from the position `start`.
pub fn play_from<G: GameApi>(
    g: &G,
    start: G::Pos,
    first: GenericAgent,
    second: GenericAgent,
    max_turns: usize,
    rng: &mut impl Rng,
) -> (Option<Outcome>, usize) {
    let mut p = start;
    if g.is_stochastic() {
        // The game's dice roll with its generator.
        g.reseed(&mut p, rng.gen());
    }
    for turn in 0..max_turns {
        if let Some(o) = g.outcome(&p) {
            return (Some(o), turn);
        }
        let mut kids = g.children(&p);
        if kids.is_empty() {
            return (g.outcome(&p), turn);
        }
        let agent = if g.to_move(&p) == 0 { first } else { second };
        let i = agent.choose(g, &p, &kids, rng);
        p = kids.swap_remove(i);
    }
    (g.outcome(&p), max_turns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agent_names_parse() {
        assert_eq!(GenericAgent::parse("random"), Ok(GenericAgent::Random));
        assert_eq!(GenericAgent::parse("mcts:50"), Ok(GenericAgent::mcts(50)));
        let t = Some(Duration::from_millis(300));
        let timed = GenericAgent::parse("mcts").map(|a| a.with_think(t));
        assert_eq!(
            timed.as_ref().map(GenericAgent::name),
            Ok("mcts (0.3 s)".into())
        );
        // A playout count wins over a time, as `--think` does for the kernel's agents.
        assert_eq!(GenericAgent::mcts(50).with_think(t), GenericAgent::mcts(50));
        assert!(GenericAgent::parse("mcts:0").is_err());
        assert!(GenericAgent::parse("alphabeta").is_err());
    }
}
