//! Move programs: generators (`move Step|Slide|Hop|Pass|Select`), combinators (`or`,
//! `and`, `if`, `priority`, `max Moves`, `forEach`, `do`) and effects (`remove`,
//! `promote`, `moveAgain`, `set ...`), each with its optional `(then ...)`.

use super::funcs::{boolean, dirs, int, is_dirs, region, site, who};
use super::{flat, head, Cl, Cx};
use crate::program::{Bool, Dirs, Int, Moves, MovesKind, SiteFn, ToSpec};
use crate::syntax::ast::{Kind, Node};

/// Splits off a trailing `(then M)` from positional arguments.
fn split_then<'a>(cx: &mut Cx, pos: &[&'a Node]) -> (Vec<&'a Node>, Option<Box<Moves>>) {
    let mut rest = Vec::new();
    let mut then = None;
    for a in pos {
        if head(a) == Some("then") {
            let cl = Cl::of(a);
            match cl.as_ref().and_then(|c| c.pos.first()) {
                Some(m) => then = moves(cx, m).map(Box::new),
                None => cx.bad(a, "(then MOVES)"),
            }
        } else {
            rest.push(*a);
        }
    }
    (rest, then)
}

/// A move program.
pub fn moves(cx: &mut Cx, node: &Node) -> Option<Moves> {
    let Some(cl) = Cl::of(node) else {
        cx.bad(node, "a move program");
        return None;
    };
    let (pos, then) = split_then(cx, &cl.pos);
    let kind = match (cl.head, cl.variant()) {
        ("move", Some("Remove")) if pos.len() == 2 => {
            cl.only_named(cx, &[]);
            MovesKind::MoveRemove(region(cx, pos[1])?)
        }
        ("move", None) => super::phases::from_to_sites(cx, &cl, &pos)?,
        ("move", Some("Add")) => super::stacks::add_piece(cx, &cl, &pos[1..])?,
        ("move", Some(g)) => generator(cx, &cl, g, &pos[1..])?,
        ("step", _) => generator(cx, &cl, "Step", &pos)?,
        ("slide", _) => generator(cx, &cl, "Slide", &pos)?,
        ("hop", _) => generator(cx, &cl, "Hop", &pos)?,
        ("or" | "and", None) => {
            cl.only_named(cx, &[]);
            let ms: Option<Vec<Moves>> = flat(&pos).iter().map(|m| moves(cx, m)).collect();
            if cl.head == "or" {
                MovesKind::Or(ms?)
            } else {
                MovesKind::And(ms?)
            }
        }
        ("priority", None) => {
            cl.only_named(cx, &[]);
            let ms: Option<Vec<Moves>> = flat(&pos).iter().map(|m| moves(cx, m)).collect();
            MovesKind::Priority(ms?)
        }
        ("if", None) if (2..=3).contains(&pos.len()) => {
            cl.only_named(cx, &[]);
            let c = boolean(cx, pos[0]);
            let a = moves(cx, pos[1]);
            let b = match pos.get(2) {
                Some(b) => Some(Box::new(moves(cx, b)?)),
                None => None,
            };
            MovesKind::If(c?, Box::new(a?), b)
        }
        ("max", Some("Moves")) if pos.len() == 2 => {
            cl.only_named(cx, &["withValue"]);
            let with_value = match cl.named("withValue").map(|n| &n.kind) {
                Some(Kind::Bool(b)) => *b,
                Some(_) => {
                    cx.bad(cl.named("withValue")?, "True or False");
                    false
                }
                None => false,
            };
            MovesKind::MaxMoves {
                with_value,
                moves: Box::new(moves(cx, pos[1])?),
            }
        }
        ("forEach", Some("Piece")) => {
            cl.only_named(cx, &["top"]);
            super::kinds::for_each_piece(cx, node)?;
            // Ludii without `top:True` visits every level of a stack that holds a piece
            // of the mover's (which matters in a game of stacks only).
            let every_level = !flag(cx, &cl, "top")? && cx.says_stack;
            let mut names = Vec::new();
            let mut inner = None;
            for a in &pos[1..] {
                match &a.kind {
                    Kind::Str(s) => names.push(cx.names.intern(s)),
                    Kind::Array(v) if v.iter().all(|x| matches!(x.kind, Kind::Str(_))) => {
                        for x in v {
                            if let Kind::Str(s) = &x.kind {
                                names.push(cx.names.intern(s));
                            }
                        }
                    }
                    _ => inner = Some(Box::new(moves(cx, a)?)),
                }
            }
            MovesKind::ForEachPiece {
                names,
                moves: inner,
                every_level,
            }
        }
        ("forEach", Some("Site")) if pos.len() == 3 => {
            cl.only_named(cx, &[]);
            MovesKind::ForEachSite(region(cx, pos[1])?, Box::new(moves(cx, pos[2])?))
        }
        ("do", None) if pos.len() == 1 => {
            cl.only_named(cx, &["ifAfterwards", "next"]);
            let pre = Box::new(moves(cx, pos[0])?);
            let if_afterwards = match cl.named("ifAfterwards") {
                Some(c) => Some(boolean(cx, c)?),
                None => None,
            };
            let next = match cl.named("next") {
                Some(n) => Some(Box::new(moves(cx, n)?)),
                None => None,
            };
            MovesKind::Do {
                pre,
                if_afterwards,
                next,
            }
        }
        ("remove", None | Some("Cell" | "Vertex" | "Edge")) if (1..=2).contains(&pos.len()) => {
            // `(remove Cell S)`: the sites are read as what they are.
            let (_, pos) = super::kinds::leading(cx, &pos)?;
            if pos.len() != 1 {
                cx.bad(node, "(remove [TYPE] SITES)");
                return None;
            }
            cl.only_named(cx, &["at", "count"]);
            // A number of pieces of a stack; elsewhere Ludii's meaning depends on counts
            // of pieces, which are not followed there.
            let count = match cl.named("count") {
                Some(n) if !cx.says_stack => {
                    cx.error(
                        crate::diag::Diag::new(
                            "lud::program::unsupported",
                            "`count:` of `remove` is supported in a game of stacks only",
                        )
                        .label(n.span, "not supported here"),
                    );
                    return None;
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
            MovesKind::Remove {
                sites: region(cx, pos[0])?,
                end_of_turn,
                count,
            }
        }
        ("promote", None) if pos.len() == 3 => {
            cl.only_named(cx, &[]);
            let s = site(cx, pos[0])?;
            let into = Cl::of(pos[1]).filter(|p| p.head == "piece").and_then(|p| {
                match p.pos.first().map(|n| &n.kind) {
                    Some(Kind::Str(s)) => Some(s.clone()),
                    _ => None,
                }
            });
            let Some(into) = into else {
                cx.bad(pos[1], "(piece \"Name\")");
                return None;
            };
            MovesKind::Promote {
                site: s,
                into: cx.names.intern(&into),
                who: who(cx, pos[2])?,
            }
        }
        ("moveAgain", None) if pos.is_empty() => MovesKind::MoveAgain,
        ("fromTo", None) if pos.len() == 2 => {
            cl.only_named(cx, &["stack"]);
            // `(from S)` and `(to S)`; a bare `(from)` or `(to)` is the context's site
            // (a hop's landing, in its `between` effect).
            let end = |cx: &mut Cx, n: &Node, h: &str| match Cl::of(n) {
                Some(c) if c.head == h && c.pos.len() == 1 && c.named.is_empty() => {
                    site(cx, c.pos[0])
                }
                Some(c) if c.head == h && c.pos.is_empty() && c.named.is_empty() => {
                    Some(if h == "from" {
                        SiteFn::From
                    } else {
                        SiteFn::To
                    })
                }
                _ => {
                    cx.unsupported(n, &format!("an argument of `fromTo` (expected ({h} SITE))"));
                    None
                }
            };
            let from = end(cx, pos[0], "from");
            let to = end(cx, pos[1], "to");
            MovesKind::FromTo {
                from: from?,
                to: to?,
                stack: flag(cx, &cl, "stack")?,
            }
        }
        ("set", Some("Pending")) => MovesKind::SetPending(match pos.get(1) {
            Some(s) => Some(region(cx, s)?),
            None => None,
        }),
        ("set", Some("Value")) if pos.len() == 3 => {
            MovesKind::SetValue(who(cx, pos[1])?, int(cx, pos[2])?)
        }
        ("set", Some("Value")) if pos.len() == 2 && cl.named("at").is_some() => {
            cl.only_named(cx, &["at"]);
            MovesKind::SetSiteValue(site(cx, cl.named("at")?)?, int(cx, pos[1])?)
        }
        ("add", None) if pos.iter().any(|a| head(a) == Some("piece")) => {
            super::stacks::add_piece(cx, &cl, &pos)?
        }
        ("add", None) => super::dynamic::add(cx, &cl, &pos)?,
        ("set", Some("Var")) | ("remember", _) | ("forget", _) => {
            super::memory::moves(cx, &cl, &pos)?
        }
        ("set", Some("State")) if pos.len() == 2 => {
            cl.only_named(cx, &["at"]);
            MovesKind::SetState(site(cx, cl.named("at")?)?, int(cx, pos[1])?)
        }
        _ => {
            cx.unsupported(node, "a move");
            return None;
        }
    };
    Some(Moves::with_then(kind, then))
}

/// The `(from ...)`, directions, `(between ...)` and `(to ...)` of a generator.
fn generator(cx: &mut Cx, cl: &Cl, which: &str, args: &[&Node]) -> Option<MovesKind> {
    let mut from = SiteFn::From;
    // Ludii's default: the board's Adjacent relation.
    let mut ds = Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    };
    let mut between = None;
    let mut to = ToSpec::default();
    let mut to_site = None;
    let mut from_if = None;
    let mut kind = None;
    let mut explicit_dirs = false;
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &["if"]);
                // `(from Cell [S])`: the kind names the steps' `Adjacent`.
                let (k, rest) = super::kinds::leading(cx, &f.pos)?;
                if let Some(k) = k {
                    kind = Some(k);
                    if !explicit_dirs {
                        ds = Dirs::Fixed {
                            abs: cx.graph().adjacent_of(k),
                            rel: 0,
                        };
                    }
                }
                if let Some(s) = rest.first() {
                    from = site(cx, s)?;
                }
                if let Some(c) = f.named("if") {
                    from_if = Some((c, boolean(cx, c)?));
                }
            }
            Some("to") => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                to.cond = match t.named("if") {
                    Some(c) => Some(boolean(cx, c)?),
                    None => None,
                };
                let (_, parts) = super::kinds::leading(cx, &t.pos)?;
                for x in &parts {
                    if head(x) == Some("apply") {
                        let m = Cl::of(x)?.pos.first().copied()?;
                        to.apply = Some(Box::new(moves(cx, m)?));
                    } else {
                        to_site = Some(site(cx, x)?);
                    }
                }
            }
            Some("between") => between = Some(*a),
            _ if is_dirs(a) => {
                let inner = kind.or(cx.site_kind);
                let outer = std::mem::replace(&mut cx.site_kind, inner);
                let parsed = dirs(cx, a);
                cx.site_kind = outer;
                ds = parsed?;
                explicit_dirs = true;
            }
            _ => {
                cx.unsupported(a, &format!("an argument of `move {which}`"));
                return None;
            }
        }
    }
    if to_site.is_some() && which != "Select" {
        cx.unsupported(
            cl.node,
            &format!("`move {which}` with a destination site in `(to ...)`"),
        );
        return None;
    }
    // Ludii tests `(from if:C)` with `(from)` bound, before each destination: a
    // condition of the start alone keeps or drops every move of the generator.
    if let Some((node, cond)) = &from_if {
        if from != SiteFn::From || !reads_the_start_only(cond) {
            cx.unsupported(
                node,
                "a condition of `from` (one on `(from)` and the last move is)",
            );
            return None;
        }
    }
    let kind = match which {
        "Step" => {
            cl.only_named(cx, &["stack"]);
            no_between(cx, between)?;
            MovesKind::Step {
                from,
                dirs: ds,
                to,
                stack: flag(cx, cl, "stack")?,
            }
        }
        "Slide" => {
            cl.only_named(cx, &["min", "stack"]);
            let mut min = match cl.named("min") {
                Some(m) => int(cx, m)?,
                None => Int::Const(1),
            };
            let mut max = None;
            let between_if = match between {
                Some(b) => {
                    let b = Cl::of(b)?;
                    b.only_named(cx, &["if"]);
                    for x in &b.pos {
                        match Cl::of(x).map(|c| (c.head, c.pos.clone())) {
                            Some(("range", p)) if p.len() == 2 => {
                                min = int(cx, p[0])?;
                                max = Some(int(cx, p[1])?);
                            }
                            Some(("exact", p)) if p.len() == 1 => {
                                min = int(cx, p[0])?;
                                max = Some(min.clone());
                            }
                            _ => {
                                cx.unsupported(x, "an argument of `between`");
                                return None;
                            }
                        }
                    }
                    match b.named("if") {
                        Some(c) => Some(boolean(cx, c)?),
                        None => None,
                    }
                }
                None => None,
            };
            MovesKind::Slide {
                from,
                dirs: ds,
                between: between_if,
                to,
                min,
                max,
                stack: flag(cx, cl, "stack")?,
            }
        }
        "Hop" => {
            cl.only_named(cx, &["stack"]);
            let mut before = Int::Const(0);
            let mut after = Int::Const(0);
            let mut range = (Int::Const(1), Int::Const(1));
            let mut between_if: Option<Bool> = None;
            let mut between_apply = None;
            if let Some(b) = between {
                let b = Cl::of(b)?;
                b.only_named(cx, &["before", "after", "if"]);
                if let Some(x) = b.named("before") {
                    before = int(cx, x)?;
                }
                if let Some(x) = b.named("after") {
                    after = int(cx, x)?;
                }
                // Ludii: a `(between ...)` without `if:` finds no hurdle at all.
                between_if = Some(match b.named("if") {
                    Some(x) => boolean(cx, x)?,
                    None => Bool::Const(false),
                });
                for x in &b.pos {
                    match Cl::of(x).map(|c| (c.head, c.pos.clone())) {
                        Some(("apply", p)) if p.len() == 1 => {
                            between_apply = Some(Box::new(moves(cx, p[0])?))
                        }
                        Some(("range", p)) if p.len() == 2 => {
                            range = (int(cx, p[0])?, int(cx, p[1])?);
                        }
                        Some(("exact", p)) if p.len() == 1 => {
                            let n = int(cx, p[0])?;
                            range = (n.clone(), n);
                        }
                        _ => {
                            cx.unsupported(x, "an argument of `between`");
                            return None;
                        }
                    }
                }
            }
            MovesKind::Hop {
                from,
                dirs: ds,
                before,
                range,
                after,
                between_if,
                between_apply,
                to,
                stack: flag(cx, cl, "stack")?,
            }
        }
        "Pass" => {
            cl.only_named(cx, &[]);
            MovesKind::Pass
        }
        "Select" => {
            cl.only_named(cx, &[]);
            MovesKind::Select { from, to: to_site }
        }
        _ => {
            cx.unsupported(cl.node, "a move");
            return None;
        }
    };
    Some(match from_if {
        Some((_, cond)) => MovesKind::If(cond, Box::new(Moves::new(kind)), None),
        None => kind,
    })
}

