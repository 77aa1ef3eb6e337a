//! Perft (counting turn sequences) and random playouts, run on 64-bit site sets when
//! the board fits in them.

use super::bits::Bits;
use super::capture::Found;
use super::sample::Sampler;
use super::{Game, GameResult, Kern, State, StateOf, TurnOf};
use rand::Rng;

impl Game {
    /// Perft: the number of turn sequences of length `depth` from `s`. Duplicates are
    /// dropped (as in [`Game::legal_turns`]), the draw rule is off, a game that ends
    /// stops its line, and the last ply is bulk-counted (turns counted, not applied).
    pub fn perft(&self, s: &State, depth: u32) -> u64 {
        if let Some(k) = self.pop() {
            return k.perft(&s.convert(), depth, true);
        }
        match self.narrow() {
            Some(k) => k.perft(&s.convert(), depth, true),
            None => self.wide().perft(s, depth, true),
        }
    }

    /// Perft with every leaf made: the same count as [`Game::perft`], but the last ply's
    /// turns are generated in full and applied, as a search that visits the leaves would
    /// (the measure of move generation plus make, not of counting).
    pub fn perft_full(&self, s: &State, depth: u32) -> u64 {
        if let Some(k) = self.pop() {
            return k.perft(&s.convert(), depth, false);
        }
        match self.narrow() {
            Some(k) => k.perft(&s.convert(), depth, false),
            None => self.wide().perft(s, depth, false),
        }
    }
}

impl<B: Bits> Kern<'_, B> {
    fn perft(&self, s: &StateOf<B>, depth: u32, bulk: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut bufs: Vec<Vec<TurnOf<B>>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
        if bulk {
            let mut found = Vec::with_capacity(64);
            self.perft_rec(s, &mut bufs, &mut found)
        } else {
            self.perft_full_rec(s, &mut bufs)
        }
    }

    fn perft_full_rec(&self, s: &StateOf<B>, bufs: &mut [Vec<TurnOf<B>>]) -> u64 {
        let Some((buf, rest)) = bufs.split_first_mut() else {
            return 1;
        };
        self.legal_turns(s, buf);
        if rest.is_empty() {
            // Made, and the hash folded in, so that the leaves' work is not optimised away.
            let mut h = 0u64;
            for t in buf.iter() {
                h ^= self.apply(s, t).hash;
            }
            std::hint::black_box(h);
            return buf.len() as u64;
        }
        buf.iter()
            .map(|t| self.perft_full_rec(&self.apply(s, t), rest))
            .sum()
    }

    fn perft_rec(
        &self,
        s: &StateOf<B>,
        bufs: &mut [Vec<TurnOf<B>>],
        found: &mut Vec<Found<B>>,
    ) -> u64 {
        let Some((buf, rest)) = bufs.split_first_mut() else {
            return 1;
        };
        if rest.is_empty() {
            return self.count_turns(s, found) as u64;
        }
        self.legal_turns(s, buf);
        buf.iter()
            .map(|t| self.perft_rec(&self.apply(s, t), rest, found))
            .sum()
    }

    /// A random playout (see [`playout`]), building only the turns it plays.
    fn playout<R: Rng + ?Sized>(
        &self,
        state: &StateOf<B>,
        rng: &mut R,
        max_turns: u32,
    ) -> (Option<GameResult>, u32, StateOf<B>) {
        let mut sm = Sampler::new();
        let mut s = *state;
        let mut turns = 0;
        loop {
            let n = self.prepare(&s, &mut sm);
            if let Some(r) = self.g.result_of(&s, n) {
                return (Some(r), turns, s);
            }
            if turns >= max_turns {
                return (None, turns, s);
            }
            let t = self.nth(s.side as usize, rng.gen_range(0..n), &sm);
            s = self.apply(&s, &t);
            turns += 1;
        }
    }
}

/// The end of a random playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playout {
    /// How the game ended, or `None` when `max_turns` was reached first.
    pub result: Option<GameResult>,
    /// Turns played.
    pub turns: u32,
    /// The final position.
    pub state: State,
}

