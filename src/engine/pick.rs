//! A random playout's move picked as the moves are generated, without the list: the
//! `n`-th move received replaces the one kept with probability `1/n` (reservoir
//! sampling), so the one kept at the end is uniform among them, as a uniform choice in
//! the list is. The rank of the next replacement is drawn at once (after a keep at rank
//! `k`, the next is past rank `j` with probability `k/j`: `floor(k/u) + 1` for `u`
//! uniform in (0, 1]), so a move passed over costs a comparison, not a random number.
//! The generators that ask ([`Sink::skip`]) build only the moves the sink keeps: a
//! Tafl game's hundred slides a turn are walked and counted, and a few of them built.

use super::sink::Sink;
use super::Move;
use rand::Rng;

/// A sink that keeps one of the moves it receives, uniformly.
pub(crate) struct Pick<'p, 'r, R: Rng> {
    rng: &'r mut R,
    /// How many moves were received (counted or built).
    n: usize,
    /// The move kept, with its rank among those received.
    kept: Option<(usize, Move<'p>)>,
    /// The rank (from 1) of the next move to keep.
    next_keep: usize,
}

impl<'p, 'r, R: Rng> Pick<'p, 'r, R> {
    pub(crate) fn new(rng: &'r mut R) -> Self {
        Pick {
            rng,
            n: 0,
            kept: None,
            next_keep: 1,
        }
    }

    /// Keeps `m`, the `n`-th move, and draws the rank of the next to keep.
    fn keep(&mut self, m: Move<'p>) {
        self.kept = Some((self.n - 1, m));
        let u = 1.0 - self.rng.gen::<f64>();
        // `as` truncates a positive quotient, which is its floor, and saturates.
        self.next_keep = ((self.n as f64 / u) as usize).saturating_add(1);
    }

    /// The move kept; `None` when none was received.
    pub(crate) fn into_move(self) -> Option<Move<'p>> {
        self.kept.map(|(_, m)| m)
    }
}

impl<'p, R: Rng> Sink<'p> for Pick<'p, '_, R> {
    #[inline]
    fn push(&mut self, m: Move<'p>) {
        self.n += 1;
        if self.n == self.next_keep {
            self.keep(m);
        }
    }
    #[inline]
    fn len(&self) -> usize {
        self.n
    }
    fn then_from(&mut self, start: usize, t: &'p crate::program::Moves) {
        if let Some((i, m)) = &mut self.kept {
            if *i >= start {
                m.then.push(t);
            }
        }
    }
    fn moves_from(&self, _: usize) -> &[Move<'p>] {
        &[]
    }
    fn keep_from(&mut self, _: usize, _: impl FnMut(usize) -> bool) {}
    #[inline]
    fn skip(&mut self) -> bool {
        // A move not to be kept is only counted.
        if self.n + 1 == self.next_keep {
            false
        } else {
            self.n += 1;
            true
        }
    }
    #[inline]
    fn skip_run(&mut self, k: usize) -> Option<usize> {
        // The next kept rank is `next_keep`: the moves before it are counted at once.
        let before = self.next_keep - self.n - 1;
        if before >= k {
            self.n += k;
            None
        } else {
            self.n += before;
            Some(before)
        }
    }
    #[inline]
    fn lists(&self) -> bool {
        false
    }
}

/// The rank (from 0) a [`Pick`] keeps of `n` moves received, drawn with the same
/// numbers: a list's move is chosen as the pick would choose it, so a playout that
/// lists its moves plays the game one that picks them plays.
pub(crate) fn pick_index(rng: &mut impl Rng, n: usize) -> usize {
    let mut rank = 1usize;
    loop {
        let u = 1.0 - rng.gen::<f64>();
        // The quotient's floor is at least `n` when the quotient is; `as` truncates
        // (the floor of a positive number) and saturates.
        let next = rank as f64 / u;
        if next >= n as f64 {
            return rank - 1;
        }
        rank = next as usize + 1;
    }
}

