//! `(remove [TYPE] SITES [at:EndOfTurn] [count:N] [level:L])`: Ludii's `Remove` effect.

use super::funcs::{int, region};
use super::{Cl, Cx};
use crate::program::MovesKind;
use crate::syntax::ast::{Kind, Node};

/// The removal's arguments (its consequences are split off by the caller).
pub(super) fn remove(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    // `(remove Cell S)`: the sites are read as what they are.
    let (_, pos) = super::kinds::leading(cx, pos)?;
    if pos.len() != 1 {
        cx.bad(cl.node, "(remove [TYPE] SITES)");
        return None;
    }
    cl.only_named(cx, &["at", "count", "level"]);
    // `level:` (a game of stacks): the piece at that level now, as `move Remove`
    // takes it (Ludii's `Remove` builds the same action; the top level is a
    // plain removal).
    if let Some(l) = cl.named("level") {
        if let Some(extra) = cl.named("at").or(cl.named("count")) {
            cx.unsupported(extra, "an argument of `remove` with `level:`");
            return None;
        }
        let level = int(cx, l)?;
        return Some(MovesKind::MoveRemove(region(cx, pos[0])?, Some(level)));
    }
    // A number of pieces off a stack; without stacks, Ludii's removal empties
    // the site whatever its count (its container state clears the site), so
    // `count:` changes nothing there.
    let count = match cl.named("count") {
        Some(n) if !cx.says_stack => {
            int(cx, n)?;
            None
        }
        Some(n) => Some(int(cx, n)?),
        None => None,
    };
    let end_of_turn = match cl.named("at").map(|n| &n.kind) {
        Some(Kind::Ident(s)) if s == "EndOfTurn" => true,
        Some(_) => {
            cx.unsupported(cl.named("at")?, "a removal time");
            return None;
        }
        None => false,
    };
    Some(MovesKind::Remove {
        sites: region(cx, pos[0])?,
        end_of_turn,
        count,
    })
}
