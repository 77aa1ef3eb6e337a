//! Ludii's hidden information (`set Hidden`, `is Hidden`, `sites Hidden`): for each
//! player, which sites hide from that player their piece as a whole (`Hidden`) or one
//! of its facts (`What`, `Who`, `State`, `Count`, `Rotation`, `Value`). Moves and
//! conditions see the whole position, as Ludii's do; only these ludemes read the marks.

use super::{Bool, Int, Region, SiteFn};
use serde::Serialize;

/// Ludii's `HiddenData`, in its order after the whole piece's mark (bit i of a mask).
pub const KINDS: [&str; 7] = [
    "Hidden", "What", "Who", "State", "Count", "Rotation", "Value",
];

/// The mask of `Hidden` alone (what `set Hidden` without a kind marks).
pub const WHOLE: u8 = 1;

/// The bit of a kind's name (`What`...), if it is one.
pub fn kind_bit(name: &str) -> Option<u8> {
    KINDS[1..]
        .iter()
        .position(|k| *k == name)
        .map(|i| 1 << (i + 1))
}

/// `(set Hidden [KINDS] REGION [VALUE] to:P)`: the sites of REGION hide (or, VALUE
/// false, show) those kinds to P, or to every player (`to:All`: `to` is `None`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SetHidden {
    /// The kinds marked (bit i: [`KINDS`]`[i]`).
    pub kinds: u8,
    /// The sites.
    pub sites: Region,
    /// Hidden (true) or shown.
    pub on: Bool,
    /// The player; `None`: every player.
    pub to: Option<Int>,
}

/// `(is Hidden [KIND] at:S to:P)`: whether S hides that kind from P.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IsHidden {
    /// The kind's bit.
    pub kind: u8,
    /// The site.
    pub at: SiteFn,
    /// The player.
    pub to: Int,
}

/// `(sites Hidden [KIND] to:P)`: the board's sites hiding that kind from P (from any
/// player when `to` is `None`, as Ludii's `to:All`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SitesHidden {
    /// The kind's bit.
    pub kind: u8,
    /// The player; `None`: every player.
    pub to: Option<Int>,
}
