//! Ludii's sowing, an effect of the mancala games: `(sow ...)` takes the seeds of a pit
//! and drops them one by one (or `numPerHole:` at a time) into the pits that follow it
//! along a track; a capture rule may then take seeds from the last pit reached and,
//! going back (`backtracking:`) or on (`forward:`), from the pits before or after it.

use super::{Bool, Int, Moves, SiteFn};
use serde::Serialize;

/// A compiled `(sow [START] [TRACK] count: numPerHole: owner: if: apply: includeSelf:
/// origin: skipIf: backtracking:|forward:)`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sow {
    /// The pit sowed from (default `(last To)`).
    pub start: SiteFn,
    /// How many seeds are sowed (default: as many as the start holds).
    pub count: Option<Int>,
    /// How many seeds each pit gets (default 1), read per pit with `(to)` bound.
    pub per_hole: Int,
    /// The track followed: the first of the board's whose name contains this one
    /// (with `owner:`, the player's), or the board's first track without a name.
    pub track: Option<String>,
    /// `owner:`: the player whose track is followed.
    pub owner: Option<Int>,
    /// `origin:`: the start gets the first seed(s).
    pub origin: Bool,
    /// `includeSelf:` (default true): a lap passes over the start when false.
    pub include_self: bool,
    /// `skipIf:`: a pit where this holds (with `(to)` bound, read before the sowing)
    /// gets no seed.
    pub skip_if: Option<Bool>,
    /// `sowEffect:`: moves made on each pit sowed, before its seeds fall (read on the
    /// position before the sowing, with `(to)` the pit), whose actions join the sowing.
    pub effect: Option<Moves>,
    /// `if:`: the capture rule, read after the sowing with `(to)` the last pit reached.
    pub cond: Bool,
    /// `apply:`: the capture effect, made while `cond` holds.
    pub apply: Option<Moves>,
    /// `backtracking:`: while this holds, the capture goes on with the pit before.
    pub backtracking: Option<Bool>,
    /// `forward:`: while this holds, the capture goes on with the pit after.
    pub forward: Option<Bool>,
}
