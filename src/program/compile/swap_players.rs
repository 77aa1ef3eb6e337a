//! `(swap Players A B)` and `(move Swap Players A B)` (Ludii's `SwapPlayers`): the two
//! players' places in the order of play swapped, the mover to move next. In a game of
//! two players that is the swap rule's move (`(meta (swap))`); other games are refused.

use super::funcs::int;
use super::{Cl, Cx};
use crate::program::{Int, MovesKind, Who};
use crate::syntax::ast::{Kind, Node};

/// Compiles the swap of `players` (the arguments after `Players`).
pub fn swap_players(cx: &mut Cx, cl: &Cl, players: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    if cx.players.len() != 2 {
        cx.unsupported(
            cl.node,
            "`swap Players` in a game of other than two players",
        );
        return None;
    }
    let [a, b] = players else {
        cx.bad(cl.node, "(swap Players A B): two players");
        return None;
    };
    let mut ids = Vec::new();
    for p in [a, b] {
        let id = match &p.kind {
            Kind::Ident(_) => super::funcs::who(cx, p).and_then(|w| match w {
                Who::Id(i) => Some(i64::from(i)),
                _ => None,
            }),
            _ => match int(cx, p)? {
                Int::Const(i) => Some(i),
                _ => None,
            },
        };
        let Some(id) = id else {
            cx.unsupported(p, "a player of `swap Players` not known before play");
            return None;
        };
        ids.push(id);
    }
    ids.sort_unstable();
    if ids != [1, 2] {
        cx.unsupported(cl.node, "`swap Players` of other than the two players");
        return None;
    }
    Some(MovesKind::SwapPlayers)
}
