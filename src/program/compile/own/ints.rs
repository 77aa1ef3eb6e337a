//! Integers and distances: literals, `(count Rows)` / `(count Columns)`, integer
//! arithmetic, and the reach of a move (`N`, `Any`, or a count of the board).

use super::args::{bad_type, constant, head_name, Args};
use super::registry::{ARITH, COUNT};
use super::Cx;
use crate::diag::Diag;
use crate::rules::Reach;
use crate::syntax::ast::{Head, Kind, Node};

/// Reads an integer expression; `syntax` is the enclosing ludeme's syntax for help.
pub fn int(cx: &mut Cx, node: &Node, syntax: &str) -> Option<i64> {
    match &node.kind {
        Kind::Int(i) => Some(*i),
        Kind::Clause {
            head: Head::Op(op),
            args,
            ..
        } => arith(cx, node, op, args),
        Kind::Clause { .. } if head_name(node) == Some("count") => count(cx, node),
        _ => {
            bad_type(cx, node, "an integer", syntax);
            None
        }
    }
}

fn count(cx: &mut Cx, node: &Node) -> Option<i64> {
    let mut a = Args::new(cx, node, &COUNT);
    let what = a.required(cx, "what to count");
    let what = what.and_then(|w| a.constant(cx, w, "a thing to count", &["Rows", "Columns"]));
    a.finish(cx);
    let board = cx.board.as_ref()?;
    Some(match what? {
        "Rows" => board.height as i64,
        _ => board.width as i64,
    })
}

fn arith(cx: &mut Cx, node: &Node, op: &str, args: &[Node]) -> Option<i64> {
    if args.len() != 2 {
        cx.error(
            Diag::new(
                "lud::compile::bad_arity",
                format!("`({op} ...)` takes two integers, found {}", args.len()),
            )
            .label(node.span, "here")
            .help(format!("the syntax is {}", ARITH.syntax)),
        );
        return None;
    }
    let a = int(cx, &args[0], ARITH.syntax);
    let b = int(cx, &args[1], ARITH.syntax);
    let (a, b) = (a?, b?);
    let r = match op {
        "+" => a.checked_add(b),
        "-" => a.checked_sub(b),
        "*" => a.checked_mul(b),
        "/" => a.checked_div(b),
        _ => {
            cx.error(
                Diag::new(
                    "lud::compile::unknown_ludeme",
                    format!("`{op}` is not an integer operation here"),
                )
                .label(node.span, "unsupported operation")
                .help(format!("the syntax is {}", ARITH.syntax)),
            );
            return None;
        }
    };
    if r.is_none() {
        cx.error(
            Diag::new(
                "lud::compile::bad_value",
                "this arithmetic has no integer result",
            )
            .label(node.span, "overflow or division by zero"),
        );
    }
    r
}

/// Reads an integer in `lo..=hi`, reporting one outside with the range.
pub fn int_in(cx: &mut Cx, node: &Node, lo: i64, hi: i64, syntax: &str) -> Option<i64> {
    let v = int(cx, node, syntax)?;
    if v < lo || v > hi {
        cx.error(
            Diag::new(
                "lud::compile::bad_value",
                format!("{v} is out of range ({lo} to {hi})"),
            )
            .label(node.span, format!("expected {lo} to {hi}"))
            .help(format!("the syntax is {syntax}")),
        );
        return None;
    }
    Some(v)
}

/// Reads a reach: `Any`, `(count Rows)` / `(count Columns)` (the whole board: any
/// distance), or a number of sites.
pub fn reach(cx: &mut Cx, node: &Node, syntax: &str) -> Option<Reach> {
    match &node.kind {
        Kind::Ident(_) => constant(cx, node, "a distance", &["Any"], syntax).map(|_| Reach::Any),
        Kind::Clause { .. } if head_name(node) == Some("count") => {
            count(cx, node).map(|_| Reach::Any)
        }
        _ => int_in(cx, node, 0, 255, syntax).map(|v| Reach::Upto(v as u8)),
    }
}
