//! One step of a rule test: `(play ...)`, `(fen ...)`, `(turns ...)`, `(huffable ...)`,
//! `(perft ...)`, `(result ...)`.

use super::{args, err, Expected, Step};
use crate::diag::Diags;
use crate::syntax::ast::{Kind, Node, Span};

/// Reads the step `head` of a test; a malformed one is reported and gives `None`.
pub(super) fn step(head: &str, n: &Node, diags: &mut Diags) -> Option<Step> {
    let a = args(n);
    let bad = |diags: &mut Diags, at: Span, help: &str| {
        diags.push(err(
            "lud::test::bad_step",
            format!("malformed `{head}` step"),
            at,
            "unexpected here",
            help,
        ));
    };
    match head {
        "play" | "turns" => {
            let mut v = Vec::new();
            for x in a {
                match &x.kind {
                    Kind::Str(s) => v.push((s.clone(), x.span)),
                    _ => {
                        bad(
                            diags,
                            x.span,
                            "write turns as strings: (turns \"32-28\" \"28x19x10\")",
                        );
                        return None;
                    }
                }
            }
            if head == "play" && v.is_empty() {
                bad(
                    diags,
                    n.span,
                    "write the turns to make: (play \"32-28\" \"19-23\")",
                );
                return None;
            }
            Some(if head == "play" {
                Step::Play(v)
            } else {
                Step::Turns(v)
            })
        }
        "fen" => match a {
            [Node {
                kind: Kind::Str(f), ..
            }] => Some(Step::Fen(f.clone())),
            _ => {
                bad(
                    diags,
                    n.span,
                    "write the position as one FEN: (fen \"B:WK2:B11\")",
                );
                None
            }
        },
        "perft" | "huffable" => {
            let mut v = Vec::new();
            for x in a {
                match x.kind {
                    Kind::Int(i) if i >= 0 => v.push(i as u64),
                    _ => {
                        bad(
                            diags,
                            x.span,
                            "write counts or square numbers: (perft 9 81 658), (huffable 23)",
                        );
                        return None;
                    }
                }
            }
            if head == "perft" {
                if v.is_empty() {
                    bad(
                        diags,
                        n.span,
                        "write the counts at depth 1, 2, ...: (perft 9 81 658)",
                    );
                    return None;
                }
                Some(Step::Perft(v))
            } else {
                Some(Step::Huffable(v.into_iter().map(|x| x as u32).collect()))
            }
        }
        _ => {
            let e = match a {
                [Node {
                    kind: Kind::Ident(w),
                    ..
                }, Node {
                    kind: Kind::Str(p), ..
                }] if w == "Win" => Some(Expected::Win(p.clone())),
                [Node {
                    kind: Kind::Ident(w),
                    ..
                }] if w == "Draw" => Some(Expected::Draw),
                [Node {
                    kind: Kind::Ident(w),
                    ..
                }] if w == "None" => Some(Expected::None),
                _ => None,
            };
            match e {
                Some(e) => Some(Step::Result(e)),
                None => {
                    bad(
                        diags,
                        n.span,
                        "write (result Win \"White\"), (result Draw) or (result None)",
                    );
                    None
                }
            }
        }
    }
}
