//! `(start {(place "Man1" <sites>) ...})`: the start position.

use super::args::{head_name, items, unexpected_clause, Args};
use super::regions::sites;
use super::registry::{PLACE, START};
use super::Cx;
use crate::diag::{did_you_mean, Diag};
use crate::rules::Placement;
use crate::syntax::ast::Node;

/// Compiles the start clause; `kinds` are the man's and the king's names.
pub fn start(cx: &mut Cx, node: &Node, kinds: [&str; 2]) -> Option<Vec<Placement>> {
    let mut a = Args::new(cx, node, &START);
    let list = a.required(cx, "placements");
    a.finish(cx);
    let mut out = Vec::new();
    let mut ok = true;
    for p in items(list?) {
        match place(cx, p, kinds) {
            Some(pl) => out.push((pl, p)),
            None => ok = false,
        }
    }
    if !ok {
        return None;
    }
    // Two placements on one cell would make the start ambiguous.
    for (i, (pl, node)) in out.iter().enumerate() {
        for (other, _) in &out[..i] {
            if let Some(c) = pl.cells.iter().find(|c| other.cells.contains(c)) {
                cx.error(
                    Diag::new(
                        "lud::compile::bad_value",
                        format!("cell {}{} is placed twice", (b'a' + c.0) as char, c.1 + 1),
                    )
                    .label(node.span, "overlaps an earlier placement")
                    .help("make the placed regions disjoint, e.g. with `(difference ...)`"),
                );
                return None;
            }
        }
    }
    Some(out.into_iter().map(|(p, _)| p).collect())
}

fn place(cx: &mut Cx, node: &Node, kinds: [&str; 2]) -> Option<Placement> {
    if head_name(node) != Some("place") {
        unexpected_clause(cx, node, &["place"]);
        return None;
    }
    let mut a = Args::new(cx, node, &PLACE);
    let who = a.required(cx, "a piece (kind and player, e.g. \"Man1\")");
    let who = who.and_then(|w| a.string(cx, w).map(|s| (s, w)));
    let parsed = who.and_then(|(s, w)| piece_of(cx, s, w, kinds));
    let region = a
        .required(cx, "sites")
        .and_then(|s| sites(cx, s, parsed.map(|p| p.1)));
    a.finish(cx);
    let ((king, player), region) = (parsed?, region?);
    let board = cx.board.as_ref()?;
    let cells = region.playable(board);
    if cells.is_empty() {
        cx.error(
            Diag::new(
                "lud::compile::bad_value",
                "this placement puts no piece on the board",
            )
            .label(node.span, "no playable cell in this region")
            .help("on a `use:Dark` board, only dark cells (a1, c1...) hold pieces"),
        );
        return None;
    }
    Some(Placement {
        player,
        king,
        cells,
    })
}

/// `"Man1"` -> (is king, player index): Ludii's kind name followed by the player number.
fn piece_of(cx: &mut Cx, s: &str, node: &Node, kinds: [&str; 2]) -> Option<(bool, u8)> {
    for (k, kind) in kinds.iter().enumerate() {
        for p in 0..2u8 {
            if s == format!("{kind}{}", p + 1) {
                return Some((k == 1, p));
            }
        }
    }
    let all: Vec<String> = kinds
        .iter()
        .flat_map(|k| [format!("{k}1"), format!("{k}2")])
        .collect();
    let help = match did_you_mean(s, all.iter().map(String::as_str)) {
        Some(m) => format!("did you mean \"{m}\"?"),
        None => format!(
            "write a piece kind and a player number: one of {}",
            all.join(", ")
        ),
    };
    cx.error(
        Diag::new(
            "lud::compile::bad_value",
            format!("\"{s}\" is not a piece kind followed by a player number"),
        )
        .label(node.span, "unknown piece")
        .help(help),
    );
    None
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};

    const S: &str = r#"(place "Man2" (expand (sites Top) steps:2))"#;

    #[test]
    fn kings_and_counts() {
        let r = rules_with(S, r#"(place "King2" (sites Top))"#);
        assert_eq!(r.start[0].cells.len(), 12);
        assert!(r.start[1].king && r.start[1].player == 1);
        assert_eq!(r.start[1].cells.len(), 4);
    }

    #[test]
    fn bad_placements() {
        assert_eq!(
            errors_with(S, r#"(place "Man3" (sites Top))"#),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(S, r#"(place "Man2" (sites Bottom))"#),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(S, r#"(plac "Man2" (sites Top))"#),
            ["lud::compile::unknown_ludeme"]
        );
    }
}
