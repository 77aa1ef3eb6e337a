//! Numbers: constants, arithmetic, counts and the functions of the position that read as
//! numbers. Those that do not depend on the position fold to constants here.

use super::{boolean, clause_args, op, region, site, who};
use crate::program::compile::{self, moves, Cl, Cx};
use crate::program::{ArithOp, Bool, CmpOp, Int, Who};
use crate::syntax::ast::{Kind, Node};

/// An integer known at compile time.
pub fn int_const(cx: &mut Cx, node: &Node) -> Option<i64> {
    match int(cx, node)? {
        Int::Const(v) => Some(v),
        _ => {
            cx.bad(node, "a number known before play");
            None
        }
    }
}
/// An integer function.
pub fn int(cx: &mut Cx, node: &Node) -> Option<Int> {
    if let Kind::Int(v) = node.kind {
        return Some(Int::Const(v));
    }
    if let Some(o) = op(node) {
        let a = clause_args(node);
        if o == "^" {
            return power(cx, node, a);
        }
        let aop = match o {
            "+" => ArithOp::Add,
            "-" => ArithOp::Sub,
            "*" => ArithOp::Mul,
            "/" => ArithOp::Div,
            "%" => ArithOp::Rem,
            _ => {
                cx.unsupported(node, "a number");
                return None;
            }
        };
        if a.len() == 1 && aop == ArithOp::Sub {
            let x = int(cx, &a[0])?;
            return Some(fold(ArithOp::Sub, Int::Const(0), x));
        }
        // Ludii's `Add` and `Mul` of an array of numbers (`(* (sizes Group P1))`).
        if let ([arr], ArithOp::Add | ArithOp::Mul) = (a, aop) {
            if compile::int_arrays::is_int_array(arr)
                && !(aop == ArithOp::Add && compile::head(arr) == Some("array"))
            {
                let which = if aop == ArithOp::Add {
                    crate::program::Extreme::Sum
                } else {
                    crate::program::Extreme::Product
                };
                return compile::int_arrays::fold(cx, which, arr);
            }
        }
        // Ludii's `Add` and `Mul` also take a list (`(+ {A B C})`): folded left.
        if let ([arr], ArithOp::Add | ArithOp::Mul) = (a, aop) {
            if let Kind::Array(items) = &arr.kind {
                let mut acc = Int::Const(if aop == ArithOp::Add { 0 } else { 1 });
                for i in items {
                    acc = fold(aop, acc, int(cx, i)?);
                }
                return Some(acc);
            }
        }
        if a.len() == 1 && aop == ArithOp::Add {
            return compile::dynamic::sum_of_array(cx, &a[0]);
        }
        if a.len() != 2 {
            cx.bad(node, "two numbers");
            return None;
        }
        let (x, y) = (int(cx, &a[0])?, int(cx, &a[1])?);
        return Some(fold(aop, x, y));
    }
    // `(pow a b)`: Ludii's `Pow` by its own name, as `^` is its alias.
    if compile::head(node) == Some("pow") {
        return power(cx, node, clause_args(node));
    }
    let Some(cl) = Cl::of(node) else {
        if let Kind::Ident(s) = &node.kind {
            if s == "Off" || s == "Undefined" {
                return Some(Int::Const(-1));
            }
            // Ludii's `End`: the number a track's `End` element reads as (off the board
            // at the end of the track, where `Off` is beyond it).
            if s == "End" {
                return Some(Int::Const(i64::from(crate::program::track::END)));
            }
            // Ludii's `Infinity`: its grammar's constant one billion (1,000,000,000).
            if s == "Infinity" {
                return Some(Int::Const(1_000_000_000));
            }
            return who(cx, node).map(Int::Player);
        }
        cx.bad(node, "a number");
        return None;
    };
    if !compile::ludemes::check(cx, compile::ludemes::Family::Number, &cl) {
        return None;
    }
    if cl.head == "where" && cl.variant() == Some("Level") {
        return compile::stacks::where_level(cx, &cl);
    }
    // `(last LevelTo)`: a level, not a site (Ludii's `LastLevelTo`).
    if cl.head == "last" && cl.variant() == Some("LevelTo") {
        cl.only_named(cx, &[]);
        return Some(Int::LastLevelTo);
    }
    if matches!(
        cl.head,
        "last"
            | "where"
            | "ahead"
            | "site"
            | "from"
            | "to"
            | "between"
            | "centrePoint"
            | "handSite"
            | "regionSite"
    ) {
        return site(cx, node).map(Int::Site);
    }
    // A coordinate (`(coord "A3")`, `(coord row:R column:C)`) is a site, as a number
    // its index (Ludii's `Coord` is an int function).
    if cl.head == "coord"
        && (cl.pos.is_empty() || matches!(cl.pos.as_slice(), [n] if matches!(n.kind, Kind::Str(_))))
    {
        return site(cx, node).map(Int::Site);
    }
    if cl.head == "if" && cl.pos.len() == 3 {
        let (c, a, b) = (
            boolean(cx, cl.pos[0])?,
            int(cx, cl.pos[1])?,
            int(cx, cl.pos[2])?,
        );
        // Known before play when the test is a constant's parity (Ludii's Laram Wali:
        // `steps:(- (/ "ArmSize" 2) (if (is Even "ArmSize") 1 0))`).
        return Some(match c {
            Bool::Parity(Int::Const(v), parity) => {
                if parity.holds(v) {
                    a
                } else {
                    b
                }
            }
            c => Int::If(Box::new(c), Box::new(a), Box::new(b)),
        });
    }
    let g = cx.graph();
    let v = match (cl.head, cl.variant()) {
        ("count", Some(rc @ ("Rows" | "Columns"))) if g.geo.is_some() => {
            let pos = g.geo.as_ref().map_or(&[][..], |geo| &geo.pos[..]);
            let (rows, cols) = crate::program::geom::labels::rows_and_columns(pos);
            Int::Const(if rc == "Rows" { rows } else { cols } as i64)
        }
        ("count", Some("Rows")) => Int::Const(g.rows as i64),
        ("count", Some("Columns")) => Int::Const(g.cols as i64),
        ("count", Some("Steps")) => return compile::distance::count_steps(cx, &cl),
        ("count", Some("Stack")) => return compile::stacks::count_stack(cx, &cl),
        ("level", None) => return compile::stacks::level(cx, &cl),
        ("count", Some("Groups" | "Liberties")) | ("size", Some("Group" | "Territory")) => {
            return compile::groups::group(cx, &cl)
        }
        ("count", Some("MovesThisTurn")) => Int::MovesThisTurn,
        ("count", Some("Players")) if cl.pos.len() == 1 => Int::Const(cx.players.len() as i64),
        ("count", Some("Moves")) if cl.pos.len() == 1 => Int::CountMoves,
        ("count", Some("Turns")) if cl.pos.len() == 1 => Int::CountTurns,
        ("count", Some("Active")) if cl.pos.len() == 1 => Int::CountActive,
        ("count", Some("Best")) if cl.pos.len() == 2 => {
            cl.only_named(cx, &["withValue"]);
            let with_value = match cl.named("withValue").map(|n| &n.kind) {
                Some(Kind::Bool(b)) => *b,
                Some(_) => {
                    cx.bad(cl.named("withValue")?, "True or False");
                    false
                }
                None => false,
            };
            Int::Best {
                with_value,
                moves: Box::new(moves::moves(cx, cl.pos[1])?),
            }
        }
        ("count", Some("Pieces")) if compile::teams::group_arg(&cl) => {
            let (g, name, r) = compile::teams::pieces_of_group(cx, &cl)?;
            Int::CountPiecesOf(g, name, r.map(Box::new))
        }
        ("count", Some("Pieces")) if cl.named("of").is_some() => super::pieces_of_player(cx, &cl)?,
        ("count", Some("Pieces")) => {
            let (w, name, within) = super::pieces_of(cx, &cl)?;
            match (w, within) {
                (Some(w), None) => Int::CountPieces(w, name),
                (w, Some(r)) => Int::CountPiecesIn(w, name, Box::new(r)),
                (None, None) => {
                    let all = Int::CountPiecesIn(w, name, Box::new(super::all_sites(cx)));
                    // Ludii's `All` counts every container's pieces, the dice too (a
                    // die is a piece of its container): Chaturaji's end subtracts it.
                    let dice: usize = cx.dice.iter().map(|d| d.len()).sum();
                    if name.is_none() && dice > 0 {
                        Int::Arith(
                            ArithOp::Add,
                            Box::new(all),
                            Box::new(Int::Const(dice as i64)),
                        )
                    } else {
                        all
                    }
                }
            }
        }
        ("count", Some("Cell")) | ("count", None) if cl.named("at").is_some() => {
            cl.only_named(cx, &["at"]);
            if cl.pos.len() > usize::from(cl.head == "count" && cl.variant().is_some()) {
                cx.unsupported(node, "a number");
                return None;
            }
            cx.counts = true;
            Int::CountAt(site(cx, cl.named("at")?)?)
        }
        ("count", Some("Cell" | "Vertex")) | ("count", None) if cl.named("in").is_some() => {
            cl.only_named(cx, &["in"]);
            if cl.pos.len() > usize::from(cl.variant().is_some()) {
                cx.unsupported(node, "a number");
                return None;
            }
            cx.counts = true;
            Int::CountIn(Box::new(region(cx, cl.named("in")?)?))
        }
        ("trackSite", Some("Move" | "FirstSite")) => return compile::tracks::track_site(cx, &cl),
        ("count", Some("Sites")) => {
            let r = cl.named("in")?;
            Int::CountSites(Box::new(region(cx, r)?))
        }
        ("who", None) => return compile::stacks::who_at(cx, &cl),
        ("what", None) => {
            cl.only_named(cx, &["at", "level"]);
            let at = site(cx, cl.named("at")?)?;
            match cl.named("level") {
                Some(l) => Int::WhatAtLevel(at, Box::new(int(cx, l)?)),
                None => Int::WhatAt(at),
            }
        }
        ("size", Some("Stack")) => {
            cl.only_named(cx, &["at", "in"]);
            match (cl.named("at"), cl.named("in")) {
                (Some(at), None) => Int::StackSize(site(cx, at)?),
                (None, Some(r)) => Int::StackSizeIn(Box::new(region(cx, r)?)),
                _ => {
                    cx.bad(node, "(size Stack at:SITE) or (size Stack in:REGION)");
                    return None;
                }
            }
        }
        // `(size Array A)`: how many values an array holds.
        ("size", Some("Array")) => {
            cl.only_named(cx, &[]);
            let [_, a] = cl.pos.as_slice() else {
                cx.bad(node, "(size Array ARRAY)");
                return None;
            };
            Int::SizeArray(Box::new(compile::int_arrays::int_array(cx, a)?))
        }
        // `(count Value V in:A)`: how many values of A equal V.
        ("count", Some("Value")) => {
            cl.only_named(cx, &["in"]);
            let ([_, v], Some(a)) = (cl.pos.as_slice(), cl.named("in")) else {
                cx.bad(node, "(count Value N in:ARRAY)");
                return None;
            };
            let v = super::int(cx, v)?;
            let a = compile::int_arrays::int_array(cx, a)?;
            Int::SizeArray(Box::new(crate::program::int_array::IntArray::Equal(
                Box::new(a),
                Box::new(v),
            )))
        }
        ("topLevel", None) => {
            cl.only_named(cx, &["at"]);
            Int::TopLevel(site(cx, cl.named("at")?)?)
        }
        ("state", None) => {
            let at = site(cx, cl.named("at")?)?;
            match cl.named("level") {
                Some(l) => Int::StateAtLevel(at, Box::new(int(cx, l)?)),
                None => Int::StateAt(at),
            }
        }
        ("value", Some("Player")) if cx.players.len() > crate::program::PLAYER_VALUES => {
            cx.unsupported(node, "a player's value in a game of more than four players");
            return None;
        }
        ("value", Some("Player")) => Int::ValuePlayer(who(cx, cl.pos.get(1)?)?),
        ("value", Some("Piece")) => {
            let at = site(cx, cl.named("at")?)?;
            match cl.named("level") {
                Some(l) => Int::ValueAtLevel(at, Box::new(int(cx, l)?)),
                None => Int::ValueAt(at),
            }
        }
        ("value", Some("Pending")) if cl.pos.len() == 1 => Int::ValuePending,
        // `(id P1)`: Ludii's `Id` without a name is the player's number.
        // `(id Neutral)`: Ludii's number of no player, the owner of the neutral pieces.
        ("id", _)
            if cl.pos.len() == 1 && matches!(&cl.pos[0].kind, Kind::Ident(s) if s == "Neutral") =>
        {
            Int::Const(0)
        }
        ("id", _) if cl.pos.len() == 1 && !matches!(cl.pos[0].kind, Kind::Str(_)) => {
            Int::Player(who(cx, cl.pos[0])?)
        }
        ("id", None) => {
            let Some(Kind::Str(name)) = cl.pos.first().map(|n| &n.kind) else {
                cx.bad(node, "(id \"Name\" PLAYER)");
                return None;
            };
            let w = match cl.pos.get(1) {
                // `(id "Seed" Shared)`: the component of that name no player owns;
                // Ludii matches a name that holds the one given, so a neutral piece's
                // (`(id "1" Neutral)` of `10`) is found by its base name.
                Some(p) if matches!(&p.kind, Kind::Ident(s) if s == "Shared" || s == "Neutral") => {
                    let i = cx
                        .comps
                        .iter()
                        .position(|c| (c.name == *name || c.base == *name) && c.owner == 0);
                    return Some(Int::Const(i.map_or(-1, |i| i as i64 + 1)));
                }
                Some(p) => who(cx, p)?,
                None => {
                    // `(id "King2")`: a component by its full name; as in Ludii, -1 (no
                    // piece) when none has it (`(id "Jarl")` of a piece of P2's, which
                    // Ludii names "Jarl2").
                    let i = cx.comps.iter().position(|c| c.name == *name);
                    return Some(Int::Const(i.map_or(-1, |i| i as i64 + 1)));
                }
            };
            Int::Id(cx.names.intern(name), w)
        }
        ("value", None) if cl.pos.is_empty() && cl.named.is_empty() => Int::Value,
        ("mover", None) => Int::Player(Who::Mover),
        ("next", None) => Int::Player(Who::Next),
        ("player", None) if cl.pos.is_empty() => Int::Player(Who::Player),
        // Ludii's `(prev)`: the player who made the last move (0 before any).
        ("prev", None) if cl.pos.is_empty() => Int::Player(Who::Prev),
        ("var" | "counter" | "score" | "matchScore" | "max" | "min", _) => {
            return compile::memory::int(cx, &cl)
        }
        // Ludii's `Abs`: the number without its sign, as the number when not below 0,
        // else negated (it reads the number twice, which changes nothing).
        ("abs", None) if cl.pos.len() == 1 && cl.named.is_empty() => {
            let x = int(cx, cl.pos[0])?;
            Int::If(
                Box::new(Bool::Cmp(CmpOp::Lt, x.clone(), Int::Const(0))),
                Box::new(fold(ArithOp::Sub, Int::Const(0), x.clone())),
                Box::new(x),
            )
        }
        ("mapEntry", _) => return compile::maps::map_entry(cx, &cl),
        ("row" | "column", None) => return compile::coords::row_or_column(cx, &cl),
        ("phase", None) => return compile::coords::phase_of(cx, &cl),
        ("pips" | "face", None) | ("count", Some("Pips")) => return compile::dice::number(cx, &cl),
        ("centrePoint", None) if cl.pos.is_empty() && cl.named.is_empty() => {
            Int::Const(g.centre().iter().next().map_or(-1, i64::from))
        }
        _ => {
            cx.unsupported(node, "a number");
            return None;
        }
    };
    Some(v)
}

