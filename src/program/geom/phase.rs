//! Ludii's phases of a board beyond the square grid (`MeasureGraph.measurePhase`):
//! a colouring of the sites spread from the first uncoloured one, each site taking the
//! least phase none of its neighbours has, the neighbours that already see more than
//! one phase visited first (a hex board's three colours, a square grid's two).

use std::collections::VecDeque;

use super::topo::Geo;
use super::Pt;
use crate::program::board::{Graph, OFF};
use crate::program::SiteSet;

/// The phase of each site, given each site's neighbours in Ludii's order (a cell's
/// across each of its edges in turn round it; a point's along its lines).
pub fn phases(nbors: &[Vec<usize>]) -> Vec<u8> {
    const UNSET: u8 = u8::MAX;
    let n = nbors.len();
    let mut phase = vec![UNSET; n];
    let seen = |phase: &[u8], of: &[usize]| -> u8 {
        of.iter()
            .filter(|&&x| phase[x] < 8)
            .fold(0u8, |m, &x| m | 1 << phase[x])
    };
    while let Some(start) = phase.iter().position(|&p| p == UNSET) {
        phase[start] = 0;
        let mut visited = vec![false; n];
        let mut queue = VecDeque::from([start]);
        while let Some(e) = queue.pop_front() {
            if visited[e] {
                continue;
            }
            let used = seen(&phase, &nbors[e]);
            phase[e] = (0..6).find(|p| used & 1 << p == 0).unwrap_or(6);
            visited[e] = true;
            for &x in &nbors[e] {
                if visited[x] {
                    continue;
                }
                // More than one phase to match: a higher priority.
                if seen(&phase, &nbors[x]).count_ones() > 1 {
                    queue.push_front(x);
                } else {
                    queue.push_back(x);
                }
            }
        }
    }
    phase
}

/// Each cell's neighbours across its edges, in order round it, from the cells'
/// corners (two cells share an edge when they share two corners in a row).
pub fn cell_nbors(outline: &[Vec<Pt>]) -> Vec<Vec<usize>> {
    let key = |p: Pt| ((p[0] * 1e4).round() as i64, (p[1] * 1e4).round() as i64);
    let edge = |a: Pt, b: Pt| {
        let (a, b) = (key(a), key(b));
        if a < b {
            (a, b)
        } else {
            (b, a)
        }
    };
    let mut by_edge = std::collections::HashMap::new();
    for (f, c) in outline.iter().enumerate() {
        for i in 0..c.len() {
            let e = edge(c[i], c[(i + 1) % c.len()]);
            by_edge.entry(e).or_insert_with(Vec::new).push(f);
        }
    }
    outline
        .iter()
        .enumerate()
        .map(|(f, c)| {
            (0..c.len())
                .filter_map(|i| {
                    let e = edge(c[i], c[(i + 1) % c.len()]);
                    by_edge.get(&e)?.iter().copied().find(|&o| o != f)
                })
                .collect()
        })
        .collect()
}

/// `(sites Phase K)` of a board built from a shape: its sites of phase K. `None` when
/// the sites take more than two phases on a board other than one of hexagons: which of
/// them Ludii names 1 and which 2 depends on the order of each cell's edges in Ludii's
/// graph, which follows the corner each face starts from. Ludii's hex generators walk
/// each face from its first-made corner ([`super::hex`] keeps that order), which gives
/// Ludii's phases on every board of hexagons of its library; other boards' faces are
/// not known to start where Ludii's do.
pub fn sites(g: &Graph, geo: &Geo, k: i64) -> Option<SiteSet> {
    let ph = of_each(g, geo)?;
    Some(
        (0..ph.len())
            .filter(|&i| i64::from(ph[i]) == k)
            .map(|i| i as u16)
            .collect(),
    )
}

/// The phase of each site of a board built from a shape (`None` as for [`sites`]): a
/// hex board's cells take three.
pub fn of_each(g: &Graph, geo: &Geo) -> Option<Vec<u8>> {
    let nbors = if geo.outline.is_empty() {
        // A board of points: each point's neighbours along its lines.
        (0..g.len() as u16)
            .map(|s| {
                crate::program::board::dirs_of(geo.orthogonal)
                    .map(|d| g.next(s, d))
                    .filter(|&t| t != OFF)
                    .map(usize::from)
                    .collect()
            })
            .collect()
    } else {
        cell_nbors(&geo.outline)
    };
    let ph = phases(&nbors);
    let hexagons = !geo.outline.is_empty() && geo.outline.iter().all(|c| c.len() == 6);
    if ph.iter().any(|&p| p > 1) && !hexagons {
        return None;
    }
    Some(ph)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_cells_alternates_and_a_triangle_of_them_takes_three_phases() {
        assert_eq!(phases(&[vec![1], vec![0, 2], vec![1]]), vec![0, 1, 0]);
        assert_eq!(phases(&[vec![1, 2], vec![0, 2], vec![0, 1]]), vec![0, 1, 2]);
    }
}
