//! Agents over the game API ([`GameApi`]), for games any engine runs: a uniformly
//! random player and Monte Carlo tree search (UCT) with whole-turn random playouts.
//! They know positions and their children only, so they play every game the
//! engines run; the kernel-specific agents (with evaluation and alpha-beta) stay
//! where the kernel runs the game.

use crate::game::{GameApi, Outcome};
use rand::Rng;

/// How an agent over the game API plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenericAgent {
    /// A uniformly random legal turn.
    Random,
    /// UCT with this many playouts per turn.
    Mcts(u32),
}

impl GenericAgent {
    /// Reads `random` or `mcts[:PLAYOUTS]` (default 200 playouts).
    pub fn parse(s: &str) -> Result<GenericAgent, String> {
        let (name, arg) = s.split_once(':').map_or((s, None), |(a, b)| (a, Some(b)));
        match (name, arg) {
            ("random", None) => Ok(GenericAgent::Random),
            ("mcts", None) => Ok(GenericAgent::Mcts(200)),
            ("mcts", Some(n)) => match n.parse::<u32>() {
                Ok(n) if n >= 1 => Ok(GenericAgent::Mcts(n)),
                _ => Err(format!("`{n}` is not a number of playouts (1 or more)")),
            },
            _ => Err(format!(
                "`{s}` is not an agent for this game: use random or mcts[:PLAYOUTS]"
            )),
        }
    }

    /// A short name for tables.
    pub fn name(&self) -> String {
        match self {
            GenericAgent::Random => "random".into(),
            GenericAgent::Mcts(n) => format!("mcts:{n}"),
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
            GenericAgent::Mcts(n) => uct(g, pos, kids, *n, rng),
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
fn score(o: Option<Outcome>, player: u8) -> f64 {
    match o {
        Some(Outcome::Win(w)) if w == player => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// The longest random playout, in turns; a cut playout scores as a draw.
const PLAYOUT_TURNS: usize = 400;

fn rollout<G: GameApi>(g: &G, pos: &G::Pos, rng: &mut impl Rng) -> Option<Outcome> {
    let mut p = pos.clone();
    for _ in 0..PLAYOUT_TURNS {
        if let Some(o) = g.outcome(&p) {
            return Some(o);
        }
        let mut kids = g.children(&p);
        if kids.is_empty() {
            return g.outcome(&p);
        }
        let i = rng.gen_range(0..kids.len());
        p = kids.swap_remove(i);
    }
    None
}

fn uct<G: GameApi>(
    g: &G,
    pos: &G::Pos,
    kids: &[G::Pos],
    playouts: u32,
    rng: &mut impl Rng,
) -> usize {
    let me = g.to_move(pos);
    let mut tree: Vec<Node<G::Pos>> = vec![Node {
        pos: pos.clone(),
        kids: Vec::new(),
        untried: Vec::new(),
        visits: 0.0,
        reward: 0.0,
        mover: 1 - me,
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
    for _ in 0..playouts {
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
        let result = rollout(g, &tree[at].pos, rng);
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
    let mut p = g.start();
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
        assert_eq!(GenericAgent::parse("mcts:50"), Ok(GenericAgent::Mcts(50)));
        assert!(GenericAgent::parse("mcts:0").is_err());
        assert!(GenericAgent::parse("alphabeta").is_err());
    }
}
