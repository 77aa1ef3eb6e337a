//! Boards whose steps fit neither the eight compass slots nor one slot per compass
//! direction ([`super::slots`], [`super::wide`]): the points of a tiling whose lines
//! bend, rings of cells round a centre. Their slots hold the steps by relation, site
//! by site: the orthogonal steps in slots 0 to 7, the diagonal ones in 8 to 15
//! ([`crate::program::board::Graph::wide`]), each half assigned as
//! [`super::slots::chained`] assigns, with Ludii's radial of a relation: it goes on by
//! the least bending step of its relation from each site (`Trajectories.followRadial`
//! with `Orthogonal` or `Diagonal` as direction), whatever that step's compass name.
//! `Orthogonal`, `Diagonal`, `Adjacent` and `All` then name the slots' halves; compass
//! and relative directions name no slot and are refused ([`Geo::per_site`]).
//!
//! Where a site has more steps of a relation than four lines hold, the steps take
//! different slots, not lines ([`Geo::loose_opposites`]); where the orthogonal steps
//! fit no eight slots even so (a cell of a ring of twelve under two of a ring of 24),
//! they take all sixteen; where the diagonal steps fit no slots, or there is no room
//! for them, or far and near ones would share a slot (which `Adjacent` could not tell
//! apart), the board keeps the orthogonal ones alone ([`Geo::diagonals_dropped`]).

use super::measure::Regions;
use super::slots::{chained, Fit, Follow, Steps};
use super::topo::{compass, FaceSteps, Geo, Kind};
use super::Pt;
use crate::program::board::{DirMask, Graph, Site, OFF, SLOTS};

/// One half's steps: the site reached, its compass direction, its kind.
type Half = Vec<Vec<(usize, u8, Kind)>>;

/// The slots (within eight, or sixteen with `fit` [`Fit::Sixteen`]) of one half's
/// steps, and whether some step's opposite slot holds another step than its opposite.
fn assign(pos: &[Pt], half: &Half, fit: Fit) -> Result<(Vec<Vec<usize>>, bool), String> {
    let with: Steps = half
        .iter()
        .map(|l| l.iter().map(|&(o, c, _)| (o, c)).collect())
        .collect();
    if fit != Fit::Sixteen {
        if let Ok(slot) = chained(pos, &with, Follow::Relation, Fit::Lines) {
            return Ok((slot, false));
        }
    }
    let slot = chained(pos, &with, Follow::Relation, fit)?;
    let tan_opposite = 0.1f64.tan();
    let loose = half.iter().enumerate().any(|(s, l)| {
        l.iter().enumerate().any(|(i, &(x, _, _))| {
            l.iter().enumerate().any(|(j, &(y, _, _))| {
                slot[s][j] == crate::program::board::opposite(slot[s][i])
                    && super::slots::bend(pos[x], pos[s], pos[y]) >= tan_opposite
            })
        })
    });
    Ok((slot, loose))
}

