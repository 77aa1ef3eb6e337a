//! Ludii's `merge` (graphs joined where their points meet), and the plain square grid
//! it is most often given.

use super::{Pt, Shape};

/// The plain grid (no diagonals): see [`super::square::rectangle`].
pub fn rectangle(rows: i64, cols: i64, cells: bool) -> Result<Shape, String> {
    super::square::rectangle(rows, cols, cells, None)
}

/// `(merge {G ...})`: the graphs' vertices one after another, each vertex within 0.01
/// of an earlier one merged into it (the earlier one keeps its place), the edges
/// without duplicates, and the faces found again from the edges.
pub fn merge(parts: Vec<Shape>) -> Shape {
    merge_connect(parts, false)
}

/// `(merge {G ...} connect:B)`: [`merge`], and with `connect` every two vertices nearer
/// than 1.1 times the mean edge length joined, the faces found again with Ludii's
/// crossing check.
pub fn merge_connect(parts: Vec<Shape>, connect: bool) -> Shape {
    let mut verts: Vec<Pt> = Vec::new();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    for p in parts {
        let off = verts.len();
        verts.extend(p.verts);
        edges.extend(p.edges.iter().map(|&(a, b)| (a + off, b + off)));
    }
    // Ludii's `mergeVertices`: the survivor of each coincident pair is the earlier.
    let mut map: Vec<usize> = (0..verts.len()).collect();
    let mut kept: Vec<usize> = Vec::new();
    for v in 0..verts.len() {
        let p = verts[v];
        match kept.iter().position(|&k| {
            let q = verts[k];
            ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2)).sqrt() < 0.01
        }) {
            Some(i) => map[v] = i,
            None => {
                map[v] = kept.len();
                kept.push(v);
            }
        }
    }
    let mut s = Shape {
        verts: kept.iter().map(|&k| verts[k]).collect(),
        ..Shape::default()
    };
    let mut seen = std::collections::HashSet::new();
    for (a, b) in edges {
        let (a, b) = (map[a], map[b]);
        if a != b && seen.insert((a.min(b), a.max(b))) {
            s.edges.push((a, b));
        }
    }
    s.faces = make_faces(&s);
    if connect {
        super::union::connect(&mut s);
    }
    s
}

/// Ludii's `Graph.makeFaces` without the crossing check, as `Graph`'s constructor
/// (and so `merge`) finds its faces.
pub fn make_faces(s: &Shape) -> Vec<Vec<usize>> {
    super::faces::make_faces(s, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merged_grids_share_their_points() {
        let a = rectangle(2, 2, false).expect("2x2");
        let mut b = rectangle(2, 2, false).expect("2x2");
        b.shift(1.0, 0.0);
        let m = merge(vec![a, b]);
        assert_eq!(m.verts.len(), 6);
        assert_eq!(m.edges.len(), 7);
        assert_eq!(m.faces.len(), 2);
    }
}
#[cfg(test)]
mod cross_tests {
    use super::*;

    // Ludii 1.3.12's own figures for the cross of "CrossBoard" 3 9 (use:Cell).
    #[test]
    fn a_cross_has_ludii_cell_order_and_regions() {
        let mut a = rectangle(3, 9, true).expect("3x9");
        a.shift(0.0, 3.0);
        let mut b = rectangle(9, 3, true).expect("9x3");
        b.shift(3.0, 0.0);
        let g = crate::program::geom::topo::cells(&merge(vec![a, b])).expect("cells");
        let geo = g.geo.as_ref().expect("geo");
        assert_eq!(g.len(), 45);
        let first: Vec<[f64; 2]> = geo.pos[..5].to_vec();
        assert_eq!(
            first,
            vec![[0.5, 3.5], [1.5, 3.5], [2.5, 3.5], [3.5, 2.5], [3.5, 3.5]]
        );
        let r = &geo.regions;
        let ids = |s: &crate::program::SiteSet| s.iter().collect::<Vec<u16>>();
        assert_eq!(
            ids(&r.corners),
            vec![0, 4, 8, 11, 21, 24, 26, 29, 33, 35, 42, 44]
        );
        assert_eq!(ids(&r.centre), vec![16]);
        assert_eq!(ids(&r.sides[4]), vec![26, 27, 28, 29, 32, 41, 44]);
        assert_eq!(ids(&r.sides[6]), vec![0, 1, 2, 3, 4, 33, 36]);
    }
}
#[cfg(test)]
mod label_tests {
    use crate::program::geom::{hex, ops, topo, Shape};

    fn shifted(rows: i64, cols: i64, cells: bool, dx: f64, dy: f64) -> Shape {
        let mut s = ops::rectangle(rows, cols, cells).expect("rectangle");
        s.shift(dx, dy);
        s
    }

    fn labels(g: &crate::program::Graph) -> Vec<String> {
        g.geo
            .as_ref()
            .and_then(|g| g.labels.clone())
            .expect("labels")
    }

    // Ludii 1.3.12's own labels and steps of the same boards.
    #[test]
    fn boards_have_ludii_coordinates() {
        let mut h = hex::hexagon(5).expect("hex 5");
        h.rotate(90.0);
        let g = topo::cells(&h).expect("cells");
        assert_eq!(labels(&g).len(), 61);
        // Dama (Philippines)'s board of points.
        let mut m = ops::merge(vec![
            shifted(5, 4, false, 0.0, 0.0),
            shifted(3, 6, false, -1.0, 1.0),
            shifted(1, 8, false, -2.0, 2.0),
            shifted(7, 2, false, 1.0, -1.0),
        ]);
        m.rotate(45.0);
        let g = topo::vertices(&m).expect("points");
        assert_eq!(
            labels(&g)[..8],
            ["C2", "D2", "E2", "F2", "C3", "D3", "E3", "F3"]
        );
        // Queah Game's board of thirteen cells.
        let mut q = ops::merge(vec![
            shifted(5, 1, true, 1.0, -1.0),
            ops::merge(vec![
                shifted(1, 5, true, -1.0, 1.0),
                shifted(3, 3, true, 0.0, 0.0),
            ]),
        ]);
        q.rotate(45.0);
        let g = topo::cells(&q).expect("cells");
        assert_eq!(
            labels(&g),
            ["E1", "D2", "C1", "E3", "C3", "B2", "D4", "B4", "A3", "C5", "A5", "A1", "E5"]
        );
        let mut n: Vec<u16> = (0..8)
            .map(|d| g.next(4, d))
            .filter(|&x| x != u16::MAX)
            .collect();
        n.sort_unstable();
        assert_eq!(n, vec![1, 2, 3, 5, 6, 7, 8, 9]);
        assert_eq!(g.site_named("B4"), Some(7));
    }
}
