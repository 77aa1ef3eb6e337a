//! Boards of more directions than eight ([`Geo::wide`]): a hex grid's cells with their
//! far diagonals (twelve directions), a board of sixteen. Each compass direction then
//! has a slot of its own ([`wide_slot`]), so names, opposites (a half turn) and
//! relative directions (eighth-turns, each half of the slots turning within itself)
//! read as on the eight slots.

use super::measure::Regions;
use super::topo::{compass, FaceSteps, Geo, Kind, COMPASS};
use super::{Pt, Shape};
use crate::program::board::{DirMask, Graph, Site, OFF, SLOTS};

/// The slot of compass direction `c` on a [`Geo::wide`] board: a main direction's
/// eighth, one between two main ones eight further on.
pub fn wide_slot(c: u8) -> usize {
    if c.is_multiple_of(2) {
        c as usize / 2
    } else {
        8 + c as usize / 2
    }
}

/// The far diagonals of face `f` (`Face.stepsTo`'s last kind, the hex grid's): at each
/// corner where exactly three edges meet, the edge leaving the corner away from the
/// face leads to a corner whose faces not yet reached from `f`, when the edge lies
/// (within a tenth of the distance) on the line between the two centres, are diagonal
/// steps of `f`, not adjacent to it.
pub(super) fn far_diagonals(
    s: &Shape,
    f: usize,
    used: &mut [bool],
    pts: &[Pt],
    (edges_at, vf): (&[Vec<usize>], &[Vec<usize>]),
) -> Vec<usize> {
    let vs = &s.faces[f];
    let mut out = Vec::new();
    for (k, &v) in vs.iter().enumerate() {
        if edges_at[v].len() != 3 {
            continue;
        }
        let (prev, next) = (vs[(k + vs.len() - 1) % vs.len()], vs[(k + 1) % vs.len()]);
        let Some(&w) = edges_at[v].iter().find(|&&w| w != prev && w != next) else {
            continue;
        };
        for &o in &vf[w] {
            if used[o] {
                continue;
            }
            let dv = super::measure::distance_to_line_pub(s.verts[v], pts[f], pts[o]);
            let dw = super::measure::distance_to_line_pub(s.verts[w], pts[f], pts[o]);
            let ab = ((pts[f][0] - pts[o][0]).powi(2) + (pts[f][1] - pts[o][1]).powi(2)).sqrt();
            if (dv + dw) / ab > 0.1 {
                continue;
            }
            used[o] = true;
            out.push(o);
        }
    }
    out
}

/// The board of sixteen slots ([`Geo::wide`]) of `steps`, when they fit it
/// ([`super::slots::wide`]) and no direction is of two kinds (orthogonal at one site,
/// diagonal at another).
pub(super) fn build(
    pos: &[Pt],
    steps: &FaceSteps,
    regions: &Regions,
    diagonal_adjacent: bool,
) -> Result<Graph, String> {
    let with: super::slots::Steps = steps
        .iter()
        .enumerate()
        .map(|(f, l)| {
            l.iter()
                .map(|&(o, _)| (o, compass(pos[f], pos[o])))
                .collect()
        })
        .collect();
    let slot = super::slots::wide(pos, &with)?;
    let mut compass_of = [None; SLOTS];
    let mut kinds: [Option<Kind>; SLOTS] = [None; SLOTS];
    let mut step = vec![[OFF; SLOTS]; pos.len()];
    for (f, list) in with.iter().enumerate() {
        for (i, &(o, c)) in list.iter().enumerate() {
            let (k, kind) = (slot[f][i], steps[f][i].1);
            let diagonal = |x: Kind| x != Kind::Orthogonal;
            if kinds[k].is_some_and(|x| diagonal(x) != diagonal(kind)) {
                return Err(format!(
                    "{} is orthogonal at one site and diagonal at another",
                    COMPASS[c as usize]
                ));
            }
            // A slot's far diagonal anywhere keeps it out of `Adjacent`.
            if kinds[k] != Some(Kind::Far) {
                kinds[k] = Some(kind);
            }
            compass_of[k] = Some(c);
            step[f][k] = o as Site;
        }
    }
    let mask = |want: &[Kind]| {
        (0..SLOTS)
            .filter(|&k| kinds[k].is_some_and(|x| want.contains(&x)))
            .fold(0, |m: DirMask, k| m | 1 << k)
    };
    let orthogonal = mask(&[Kind::Orthogonal]);
    let geo = Geo {
        mixed: false,
        face_diagonals: 0,
        orthogonal,
        diagonal: mask(&[Kind::Diagonal, Kind::Far]),
        adjacent: if diagonal_adjacent {
            orthogonal | mask(&[Kind::Diagonal])
        } else {
            orthogonal
        },
        far_diagonals: false,
        compass: compass_of,
        wide: true,
        per_site: false,
        loose_opposites: false,
        diagonals_dropped: false,
        unslotted: None,
        regions: regions.clone(),
        labels: super::labels::labels(pos),
        pos: pos.to_vec(),
        outline: Vec::new(),
        off: false,
        edges: false,
    };
    Ok(Graph::from_geo(step, geo))
}

/// A board whose steps fit no slots ([`Geo::unslotted`]): its sites and regions,
/// no step in any slot, no relation.
pub(super) fn unslotted(pos: Vec<Pt>, far: bool, regions: Regions, why: String) -> Graph {
    let geo = Geo {
        mixed: false,
        face_diagonals: 0,
        orthogonal: 0,
        diagonal: 0,
        adjacent: 0,
        far_diagonals: far,
        compass: [None; SLOTS],
        wide: false,
        per_site: false,
        loose_opposites: false,
        diagonals_dropped: false,
        unslotted: Some(why),
        regions,
        labels: super::labels::labels(&pos),
        pos,
        outline: Vec::new(),
        off: false,
        edges: false,
    };
    let n = geo.pos.len();
    Graph::from_geo(vec![[OFF; SLOTS]; n], geo)
}
