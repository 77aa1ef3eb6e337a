//! A set of sites: a bitset inline for boards of up to [`SMALL_SITES`] sites (so the
//! sets of those boards are evaluated without allocation, as fast as a fixed bitset),
//! and on the heap, as wide as its highest site, beyond them.

/// The most sites a board of the general engine may have (site numbers are `u16`,
/// and [`crate::program::board::OFF`] is `u16::MAX`).
pub const MAX_SITES: usize = 1 << 15;

/// The sites a set holds inline: the boards of Ludii's leaping games and most of its
/// library fit, and their sets stay 32 bytes with no allocation.
pub const SMALL_SITES: usize = 256;

const WORDS: usize = SMALL_SITES / 64;

/// The sites under [`SMALL_SITES`] of a set, inline and `Copy`: what the general
/// engine's sweep shifts on a board that small, with no branch on how a set is kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bits(pub [u64; WORDS]);

impl Bits {
    /// Whether `site` is in the set.
    #[inline]
    pub fn contains(&self, site: u16) -> bool {
        let i = site as usize;
        i < SMALL_SITES && self.0[i / 64] >> (i % 64) & 1 != 0
    }
    /// Adds `site` (ignored at or over [`SMALL_SITES`]).
    #[inline]
    pub fn insert(&mut self, site: u16) {
        let i = site as usize;
        if i < SMALL_SITES {
            self.0[i / 64] |= 1 << (i % 64);
        }
    }
    /// Union.
    #[inline]
    pub fn union(&self, o: &Bits) -> Bits {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a |= b;
        }
        r
    }
    /// Intersection.
    #[inline]
    pub fn intersection(&self, o: &Bits) -> Bits {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a &= b;
        }
        r
    }
    /// Difference.
    #[inline]
    pub fn difference(&self, o: &Bits) -> Bits {
        let mut r = *self;
        for (a, b) in r.0.iter_mut().zip(o.0) {
            *a &= !b;
        }
        r
    }
    /// [`SiteSet::shifted`] among the sites under [`SMALL_SITES`] (the others dropped).
    #[inline]
    pub fn shifted(&self, k: i32) -> Bits {
        let x = &self.0;
        let mut r = [0; WORDS];
        // A step on a board: less than a word, each word shifted once.
        if (1..64).contains(&k) {
            let b = k as u32;
            for i in 0..WORDS {
                let hi = if i + 1 < WORDS { x[i + 1] } else { 0 };
                r[i] = x[i] >> b | hi << (64 - b);
            }
            return Bits(r);
        }
        if (-63..0).contains(&k) {
            let b = k.unsigned_abs();
            for i in 0..WORDS {
                let lo = if i > 0 { x[i - 1] } else { 0 };
                r[i] = x[i] << b | lo >> (64 - b);
            }
            return Bits(r);
        }
        self.shifted_far(k)
    }
    /// [`Self::shifted`] by a whole word or more, or by nothing.
    #[inline(never)]
    fn shifted_far(&self, k: i32) -> Bits {
        let w = SiteSet::Small(*self).shifted_far(k);
        Bits(std::array::from_fn(|i| w.word(i)))
    }
    /// The sites in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        words_iter(&self.0)
    }
}

/// The bits of word `i` of a set that stand for sites under `limit`.
fn below(i: usize, limit: usize) -> u64 {
    match limit.saturating_sub(i * 64) {
        0 => 0,
        n if n >= 64 => !0,
        n => (1 << n) - 1,
    }
}

/// The sites of `words`, in increasing order.
fn words_iter(words: &[u64]) -> impl Iterator<Item = u16> + '_ {
    words.iter().enumerate().flat_map(|(wi, &w)| {
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

/// A set of sites, bit `i` = site `i`. Two sets are equal when they hold the same
/// sites, however they are stored.
#[derive(Debug)]
pub enum SiteSet {
    /// Every site under [`SMALL_SITES`].
    Small(Bits),
    /// Some site at or over [`SMALL_SITES`]: as many words as the highest site needs
    /// (or more, the rest zero).
    Large(Box<[u64]>),
}

// By hand: an inline set is copied with no call, the heap's copy kept out of line.
impl Clone for SiteSet {
    #[inline]
    fn clone(&self) -> SiteSet {
        match self {
            SiteSet::Small(b) => SiteSet::Small(*b),
            SiteSet::Large(w) => SiteSet::large_clone(w),
        }
    }
}

impl Default for SiteSet {
    fn default() -> SiteSet {
        SiteSet::EMPTY
    }
}

impl PartialEq for SiteSet {
    fn eq(&self, o: &SiteSet) -> bool {
        match (self, o) {
            (SiteSet::Small(a), SiteSet::Small(b)) => a == b,
            _ => {
                let n = self.words().len().max(o.words().len());
                (0..n).all(|i| self.word(i) == o.word(i))
            }
        }
    }
}
impl Eq for SiteSet {}

impl std::hash::Hash for SiteSet {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        // The words up to the last that holds a site, so that equal sets hash alike.
        let w = self.words();
        let n = w.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1);
        w[..n].hash(h);
    }
}

