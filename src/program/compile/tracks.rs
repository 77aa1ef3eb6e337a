//! `(track NAME SITES [OWNER] [loop:B] [directed:B])` clauses of a board: read into
//! [`Path`]s and built on the board's graph of its default kind of site
//! ([`crate::program::track`]).

use super::{Cl, Cx};
use crate::program::equipment::{SiteType, Tracks};
use crate::program::geom::{topo, Shape};
use crate::program::track::{self, Path, END};
use crate::syntax::ast::{Kind, Node};

/// The tracks among `items` (the board's arguments after its graph), built on `shape`.
/// A clause that is not a track is left to the caller; a track written wrong is an error
/// at its text; a track ludic cannot build on this board gives the reason, not an error,
/// so that the board itself is still shown.
pub fn tracks(cx: &mut Cx, items: &[&Node], shape: &Shape, site: SiteType) -> Tracks {
    let clauses: Vec<&Node> = items
        .iter()
        .copied()
        .filter(|n| super::head(n) == Some("track"))
        .collect();
    let mut read = Vec::new();
    for node in &clauses {
        if let Some(t) = clause(cx, node) {
            read.push(t);
        }
    }
    if read.is_empty() {
        return Ok(Vec::new());
    }
    // Ludii walks steps on cells and vertices only; on edges a track lists its sites.
    let walks = read.iter().any(|(_, p)| matches!(p, Path::Steps(_)));
    let (_, graph) = match site {
        SiteType::Cell => topo::compass_steps(shape, true)?,
        SiteType::Vertex => topo::compass_steps(shape, false)?,
        SiteType::Edge if walks => {
            return Err("a track of a board of edges must list its sites".into())
        }
        SiteType::Edge => (Vec::new(), Vec::new()),
    };
    read.iter()
        .map(|(how, path)| track::build((how.0.as_str(), how.1, how.2, how.3), path, &graph))
        .collect()
}

/// The name, owner, loop and directed flags, and the path of one `(track ...)`.
type Read = ((String, u8, bool, bool), Path);

fn clause(cx: &mut Cx, node: &Node) -> Option<Read> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["loop", "directed"]);
    let flag = |cx: &mut Cx, name: &str| match cl.named(name).map(|n| (n, &n.kind)) {
        None => Some(false),
        Some((_, Kind::Bool(b))) => Some(*b),
        Some((n, _)) => {
            cx.bad(n, "True or False");
            None
        }
    };
    let (looped, directed) = (flag(cx, "loop")?, flag(cx, "directed")?);
    let (name, rest) = match cl.pos.split_first() {
        Some((n, rest)) => match &n.kind {
            Kind::Str(s) => (s.clone(), rest),
            _ => ("Track".to_string(), cl.pos.as_slice()),
        },
        None => {
            cx.bad(node, "(track NAME SITES)");
            return None;
        }
    };
    let Some((sites, rest)) = rest.split_first() else {
        cx.bad(node, "(track NAME SITES)");
        return None;
    };
    let path = match &sites.kind {
        Kind::Str(text) => {
            if let Some(why) = track::bad_steps(text) {
                cx.error(
                    crate::diag::Diag::new("lud::program::bad_argument", why)
                        .label(sites.span, "this track")
                        .help("a start site, then sites, End, or directions such as E or N1: \"0,E,N1,W\""),
                );
                return None;
            }
            Path::Steps(text.clone())
        }
        Kind::Array(items) => {
            let mut list = Vec::new();
            for it in items {
                match &it.kind {
                    Kind::Int(v) => list.push(*v as i32),
                    Kind::Ident(e) if e == "End" => list.push(END),
                    _ => {
                        cx.unsupported(it, "a site of a track");
                        return None;
                    }
                }
            }
            Path::Sites(list)
        }
        _ => {
            cx.bad(sites, "the track's sites: {0 1 2} or \"0,E,N1,W\"");
            return None;
        }
    };
    let owner = match rest.first().map(|n| (n, &n.kind)) {
        None => 0,
        Some((_, Kind::Int(v))) if (0..=16).contains(v) => *v as u8,
        Some((_, Kind::Ident(p)))
            if p.strip_prefix('P').is_some_and(|n| n.parse::<u8>().is_ok()) =>
        {
            p[1..].parse().unwrap_or(0)
        }
        Some((n, _)) => {
            cx.bad(n, "the track's owner: P1, P2... or a player's number");
            return None;
        }
    };
    Some(((name, owner, looped, directed), path))
}

