//! Ludii's captures by enclosing, effects: `(custodial ...)` (sandwiching) and
//! `(surround ...)`; and by approach or withdrawal along a line: `(directional ...)`.

use super::{Bool, Dirs, Int, Moves, SiteFn};
use serde::Serialize;

/// A compiled `(custodial ...)`: from a site, along each radial of some directions, a
/// run of targets closed by a friend; the effect is made on each target.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Custodial {
    /// Where the radials start (default `(last To)`).
    pub from: SiteFn,
    /// Their directions (default `Adjacent`).
    pub dirs: Dirs,
    /// The least and most targets in a run (Ludii's `between` range; `(max N)` has
    /// no least: -1). A most of 1 with a least under 2 is Ludii's short sandwich: the
    /// one site next to the start, then a friend.
    pub range: (Int, Int),
    /// What a target is, with `(between)` bound (default: an enemy piece).
    pub target: Bool,
    /// What closes the run, with `(to)` bound (default: a friend piece).
    pub friend: Bool,
    /// The effect on each target, with `(between)` bound (default: removed).
    pub effect: Moves,
}

/// A compiled `(surround ...)`: the pieces next to a site that its friends (or the
/// start itself) enclose on every side but `except`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Surround {
    /// The site next to which pieces are enclosed (default `(from)`).
    pub from: SiteFn,
    /// The directions of enclosure (Ludii's relation; default `Adjacent`).
    pub dirs: Dirs,
    /// What may be enclosed, with `(between)` bound (default: an enemy piece).
    pub target: Bool,
    /// What encloses, with `(to)` bound (default: a friend piece).
    pub friend: Bool,
    /// How many sides may be open.
    pub except: Int,
    /// `with:`: some encloser must be this component.
    pub with: Option<Int>,
    /// The effect on each piece enclosed (default: removed).
    pub effect: Moves,
}

/// A compiled `(enclose ...)` (Ludii's `Enclose`): each group of targets next to the
/// start that no empty site touches (but `except` empty sites it may take in) is
/// enclosed; the effect is made on each of its sites.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Enclose {
    /// The start (default `(last To)`).
    pub from: SiteFn,
    /// The directions groups grow along (default `Adjacent`).
    pub dirs: Dirs,
    /// What may be enclosed, with `(between)` bound (default: an enemy piece).
    pub target: Bool,
    /// `numException:`: how many empty sites a group may take in.
    pub except: Int,
    /// The effect on each site enclosed (default: removed).
    pub effect: Moves,
}

/// A compiled `(intervene ...)` (Ludii's `Intervene`): from the start, along each
/// radial of some directions, a run of targets that a run of targets on the opposite
/// radial answers; the effect is made on both runs (the opposite one first).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Intervene {
    /// Where the radials start (default `(last To)`).
    pub from: SiteFn,
    /// Their directions (default `Adjacent`).
    pub dirs: Dirs,
    /// The least and most targets in a run (default exactly 1: Ludii's short form,
    /// the one site next to the start each way).
    pub range: (Int, Int),
    /// What a target is, with `(to)` bound (default: an enemy piece).
    pub target: Bool,
    /// The effect on each target, with `(to)` bound (default: removed).
    pub effect: Moves,
}

/// A compiled `(directional ...)` (Ludii's `Directional`): from the start, along each
/// radial of some directions, the run of targets next to it; the effect is made on
/// each target of each run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Directional {
    /// Where the radials start (default `(last To)`).
    pub from: SiteFn,
    /// Their directions (default: from `(last From)` towards `(last To)`).
    pub dirs: Dirs,
    /// What a target is, with `(to)` bound (default: an enemy piece).
    pub target: Bool,
    /// The effect on each target, with `(to)` bound.
    pub effect: Moves,
}