impl SiteSet {
    /// The empty set.
    pub const EMPTY: SiteSet = SiteSet::Small(Bits([0; WORDS]));

    /// The words of the set.
    #[inline]
    fn words(&self) -> &[u64] {
        match self {
            SiteSet::Small(w) => &w.0,
            SiteSet::Large(w) => w,
        }
    }
    /// Word `i`, 0 past the end.
    #[inline]
    fn word(&self, i: usize) -> u64 {
        self.words().get(i).copied().unwrap_or(0)
    }
    /// [`Clone::clone`] of a set on the heap.
    #[cold]
    #[inline(never)]
    fn large_clone(w: &[u64]) -> SiteSet {
        SiteSet::Large(w.into())
    }
    /// [`Self::contains`] of a set on the heap.
    #[cold]
    #[inline(never)]
    fn large_contains(w: &[u64], i: usize) -> bool {
        w.get(i / 64).is_some_and(|x| x >> (i % 64) & 1 != 0)
    }
    /// [`Self::remove`] from a set on the heap.
    #[cold]
    #[inline(never)]
    fn large_remove(w: &mut [u64], i: usize) {
        if let Some(x) = w.get_mut(i / 64) {
            *x &= !(1 << (i % 64));
        }
    }
    /// A set of `n` words, each `f(i)`: inline when its sites all fit.
    fn build(n: usize, f: impl Fn(usize) -> u64) -> SiteSet {
        if n <= WORDS {
            return SiteSet::Small(Bits(std::array::from_fn(|i| if i < n { f(i) } else { 0 })));
        }
        SiteSet::Large((0..n).map(f).collect())
    }

