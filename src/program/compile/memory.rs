//! What a game remembers beside the board: the unnamed variable (`(set Var N)`,
//! `(var)`), Ludii's counter of moves (`(set Counter)`, `(counter)`), the scores
//! (`(set Score WHO N)`, `(addScore WHO N)`, `(score WHO)`), the values remembered (`remember Value`, `forget Value`, `(values
//! Remembered)`), the players' scores (`(score WHO)`, `(byScore ...)`), and the
//! numbers `(max a b)` and `(min a b)` that such rules compare.

use super::funcs::{int as number, who};
use super::{flat, Cl, Cx};
use crate::program::{Extreme, Int, MovesKind, Who};
use crate::syntax::ast::{Kind, Node};

/// `(var)`, `(score WHO)`, `(max a b)`, `(min a b)`.
pub fn int(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    match (cl.head, cl.pos.len()) {
        ("var", 0) if cl.named.is_empty() => Some(Int::Var),
        ("counter", 0) if cl.named.is_empty() => Some(Int::Counter),
        ("var", 1) if cl.named.is_empty() => match &cl.pos[0].kind {
            Kind::Str(name) => Some(Int::NamedVar(cx.names.intern(name))),
            _ => {
                cx.bad(cl.pos[0], "a variable's name");
                None
            }
        },
        ("var", _) => {
            cx.unsupported(cl.node, "a number (`(var)` or `(var \"Name\")`)");
            None
        }
        ("score", 1) if cl.named.is_empty() => Some(Int::Score(who(cx, cl.pos[0])?)),
        // Ludii's match score: only a match's own rules read it here (a game alone has
        // none, which Ludii reports as a missing requirement).
        ("matchScore", 1) if cl.named.is_empty() && cx.in_match => {
            Some(Int::MatchScore(who(cx, cl.pos[0])?))
        }
        ("matchScore", _) => {
            cx.unsupported(cl.node, "a number outside a match's end rules");
            None
        }
        ("max" | "min", 1) if cl.named.is_empty() => {
            let which = if cl.head == "max" {
                Extreme::Max
            } else {
                Extreme::Min
            };
            super::int_arrays::fold(cx, which, cl.pos[0])
        }
        ("max" | "min", 2) if cl.named.is_empty() => {
            let (a, b) = (number(cx, cl.pos[0])?, number(cx, cl.pos[1])?);
            let which = if cl.head == "max" {
                Extreme::Max
            } else {
                Extreme::Min
            };
            Some(match (&a, &b) {
                (Int::Const(x), Int::Const(y)) => Int::Const(which.of(*x, *y)),
                _ => Int::MinMax(which, Box::new(a), Box::new(b)),
            })
        }
        _ => {
            cx.unsupported(cl.node, "a number");
            None
        }
    }
}

/// `(set Var N)`, `(remember Value N [unique:B])`, `(forget Value N|All)`. `pos` are
/// the positional arguments without the `(then ...)`.
pub fn moves(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    let variant = cl.variant();
    match (cl.head, variant, pos.len()) {
        ("set", Some("Var"), 2) => {
            cl.only_named(cx, &[]);
            Some(MovesKind::SetVar(number(cx, pos[1])?))
        }
        ("set", Some("Var"), 3) => {
            cl.only_named(cx, &[]);
            let Kind::Str(name) = &pos[1].kind else {
                cx.bad(pos[1], "a variable's name");
                return None;
            };
            let k = cx.names.intern(name);
            Some(MovesKind::SetNamedVar(k, number(cx, pos[2])?))
        }
        // `(set Score WHO N)`, `(addScore WHO N)`: WHO `Each` is every player.
        ("set", Some("Score"), 3) | ("addScore", _, 2) => {
            cl.only_named(cx, &[]);
            let (w, n) = if cl.head == "addScore" {
                (pos[0], pos[1])
            } else {
                (pos[1], pos[2])
            };
            let who = match &w.kind {
                Kind::Ident(e) if e == "Each" || e == "All" => None,
                _ => Some(score_player(cx, w)?),
            };
            Some(MovesKind::Score {
                who,
                value: number(cx, n)?,
                add: cl.head == "addScore",
            })
        }
        // Ludii's default value is -1: the end of the move makes it 0.
        ("set", Some("Counter"), 1 | 2) => {
            cl.only_named(cx, &[]);
            Some(MovesKind::SetCounter(match pos.get(1) {
                Some(n) => number(cx, n)?,
                None => Int::Const(-1),
            }))
        }
        ("remember", Some("Value"), 2 | 3) => {
            cl.only_named(cx, &["unique"]);
            let (name, pos) = list_name(cx, pos);
            let unique = match cl.named("unique").map(|n| &n.kind) {
                Some(Kind::Bool(b)) => *b,
                Some(_) => {
                    cx.bad(cl.named("unique")?, "True or False");
                    return None;
                }
                None => false,
            };
            Some(MovesKind::Remember {
                name,
                value: number(cx, pos[1])?,
                unique,
            })
        }
        ("forget", Some("Value"), 2 | 3) => {
            cl.only_named(cx, &[]);
            let (name, pos) = list_name(cx, pos);
            let value = match &pos[1].kind {
                Kind::Ident(a) if a == "All" => None,
                _ => Some(number(cx, pos[1])?),
            };
            Some(MovesKind::Forget { name, value })
        }
        _ => {
            // Named memories (`(set Var "Name" N)`, `(remember Value "Name" N)`) and
            // remembered states are not kept yet.
            cx.unsupported(cl.node, "a move");
            None
        }
    }
}

