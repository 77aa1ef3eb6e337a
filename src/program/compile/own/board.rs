//! `(board (square N) use:Dark)`: the grid and which cells are played on.

use super::args::{head_name, unexpected_clause, Args};
use super::ints::int_in;
use super::registry::{BOARD, RECTANGLE, SQUARE};
use super::Cx;
use crate::diag::Diag;
use crate::rules::{Board, Cells};
use crate::syntax::ast::Node;

/// The largest number of playable sites the kernel handles (its site sets are `u128`).
pub const MAX_SITES: usize = 128;

/// Compiles a `(board ...)` clause.
pub fn board(cx: &mut Cx, node: &Node) -> Option<Board> {
    let mut a = Args::new(cx, node, &BOARD);
    let shape = a.required(cx, "a shape").and_then(|s| shape(cx, s));
    let cells = match a.named("use") {
        None => Some(Cells::All),
        Some(u) => a
            .constant(cx, u, "a choice of cells", &["All", "Dark", "Light"])
            .map(|c| match c {
                "Dark" => Cells::Dark,
                "Light" => Cells::Light,
                _ => Cells::All,
            }),
    };
    a.finish(cx);
    let (height, width) = shape?;
    let board = Board {
        width,
        height,
        cells: cells?,
    };
    let sites = (0..width)
        .flat_map(|c| (0..height).map(move |r| (c, r)))
        .filter(|&cell| board.cells.contains(cell))
        .count();
    if sites > MAX_SITES {
        cx.error(
            Diag::new(
                "lud::compile::bad_value",
                format!(
                    "this board has {sites} playable sites; ludic plays on at most {MAX_SITES}"
                ),
            )
            .label(node.span, "too large")
            .help("use a smaller board, or play on the dark cells only (`use:Dark`)"),
        );
        return None;
    }
    Some(board)
}

/// `(square N)` or `(rectangle ROWS COLUMNS)`: (rows, columns).
fn shape(cx: &mut Cx, node: &Node) -> Option<(u8, u8)> {
    match head_name(node) {
        Some("square") => {
            let mut a = Args::new(cx, node, &SQUARE);
            let n = a
                .required(cx, "a size")
                .and_then(|n| int_in(cx, n, 2, 26, SQUARE.syntax));
            a.finish(cx);
            n.map(|n| (n as u8, n as u8))
        }
        Some("rectangle") => {
            let mut a = Args::new(cx, node, &RECTANGLE);
            let r = a
                .required(cx, "a number of rows")
                .and_then(|n| int_in(cx, n, 2, 26, RECTANGLE.syntax));
            let c = a
                .required(cx, "a number of columns")
                .and_then(|n| int_in(cx, n, 2, 26, RECTANGLE.syntax));
            a.finish(cx);
            Some((r? as u8, c? as u8))
        }
        _ => {
            unexpected_clause(cx, node, &["square", "rectangle"]);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::{errors_with, rules_with};
    use crate::rules::Cells;

    const B: &str = "(board (square 8) use:Dark)";

    #[test]
    fn shapes_and_cells() {
        let r = rules_with(B, "(board (rectangle 8 10) use:Dark)");
        assert_eq!((r.board.height, r.board.width), (8, 10));
        assert_eq!(
            rules_with(B, "(board (square 8) use:Light)").board.cells,
            Cells::Light
        );
        assert_eq!(rules_with(B, "(board (square 8))").board.cells, Cells::All);
    }

    #[test]
    fn bad_boards() {
        assert_eq!(
            errors_with(B, "(board (square 8) use:Drak)"),
            ["lud::compile::bad_constant"]
        );
        assert_eq!(
            errors_with(B, "(board (square 1) use:Dark)"),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(B, "(board (square 12))"),
            ["lud::compile::bad_value"]
        );
        assert_eq!(
            errors_with(B, "(board (squar 8))"),
            ["lud::compile::unknown_ludeme"]
        );
        assert_eq!(
            errors_with(B, "(board)"),
            ["lud::compile::missing_argument"]
        );
        assert_eq!(
            errors_with(B, "(board (square 8 8))"),
            ["lud::compile::extra_argument"]
        );
    }
}
