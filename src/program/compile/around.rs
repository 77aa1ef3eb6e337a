//! `(sites Around SITE ...)`: Ludii's `SitesAround` of one site (the form around a
//! region is read in `distance.rs`).

use super::{Cl, Cx};
use crate::syntax::ast::{Kind, Node};

/// `(sites Around [TYPE] SITE [Empty|NotEmpty|Own|Enemy] [DIRS] [if:C])`: at distance
/// 1 (or `distance:N`), without the site itself (Ludii's defaults). With
/// `includeSelf:True` the site itself joins, whatever it holds and whatever `if:` says
/// (Ludii's `SitesAround` adds the origin after filtering).
pub fn sites_around(cx: &mut Cx, cl: &Cl) -> Option<crate::program::Region> {
    use crate::program::AroundKind;
    cl.only_named(cx, &["if", "includeSelf", "distance"]);
    let include_self = cl.flag(cx, "includeSelf", false)?;
    let distance = match cl.named("distance") {
        Some(n) => Some(Box::new(super::funcs::int(cx, n)?)),
        None => None,
    };
    let (site_kind, args) = super::kinds::leading(cx, &cl.pos[1..])?;
    let Some(first) = args.first() else {
        cx.bad(cl.node, "(sites Around SITE ...)");
        return None;
    };
    let site = super::funcs::site(cx, first)?;
    let mut kind = AroundKind::Any;
    let of = super::kinds::or_own(cx, site_kind);
    let mut dirs = crate::program::Dirs::Fixed {
        abs: cx.graph().adjacent_of(of),
        rel: 0,
    };
    let outer = cx.site_kind.replace(of);
    let parsed = around_args(cx, &args[1..], &mut kind, &mut dirs);
    cx.site_kind = outer;
    parsed?;
    // Ludii's `Own` counts shared pieces as the mover's, not neutral ones; ludic keeps
    // both as owner 0 (a neutral piece's name ends in 0, a shared one's does not), so a
    // game with both is refused.
    let neutral = cx.comps.iter().any(|c| c.owner == 0 && c.name != c.base);
    let shared = cx.comps.iter().any(|c| c.owner == 0 && c.name == c.base);
    if kind == AroundKind::Own && shared {
        if neutral {
            cx.unsupported(
                cl.node,
                "a region in a game with both shared and neutral pieces",
            );
            return None;
        }
        kind = AroundKind::OwnOrShared;
    }
    let cond = match cl.named("if") {
        Some(b) => Some(Box::new(super::funcs::boolean(cx, b)?)),
        None => None,
    };
    let around = crate::program::Region::Around {
        site: site.clone(),
        dirs,
        kind,
        cond,
        distance,
    };
    Some(if include_self {
        crate::program::Region::Union(vec![around, crate::program::Region::Site(site)])
    } else {
        around
    })
}

/// The kind and directions of `(sites Around ...)`.
fn around_args(
    cx: &mut Cx,
    args: &[&Node],
    kind: &mut crate::program::AroundKind,
    dirs: &mut crate::program::Dirs,
) -> Option<()> {
    use crate::program::AroundKind;
    for a in args {
        match &a.kind {
            Kind::Ident(s) if s == "Empty" => *kind = AroundKind::Empty,
            Kind::Ident(s) if s == "NotEmpty" => *kind = AroundKind::NotEmpty,
            Kind::Ident(s) if s == "Own" => *kind = AroundKind::Own,
            Kind::Ident(s) if s == "Enemy" => *kind = AroundKind::Enemy,
            _ if super::funcs::is_dirs(a) => *dirs = super::funcs::dirs(cx, a)?,
            _ => {
                cx.unsupported(a, "an argument of (sites Around ...)");
                return None;
            }
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use crate::load::{expand_source, Selection};

    /// The sites a start placement of `region` fills on a 5x5 board.
    fn placed(region: &str) -> Vec<u16> {
        let src = format!(
            r#"(game "T" (players 2) (equipment {{ (board (square 5)) (piece "Marker" Each) }})
                (rules (start (place "Marker1" {region})) (play (forEach Piece))
                    (end (if (no Moves Next) (result Mover Win)))))"#
        );
        let ex = expand_source("t.lud", &src, &Selection::default())
            .unwrap_or_else(|f| panic!("does not expand:\n{}", f.render(false)));
        let p = crate::program::compile::compile(&ex.game)
            .unwrap_or_else(|d| panic!("does not compile: {:?}", d.0[0].message));
        let mut sites: Vec<u16> = p.start.iter().map(|x| x.site).collect();
        sites.sort_unstable();
        sites
    }

    #[test]
    fn distance_takes_the_site_that_many_steps_along_each_direction() {
        // From the centre (12) of a 5x5 board, two steps along each of the eight
        // directions: the corners and the middles of the sides.
        assert_eq!(
            placed("(sites Around 12 distance:2)"),
            [0, 2, 4, 10, 14, 20, 22, 24]
        );
        // From a corner, only the directions that go two steps count.
        assert_eq!(placed("(sites Around 0 distance:2 Orthogonal)"), [2, 10]);
        // Past the board's edge along every direction: no site.
        assert_eq!(
            placed("(sites Around 12 distance:(+ 2 1) N)"),
            Vec::<u16>::new()
        );
        // The default distance is one step.
        assert_eq!(placed("(sites Around 0 E)"), [1]);
    }
}
