//! `(mancalaBoard ROWS COLS store:S numStores:N)`: Ludii's mancala board as a graph of
//! points (`MancalaBoard`): ROWS rows of COLS pits, one above the other, with a store
//! point left and right of the middle when stores are `Outer` (the default), all joined
//! as Ludii's `(union ... connect:True)` joins them: pits and stores are its vertices,
//! numbered left store, rows from the bottom, right store.

use super::ops::rectangle;
use super::union::union;
use super::Shape;

/// Where the stores are (Ludii's `StoreType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stores {
    /// No stores.
    None,
    /// One at each end (the default).
    Outer,
    /// Inside the board (Ludii then builds a square of points, see [`board`]).
    Inner,
}

/// A single point (Ludii's `(graph vertices:{{X Y}})`), its coordinates read as
/// Ludii's `Float`s.
fn point(x: f32, y: f32) -> Shape {
    Shape {
        verts: vec![[f64::from(x), f64::from(y)]],
        ..Shape::default()
    }
}

/// The store points of a board of `rows` rows (2 to 6) and `cols` columns, left and
/// right, where Ludii puts them (a right store is built at the board's edge and then
/// shifted, as Ludii does, so its coordinate is Ludii's to the bit).
fn stores(rows: i64, cols: i64) -> (Shape, Shape) {
    let c = cols as f32;
    let (left, right, shift) = match rows {
        2 => ((-0.85, 0.5), (c, 0.5), -0.15f32),
        3 => ((-1.0, 1.0), (c, 1.0), 0.0),
        4 => ((-0.9, 1.5), (c, 1.5), -0.1),
        5 => ((-1.0, 2.0), ((cols as f64 + 0.1) as f32, 2.0), -0.1),
        _ => ((-0.9, 2.5), (c, 2.5), -0.1),
    };
    let mut r = point(right.0, right.1);
    r.shift(f64::from(shift), 0.0);
    (point(left.0, left.1), r)
}

/// Ludii's mancala board. With inner stores or other than two stores, Ludii builds a
/// square of `rows` x `rows` points instead, and so does this.
pub fn board(rows: i64, cols: i64, stores_at: Stores, num_stores: i64) -> Result<Shape, String> {
    if !(2..=6).contains(&rows) {
        return Err(format!(
            "(mancalaBoard {rows} {cols}): Ludii's mancala boards have 2 to 6 rows"
        ));
    }
    if !(1..=64).contains(&cols) {
        return Err(format!(
            "(mancalaBoard {rows} {cols}): not a number of columns ludic takes"
        ));
    }
    if stores_at == Stores::Inner || num_stores != 2 {
        return rectangle(rows, rows, false);
    }
    let mut parts = Vec::new();
    let (left, right) = stores(rows, cols);
    if stores_at == Stores::Outer {
        parts.push(left);
    }
    for r in 0..rows {
        let mut row = rectangle(1, cols, false)?;
        row.shift(0.0, r as f64);
        parts.push(row);
    }
    if stores_at == Stores::Outer {
        parts.push(right);
    }
    Ok(union(parts, true))
}

#[cfg(test)]
mod tests {
    use super::*;

    // Ludii 1.3.12's counts of the same boards (cells, vertices, edges).
    #[test]
    fn mancala_boards_have_ludii_counts() {
        let count = |s: Shape| (s.faces.len(), s.verts.len(), s.edges.len());
        let b = board(2, 6, Stores::Outer, 2).expect("oware");
        assert_eq!(b.verts[0][0], f64::from(-0.85f32));
        assert_eq!(count(b), (7, 14, 20));
        assert_eq!(
            count(board(4, 8, Stores::None, 2).expect("bao")),
            (21, 32, 52)
        );
    }
}
