//! Ludii's propositions and votes (`move Propose`, `move Vote`, `is Proposed`, `is
//! Decided`), by which the players of a mancala game agree to end it, and its cycle
//! test (`is Cycle`), which lets them propose it once the moves go round.

use super::State;
use crate::program::PlayerId;

/// What has been proposed and voted.
#[derive(Clone, Debug, Default)]
pub struct Votes {
    /// The propositions made since the last vote ended, by interned name.
    pub propositions: Vec<u16>,
    /// The votes cast since then, in order.
    pub cast: Vec<u16>,
    /// What the last completed vote decided, if a majority chose one.
    pub decided: Option<u16>,
}

impl Votes {
    /// `(move Propose "Name")`.
    pub fn propose(&mut self, k: u16) {
        self.propositions.push(k);
    }

    /// `(is Proposed "Name")`.
    pub fn proposed(&self, k: u16) -> bool {
        self.propositions.contains(&k)
    }
}

/// `(move Vote "Name")`, as Ludii's `ActionVote`: once every player has voted, the
/// choice of more than half of them is decided (the first to reach the highest count
/// when there is a tie), and the propositions and votes are cleared.
pub(super) fn vote(m: &mut super::memory::Memory, k: u16, players: PlayerId) {
    let v = &mut m.votes;
    v.cast.push(k);
    if v.cast.len() != usize::from(players) {
        return;
    }
    let mut best: Option<(usize, u16)> = None;
    for (i, &x) in v.cast.iter().enumerate() {
        if v.cast[..i].contains(&x) {
            continue;
        }
        let n = v.cast[i..].iter().filter(|&&y| y == x).count();
        if best.is_none_or(|(b, _)| n > b) {
            best = Some((n, x));
        }
    }
    if let Some((n, x)) = best {
        if n > usize::from(players) / 2 {
            v.decided = Some(x);
        }
    }
    v.propositions.clear();
    v.cast.clear();
}

/// Records the position just reached (after a move), as Ludii's trial keeps the state
/// hash of each when a game tests for cycles: the pieces and what they carry. Only the
/// last 3n² are kept (all that `is Cycle` reads), so that copying a position stays cheap.
pub(super) fn record(s: &mut State, players: PlayerId) {
    use std::hash::{Hash, Hasher};
    // The turn search's hasher: these keys are compared, never exposed.
    let mut h = super::turns::Mix::default();
    s.what.hash(&mut h);
    s.below.hash(&mut h);
    s.value.hash(&mut h);
    s.sstate.hash(&mut h);
    s.held.hash(&mut h);
    let key = h.finish();
    if let Some(m) = s.mem.as_deref_mut() {
        let keep = 3 * usize::from(players) * usize::from(players);
        if m.history.len() >= keep.max(1) {
            m.history.remove(0);
        }
        m.history.push(key);
    }
}

/// `(is Cycle)`, as Ludii's `IsCycle`: with n players, the positions after the last n²
/// moves are, in the same order, those of the n² moves before them and of the n²
/// before those.
pub(super) fn is_cycle(s: &State, players: PlayerId) -> bool {
    let Some(m) = s.mem.as_deref() else {
        return false;
    };
    let k = usize::from(players) * usize::from(players);
    let h = &m.history;
    if k == 0 || h.len() < 3 * k {
        return false;
    }
    let last = &h[h.len() - k..];
    (1..3).all(|r| {
        let start = h.len() - k * (r + 1);
        // Ludii compares from the newest backwards, which is the same test.
        &h[start..start + k] == last
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::memory::Memory;

    #[test]
    fn a_majority_decides_and_the_vote_clears() {
        let mut m = Memory::default();
        m.votes.propose(7);
        assert!(m.votes.proposed(7));
        vote(&mut m, 7, 2);
        assert_eq!(m.votes.decided, None);
        vote(&mut m, 7, 2);
        assert_eq!(m.votes.decided, Some(7));
        assert!(!m.votes.proposed(7));
    }

    #[test]
    fn a_split_vote_decides_nothing() {
        let mut m = Memory::default();
        m.votes.propose(7);
        vote(&mut m, 7, 2);
        vote(&mut m, 8, 2);
        assert_eq!(m.votes.decided, None);
        assert!(m.votes.cast.is_empty());
    }
}
