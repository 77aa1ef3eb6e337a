//! A piece's moves: `(move Step <dirs>)`, `(move Slide <dirs>)` and the capture
//! `(move Hop <dirs> before:.. after:.. capturesKings:..)`.

use super::args::{constant, head_name, unexpected_clause, Args};
use super::dirs::dirs;
use super::ints::reach;
use super::registry::{Ludeme, MOVE_HOP, MOVE_SLIDE, MOVE_STEP};
use super::Cx;
use crate::rules::{Hop, Reach, Slide};
use crate::syntax::ast::{Kind, Node};

/// One compiled move of a piece.
#[derive(Debug, PartialEq)]
pub enum Move {
    /// A non-capturing move.
    Slide(Slide),
    /// A capture.
    Hop(Hop),
}

/// Compiles a `(move Step|Slide|Hop ...)` clause.
pub fn movement(cx: &mut Cx, node: &Node) -> Option<Move> {
    if head_name(node) != Some("move") {
        unexpected_clause(cx, node, &["move"]);
        return None;
    }
    let subtype = match &node.kind {
        Kind::Clause { args, .. } => args.first(),
        _ => None,
    };
    let kind = match subtype {
        Some(s) => constant(
            cx,
            s,
            "a kind of move",
            &["Step", "Slide", "Hop"],
            "(move Step|Slide|Hop ...)",
        )?,
        None => {
            // Reuse the generic "lacks" message of the step entry.
            let mut a = Args::new(cx, node, &MOVE_STEP);
            a.required(cx, "a kind of move (Step, Slide or Hop)");
            return None;
        }
    };
    let ludeme: &'static Ludeme = match kind {
        "Step" => &MOVE_STEP,
        "Slide" => &MOVE_SLIDE,
        _ => &MOVE_HOP,
    };
    let mut a = Args::new(cx, node, ludeme);
    a.next_arg(); // the subtype, read above
    let d = a
        .required(cx, "directions")
        .and_then(|d| dirs(cx, d, ludeme.syntax));
    let m = match kind {
        "Step" | "Slide" => d.map(|dirs| {
            Move::Slide(Slide {
                dirs,
                reach: if kind == "Step" {
                    Reach::Upto(1)
                } else {
                    Reach::Any
                },
            })
        }),
        _ => {
            let before = distance(cx, &a, "before");
            let after = distance(cx, &a, "after");
            let kings = match a.named("capturesKings") {
                None => Some(true),
                Some(k) => a.boolean(cx, k),
            };
            Some(Move::Hop(Hop {
                dirs: d?,
                before: before?,
                after: after?,
                captures_kings: kings?,
            }))
        }
    };
    a.finish(cx);
    m
}

/// `before:` / `after:`, zero when absent (the captured piece adjacent; landing right behind).
fn distance(cx: &mut Cx, a: &Args, name: &str) -> Option<Reach> {
    match a.named(name) {
        None => Some(Reach::Upto(0)),
        Some(v) => reach(cx, v, a.ludeme.syntax),
    }
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};
    use crate::rules::Reach;

    const K: &str = "(move Hop Diagonal before:Any after:Any)";

    #[test]
    fn hop_distances() {
        let h = rules_with(K, "(move Hop Diagonal before:(count Rows) after:2)")
            .king
            .hops[0];
        assert_eq!((h.before, h.after), (Reach::Any, Reach::Upto(2)));
        let h = rules_with(K, "(move Hop Diagonal)").king.hops[0];
        assert_eq!(
            (h.before, h.after, h.captures_kings),
            (Reach::Upto(0), Reach::Upto(0), true)
        );
        let h = rules_with(K, "(move Hop Diagonal capturesKings:False)")
            .king
            .hops[0];
        assert!(!h.captures_kings);
        let s = rules_with(K, "(move Slide Orthogonal)").king.moves;
        assert_eq!(s.len(), 2);
        assert_eq!(s[1].reach, Reach::Any);
    }

    #[test]
    fn bad_moves() {
        assert_eq!(
            errors_with(K, "(move Jump Diagonal)"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(K, "(move Hop Diagonal befor:1)"),
            ["lud::compile::unknown_named"]
        );
        assert_eq!(
            errors_with(K, "(move Hop Diagonal before:Far)"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(K, "(move Hop Diagonal before:-1)"),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(K, "(move Slide Diagonal after:1)"),
            ["lud::compile::unknown_named"]
        );
        assert_eq!(
            errors_with(K, "(move Hop)"),
            ["lud::compile::missing_argument"]
        );
        assert_eq!(
            errors_with(K, "(mvoe Hop Diagonal)"),
            ["lud::compile::unknown_ludeme"]
        );
    }
}
