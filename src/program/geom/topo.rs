//! From a [`Shape`] to the engine's board graph: the steps between sites, each with
//! Ludii's compass direction, and the eight direction slots.
//!
//! Ludii names a step by the direction of its angle among 16 compass directions (a
//! board's elements always have two steps in one of the eight main directions, the
//! step to a neighbouring cell and the step to the edge between, so Ludii always uses
//! 16: `Trajectories.setCompassDirections`). The engine keeps eight direction slots
//! per site; a board's directions go to the slot of their eighth of the compass (N to
//! slot 0, NNE and ENE to slot 1 with NE, E to slot 2...), which keeps the slots in
//! clockwise order, so relative directions still turn by eighth-turns. A board whose
//! directions would share an eighth has them on at most four lines through a site
//! ([`slots`]: each line two opposite slots), or is refused; relative directions that
//! would not name what Ludii's do are refused ([`Geo::relative_ok`]).

use super::measure::{measure, Regions};
use super::{Pt, Shape};
use crate::program::board::{DirMask, Graph, Site, OFF, SLOTS};

/// The 16 compass names, clockwise from north (Ludii's `CompassDirection` order).
pub const COMPASS: [&str; 16] = [
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW",
    "NNW",
];

/// What a board built from a [`Shape`] knows beyond the grid's fields.
#[derive(Clone, Debug, PartialEq)]
pub struct Geo {
    /// Each site's position in Ludii's coordinates.
    pub pos: Vec<Pt>,
    /// The compass direction (index into [`COMPASS`]) of each slot, if any step uses it.
    pub compass: [Option<u8>; SLOTS],
    /// Whether the slots are the sixteen compass directions ([`Graph::wide`]): a board
    /// whose directions the eight slots cannot hold, one slot per direction.
    pub wide: bool,
    /// Whether the slots are assigned site by site ([`super::slots`]): a slot then
    /// names no compass direction, and names and turns of directions are refused.
    pub per_site: bool,
    /// Whether some step's opposite slot (four along) holds another step than its
    /// opposite ([`super::by_relation`]): what reads opposites is refused.
    pub loose_opposites: bool,
    /// Whether the board's diagonal steps were left out of its slots
    /// ([`super::by_relation`]): what reads more than its orthogonal steps is refused.
    pub diagonals_dropped: bool,
    /// Slots of the orthogonal steps (sites sharing an edge).
    pub orthogonal: DirMask,
    /// Slots of the diagonal steps (cells sharing only a vertex; points across a face).
    pub diagonal: DirMask,
    /// Slots of Ludii's `Adjacent` relation (a cell's orthogonal and diagonal steps, a
    /// point's orthogonal ones).
    pub adjacent: DirMask,
    /// Whether some site has a diagonal step to a site it does not touch (the hex
    /// grid's): Ludii's `Diagonal` and `All` include those, which the slots do not.
    pub far_diagonals: bool,
    /// Whether some slot is an orthogonal step at one site and a diagonal one at
    /// another: the slots then cannot say which steps are `Orthogonal` and which
    /// `Diagonal`, and those names are refused (on a board of points, whose `Adjacent`
    /// is its lines, the steps across a face are left out, so the slots hold the lines
    /// alone).
    pub mixed: bool,
    /// On a board of points whose lines and steps across a face share eighths (`mixed`),
    /// the slots of the steps across a face, each held eight slots above its
    /// direction's slot (slot `8 + k` beside the line's `k`): Ludii's compass and
    /// relative directions step along both kinds ([`Graph::step`] of a site has at
    /// most one of the two), its `Adjacent` along the lines alone (the first eight).
    /// Empty when the board has none, or when one site has two in one slot.
    pub face_diagonals: DirMask,
    /// Why the board's steps fit none of the engine's assignments of eight slots
    /// ([`super::slots`]), when they do not: the board then has no slots at all (no
    /// site has a step), its tracks still walk (they read the compass steps, not the
    /// slots), and a game that reads directions on it is refused.
    pub unslotted: Option<String>,
    /// The regions Ludii measures.
    pub regions: Regions,
    /// Ludii's coordinate label of each site (`"A1"`), when no two sites share one.
    pub labels: Option<Vec<String>>,
    /// On a board of cells, each cell's corners in order round it (for drawing); empty
    /// on a board of points, whose sites are drawn as points on their lines.
    pub outline: Vec<Vec<Pt>>,
    /// Whether some cell touches two others through one corner (a triangular grid's):
    /// Ludii's `Adjacent` and `All` then hold those off-diagonal steps, which the slots
    /// do not; what reads them is refused ([`crate::program::compile`]'s check).
    pub off: bool,
    /// Whether the sites are the graph's edges (`use:Edge`, [`super::edge_sites`]),
    /// whose measured regions are not kept.
    pub edges: bool,
}

