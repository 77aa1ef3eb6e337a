//! Ludii's arrays of numbers (`IntArrayFunction`): what `(max A)`, `(min A)`, `(+ A)`
//! and `(* A)` fold. The order of an array's values never changes what those folds
//! give, so the engine reads an array as the list of its values in any order.

use super::functions::Results;
use super::group::Group;
use super::{Int, Region};
use serde::Serialize;

/// An array of numbers.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum IntArray {
    /// `(results from:R to:R' N)`: N for each pair of sites.
    Results(Box<Results>),
    /// `(array R)`: the sites of a region.
    Sites(Region),
    /// `(sizes Group ...)`: the size of each group the [`Group`] finds (its count is
    /// `Groups`, whose `min:` keeps the groups of at least that many sites).
    GroupSizes(Box<Group>),
    /// `(difference A N)`: A without the first value equal to N.
    Without(Box<IntArray>, Box<Int>),
    /// `(difference A B)`: A without every value B holds.
    Difference(Box<IntArray>, Box<IntArray>),
    /// `(intersection A B)`: the values of B that A holds.
    Intersection(Box<IntArray>, Box<IntArray>),
    /// `(union A B)`: A, then each value of B that is not yet in it.
    Union(Box<IntArray>, Box<IntArray>),
    /// The values of A equal to N (what `(count Value N in:A)` counts).
    Equal(Box<IntArray>, Box<Int>),
    /// `(values Remembered ["Name"])`: the values of that list (a value remembered
    /// twice is there twice).
    Remembered(#[serde(serialize_with = "super::json::opt_name")] Option<u16>),
}
