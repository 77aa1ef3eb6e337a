//! The transposition table: a fixed-size, always-replace-if-deeper table keyed on the
//! kernel's Zobrist hash. The best turn is kept by its identity (huff, start, end,
//! captured set) and found again in the legal list, so a hash collision can at worst
//! reorder moves, never play an illegal one.

use crate::kernel::{SiteSet, Turn};

/// What the stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this (a beta cut-off).
    Lower,
    /// At most this (no move raised alpha).
    Upper,
}

/// The identity of a turn, small enough to store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TurnKey {
    huff: u8,
    from: u8,
    to: u8,
    captured: SiteSet,
}

/// `huff` value meaning "no huff".
const NO_HUFF: u8 = u8::MAX;

impl TurnKey {
    /// The key of `t`.
    pub fn of(t: &Turn) -> TurnKey {
        TurnKey {
            huff: t.huff.unwrap_or(NO_HUFF),
            from: t.from,
            to: t.to(),
            captured: t.captured,
        }
    }
    /// Whether `t` has this key.
    pub fn matches(&self, t: &Turn) -> bool {
        *self == TurnKey::of(t)
    }
}

/// One stored position.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Full hash, to reject other positions sharing the slot.
    pub hash: u64,
    /// Remaining depth the score was searched to.
    pub depth: i16,
    /// Score (mate scores relative to this node).
    pub score: i32,
    /// What the score means.
    pub bound: Bound,
    /// Best or refuting turn, if any.
    pub best: Option<TurnKey>,
}

/// The table.
pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits;
        Table {
            slots: vec![None; n],
            mask: n - 1,
        }
    }

    /// The entry for `hash`, if stored.
    pub fn probe(&self, hash: u64) -> Option<Entry> {
        self.slots[hash as usize & self.mask].filter(|e| e.hash == hash)
    }

    /// Stores `e`, replacing a shallower entry or one for another position.
    pub fn store(&mut self, e: Entry) {
        let slot = &mut self.slots[e.hash as usize & self.mask];
        match slot {
            Some(old) if old.hash == e.hash && old.depth > e.depth => {}
            _ => *slot = Some(e),
        }
    }
}
