//! `(players ...)` and `(equipment {...})`: the board, the pieces and the regions.

use super::funcs::{int_const, region_const};
use super::{flat, head, moves, Cl, Cx};
use crate::diag::Diag;
use crate::program::compile::own::players::ABS_NAMES;
use crate::program::dual::SiteKind;
use crate::program::equipment::SiteType;
use crate::program::geom::Shape;
use crate::program::{Component, Graph, NamedRegion, Player};
use crate::rules::AbsDir;
use crate::syntax::ast::{Kind, Node};

fn facing(n: &Node) -> Option<AbsDir> {
    match &n.kind {
        Kind::Ident(s) => ABS_NAMES
            .iter()
            .position(|a| a == s)
            .map(|i| AbsDir::ALL[i]),
        _ => None,
    }
}

/// `(players N)` or `(players {(player N) (player S)})`.
pub fn players(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    let Some(arg) = cl.pos.first() else {
        cx.bad(node, "(players 2) or (players {(player N) (player S)})");
        return;
    };
    match &arg.kind {
        Kind::Int(n) if (1..=16).contains(n) => {
            for i in 0..*n {
                // Every piece faces north, as Ludii's pieces do when their player
                // names no direction (`Game.createGame` turns a piece only to its
                // player's direction), two players included.
                cx.players.push(Player {
                    name: format!("P{}", i + 1),
                    facing: AbsDir::N,
                    team: 0,
                });
            }
        }
        Kind::Array(items) => {
            for (i, p) in items.iter().enumerate() {
                let pl = Cl::of(p).filter(|p| p.head == "player");
                let dir = pl
                    .as_ref()
                    .and_then(|p| p.pos.iter().find_map(|a| facing(a)));
                let name = pl.as_ref().and_then(|p| {
                    p.pos.iter().find_map(|a| match &a.kind {
                        Kind::Str(s) => Some(s.clone()),
                        _ => None,
                    })
                });
                if pl.is_none() {
                    cx.bad(p, "(player DIRECTION)");
                }
                cx.players.push(Player {
                    name: name.unwrap_or_else(|| format!("P{}", i + 1)),
                    facing: dir.unwrap_or(AbsDir::N),
                    team: 0,
                });
            }
        }
        _ => cx.bad(arg, "a number of players or a list of (player ...)"),
    }
    let n = cx.players.len();
    if !(1..=crate::program::MAX_PLAYERS).contains(&n) {
        cx.error(
            Diag::new(
                "lud::program::players",
                format!(
                    "{n} players: a game has 1 to {} players, as in Ludii",
                    crate::program::MAX_PLAYERS
                ),
            )
            .label(node.span, "here"),
        );
    }
}

/// `(equipment {ITEM ...})`.
pub fn equipment(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    let items: Vec<&Node> = flat(&cl.pos);
    // The board first: regions need it; then the dice: the pieces' moves may read them.
    for it in &items {
        match head(it) {
            Some("board") => board(cx, it),
            Some("mancalaBoard") => mancala_board(cx, it),
            Some("boardless") => {
                if let Some(g) = super::boardless::board(cx, it) {
                    cx.graph = Some(g);
                    cx.boardless = true;
                }
            }
            _ => {}
        }
    }
    for it in &items {
        if head(it) == Some("dice") {
            super::dice::equipment(cx, it);
        }
    }
    // Then the hands and the kinds of pieces, in order (Ludii's numbering); the maps,
    // which may name both; the regions; and last the pieces' moves, which may read
    // all of these.
    for it in &items {
        if head(it) == Some("hand") {
            super::phases::hand(cx, it);
        }
    }
    let mut moving = Vec::new();
    for it in &items {
        match head(it) {
            Some("piece") => moving.extend(piece(cx, it)),
            Some("tile") => moving.extend(super::tile::tile(cx, it)),
            _ => {}
        }
    }
    for it in &items {
        if head(it) == Some("map") {
            super::maps::map(cx, it);
        }
    }
    for it in &items {
        match head(it) {
            Some(
                "board" | "mancalaBoard" | "boardless" | "dice" | "map" | "hand" | "piece" | "tile",
            ) => {}
            Some("regions") => regions(cx, it),
            _ => cx.unsupported(it, "equipment"),
        }
    }
    for (range, m) in moving {
        let moves = moves::moves(cx, m);
        for c in &mut cx.comps[range] {
            c.moves = moves.clone();
        }
    }
}

/// `(mancalaBoard ROWS COLUMNS [store:] [numStores:] [TRACKS])`: the pits and stores are
/// the points of the board, where the seeds stand.
fn mancala_board(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    // `largeStack:` lifts Ludii's limit of 32 pieces a site; ludic's counts have none.
    cl.only_named(cx, &["store", "numStores", "largeStack"]);
    let Some(shape) = super::container::mancala_board(cx, &cl) else {
        return;
    };
    match crate::program::geom::topo::vertices(&shape) {
        Ok(g) => cx.graph = Some(g),
        Err(e) => {
            cx.error(Diag::new("lud::program::board", e).label(node.span, "this board"));
            return;
        }
    }
    let rest = flat(cl.pos.get(2..).unwrap_or_default());
    board_tracks(cx, &rest, &shape, SiteType::Vertex);
}

