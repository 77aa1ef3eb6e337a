//! `(is Pattern {F R L ...} [from:S] [what:N | whats:{...}])`: Ludii's `IsPattern`, a walk
//! from a site along the board's orthogonal directions, turning right or left between
//! steps, every site it reaches holding the pieces named in turn.

use super::{Int, SiteFn};
use serde::Serialize;

/// One step of the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Turn {
    /// `F`: one step forward.
    Forward,
    /// `R`: turn to the next orthogonal direction clockwise.
    Right,
    /// `L`: turn to the next orthogonal direction anticlockwise.
    Left,
}

/// An `is Pattern` condition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pattern {
    /// The walk.
    pub walk: Vec<Turn>,
    /// The site it starts from (`(last To)` by default).
    pub from: SiteFn,
    /// The pieces each site must hold in turn, cycling (`None`: the piece at `from`).
    pub whats: Option<Vec<Int>>,
    /// The board's orthogonal direction slots, clockwise: the walk starts along each.
    pub dirs: Vec<u8>,
}
