//! Regions of the board: `(sites ...)`, `(expand ...)`, `(union ...)`,
//! `(intersection ...)`, `(difference ...)`, and the players' home regions
//! `(regions P1 (sites Bottom))` that `(sites Mover)` / `(sites Next)` refer to.
//!
//! A region is a set of grid cells; sites that are not played on (light cells on a
//! `use:Dark` board) are dropped where pieces are placed or promoted, not here, so that
//! Ludii's `(difference ... (sites Phase 1))` reads as it does there.

use super::args::{constant, head_name, items, unexpected_clause, Args};
use super::ints::int_in;
use super::registry::{Ludeme, DIFFERENCE, EXPAND, INTERSECTION, REGIONS, SITES, UNION};
use super::Cx;
use crate::diag::Diag;
use crate::rules::{Board, Cell};
use crate::syntax::ast::{Kind, Node};

/// A set of cells of the board grid.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    width: u8,
    height: u8,
    cells: Vec<bool>,
}

impl Region {
    /// The empty region of `board`.
    pub fn empty(board: &Board) -> Region {
        Region {
            width: board.width,
            height: board.height,
            cells: vec![false; board.width as usize * board.height as usize],
        }
    }

    fn from_fn(board: &Board, f: impl Fn(Cell) -> bool) -> Region {
        let mut r = Region::empty(board);
        for row in 0..board.height {
            for col in 0..board.width {
                r.set((col, row), f((col, row)));
            }
        }
        r
    }

    fn index(&self, (c, r): Cell) -> usize {
        r as usize * self.width as usize + c as usize
    }

    fn set(&mut self, cell: Cell, v: bool) {
        let i = self.index(cell);
        self.cells[i] = v;
    }

    /// Whether `cell` is in the region.
    pub fn contains(&self, cell: Cell) -> bool {
        self.cells[self.index(cell)]
    }

    /// The cells in the region that the board plays on, bottom row first, left to right.
    pub fn playable(&self, board: &Board) -> Vec<Cell> {
        let mut out = Vec::new();
        for row in 0..self.height {
            for col in 0..self.width {
                if self.contains((col, row)) && board.cells.contains((col, row)) {
                    out.push((col, row));
                }
            }
        }
        out
    }

    fn zip(&self, o: &Region, f: impl Fn(bool, bool) -> bool) -> Region {
        Region {
            width: self.width,
            height: self.height,
            cells: self
                .cells
                .iter()
                .zip(&o.cells)
                .map(|(a, b)| f(*a, *b))
                .collect(),
        }
    }
}

/// Compiles `(regions P1|P2 <sites>)` into the player's home region.
pub fn regions(cx: &mut Cx, node: &Node) {
    let mut a = Args::new(cx, node, &REGIONS);
    let owner = a
        .required(cx, "an owner")
        .and_then(|o| a.constant(cx, o, "a player", &["P1", "P2"]));
    let owner = owner.map(|o| usize::from(o == "P2"));
    let region = a
        .required(cx, "sites")
        .and_then(|s| sites(cx, s, owner.map(|o| o as u8)));
    a.finish(cx);
    if let (Some(o), Some(r)) = (owner, region) {
        if cx.homes[o].is_some() {
            cx.error(
                Diag::new(
                    "lud::compile::duplicate_part",
                    format!("P{} has two home regions", o + 1),
                )
                .label(node.span, "second region")
                .help("give each player one `(regions ...)`"),
            );
        }
        cx.homes[o] = Some(r);
    }
}

/// Evaluates a region expression; `mover` is the player `Mover` and `Next` are said of
/// (the owner of the placed or promoted pieces), if any.
pub fn sites(cx: &mut Cx, node: &Node, mover: Option<u8>) -> Option<Region> {
    let board = cx.board.clone()?;
    match head_name(node) {
        Some("sites") => site_set(cx, node, &board, mover),
        Some("expand") => {
            let mut a = Args::new(cx, node, &EXPAND);
            let inner = a.required(cx, "sites").and_then(|s| sites(cx, s, mover));
            let steps = match a.named("steps") {
                None => Some(1),
                Some(n) => int_in(cx, n, 0, 64, EXPAND.syntax),
            };
            a.finish(cx);
            let mut r = inner?;
            for _ in 0..steps? {
                r = grow(&r, &board);
            }
            Some(r)
        }
        Some("union") => combine(cx, node, &UNION, mover, |a, b| a || b),
        Some("intersection") => combine(cx, node, &INTERSECTION, mover, |a, b| a && b),
        Some("difference") => {
            let mut a = Args::new(cx, node, &DIFFERENCE);
            let x = a.required(cx, "a region").and_then(|s| sites(cx, s, mover));
            let y = a
                .required(cx, "a region to remove")
                .and_then(|s| sites(cx, s, mover));
            a.finish(cx);
            Some(x?.zip(&y?, |a, b| a && !b))
        }
        _ => {
            unexpected_clause(
                cx,
                node,
                &["sites", "expand", "union", "intersection", "difference"],
            );
            None
        }
    }
}

