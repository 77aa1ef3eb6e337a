//! The equipment of a game read alone (`ludic board`): the number of players, the
//! containers Ludii makes of `(equipment {...})`, and the board's graph with its
//! cells, vertices and edges. Pieces, regions and rules are not compiled, so a game
//! whose rules ludic cannot run yet still shows its board; nothing here goes through
//! the general engine's board, so none of its limits apply.

use super::funcs::int_const;
use super::{flat, head, Cl, Cx};
use crate::diag::{Diag, Diags};
use crate::program::equipment::Tracks;
use crate::program::equipment::{Container, ContainerKind, Equipment, SiteType};
use crate::program::geom::topology::Topology;
use crate::syntax::ast::{Kind, Node};

/// Ludii's number of players when a game says none (`Constants.DEFAULT_NUM_PLAYERS`).
const DEFAULT_PLAYERS: usize = 2;

/// Ludii's most players (`Constants.MAX_PLAYERS`).
const MAX_PLAYERS: i64 = 16;

/// The equipment of an expanded `(game ...)`.
pub fn equipment_of(game: &Node) -> Result<Equipment, Diags> {
    let mut cx = Cx::default();
    let built = read(&mut cx, game);
    match built {
        Some(e) if cx.diags.is_empty() => Ok(e),
        _ => {
            if cx.diags.is_empty() {
                cx.error(
                    Diag::new("lud::program::failed", "the equipment could not be read")
                        .label(game.span, "in this game"),
                );
            }
            Err(cx.diags)
        }
    }
}

fn read(cx: &mut Cx, game: &Node) -> Option<Equipment> {
    let cl = Cl::of(game)?;
    if cl.head != "game" {
        cx.unsupported(game, "a game (a match of several games has no one board)");
        return None;
    }
    let players = match cl.pos.iter().find(|a| head(a) == Some("players")) {
        Some(p) => players(cx, p)?,
        None => DEFAULT_PLAYERS,
    };
    let Some(eq) = cl.pos.iter().find(|a| head(a) == Some("equipment")) else {
        cx.error(
            Diag::new("lud::program::missing", "the game has no `(equipment ...)`")
                .label(game.span, "in this game")
                .help("add (equipment {(board (square 8))})"),
        );
        return None;
    };
    let items = flat(&Cl::of(eq)?.pos);
    let mut board = None;
    let mut others = Vec::new();
    for it in &items {
        match head(it) {
            Some("board") if board.is_none() => board = board_of(cx, it),
            Some("mancalaBoard") if board.is_none() => board = mancala_of(cx, it),
            Some("boardless") if board.is_none() => board = boardless_of(cx, it),
            Some("board" | "mancalaBoard" | "boardless") => cx.unsupported(it, "a second board"),
            Some("hand") => hands(cx, it, players, &mut others),
            Some("dice") => dice(cx, it, &mut others),
            Some("deck") => others.push(Container {
                kind: ContainerKind::Deck,
                name: "deck".into(),
                sites: 1,
            }),
            // Not containers: what stands on them, or names for their sites.
            Some("piece" | "tile" | "regions" | "map" | "dominoes" | "hints" | "card") => {}
            _ => cx.unsupported(it, "equipment"),
        }
    }
    if board.is_none() && cx.diags.is_empty() {
        cx.error(
            Diag::new("lud::program::missing", "the equipment has no board")
                .label(eq.span, "this equipment")
                .help("add (board (square 8)) to the equipment"),
        );
    }
    let (default_site, topology, tracks) = board?;
    let sites = match default_site {
        SiteType::Cell => topology.cells.len(),
        SiteType::Vertex => topology.vertices.len(),
        SiteType::Edge => topology.edges.len(),
    };
    let mut containers = vec![Container {
        kind: ContainerKind::Board,
        name: "board".into(),
        sites,
    }];
    // Ludii orders the containers by kind: the board, hands, dice.
    others.sort_by_key(|c| c.kind as u8);
    containers.extend(others);
    let stochastic = containers.iter().any(|c| c.kind == ContainerKind::Dice) || chance(game);
    Some(Equipment {
        players,
        stochastic,
        default_site,
        containers,
        board: topology,
        tracks,
    })
}

/// `(players N)` or `(players {(player ...) ...})`: how many.
fn players(cx: &mut Cx, node: &Node) -> Option<usize> {
    let cl = Cl::of(node)?;
    let Some(arg) = cl.pos.first() else {
        cx.bad(node, "(players N) or (players {(player N) (player S)})");
        return None;
    };
    let n = match &arg.kind {
        Kind::Array(items) => items.len() as i64,
        _ => int_const(cx, arg)?,
    };
    if !(1..=MAX_PLAYERS).contains(&n) {
        cx.error(
            Diag::new(
                "lud::program::bad_argument",
                format!("{n} players: Ludii takes 1 to {MAX_PLAYERS}"),
            )
            .label(arg.span, "this number of players"),
        );
        return None;
    }
    Some(n as usize)
}

