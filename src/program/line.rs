//! `(is Line ...)`: whether pieces of the same kind stand in a line through a site, as
//! Ludii's `IsLine` means it (`engine::line_levels` and
//! `engine::line_stacks` count it in a game of stacks).

use super::{Bool, Dirs, Int, Region, SiteFn, Who};
use serde::Serialize;

/// A compiled `(is Line LENGTH [DIRS] [through:S | throughAny:R] [ROLE | what:N |
/// whats:{N..}] [exact:B] [contiguous:B] [if:C])`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Line {
    /// How many pieces make the line.
    pub len: Int,
    /// The directions of the radials looked along (Ludii's default: `Adjacent`); the
    /// opposite radial of each is always added to it.
    pub dirs: Dirs,
    /// The site (default `(last To)`) or the sites (`throughAny:`) the line goes through.
    pub through: Through,
    /// Which pieces count (default: the kind standing on the site looked through).
    pub what: LineWhat,
    /// `exact:`: the line must have exactly `len` pieces rather than at least.
    pub exact: Bool,
    /// `contiguous:` (default True): a site that does not count ends the line;
    /// otherwise it is skipped over.
    pub contiguous: Bool,
    /// `if:`: a test each site of the line must pass, with `(to)` bound to it (and
    /// that the site looked through must pass, else there is no line at all).
    pub cond: Option<Bool>,
    /// `byLevel:True` in a game of stacks: the line is looked for level by level
    /// (`engine::line_levels`); elsewhere Ludii leaves it unread.
    pub by_level: bool,
    /// In a game of stacks without `byLevel:` (`engine::line_stacks`): a site counts
    /// when a piece of the kinds is anywhere in its stack, or with `top:` (this
    /// condition) on its top; `contiguous:` is unread there.
    pub stacked: bool,
    /// `top:` (default False), read only when `stacked`.
    pub top: Bool,
}

/// The site or sites a line goes through.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Through {
    /// One site.
    Site(SiteFn),
    /// Any site of a region (with `what:`/`whats:`, only those that hold one of the kinds).
    Any(Region),
}

/// The pieces that make a line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum LineWhat {
    /// Pieces of the kind on the site looked through (an empty site: empty sites).
    AtSite,
    /// Every kind of piece this player owns.
    Owner(Who),
    /// These components.
    Comps(Vec<Int>),
}