/// The move a playout makes of the mover's listed moves in `s` (the list of
/// [`super::Engine::moves_or_pass_into`]): the forced pass without a draw, as a pick
/// that received no move makes it, else the one [`pick_index`] draws.
pub(crate) fn choose<'a, 'p>(
    rng: &mut impl Rng,
    s: &super::State,
    moves: &'a [Move<'p>],
) -> &'a Move<'p> {
    let forced = moves.len() == 1 && s.last.stalemated >> s.mover & 1 != 0;
    if forced {
        &moves[0]
    } else {
        &moves[pick_index(rng, moves.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::super::Move;
    use super::*;
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    /// Each of `n` moves, pushed or skipped, is kept about once in `n` draws.
    #[test]
    fn the_kept_move_is_uniform_among_those_received() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
        for n in [1usize, 2, 5, 17] {
            let draws = 20_000;
            let mut seen = vec![0u32; n];
            for _ in 0..draws {
                let mut pick = Pick::new(&mut rng);
                for i in 0..n {
                    // Every other move asks first, as a generator that can skip does.
                    if i % 2 == 0 && pick.skip() {
                        continue;
                    }
                    pick.push(Move {
                        from: i as u16,
                        ..Move::pass()
                    });
                }
                assert_eq!(pick.len(), n);
                seen[pick.into_move().expect("a move was received").from as usize] += 1;
            }
            let expected = draws as f64 / n as f64;
            for (i, &k) in seen.iter().enumerate() {
                // Within six standard deviations of a binomial count.
                let sd = (expected * (1.0 - 1.0 / n as f64)).sqrt();
                assert!(
                    (k as f64 - expected).abs() <= 6.0 * sd + 1.0,
                    "n {n}: move {i} kept {k} times"
                );
            }
        }
    }

    /// Offering moves in runs (`skip_run`) keeps the move offering them one by one
    /// keeps, with the same numbers, whatever the runs' lengths.
    #[test]
    fn runs_are_picked_as_single_moves_are() {
        for n in 1..30usize {
            for seed in 0..20u64 {
                let mut a = Xoshiro256PlusPlus::seed_from_u64(seed);
                let mut b = a.clone();
                let mut single = Pick::new(&mut a);
                for i in 0..n {
                    if !single.skip() {
                        single.push(Move {
                            from: i as u16,
                            ..Move::pass()
                        });
                    }
                }
                let mut runs = Pick::new(&mut b);
                // Runs of 1, 2, 3... moves.
                let (mut start, mut len) = (0, 1);
                while start < n {
                    let k = len.min(n - start);
                    let mut done = 0;
                    while let Some(i) = runs.skip_run(k - done) {
                        runs.push(Move {
                            from: (start + done + i) as u16,
                            ..Move::pass()
                        });
                        done += i + 1;
                    }
                    start += k;
                    len += 1;
                }
                assert_eq!(runs.len(), n);
                let (x, y) = (single.into_move(), runs.into_move());
                assert_eq!(x.map(|m| m.from), y.map(|m| m.from), "n {n} seed {seed}");
                assert_eq!(a, b, "n {n} seed {seed}");
            }
        }
    }

    /// A list's move drawn by `pick_index` is the one the pick keeps, with the same
    /// numbers, and leaves the generator where the pick leaves it.
    #[test]
    fn the_list_s_draw_is_the_pick_s() {
        for n in 1..40usize {
            for seed in 0..20 {
                let mut a = Xoshiro256PlusPlus::seed_from_u64(seed);
                let mut b = a.clone();
                let mut pick = Pick::new(&mut a);
                for i in 0..n {
                    if !pick.skip() {
                        pick.push(Move {
                            from: i as u16,
                            ..Move::pass()
                        });
                    }
                }
                let kept = pick.into_move().map(|m| m.from as usize);
                assert_eq!(kept, Some(pick_index(&mut b, n)), "n {n} seed {seed}");
                assert_eq!(a, b, "n {n} seed {seed}: the generators differ after");
            }
        }
    }
}
