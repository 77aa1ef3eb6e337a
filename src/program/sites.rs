//! A set of sites: a fixed bitset, `Copy`, so sets are evaluated without allocation.

/// The most sites a board of the general engine may have.
pub const MAX_SITES: usize = 256;

const WORDS: usize = MAX_SITES / 64;

/// A set of sites, bit `i` = site `i`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SiteSet([u64; WORDS]);

impl SiteSet {
    /// The empty set.
    pub const EMPTY: SiteSet = SiteSet([0; WORDS]);

    /// Sites `0..n`.
    pub fn first(n: usize) -> SiteSet {
        let mut s = SiteSet::EMPTY;
        for i in 0..n.min(MAX_SITES) {
            s.insert(i as u16);
        }
        s
    }
    /// Whether `site` is in the set.
    #[inline]
    pub fn contains(&self, site: u16) -> bool {
        let i = site as usize;
        i < MAX_SITES && self.0[i / 64] >> (i % 64) & 1 != 0
    }
    /// Adds `site` (ignored when out of range).
    #[inline]
    pub fn insert(&mut self, site: u16) {
        let i = site as usize;
        if i < MAX_SITES {
            self.0[i / 64] |= 1 << (i % 64);
        }
    }
    /// Removes `site`.
    #[inline]
    pub fn remove(&mut self, site: u16) {
        let i = site as usize;
        if i < MAX_SITES {
            self.0[i / 64] &= !(1 << (i % 64));
        }
    }
    /// Number of sites.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    /// Union.
    pub fn union(&self, o: &SiteSet) -> SiteSet {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a |= b;
        }
        r
    }
    /// Intersection.
    pub fn intersection(&self, o: &SiteSet) -> SiteSet {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a &= b;
        }
        r
    }
    /// Difference.
    pub fn difference(&self, o: &SiteSet) -> SiteSet {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a &= !b;
        }
        r
    }
    /// The set moved `k` sites down or up: site `i` of the result is site `i + k` of
    /// `self` (sites that leave the range are dropped), so that on a board whose step
    /// in a direction adds `k` to a site's number, the result holds the sites whose
    /// neighbour that way is in `self`.
    #[inline]
    pub fn shifted(&self, k: i32) -> SiteSet {
        let x = &self.0;
        let mut r = SiteSet::EMPTY;
        // A step on a board: less than a word, each word shifted once.
        if (1..64).contains(&k) {
            let b = k as u32;
            for i in 0..WORDS {
                let hi = if i + 1 < WORDS { x[i + 1] } else { 0 };
                r.0[i] = x[i] >> b | hi << (64 - b);
            }
            return r;
        }
        if (-63..0).contains(&k) {
            let b = k.unsigned_abs();
            for i in 0..WORDS {
                let lo = if i > 0 { x[i - 1] } else { 0 };
                r.0[i] = x[i] << b | lo >> (64 - b);
            }
            return r;
        }
        self.shifted_far(k)
    }

    /// [`Self::shifted`] by a whole word or more, or by nothing.
    #[inline(never)]
    fn shifted_far(&self, k: i32) -> SiteSet {
        let mut r = SiteSet::EMPTY;
        let (w, b) = ((k.unsigned_abs() / 64) as usize, k.unsigned_abs() % 64);
        for i in 0..WORDS {
            let word = |j: usize| self.0.get(j).copied().unwrap_or(0);
            r.0[i] = if k >= 0 {
                let (lo, hi) = (word(i + w), word(i + w + 1));
                if b == 0 {
                    lo
                } else {
                    lo >> b | hi << (64 - b)
                }
            } else {
                let (hi, lo) = match i.checked_sub(w) {
                    Some(j) => (word(j), j.checked_sub(1).map_or(0, word)),
                    None => (0, 0),
                };
                if b == 0 {
                    hi
                } else {
                    hi << b | lo >> (64 - b)
                }
            };
        }
        r
    }
    /// The sites in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
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

impl FromIterator<u16> for SiteSet {
    fn from_iter<I: IntoIterator<Item = u16>>(it: I) -> SiteSet {
        let mut s = SiteSet::EMPTY;
        for x in it {
            s.insert(x);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifting_moves_every_site_by_the_same_amount() {
        let a: SiteSet = [0u16, 1, 63, 64, 127, 130, 200, 255].into_iter().collect();
        for k in [-200i32, -65, -64, -63, -9, -1, 0, 1, 7, 63, 64, 65, 190] {
            let want: SiteSet = (0..MAX_SITES as i32)
                .filter(|&i| (0..MAX_SITES as i32).contains(&(i + k)) && a.contains((i + k) as u16))
                .map(|i| i as u16)
                .collect();
            assert_eq!(a.shifted(k), want, "shift by {k}");
        }
    }

    #[test]
    fn set_operations() {
        let a: SiteSet = [1u16, 70, 200].into_iter().collect();
        let b: SiteSet = [70u16, 3].into_iter().collect();
        assert_eq!(a.union(&b).iter().collect::<Vec<_>>(), vec![1, 3, 70, 200]);
        assert_eq!(a.intersection(&b).iter().collect::<Vec<_>>(), vec![70]);
        assert_eq!(a.difference(&b).len(), 2);
        assert!(!a.contains(300) && a.contains(200));
    }
}
