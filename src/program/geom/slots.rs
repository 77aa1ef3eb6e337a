//! Which of the engine's eight direction slots each step of a board goes to.
//!
//! Ludii names a step by its compass direction among 16, and a radial (what slides,
//! lines and rays walk) goes on from each site by the step of the same direction that
//! bends least, if it bends under a quarter radian (`Trajectories.followRadial`); a
//! radial's opposites are the radials from the same site leaving within a tenth of a
//! radian of straight back (`Radial.isOppositeAngleTo`). The engine walks a slot from
//! site to site and takes the slot four along as the opposite, so three assignments
//! are tried, each keeping those two readings:
//! - by eighths of the compass (N to slot 0, NNE and ENE with NE to slot 1...), when no
//!   two directions share an eighth: every slot names one direction on the whole board;
//! - by lines through a site, when the directions lie on at most four: line `i`
//!   (clockwise from north) holds slots `i` and `i + 4`;
//! - per site ([`chained`]), when neither fits: a radial keeps one slot all along, a
//!   step and its opposite are four slots apart, the steps leaving a site are on
//!   different lines (pairs of opposite slots), and a radial ending at a site finds its
//!   slot empty there. A slot then names no compass direction, and what reads directions
//!   by name or by turning (compass names, relative directions, `SameDirection`,
//!   `OppositeDirection`, a leap's turns) is refused on such a board.

use super::topo::COMPASS;
use super::Pt;

/// Each site's steps: the site reached and the step's compass direction.
pub type Steps = Vec<Vec<(usize, u8)>>;

/// The slots of a board's steps.
pub struct Assignment {
    /// Each step's slot, in the order of [`Steps`].
    pub slot: Vec<Vec<usize>>,
    /// Whether the slots name compass directions board-wide (false: per site).
    pub global: bool,
}

/// The slot of a compass direction: its eighth of the compass.
pub fn slot(c: u8) -> usize {
    if c.is_multiple_of(2) {
        c as usize / 2
    } else {
        (c as usize / 4) * 2 + 1
    }
}

/// The slots of `steps` from the sites at `pos`; an error names why none fits.
pub fn assign(pos: &[Pt], steps: &Steps) -> Result<Assignment, String> {
    let mut used = 0u16;
    for list in steps {
        for &(_, c) in list {
            used |= 1 << c;
        }
    }
    // Two steps of one direction from a site fit no compass-wide assignment.
    let twice = steps.iter().any(|l| {
        let mut seen = 0u16;
        l.iter().any(|&(_, c)| {
            let again = seen >> c & 1 != 0;
            seen |= 1 << c;
            again
        })
    });
    if let Some(table) = by_compass(used).filter(|_| !twice) {
        let slot = steps
            .iter()
            .map(|l| l.iter().map(|&(_, c)| table[c as usize]).collect())
            .collect();
        return Ok(Assignment { slot, global: true });
    }
    chained(pos, steps, Follow::Compass, Fit::Lines).map(|slot| Assignment {
        slot,
        global: false,
    })
}

/// The compass-wide assignment (by eighths, else by lines), when one fits.
fn by_compass(used: u16) -> Option<[usize; 16]> {
    let mut eighths = [0u8; 8];
    for c in 0..16u8 {
        if used >> c & 1 != 0 {
            eighths[slot(c)] += 1;
        }
    }
    let mut out = [0usize; 16];
    if eighths.iter().all(|&k| k <= 1) {
        for (c, o) in out.iter_mut().enumerate() {
            *o = slot(c as u8);
        }
        return Some(out);
    }
    let lines: Vec<u8> = (0..8u8)
        .filter(|&c| (used >> c | used >> (c + 8)) & 1 != 0)
        .collect();
    if lines.len() > 4 {
        return None;
    }
    for (i, &c) in lines.iter().enumerate() {
        out[c as usize] = i;
        out[c as usize + 8] = i + 4;
    }
    Some(out)
}

