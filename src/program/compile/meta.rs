//! `(meta ...)`: the meta rules a game may have, the swap rule, `no Repeat` and
//! `passEnd`.

use super::{Cl, Cx};
use crate::syntax::ast::{Kind, Node};

/// The meta rules a game may have.
#[derive(Default)]
pub struct Meta {
    /// `(swap)`.
    pub swap: bool,
    /// `(no Repeat ...)`.
    pub no_repeat: Option<crate::program::Repetition>,
    /// `(passEnd NoEnd)`.
    pub pass_no_end: bool,
}

/// `(meta (swap))`, `(meta (no Repeat [TYPE]))`, `(meta (passEnd NoEnd|End))`, or
/// several in a list; other meta rules
/// (and the situational repetitions, whose hash Ludii takes before the mover changes)
/// are refused.
pub fn meta(cx: &mut Cx, node: &Node) -> Option<Meta> {
    use crate::program::Repetition;
    let cl = Cl::of(node)?;
    cl.only_named(cx, &[]);
    let mut out = Meta::default();
    for r in super::flat(&cl.pos) {
        let Some(rc) = Cl::of(r) else {
            cx.unsupported(r, "a meta rule");
            return None;
        };
        match (rc.head, rc.pos.len()) {
            ("swap", 0) => out.swap = true,
            ("no", 1 | 2) if matches!(&rc.pos[0].kind, Kind::Ident(w) if w == "Repeat") => {
                rc.only_named(cx, &[]);
                let kind = match rc.pos.get(1).map(|a| &a.kind) {
                    None => Repetition::Positional,
                    Some(Kind::Ident(w)) if w == "Positional" => Repetition::Positional,
                    Some(Kind::Ident(w)) if w == "PositionalInTurn" => Repetition::PositionalInTurn,
                    Some(_) => {
                        cx.unsupported(rc.pos[1], "a repetition of `no Repeat`");
                        return None;
                    }
                };
                out.no_repeat = Some(kind);
            }
            // Ludii's `PassEnd`: `NoEnd` sets its `NotAllPass` flag (no draw when every
            // player has passed); `End`, the default, changes nothing.
            ("passEnd", 1) => {
                rc.only_named(cx, &[]);
                match &rc.pos[0].kind {
                    Kind::Ident(w) if w == "NoEnd" => out.pass_no_end = true,
                    Kind::Ident(w) if w == "End" => {}
                    _ => {
                        cx.bad(rc.pos[0], "NoEnd or End");
                        return None;
                    }
                }
            }
            _ => {
                cx.unsupported(r, "a meta rule");
                return None;
            }
        }
    }
    Some(out)
}
