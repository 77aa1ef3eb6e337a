//! `(concentric {N ...})`: Ludii's `ConcentricCircle`, rings of cells round a centre
//! (`N` cells in each ring, from the inside; `stagger:` turns every other ring by half a
//! cell). Played on the cells, each ring's cells lie between circles of radius
//! `ring - 0.5` and `ring + 0.5`; played on the points, ring `r` has `N` points on the
//! circle of radius `r`, each joined round its ring and to the same direction outward.
//! Built as Ludii builds them: same points, same order (ring by ring, by angle).

use super::faces::make_faces;
use super::Shape;
use std::f64::consts::PI;

/// A point on a ring with its angle (Ludii's `Sample`).
#[derive(Clone, Copy)]
struct Sample {
    x: f64,
    y: f64,
    theta: f64,
}

fn dist(a: Sample, b: Sample) -> f64 {
    ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt()
}

/// Each ring's samples sorted by angle (stably), with a sample within `tol` of the one
/// before it dropped, from the end (Ludii's order of removal).
fn tidy(ring: &mut Vec<Sample>, tol: f64) {
    ring.sort_by(|a, b| a.theta.total_cmp(&b.theta));
    let mut n = ring.len();
    while n > 1 {
        n -= 1;
        let len = ring.len();
        if dist(ring[n], ring[(n + len - 1) % len]) < tol {
            ring.remove(n);
        }
    }
}

/// Ludii's circle board: `per_ring` cells (or points) a ring, `stagger` turning the odd
/// rings, `cells` for a board played on its cells.
pub fn circle(per_ring: &[i64], stagger: bool, cells: bool) -> Result<Shape, String> {
    if per_ring.is_empty() || per_ring.len() > 64 || per_ring.iter().any(|n| n.abs() > 512) {
        return Err("(concentric {...}): not a board ludic takes".to_string());
    }
    Ok(if cells {
        for_cells(per_ring, stagger)
    } else if per_ring.len() == 1 {
        polygon(per_ring[0])
    } else {
        for_vertices(per_ring, stagger)
    })
}

fn offset(stagger: bool, ring: usize, n: usize) -> f64 {
    if stagger && ring % 2 == 1 {
        2.0 * PI / n as f64 / 2.0
    } else {
        0.0
    }
}

fn for_cells(per_ring: &[i64], stagger: bool) -> Shape {
    let mut s = Shape::default();
    let rings = per_ring.len();
    s.verts.push([0.0, 0.0]);
    let mut samples: Vec<Vec<Sample>> = vec![Vec::new(); rings + 1];
    let top = PI / 2.0;
    let spokes = |ring: usize| {
        let n = per_ring[ring].unsigned_abs() as usize;
        let ri = (ring as f64 - 0.5).max(0.0);
        let ro = ring as f64 + 0.5;
        let off = offset(stagger, ring, n.max(1));
        (n, ri, ro, off)
    };
    for ring in 0..rings {
        let (n, ri, ro, off) = spokes(ring);
        if n < 2 {
            continue;
        }
        for step in 0..n {
            let mut theta = top + off - 2.0 * PI * step as f64 / n as f64;
            while theta < -PI {
                theta += 2.0 * PI;
            }
            while theta > PI {
                theta -= 2.0 * PI;
            }
            let (c, sn) = (theta.cos(), theta.sin());
            samples[ring].push(Sample {
                x: ri * c,
                y: ri * sn,
                theta,
            });
            samples[ring + 1].push(Sample {
                x: ro * c,
                y: ro * sn,
                theta,
            });
        }
    }
    for ring in &mut samples {
        tidy(ring, 0.001);
    }
    for ring in &samples {
        for p in ring {
            s.find_or_add_vertex(p.x, p.y);
        }
    }
    for ring in &samples {
        let len = ring.len();
        if len < 2 {
            continue;
        }
        for n in 0..len {
            let (a, b) = (ring[n], ring[(n + 1) % len]);
            if let (Some(a), Some(b)) = (s.find_near(a.x, a.y), s.find_near(b.x, b.y)) {
                if a != b {
                    s.find_or_add_edge(a, b);
                }
            }
        }
    }
    for ring in 0..rings {
        let (n, ri, ro, off) = spokes(ring);
        if n < 2 {
            continue;
        }
        for step in 0..n {
            let theta = top + off - 2.0 * PI * step as f64 / n as f64;
            let (c, sn) = (theta.cos(), theta.sin());
            let a = s.find_or_add_vertex(ri * c, ri * sn);
            let b = s.find_or_add_vertex(ro * c, ro * sn);
            if a != b {
                s.find_or_add_edge(a, b);
            }
        }
    }
    s.faces = make_faces(&s, true);
    s
}

fn for_vertices(per_ring: &[i64], stagger: bool) -> Shape {
    let mut s = Shape::default();
    let verts: Vec<i64> = if per_ring[0].abs() > 1 {
        std::iter::once(0).chain(per_ring.iter().copied()).collect()
    } else {
        per_ring.to_vec()
    };
    let rings = verts.len();
    let top = PI / 2.0;
    let mut samples: Vec<Vec<Sample>> = vec![Vec::new(); rings];
    for (ring, list) in samples.iter_mut().enumerate() {
        let n = verts[ring].unsigned_abs() as usize;
        let off = offset(stagger, ring, n.max(1));
        for step in 0..n {
            let theta = top + off - 2.0 * PI * step as f64 / n as f64;
            list.push(Sample {
                x: ring as f64 * theta.cos(),
                y: ring as f64 * theta.sin(),
                theta,
            });
        }
    }
    for ring in samples.iter_mut().skip(1) {
        tidy(ring, 0.1);
    }
    for ring in &samples {
        for p in ring {
            s.find_or_add_vertex(p.x, p.y);
        }
    }
    for ring in 1..rings {
        let len = samples[ring].len();
        if verts[ring] < 2 || len < 2 {
            continue;
        }
        for n in 0..len {
            let (a, b) = (samples[ring][n], samples[ring][(n + 1) % len]);
            let a = s.find_or_add_vertex(a.x, a.y);
            let b = s.find_or_add_vertex(b.x, b.y);
            if a != b {
                s.find_or_add_edge(a, b);
            }
        }
    }
    for ring in 0..rings.saturating_sub(1) {
        for p in samples[ring].clone() {
            let Some(a) = s.find_near(p.x, p.y) else {
                continue;
            };
            if ring == 0 {
                for q in samples[1].clone() {
                    if let Some(b) = s.find_near(q.x, q.y) {
                        s.find_or_add_edge(a, b);
                    }
                }
            } else {
                let ratio = (ring + 1) as f64 / ring as f64;
                if let Some(b) = s.find_near(p.x * ratio, p.y * ratio) {
                    s.find_or_add_edge(a, b);
                }
            }
        }
    }
    s
}

/// One ring of points played on its points: a polygon (Ludii's `simplePolygon`).
fn polygon(n: i64) -> Shape {
    let mut s = Shape::default();
    let r = n as f64 / (2.0 * PI);
    let off = if n == 4 { PI / 4.0 } else { PI / 2.0 };
    let n = n.max(0) as usize;
    for k in 0..n {
        let theta = off + k as f64 / n as f64 * 2.0 * PI;
        s.verts.push([r * theta.cos(), r * theta.sin()]);
    }
    for k in 0..n {
        if n > 1 {
            s.edges.push((k, (k + 1) % n));
        }
    }
    s.reorder_all();
    s
}
