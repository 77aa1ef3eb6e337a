//! The pieces under each site's top piece in a game of stacks, every site's in one
//! vector. A position is copied at every probe of the end of the turn and every
//! look-ahead; with a vector per site, each copy allocated once per site of the
//! board, while a game of stacks holds a few dozen pieces in all. Here a copy is two
//! allocations, and moving a piece shifts the few pieces stored after it.

use crate::program::CompId;

/// Per site, the pieces under its top piece, bottom first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Columns {
    /// `sites + 1` offsets into `pieces`: site `i`'s pieces are
    /// `pieces[offsets[i]..offsets[i + 1]]`. Each site's are kept in site order, so a
    /// position has one layout (equal positions compare equal). The offsets are 32-bit:
    /// a file may stack a piece every turn, past 65,535 in all.
    offsets: Vec<u32>,
    /// Every site's pieces under its top, site after site.
    pieces: Vec<CompId>,
}

impl Columns {
    /// The memory the columns keep on the heap, as (address, bytes) spans (see
    /// [`Stepper::heap_spans`](super::Stepper::heap_spans)).
    pub fn heap_spans(&self, f: &mut impl FnMut(*const u8, usize)) {
        f(
            self.offsets.as_ptr().cast(),
            std::mem::size_of_val(&self.offsets[..]),
        );
        f(
            self.pieces.as_ptr().cast(),
            std::mem::size_of_val(&self.pieces[..]),
        );
    }

    /// Empty columns for `sites` sites.
    pub fn new(sites: usize) -> Columns {
        Columns {
            offsets: vec![0; sites + 1],
            pieces: Vec::new(),
        }
    }

    /// The number of sites.
    pub fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// Whether the board has no sites.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Where site `i`'s pieces are in `pieces` (`None` off the board).
    #[inline]
    fn range(&self, i: usize) -> Option<std::ops::Range<usize>> {
        let end = *self.offsets.get(i + 1)?;
        Some(self.offsets[i] as usize..end as usize)
    }

    /// Site `i`'s pieces under its top, bottom first (none off the board).
    #[inline]
    pub fn get(&self, i: usize) -> &[CompId] {
        match self.range(i) {
            Some(r) => &self.pieces[r],
            None => &[],
        }
    }

    /// Moves the offsets after site `i` by `by` pieces.
    fn shift(&mut self, i: usize, by: i64) {
        for o in &mut self.offsets[i + 1..] {
            // The result is a length of `pieces`, so it fits.
            *o = (i64::from(*o) + by) as u32;
        }
    }

    /// Puts `c` on top of site `i`'s pieces under its top.
    pub fn push(&mut self, i: usize, c: CompId) {
        if let Some(r) = self.range(i) {
            self.pieces.insert(r.end, c);
            self.shift(i, 1);
        }
    }

    /// Takes the highest of site `i`'s pieces under its top.
    pub fn pop(&mut self, i: usize) -> Option<CompId> {
        let r = self.range(i).filter(|r| !r.is_empty())?;
        self.shift(i, -1);
        Some(self.pieces.remove(r.end - 1))
    }

    /// Replaces site `i`'s pieces under its top by `pieces`, bottom first.
    pub fn set(&mut self, i: usize, pieces: &[CompId]) {
        if let Some(r) = self.range(i) {
            let by = pieces.len() as i64 - r.len() as i64;
            self.pieces.splice(r, pieces.iter().copied());
            self.shift(i, by);
        }
    }

    /// Takes all of site `i`'s pieces under its top, bottom first.
    pub fn take(&mut self, i: usize) -> smallvec::SmallVec<[CompId; 16]> {
        let Some(r) = self.range(i) else {
            return smallvec::SmallVec::new();
        };
        let by = -(r.len() as i64);
        let out = self.pieces.drain(r).collect();
        self.shift(i, by);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Columns;

    /// The columns as one vector per site, to compare with.
    fn naive(c: &Columns, n: usize) -> Vec<Vec<u16>> {
        (0..n).map(|i| c.get(i).to_vec()).collect()
    }

    #[test]
    fn each_site_keeps_its_own_pieces_through_every_change() {
        let n = 5;
        let mut c = Columns::new(n);
        let mut v = vec![Vec::new(); n];
        let ops: [(u8, usize, u16); 12] = [
            (0, 2, 7),
            (0, 2, 8),
            (0, 0, 1),
            (0, 4, 3),
            (1, 2, 0),
            (2, 3, 0),
            (0, 3, 9),
            (3, 0, 0),
            (1, 1, 0),
            (2, 2, 0),
            (0, 1, 5),
            (1, 4, 0),
        ];
        for (op, i, x) in ops {
            match op {
                0 => {
                    c.push(i, x);
                    v[i].push(x);
                }
                1 => assert_eq!(c.pop(i), v[i].pop()),
                2 => {
                    c.set(i, &[4, 5, 6]);
                    v[i] = vec![4, 5, 6];
                }
                _ => assert_eq!(c.take(i).to_vec(), std::mem::take(&mut v[i])),
            }
            assert_eq!(naive(&c, n), v);
        }
        // The same pieces reached another way are the same columns.
        let mut d = Columns::new(n);
        for (i, p) in v.iter().enumerate() {
            d.set(i, p);
        }
        assert_eq!(c, d);
        assert!(c.get(n).is_empty());
        assert_eq!(c.pop(n), None);
    }

    /// More than 65,535 pieces under the tops in all (a file may stack a piece every
    /// turn): every site keeps its own.
    #[test]
    fn more_pieces_than_a_word_counts_stay_in_their_columns() {
        let mut c = Columns::new(3);
        for k in 0..40_000u32 {
            c.push(0, (k % 7) as u16);
            c.push(1, (k % 5) as u16);
        }
        c.push(2, 9);
        assert_eq!(c.get(0).len(), 40_000);
        assert_eq!(c.get(1).len(), 40_000);
        assert_eq!(c.get(2), &[9]);
        assert_eq!(c.pop(1), Some(39_999 % 5));
        assert_eq!(c.take(0).len(), 40_000);
        assert_eq!(c.get(1).len(), 39_999);
        assert_eq!(c.get(2), &[9]);
    }
}
