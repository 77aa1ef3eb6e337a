//! `(renumber [Vertex] [Edge] [Cell] G)`: Ludii's `Renumber`, the elements of the
//! kinds named (all three when none is) numbered again by position, `y * 100 + x`
//! from the bottom left, as a generator numbers them (`Graph.reorder`); the others
//! keep their numbers.

use super::{reorder, Pt, Shape};

impl Shape {
    /// The vertices numbered by position; the edges and faces keep theirs.
    pub fn reorder_vertices(&mut self) {
        let order = reorder(&self.verts);
        let mut new_id = vec![0; order.len()];
        for (k, &v) in order.iter().enumerate() {
            new_id[v] = k;
        }
        self.verts = order.iter().map(|&v| self.verts[v]).collect();
        for e in &mut self.edges {
            *e = (new_id[e.0], new_id[e.1]);
        }
        for f in &mut self.faces {
            for v in f.iter_mut() {
                *v = new_id[*v];
            }
        }
    }

    /// The edges numbered by their midpoints.
    pub fn reorder_edges(&mut self) {
        let mids: Vec<Pt> = (0..self.edges.len()).map(|e| self.edge_pt(e)).collect();
        self.edges = reorder(&mids).iter().map(|&e| self.edges[e]).collect();
    }

    /// The faces numbered by their centres.
    pub fn reorder_faces(&mut self) {
        let centres: Vec<Pt> = (0..self.faces.len()).map(|f| self.face_pt(f)).collect();
        self.faces = reorder(&centres)
            .iter()
            .map(|&f| self.faces[f].clone())
            .collect();
    }

    /// `(renumber ...)` of the kinds flagged: vertices, edges, cells; all when none is.
    pub fn renumber(&mut self, vertices: bool, edges: bool, cells: bool) {
        let all = !(vertices || edges || cells);
        if all || vertices {
            self.reorder_vertices();
        }
        if all || edges {
            self.reorder_edges();
        }
        if all || cells {
            self.reorder_faces();
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::program::geom::ops::rectangle;

    #[test]
    fn renumbering_cells_only_keeps_the_vertices() {
        let mut s = rectangle(2, 2, true).expect("2x2");
        s.rotate(180.0);
        let verts = s.verts.clone();
        s.renumber(false, false, true);
        assert_eq!(s.verts, verts);
        // After the half turn the bottom-left cell is the old top-right one, 3.
        let c = s.face_pt(0);
        assert!((c[0] - 0.5).abs() < 1e-9 && (c[1] - 0.5).abs() < 1e-9);
        s.renumber(false, false, false);
        assert!(s.verts[0][0].abs() < 1e-9 && s.verts[0][1].abs() < 1e-9);
    }
}
