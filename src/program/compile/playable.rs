//! `(sites Playable)`, as Ludii's `SitesPlayable` finds them: on a boardless board the
//! empty cells next to a piece (the "playable" marks its container state keeps up to
//! date as pieces come and go, and sets on the centre cell whenever a state is copied
//! with the centre empty); on any other board the centre before the first move, then
//! the empty sites next to a piece.

use super::{Cl, Cx};
use crate::program::{CmpOp, Dirs, Int, Region, SiteSet};

/// The region, built from the regions it is made of.
pub fn sites_playable(cx: &mut Cx, cl: &Cl) -> Option<Region> {
    if cl.pos.len() != 1 {
        cx.bad(cl.node, "(sites Playable)");
        return None;
    }
    cl.only_named(cx, &[]);
    let g = cx.graph();
    let all: SiteSet = (0..g.len() as u16).collect();
    let centre = g.centre();
    let adjacent = Dirs::Fixed {
        abs: g.adjacent(),
        rel: 0,
    };
    // The empty sites one step from an occupied one (Ludii's `SitesAround` of the
    // occupied sites, with `if:(is In (to) (sites Empty))`; the boardless marks are
    // the same sites, by each cell's adjacent cells).
    let next_to_pieces = Region::Intersection(vec![
        Region::AroundSites(
            Box::new(Region::Difference(
                Box::new(Region::Const(all)),
                Box::new(Region::Empty),
            )),
            adjacent,
        ),
        Region::Empty,
    ]);
    Some(if cx.boardless {
        // Ludii's boardless centre is its topology's first centre cell.
        let first: SiteSet = centre.iter().take(1).collect();
        Region::Union(vec![
            next_to_pieces,
            Region::Intersection(vec![Region::Const(first), Region::Empty]),
        ])
    } else {
        Region::If(
            Box::new(crate::program::Bool::Cmp(
                CmpOp::Eq,
                Int::CountMoves,
                Int::Const(0),
            )),
            Box::new(Region::Const(centre)),
            Box::new(next_to_pieces),
        )
    })
}