/// `(sites Track [PLAYER] [NAME] [from:S] [to:S])`: the sites of a track of the board,
/// as Ludii's `SitesTrack` picks it: the first whose name is NAME, or contains it and is
/// the player's or no one's (no player: 0, so a track of no one). `Mover` is read in
/// play: the track each player would pick, chosen by the mover.
pub fn sites_track(cx: &mut Cx, cl: &Cl) -> Option<crate::program::Region> {
    use crate::program::{Bool, CmpOp, Int, Region, Who};
    cl.only_named(cx, &["from", "to"]);
    let mut player = 0u8;
    let mut name = String::new();
    let mut mover = false;
    for a in &cl.pos[1..] {
        match &a.kind {
            Kind::Str(s) => name = s.clone(),
            Kind::Ident(p) if p.strip_prefix('P').is_some_and(|n| n.parse::<u8>().is_ok()) => {
                player = p[1..].parse().unwrap_or(0)
            }
            Kind::Ident(p) if p == "Mover" => mover = true,
            Kind::Int(p) if (0..=16).contains(p) => player = *p as u8,
            _ => {
                cx.unsupported(
                    a,
                    "a track's player read in play (P1, P2..., Mover or a name)",
                );
                return None;
            }
        }
    }
    if !mover {
        return track_of(cx, cl, &name, player);
    }
    let n = cx.players.len().clamp(1, 16) as u8;
    let mut r = track_of(cx, cl, &name, n)?;
    for p in (1..n).rev() {
        let is_p = Bool::Cmp(CmpOp::Eq, Int::Player(Who::Mover), Int::Const(i64::from(p)));
        r = Region::If(
            Box::new(is_p),
            Box::new(track_of(cx, cl, &name, p)?),
            Box::new(r),
        );
    }
    Some(r)
}

/// The sites of the track `sites Track` picks for a player (0: no one), from `from:` to
/// `to:` when given.
fn track_of(cx: &mut Cx, cl: &Cl, name: &str, player: u8) -> Option<crate::program::Region> {
    let track = cx
        .tracks
        .iter()
        .find(|t| t.name == name || (t.name.contains(name) && (t.owner == player || t.owner == 0)));
    let sites: Vec<crate::program::Site> = track
        .map(|t| {
            t.sites
                .iter()
                .filter_map(|&s| crate::program::Site::try_from(s).ok())
                .collect()
        })
        .unwrap_or_default();
    let end = |cx: &mut Cx, name: &str| match cl.named(name) {
        Some(n) => crate::program::compile::funcs::site(cx, n).map(|s| Some(Box::new(s))),
        None => Some(None),
    };
    let (from, to) = (end(cx, "from")?, end(cx, "to")?);
    if from.is_none() && to.is_none() {
        return Some(crate::program::Region::Const(sites.into_iter().collect()));
    }
    Some(crate::program::Region::TrackRange(sites, from, to))
}

/// `(trackSite Move [from:S] [PLAYER|NAME] steps:N)` and `(trackSite FirstSite [PLAYER]
/// [NAME] [from:S] [if:C])`.
pub fn track_site(cx: &mut Cx, cl: &Cl) -> Option<crate::program::Int> {
    use crate::program::compile::funcs::{boolean, int, site, who};
    use crate::program::track::{TrackSiteFirst, TrackSiteMove};
    use crate::program::{Bool, Int, SiteFn};
    let first = cl.variant() == Some("FirstSite");
    cl.only_named(
        cx,
        if first {
            &["from", "if"]
        } else {
            &["from", "steps"]
        },
    );
    let mut player = None;
    let mut name = None;
    for a in &cl.pos[1..] {
        match &a.kind {
            Kind::Str(s) if name.is_none() => name = Some(s.clone()),
            Kind::Ident(_) if player.is_none() => player = Some(who(cx, a)?),
            _ => {
                cx.unsupported(a, "an argument of `trackSite` (a player, a track's name)");
                return None;
            }
        }
    }
    let from = match cl.named("from") {
        Some(f) => Some(site(cx, f)?),
        None => None,
    };
    if first {
        let cond = match cl.named("if") {
            Some(c) => boolean(cx, c)?,
            None => Bool::Const(true),
        };
        return Some(Int::TrackSiteFirst(Box::new(TrackSiteFirst {
            player,
            name,
            from,
            cond,
        })));
    }
    let Some(steps) = cl.named("steps") else {
        cx.bad(cl.node, "(trackSite Move steps:N)");
        return None;
    };
    Some(Int::TrackSiteMove(Box::new(TrackSiteMove {
        from: from.unwrap_or(SiteFn::From),
        player: player.unwrap_or(crate::program::Who::Mover),
        name,
        steps: int(cx, steps)?,
    })))
}