fn combine(
    cx: &mut Cx,
    node: &Node,
    ludeme: &'static Ludeme,
    mover: Option<u8>,
    f: fn(bool, bool) -> bool,
) -> Option<Region> {
    let mut a = Args::new(cx, node, ludeme);
    let mut parts = Vec::new();
    for arg in a.rest() {
        parts.extend(items(arg));
    }
    a.finish(cx);
    if parts.len() < 2 {
        cx.error(
            Diag::new(
                "lud::compile::missing_argument",
                format!("`{}` needs at least two regions", ludeme.name),
            )
            .label(node.span, "here")
            .help(format!("the syntax is {}", ludeme.syntax)),
        );
        return None;
    }
    let evaluated: Vec<Option<Region>> = parts.iter().map(|p| sites(cx, p, mover)).collect();
    let mut it = evaluated.into_iter();
    let first = it.next()??;
    it.try_fold(first, |acc, r| r.map(|r| acc.zip(&r, f)))
}

/// One orthogonal step outwards.
fn grow(r: &Region, board: &Board) -> Region {
    Region::from_fn(board, |(c, row)| {
        let near = [(0i16, 0i16), (1, 0), (-1, 0), (0, 1), (0, -1)];
        near.iter().any(|(dc, dr)| {
            let (nc, nr) = (c as i16 + dc, row as i16 + dr);
            nc >= 0
                && nr >= 0
                && nc < board.width as i16
                && nr < board.height as i16
                && r.contains((nc as u8, nr as u8))
        })
    })
}

const SITE_KINDS: [&str; 12] = [
    "Board", "Bottom", "Top", "Left", "Right", "Row", "Column", "Phase", "Mover", "Next", "P1",
    "P2",
];

fn site_set(cx: &mut Cx, node: &Node, board: &Board, mover: Option<u8>) -> Option<Region> {
    let mut a = Args::new(cx, node, &SITES);
    let what = a.required(cx, "which sites")?;
    if let Kind::Array(list) = &what.kind {
        let r = listed(cx, list, board);
        a.finish(cx);
        return r;
    }
    let kind = a.constant(cx, what, "a kind of sites", &SITE_KINDS);
    let (w, h) = (board.width, board.height);
    let r = match kind? {
        "Board" => Some(Region::from_fn(board, |_| true)),
        "Bottom" => Some(Region::from_fn(board, |(_, r)| r == 0)),
        "Top" => Some(Region::from_fn(board, |(_, r)| r == h - 1)),
        "Left" => Some(Region::from_fn(board, |(c, _)| c == 0)),
        "Right" => Some(Region::from_fn(board, |(c, _)| c == w - 1)),
        "Row" => a
            .required(cx, "a row number")
            .and_then(|n| int_in(cx, n, 0, h as i64 - 1, SITES.syntax))
            .map(|n| Region::from_fn(board, |(_, r)| r as i64 == n)),
        "Column" => a
            .required(cx, "a column number")
            .and_then(|n| int_in(cx, n, 0, w as i64 - 1, SITES.syntax))
            .map(|n| Region::from_fn(board, |(c, _)| c as i64 == n)),
        "Phase" => a
            .required(cx, "a phase (0 or 1)")
            .and_then(|n| int_in(cx, n, 0, 1, SITES.syntax))
            .map(|n| Region::from_fn(board, |(c, r)| (c + r) as i64 % 2 == n)),
        player => home(cx, what, player, mover),
    };
    a.finish(cx);
    r
}

/// `(sites Mover|Next|P1|P2)`: a player's home region.
fn home(cx: &mut Cx, node: &Node, which: &str, mover: Option<u8>) -> Option<Region> {
    let player = match which {
        "P1" => Some(0),
        "P2" => Some(1),
        _ => mover.map(|m| if which == "Mover" { m } else { 1 - m }),
    };
    let Some(p) = player else {
        cx.error(
            Diag::new(
                "lud::compile::bad_constant",
                format!("`(sites {which})` has no player to refer to here"),
            )
            .label(node.span, "no mover here")
            .help("use `(sites P1)` or `(sites P2)`, or a fixed region such as `(sites Top)`"),
        );
        return None;
    };
    let r = cx.homes[p as usize].clone();
    if r.is_none() {
        cx.error(
            Diag::new(
                "lud::compile::missing_part",
                format!("P{} has no home region", p + 1),
            )
            .label(node.span, "refers to a region not declared")
            .help(format!(
                "declare it in the equipment before use: (regions P{} (sites Bottom))",
                p + 1
            )),
        );
    }
    r
}

