//! A board's topology as Ludii's `other.topology.Topology` holds it: its cells, vertices
//! and edges, each with its position and its `adjacent()` elements of the same kind.
//!
//! A Ludii board has all three kinds whatever its `use:` says, so all three are built
//! from the [`Shape`], in its numbering (Ludii's). Ludii's `adjacent()` of an element
//! is the set of steps its trajectories mark `Adjacent` towards the same kind
//! (`Topology.computeRelation`), and those come from each element's `stepsTo`:
//! - a cell (`Face.stepsTo`) steps to the cells beyond its edges (orthogonal), to one
//!   cell through each of its corners (diagonal), and to every other cell through a
//!   corner (off-diagonal), all three `Adjacent`: so its adjacent cells are exactly
//!   those that share a vertex with it. (Its far diagonals, across an edge leaving a
//!   corner on a hex grid, are not `Adjacent`.)
//! - a vertex (`Vertex.stepsTo`) steps along each of its edges (`Adjacent`) and across
//!   faces of four or more sides (`Diagonal` only): its adjacent vertices are those an
//!   edge joins it to.
//! - an edge: Ludii's `GraphUtilities.addAdjacent` records nothing for edges, but an
//!   edge's `adjacent()` is the very list its `neighbours()` are added to, its steps
//!   `All` to edges (`Edge.stepsTo`): the edges that share an end with it.

use super::{Pt, Shape};
use std::collections::BTreeSet;

/// One element of a board: where it is and what is adjacent to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Element {
    /// Its position (a vertex's point, an edge's midpoint, a cell's centre).
    pub pos: Pt,
    /// The elements of the same kind adjacent to it, by index, ascending.
    pub adjacent: Vec<usize>,
}

/// The three kinds of element of a board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Topology {
    /// The cells (the shape's faces).
    pub cells: Vec<Element>,
    /// The vertices.
    pub vertices: Vec<Element>,
    /// The edges.
    pub edges: Vec<Element>,
}

impl Topology {
    /// The topology of a board's shape.
    pub fn of(s: &Shape) -> Topology {
        // Each vertex's faces, to find the faces sharing one with a face.
        let mut vertex_faces = vec![Vec::new(); s.verts.len()];
        for (f, vs) in s.faces.iter().enumerate() {
            for &v in vs {
                vertex_faces[v].push(f);
            }
        }
        let cells = s
            .faces
            .iter()
            .enumerate()
            .map(|(f, vs)| {
                let near: BTreeSet<usize> = vs
                    .iter()
                    .flat_map(|&v| vertex_faces[v].iter().copied())
                    .filter(|&o| o != f)
                    .collect();
                Element {
                    pos: s.face_pt(f),
                    adjacent: near.into_iter().collect(),
                }
            })
            .collect();
        let mut joined = vec![BTreeSet::new(); s.verts.len()];
        for &(a, b) in &s.edges {
            if a != b {
                joined[a].insert(b);
                joined[b].insert(a);
            }
        }
        let vertices = s
            .verts
            .iter()
            .zip(joined)
            .map(|(&pos, near)| Element {
                pos,
                adjacent: near.into_iter().collect(),
            })
            .collect();
        let mut vertex_edges = vec![Vec::new(); s.verts.len()];
        for (e, &(a, b)) in s.edges.iter().enumerate() {
            vertex_edges[a].push(e);
            if b != a {
                vertex_edges[b].push(e);
            }
        }
        let edges = s
            .edges
            .iter()
            .enumerate()
            .map(|(e, &(a, b))| {
                let near: BTreeSet<usize> = vertex_edges[a]
                    .iter()
                    .chain(&vertex_edges[b])
                    .copied()
                    .filter(|&o| o != e)
                    .collect();
                Element {
                    pos: s.edge_pt(e),
                    adjacent: near.into_iter().collect(),
                }
            })
            .collect();
        Topology {
            cells,
            vertices,
            edges,
        }
    }
}

/// How many elements have each number of adjacent elements: `(degree, count)` pairs,
/// by degree ascending.
pub fn degrees(elements: &[Element]) -> Vec<(usize, usize)> {
    let mut count = std::collections::BTreeMap::new();
    for e in elements {
        *count.entry(e.adjacent.len()).or_insert(0) += 1;
    }
    count.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::{hex, ops};

    fn degree_text(elements: &[Element]) -> String {
        degrees(elements)
            .iter()
            .map(|(d, n)| format!("{d}x{n}"))
            .collect::<Vec<_>>()
            .join(",")
    }

    // Ludii 1.3.12's figures for `(board (square 8))`: 64 cells, 81 vertices, 144 edges.
    #[test]
    fn a_square_board_has_ludii_s_three_kinds() {
        let t = Topology::of(&ops::rectangle(8, 8, true).expect("8x8"));
        assert_eq!(
            (t.cells.len(), t.vertices.len(), t.edges.len()),
            (64, 81, 144)
        );
        assert_eq!(degree_text(&t.cells), "3x4,5x24,8x36");
        assert_eq!(degree_text(&t.vertices), "2x4,3x28,4x49");
        assert_eq!(t.cells[0].adjacent, vec![1, 8, 9]);
        assert_eq!(t.vertices[0].adjacent, vec![1, 9]);
        // The bottom-left edge meets the next one along and the first upright.
        assert_eq!(t.edges[0].adjacent, vec![1, 8, 9]);
        // Edges by midpoint: the bottom row's three... then the first verticals.
        assert_eq!(t.edges[0].pos, [0.5, 0.0]);
        assert_eq!(t.edges[8].pos, [0.0, 0.5]);
    }

    #[test]
    fn hex_cells_touch_six_others() {
        let t = Topology::of(&hex::hexagon(2).expect("hex 2"));
        assert_eq!(t.cells.len(), 7);
        assert_eq!(degree_text(&t.cells), "3x6,6x1");
    }
}
