//! Chance: the dice of the equipment (`(dice ...)`, Ludii's `Dice`), the move that rolls
//! them (`(roll)`), the one that uses them (`(forEach Die ...)`) and what reads them
//! (`(pips)`, `(face S)`, `(count Pips)`, `(all DiceEqual)`, `(all DiceUsed)`,
//! `(is AnyDie N)`), each as Ludii's sources define it.

use super::funcs::{boolean, int};
use super::{Cl, Cx};
use crate::program::dice::Dice;
use crate::program::{Bool, Int, Moves, MovesKind, PlayerId, Who};
use crate::syntax::ast::{Kind, Node};

/// Ludii's `Constants.MAX_FACE_DIE`: a die has at most this many faces.
const MAX_FACES: i64 = 100;

/// A whole number argument of `(dice ...)`.
fn whole(cx: &mut Cx, n: &Node, what: &str) -> Option<i64> {
    match n.kind {
        Kind::Int(v) => Some(v),
        _ => {
            cx.bad(n, what);
            None
        }
    }
}

/// A list of whole numbers (`faces:{1 2 3}`).
fn numbers(cx: &mut Cx, n: &Node) -> Option<Vec<i32>> {
    let Kind::Array(v) = &n.kind else {
        cx.bad(n, "a list of numbers, such as {1 2 3 4}");
        return None;
    };
    v.iter()
        .map(|x| whole(cx, x, "a number").map(|i| i as i32))
        .collect()
}

/// `(dice [d:N] [faces:{..}|facesByDie:{{..}..}|from:N] [ROLE] num:N)`: `num` dice of
/// `d` faces (6 by default) valued from `from` (1 by default) upwards, or with the
/// faces given. Dice of one owner share one container, as Ludii merges them.
pub fn equipment(cx: &mut Cx, node: &Node) {
    let Some(cl) = Cl::of(node) else { return };
    cl.only_named(cx, &["d", "faces", "facesByDie", "from", "num", "biased"]);
    if let Some(b) = cl.named("biased") {
        cx.unsupported(b, "a die (biased dice are not rolled yet)");
        return;
    }
    let owner: PlayerId = match cl.pos.first().map(|n| (n, &n.kind)) {
        None => 0,
        Some((_, Kind::Ident(s))) if s == "Shared" || s == "Neutral" => 0,
        Some((_, Kind::Ident(s))) if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
            s[1..].parse().unwrap_or(0)
        }
        Some((n, _)) => {
            cx.bad(n, "an owner of the dice (Shared, P1, P2...)");
            return;
        }
    };
    let Some(num) = cl.named("num") else {
        cx.bad(node, "(dice num:N): how many dice");
        return;
    };
    let Some(num) = whole(cx, num, "a number of dice") else {
        return;
    };
    if !(1..=32).contains(&num) {
        cx.bad(cl.named("num").unwrap_or(node), "from 1 to 32 dice");
        return;
    }
    let sides = match cl.named("d") {
        Some(d) => match whole(cx, d, "a number of faces") {
            Some(v) if (1..=MAX_FACES).contains(&v) => v,
            Some(_) => {
                cx.bad(d, "from 1 to 100 faces");
                return;
            }
            None => return,
        },
        None => 6,
    };
    let faces: Vec<Vec<i32>> = if let Some(f) = cl.named("facesByDie") {
        let Kind::Array(v) = &f.kind else {
            cx.bad(f, "a list of lists of faces, one per die");
            return;
        };
        let Some(by_die): Option<Vec<Vec<i32>>> = v.iter().map(|x| numbers(cx, x)).collect() else {
            return;
        };
        if by_die.len() != num as usize || by_die.iter().any(Vec::is_empty) {
            cx.bad(f, "one list of faces per die (num: of them)");
            return;
        }
        by_die
    } else if let Some(f) = cl.named("faces") {
        let Some(fs) = numbers(cx, f) else { return };
        if fs.is_empty() {
            cx.bad(f, "at least one face");
            return;
        }
        vec![fs; num as usize]
    } else {
        let from = match cl.named("from") {
            Some(n) => match whole(cx, n, "the value of the first face") {
                Some(v) => v as i32,
                None => return,
            },
            None => 1,
        };
        vec![(from..from + sides as i32).collect(); num as usize]
    };
    match cx.dice.iter_mut().find(|d| d.owner == owner) {
        Some(d) => d.faces.extend(faces),
        None => cx.dice.push(Dice {
            owner,
            faces,
            first: 0,
        }),
    }
}

