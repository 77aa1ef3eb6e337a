//! Ludii's static regions (`RegionTypeStatic`) as `is Connected` lists them: `Sides`,
//! `SidesNoCorners` and `Corners` of the board's own kind of site.

use super::Cx;
use crate::program::{Region, SiteSet};
use crate::syntax::ast::Node;

/// The regions `name` stands for, as Ludii's `Regions.convertStaticRegionOnLocs` gives
/// them: each side of the board that has sites (as `sites Side D` measures it), the same
/// without the corners (Havannah's edges), or each corner a region of its own.
pub fn of(cx: &mut Cx, at: &Node, name: &str) -> Option<Vec<Region>> {
    let Some(geo) = cx.graph().geo.as_ref() else {
        cx.unsupported(at, "the sides of a board beyond the measured ones");
        return None;
    };
    let r = &geo.regions;
    if name != "Sides" && r.corners_uncertain {
        cx.unsupported(at, "the corners of this board");
        return None;
    }
    let sides = r.sides.iter().filter(|s| !s.is_empty());
    let out: Vec<SiteSet> = match name {
        "Sides" => sides.cloned().collect(),
        // A side of corners alone leaves an empty region, which no group reaches.
        "SidesNoCorners" => sides.map(|s| s.difference(&r.corners)).collect(),
        _ => r
            .corners
            .iter()
            .map(|c| std::iter::once(c).collect())
            .collect(),
    };
    Some(out.into_iter().map(Region::Const).collect())
}