/// The tracks among a board's arguments, built on its shape.
fn board_tracks(cx: &mut Cx, items: &[&Node], shape: &Shape, site: SiteType) {
    let Some(first) = items.iter().find(|n| head(n) == Some("track")) else {
        return;
    };
    match super::tracks::tracks(cx, items, shape, site) {
        Ok(t) => cx.tracks = t,
        Err(e) => cx.error(
            Diag::new(
                "lud::program::unsupported",
                format!("this track is not supported: {e}"),
            )
            .label(first.span, "this track"),
        ),
    }
}

fn board(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    cl.only_named(cx, &["use"]);
    let tracks: Vec<&Node> = flat(cl.pos.get(1..).unwrap_or_default())
        .into_iter()
        .filter(|n| head(n) == Some("track"))
        .collect();
    // Where the pieces stand: on the cells (Ludii's default), the points or the edges.
    let site = match cl.named("use").map(|u| (u, &u.kind)) {
        None => SiteKind::Cell,
        Some((u, Kind::Ident(name))) => match SiteKind::named(name) {
            Some(k) => k,
            None => {
                cx.bad(u, "use:Cell, use:Vertex or use:Edge");
                return;
            }
        },
        Some((u, _)) => {
            cx.bad(u, "use:Cell, use:Vertex or use:Edge");
            return;
        }
    };
    if let (Some(first), Some(shape)) = (tracks.first(), cl.pos.first()) {
        // Tracks are walked on the board's own kind of site.
        let kind = match site {
            SiteKind::Cell => SiteType::Cell,
            SiteKind::Vertex => SiteType::Vertex,
            SiteKind::Edge => SiteType::Edge,
        };
        match super::board::shape(cx, shape, site == SiteKind::Cell) {
            Some(s) => board_tracks(cx, &tracks, &s, kind),
            None => {
                cx.unsupported(first, "a track on this board");
                return;
            }
        }
    }
    if site == SiteKind::Edge {
        if let Some(g) = super::edge_board::board(cx, cl.pos.first().copied(), node) {
            cx.graph = Some(g);
        }
        return;
    }
    let points = site == SiteKind::Vertex;
    cx.board_points = points;
    let Some(shape) = cl.pos.first().and_then(|s| Cl::of(s)) else {
        cx.bad(node, "(board (square N))");
        return;
    };
    let own = if points {
        SiteKind::Vertex
    } else {
        SiteKind::Cell
    };
    // A game that names the kind its board does not use stands pieces on both.
    let both = cx.names_kinds[usize::from(!points)];
    if !matches!(shape.head, "square" | "rectangle") {
        if both {
            // Ludii's graph, its cells and its points both holding pieces.
            if let Some(g) = super::board::dual_board(cx, shape.node, own) {
                cx.graph = Some(g);
            }
            return;
        }
        // Ludii's other graph functions (hex, rotate, remove...).
        if let Some(g) = super::board::board(cx, shape.node, points) {
            cx.graph = Some(g);
        }
        return;
    }
    // A pyramid of layers (`pyramidal:True`) is one of Ludii's graphs.
    if shape.named("pyramidal").is_some() && !both {
        if let Some(g) = super::board::board(cx, shape.node, points) {
            cx.graph = Some(g);
        }
        return;
    }
    shape.only_named(cx, &["diagonals"]);
    // Lines drawn across the squares: only Alquerque's alternating diagonals, between
    // points (Ludii's cells would then be triangles).
    let diagonals = match shape.named("diagonals").map(|d| (d, &d.kind)) {
        None => false,
        Some((_, Kind::Ident(d))) if d == "Alternating" && points => true,
        // Other diagonals (Solid adds a point at each square's centre) make a graph of
        // Ludii's, built as the other graph functions are.
        Some(_) if !both => {
            if let Some(g) = super::board::board(cx, shape.node, points) {
                cx.graph = Some(g);
            }
            return;
        }
        Some((d, _)) => {
            cx.unsupported(
                d,
                "diagonals drawn on a grid (diagonals:Alternating with use:Vertex)",
            );
            return;
        }
    };
    let dims: Vec<i64> = shape.pos.iter().filter_map(|n| int_const(cx, n)).collect();
    let (cols, rows) = match (shape.head, dims.as_slice()) {
        // Ludii's rectangle with its columns left out is square.
        ("square", [n]) | ("rectangle", [n]) => (*n, *n),
        ("rectangle", [r, c]) => (*c, *r),
        _ => {
            cx.unsupported(shape.node, "a board");
            return;
        }
    };
    let (cols, rows) = (cols.clamp(0, 1000) as u16, rows.clamp(0, 1000) as u16);
    let graph = if both && diagonals {
        cx.unsupported(
            shape.node,
            "a board with drawn diagonals whose cells and points both hold pieces",
        );
        return;
    } else if both {
        // `(square 9) use:Vertex` is a grid of 9 x 9 points, so 8 x 8 cells.
        let (c, r) = if points {
            (cols.saturating_sub(1), rows.saturating_sub(1))
        } else {
            (cols, rows)
        };
        Graph::dual(c, r, own)
    } else if diagonals {
        Graph::points(cols, rows).map(Graph::with_alternating_diagonals)
    } else if points {
        Graph::points(cols, rows)
    } else {
        Graph::grid(cols, rows)
    };
    match graph {
        Ok(g) => cx.graph = Some(g),
        Err(e) => cx.error(
            Diag::new("lud::program::board", e)
                .label(shape.node.span, "this board")
                .help(format!(
                    "the general engine takes boards of up to {} sites",
                    crate::program::sites::MAX_SITES
                )),
        ),
    }
}