impl Geo {
    /// Slots of Ludii's `Adjacent` relation.
    pub fn adjacent(&self) -> DirMask {
        self.adjacent
    }

    /// The slot of a compass direction (index into [`COMPASS`]), when some step uses it.
    pub fn slot_of(&self, c: u8) -> Option<usize> {
        self.compass.iter().position(|&x| x == Some(c))
    }

    /// Whether relative directions `rel` (bits clockwise from forward, as the engine
    /// turns them) name, for a piece facing `facing` (an index into the eight main
    /// directions), the compass directions `ludii` that Ludii's `RelativeDirection`
    /// gives on this board.
    pub fn relative_ok(&self, rel: DirMask, facing: usize, ludii: &[u8]) -> bool {
        let turned = crate::program::board::turn(rel, facing as u32);
        let mut ours: Vec<u8> = (0..SLOTS)
            .filter(|i| turned >> i & 1 != 0)
            .filter_map(|i| self.compass[i])
            .collect();
        let mut theirs = ludii.to_vec();
        ours.sort_unstable();
        theirs.sort_unstable();
        ours == theirs
    }

    /// The compass directions Ludii's adjacent steps support on this board.
    pub fn supported(&self) -> Vec<u8> {
        (0..SLOTS)
            .filter(|i| self.adjacent() >> i & 1 != 0)
            .filter_map(|i| self.compass[i])
            .collect()
    }
}

/// The compass direction (index into [`COMPASS`]) of the step `a` -> `b`, as Ludii's
/// `mapAngleToAbsoluteDirection` with 16 directions.
pub fn compass(a: Pt, b: Pt) -> u8 {
    let tau = 2.0 * std::f64::consts::PI;
    let mut angle = (b[1] - a[1]).atan2(b[0] - a[0]);
    while angle < 0.0 {
        angle += tau;
    }
    while angle > tau {
        angle -= tau;
    }
    let off = tau / 32.0;
    // Anticlockwise from east: E, ENE, NE...; the last arc is east again.
    let mut k = 0;
    while k < 16 && angle >= off + k as f64 * tau / 16.0 {
        k += 1;
    }
    let from_east = (k % 16) as u8;
    (20 - from_east) % 16
}

pub use super::slots::slot;
pub use super::wide::wide_slot;

/// The kinds of step between two sites.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum StepKind {
    Orthogonal,
    Diagonal,
    /// A hex grid's far diagonal: `Diagonal` but not `Adjacent`.
    Far,
}

/// The steps from each face (`Face.stepsTo`): faces sharing an edge (orthogonal), then
/// per vertex the face through it nearest the line between the centres (diagonal),
/// then any other face through a vertex (refused: Ludii's off-diagonals); and each
/// face's far diagonals ([`far_diagonals`]).
pub(super) type FaceSteps = Vec<Vec<(usize, StepKind)>>;
pub(super) use StepKind as Kind;

