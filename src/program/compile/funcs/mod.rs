//! Functions: booleans, integers, sites, regions, players and directions.
//!
//! Regions and integers that do not depend on the position are folded at compile
//! time (`(sites Bottom)`, `(count Rows)`, `(- 4 1)`), so the engine sees constants.

mod conditions;
mod directions;
mod line;
mod numbers;
mod region_const;
mod regions;
mod sites;

pub use conditions::boolean;
pub use directions::{dirs, is_dirs};
pub use numbers::{arith, int, int_const};
pub use region_const::region_const;
pub use regions::region;
pub use sites::{site, site_named};

use super::{Cl, Cx};
use crate::program::{Region, Who};
use crate::syntax::ast::{Head, Kind, Node};

/// A player constant or function.
pub fn who(cx: &mut Cx, node: &Node) -> Option<Who> {
    let w = match &node.kind {
        Kind::Ident(s) => match s.as_str() {
            "Mover" => Who::Mover,
            "Next" => Who::Next,
            "Prev" => Who::Prev,
            "Player" => Who::Player,
            s if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
                Who::Id(s[1..].parse().unwrap_or(1))
            }
            _ => {
                cx.bad(node, "a player (Mover, Next, Prev, P1...)");
                return None;
            }
        },
        Kind::Int(n) if (0..=16).contains(n) => Who::Id(*n as u8),
        Kind::Clause { .. } if super::head(node) == Some("mover") => Who::Mover,
        Kind::Clause { .. } if super::head(node) == Some("next") => Who::Next,
        Kind::Clause { .. } if super::head(node) == Some("prev") => Who::Prev,
        // `(player N)`: Ludii's player of that number; one known before play here.
        Kind::Clause { .. } if super::head(node) == Some("player") => {
            let cl = Cl::of(node)?;
            cl.only_named(cx, &[]);
            let n = match cl.pos.as_slice() {
                [n] => int(cx, n)?,
                _ => {
                    cx.bad(node, "(player N)");
                    return None;
                }
            };
            match n {
                crate::program::Int::Const(p) if (0..=16).contains(&p) => Who::Id(p as u8),
                // `(player (mover))`: the player a player function names.
                crate::program::Int::Player(w) => w,
                _ => {
                    cx.unsupported(
                        node,
                        "a player (`(player N)` of a number known before play is)",
                    );
                    return None;
                }
            }
        }
        _ => {
            cx.bad(node, "a player (Mover, Next, Prev, P1...)");
            return None;
        }
    };
    Some(w)
}

/// The owner of a hand: a player, or Ludii's `Shared` (the player after the last,
/// `numPlayers + 1`, whose hand every player may take from). `Shared` is read only
/// here, where it names a container, not as a player who moves.
pub fn hand_owner(cx: &mut Cx, node: &Node) -> Option<Who> {
    match &node.kind {
        Kind::Ident(s) if s == "Shared" => {
            let n = cx.players.len();
            if n >= crate::program::MAX_PLAYERS {
                cx.unsupported(node, "a shared hand in a game of 16 players");
                return None;
            }
            Some(Who::Id(n as u8 + 1))
        }
        _ => who(cx, node),
    }
}

/// The owner of a kind of piece: a player, or Ludii's `Shared` and `Neutral`, the
/// pieces of no player (ludic keeps both as owner 0, where Ludii keeps a shared piece
/// as the player after the last). A game with both, which Ludii tells apart, is
/// refused.
pub fn piece_owner(cx: &mut Cx, node: &Node) -> Option<Who> {
    match &node.kind {
        Kind::Ident(s) if s == "Shared" || s == "Neutral" => {
            let neutral = cx.comps.iter().any(|c| c.owner == 0 && c.name != c.base);
            let shared = cx.comps.iter().any(|c| c.owner == 0 && c.name == c.base);
            if neutral && shared {
                cx.unsupported(
                    node,
                    "an owner in a game with both neutral and shared pieces",
                );
                return None;
            }
            Some(Who::Id(0))
        }
        _ => who(cx, node),
    }
}

/// The arguments of `count Pieces` and `no Pieces`: whose pieces (`None` for Ludii's
/// `All`: every player's), of which name, and within which region (`in:`).
fn pieces_of(cx: &mut Cx, cl: &Cl) -> Option<(Option<Who>, Option<u16>, Option<Region>)> {
    cl.only_named(cx, &["in"]);
    let mut rest = cl.pos.get(1..).unwrap_or(&[]);
    let w = match rest.first() {
        Some(p) if matches!(&p.kind, Kind::Ident(s) if s == "All") => {
            rest = &rest[1..];
            None
        }
        Some(p) if !matches!(p.kind, Kind::Str(_)) => {
            rest = &rest[1..];
            Some(who(cx, p)?)
        }
        // Ludii's `CountPieces` without a player counts every player's (`All`).
        _ => None,
    };
    let name = match rest.first().map(|n| &n.kind) {
        Some(Kind::Str(s)) => Some(cx.names.intern(s)),
        _ => None,
    };
    let within = match cl.named("in") {
        Some(r) => Some(region(cx, r)?),
        None => None,
    };
    Some((w, name, within))
}

/// `(count Pieces of:P ["Name"] [in:R])` (Ludii's `CountPieces` with `of:`, the
/// alternative to a role): the pieces of the player numbered P, in R (default every
/// site of the board and the hands). A role beside `of:` is refused.
fn pieces_of_player(cx: &mut Cx, cl: &Cl) -> Option<crate::program::Int> {
    cl.only_named(cx, &["of", "in"]);
    let name = match cl.pos.get(1..).unwrap_or(&[]) {
        [] => None,
        [n] if matches!(&n.kind, Kind::Str(_)) => match &n.kind {
            Kind::Str(s) => Some(cx.names.intern(s)),
            _ => None,
        },
        [n, ..] => {
            cx.unsupported(n, "an argument of `count Pieces` beside `of:`");
            return None;
        }
    };
    let p = int(cx, cl.named("of")?)?;
    let within = match cl.named("in") {
        Some(r) => region(cx, r)?,
        None => all_sites(cx),
    };
    Some(crate::program::Int::CountPiecesOfPlayer(
        Box::new(p),
        name,
        Box::new(within),
    ))
}

/// Every site of the board and the hands: where Ludii's `All` looks for pieces.
fn all_sites(cx: &mut Cx) -> Region {
    let g = cx.graph();
    let mut s: crate::program::SiteSet = (0..g.len() as u16).collect();
    for h in &cx.hands {
        s.insert(h.site);
    }
    Region::Const(s)
}

pub(in crate::program::compile) fn op(node: &Node) -> Option<&str> {
    match &node.kind {
        Kind::Clause {
            head: Head::Op(o), ..
        } => Some(o),
        _ => None,
    }
}

fn clause_args(node: &Node) -> &[Node] {
    match &node.kind {
        Kind::Clause { args, .. } => args,
        _ => &[],
    }
}