/// `(byScore [{(score WHO N) ...}] [misere:B])`: the scores it sets before ranking the
/// players, and whether the lowest score ranks first.
pub fn by_score(cx: &mut Cx, node: &Node) -> Option<(Vec<(Who, Int)>, bool)> {
    let cl = Cl::of(node)?;
    cl.only_named(cx, &["misere"]);
    // Ludii's `misere:` ranks the lowest score first.
    let misere = cl.flag(cx, "misere", false)?;
    let mut out = Vec::new();
    for s in flat(&cl.pos) {
        match Cl::of(s) {
            Some(sc) if sc.head == "score" && sc.pos.len() == 2 && sc.named.is_empty() => {
                out.push((who(cx, sc.pos[0])?, number(cx, sc.pos[1])?));
            }
            _ => {
                cx.bad(s, "(score PLAYER NUMBER)");
                return None;
            }
        }
    }
    Some((out, misere))
}

/// The name of a list of values remembered (`(remember Value "Name" N)`), taken off the
/// arguments (the variant stays first).
fn list_name<'a>(cx: &mut Cx, pos: &[&'a Node]) -> (Option<u16>, Vec<&'a Node>) {
    match pos.get(1).map(|n| &n.kind) {
        Some(Kind::Str(s)) if pos.len() == 3 => (Some(cx.names.intern(s)), vec![pos[0], pos[2]]),
        _ => (None, pos.to_vec()),
    }
}

/// `(set RememberValue ["Name"] N|REGION [unique:B])` at the start: the values (a
/// region's sites, in order) go to the list of that name.
pub fn start_remembered(cx: &mut Cx, cl: &Cl) {
    cl.only_named(cx, &["unique"]);
    let Some(unique) = cl.flag(cx, "unique", false) else {
        return;
    };
    let (name, pos) = list_name(cx, &cl.pos);
    let [_, what] = pos.as_slice() else {
        cx.bad(cl.node, "(set RememberValue [\"Name\"] VALUE|SITES)");
        return;
    };
    let values: Vec<i32> = match &what.kind {
        Kind::Int(v) => vec![*v as i32],
        _ => match super::funcs::region_const(cx, what) {
            Some(r) => r.iter().map(i32::from).collect(),
            None => return,
        },
    };
    for v in values {
        if unique && cx.remembered.contains(&(name, v)) {
            continue;
        }
        cx.remembered.push((name, v));
    }
}

/// `(move Propose "Name")` and `(move Vote "Name")`: Ludii's propositions and votes,
/// each named by a string of the game's.
pub fn proposal(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let name = match pos.get(1).map(|n| &n.kind) {
        Some(Kind::Str(s)) if pos.len() == 2 => cx.names.intern(s),
        _ => {
            cx.bad(cl.node, "(move Propose \"Name\") or (move Vote \"Name\")");
            return None;
        }
    };
    Some(if cl.variant() == Some("Propose") {
        MovesKind::Propose(name)
    } else {
        MovesKind::Vote(name)
    })
}

/// `(results from:R to:R' N)`: the values of N over every pair of sites.
pub(super) fn results(cx: &mut Cx, node: &Node) -> Option<crate::program::Results> {
    let Some(r) = Cl::of(node).filter(|r| r.head == "results" && r.pos.len() == 1) else {
        cx.bad(node, "(results from:REGION to:REGION NUMBER)");
        return None;
    };
    r.only_named(cx, &["from", "to"]);
    let (Some(from), Some(to)) = (r.named("from"), r.named("to")) else {
        cx.bad(r.node, "(results from:REGION to:REGION NUMBER)");
        return None;
    };
    Some(crate::program::Results {
        from: super::funcs::region(cx, from)?,
        to: super::funcs::region(cx, to)?,
        value: number(cx, r.pos[0])?,
    })
}

/// Whose score `(set Score WHO N)` and `(addScore WHO N)` change, as a player's number:
/// a player named, or `(player X)` of a number computed in play (Ludii's `Player`
/// function: the player whose index X is, `(player (who at:(last To)))`).
fn score_player(cx: &mut Cx, w: &Node) -> Option<Int> {
    if let Some(cl) = Cl::of(w).filter(|c| c.head == "player" && c.pos.len() == 1) {
        cl.only_named(cx, &[]);
        return match number(cx, cl.pos[0])? {
            Int::Const(p) if (0..=16).contains(&p) => Some(Int::Player(Who::Id(p as u8))),
            n => Some(n),
        };
    }
    Some(Int::Player(who(cx, w)?))
}