fn face_steps(s: &Shape) -> Result<(FaceSteps, Vec<Vec<usize>>, bool), String> {
    let index = s.edge_index();
    let mut ef = vec![Vec::new(); s.edges.len()];
    let mut vf = vec![Vec::new(); s.verts.len()];
    for (f, vs) in s.faces.iter().enumerate() {
        for k in 0..vs.len() {
            let (a, b) = (vs[k], vs[(k + 1) % vs.len()]);
            if let Some(&e) = index.get(&(a.min(b), a.max(b))) {
                ef[e].push(f);
            }
            vf[vs[k]].push(f);
        }
    }
    let pts: Vec<Pt> = (0..s.faces.len()).map(|f| s.face_pt(f)).collect();
    let mut edges_at = vec![Vec::new(); s.verts.len()];
    for &(a, b) in &s.edges {
        if a != b {
            edges_at[a].push(b);
            edges_at[b].push(a);
        }
    }
    let mut far_of = Vec::with_capacity(s.faces.len());
    let mut off = false;
    let mut all = Vec::with_capacity(s.faces.len());
    for (f, vs) in s.faces.iter().enumerate() {
        let mut used = vec![false; s.faces.len()];
        used[f] = true;
        let mut steps = Vec::new();
        for k in 0..vs.len() {
            let (a, b) = (vs[k], vs[(k + 1) % vs.len()]);
            if let Some(&e) = index.get(&(a.min(b), a.max(b))) {
                for &o in &ef[e] {
                    if !used[o] {
                        used[o] = true;
                        steps.push((o, Kind::Orthogonal));
                    }
                }
            }
        }
        for &v in vs {
            let mut best = None;
            let mut best_d = 1_000_000.0;
            for &o in &vf[v] {
                if used[o] {
                    continue;
                }
                let d = super::measure::distance_to_line_pub(s.verts[v], pts[f], pts[o]);
                if d < best_d {
                    best_d = d;
                    best = Some(o);
                }
            }
            if let Some(o) = best {
                used[o] = true;
                steps.push((o, Kind::Diagonal));
            }
        }
        // Ludii's off-diagonals: other cells through a corner, `Adjacent` and `All`
        // but neither `Orthogonal` nor `Diagonal`; not in the slots ([`Geo::off`]).
        off |= vs.iter().any(|&v| vf[v].iter().any(|&o| !used[o]));
        far_of.push(super::wide::far_diagonals(
            s,
            f,
            &mut used,
            &pts,
            (&edges_at, &vf),
        ));
        all.push(steps);
    }
    Ok((all, far_of, off))
}

/// The engine's board of the cells of `s`. Fails when the board has more sites than
/// the engine holds or directions the slots cannot tell apart.
pub fn cells(s: &Shape) -> Result<Graph, String> {
    let n = s.faces.len();
    check_size(n, "cells")?;
    let (steps, far_of, off) = face_steps(s)?;
    let pos: Vec<Pt> = (0..n).map(|f| s.face_pt(f)).collect();
    let mut g = build(pos, (&steps, &far_of), measure(s, false), true)?;
    if let Some(geo) = g.geo.as_mut() {
        geo.off = off;
        geo.outline = s
            .faces
            .iter()
            .map(|f| f.iter().map(|&v| s.verts[v]).collect())
            .collect();
    }
    Ok(g)
}

/// The engine's board of the vertices of `s` (`use:Vertex`): a point steps along each
/// edge (orthogonal, Ludii's `Adjacent`) and across each face of four or more sides to
/// the corner most nearly opposite (diagonal; `Vertex.stepsTo`).
pub fn vertices(s: &Shape) -> Result<Graph, String> {
    check_size(s.verts.len(), "points")?;
    let steps = vertex_steps(s);
    build(s.verts.clone(), (&steps, &[]), measure(s, true), false)
}

/// The steps from each vertex: along each edge (orthogonal), and across each face of
/// four or more sides to the corner most nearly opposite (diagonal).
fn vertex_steps(s: &Shape) -> FaceSteps {
    let n = s.verts.len();
    let mut steps: FaceSteps = vec![Vec::new(); n];
    for &(a, b) in &s.edges {
        steps[a].push((b, Kind::Orthogonal));
        steps[b].push((a, Kind::Orthogonal));
    }
    for f in 0..s.faces.len() {
        let vs = &s.faces[f];
        if vs.len() < 4 {
            continue;
        }
        let centre = s.face_pt(f);
        for &v in vs {
            let mut best = None;
            let mut best_d = 1_000_000.0;
            for &to in vs {
                if to == v {
                    continue;
                }
                let d = super::measure::distance_to_line_pub(centre, s.verts[v], s.verts[to]);
                if d < best_d {
                    best_d = d;
                    best = Some(to);
                }
            }
            if let Some(to) = best {
                steps[v].push((to, Kind::Diagonal));
            }
        }
    }
    steps
}

