//! `(add ...)` and `(remove ...)` of single elements: Ludii's `Graph.removeEdge`,
//! `removeVertex`, `findOrAddFace` and `Add`'s new points, each keeping the order of
//! what stays (the later elements move down one number), as Ludii's do.

use super::Shape;

/// Whether `face` has the side from `a` to `b` (either way round).
fn has_side(face: &[usize], a: usize, b: usize) -> bool {
    let n = face.len();
    (0..n).any(|k| {
        let (x, y) = (face[k], face[(k + 1) % n]);
        (x == a && y == b) || (x == b && y == a)
    })
}

impl Shape {
    /// The number of the edge between `a` and `b`, if any (Ludii's `findEdge`).
    pub fn find_edge(&self, a: usize, b: usize) -> Option<usize> {
        self.edges
            .iter()
            .position(|&(x, y)| (x == a && y == b) || (x == b && y == a))
    }

    /// Ludii's `removeEdge(a, b)`: the faces with that side go, then the edge.
    pub fn remove_edge(&mut self, a: usize, b: usize) {
        let Some(e) = self.find_edge(a, b) else {
            return;
        };
        self.faces.retain(|f| !has_side(f, a, b));
        self.edges.remove(e);
    }

    /// Ludii's `removeVertex`: the faces round the vertex go, then its edges, then the
    /// vertex; every later vertex moves down one number.
    pub fn remove_vertex(&mut self, v: usize) {
        if v >= self.verts.len() {
            return;
        }
        self.faces.retain(|f| !f.contains(&v));
        self.edges.retain(|&(a, b)| a != v && b != v);
        self.verts.remove(v);
        let down = |x: usize| if x > v { x - 1 } else { x };
        for e in &mut self.edges {
            *e = (down(e.0), down(e.1));
        }
        for f in &mut self.faces {
            for x in f.iter_mut() {
                *x = down(*x);
            }
        }
    }

    /// Ludii's `findOrAddFace`: a face of the vertices in order, when every side is an
    /// edge and no face has the same vertices round it already.
    pub fn add_face(&mut self, ids: &[usize]) {
        let n = ids.len();
        if n < 3 || n > self.verts.len() || ids.iter().any(|&v| v >= self.verts.len()) {
            return;
        }
        if (0..n).any(|k| self.find_edge(ids[k], ids[(k + 1) % n]).is_none()) {
            return;
        }
        if self.faces.iter().any(|f| same_cycle(f, ids)) {
            return;
        }
        self.faces.push(ids.to_vec());
    }
}

/// Whether `face` is `ids` forwards or backwards from any start (Ludii's `Face.matches`).
pub fn same_cycle(face: &[usize], ids: &[usize]) -> bool {
    let n = face.len();
    if n != ids.len() || n == 0 {
        return false;
    }
    let Some(start) = face.iter().position(|&v| v == ids[0]) else {
        return false;
    };
    let fwd = (0..n).all(|k| face[(start + k) % n] == ids[k]);
    let bwd = (0..n).all(|k| face[(start + n - k) % n] == ids[k]);
    fwd || bwd
}

#[cfg(test)]
mod tests {
    use crate::program::geom::ops::rectangle;

    #[test]
    fn removing_renumbers_what_stays() {
        let mut s = rectangle(3, 3, false).expect("3x3");
        s.remove_vertex(4);
        assert_eq!((s.verts.len(), s.edges.len(), s.faces.len()), (8, 8, 0));
        let mut s = rectangle(3, 3, false).expect("3x3");
        s.remove_edge(0, 1);
        assert_eq!((s.edges.len(), s.faces.len()), (11, 3));
        s.add_face(&[0, 3, 4]);
        assert_eq!(s.faces.len(), 3);
    }
}
