//! Boards beyond the square grid: Ludii's board graphs built with Ludii's own geometry,
//! so that their sites are numbered, related and named exactly as Ludii's are.
//!
//! A board ludeme is read into a [`Shape`] (Ludii's `Graph`: vertices at positions,
//! edges, faces as lists of vertices), in Ludii's order: a generator numbers its
//! elements by position (`Graph.reorder`: by `y * 100 + x`), the operators (`rotate`,
//! `remove`...) keep the numbering they are given. [`measure`] then finds the regions
//! Ludii measures on the final graph (top, bottom, corners, sides, centre, from its
//! perimeter), and [`topo`] the steps between sites with their compass directions,
//! which become the eight direction slots of [`super::Graph`].

pub mod by_relation;
pub mod circle;
pub mod concentric;
pub mod dual;
pub mod edge_sites;
pub mod edit;
pub mod face_layer;
pub mod faces;
pub mod hex;
pub mod hex_shapes;
pub mod hole;
pub mod intersect;
pub mod keep;
pub mod labels;
pub mod mancala;
pub mod measure;
pub mod ops;
pub mod phase;
pub mod poly;
pub mod pyramid;
pub mod renumber;
pub mod repeat;
pub mod skew;
pub mod slots;
pub mod spiral;
pub mod square;
pub mod tiling;
pub mod topo;
pub mod topology;
pub mod tri;
pub mod trim;
pub mod union;
pub mod wedge;
pub mod wide;

/// A point of the plane.
pub type Pt = [f64; 2];

/// Where a site lies on a board beyond the square grid, in the board's own units
/// (Ludii's positions, `y` up): its centre and, for a cell, its corners in order.
#[derive(Clone, Debug, PartialEq)]
pub struct SiteGeometry {
    /// The centre (a point's position).
    pub centre: [f64; 2],
    /// A cell's corners in order round it; empty for a point.
    pub outline: Vec<[f64; 2]>,
}

/// Adds `p` to `pts` unless a point already lies within 0.1 of it: how Ludii's
/// generators of tiled boards (`Hex`, `Tiling`) gather the corners their tiles share.
pub fn push_apart(pts: &mut Vec<Pt>, p: Pt) {
    let near = pts
        .iter()
        .any(|q| ((q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2)).sqrt() < 0.1);
    if !near {
        pts.push(p);
    }
}

/// Ludii's graph of a board: vertices, edges and faces, each in Ludii's order.
#[derive(Clone, Debug, Default)]
pub struct Shape {
    /// Vertex positions, by vertex number.
    pub verts: Vec<Pt>,
    /// Edges as pairs of vertex numbers.
    pub edges: Vec<(usize, usize)>,
    /// Faces as their vertices in order round the face, by face number.
    pub faces: Vec<Vec<usize>>,
}

impl Shape {
    /// A face's position: the mean of its vertices (Ludii's `Face.setMidpoint`).
    pub fn face_pt(&self, f: usize) -> Pt {
        let vs = &self.faces[f];
        let (mut x, mut y) = (0.0, 0.0);
        for &v in vs {
            x += self.verts[v][0];
            y += self.verts[v][1];
        }
        let n = vs.len().max(1) as f64;
        [x / n, y / n]
    }

    /// The bounding box of the vertices: `(min x, min y, max x, max y)`.
    pub fn bounds(&self) -> (f64, f64, f64, f64) {
        let limit = 1_000_000.0;
        let (mut x0, mut y0, mut x1, mut y1) = (limit, limit, -limit, -limit);
        for p in &self.verts {
            x0 = if p[0] < x0 { p[0] } else { x0 };
            x1 = if p[0] > x1 { p[0] } else { x1 };
            y0 = if p[1] < y0 { p[1] } else { y0 };
            y1 = if p[1] > y1 { p[1] } else { y1 };
        }
        (x0, y0, x1, y1)
    }

    /// `(rotate DEGREES G)`: every vertex turned anticlockwise about the centre of the
    /// vertices' bounding box (Ludii's `Graph.rotate`); the numbering is kept.
    pub fn rotate(&mut self, degrees: f64) {
        let theta = degrees.to_radians();
        let (x0, y0, x1, y1) = self.bounds();
        let px = x0 + (x1 - x0) / 2.0;
        let py = y0 + (y1 - y0) / 2.0;
        let (c, s) = (theta.cos(), theta.sin());
        for p in &mut self.verts {
            let dx = p[0] - px;
            let dy = p[1] - py;
            *p = [px + dx * c - dy * s, py + dy * c + dx * s];
        }
    }

    /// `(shift DX DY G)`: every vertex moved; the numbering is kept.
    pub fn shift(&mut self, dx: f64, dy: f64) {
        for p in &mut self.verts {
            *p = [p[0] + dx, p[1] + dy];
        }
    }