/// The `[NAME] [PLAYER] MOVES` arguments of `firstMoveOnTrack` and `max Distance`.
type TrackMoves<'a> = (Option<String>, Option<crate::program::Who>, &'a Node);

fn track_moves<'a>(cx: &mut Cx, cl: &Cl, pos: &[&'a Node]) -> Option<TrackMoves<'a>> {
    cl.only_named(cx, &[]);
    let Some((m, rest)) = pos.split_last() else {
        cx.bad(cl.node, &format!("({} [NAME] [PLAYER] MOVES)", cl.head));
        return None;
    };
    let mut name = None;
    let mut player = None;
    for a in rest {
        match &a.kind {
            Kind::Str(s) if name.is_none() => name = Some(s.clone()),
            Kind::Ident(_) if player.is_none() => {
                player = Some(crate::program::compile::funcs::who(cx, a)?)
            }
            _ => {
                let what = format!("an argument of `{}` (a track's name, a player)", cl.head);
                cx.unsupported(a, &what);
                return None;
            }
        }
    }
    Some((name, player, *m))
}

/// `(max Distance [NAME] [PLAYER] M)`: Ludii's `MaxDistance` ranks M's moves by the
/// distance along the track, then returns M's moves all the same (its own `then`
/// left out); with no such track, none. Known before play when the track is found
/// whoever moves; refused otherwise.
pub fn max_distance(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<crate::program::Moves> {
    let (name, player, m) = track_moves(cx, cl, pos)?;
    let found = |p: Option<u8>| {
        cx.tracks.iter().any(|t| match (&name, p) {
            (None, _) => true,
            (Some(n), None) => t.name == *n,
            (Some(n), Some(p)) => t.owner == p && t.name.contains(n.as_str()),
        })
    };
    let players = u8::try_from(cx.players.len()).unwrap_or(u8::MAX);
    let everyone = match player {
        None => found(None),
        Some(_) => (1..=players).all(|p| found(Some(p))),
    };
    if !everyone {
        cx.unsupported(cl.node, "`max Distance` on a track not every player has");
        return None;
    }
    super::moves::moves(cx, m)
}

/// `(firstMoveOnTrack [NAME] [PLAYER] M)`: `pos` are the arguments without the head.
pub fn first_move_on_track(
    cx: &mut Cx,
    cl: &Cl,
    pos: &[&Node],
) -> Option<crate::program::MovesKind> {
    let (name, player, m) = track_moves(cx, cl, pos)?;
    let moves = super::moves::moves(cx, m)?;
    Some(crate::program::MovesKind::FirstMoveOnTrack {
        name,
        player,
        moves: Box::new(moves),
    })
}

/// Refuses a game that reads the places of its pieces along a track that crosses
/// itself (`engine::on_track`) where the engine does not follow them as Ludii does: in
/// a game of counts of pieces, with removals at the end of the turn or of several
/// pieces, whole stacks or parts of stacks moved, or sowing.
pub fn check_places(cx: &mut Cx, game: &Node, p: &crate::program::Program) {
    use crate::program::visit::Node as N;
    use crate::program::{Int, MovesKind};
    let reads = p.tracks.iter().any(|t| t.crosses_itself())
        && p.any_node(&mut |n| matches!(n, N::Int(Int::TrackSiteMove(_))));
    if !reads {
        return;
    }
    // A hand's pieces are followed, counts on the board's sites are not.
    let why = if cx.board_counts {
        Some("in a game of counts of pieces on the board's sites")
    } else if p.has_moves(&|k| {
        matches!(
            k,
            MovesKind::Remove {
                end_of_turn: true,
                ..
            } | MovesKind::Remove { count: Some(_), .. }
                | MovesKind::Sow(_)
                | MovesKind::Step { stack: true, .. }
                | MovesKind::Slide { stack: true, .. }
                | MovesKind::Hop { stack: true, .. }
                | MovesKind::FromTo { stack: true, .. }
                | MovesKind::FromToSites { stack: true, .. }
                | MovesKind::FromToSites { count: Some(_), .. }
        )
    }) {
        Some("with removals at the end of the turn, whole stacks moved or sowing")
    } else {
        None
    };
    if let Some(why) = why {
        cx.error(
            crate::diag::Diag::new(
                "lud::program::unsupported",
                format!(
                    "`trackSite Move` on a track that crosses itself {why} is not supported yet"
                ),
            )
            .label(super::own::args::head_span(game), "in this game"),
        );
    }
}
