//! `(is Threatened ...)`: whether an enemy could move to a site, as Ludii's
//! `IsThreatened` asks it.

use super::{Int, Moves, Region, SiteFn};
use serde::Serialize;

/// A compiled `(is Threatened [WHAT] [at:S] [MOVES])`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Threatened {
    /// The kind of piece threatened (a component number); with it, the piece is set on
    /// each site asked (its owner's), and its owner's enemies move.
    pub what: Option<Int>,
    /// The sites asked: `at:` (one site), or, without it, the site of the first piece
    /// of `what` (Ludii's `where`), or every occupied site when neither is given.
    pub at: Option<SiteFn>,
    /// Every occupied site, when neither `what` nor `at:` is given.
    pub sites: Option<Region>,
    /// The moves the enemies would make (default: the play of their phase).
    pub moves: Option<Moves>,
}