/// The dice of the equipment with their sites: after the board's and the hands'.
pub fn containers(cx: &mut Cx) -> Vec<Dice> {
    let mut dice = std::mem::take(&mut cx.dice);
    let Some(g) = cx.graph.as_ref() else {
        return dice;
    };
    let mut at = g.containers_from() + cx.hands.len();
    for d in &mut dice {
        d.first = at.min(u16::MAX as usize) as u16;
        at += d.len();
    }
    dice
}

/// Refuses a ludeme of chance in a game without dice, as Ludii reports the missing
/// requirement.
fn needs_dice(cx: &mut Cx, node: &Node) -> bool {
    if cx.dice.is_empty() {
        cx.bad(node, "dice in the equipment: add (dice d:6 num:1) to it");
        return false;
    }
    true
}

/// `(roll)` and `(forEach Die [if:C] M)`; `pos` are the arguments without the
/// `(then ...)`.
pub fn moves(cx: &mut Cx, cl: &Cl, pos: &[&Node]) -> Option<MovesKind> {
    if !needs_dice(cx, cl.node) {
        return None;
    }
    match (cl.head, cl.variant()) {
        ("roll", None) if pos.is_empty() => {
            cl.only_named(cx, &[]);
            Some(MovesKind::Roll)
        }
        ("forEach", Some("Die")) if pos.len() == 2 => {
            cl.only_named(cx, &["if", "combined", "replayDouble"]);
            let mut flags = [false; 2];
            let mut replay_if = None;
            for (k, flag) in ["combined", "replayDouble"].into_iter().enumerate() {
                match cl.named(flag).map(|n| (n, &n.kind)) {
                    None => {}
                    Some((_, Kind::Bool(b))) => flags[k] = *b,
                    Some((n, Kind::Clause { .. })) if flag == "replayDouble" => {
                        replay_if = Some(Box::new(boolean(cx, n)?));
                    }
                    Some((n, _)) => {
                        cx.unsupported(
                            n,
                            &format!("`{flag}:` of `forEach Die` other than True or False"),
                        );
                        return None;
                    }
                }
            }
            let cond = match cl.named("if") {
                Some(c) => Some(boolean(cx, c)?),
                None => None,
            };
            let moves: Moves = super::moves::moves(cx, pos[1])?;
            Some(MovesKind::ForEachDie {
                cond,
                moves: Box::new(moves),
                combined: flags[0],
                replay_double: flags[1],
                replay_if,
            })
        }
        _ => {
            cx.unsupported(cl.node, "a move (another container of dice than the first)");
            None
        }
    }
}

/// `(pips)`, `(face S)`, `(count Pips [ROLE])`.
pub fn number(cx: &mut Cx, cl: &Cl) -> Option<Int> {
    if !needs_dice(cx, cl.node) {
        return None;
    }
    cl.only_named(cx, &[]);
    match (cl.head, cl.variant(), cl.pos.len()) {
        ("pips", None, 0) => Some(Int::Pips),
        ("face", None, 1) => Some(Int::Face(Box::new(int(cx, cl.pos[0])?))),
        ("count", Some("Pips"), 1) => Some(Int::CountPips(None)),
        ("count", Some("Pips"), 2) => Some(Int::CountPips(Some(role(cx, cl.pos[1])?))),
        _ => {
            cx.unsupported(cl.node, "a number");
            None
        }
    }
}

/// The owner `(count Pips ROLE)` names: `Shared` is the dice of no player.
fn role(cx: &mut Cx, n: &Node) -> Option<Who> {
    match &n.kind {
        Kind::Ident(s) if s == "Shared" || s == "Neutral" => Some(Who::Id(0)),
        _ => super::funcs::who(cx, n),
    }
}

/// `(all DiceEqual)`, `(all DiceUsed)`, `(is AnyDie N)`.
pub fn condition(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    if !needs_dice(cx, cl.node) {
        return None;
    }
    cl.only_named(cx, &[]);
    match (cl.head, cl.variant(), cl.pos.len()) {
        ("all", Some("DiceEqual"), 1) => Some(Bool::DiceEqual),
        ("all", Some("DiceUsed"), 1) => Some(Bool::DiceUsed),
        ("is", Some("AnyDie"), 2) => Some(Bool::AnyDie(Box::new(int(cx, cl.pos[1])?))),
        _ => {
            cx.unsupported(cl.node, "a condition");
            None
        }
    }
}
