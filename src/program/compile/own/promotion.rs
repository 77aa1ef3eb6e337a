//! `(promote "Man" "King" (sites Next) at:EndOfTurn)`: where men become kings, and when.

use super::args::Args;
use super::regions::sites;
use super::registry::PROMOTE;
use super::Cx;
use crate::rules::{PromoteWhen, Promotion};
use crate::syntax::ast::{Node, Span};

/// A compiled promotion with the kind names it mentions (checked against the pieces
/// by the caller).
#[derive(Debug)]
pub struct Promote {
    /// The promotion itself.
    pub promotion: Promotion,
    /// The unpromoted kind's name and where it was written.
    pub from: (String, Span),
    /// The promoted kind's name and where it was written.
    pub into: (String, Span),
}

/// Compiles a `(promote ...)` clause.
pub fn promote(cx: &mut Cx, node: &Node) -> Option<Promote> {
    let mut a = Args::new(cx, node, &PROMOTE);
    let from = a.required(cx, "the kind promoted (\"Man\")");
    let from = from.and_then(|f| a.string(cx, f).map(|s| (s.to_string(), f.span)));
    let into = a.required(cx, "the kind it becomes (\"King\")");
    let into = into.and_then(|f| a.string(cx, f).map(|s| (s.to_string(), f.span)));
    let region = a.required(cx, "sites");
    // The region is said of the promoted man's owner: `(sites Next)` is the opponent's home.
    // Evaluated for P2 only when P1's evaluation succeeded, so an error is said once.
    let regions = region.map(|r| {
        let p1 = sites(cx, r, Some(0));
        let p2 = p1.as_ref().and_then(|_| sites(cx, r, Some(1)));
        [p1, p2]
    });
    let when = match a.named("at") {
        None => Some(PromoteWhen::EndOfTurn),
        Some(w) => a
            .constant(
                cx,
                w,
                "a time of promotion",
                &["EndOfTurn", "Immediately", "Stop"],
            )
            .map(|w| match w {
                "Immediately" => PromoteWhen::Immediately,
                "Stop" => PromoteWhen::Stop,
                _ => PromoteWhen::EndOfTurn,
            }),
    };
    a.finish(cx);
    let [r0, r1] = regions?;
    let board = cx.board.as_ref()?;
    let region = [r0?.playable(board), r1?.playable(board)];
    Some(Promote {
        promotion: Promotion {
            region,
            when: when?,
        },
        from: from?,
        into: into?,
    })
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};
    use crate::rules::PromoteWhen;

    const P: &str = r#"(promote "Man" "King" (sites Next))"#;

    #[test]
    fn regions_per_player_and_time() {
        let r = rules_with(P, r#"(promote "Man" "King" (sites Next) at:Immediately)"#);
        let p = r.promotion.expect("promotion");
        assert_eq!(p.when, PromoteWhen::Immediately);
        assert!(p.region[0].iter().all(|c| c.1 == 7));
        assert!(p.region[1].iter().all(|c| c.1 == 0));
        assert_eq!(p.region[0].len(), 4);
        let r = rules_with(P, "");
        assert!(r.promotion.is_none());
        assert_eq!(r.man.name, "Man");
    }

    #[test]
    fn bad_promotions() {
        assert_eq!(
            errors_with(P, r#"(promote "Man" "Queen" (sites Next))"#),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(P, r#"(promote "Man" "King" (sites Next) at:Later)"#),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(P, r#"(promote "Man" "King")"#),
            ["lud::compile::missing_argument"]
        );
    }
}
