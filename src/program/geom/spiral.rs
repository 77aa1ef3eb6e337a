//! `(spiral turns:T sites:N [clockwise:B])`: Ludii's `Spiral`, `N` points along an
//! Archimedean spiral (radius equal to the angle) from a centre point, each joined to
//! the next; no cells. The angles are spread as Ludii spreads them: a ring of `base`
//! steps, doubling over the first two rings, each ring but the first two and the odd
//! ones turned half a step, then smoothed twice. Numbered from the centre outward
//! (Ludii does not reorder a spiral).

use super::Shape;

/// The number of steps of the inner ring (Ludii's `Spiral.baseNumber`): one less
/// than the first base whose rings overflow `sites` within `turns` turns, 0 if none.
fn base_number(turns: i64, sites: i64) -> i64 {
    for base in 1..sites {
        let (mut steps, mut total) = (base, 1);
        for ring in 1..turns {
            total += steps;
            if total > sites {
                return base - 1;
            }
            if ring <= 2 {
                steps *= 2;
            }
        }
    }
    0
}

/// Ludii's spiral of `sites` points in `turns` turns.
pub fn spiral(turns: i64, sites: i64, clockwise: bool) -> Result<Shape, String> {
    if !(1..=64).contains(&turns) || !(2..=1000).contains(&sites) {
        return Err(format!(
            "(spiral turns:{turns} sites:{sites}): not a board ludic takes"
        ));
    }
    let n = sites as usize;
    let base = base_number(turns, sites);
    if base < 1 {
        return Err(format!(
            "(spiral turns:{turns} sites:{sites}): too few sites for the turns"
        ));
    }
    let tau = std::f64::consts::PI * 2.0;
    let mut thetas = vec![0.0; 4 * n];
    let mut index = 1;
    let mut steps = base;
    for ring in 1..=turns + 1 {
        let d = tau / steps as f64;
        let mut theta = tau * ring as f64;
        if ring <= 2 || ring % 2 == 1 {
            theta -= d / 2.0;
        }
        for _ in 0..steps {
            // Ludii's array has room for four times the sites; the angles past the
            // last site's next are never read.
            if index >= thetas.len() {
                break;
            }
            thetas[index] = theta;
            index += 1;
            theta += d;
        }
        if ring <= 2 {
            steps *= 2;
        }
    }
    for _ in 0..2 {
        for v in 2..n {
            thetas[v] = (thetas[v - 1] + thetas[v + 1]) / 2.0;
        }
    }
    thetas[1] -= 0.5 * (thetas[2] - thetas[1]);
    let mut s = Shape {
        verts: vec![[0.0, 0.0]],
        ..Shape::default()
    };
    for &theta in &thetas[1..n] {
        let (x, y) = (theta * theta.cos(), theta * theta.sin());
        s.verts.push([if clockwise { -x } else { x }, y]);
    }
    s.edges = (0..n - 1).map(|v| (v, v + 1)).collect();
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spiral_is_a_chain_from_the_centre() {
        let s = spiral(5, 86, true).expect("spiral");
        assert_eq!((s.verts.len(), s.edges.len(), s.faces.len()), (86, 85, 0));
        assert_eq!(s.verts[0], [0.0, 0.0]);
        assert_eq!(s.edges[85 - 1], (84, 85));
        // Each point lies farther out than the one before.
        let r = |p: [f64; 2]| (p[0] * p[0] + p[1] * p[1]).sqrt();
        assert!((1..86).all(|v| r(s.verts[v]) > r(s.verts[v - 1])));
    }
}