/// Each site's steps to other sites, with their compass directions.
pub type CompassSteps = Vec<Vec<(usize, u8)>>;

/// Each site's steps (cells, or vertices when `cells` is false) with their compass
/// directions (index into [`COMPASS`]), free of the engine's eight slots: what a
/// track's steps walk (`program::track`), on boards whose directions the slots cannot
/// hold as well as on those they can.
pub fn compass_steps(s: &Shape, cells: bool) -> Result<(Vec<Pt>, CompassSteps), String> {
    let (pos, steps): (Vec<Pt>, FaceSteps) = if cells {
        let pos = (0..s.faces.len()).map(|f| s.face_pt(f)).collect();
        let (steps, _, off) = face_steps(s)?;
        if off {
            // Ludii's tracks step by `All` directions, off-diagonals among them.
            return Err("a cell touches two others through one corner".into());
        }
        (pos, steps)
    } else {
        (s.verts.clone(), vertex_steps(s))
    };
    let with = steps
        .iter()
        .enumerate()
        .map(|(a, list)| {
            list.iter()
                .map(|&(b, _)| (b, compass(pos[a], pos[b])))
                .collect()
        })
        .collect();
    Ok((pos, with))
}

fn check_size(n: usize, what: &str) -> Result<(), String> {
    if n == 0 || n > crate::program::sites::MAX_SITES {
        return Err(format!(
            "this board has {n} {what}; the general engine takes 1 to {}",
            crate::program::sites::MAX_SITES
        ));
    }
    Ok(())
}

