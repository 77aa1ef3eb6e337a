//! Games that only the general engine runs, watched through the game API ([`GameApi`]):
//! positions and the pieces on them, no turn records. So material is a count of pieces
//! (each one man), a capture is the opponent's pieces lost in a turn, a promotion is a
//! turn after which the mover has more pieces of some kind than before (pieces are never
//! added in these games), and there is no huff.

use super::metrics::{settle, GameStats, Trace};
use super::profile::Profile;
use super::{game_seed, run_games, Played};
use crate::ai::generic::GenericAgent;
use crate::game::{GameApi, Outcome};
use crate::kernel::GameResult;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::atomic::AtomicBool;

/// The pieces of a position: per player, and per player and kind.
#[derive(Default)]
struct Census {
    pieces: [u32; 2],
    kinds: Vec<(u8, String, u32)>,
}

impl Census {
    fn of<G: GameApi>(g: &G, p: &G::Pos) -> Census {
        let mut c = Census::default();
        for site in 0..g.num_sites() {
            let Some(v) = g.piece_at(p, site) else {
                continue;
            };
            let player = v.player & 1;
            c.pieces[player as usize] += 1;
            match c
                .kinds
                .iter_mut()
                .find(|(o, k, _)| *o == player && *k == v.kind)
            {
                Some(slot) => slot.2 += 1,
                None => c.kinds.push((player, v.kind, 1)),
            }
        }
        c
    }

    fn count(&self, player: u8, kind: &str) -> u32 {
        self.kinds
            .iter()
            .find(|(o, k, _)| *o == player && k == kind)
            .map_or(0, |e| e.2)
    }

    /// First player's pieces minus the second's, in hundredths of a man.
    fn balance(&self) -> i32 {
        (self.pieces[0] as i32 - self.pieces[1] as i32) * 100
    }
}

/// Plays one game with `agent` on both sides, seeded `seed`, until it ends or
/// `max_turns` turns are played, and measures it; its course is left in `trace`.
pub fn play<G: GameApi>(
    g: &G,
    agent: GenericAgent,
    max_turns: u32,
    seed: u64,
    trace: &mut Trace,
) -> GameStats {
    trace.branching.clear();
    trace.material.clear();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut st = GameStats::default();
    let mut p = g.start();
    let mut census = Census::of(g, &p);
    let outcome = loop {
        trace.material.push(census.balance());
        if let Some(o) = g.outcome(&p) {
            break Some(o);
        }
        let mut kids = g.children(&p);
        if kids.is_empty() {
            // No turn and no result: the game cannot go on.
            break Some(Outcome::Draw);
        }
        if st.turns >= max_turns {
            break None;
        }
        let me = g.to_move(&p) & 1;
        let them = (me ^ 1) as usize;
        let n = kids.len() as u32;
        st.turns += 1;
        st.branching_sum += u64::from(n);
        trace.branching.push(n);
        if n > 1 {
            st.decisions += 1;
        }
        if kids
            .iter()
            .all(|k| Census::of(g, k).pieces[them] < census.pieces[them])
        {
            st.forced_captures += 1;
        }
        let i = agent.choose(g, &p, &kids, &mut rng).min(kids.len() - 1);
        p = kids.swap_remove(i);
        let next = Census::of(g, &p);
        let captured = census.pieces[them].saturating_sub(next.pieces[them]);
        st.captures += captured;
        st.longest_capture = st.longest_capture.max(captured);
        let promoted = next
            .kinds
            .iter()
            .any(|(o, k, c)| *o == me && *c > census.count(me, k));
        if promoted {
            st.promotions += 1;
            st.first_promotion.get_or_insert(st.turns);
        }
        census = next;
    };
    st.result = outcome.map(|o| match o {
        Outcome::Win(w) => GameResult::Win(w & 1),
        Outcome::Draw => GameResult::Draw,
    });
    settle(&mut st, &trace.material);
    st
}

/// Plays `games` games of `g` seeded from `(seed, i)` on the current rayon pool, as
/// [`super::run`] does for the kernel.
pub fn run<G: GameApi>(
    g: &G,
    agent: GenericAgent,
    games: usize,
    seed: u64,
    max_turns: u32,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
) -> Played {
    let start = Census::of(g, &g.start());
    let bound = (start.pieces[0] + start.pieces[1]) as i32 * 100;
    let play = |i: u64, trace: &mut Trace| play(g, agent, max_turns, game_seed(seed, i), trace);
    run_games(games, stop, done, &|| Profile::new(100, bound), &play)
}
