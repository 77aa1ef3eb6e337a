//! `(is Connected ...)`: whether a group of a player's pieces joins regions, as
//! Ludii's `IsConnected` asks it.

use super::{Dirs, Int, Region, SiteFn, SiteSet, Who};
use serde::Serialize;

/// A compiled `(is Connected [N] [at:S] [DIRS] {REGIONS}|ROLE)`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Connected {
    /// Where the group starts (default `(last To)`).
    pub at: SiteFn,
    /// How many of the regions it must join (default: all of them).
    pub number: Option<Int>,
    /// The steps of the group (default `Adjacent`).
    pub dirs: Dirs,
    /// The regions to join.
    pub regions: Target,
}

/// The regions a group must join.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Target {
    /// These regions.
    Listed(Vec<Region>),
    /// The regions of the equipment this player owns, each part of each one a region
    /// of its own (`(regions P1 {(sites Side NE) (sites Side SW)})` is two); index:
    /// player number.
    Owned(Who, Vec<Vec<SiteSet>>),
}

/// A compiled `(is Blocked [N] [DIRS] {REGIONS}|ROLE)` (Ludii's `IsBlocked`): no walk
/// from a site of the first region, over the player's pieces and empty sites, reaches
/// N of the regions (the first counted).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Blocked {
    /// How many of the regions must stay out of reach (default: all of them).
    pub number: Option<Int>,
    /// The steps of the walk (default `Adjacent`).
    pub dirs: Dirs,
    /// The regions; with a role, that player's (whose pieces the walk crosses; the
    /// mover's with listed regions).
    pub regions: Target,
}
