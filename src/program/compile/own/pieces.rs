//! `(piece "Man" Each value:100 worth:1 (move ...) ...)`: a kind of piece and its moves.

use super::args::{head_name, Args};
use super::ints::int_in;
use super::moves::{movement, Move};
use super::registry::PIECE;
use super::Cx;
use crate::diag::Diag;
use crate::rules::PieceRules;
use crate::syntax::ast::{Kind, Node, Span};

/// A compiled piece kind, with where its name was written.
#[derive(Debug)]
pub struct PieceKind {
    /// The rules of the kind.
    pub rules: PieceRules,
    /// The span of its name, for later diagnostics.
    pub span: Span,
}

/// Compiles a `(piece ...)` clause; `index` is its rank among the kinds (the first
/// defaults to value 100, later ones to 300).
pub fn piece(cx: &mut Cx, node: &Node, index: usize) -> Option<PieceKind> {
    let mut a = Args::new(cx, node, &PIECE);
    let name_node = a.required(cx, "a name");
    let name = name_node.and_then(|n| a.string(cx, n)).map(str::to_string);
    let owner = a.required(cx, "an owner (`Each`)");
    if let Some(o) = owner {
        owner_each(cx, o);
    }
    let value = match a.named("value") {
        None => Some(if index == 0 { 100 } else { 300 }),
        Some(v) => int_in(cx, v, 0, 100_000, PIECE.syntax).map(|v| v as i32),
    };
    let worth = match a.named("worth") {
        None => Some(1),
        Some(v) => int_in(cx, v, 1, 1000, PIECE.syntax).map(|v| v as u32),
    };
    let mut moves = Vec::new();
    let mut hops = Vec::new();
    let mut ok = true;
    for m in a.rest() {
        match movement(cx, m) {
            Some(Move::Slide(s)) => moves.push(s),
            Some(Move::Hop(h)) => hops.push(h),
            None => ok = false,
        }
    }
    a.finish(cx);
    let (name, value, worth, name_node) = (name?, value?, worth?, name_node?);
    ok.then_some(PieceKind {
        rules: PieceRules {
            name,
            moves,
            hops,
            value,
            worth,
        },
        span: name_node.span,
    })
}

/// Ludii writes `P1 N` or `Each` after a piece's name; ludic's kinds are shared by
/// both players, who hold the facing.
fn owner_each(cx: &mut Cx, node: &Node) {
    match &node.kind {
        Kind::Ident(s) if s == "Each" => {}
        Kind::Ident(s) if s == "P1" || s == "P2" => cx.error(
            Diag::new(
                "lud::compile::bad_constant",
                format!("a piece kind belongs to both players, not to `{s}`"),
            )
            .label(node.span, "expected `Each`")
            .help("write `Each`; each player's facing is given by `(player \"Name\" N)`"),
        ),
        _ if head_name(node) == Some("move") => cx.error(
            Diag::new("lud::compile::missing_argument", "`piece` lacks its owner")
                .label(node.span, "expected `Each` before the moves")
                .help(format!("the syntax is {}", PIECE.syntax)),
        ),
        _ => {
            super::args::constant(cx, node, "an owner", &["Each"], PIECE.syntax);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};

    const K: &str = r#"(piece "King" Each"#;

    #[test]
    fn values_and_kinds() {
        let r = rules_with(K, r#"(piece "King" Each value:250"#);
        assert_eq!((r.man.value, r.king.value), (100, 250));
        assert_eq!(r.king.name, "King");
    }

    #[test]
    fn bad_pieces() {
        assert_eq!(
            errors_with(K, r#"(piece "King" P1"#),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(K, r#"(piece King Each"#),
            ["lud::compile::bad_argument"]
        );
        assert_eq!(
            errors_with(K, r#"(piece "King" Each value:"x""#),
            ["lud::compile::bad_argument"]
        );
    }
}