/// `(board GRAPH [TRACKS] [VALUES] [use:KIND] [largeStack:B])`: where pieces stand by
/// default, and the graph's elements.
fn board_of(cx: &mut Cx, node: &Node) -> Option<(SiteType, Topology, Tracks)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["use", "largeStack"]);
    let site = match cl.named("use").map(|u| (u, &u.kind)) {
        None => SiteType::Cell,
        Some((_, Kind::Ident(u))) if u == "Cell" => SiteType::Cell,
        Some((_, Kind::Ident(u))) if u == "Vertex" => SiteType::Vertex,
        Some((_, Kind::Ident(u))) if u == "Edge" => SiteType::Edge,
        Some((u, _)) => {
            cx.bad(u, "a kind of site (Cell, Vertex or Edge)");
            return None;
        }
    };
    let Some((graph, rest)) = cl.pos.split_first() else {
        cx.bad(node, "(board (square 8))");
        return None;
    };
    // Tracks and values name sites of the board; they do not change its graph.
    let rest = flat(rest);
    for r in &rest {
        if !matches!(head(r), Some("track" | "values")) {
            cx.unsupported(r, "an argument of `board`");
        }
    }
    // Ludii builds the graph for the default kind of site: a `(square 3)` of cells has
    // 3 x 3 cells, one of vertices 3 x 3 vertices.
    let shape = super::board::shape(cx, graph, site == SiteType::Cell)?;
    let tracks = super::tracks::tracks(cx, &rest, &shape, site);
    Some((site, Topology::of(&shape), tracks))
}

/// `(boardless ...)`: a board of cells ([`super::boardless`]).
fn boardless_of(cx: &mut Cx, node: &Node) -> Option<(SiteType, Topology, Tracks)> {
    let shape = super::boardless::shape(cx, node)?;
    Some((SiteType::Cell, Topology::of(&shape), Ok(Vec::new())))
}

/// `(mancalaBoard ROWS COLUMNS ...)`: its pits and stores are the graph's vertices, where
/// the seeds stand.
fn mancala_of(cx: &mut Cx, node: &Node) -> Option<(SiteType, Topology, Tracks)> {
    let cl = Cl::of(node)?;
    let shape = super::container::mancala_board(cx, &cl)?;
    let rest = flat(cl.pos.get(2..).unwrap_or_default());
    let tracks = super::tracks::tracks(cx, &rest, &shape, SiteType::Vertex);
    Some((SiteType::Vertex, Topology::of(&shape), tracks))
}

/// `(hand OWNER [size:N])`: one container, or one per player for `Each`.
fn hands(cx: &mut Cx, node: &Node, players: usize, out: &mut Vec<Container>) {
    let Some(cl) = Cl::of(node) else { return };
    cl.only_named(cx, &["size"]);
    let size = match cl.named("size") {
        Some(s) => match int_const(cx, s) {
            Some(v) if v >= 1 => v as usize,
            Some(_) => {
                cx.bad(s, "a size of 1 or more");
                return;
            }
            None => return,
        },
        None => 1,
    };
    let owners: Vec<String> = match cl.pos.first().map(|o| (o, &o.kind)) {
        Some((_, Kind::Ident(o))) if o == "Each" => {
            (1..=players).map(|p| format!("hand P{p}")).collect()
        }
        Some((_, Kind::Ident(o))) => vec![format!("hand {o}")],
        _ => {
            cx.bad(node, "(hand OWNER), the owner Each, P1, Shared...");
            return;
        }
    };
    out.extend(owners.into_iter().map(|name| Container {
        kind: ContainerKind::Hand,
        name,
        sites: size,
    }));
}

/// `(dice [d:N] [faces:{...}] [from:N] [OWNER] num:N)`: one container per owner, the
/// dice of one owner in one container (Ludii's `multiDiceSameOwner`).
fn dice(cx: &mut Cx, node: &Node, out: &mut Vec<Container>) {
    let Some(cl) = Cl::of(node) else { return };
    cl.only_named(cx, &["d", "faces", "facesByDie", "from", "num", "biased"]);
    let Some(num) = cl.named("num") else {
        cx.bad(node, "(dice ... num:N)");
        return;
    };
    let Some(num) = int_const(cx, num) else {
        return;
    };
    let owner = match cl.pos.first().map(|o| &o.kind) {
        Some(Kind::Ident(o)) => o.clone(),
        _ => "Shared".into(),
    };
    let name = format!("dice {owner}");
    match out.iter_mut().find(|c| c.name == name) {
        Some(c) => c.sites += num.max(0) as usize,
        None => out.push(Container {
            kind: ContainerKind::Dice,
            name,
            sites: num.max(0) as usize,
        }),
    }
}

/// Whether a ludeme of chance appears anywhere in the game (Ludii's `Stochastic` flag,
/// which these ludemes set: rolls, random values, sites and placements, random
/// directions, what reads dice, dealt dominoes).
fn chance(n: &Node) -> bool {
    if let Some(cl) = Cl::of(n) {
        let random = cl.variant() == Some("Random");
        let hit = match cl.head {
            "roll" | "random" => true,
            "value" | "sites" | "place" | "directions" => random,
            "all" => matches!(cl.variant(), Some("DiceEqual" | "DiceUsed")),
            "is" => cl.variant() == Some("AnyDie"),
            "count" => cl.variant() == Some("Pips"),
            "card" => cl.variant() == Some("TrumpSuit"),
            "deal" => cl.variant() == Some("Dominoes"),
            _ => false,
        };
        if hit {
            return true;
        }
    }
    match &n.kind {
        Kind::Clause { args, .. } => args.iter().any(chance),
        Kind::Array(items) => items.iter().any(chance),
        Kind::Named { value, .. } => chance(value),
        _ => false,
    }
}