/// `(sites {"a1" "c1"})`: cells by name, file letter then rank number.
fn listed(cx: &mut Cx, list: &[Node], board: &Board) -> Option<Region> {
    let mut r = Region::empty(board);
    let mut ok = true;
    for n in list {
        match cell_name(n, board) {
            Some(cell) => r.set(cell, true),
            None => {
                ok = false;
                cx.error(
                    Diag::new(
                        "lud::compile::bad_value",
                        format!("{} is not a cell of this board", super::args::describe(n)),
                    )
                    .label(n.span, "expected a cell such as \"a1\"")
                    .help(format!(
                        "cells are named by a column letter a..{} and a row number 1..{}",
                        (b'a' + board.width - 1) as char,
                        board.height
                    )),
                );
            }
        }
    }
    ok.then_some(r)
}

fn cell_name(n: &Node, board: &Board) -> Option<Cell> {
    let Kind::Str(s) = &n.kind else { return None };
    let s = s.to_ascii_lowercase();
    let mut chars = s.chars();
    let col = chars.next()?;
    if !col.is_ascii_lowercase() {
        return None;
    }
    let col = col as u8 - b'a';
    let row: u8 = chars.as_str().parse().ok()?;
    (col < board.width && row >= 1 && row <= board.height).then_some((col, row - 1))
}

/// `constant` is reused by other units for `P1`/`P2` owners.
pub fn player_constant(cx: &mut Cx, node: &Node, syntax: &str) -> Option<u8> {
    constant(cx, node, "a player", &["P1", "P2"], syntax).map(|p| u8::from(p == "P2"))
}

#[cfg(test)]
mod tests {
    use crate::program::compile::own::testing::errors_with;

    const S: &str = r#"(place "Man1" (expand (sites Bottom) steps:2))"#;

    /// The cells of the only placement, `region`.
    fn placed(region: &str) -> Vec<String> {
        let text = crate::program::compile::own::testing::base_with(
            S,
            &format!("(place \"Man1\" {region})"),
        )
        .replace(r#"(place "Man2" (expand (sites Top) steps:2))"#, "");
        let r = crate::program::compile::own::testing::compile_text(&text).expect("compiles");
        r.start[0]
            .cells
            .iter()
            .map(|c| crate::program::compile::own::text::cell_name(*c))
            .collect()
    }

    #[test]
    fn region_expressions() {
        assert_eq!(placed("(sites Row 0)"), ["a1", "c1", "e1", "g1"]);
        assert_eq!(placed("(sites Column 0)"), ["a1", "a3", "a5", "a7"]);
        assert_eq!(placed("(sites {\"a1\" \"H2\"})"), ["a1", "h2"]);
        assert_eq!(placed("(sites P1)"), ["a1", "c1", "e1", "g1"]);
        assert_eq!(placed("(sites Mover)"), ["a1", "c1", "e1", "g1"]);
        assert_eq!(
            placed("(union (sites Row 0) (sites {\"b2\"}))"),
            ["a1", "c1", "e1", "g1", "b2"]
        );
        assert_eq!(
            placed("(difference (expand (sites Bottom) steps:1) (sites Phase 1))"),
            ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2"]
        );
        assert_eq!(placed("(intersection (sites Left) (sites Bottom))"), ["a1"]);
        assert_eq!(
            placed("(sites Row (- (count Rows) 8))"),
            ["a1", "c1", "e1", "g1"]
        );
    }

    #[test]
    fn bad_regions() {
        let bad = |r: &str| errors_with(S, &format!("(place \"Man1\" {r})"));
        assert_eq!(bad("(sites Row 8)"), ["lud::compile::bad_value"]);
        assert_eq!(bad("(sites Botom)"), ["lud::compile::bad_constant"]);
        assert_eq!(bad("(sites {\"z9\"})"), ["lud::compile::bad_value"]);
        assert_eq!(
            bad("(union (sites Top))"),
            ["lud::compile::missing_argument"]
        );
        assert_eq!(
            bad("(expand (sites Bottom) step:2)"),
            ["lud::compile::unknown_named"]
        );
        assert_eq!(bad("(sites Phase 1)"), ["lud::compile::bad_value"]);
    }
}
