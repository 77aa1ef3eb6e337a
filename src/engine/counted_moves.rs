//! Moves of counted pieces (every game with hands; never one of stacks): pieces going
//! between sites of the board and of the hands, with their counts, states and values.

use super::hands::{hand_mut, set_count, HandSlot};
use super::{Engine, State};
use crate::program::Site;

impl Engine {
    /// A move in a game that keeps counts (every game with hands; never one of
    /// stacks), as Ludii's `ActionMoveTopPiece` (`n` none: one piece) and
    /// `ActionMoveN` (`n` pieces) move pieces between sites of the board or of a hand:
    /// the origin's count goes down (the site is emptied at 0); a destination that is
    /// empty, or holds another piece when one piece moves, gets the piece with a count
    /// of 1 (or `n`), one that holds the same kind adds to its count. When `n` pieces
    /// meet another kind, they are lost, as in Ludii.
    pub(super) fn move_counted(&self, s: &mut State, from: Site, to: Site, n: Option<u32>) {
        let sites = s.what.len();
        let k = n.unwrap_or(1);
        // Nothing moves (a sowing's seed from an emptied pit).
        if k == 0 {
            return;
        }
        // What leaves the origin.
        let (comp, value, state) = if (from as usize) < sites {
            let f = from as usize;
            let c = s.what[f];
            if c == 0 || from == to {
                return;
            }
            let (v, st) = (
                s.value.get(f).copied().unwrap_or(0),
                s.sstate.get(f).copied().unwrap_or(0),
            );
            let have = self.count_at(s, from);
            if have <= k {
                self.clear(s, from);
            } else {
                set_count(s, from, have - k);
            }
            (c, v, st)
        } else {
            let Some(h) = self.hand_index(from).and_then(|i| hand_mut(s, i)) else {
                return;
            };
            let c = h.comp;
            if c == 0 || from == to {
                return;
            }
            // Ludii's move of a piece from a hand's site gives it the site's state and
            // value; the site keeps them while pieces are left, as Ludii's `setSite` does.
            let marks = (c, h.value, h.state);
            if h.count <= k {
                *h = HandSlot::default();
            } else {
                h.count -= k;
            }
            marks
        };
        // Where it arrives.
        if (to as usize) < sites {
            let t = to as usize;
            let (cur, have) = (s.what[t], self.count_at(s, to));
            let add = cur == comp && have > 0;
            if n.is_some() && have > 0 && !add {
                return;
            }
            if add {
                set_count(s, to, have + k);
            } else {
                self.put(s, to, comp);
                set_count(s, to, k);
            }
            // One piece brings its value and state (a piece from a hand, 0).
            if n.is_none() {
                if let Some(x) = s.value.get_mut(t) {
                    *x = value;
                }
                if let Some(x) = s.sstate.get_mut(t) {
                    *x = state;
                }
            }
        } else if let Some(h) = self.hand_index(to).and_then(|i| hand_mut(s, i)) {
            if h.count == 0 {
                *h = HandSlot {
                    comp,
                    count: k,
                    ..HandSlot::default()
                };
            } else if h.comp == comp {
                h.count += k;
            } else if n.is_none() {
                *h = HandSlot {
                    comp,
                    count: 1,
                    ..HandSlot::default()
                };
            }
            // One piece brings its state and value to the site, as on the board.
            if n.is_none() {
                h.state = state;
                h.value = value;
            }
        }
    }
}
