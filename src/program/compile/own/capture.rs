//! `(capture Huff priority:{MostPieces} continues:True removal:EndOfSequence)`: the
//! capture policy, including the maximum-capture rule enforced by huffing.

use super::args::{items, Args};
use super::registry::CAPTURE;
use super::Cx;
use crate::rules::{CaptureMode, CapturePolicy, Priority, Removal};
use crate::syntax::ast::Node;

const CRITERIA: [&str; 5] = [
    "MostPieces",
    "ByKing",
    "MostKings",
    "EarliestKing",
    "MostValue",
];

/// Compiles a `(capture ...)` clause.
pub fn capture(cx: &mut Cx, node: &Node) -> Option<CapturePolicy> {
    let mut a = Args::new(cx, node, &CAPTURE);
    let mode = a
        .required(cx, "a mode (Free, Compulsory or Huff)")
        .and_then(|m| a.constant(cx, m, "a capture mode", &["Free", "Compulsory", "Huff"]))
        .map(|m| match m {
            "Free" => CaptureMode::Free,
            "Compulsory" => CaptureMode::Compulsory,
            _ => CaptureMode::Huff,
        });
    let priority = match a.named("priority") {
        None => Some(Vec::new()),
        Some(list) => {
            let read: Vec<Option<Priority>> = items(list)
                .into_iter()
                .map(|c| {
                    a.constant(cx, c, "a capture criterion", &CRITERIA)
                        .map(|c| match c {
                            "MostPieces" => Priority::MostPieces,
                            "ByKing" => Priority::ByKing,
                            "MostKings" => Priority::MostKings,
                            "MostValue" => Priority::MostValue,
                            _ => Priority::EarliestKing,
                        })
                })
                .collect();
            read.into_iter().collect()
        }
    };
    let continues = flag(cx, &a, "continues", true);
    let no_reverse = flag(cx, &a, "noReverse", false);
    let land_to_continue = flag(cx, &a, "landToContinue", false);
    let removal = match a.named("removal") {
        None => Some(Removal::EndOfSequence),
        Some(r) => a
            .constant(
                cx,
                r,
                "a time of removal",
                &["EndOfSequence", "EndOfTurn", "Immediately"],
            )
            .map(|r| {
                if r == "Immediately" {
                    Removal::Immediately
                } else {
                    Removal::EndOfSequence
                }
            }),
    };
    a.finish(cx);
    Some(CapturePolicy {
        mode: mode?,
        priority: priority?,
        continues: continues?,
        removal: removal?,
        no_reverse: no_reverse?,
        land_to_continue: land_to_continue?,
    })
}

fn flag(cx: &mut Cx, a: &Args, name: &str, default: bool) -> Option<bool> {
    match a.named(name) {
        None => Some(default),
        Some(v) => a.boolean(cx, v),
    }
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};
    use crate::rules::{CaptureMode, Priority, Removal};

    const C: &str = "(capture Compulsory)";

    #[test]
    fn policies() {
        let c = rules_with(C, "(capture Huff priority:{MostPieces ByKing} removal:Immediately noReverse:True continues:False)").capture;
        assert_eq!(c.mode, CaptureMode::Huff);
        assert_eq!(c.priority, [Priority::MostPieces, Priority::ByKing]);
        assert_eq!(c.removal, Removal::Immediately);
        assert!(c.no_reverse && !c.continues);
        let c = rules_with(C, "(capture Free removal:EndOfTurn)").capture;
        assert_eq!(
            (c.mode, c.removal),
            (CaptureMode::Free, Removal::EndOfSequence)
        );
        assert!(c.continues && c.priority.is_empty());
    }

    #[test]
    fn bad_policies() {
        assert_eq!(
            errors_with(C, "(capture Maximum)"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(C, "(capture Huff priority:{MostPiece})"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(C, "(capture Huff continues:1)"),
            ["lud::compile::bad_argument"]
        );
        assert_eq!(
            errors_with(C, "(capture Huff priorty:{MostPieces} removal:Later)"),
            ["lud::compile::unknown_named", "lud::compile::bad_constant"]
        );
    }
}
