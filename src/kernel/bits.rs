//! Site sets sized to the board: the kernel's hot code is generic over the integer that
//! holds a set of sites, so that a board of at most 64 sites (8x8 and 10x10 dark
//! squares) runs on `u64` (one register, one instruction per shift or count) and any
//! other on `u128`. The choice is made from the rules' board when the game is built.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// A set of sites, bit `i` = site `i`.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + Default
    + Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Send
    + Sync
    + 'static
{
    /// The empty set.
    const ZERO: Self;
    /// Every bit.
    const ONES: Self;
    /// Number of bits.
    const BITS: u32;
    /// `{s}`.
    fn bit(s: u8) -> Self;
    /// Number of sites.
    fn count(self) -> u32;
    /// Index of the lowest site (`BITS` when empty).
    fn low(self) -> u32;
    /// Number of leading zero bits.
    fn lead(self) -> u32;
    /// The set without its lowest site.
    fn pop(self) -> Self;
    /// Rotated left by `k` bits (`k < BITS`): a shift by a signed delta, without a
    /// branch on its sign, for sets whose bits do not cross either end.
    fn rotl(self, k: u32) -> Self;
    /// From a 128-bit set (the public type); the caller knows it fits.
    fn narrow(w: u128) -> Self;
    /// As a 128-bit set.
    fn wide(self) -> u128;
    /// Whether `s` is in the set.
    #[inline(always)]
    fn has(self, s: u8) -> bool {
        (self >> s as u32) & Self::bit(0) != Self::ZERO
    }
    /// Whether the set is empty.
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }
}

macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const ONES: Self = !0;
            const BITS: u32 = <$t>::BITS;
            #[inline(always)]
            fn bit(s: u8) -> Self {
                1 << s
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn low(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn lead(self) -> u32 {
                self.leading_zeros()
            }
            #[inline(always)]
            fn pop(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn rotl(self, k: u32) -> Self {
                self.rotate_left(k)
            }
            #[inline(always)]
            fn narrow(w: u128) -> Self {
                w as $t
            }
            #[inline(always)]
            fn wide(self) -> u128 {
                self as u128
            }
        }
    };
}

bits!(u64);
bits!(u128);

/// The sites of a set, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Iter<B>(pub B);

impl<B: Bits> Iterator for Iter<B> {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0.is_empty() {
            return None;
        }
        let s = self.0.low() as u8;
        self.0 = self.0.pop();
        Some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    fn laws<B: Bits>() {
        let s = B::bit(3) | B::bit(40);
        assert_eq!(s.count(), 2);
        assert_eq!(s.low(), 3);
        assert_eq!(s.pop(), B::bit(40));
        assert_eq!(s.rotl(2), B::bit(5) | B::bit(42));
        assert_eq!(s.rotl(B::BITS - 3), B::bit(0) | B::bit(37));
        assert!(s.has(40) && !s.has(41));
        assert_eq!(B::narrow(s.wide()), s);
        assert_eq!(B::BITS - 1 - s.lead(), 40);
        assert_eq!(super::Iter(s).collect::<Vec<_>>(), [3, 40]);
    }

    #[test]
    fn both_widths_obey_the_same_laws() {
        laws::<u64>();
        laws::<u128>();
    }
}