    /// Sites `0..n`.
    pub fn first(n: usize) -> SiteSet {
        let n = n.min(MAX_SITES);
        SiteSet::build(n.div_ceil(64).max(1), |i| {
            let left = n.saturating_sub(i * 64);
            if left >= 64 {
                u64::MAX
            } else {
                (1u64 << left) - 1
            }
        })
    }
    /// Whether `site` is in the set.
    #[inline]
    pub fn contains(&self, site: u16) -> bool {
        let i = site as usize;
        match self {
            SiteSet::Small(w) => w.contains(site),
            SiteSet::Large(w) => SiteSet::large_contains(w, i),
        }
    }
    /// Adds `site` (ignored at or over [`MAX_SITES`]).
    #[inline]
    pub fn insert(&mut self, site: u16) {
        let i = site as usize;
        match self {
            SiteSet::Small(w) if i < SMALL_SITES => w.0[i / 64] |= 1 << (i % 64),
            _ => self.insert_wide(i),
        }
    }
    /// [`Self::insert`] of a site the inline words may not hold.
    #[cold]
    #[inline(never)]
    fn insert_wide(&mut self, i: usize) {
        if i >= MAX_SITES {
            return;
        }
        let need = i / 64 + 1;
        if self.words().len() < need {
            let old = self.words();
            let mut w = vec![0; need];
            w[..old.len()].copy_from_slice(old);
            *self = SiteSet::Large(w.into_boxed_slice());
        }
        if let SiteSet::Large(w) = self {
            w[i / 64] |= 1 << (i % 64);
        }
    }
    /// Removes `site`.
    #[inline]
    pub fn remove(&mut self, site: u16) {
        let i = site as usize;
        match self {
            SiteSet::Small(w) => {
                if i < SMALL_SITES {
                    w.0[i / 64] &= !(1 << (i % 64));
                }
            }
            SiteSet::Large(w) => SiteSet::large_remove(w, i),
        }
    }
    /// Number of sites.
    pub fn len(&self) -> usize {
        self.words().iter().map(|w| w.count_ones() as usize).sum()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.words().iter().all(|&w| w == 0)
    }
    /// Union.
    #[inline]
    pub fn union(&self, o: &SiteSet) -> SiteSet {
        match (self, o) {
            (SiteSet::Small(a), SiteSet::Small(b)) => SiteSet::Small(a.union(b)),
            _ => self.wide(o, self.words().len().max(o.words().len()), |a, b| a | b),
        }
    }
    /// Intersection.
    #[inline]
    pub fn intersection(&self, o: &SiteSet) -> SiteSet {
        match (self, o) {
            (SiteSet::Small(a), SiteSet::Small(b)) => SiteSet::Small(a.intersection(b)),
            _ => self.wide(o, self.words().len().min(o.words().len()), |a, b| a & b),
        }
    }
    /// Difference.
    #[inline]
    pub fn difference(&self, o: &SiteSet) -> SiteSet {
        match (self, o) {
            (SiteSet::Small(a), SiteSet::Small(b)) => SiteSet::Small(a.difference(b)),
            _ => self.wide(o, self.words().len(), |a, b| a & !b),
        }
    }
    /// A set operation word by word over `n` words, when a set is not inline.
    #[cold]
    #[inline(never)]
    fn wide(&self, o: &SiteSet, n: usize, f: fn(u64, u64) -> u64) -> SiteSet {
        SiteSet::build(n, |i| f(self.word(i), o.word(i)))
    }
    /// The set moved `k` sites down or up: site `i` of the result is site `i + k` of
    /// `self` (sites that leave `0..MAX_SITES` are dropped), so that on a board whose
    /// step in a direction adds `k` to a site's number, the result holds the sites
    /// whose neighbour that way is in `self`.
    #[inline]
    pub fn shifted(&self, k: i32) -> SiteSet {
        if let SiteSet::Small(x) = self {
            // Down, or up when no site leaves the inline words.
            let up_fits = (-63..0).contains(&k) && x.0[WORDS - 1] >> (64 + k) == 0;
            if (1..64).contains(&k) || up_fits {
                return SiteSet::Small(x.shifted(k));
            }
        }
        self.shifted_far(k)
    }

    /// [`Self::shifted`] by a whole word or more, or by nothing, or of a set on the heap.
    #[inline(never)]
    fn shifted_far(&self, k: i32) -> SiteSet {
        let (w, b) = ((k.unsigned_abs() / 64) as usize, k.unsigned_abs() % 64);
        let len = self.words().len();
        let n = if k >= 0 {
            len.saturating_sub(w)
        } else {
            (len + w + 1).min(MAX_SITES / 64)
        };
        SiteSet::build(n.max(1), |i| {
            let word = |j: usize| self.word(j);
            if k >= 0 {
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
            }
        })
    }
    /// The sites in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        words_iter(self.words())
    }
    /// How many of the set's sites are under `limit`.
    pub fn count_below(&self, limit: usize) -> usize {
        let words = self.words().iter().enumerate();
        words
            .map(|(i, &w)| (w & below(i, limit)).count_ones() as usize)
            .sum()
    }
    /// The `k`-th of the set's sites under `limit`, in increasing order from 0 (a word
    /// at a time: a random playout draws one of two hundred empty sites this way).
    pub fn nth_below(&self, limit: usize, mut k: usize) -> Option<u16> {
        for (i, &w) in self.words().iter().enumerate() {
            let w = w & below(i, limit);
            let n = w.count_ones() as usize;
            if k >= n {
                k -= n;
                continue;
            }
            return Some((i * 64 + select(w, k as u32) as usize) as u16);
        }
        None
    }
    /// The set inline, when it is kept so (every site under [`SMALL_SITES`]).
    #[inline]
    pub fn small(&self) -> Option<&Bits> {
        match self {
            SiteSet::Small(b) => Some(b),
            SiteSet::Large(_) => None,
        }
    }
}

