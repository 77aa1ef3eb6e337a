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
    /// The moves received since the `start`-th (none for a probe).
    fn moves_from(&self, start: usize) -> &[Move<'p>];
    /// Keeps, of the moves received since the `start`-th, the `i`-th of them when
    /// `keep(i)`, in order.
    fn keep_from(&mut self, start: usize, keep: impl FnMut(usize) -> bool);
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
    /// The one site a search wants moves to ([`Reaches`]): a generator may leave out
    /// the moves to other sites, and their tests, unless it counts moves (`priority`,
    /// `max Moves`), which then lists them in a list of its own.
    #[inline]
    fn target(&self) -> Option<crate::program::Site> {
        None
    }
    /// Whether the next move may be left unbuilt: the sink counts it and keeps none
    /// of it ([`super::pick::Pick`]). A generator asks before building a move, and
    /// builds and pushes it when the answer is no.
    #[inline]
    fn skip(&mut self) -> bool {
        false
    }
    /// Of `k` moves offered in a row, the rank (from 0) of the first the sink wants
    /// built, those before it counted as skipped; `None` when it wants none of them
    /// (all counted). A slide's run of empty sites asks once, not once per site.
    #[inline]
    fn skip_run(&mut self, k: usize) -> Option<usize> {
        (0..k).find(|_| !self.skip())
    }
    /// Whether the sink holds every move it receives, to be read back and ranked
    /// (`max Moves` ranks its candidates in a list of its own otherwise).
    #[inline]
    fn lists(&self) -> bool {
        true
    }
}

/// A list of moves as a sink: the heap list and the lists on the stack alike.
macro_rules! list_sink {
    ($list:ty $(, $n:ident)?) => {
        impl<'p $(, const $n: usize)?> Sink<'p> for $list
        $(where [Move<'p>; $n]: smallvec::Array<Item = Move<'p>>)?
        {
            #[inline]
            fn push(&mut self, m: Move<'p>) {
                <$list>::push(self, m);
            }
            #[inline]
            fn len(&self) -> usize {
                <$list>::len(self)
            }
            #[inline]
            fn then_from(&mut self, start: usize, t: &'p crate::program::Moves) {
                for mv in self.iter_mut().skip(start) {
                    mv.then.push(t);
                }
            }
            fn moves_from(&self, start: usize) -> &[Move<'p>] {
                &self[start..]
            }
            fn keep_from(&mut self, start: usize, keep: impl FnMut(usize) -> bool) {
                let n = compact(&mut self[start..], keep);
                self.truncate(start + n);
            }
        }
    };
}

list_sink!(Vec<Move<'p>>);
list_sink!(SmallVec<[Move<'p>; N]>, N);

/// A few moves, held on the stack: the consequences and effects applied with a move
/// yield one or two, and a heap list for each would cost more than the moves.
pub(crate) type Few<'p> = SmallVec<[Move<'p>; 2]>;

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
    fn moves_from(&self, _: usize) -> &[Move<'p>] {
        &[]
    }
    fn keep_from(&mut self, _: usize, _: impl FnMut(usize) -> bool) {}
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

/// Moves the kept moves of `moves` to its front, in order; returns how many there are.
fn compact(moves: &mut [Move<'_>], mut keep: impl FnMut(usize) -> bool) -> usize {
    let mut kept = 0;
    for i in 0..moves.len() {
        if keep(i) {
            moves.swap(kept, i);
            kept += 1;
        }
    }
    kept
}

/// The moves to one site, the others only counted: Ludii's `canMoveTo`, which
/// `is Threatened` asks of each enemy. With `stop`, a generator may stop at the first.
pub(crate) struct Reaches<'p> {
    pub site: crate::program::Site,
    pub stop: bool,
    /// How many moves were received, to the site or not.
    pub n: usize,
    /// Those that go to the site, each with its rank among all received (for the
    /// consequences added to the moves received since a rank).
    pub kept: Vec<(usize, Move<'p>)>,
}

impl<'p> Reaches<'p> {
    /// A search for moves to `site`, stopping at the first when `stop`.
    pub(crate) fn new(site: crate::program::Site, stop: bool) -> Self {
        Reaches {
            site,
            stop,
            n: 0,
            kept: Vec::new(),
        }
    }
}

impl<'p> Sink<'p> for Reaches<'p> {
    #[inline]
    fn push(&mut self, m: Move<'p>) {
        if m.to == self.site {
            self.kept.push((self.n, m));
        }
        self.n += 1;
    }
    #[inline]
    fn len(&self) -> usize {
        self.n
    }
    fn then_from(&mut self, start: usize, t: &'p crate::program::Moves) {
        for (_, mv) in self.kept.iter_mut().rev().take_while(|(i, _)| *i >= start) {
            mv.then.push(t);
        }
    }
    fn moves_from(&self, _: usize) -> &[Move<'p>] {
        &[]
    }
    fn keep_from(&mut self, _: usize, _: impl FnMut(usize) -> bool) {}
    #[inline]
    fn done(&self) -> bool {
        self.stop && !self.kept.is_empty()
    }
    #[inline]
    fn target(&self) -> Option<crate::program::Site> {
        Some(self.site)
    }
}
