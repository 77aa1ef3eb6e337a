//! `(trim G)`: Ludii's `Graph.trim`, the loose ends cut off: from the last edge to the
//! first, an edge with an end that has no other edge goes (with any cell it bounds;
//! an edge uncovered this way goes in its turn if it comes earlier), then, from the
//! last vertex, every vertex without an edge (the later ones move down one number).
//! Ludii keeps a vertex that is another's pivot (spirals, rings of circles); ludic's
//! graphs do not record pivots, so `trim` of those is refused where it is read.

use super::Shape;

impl Shape {
    /// Ludii's `trim`.
    pub fn trim(&mut self) {
        let mut degree = vec![0usize; self.verts.len()];
        for &(a, b) in &self.edges {
            degree[a] += 1;
            degree[b] += 1;
        }
        for e in (0..self.edges.len()).rev() {
            let (a, b) = self.edges[e];
            if degree[a] == 1 || degree[b] == 1 {
                self.faces.retain(|f| {
                    let n = f.len();
                    !(0..n).any(|k| {
                        let (x, y) = (f[k], f[(k + 1) % n]);
                        (x == a && y == b) || (x == b && y == a)
                    })
                });
                self.edges.remove(e);
                degree[a] -= 1;
                degree[b] -= 1;
            }
        }
        for v in (0..self.verts.len()).rev() {
            if degree[v] == 0 {
                self.remove_vertex(v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::program::geom::Shape;

    #[test]
    fn trimming_cuts_a_tail_back_to_the_loop() {
        // A triangle 0-1-2 with a tail 2-3-4 and a lone point 5.
        let mut s = Shape {
            verts: vec![
                [0.0, 0.0],
                [1.0, 0.0],
                [0.0, 1.0],
                [2.0, 2.0],
                [3.0, 3.0],
                [9.0, 9.0],
            ],
            edges: vec![(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)],
            faces: vec![vec![0, 2, 1]],
        };
        s.trim();
        // The last edge goes, which leaves 2-3 loose but earlier: it goes too.
        assert_eq!(s.edges, vec![(0, 1), (1, 2), (2, 0)]);
        assert_eq!((s.verts.len(), s.faces.len()), (3, 1));
    }
}