/// The wide assignment ([`crate::program::board::Graph::wide`]): each step in the slot
/// of its own compass direction, when that keeps Ludii's readings: no site has two
/// steps of one direction, a radial goes on by the step of its direction wherever
/// there is one (bending under a quarter radian), and a site's steps of opposite
/// directions are straight back from each other (within a tenth of a radian).
pub fn wide(pos: &[Pt], steps: &Steps) -> Result<Vec<Vec<usize>>, String> {
    let (tan_bend, tan_opposite) = (0.25f64.tan(), 0.1f64.tan());
    let of = |s: usize, c: u8| steps[s].iter().find(|&&(_, d)| d == c).map(|&(x, _)| x);
    for (s, list) in steps.iter().enumerate() {
        for (k, &(x, c)) in list.iter().enumerate() {
            if list[..k].iter().any(|&(_, d)| d == c) {
                return Err(format!(
                    "a site has two steps towards {}",
                    COMPASS[c as usize]
                ));
            }
            if let Some(y) = of(x, c).filter(|&y| y != s) {
                if bend(pos[s], pos[x], pos[y]) >= tan_bend {
                    return Err("a line of its steps bends".into());
                }
            }
            if let Some(y) = of(s, (c + 8) % 16) {
                if bend(pos[x], pos[s], pos[y]) >= tan_opposite {
                    return Err("two opposite steps are not in line".into());
                }
            }
        }
    }
    Ok(steps
        .iter()
        .map(|l| l.iter().map(|&(_, c)| super::topo::wide_slot(c)).collect())
        .collect())
}

/// `|tan|` of the bend at `b` from `a` to `c`; infinite past a right angle (Ludii's
/// `MathRoutines.absTanAngleDifferencePosX`).
pub(super) fn bend(a: Pt, b: Pt, c: Pt) -> f64 {
    let (vx, vy) = (b[0] - a[0], b[1] - a[1]);
    let (ux, uy) = (c[0] - b[0], c[1] - b[1]);
    let x = ux * vx + uy * vy;
    if x <= 0.0 {
        return f64::INFINITY;
    }
    ((ux * -vy + uy * vx) / x).abs()
}

/// Union-find over steps, each with its parity to its root (1: four slots along).
struct Parity {
    up: Vec<usize>,
    odd: Vec<bool>,
}

impl Parity {
    fn find(&mut self, x: usize) -> (usize, bool) {
        let p = self.up[x];
        if p == x {
            return (x, false);
        }
        let (r, o) = self.find(p);
        self.up[x] = r;
        self.odd[x] ^= o;
        (r, self.odd[x])
    }

    /// Joins `a` and `b` at parity `odd`; false when they already are at the other.
    fn join(&mut self, a: usize, b: usize, odd: bool) -> bool {
        let ((ra, pa), (rb, pb)) = (self.find(a), self.find(b));
        if ra == rb {
            return pa ^ pb == odd;
        }
        self.up[rb] = ra;
        self.odd[rb] = pa ^ pb ^ odd;
        true
    }
}

/// How a radial goes on from the site a step reaches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Follow {
    /// By the least bending step of the same compass direction (a radial of a
    /// compass direction, and of a relation where the directions agree with it).
    Compass,
    /// By the least bending of all the steps given (Ludii's radial of a relation,
    /// `Orthogonal` or `Diagonal`, follows its relation's steps, whatever their
    /// compass names: `Trajectories.followRadial` with the relation as direction).
    Relation,
}

/// How the steps leaving a site must differ.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fit {
    /// On different lines of the eight slots (a step's opposite slot holds its
    /// opposite step or none).
    Lines,
    /// In different slots of the eight only: the slot four along a step's may hold
    /// another step than its opposite (what reads opposites is then refused,
    /// [`super::topo::Geo`]'s `loose_opposites`).
    Slots,
    /// In different slots of all sixteen (eight lines), as loosely.
    Sixteen,
}