    /// `(remove G cells:{...})`: the faces numbered in `cells` removed (Ludii's
    /// `Graph.removeFace` with `trimEdges:True`): the other faces keep their order and
    /// are numbered again from 0, the edges no face uses any more go, every vertex stays.
    pub fn remove_faces(&mut self, cells: &[usize]) -> Result<(), usize> {
        if let Some(&bad) = cells.iter().find(|&&c| c >= self.faces.len()) {
            return Err(bad);
        }
        let mut gone = vec![false; self.faces.len()];
        for &c in cells {
            gone[c] = true;
        }
        // An edge goes when it had a face and now has none.
        let before = self.edge_faces();
        let mut i = 0;
        self.faces.retain(|_| {
            i += 1;
            !gone[i - 1]
        });
        let after = self.edge_faces();
        let mut e = 0;
        self.edges.retain(|_| {
            e += 1;
            before[e - 1] == 0 || after[e - 1] > 0
        });
        Ok(())
    }

    /// How many faces use each edge.
    pub fn edge_faces(&self) -> Vec<usize> {
        let mut count = vec![0; self.edges.len()];
        let index = self.edge_index();
        for f in &self.faces {
            for k in 0..f.len() {
                let (a, b) = (f[k], f[(k + 1) % f.len()]);
                if let Some(&e) = index.get(&(a.min(b), a.max(b))) {
                    count[e] += 1;
                }
            }
        }
        count
    }

    /// Each edge's number by its (smaller, larger) vertex pair.
    pub fn edge_index(&self) -> std::collections::HashMap<(usize, usize), usize> {
        self.edges
            .iter()
            .enumerate()
            .map(|(i, &(a, b))| ((a.min(b), a.max(b)), i))
            .collect()
    }

    /// The mean length of the edges (Ludii's `Graph.averageEdgeLength`), 0 without edges.
    pub fn mean_edge_length(&self) -> f64 {
        if self.edges.is_empty() {
            return 0.0;
        }
        let total: f64 = self
            .edges
            .iter()
            .map(|&(a, b)| {
                let (p, q) = (self.verts[a], self.verts[b]);
                ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt()
            })
            .sum();
        total / self.edges.len() as f64
    }

    /// Ludii's `Graph.reorder()`: the vertices, then the edges (by their midpoints),
    /// then the faces (by their centres) each numbered by position, `y * 100 + x`.
    pub fn reorder_all(&mut self) {
        self.reorder_vertices();
        self.reorder_edges();
        self.reorder_faces();
    }

    /// An edge's position: its midpoint (Ludii's `Edge.setMidpoint`).
    pub fn edge_pt(&self, e: usize) -> Pt {
        let (a, b) = self.edges[e];
        let (p, q) = (self.verts[a], self.verts[b]);
        [(p[0] + q[0]) * 0.5, (p[1] + q[1]) * 0.5]
    }

    /// Ludii's `createGraphFromVertexList`: the points (stored as Ludii's `Float`s)
    /// joined wherever two lie `unit` apart (within 0.01), the faces found.
    pub fn from_points(pts: &[Pt], unit: f64) -> Shape {
        let mut s = Shape {
            verts: pts
                .iter()
                .map(|p| [f64::from(p[0] as f32), f64::from(p[1] as f32)])
                .collect(),
            ..Shape::default()
        };
        for a in 0..pts.len() {
            for b in a + 1..pts.len() {
                let (p, q) = (pts[a], pts[b]);
                let d = ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt();
                if (d - unit).abs() < 0.01 {
                    s.find_or_add_edge(a, b);
                }
            }
        }
        s.faces = faces::make_faces(&s, false);
        s
    }

    /// The vertex Ludii's `Graph.findVertex` finds at `(x, y)`: the first within 0.001
    /// (the sum of the distances along each axis).
    pub fn find_near(&self, x: f64, y: f64) -> Option<usize> {
        self.verts
            .iter()
            .position(|q| (q[0] - x).abs() + (q[1] - y).abs() < 0.001)
    }

    /// Ludii's `findOrAddVertex`.
    pub fn find_or_add_vertex(&mut self, x: f64, y: f64) -> usize {
        self.find_near(x, y).unwrap_or_else(|| {
            self.verts.push([x, y]);
            self.verts.len() - 1
        })
    }

    /// Ludii's `findOrAddEdge`: the edge between `a` and `b`, made if there is none.
    pub fn find_or_add_edge(&mut self, a: usize, b: usize) {
        if !self
            .edges
            .iter()
            .any(|&(x, y)| (x == a && y == b) || (x == b && y == a))
        {
            self.edges.push((a, b));
        }
    }

    /// The vertex at `p` (within a millionth), if any.
    pub fn find_vertex(&self, p: Pt) -> Option<usize> {
        self.verts
            .iter()
            .position(|q| (q[0] - p[0]).abs() < 1e-6 && (q[1] - p[1]).abs() < 1e-6)
    }
}

/// Ludii's order of a generator's elements (`Graph.reorder`): by `y * 100 + x`, the
/// sort stable, returned as the old numbers in their new order.
pub fn reorder(pts: &[Pt]) -> Vec<usize> {
    let mut ids: Vec<usize> = (0..pts.len()).collect();
    ids.sort_by(|&a, &b| {
        let sa = pts[a][1] * 100.0 + pts[a][0];
        let sb = pts[b][1] * 100.0 + pts[b][0];
        sa.partial_cmp(&sb).unwrap_or(std::cmp::Ordering::Equal)
    });
    ids
}