/// A `True`/`False` named argument (False when absent); `stack:True` marks the game
/// as one of stacks.
fn flag(cx: &mut Cx, cl: &Cl, name: &str) -> Option<bool> {
    let v = match cl.named(name).map(|n| &n.kind) {
        Some(Kind::Bool(b)) => *b,
        Some(_) => {
            cx.bad(cl.named(name)?, "True or False");
            return None;
        }
        None => false,
    };
    if v && name == "stack" {
        cx.stacking = true;
    }
    Some(v)
}

fn no_between(cx: &mut Cx, between: Option<&Node>) -> Option<()> {
    if let Some(b) = between {
        cx.unsupported(b, "an argument of `move Step`");
        return None;
    }
    Some(())
}

/// Whether a condition reads nothing a generator binds but `(from)`: numbers, the start
/// site and the last move (what `(from if:C)` may test once for all destinations).
fn reads_the_start_only(b: &Bool) -> bool {
    fn site_ok(f: &SiteFn) -> bool {
        matches!(
            f,
            SiteFn::From | SiteFn::LastTo | SiteFn::LastFrom | SiteFn::Const(_)
        )
    }
    fn int_ok(i: &Int) -> bool {
        match i {
            Int::Const(_) | Int::MovesThisTurn | Int::Var => true,
            Int::Site(f) | Int::WhoAt(f) | Int::WhatAt(f) | Int::StackSize(f) => site_ok(f),
            Int::Arith(_, a, b) | Int::MinMax(_, a, b) => int_ok(a) && int_ok(b),
            Int::If(c, a, b) => reads_the_start_only(c) && int_ok(a) && int_ok(b),
            _ => false,
        }
    }
    match b {
        Bool::Const(_) => true,
        Bool::Not(x) => reads_the_start_only(x),
        Bool::And(v) | Bool::Or(v) => v.iter().all(reads_the_start_only),
        Bool::Cmp(_, a, b) => int_ok(a) && int_ok(b),
        Bool::IsEmpty(f) | Bool::IsOccupied(f) => site_ok(f),
        _ => false,
    }
}
