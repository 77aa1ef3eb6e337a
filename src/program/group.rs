//! Groups of connected sites: Ludii's `count Groups`, `count Liberties` and
//! `size Group`, one flood fill read three ways.

use super::{Bool, Dirs, Int, SiteFn, SiteSet, Who};
use serde::Serialize;

/// What a group number counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum GroupCount {
    /// `count Groups`: the groups of the board's sites that pass the test, each of at
    /// least `min` sites.
    Groups {
        /// `min:` (0 by default).
        min: Int,
    },
    /// `count Liberties`: the empty sites next to the group of `at`.
    Liberties,
    /// `size Group`: the sites of the group of `at`.
    Size,
    /// `size Territory`: the empty sites of the groups of empty sites whose every
    /// neighbour is the player's.
    Territory(Who),
}

/// A group number: from `at` (or from every site, for `count Groups`), the sites
/// reached along `dirs` that pass the test join the group.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Group {
    /// What is counted.
    pub count: GroupCount,
    /// The site the group grows from (none for `count Groups`).
    pub at: Option<SiteFn>,
    /// The directions a group grows along (Ludii's `Adjacent` by default).
    pub dirs: Dirs,
    /// `if:`, read with `(to)` bound to the site tried (and `(from)` to `at`).
    pub cond: Option<Bool>,
    /// Whether a site joins only when it holds what `at` holds.
    pub same_what: bool,
    /// The board's sites of the kind the group is made of.
    pub sites: SiteSet,
}