/// The place of the `k`-th set bit of `w` (from 0; `k` under its count), found by
/// halves: the bits of the low half counted in one look, then the rest of a byte.
#[inline]
fn select(mut w: u64, mut k: u32) -> u32 {
    let mut base = 0;
    for width in [32u32, 16, 8] {
        let low = (w & ((1u64 << width) - 1)).count_ones();
        if k >= low {
            k -= low;
            w >>= width;
            base += width;
        }
    }
    for _ in 0..k {
        w &= w - 1;
    }
    base + w.trailing_zeros()
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

    /// The counted and drawn sites under a limit are the iterated ones, inline and not.
    #[test]
    fn the_nth_site_under_a_limit_is_the_iterators() {
        let sites = [0u16, 5, 63, 64, 100, 200, 255, 300, 700];
        let set: SiteSet = sites.iter().copied().collect();
        for limit in [0, 1, 64, 65, 201, 256, 301, 1000] {
            let under: Vec<u16> = set.iter().filter(|&x| (x as usize) < limit).collect();
            assert_eq!(set.count_below(limit), under.len());
            let drawn: Vec<_> = (0..=under.len()).map(|k| set.nth_below(limit, k)).collect();
            let mut want: Vec<_> = under.iter().copied().map(Some).collect();
            want.push(None);
            assert_eq!(drawn, want, "under {limit}");
        }
    }

    /// The `k`-th set bit found by halves is the one counted off bit by bit.
    #[test]
    fn select_finds_the_kth_set_bit() {
        let words = [
            1u64,
            u64::MAX,
            0x8000_0000_0000_0001,
            0xF0F0_0F0F_1234_8001,
            1 << 63,
        ];
        for w in words {
            let bits: Vec<u32> = (0..64).filter(|&i| w >> i & 1 != 0).collect();
            for (k, &b) in bits.iter().enumerate() {
                assert_eq!(select(w, k as u32), b, "word {w:#x}, k {k}");
            }
        }
    }

    /// What `shifted(k)` must give, site by site, among sites `0..n`.
    fn shifted_by_hand(a: &SiteSet, k: i32, n: i32) -> SiteSet {
        (0..n)
            .filter(|&i| (0..n).contains(&(i + k)) && a.contains((i + k) as u16))
            .map(|i| i as u16)
            .collect()
    }

    #[test]
    fn shifting_moves_every_site_by_the_same_amount() {
        let a: SiteSet = [0u16, 1, 63, 64, 127, 130, 200, 255].into_iter().collect();
        for k in [-200i32, -65, -64, -63, -9, -1, 0, 1, 7, 63, 64, 65, 190] {
            assert_eq!(a.shifted(k), shifted_by_hand(&a, k, 2048), "shift by {k}");
        }
    }

    #[test]
    fn shifting_a_set_past_the_inline_words_keeps_its_sites() {
        let a: SiteSet = [3u16, 250, 255].into_iter().collect();
        assert!(matches!(a, SiteSet::Small(_)));
        let up = a.shifted(-19);
        assert_eq!(up.iter().collect::<Vec<_>>(), vec![22, 269, 274]);
        let wide: SiteSet = [5u16, 300, 361, 700, 2645].into_iter().collect();
        for k in [-700i32, -64, -19, -1, 0, 1, 19, 64, 299, 2000] {
            assert_eq!(
                wide.shifted(k),
                shifted_by_hand(&wide, k, 4096),
                "shift by {k}"
            );
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

    #[test]
    fn sets_past_256_sites_grow_and_compare_by_their_sites() {
        let mut a: SiteSet = [1u16, 360].into_iter().collect();
        assert!(a.contains(360) && !a.contains(359) && !a.contains(5000));
        let b: SiteSet = [1u16].into_iter().collect();
        assert_eq!(a.union(&b), a);
        assert_eq!(a.intersection(&b), b);
        assert_eq!(a.difference(&b).iter().collect::<Vec<_>>(), vec![360]);
        a.remove(360);
        // The same sites, one set inline and one on the heap: equal, and hashed alike.
        assert_eq!(a, b);
        let hash = |s: &SiteSet| {
            use std::hash::{BuildHasher, BuildHasherDefault};
            BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(s)
        };
        assert_eq!(hash(&a), hash(&b));
        assert_eq!(SiteSet::first(361).len(), 361);
        assert_eq!(SiteSet::first(361).iter().last(), Some(360));
        assert_eq!(SiteSet::first(100).len(), 100);
        assert_eq!(SiteSet::first(0), SiteSet::EMPTY);
    }
}