/// The per-site assignment (see the module's notes), or why none was found; radials
/// go on as `follow` says, and the steps leaving a site differ as `fit` says.
pub fn chained(
    pos: &[Pt],
    steps: &Steps,
    follow: Follow,
    fit: Fit,
) -> Result<Vec<Vec<usize>>, String> {
    let loose = fit != Fit::Lines;
    let lines = if fit == Fit::Sixteen { 8 } else { 4 };
    let fail = |why: &str| {
        let mut used = 0u16;
        steps.iter().flatten().for_each(|&(_, c)| used |= 1 << c);
        let names: Vec<&str> = (0..16)
            .filter(|&c| used >> c & 1 != 0)
            .map(|c| COMPASS[c])
            .collect();
        format!(
            "its {} directions ({}) fit the engine's eight direction slots neither by \
             eighths of the compass nor site by site ({why})",
            names.len(),
            names.join(" ")
        )
    };
    let mut first = Vec::with_capacity(steps.len());
    let mut n = 0;
    for l in steps {
        first.push(n);
        n += l.len();
    }
    let id = |s: usize, k: usize| first[s] + k;
    let tan_bend = 0.25f64.tan();
    let tan_opposite = 0.1f64.tan();
    let mut uf = Parity {
        up: (0..n).collect(),
        odd: vec![false; n],
    };
    // Each step's continuation (the radial's next step), if any.
    let mut next = vec![None; n];
    for (s, list) in steps.iter().enumerate() {
        for (k, &(x, c)) in list.iter().enumerate() {
            let best = steps[x]
                .iter()
                .enumerate()
                .filter(|&(_, &(y, cy))| (follow == Follow::Relation || cy == c) && y != s)
                .map(|(j, &(y, _))| (j, bend(pos[s], pos[x], pos[y])))
                .filter(|&(_, b)| b < tan_bend)
                .min_by(|a, b| a.1.total_cmp(&b.1));
            if let Some((j, _)) = best {
                next[id(s, k)] = Some(id(x, j));
                if !uf.join(id(s, k), id(x, j), false) {
                    return Err(fail("a radial meets its own opposite"));
                }
            }
        }
        for (k, &(x, _)) in list.iter().enumerate() {
            for (j, &(y, _)) in list.iter().enumerate().skip(k + 1) {
                if bend(pos[x], pos[s], pos[y]) < tan_opposite && !uf.join(id(s, k), id(s, j), true)
                {
                    return Err(fail("a step has two opposites"));
                }
            }
        }
    }
    // One root at one site: its steps from the site must be one per parity, the two
    // opposite; an arriving radial of the parity of a step leaving must go on by it.
    let mut arrive: Vec<Vec<usize>> = vec![Vec::new(); steps.len()];
    for (s, list) in steps.iter().enumerate() {
        for (k, &(x, _)) in list.iter().enumerate() {
            arrive[x].push(id(s, k));
        }
    }
    for (s, list) in steps.iter().enumerate() {
        for k in 0..list.len() {
            let a = uf.find(id(s, k));
            for j in k + 1..list.len() {
                let b = uf.find(id(s, j));
                let opposite =
                    bend(pos[list[k].0], pos[s], pos[list[j].0]) < tan_opposite && a.1 != b.1;
                if a.0 == b.0 && !opposite {
                    return Err(fail("two steps from a site would share a line"));
                }
            }
            for &r in &arrive[s] {
                if uf.find(r) == a && next[r] != Some(id(s, k)) {
                    return Err(fail("a radial would go on by another step"));
                }
            }
        }
    }
    // Each root gets a line (slots `line` and `line + 4`, by parity). Steps leaving one
    // site take different lines: their slots differ, and the slot four along holds the
    // opposite step or none (what a line walks back). A radial arriving at a site
    // must find its slot there empty, unless it goes on there: it differs from the
    // leaving steps of its parity.
    let roots: Vec<usize> = (0..n).filter(|&x| uf.find(x).0 == x).collect();
    let index: std::collections::HashMap<usize, usize> =
        roots.iter().enumerate().map(|(i, &r)| (r, i)).collect();
    let mut nb: Vec<Vec<(usize, Tie)>> = vec![Vec::new(); roots.len()];
    for (s, list) in steps.iter().enumerate() {
        let leave: Vec<(usize, bool)> = (0..list.len())
            .map(|k| {
                let (r, p) = uf.find(id(s, k));
                (index[&r], p)
            })
            .collect();
        for &(a, pa) in &leave {
            for &(b, pb) in &leave {
                if a != b {
                    nb[a].push((b, if loose { Tie::Slot(pa, pb) } else { Tie::Line }));
                }
            }
        }
        for &r in &arrive[s] {
            let (ra, pa) = uf.find(r);
            let a = index[&ra];
            for &(b, pb) in &leave {
                if a != b {
                    nb[a].push((b, Tie::Slot(pa, pb)));
                    nb[b].push((a, Tie::Slot(pb, pa)));
                }
            }
        }
    }
    for l in nb.iter_mut() {
        l.sort_unstable();
        l.dedup();
    }
    // Unturned first (what most boards take quickly), then with turns.
    let value = (if loose { None } else { colour(&nb, 4, lines) })
        .or_else(|| colour(&nb, 2 * lines, lines))
        .ok_or_else(|| fail("more than four lines meet"))?;
    let mut out = Vec::with_capacity(steps.len());
    for (s, list) in steps.iter().enumerate() {
        out.push(
            (0..list.len())
                .map(|k| {
                    let (r, p) = uf.find(id(s, k));
                    slot_of(value[index[&r]], p, lines)
                })
                .collect(),
        );
    }
    Ok(out)
}

/// How two roots bind each other: `Line`, on different lines (two steps leaving one
/// site); `Slot(p, q)`, the first's steps of parity `p` off the second's of parity `q`
/// (a radial ending where the other leaves).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Tie {
    Line,
    Slot(bool, bool),
}