fn fold(op: ArithOp, x: Int, y: Int) -> Int {
    match (&x, &y) {
        (Int::Const(a), Int::Const(b)) => Int::Const(arith(op, *a, *b)),
        _ => Int::Arith(op, Box::new(x), Box::new(y)),
    }
}

/// `a op b` as the engine computes it (division by zero gives 0).
pub fn arith(op: ArithOp, a: i64, b: i64) -> i64 {
    match op {
        ArithOp::Add => a.wrapping_add(b),
        ArithOp::Sub => a.wrapping_sub(b),
        ArithOp::Mul => a.wrapping_mul(b),
        ArithOp::Div => a.checked_div(b).unwrap_or(0),
        ArithOp::Rem => a.checked_rem(b).unwrap_or(0),
        // Java's cast of a double to an int, which Rust's `as` makes too (saturating,
        // NaN to 0).
        ArithOp::Pow => (a as f64).powf(b as f64) as i32 as i64,
    }
}

/// `(^ a b)`: Ludii's `Pow`, `a` to the power `b` (Java's `(int) Math.pow`: a negative
/// power gives 0 but for 1 and -1), folded before play when both are constants,
/// else computed in play ([`ArithOp::Pow`]).
fn power(cx: &mut Cx, node: &Node, a: &[Node]) -> Option<Int> {
    let [x, y] = a else {
        cx.bad(node, "two numbers");
        return None;
    };
    let (x, y) = match (int(cx, x)?, int(cx, y)?) {
        (Int::Const(x), Int::Const(y)) => (x, y),
        (x, y) => return Some(Int::Arith(ArithOp::Pow, Box::new(x), Box::new(y))),
    };
    let v = if y < 0 {
        Some((x as f64).powf(y as f64) as i64)
    } else {
        u32::try_from(y).ok().and_then(|y| x.checked_pow(y))
    };
    let Some(v) = v.filter(|v| i32::try_from(*v).is_ok()) else {
        cx.bad(node, "a power that is a 32-bit number");
        return None;
    };
    Some(Int::Const(v))
}