/// `(piece "Name" [Each|P1..|Shared] [FACING] [MOVES] [maxState:])` (no owner: Each).
/// The components declared, without their moves, and the moves they share, to compile
/// once the rest of the equipment is known.
fn piece<'a>(cx: &mut Cx, node: &'a Node) -> Option<(std::ops::Range<usize>, &'a Node)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["maxState", "maxValue"]);
    // Ludii sizes its storage of values by `maxValue:`; it bounds no value.
    if let Some(n) = cl.named("maxValue") {
        int_const(cx, n);
    }
    let Some(Kind::Str(name)) = cl.pos.first().map(|n| &n.kind) else {
        cx.bad(node, "(piece \"Name\" OWNER ...)");
        return None;
    };
    let mut owners = Vec::new();
    let mut neutral = false;
    let mut dir = None;
    let mut moves_node = None;
    let mut flips = None;
    for a in &cl.pos[1..] {
        if head(a) == Some("flips") {
            flips = flips_of(cx, a);
            continue;
        }
        match &a.kind {
            Kind::Ident(s) if s == "Each" => owners.extend(1..=cx.players.len() as u8),
            Kind::Ident(s) if s == "Shared" || s == "Neutral" => {
                neutral |= s == "Neutral";
                owners.push(0)
            }
            Kind::Ident(s) if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
                owners.push(s[1..].parse().unwrap_or(1))
            }
            Kind::Ident(_) if facing(a).is_some() => dir = facing(a),
            Kind::Clause { .. } => moves_node = Some(*a),
            _ => cx.bad(a, "an owner (Each, P1...), a facing or moves"),
        }
    }
    // Ludii's `Piece` without a role is each player's.
    if owners.is_empty() {
        owners.extend(1..=cx.players.len() as u8);
    }
    let max_state = cl
        .named("maxState")
        .and_then(|v| int_const(cx, v))
        .map(|v| v as i32);
    cx.names.intern(name);
    let first = cx.comps.len();
    for o in owners {
        cx.comps.push(Component {
            // Ludii's names (`Game.createGame`): a player's piece and a neutral one
            // (`Disc0`) end with the owner's number, a shared one keeps its name; a
            // puzzle's keep theirs but a neutral one.
            name: match (o, neutral, cx.players.len()) {
                (0, true, _) => format!("{name}0"),
                (0, false, _) | (_, _, 1) => name.clone(),
                _ => format!("{name}{o}"),
            },
            base: name.clone(),
            owner: o,
            facing: dir,
            moves: None,
            max_state,
            flips,
            walk: None,
        });
    }
    moves_node.map(|m| (first..cx.comps.len(), m))
}

/// `(flips A B)` of a piece: its two sides' states (Ludii's `Flips`).
fn flips_of(cx: &mut Cx, node: &Node) -> Option<(i32, i32)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &[]);
    let [a, b] = cl.pos.as_slice() else {
        cx.bad(node, "(flips A B)");
        return None;
    };
    Some((int_const(cx, a)? as i32, int_const(cx, b)? as i32))
}

/// `(regions [NAME] [OWNER] REGION)`.
fn regions(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    let mut name = None;
    let mut owner = 0;
    let mut sites = None;
    let mut parts = Vec::new();
    for a in &cl.pos {
        match &a.kind {
            Kind::Str(s) => name = Some(s.clone()),
            Kind::Ident(s) if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
                owner = s[1..].parse().unwrap_or(0)
            }
            // Ludii's `Neutral`: the region of player 0, no player's.
            Kind::Ident(s) if s == "Neutral" => owner = 0,
            _ => {
                sites = region_const(cx, a);
                parts = match &a.kind {
                    Kind::Array(v) if v.iter().all(|x| head(x).is_some()) => {
                        v.iter().filter_map(|x| region_const(cx, x)).collect()
                    }
                    _ => sites.iter().cloned().collect(),
                };
            }
        }
    }
    if let Some(sites) = sites {
        cx.region_parts.push((owner, parts));
        cx.regions.push(NamedRegion { name, owner, sites });
    }
}