/// The slots of the steps, and the board.
pub(super) fn build(
    pos: Vec<Pt>,
    (steps, far_of): (&FaceSteps, &[Vec<usize>]),
    regions: Regions,
    diagonal_adjacent: bool,
) -> Result<Graph, String> {
    let n = pos.len();
    let far = far_of.iter().any(|l| !l.is_empty());
    // All the steps, far diagonals too, for a board of sixteen slots.
    let every = || -> FaceSteps {
        let mut all = steps.clone();
        for (f, l) in far_of.iter().enumerate() {
            all[f].extend(l.iter().map(|&o| (o, Kind::Far)));
        }
        all
    };
    // A hex grid's far diagonals need slots of their own: sixteen, when they fit.
    if far {
        if let Ok(g) = super::wide::build(&pos, &every(), &regions, diagonal_adjacent) {
            return Ok(g);
        }
    }
    // A slot of both kinds: see `Geo::mixed`.
    let mut seen: [[bool; 2]; 8] = [[false; 2]; 8];
    // (The far diagonals are left out: they have no slot of eight.)
    for (f, list) in steps.iter().enumerate() {
        for &(o, kind) in list {
            seen[slot(compass(pos[f], pos[o]))][usize::from(kind == Kind::Diagonal)] = true;
        }
    }
    // (Read by eighths even where the slots are lines: a direction of one kind beside
    // one of the other in its eighth leaves the kinds to the sites, as it did.)
    let mixed = seen.iter().any(|k| k[0] && k[1]);
    let lines_only = mixed && !diagonal_adjacent;
    let kept = |drop_diagonals: bool| -> super::slots::Steps {
        steps
            .iter()
            .enumerate()
            .map(|(f, list)| {
                list.iter()
                    .filter(|&&(_, kind)| !(drop_diagonals && kind == Kind::Diagonal))
                    .map(|&(o, _)| (o, compass(pos[f], pos[o])))
                    .collect()
            })
            .collect()
    };
    let mut lines_only = lines_only;
    let mut mixed = mixed;
    let mut with = kept(lines_only);
    let mut assigned = super::slots::assign(&pos, &with);
    // Slots per site: on points, the lines alone (the steps across a face would mix
    // with them), so `Diagonal` and `All` are refused as on a board of mixed slots.
    let any_diagonal = steps.iter().flatten().any(|&(_, k)| k == Kind::Diagonal);
    if matches!(&assigned, Ok(a) if !a.global) && !diagonal_adjacent && !lines_only && any_diagonal
    {
        (lines_only, mixed) = (true, true);
        with = kept(true);
        assigned = super::slots::assign(&pos, &with);
    }
    let assigned = match assigned {
        Ok(a) => a,
        Err(why) => {
            return Ok(
                match super::wide::build(&pos, &every(), &regions, diagonal_adjacent) {
                    Ok(g) => g,
                    Err(wide) => {
                        let by_relation =
                            super::by_relation::build(&pos, &every(), &regions, diagonal_adjacent);
                        match by_relation {
                            Ok(g) => g,
                            Err(rel) => super::wide::unslotted(
                                pos,
                                far,
                                regions,
                                format!(
                                    "{why}, nor by sixteen: {wide}{}",
                                    if rel.is_empty() {
                                        String::new()
                                    } else {
                                        format!(", {rel}")
                                    }
                                ),
                            ),
                        }
                    }
                },
            );
        }
    };
    let kind_of = |f: usize, o: usize| {
        steps[f]
            .iter()
            .find(|&&(x, _)| x == o)
            .map_or(Kind::Orthogonal, |&(_, k)| k)
    };
    if !assigned.global {
        let mut seen = [[false; 2]; 8];
        for (f, list) in with.iter().enumerate() {
            for (i, &(o, _)) in list.iter().enumerate() {
                seen[assigned.slot[f][i]][usize::from(kind_of(f, o) == Kind::Diagonal)] = true;
            }
        }
        mixed |= seen.iter().any(|k| k[0] && k[1]);
    }
    let mut compass_of: [Option<u8>; SLOTS] = [None; SLOTS];
    let mut kinds: [Option<Kind>; 8] = [None; 8];
    let mut step = vec![[OFF; SLOTS]; n];
    for (f, list) in with.iter().enumerate() {
        for (i, &(o, c)) in list.iter().enumerate() {
            let kind = kind_of(f, o);
            let k = assigned.slot[f][i];
            if assigned.global {
                compass_of[k] = Some(c);
            }
            if kinds[k].is_none() || !mixed {
                kinds[k] = Some(kind);
            }
            if step[f][k] != OFF && step[f][k] != o as Site {
                return Err(format!(
                    "site {f} has two steps towards {}",
                    COMPASS[c as usize]
                ));
            }
            step[f][k] = o as Site;
        }
    }
    let mask = |want: Kind| {
        (0..8)
            .filter(|&k| kinds[k] == Some(want))
            .fold(0, |m: DirMask, k| m | 1 << k)
    };
    let all = (0..8)
        .filter(|&k| kinds[k].is_some())
        .fold(0, |m: DirMask, k| m | 1 << k);
    // A board of cells of mixed slots: every step is adjacent, and which are orthogonal
    // is per site (none is said to be).
    let (orthogonal, diagonal) = if mixed && !lines_only {
        (0, 0)
    } else {
        (mask(Kind::Orthogonal), mask(Kind::Diagonal))
    };
    let face_diagonals = if lines_only && assigned.global {
        super::face_layer::layer(&pos, steps, (&with, &assigned.slot), &mut step)
    } else {
        0
    };
    let geo = Geo {
        mixed,
        face_diagonals,
        orthogonal,
        diagonal,
        adjacent: if mixed && !lines_only {
            all
        } else if diagonal_adjacent {
            orthogonal | diagonal
        } else {
            orthogonal
        },
        far_diagonals: far,
        compass: compass_of,
        wide: false,
        per_site: !assigned.global,
        loose_opposites: false,
        diagonals_dropped: false,
        unslotted: None,
        regions,
        labels: super::labels::labels(&pos),
        pos,
        outline: Vec::new(),
        off: false,
        edges: false,
    };
    Ok(Graph::from_geo(step, geo))
}

#[cfg(test)]
#[path = "topo_tests.rs"]
mod tests;
