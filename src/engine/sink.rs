//! Where generators put what they find: a list of moves, or only the fact that there
//! is one (`can Move`, which stops at the first and never needs the move itself).

use super::Move;
use smallvec::SmallVec;

/// A receiver of generated moves.
pub(crate) trait Sink<'p> {
    /// Receives a move.
    fn push(&mut self, m: Move<'p>);
    /// How many moves it has received.
    fn len(&self) -> usize;
    /// Adds a consequence to every move received since the `start`-th.
    fn then_from(&mut self, start: usize, t: &'p crate::program::Moves);
    /// Whether only the existence of a move is wanted: a generator then calls
    /// [`Sink::found`] instead of building the move, and may stop.
    #[inline]
    fn probe(&self) -> bool {
        false
    }
    /// Records that a move exists, without building it.
    #[inline]
    fn found(&mut self) {}
    /// Whether a probe has found what it looks for, so a generator may stop.
    #[inline]
    fn done(&self) -> bool {
        false
    }
}

impl<'p> Sink<'p> for Vec<Move<'p>> {
    #[inline]
    fn push(&mut self, m: Move<'p>) {
        Vec::push(self, m);
    }
    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }
    fn then_from(&mut self, start: usize, t: &'p crate::program::Moves) {
        for mv in &mut self[start..] {
            mv.then.push(t);
        }
    }
}

/// A few moves, held on the stack: the consequences and effects applied with a move
/// yield one or two, and a heap list for each would cost more than the moves.
pub(crate) type Few<'p> = SmallVec<[Move<'p>; 2]>;

impl<'p, const N: usize> Sink<'p> for SmallVec<[Move<'p>; N]>
where
    [Move<'p>; N]: smallvec::Array<Item = Move<'p>>,
{
    #[inline]
    fn push(&mut self, m: Move<'p>) {
        SmallVec::push(self, m);
    }
    #[inline]
    fn len(&self) -> usize {
        SmallVec::len(self)
    }
    fn then_from(&mut self, start: usize, t: &'p crate::program::Moves) {
        for mv in &mut self[start..] {
            mv.then.push(t);
        }
    }
}

/// Whether any move exists.
#[derive(Default)]
pub(crate) struct Exists(pub bool);

impl<'p> Sink<'p> for Exists {
    #[inline]
    fn push(&mut self, _: Move<'p>) {
        self.0 = true;
    }
    #[inline]
    fn len(&self) -> usize {
        self.0 as usize
    }
    #[inline]
    fn then_from(&mut self, _: usize, _: &'p crate::program::Moves) {}
    #[inline]
    fn probe(&self) -> bool {
        true
    }
    #[inline]
    fn found(&mut self) {
        self.0 = true;
    }
    #[inline]
    fn done(&self) -> bool {
        self.0
    }
}
