//! 64-bit site sets counted by the `popcnt` instruction, chosen at run time.
//!
//! The baseline x86-64 target has no `popcnt`, so `u64::count_ones` is a dozen
//! instructions; counting is on the hot path of bulk perft (steps and captures are
//! counted, not built). `-C target-cpu=native` would also enable it, but was slower
//! here as a whole, and a distributed binary must run on any x86-64. So [`Pop64`] is
//! a `u64` whose count is one `popcnt` (inline assembly, valid in any function), and
//! [`Game::new`](super::Game::new) builds the kernel on it only when the processor
//! has the instruction; elsewhere the portable `u64` kernel runs, the same code.

use super::bits::Bits;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// A `u64` site set counted by `popcnt`. Only built when [`available`] says so.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
#[repr(transparent)]
pub struct Pop64(u64);

/// Whether this processor has `popcnt` (so that [`Pop64`] may be used).
pub fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $op:tt) => {
        impl $tr for Pop64 {
            type Output = Pop64;
            #[inline(always)]
            fn $f(self, o: Pop64) -> Pop64 {
                Pop64(self.0 $op o.0)
            }
        }
    };
}
binop!(BitAnd, bitand, &);
binop!(BitOr, bitor, |);
binop!(BitXor, bitxor, ^);

impl Not for Pop64 {
    type Output = Pop64;
    #[inline(always)]
    fn not(self) -> Pop64 {
        Pop64(!self.0)
    }
}
impl BitAndAssign for Pop64 {
    #[inline(always)]
    fn bitand_assign(&mut self, o: Pop64) {
        self.0 &= o.0
    }
}
impl BitOrAssign for Pop64 {
    #[inline(always)]
    fn bitor_assign(&mut self, o: Pop64) {
        self.0 |= o.0
    }
}
impl Shl<u32> for Pop64 {
    type Output = Pop64;
    #[inline(always)]
    fn shl(self, k: u32) -> Pop64 {
        Pop64(self.0 << k)
    }
}
impl Shr<u32> for Pop64 {
    type Output = Pop64;
    #[inline(always)]
    fn shr(self, k: u32) -> Pop64 {
        Pop64(self.0 >> k)
    }
}

impl Bits for Pop64 {
    const ZERO: Self = Pop64(0);
    const ONES: Self = Pop64(!0);
    const BITS: u32 = 64;
    #[inline(always)]
    fn bit(s: u8) -> Self {
        Pop64(1 << s)
    }
    #[inline(always)]
    fn count(self) -> u32 {
        #[cfg(target_arch = "x86_64")]
        {
            let r: u64;
            // SAFETY: the kernel counts `Pop64` sets only through `Tables<Pop64>`, which
            // `Game::new` builds only after `available()` found the instruction; the
            // instruction reads and writes registers only.
            unsafe {
                std::arch::asm!(
                    "popcnt {r}, {x}",
                    x = in(reg) self.0,
                    r = lateout(reg) r,
                    options(pure, nomem, nostack)
                );
            }
            r as u32
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            self.0.count_ones()
        }
    }
    #[inline(always)]
    fn low(self) -> u32 {
        self.0.trailing_zeros()
    }
    #[inline(always)]
    fn lead(self) -> u32 {
        self.0.leading_zeros()
    }
    #[inline(always)]
    fn pop(self) -> Self {
        Pop64(self.0 & self.0.wrapping_sub(1))
    }
    #[inline(always)]
    fn rotl(self, k: u32) -> Self {
        Pop64(self.0.rotate_left(k))
    }
    #[inline(always)]
    fn narrow(w: u128) -> Self {
        Pop64(w as u64)
    }
    #[inline(always)]
    fn wide(self) -> u128 {
        self.0 as u128
    }
}

#[cfg(test)]
mod tests {
    use super::{available, Pop64};
    use crate::kernel::bits::Bits;

    #[test]
    fn counts_as_count_ones() {
        if !available() {
            return;
        }
        for x in [0u64, 1, 0x8000_0000_0000_0000, !0, 0x0123_4567_89ab_cdef] {
            assert_eq!(Pop64::narrow(x as u128).count(), x.count_ones());
        }
    }
}
