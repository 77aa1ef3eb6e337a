//! Ludii's arrays of numbers (`results`, `array`, `sizes Group`, and the `difference`
//! `intersection` and `union` of arrays) as the values that `max`, `min`, `+` and `*` fold.

use super::{Cl, Cx};
use crate::program::int_array::IntArray;
use crate::program::{Extreme, Int};
use crate::syntax::ast::Node;

/// Whether `node` is written as an array of numbers.
pub fn is_int_array(node: &Node) -> bool {
    let Some(cl) = Cl::of(node) else { return false };
    match (cl.head, cl.variant()) {
        ("results" | "array", _) | ("sizes", Some("Group")) => true,
        ("values", Some("Remembered")) => cl.named.is_empty() && cl.pos.len() <= 2,
        ("difference" | "intersection" | "union", _) => {
            cl.pos.first().is_some_and(|a| is_int_array(a))
        }
        _ => false,
    }
}

/// `(max A)`, `(min A)`, `(+ A)` or `(* A)`.
pub fn fold(cx: &mut Cx, which: Extreme, node: &Node) -> Option<Int> {
    Some(Int::ArrayExtreme(which, Box::new(int_array(cx, node)?)))
}

/// An array of numbers.
pub fn int_array(cx: &mut Cx, node: &Node) -> Option<IntArray> {
    let Some(cl) = Cl::of(node).filter(|_| is_int_array(node)) else {
        cx.unsupported(
            node,
            "an array of numbers (results, array, sizes Group, difference, intersection, union)",
        );
        return None;
    };
    Some(match (cl.head, cl.variant()) {
        ("results", _) => IntArray::Results(Box::new(super::memory::results(cx, node)?)),
        ("array", _) => {
            cl.only_named(cx, &[]);
            let [r] = cl.pos.as_slice() else {
                cx.unsupported(node, "an array of numbers ((array REGION))");
                return None;
            };
            IntArray::Sites(super::funcs::region(cx, r)?)
        }
        ("sizes", _) => super::groups::sizes_group(cx, &cl)?,
        ("values", _) => match cl.pos.get(1).map(|n| &n.kind) {
            None => IntArray::Remembered(None),
            Some(crate::syntax::ast::Kind::Str(name)) => {
                IntArray::Remembered(Some(cx.names.intern(name)))
            }
            Some(_) => {
                cx.bad(node, "(values Remembered [\"Name\"])");
                return None;
            }
        },
        (op, _) => {
            cl.only_named(cx, &[]);
            let [a, b] = cl.pos.as_slice() else {
                cx.bad(node, "two arrays, or an array and a number");
                return None;
            };
            let a = Box::new(int_array(cx, a)?);
            match (op, is_int_array(b)) {
                ("difference", false) => IntArray::Without(a, Box::new(super::funcs::int(cx, b)?)),
                ("difference", true) => IntArray::Difference(a, Box::new(int_array(cx, b)?)),
                ("intersection", true) => IntArray::Intersection(a, Box::new(int_array(cx, b)?)),
                (_, true) => IntArray::Union(a, Box::new(int_array(cx, b)?)),
                (_, false) => {
                    cx.bad(b, "an array of numbers");
                    return None;
                }
            }
        }
    })
}

/// `(array R)` read as the region R (`(is In N (array {0 4}))`: the numbers of an
/// array are its region's sites).
pub fn array_as_region(cx: &mut Cx, node: &Node) -> Option<crate::program::Region> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &[]);
    let [r] = cl.pos.as_slice() else {
        cx.unsupported(node, "an array of numbers ((array REGION))");
        return None;
    };
    super::funcs::region(cx, r)
}
