//! Ranking whole captures under the capture policy's priority list, as one integer
//! compared at once.

/// The rank of a capture under the priority list, as one integer: bit 63 marks a capture
/// (so any capture outranks any non-capture), then each criterion's field in order.
#[derive(Clone, Debug)]
pub(crate) struct Ranker {
    /// `(field, width)` per criterion, in priority order.
    fields: Vec<(crate::rules::Priority, u32)>,
    /// What capturing a man and a king counts for under `MostValue`.
    worth: [u32; 2],
}

impl Ranker {
    /// From the priority list (repeated criteria are dropped: they cannot break ties)
    /// and the capture worths of a man and a king. The fields' widths add up to 63
    /// bits even when every criterion is listed.
    pub fn new(list: &[crate::rules::Priority], worth: [u32; 2]) -> Ranker {
        use crate::rules::Priority::*;
        let mut fields = Vec::new();
        for &p in list {
            if fields.iter().any(|&(q, _)| q == p) {
                continue;
            }
            let width = match p {
                MostPieces | MostKings => 7,
                ByKing => 1,
                EarliestKing => 32,
                MostValue => 16,
            };
            fields.push((p, width));
        }
        Ranker { fields, worth }
    }

    /// The rank of a capture of `n` pieces (`nk` kings, order bits `kbits`), made by a
    /// king when `by_king`.
    #[inline]
    pub fn rank(&self, n: u32, by_king: bool, nk: u32, kbits: u32) -> u64 {
        use crate::rules::Priority::*;
        let mut r = 0u64;
        for &(p, w) in &self.fields {
            let v = match p {
                MostPieces => n.min(127) as u64,
                ByKing => by_king as u64,
                MostKings => nk.min(127) as u64,
                EarliestKing => kbits as u64,
                MostValue => {
                    let v = n.saturating_sub(nk) as u64 * self.worth[0] as u64
                        + nk as u64 * self.worth[1] as u64;
                    v.min(0xFFFF)
                }
            };
            r = (r << w) | v;
        }
        (1 << 63) | r
    }
}

#[cfg(test)]
mod tests {
    use super::Ranker;
    use crate::rules::Priority::*;

    #[test]
    fn most_value_weighs_kinds() {
        // Worths 65 and 129: n kings outrank 2n-1 men and yield to 2n men.
        let r = Ranker::new(&[MostValue, ByKing], [65, 129]);
        let men = |n| r.rank(n, false, 0, 0);
        let kings = |n| r.rank(n, false, n, 0);
        assert!(men(2) > kings(1));
        assert!(kings(1) > men(1));
        assert!(kings(2) > men(3) && men(4) > kings(2));
        // Equal value: the capture with a king first.
        assert!(r.rank(2, true, 0, 0) > men(2));
    }

    #[test]
    fn most_value_with_unit_worths_is_most_pieces() {
        let v = Ranker::new(&[MostValue], [1, 1]);
        let p = Ranker::new(&[MostPieces], [1, 1]);
        for (n, k) in [(1, 0), (1, 1), (3, 2), (5, 0)] {
            for (m, j) in [(1, 0), (2, 1), (3, 0)] {
                assert_eq!(
                    v.rank(n, false, k, 0) > v.rank(m, false, j, 0),
                    p.rank(n, false, k, 0) > p.rank(m, false, j, 0)
                );
            }
        }
    }

    #[test]
    fn ranks_follow_the_priority_list() {
        let r = Ranker::new(&[MostPieces, ByKing, MostKings, EarliestKing], [1, 1]);
        // More pieces beats everything after it.
        assert!(r.rank(3, false, 0, 0) > r.rank(2, true, 2, 1 << 31));
        // Then a capture by a king.
        assert!(r.rank(2, true, 0, 0) > r.rank(2, false, 2, 3 << 30));
        // Then more kings.
        assert!(r.rank(2, false, 2, 3 << 30) > r.rank(2, false, 1, 1 << 31));
        // Then the earlier king: king first beats king second.
        assert!(r.rank(2, false, 1, 1 << 31) > r.rank(2, false, 1, 1 << 30));
        // Any capture outranks a non-capture (rank 0), even with no criteria.
        assert!(Ranker::new(&[], [1, 1]).rank(1, false, 0, 0) > 0);
        // Repeated criteria are ignored.
        let twice = Ranker::new(&[MostPieces, MostPieces], [1, 1]);
        assert_eq!(
            twice.rank(5, false, 0, 0),
            Ranker::new(&[MostPieces], [1, 1]).rank(5, false, 0, 0)
        );
    }
}
