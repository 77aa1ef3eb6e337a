//! The first `N` words of a set of sites, for the sweep (`sweep.rs`) on a board of at
//! most `64 * N` sites: a 10x10 board's sets are two words, a 7x7 board's one, so the
//! sweep shifts and intersects two or one word where a set keeps four inline. The
//! words past the board hold no site, so nothing is lost by leaving them out.

use crate::program::sites::Bits;

/// Sites `0..64 * N`, bit `i` = site `i`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Words<const N: usize>(pub [u64; N]);

impl<const N: usize> Default for Words<N> {
    fn default() -> Self {
        Words([0; N])
    }
}

impl<const N: usize> Words<N> {
    /// The first `N` words of `b` (the sites at or over `64 * N` left out).
    #[inline]
    pub(super) fn of(b: &Bits) -> Self {
        Words(std::array::from_fn(|i| b.0.get(i).copied().unwrap_or(0)))
    }
    /// Whether `site` is in the set.
    #[inline]
    pub(super) fn contains(&self, site: u16) -> bool {
        let i = site as usize;
        i < 64 * N && self.0[i / 64] >> (i % 64) & 1 != 0
    }
    /// Union.
    #[inline]
    pub(super) fn union(&self, o: &Self) -> Self {
        Words(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }
    /// Intersection.
    #[inline]
    pub(super) fn intersection(&self, o: &Self) -> Self {
        Words(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }
    /// Difference.
    #[inline]
    pub(super) fn difference(&self, o: &Self) -> Self {
        Words(std::array::from_fn(|i| self.0[i] & !o.0[i]))
    }
    /// The set moved `k` sites: site `i` of the result is site `i + k` of `self`
    /// (sites that leave `0..64 * N` are dropped), as `SiteSet::shifted`.
    #[inline]
    pub(super) fn shifted(&self, k: i32) -> Self {
        let x = &self.0;
        // A step on a board: less than a word, each word shifted once.
        if (1..64).contains(&k) {
            let b = k as u32;
            return Words(std::array::from_fn(|i| {
                let hi = if i + 1 < N { x[i + 1] } else { 0 };
                x[i] >> b | hi << (64 - b)
            }));
        }
        if (-63..0).contains(&k) {
            let b = k.unsigned_abs();
            return Words(std::array::from_fn(|i| {
                let lo = if i > 0 { x[i - 1] } else { 0 };
                x[i] << b | lo >> (64 - b)
            }));
        }
        self.shifted_far(k)
    }
    /// [`Self::shifted`] by a whole word or more, or by nothing.
    #[inline(never)]
    fn shifted_far(&self, k: i32) -> Self {
        let (w, b) = ((k.unsigned_abs() / 64) as usize, k.unsigned_abs() % 64);
        let word = |j: usize| self.0.get(j).copied().unwrap_or(0);
        Words(std::array::from_fn(|i| {
            let (main, next) = if k >= 0 {
                (word(i + w), word(i + w + 1))
            } else {
                match i.checked_sub(w) {
                    Some(j) => (word(j), j.checked_sub(1).map_or(0, word)),
                    None => (0, 0),
                }
            };
            match (b, k >= 0) {
                (0, _) => main,
                (_, true) => main >> b | next << (64 - b),
                (_, false) => main << b | next >> (64 - b),
            }
        }))
    }
    /// The sites in increasing order. The loop of `sites::words_iter`, kept here over
    /// the fixed array: through that function's slice, Lasca's playouts ran 1.4% more
    /// instructions (callgrind, 77.3 M against 76.2 M for 200 playouts).
    #[inline]
    pub(super) fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        self.0.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros();
                w &= w - 1;
                Some((wi * 64 + b as usize) as u16)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::SiteSet;

    /// `Words::<N>` agrees with the inline set it is taken from, on the sites it keeps.
    fn agrees<const N: usize>(sites: &[u16]) {
        let set: SiteSet = sites.iter().copied().collect();
        let bits = *set.small().expect("inline");
        let w = Words::<N>::of(&bits);
        for k in [-130i32, -64, -63, -11, -1, 0, 1, 9, 63, 64, 100] {
            let want: Vec<u16> = set
                .shifted(k)
                .iter()
                .filter(|&s| (s as usize) < 64 * N)
                .collect();
            assert_eq!(
                w.shifted(k).iter().collect::<Vec<_>>(),
                want,
                "N {N}, k {k}"
            );
        }
    }

    #[test]
    fn one_two_and_four_words_shift_as_the_whole_set() {
        agrees::<1>(&[0, 5, 17, 48, 63]);
        agrees::<2>(&[0, 5, 63, 64, 99, 127]);
        agrees::<4>(&[0, 5, 63, 64, 99, 127, 128, 200, 255]);
    }
}
