//! Sites marked during one flood fill (a group, its liberties, an enclosure), without a
//! fresh array of the board's size for each: a playout of Go fills a few groups at
//! every stone it tries, and allocating and clearing those arrays was a fifth of its
//! time. A site is marked when its stamp is the fill's; a new fill takes a new stamp.

use crate::program::Site;
use std::cell::RefCell;

/// The marks of one fill, and the sites it reached in order (a queue to grow from).
#[derive(Default)]
pub(super) struct Marks {
    stamp: Vec<u32>,
    now: u32,
    /// The sites marked, in the order they were.
    pub sites: Vec<Site>,
}

impl Marks {
    /// Nothing marked, for a board of `n` sites.
    fn reset(&mut self, n: usize) {
        if self.stamp.len() < n {
            self.stamp.resize(n, 0);
        }
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            // A stamp wrapped round: the old ones would read as this fill's.
            self.stamp.fill(0);
            self.now = 1;
        }
        self.sites.clear();
    }

    /// Whether `x` is marked.
    #[inline]
    pub fn has(&self, x: Site) -> bool {
        self.stamp.get(x as usize) == Some(&self.now)
    }

    /// Marks `x` (a site of the board) and queues it; false when it was marked.
    #[inline]
    pub fn add(&mut self, x: Site) -> bool {
        match self.stamp.get_mut(x as usize) {
            Some(m) if *m != self.now => {
                *m = self.now;
                self.sites.push(x);
                true
            }
            _ => false,
        }
    }
}

thread_local! {
    /// Marks not in use on this thread. A fill inside a fill (a group's test that counts
    /// another group) takes another, so each fill's marks are its own.
    static POOL: RefCell<Vec<Marks>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with marks of its own, none set, for a board of `n` sites.
pub(super) fn with_marks<R>(n: usize, f: impl FnOnce(&mut Marks) -> R) -> R {
    let mut m = POOL.with(|p| p.borrow_mut().pop()).unwrap_or_default();
    m.reset(n);
    let r = f(&mut m);
    POOL.with(|p| p.borrow_mut().push(m));
    r
}

#[cfg(test)]
mod tests {
    use super::with_marks;

    #[test]
    fn each_fill_starts_unmarked_and_nested_fills_keep_their_own() {
        with_marks(4, |a| {
            assert!(a.add(1) && !a.add(1) && a.has(1) && !a.has(2));
            assert!(!a.add(9), "off the board");
            with_marks(4, |b| {
                assert!(!b.has(1));
                assert!(b.add(2));
            });
            assert!(!a.has(2));
            assert_eq!(a.sites, vec![1]);
        });
        with_marks(4, |a| assert!(!a.has(1) && a.sites.is_empty()));
    }
}
