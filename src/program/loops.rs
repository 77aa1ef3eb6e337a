//! `(is Loop ...)`: whether the last piece placed closes a ring of like pieces round
//! some sites, as Ludii's `IsLoop` searches for one.

use super::board::DirMask;
use super::{Int, SiteSet, Who};
use serde::Serialize;

/// A compiled `(is Loop [COLOUR] [surround:ROLE])`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Loop {
    /// The player whose pieces must make the ring (default the mover).
    pub colour: Int,
    /// The player whose pieces the ring must enclose (`surround:`); none: any sites.
    pub surround: Option<Who>,
    /// The board's outer sites (`sites Outer`): an enclosed area may touch none.
    pub outer: SiteSet,
    /// The board's `Orthogonal` directions: how the enclosed area grows.
    pub orth: DirMask,
    /// The board's `Adjacent` directions: the neighbours of the last site, and the
    /// steps along the ring.
    pub adj: DirMask,
}