/// The board of `steps` (far diagonals among them: `Diagonal`, not `Adjacent`) by
/// relation, or why its steps fit no such slots.
pub(super) fn build(
    pos: &[Pt],
    steps: &FaceSteps,
    regions: &Regions,
    diagonal_adjacent: bool,
) -> Result<Graph, String> {
    let part = |diagonal: bool| -> Half {
        steps
            .iter()
            .enumerate()
            .map(|(f, l)| {
                l.iter()
                    .filter(|&&(_, k)| (k != Kind::Orthogonal) == diagonal)
                    .map(|&(o, k)| (o, compass(pos[f], pos[o]), k))
                    .collect()
            })
            .collect()
    };
    let orth = part(false);
    // In the eight slots, else in all sixteen, the diagonal steps left out.
    let (slot, loose, sixteen) = match assign(pos, &orth, Fit::Slots) {
        Ok((slot, loose)) => (slot, loose, false),
        Err(_) => assign(pos, &orth, Fit::Sixteen)
            .map(|(slot, loose)| (slot, loose, true))
            .map_err(|why| format!("nor by relation: its orthogonal steps fit no slots ({why})"))?,
    };
    let mut step = vec![[OFF; SLOTS]; pos.len()];
    let mut orthogonal: DirMask = 0;
    for (f, list) in orth.iter().enumerate() {
        for (i, &(o, _, _)) in list.iter().enumerate() {
            step[f][slot[f][i]] = o as Site;
            orthogonal |= 1 << slot[f][i];
        }
    }
    let mut loose_opposites = loose;
    let diag = part(true);
    // The diagonal half, when it fits and `Adjacent` can tell its far steps apart.
    let mut diagonal: DirMask = 0;
    let mut far: DirMask = 0;
    let mut dropped = false;
    if diag.iter().any(|l| !l.is_empty()) {
        let fits = (!sixteen)
            .then(|| assign(pos, &diag, Fit::Slots).ok())
            .flatten()
            .filter(|(slot, _)| {
                let (mut f, mut n) = (0 as DirMask, 0 as DirMask);
                for (s, l) in diag.iter().enumerate() {
                    for (i, &(_, _, k)) in l.iter().enumerate() {
                        *(if k == Kind::Far { &mut f } else { &mut n }) |= 1 << slot[s][i];
                    }
                }
                far = f << 8;
                f & n == 0
            });
        match fits {
            Some((slot, loose)) => {
                loose_opposites |= loose;
                for (f, list) in diag.iter().enumerate() {
                    for (i, &(o, _, _)) in list.iter().enumerate() {
                        step[f][8 + slot[f][i]] = o as Site;
                        diagonal |= 1 << (8 + slot[f][i]);
                    }
                }
            }
            None => {
                dropped = true;
                far = 0;
            }
        }
    }
    let geo = Geo {
        mixed: false,
        face_diagonals: 0,
        orthogonal,
        diagonal,
        // (Cells whose diagonals were dropped: no mask says their `Adjacent`.)
        adjacent: if diagonal_adjacent && dropped {
            0
        } else if diagonal_adjacent {
            orthogonal | (diagonal & !far)
        } else {
            orthogonal
        },
        far_diagonals: false,
        compass: [None; SLOTS],
        wide: true,
        per_site: true,
        loose_opposites,
        diagonals_dropped: dropped,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::geom::{tiling, topo};

    /// The steps of `g` in the slots of `mask` go on as Ludii's radial of the relation
    /// does: from where a step ends, by the least bending step of the relation (under a
    /// quarter radian), which holds the same slot; else that slot is empty there.
    fn radials_follow_the_relation(g: &Graph, mask: DirMask) {
        let geo = g.geo.as_ref().expect("geo");
        let pos = &geo.pos;
        for s in 0..g.len() {
            for k in (0..SLOTS).filter(|&k| mask >> k & 1 != 0) {
                let x = g.next(s as Site, k);
                if x == OFF {
                    continue;
                }
                let best = (0..SLOTS)
                    .filter(|&j| mask >> j & 1 != 0)
                    .map(|j| g.next(x, j))
                    .filter(|&y| y != OFF && y as usize != s)
                    .map(|y| {
                        let b = super::super::slots::bend(pos[s], pos[x as usize], pos[y as usize]);
                        (y, b)
                    })
                    .filter(|&(_, b)| b < 0.25f64.tan())
                    .min_by(|a, b| a.1.total_cmp(&b.1));
                match best {
                    Some((y, _)) => assert_eq!(g.next(x, k), y, "from {s} by slot {k}"),
                    None => assert_eq!(g.next(x, k), OFF, "from {s} by slot {k}"),
                }
            }
        }
    }

    #[test]
    fn the_points_of_t3464_hold_their_steps_by_relation() {
        // Lines through its points bend: no compass slots fit (Lotus's board).
        let g = topo::vertices(&tiling::t3464(2).expect("t3464")).expect("board");
        let geo = g.geo.as_ref().expect("geo");
        assert!(geo.wide && geo.per_site && geo.unslotted.is_none());
        assert!(geo.orthogonal != 0 && geo.orthogonal & 0xff00 == 0);
        assert!(geo.diagonal & 0x00ff == 0);
        // A point's `Adjacent` is its lines.
        assert_eq!(geo.adjacent, geo.orthogonal);
        // (Four lines through each point, none of them straight: they take slots
        // loosely, a step's opposite slot empty or holding another step.)
        assert!(!geo.diagonals_dropped);
        // Every point has its four lines (fewer on the rim), each in a slot of its own.
        let degree = |s: usize| (0..8).filter(|&k| g.next(s as Site, k) != OFF).count();
        assert_eq!((0..g.len()).map(degree).max(), Some(4));
        radials_follow_the_relation(&g, geo.orthogonal);
        radials_follow_the_relation(&g, geo.diagonal);
    }

    #[test]
    fn five_steps_that_no_line_holds_take_loose_slots() {
        // A centre with five spokes (none opposite another) and their tips.
        let mut pos = vec![[0.0, 0.0]];
        let mut steps: FaceSteps = vec![Vec::new()];
        for i in 0..5 {
            let a = i as f64 * std::f64::consts::TAU / 5.0;
            pos.push([a.sin(), a.cos()]);
            steps[0].push((i + 1, Kind::Orthogonal));
            steps.push(vec![(0, Kind::Orthogonal)]);
        }
        let g = build(&pos, &steps, &Regions::default(), true).expect("board");
        let geo = g.geo.as_ref().expect("geo");
        assert!(geo.loose_opposites);
        let mut reached: Vec<Site> = (0..8).map(|k| g.next(0, k)).filter(|&x| x != OFF).collect();
        reached.sort_unstable();
        assert_eq!(reached, vec![1, 2, 3, 4, 5]);
        radials_follow_the_relation(&g, geo.orthogonal);
    }
}
