//! UCT for games with chance (dice): the rolls are sampled in the tree's descent.
//!
//! A turn of such a game begins with a roll (Ludii's `(do (roll) next:...)`), so the
//! turns a position offers depend on dice not yet rolled. The root's children are the
//! turns of the real roll (the caller's list: the game has rolled them). Below the root,
//! every visit of a node rolls afresh: its position is given a new chance stream from
//! the search's generator ([`GameApi::reseed`]), its turns for that roll are listed, and
//! UCT chooses among those only; a turn met for the first time is expanded at once. A
//! child is a position (the dice it shows are part of it), so a turn that two rolls
//! both allow shares its statistics. The search never reads the real game's future
//! rolls, and the rollouts roll with the search's generator too. This is the plain
//! sampling form of chance nodes (one sampled outcome per visit), chosen over an
//! explicit node per roll because a roll is hidden inside a whole turn here and the
//! number of outcomes (faces to the power of the dice) is often larger than the visits.

use super::generic::{score, Budget};
use crate::game::GameApi;
use rand::Rng;

/// One node: a position, the children met so far (indices into the arena), its visits
/// and the reward of the player who moved into it.
struct Node<P> {
    pos: P,
    kids: Vec<usize>,
    visits: f64,
    reward: f64,
    mover: u8,
}

/// The index among `kids` (the root's children, for the real roll) of the turn to play.
pub(super) fn uct<G: GameApi>(
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
        visits: 0.0,
        reward: 0.0,
        mover: 1 - me,
    }];
    for k in kids {
        tree.push(Node {
            pos: k.clone(),
            kids: Vec::new(),
            visits: 0.0,
            reward: 0.0,
            mover: me,
        });
        let i = tree.len() - 1;
        tree[0].kids.push(i);
    }
    let mut done = 0;
    while budget.more(done) {
        done += 1;
        let mut path = vec![0usize];
        let mut at = 0;
        loop {
            // The choices of this visit: the root's are fixed; below, a fresh roll.
            let options: Vec<usize> = if at == 0 {
                tree[0].kids.clone()
            } else {
                if g.outcome(&tree[at].pos).is_some() {
                    break;
                }
                let mut p = tree[at].pos.clone();
                g.reseed(&mut p, rng.gen());
                let turns = g.children(&p);
                if turns.is_empty() {
                    break;
                }
                let mover = g.to_move(&p);
                let mut options = Vec::with_capacity(turns.len());
                let mut fresh = None;
                for t in turns {
                    match tree[at].kids.iter().find(|&&k| tree[k].pos == t) {
                        Some(&k) => options.push(k),
                        None if fresh.is_none() => fresh = Some(t),
                        None => {}
                    }
                }
                if let Some(t) = fresh {
                    tree.push(Node {
                        pos: t,
                        kids: Vec::new(),
                        visits: 0.0,
                        reward: 0.0,
                        mover,
                    });
                    let i = tree.len() - 1;
                    tree[at].kids.push(i);
                    path.push(i);
                    at = i;
                    break;
                }
                options
            };
            let ln = tree[at].visits.max(1.0).ln();
            let u = |i: usize| {
                let c = &tree[i];
                if c.visits == 0.0 {
                    f64::INFINITY
                } else {
                    c.reward / c.visits + 1.4 * (ln / c.visits).sqrt()
                }
            };
            let Some(best) = options
                .iter()
                .copied()
                .max_by(|&a, &b| u(a).total_cmp(&u(b)))
            else {
                break;
            };
            at = best;
            path.push(at);
            if tree[at].visits == 0.0 {
                break;
            }
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