/// Plays uniformly random legal turns from `state` until the game ends (by
/// [`Game::result`], so the no-progress draw applies) or `max_turns` turns are played.
/// The `k`-th turn drawn is the `k`-th of [`Game::legal_turns`], so the game is the one
/// a draw from the whole list plays; only that turn is built. Allocates scratch space
/// once per call, nothing per turn.
pub fn playout<R: Rng + ?Sized>(
    game: &Game,
    state: &State,
    rng: &mut R,
    max_turns: u32,
) -> Playout {
    let (result, turns, state) = if let Some(k) = game.pop() {
        let (r, n, s) = k.playout(&state.convert(), rng, max_turns);
        (r, n, s.convert())
    } else {
        match game.narrow() {
            Some(k) => {
                let (r, n, s) = k.playout(&state.convert(), rng, max_turns);
                (r, n, s.convert())
            }
            None => game.wide().playout(state, rng, max_turns),
        }
    };
    Playout {
        result,
        turns,
        state,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Game, State};
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;
    use std::path::Path;

    /// Along random games of every kernel game of at most 64 sites, the 64-bit kernel
    /// gives the same turns, in the same order, and the same positions after them as the
    /// 128-bit one, and counts the same.
    #[test]
    fn both_widths_play_the_same_game() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
        let mut checked = 0;
        for file in [
            "international-draughts.lud",
            "dum-blas.lud",
            "english-draughts.lud",
            "frisian-draughts.lud",
            "russian-draughts.lud",
            "thai-draughts.lud",
            "turkish-draughts.lud",
            "italian-draughts.lud",
            "spanish-draughts.lud",
        ] {
            let Ok(rules) = crate::game::rules_from_file(&root.join(file), &Default::default())
            else {
                continue;
            };
            let g = Game::new(rules).expect("valid rules");
            let (wide, narrow) = (g.wide(), g.narrow().expect("fits in 64 sites"));
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
            let (mut bw, mut bn) = (Vec::new(), Vec::new());
            for _ in 0..20 {
                let mut s = g.start();
                for _ in 0..200 {
                    let n = s.convert::<u64>();
                    wide.legal_turns(&s, &mut bw);
                    narrow.legal_turns(&n, &mut bn);
                    assert_eq!(bw.len(), bn.len(), "{file}");
                    for (a, b) in bw.iter().zip(&bn) {
                        assert_eq!(a.landings(), b.landings(), "{file}");
                        assert_eq!((a.from, a.huff, a.rank), (b.from, b.huff, b.rank));
                        assert_eq!(a.captured, b.captured as u128, "{file}");
                        assert_eq!(a.huffable_after, b.huffable_after as u128, "{file}");
                        assert_eq!(wide.apply(&s, a), narrow.apply(&n, b).convert(), "{file}");
                    }
                    // Counting without building gives the number of turns built.
                    let counted = narrow.count_turns(&n, &mut Vec::new());
                    assert_eq!(counted, bw.len(), "{file}");
                    assert_eq!(wide.count_turns(&s, &mut Vec::new()), counted, "{file}");
                    if let Some(pop) = g.pop() {
                        assert_eq!(pop.count_turns(&s.convert(), &mut Vec::new()), counted);
                        let mut bp = Vec::new();
                        pop.legal_turns(&s.convert(), &mut bp);
                        assert_eq!(bp.len(), bw.len(), "{file}");
                        for (a, b) in bw.iter().zip(&bp) {
                            assert_eq!(wide.apply(&s, a), pop.apply(&s.convert(), b).convert());
                        }
                    }
                    checked += 1;
                    if bw.is_empty() {
                        break;
                    }
                    s = wide.apply(&s, &bw[rng.gen_range(0..bw.len())]);
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// A random playout drawing from the whole list of legal turns, as the kernel
    /// played them before it built only the drawn turn.
    fn reference_playout(g: &Game, seed: u64) -> (Option<super::GameResult>, u32, State) {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let (mut s, mut buf, mut turns) = (g.start(), Vec::new(), 0);
        loop {
            g.legal_turns(&s, &mut buf);
            if let Some(r) = g.result(&s, &buf) {
                return (Some(r), turns, s);
            }
            if turns >= 500 {
                return (None, turns, s);
            }
            s = g.apply(&s, &buf[rng.gen_range(0..buf.len())]);
            turns += 1;
        }
    }

    /// Building only the drawn turn plays, with one seed, the game that drawing from the
    /// whole list plays, on either width.
    #[test]
    fn playouts_build_only_the_drawn_turn_and_play_the_same_games() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("games");
        for file in [
            "international-draughts.lud",
            "dum-blas.lud",
            "english-draughts.lud",
            "frisian-draughts.lud",
            "thai-draughts.lud",
            "turkish-draughts.lud",
        ] {
            let rules = crate::game::rules_from_file(&root.join(file), &Default::default())
                .expect("game loads");
            let g = Game::new(rules).expect("valid rules");
            for seed in 0..30 {
                let want = reference_playout(&g, seed);
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let got = super::playout(&g, &g.start(), &mut rng, 500);
                assert_eq!(
                    (got.result, got.turns, got.state),
                    want,
                    "{file} seed {seed}"
                );
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let wide = g.wide().playout(&g.start(), &mut rng, 500);
                assert_eq!(wide, want, "{file} seed {seed}, 128-bit sets");
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
                let narrow = g
                    .narrow()
                    .expect("fits")
                    .playout(&g.start().convert(), &mut rng, 500);
                assert_eq!(
                    (narrow.0, narrow.1, narrow.2.convert()),
                    want,
                    "{file} seed {seed}, u64"
                );
            }
        }
    }
}