/// The slot of a root's steps of parity `p` when the root takes `value` among
/// `lines` lines (four, or eight over sixteen slots): its line (`value % lines`, the
/// lines past four in the upper eight slots), four along for the odd parity, all
/// turned round when `value >= lines`.
fn slot_of(value: usize, p: bool, lines: usize) -> usize {
    let line = value % lines;
    line % 4 + 8 * (line / 4) + if p ^ (value >= lines) { 4 } else { 0 }
}

/// Values below `values` (a line and a turn, [`slot_of`]) for the roots of `nb`
/// meeting its ties, breadth first from the busiest root with backtracking (bounded), or `None`.
fn colour(nb: &[Vec<(usize, Tie)>], values: usize, lines: usize) -> Option<Vec<usize>> {
    let n = nb.len();
    let mut by_degree: Vec<usize> = (0..n).collect();
    by_degree.sort_by_key(|&v| std::cmp::Reverse(nb[v].len()));
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    for &start in &by_degree {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut at = order.len();
        order.push(start);
        while at < order.len() {
            let v = order[at];
            at += 1;
            for &(u, _) in &nb[v] {
                if !seen[u] {
                    seen[u] = true;
                    order.push(u);
                }
            }
        }
    }
    let fits = |v: usize, x: usize, c: &[usize]| {
        nb[v].iter().all(|&(u, tie)| {
            let y = c[u];
            y == usize::MAX
                || match tie {
                    Tie::Line => x % lines != y % lines,
                    Tie::Slot(p, q) => slot_of(x, p, lines) != slot_of(y, q, lines),
                }
        })
    };
    let mut c = vec![usize::MAX; n];
    let mut budget = 200_000u32;
    let mut i = 0;
    // Iterative backtracking: `c[order[i]]` is the value being tried at depth `i`.
    let mut next_try = vec![0usize; n];
    while i < n {
        let v = order[i];
        let mut found = false;
        while next_try[i] < values {
            let x = next_try[i];
            next_try[i] += 1;
            if fits(v, x, &c) {
                c[v] = x;
                found = true;
                break;
            }
        }
        if found {
            i += 1;
            if i < n {
                next_try[i] = 0;
            }
            continue;
        }
        c[v] = usize::MAX;
        if i == 0 || budget == 0 {
            return None;
        }
        budget -= 1;
        i -= 1;
        c[order[i]] = usize::MAX;
    }
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::topo::compass;

    /// A centre and eight points round it (Shisima's board): spokes and the ring.
    fn star() -> (Vec<Pt>, Steps) {
        let mut pos = vec![[0.0, 0.0]];
        for i in 0..8 {
            let a = std::f64::consts::FRAC_PI_2 - i as f64 * std::f64::consts::FRAC_PI_4;
            pos.push([a.cos(), a.sin()]);
        }
        let mut steps: Steps = vec![Vec::new(); 9];
        let mut join = |a: usize, b: usize| {
            steps[a].push((b, compass(pos[a], pos[b])));
            steps[b].push((a, compass(pos[b], pos[a])));
        };
        for i in 1..=8 {
            join(0, i);
            join(i, i % 8 + 1);
        }
        (pos, steps)
    }

    #[test]
    fn a_star_gets_slots_site_by_site() {
        let (pos, steps) = star();
        let a = assign(&pos, &steps).expect("slots");
        assert!(!a.global);
        let slot = |s: usize, to: usize| {
            let k = steps[s].iter().position(|&(x, _)| x == to).expect("step");
            a.slot[s][k]
        };
        for i in 1..=8 {
            let across = (i + 3) % 8 + 1;
            // Opposite spokes at the centre, and the radial through it keeps its slot.
            assert_eq!(slot(0, i), (slot(0, across) + 4) % 8);
            assert_eq!(slot(i, 0), slot(0, across));
            // A ring step ends where its slot is empty.
            let next = i % 8 + 1;
            assert!(steps[next]
                .iter()
                .enumerate()
                .all(|(k, _)| a.slot[next][k] != slot(i, next)));
        }
        for (s, l) in a.slot.iter().enumerate() {
            let mut seen = l.clone();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), l.len(), "site {s}");
        }
    }

    #[test]
    fn a_square_grid_keeps_its_eighths() {
        let pos = vec![[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]];
        let steps: Steps = vec![vec![(1, 4), (2, 0)], vec![(0, 12)], vec![(0, 8)]];
        let a = assign(&pos, &steps).expect("slots");
        assert!(a.global);
        assert_eq!(a.slot, vec![vec![2, 0], vec![6], vec![4]]);
    }
}
