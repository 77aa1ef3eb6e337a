//! Conditions: comparisons, connectives and the `is`, `all`, `can` and `no` tests.

use super::{clause_args, int, region, site, who};
use crate::program::compile::{self, flat, moves, Cl, Cx};
use crate::program::{Bool, CmpOp, Int, Parity, SiteFn};
use crate::syntax::ast::{Head, Kind, Node};

/// Whether a node is a region function, by its head (a number never has these heads).
fn is_region(node: &Node) -> bool {
    matches!(
        compile::head(node),
        Some("sites" | "union" | "difference" | "intersection" | "expand")
    )
}

/// A boolean function.
pub fn boolean(cx: &mut Cx, node: &Node) -> Option<Bool> {
    match &node.kind {
        Kind::Bool(b) => return Some(Bool::Const(*b)),
        Kind::Clause {
            head: Head::Op(o), ..
        } => {
            let a = clause_args(node);
            let cmp = match o.as_str() {
                "=" => CmpOp::Eq,
                "!=" => CmpOp::Ne,
                "<" => CmpOp::Lt,
                "<=" => CmpOp::Le,
                ">" => CmpOp::Gt,
                ">=" => CmpOp::Ge,
                _ => {
                    cx.unsupported(node, "a condition");
                    return None;
                }
            };
            if a.len() != 2 {
                cx.bad(node, "two numbers to compare");
                return None;
            }
            // Ludii's `Equals` and `NotEqual` also compare two regions, as sets of sites
            // (`(= (sites Occupied by:Mover) (sites Top))`).
            if matches!(cmp, CmpOp::Eq | CmpOp::Ne) && (is_region(&a[0]) || is_region(&a[1])) {
                let same = Bool::SameSites(region(cx, &a[0])?, region(cx, &a[1])?);
                return Some(match cmp {
                    CmpOp::Eq => same,
                    _ => Bool::Not(Box::new(same)),
                });
            }
            return Some(Bool::Cmp(cmp, int(cx, &a[0])?, int(cx, &a[1])?));
        }
        _ => {}
    }
    let Some(cl) = Cl::of(node) else {
        cx.bad(node, "a condition");
        return None;
    };
    if !compile::ludemes::check(cx, compile::ludemes::Family::Condition, &cl) {
        return None;
    }
    let b = match (cl.head, cl.variant()) {
        ("not", None) if cl.pos.len() == 1 => Bool::Not(Box::new(boolean(cx, cl.pos[0])?)),
        // Ludii's `If` of conditions: without a third, false when the first fails.
        ("if", None) => Bool::If(
            Box::new(boolean(cx, cl.pos[0])?),
            Box::new(boolean(cx, cl.pos[1])?),
            Box::new(match cl.pos.get(2) {
                Some(b) => boolean(cx, b)?,
                None => Bool::Const(false),
            }),
        ),
        ("and" | "or", None) => {
            let parts: Vec<&Node> = flat(&cl.pos);
            let bs: Option<Vec<Bool>> = parts.iter().map(|p| boolean(cx, p)).collect();
            if cl.head == "and" {
                Bool::And(bs?)
            } else {
                Bool::Or(bs?)
            }
        }
        ("is", Some(v @ ("Proposed" | "Decided"))) if cl.pos.len() == 2 => {
            cl.only_named(cx, &[]);
            let Kind::Str(name) = &cl.pos[1].kind else {
                cx.bad(cl.pos[1], "the name of a proposition, a string");
                return None;
            };
            let k = cx.names.intern(name);
            if v == "Proposed" {
                Bool::IsProposed(k)
            } else {
                Bool::IsDecided(k)
            }
        }
        ("was", Some("Pass")) if cl.pos.len() == 1 => {
            cl.only_named(cx, &[]);
            Bool::WasPass
        }
        ("is", Some("Cycle")) if cl.pos.len() == 1 => {
            cl.only_named(cx, &[]);
            Bool::IsCycle
        }
        ("all", Some("Passed")) if cl.pos.len() == 1 => {
            cl.only_named(cx, &[]);
            Bool::AllPassed
        }
        ("all", Some("DiceEqual" | "DiceUsed")) | ("is", Some("AnyDie")) => {
            return compile::dice::condition(cx, &cl)
        }
        ("is", Some(v)) => {
            let arg = |i: usize| cl.pos.get(i).copied();
            match v {
                "Empty" | "Occupied" => {
                    // `(is Empty Cell S)`: the site is read as what it is.
                    let (_, rest) = compile::kinds::leading(cx, &cl.pos[1..])?;
                    let at = site(cx, rest.first()?)?;
                    if v == "Empty" {
                        Bool::IsEmpty(at)
                    } else {
                        Bool::IsOccupied(at)
                    }
                }
                "Visited" => Bool::IsVisited(site(cx, arg(1)?)?),
                "Enemy" => Bool::IsEnemy(int(cx, arg(1)?)?),
                "Friend" => Bool::IsFriend(int(cx, arg(1)?)?),
                // Without a site, Ludii's `IsIn` reads `(to)`.
                "In" if cl.pos.len() == 2 => Bool::IsIn(SiteFn::To, region(cx, arg(1)?)?),
                // `(is In N (array R))`: whether the number is one of the array's
                // (Ludii's `IsIn` of numbers), the array being R's sites.
                "In" if compile::head(arg(2)?) == Some("array") => Bool::IsIn(
                    site(cx, arg(1)?)?,
                    compile::int_arrays::array_as_region(cx, arg(2)?)?,
                ),
                "In" => Bool::IsIn(site(cx, arg(1)?)?, region(cx, arg(2)?)?),
                // A player computed in play (`(is Mover (who at:(to)))`): that number is
                // the player's.
                "Prev" | "Next" | "Mover"
                    if matches!(arg(1)?.kind, Kind::Clause { .. })
                        && !matches!(compile::head(arg(1)?), Some("mover" | "next" | "prev")) =>
                {
                    let w = match v {
                        "Prev" => crate::program::Who::Prev,
                        "Next" => crate::program::Who::Next,
                        _ => crate::program::Who::Mover,
                    };
                    Bool::Cmp(CmpOp::Eq, Int::Player(w), int(cx, arg(1)?)?)
                }
                "Prev" => Bool::IsPrev(who(cx, arg(1)?)?),
                "Next" => Bool::IsNext(who(cx, arg(1)?)?),
                "Mover" => Bool::IsMover(who(cx, arg(1)?)?),
                // Ludii's `IsActive` takes a player's number or a role.
                "Active" => Bool::IsActive(match &arg(1)?.kind {
                    Kind::Ident(_) => Int::Player(who(cx, arg(1)?)?),
                    _ => int(cx, arg(1)?)?,
                }),
                "Pending" => Bool::IsPending,
                "Hidden" => compile::hidden::is_hidden(cx, &cl)?,
                // `(is Triggered "Event" P)`: one mark per player, whatever the event.
                "Triggered" if cl.pos.len() == 3 && matches!(arg(1)?.kind, Kind::Str(_)) => {
                    Bool::IsTriggered(match &arg(2)?.kind {
                        Kind::Ident(_) => Int::Player(who(cx, arg(2)?)?),
                        _ => int(cx, arg(2)?)?,
                    })
                }
                // Ludii's `IsWithin` looks in `in:R`, or at the one site `at:S`
                // (`(last To)` by default).
                "Within" => {
                    cl.only_named(cx, &["in", "at"]);
                    let r = match (cl.named("in"), cl.named("at")) {
                        (Some(r), None) => region(cx, r)?,
                        (None, Some(s)) => crate::program::Region::Site(site(cx, s)?),
                        (None, None) => crate::program::Region::Site(SiteFn::LastTo),
                        (Some(_), Some(_)) => {
                            cx.bad(node, "`in:` or `at:`, not both");
                            return None;
                        }
                    };
                    Bool::IsWithin(int(cx, arg(1)?)?, r)
                }
                "Line" => super::line::is_line(cx, &cl)?,
                "Threatened" => threatened(cx, &cl)?,
                "Connected" => connected(cx, &cl)?,
                "Related" => related(cx, &cl)?,
                // Ludii's `IsBlocked` reads the arguments `IsConnected` does, but no site.
                "Blocked" if cl.named("at").is_none() => match connected(cx, &cl)? {
                    Bool::Connected(x) => {
                        let crate::program::connect::Connected {
                            number,
                            dirs,
                            regions,
                            ..
                        } = *x;
                        Bool::Blocked(Box::new(crate::program::connect::Blocked {
                            number,
                            dirs,
                            regions,
                        }))
                    }
                    _ => return None,
                },
                "Loop" => compile::loops::is_loop(cx, &cl)?,
                "Pattern" => compile::pattern::is_pattern(cx, &cl)?,
                // Ludii's `IsFull`: no empty site of the board's own kind.
                "Full" if cl.pos.len() == 1 => Bool::Cmp(
                    CmpOp::Eq,
                    crate::program::Int::CountSites(Box::new(crate::program::Region::Empty)),
                    crate::program::Int::Const(0),
                ),
                "Even" => Bool::Parity(int(cx, arg(1)?)?, Parity::Even),
                "Odd" => Bool::Parity(int(cx, arg(1)?)?, Parity::Odd),
                _ => {
                    cx.unsupported(node, "a condition");
                    return None;
                }
            }
        }
        ("all", Some("Groups")) => compile::groups::all_groups(cx, &cl)?,
        ("all", Some("Sites")) if cl.pos.len() == 2 => {
            cl.only_named(cx, &["if"]);
            let r = region(cx, cl.pos[1])?;
            Bool::AllSites(r, Box::new(boolean(cx, cl.named("if")?)?))
        }
        // Ludii's `AllDifferent` of sites (`if:` default True).
        ("all", Some("Different")) if cl.pos.len() == 2 => {
            cl.only_named(cx, &["if"]);
            let r = region(cx, cl.pos[1])?;
            let b = match cl.named("if") {
                Some(b) => boolean(cx, b)?,
                None => Bool::Const(true),
            };
            Bool::AllDifferent(r, Box::new(b))
        }
        ("can", Some("Move")) => Bool::CanMove(Box::new(moves::moves(cx, cl.pos.get(1)?)?)),
        ("no", Some("Moves")) => Bool::NoMoves(who(cx, cl.pos.get(1)?)?),
        ("no", Some("Pieces")) if compile::teams::group_arg(&cl) => {
            let (g, name, r) = compile::teams::pieces_of_group(cx, &cl)?;
            Bool::NoPiecesOf(g, name, r.map(Box::new))
        }
        ("no", Some("Pieces")) => {
            let (w, name, within) = super::pieces_of(cx, &cl)?;
            match (w, within) {
                (Some(w), None) => Bool::NoPieces(w, name),
                (w, Some(r)) => Bool::NoPiecesIn(w, name, Box::new(r)),
                (None, None) => Bool::NoPiecesIn(w, name, Box::new(super::all_sites(cx))),
            }
        }
        _ => {
            cx.unsupported(node, "a condition");
            return None;
        }
    };
    Some(b)
}

/// `(is Threatened [WHAT] [at:S | in:R] [MOVES])`: WHAT a piece's number; `in:` asks
/// each site of R (Ludii's `sites`, `at:`'s alternative); MOVES the moves the enemies
/// would make. A site type is refused.
fn threatened(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(cx, &["at", "in"]);
    let mut what = None;
    let mut with = None;
    for a in &cl.pos[1..] {
        let is_moves = compile::head(a).is_some_and(|h| {
            matches!(
                h,
                "forEach" | "move" | "or" | "and" | "step" | "slide" | "hop" | "do"
            )
        });
        if is_moves && with.is_none() {
            with = Some(moves::moves(cx, a)?);
        } else if what.is_none() && !is_moves {
            what = Some(int(cx, a)?);
        } else {
            cx.unsupported(a, "an argument of `is Threatened`");
            return None;
        }
    }
    let at = match cl.named("at") {
        Some(s) => Some(site(cx, s)?),
        None => None,
    };
    let sites = match cl.named("in") {
        Some(_) if at.is_some() => {
            cx.bad(cl.node, "`at:` or `in:`, not both");
            return None;
        }
        Some(r) => Some(super::region(cx, r)?),
        None => None,
    };
    if what.is_none() && at.is_none() && sites.is_none() {
        cx.unsupported(cl.node, "a condition (is Threatened of every piece)");
        return None;
    }
    Some(Bool::Threatened(Box::new(
        crate::program::threat::Threatened {
            what,
            at,
            sites,
            moves: with,
        },
    )))
}

/// `(is Related RELATION [TYPE] SITE REGION)` (Ludii's `IsRelated`): some site of the
/// region is related to the site (`Adjacent`, `Orthogonal`, `Diagonal`, `OffDiagonal`,
/// `All`), as the board's steps of that relation from the site reach it. Without a
/// type, the board's own (Ludii's `preprocess` sets it); another type, and boards of
/// cells and points together, are refused.
fn related(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    cl.only_named(cx, &[]);
    let (kind, rest) = compile::kinds::leading(cx, &cl.pos[1..])?;
    let [relation, at, sites] = rest.as_slice() else {
        cx.bad(cl.node, "(is Related RELATION [TYPE] SITE REGION)");
        return None;
    };
    // The kind of Ludii's board (its `use:`), whatever graph ludic builds for it.
    let own = if cx.board_points {
        crate::program::dual::SiteKind::Vertex
    } else {
        cx.graph().own_kind()
    };
    if cx.graph().dual.is_some() || kind.is_some_and(|k| k != own) {
        cx.unsupported(
            cl.node,
            "a condition (is Related of another kind of site than the board's)",
        );
        return None;
    }
    if !matches!(&relation.kind, Kind::Ident(r) if matches!(r.as_str(), "Adjacent" | "Orthogonal" | "Diagonal" | "OffDiagonal" | "All"))
    {
        cx.bad(
            relation,
            "a relation (Adjacent, Orthogonal, Diagonal, OffDiagonal, All)",
        );
        return None;
    }
    let dirs = super::dirs(cx, relation)?;
    Some(Bool::IsRelated(Box::new((
        dirs,
        site(cx, at)?,
        region(cx, sites)?,
    ))))
}

/// `(is Connected [N] [at:S] [DIRS] {REGIONS}|ROLE)`; Ludii's static region types
/// (`(is Connected AllSides)`) and a site type are refused.
fn connected(cx: &mut Cx, cl: &Cl) -> Option<Bool> {
    use crate::program::connect::{Connected, Target};
    cl.only_named(cx, &["at"]);
    let mut number = None;
    let mut ds = None;
    let mut regions = None;
    for a in &cl.pos[1..] {
        match &a.kind {
            Kind::Array(v) if regions.is_none() => {
                let listed: Option<Vec<_>> = v.iter().map(|r| region(cx, r)).collect();
                regions = Some(Target::Listed(listed?));
            }
            Kind::Ident(s)
                if regions.is_none() && (s == "Mover" || s == "Next" || s.starts_with('P')) =>
            {
                let w = who(cx, a)?;
                let np = cx.players.len();
                let mut by: Vec<Vec<crate::program::SiteSet>> = vec![Vec::new(); np + 1];
                for (owner, parts) in &cx.region_parts {
                    if let Some(v) = by.get_mut(*owner as usize) {
                        v.extend(parts.iter().cloned());
                    }
                }
                regions = Some(Target::Owned(w, by));
            }
            Kind::Ident(s)
                if regions.is_none()
                    && matches!(s.as_str(), "Sides" | "SidesNoCorners" | "Corners") =>
            {
                regions = Some(Target::Listed(compile::static_regions::of(cx, a, s)?));
            }
            _ if super::is_dirs(a) && ds.is_none() => ds = Some(super::dirs(cx, a)?),
            _ if number.is_none() && regions.is_none() && ds.is_none() => {
                number = Some(int(cx, a)?)
            }
            _ => {
                cx.unsupported(a, "an argument of `is Connected`");
                return None;
            }
        }
    }
    let Some(regions) = regions else {
        cx.unsupported(
            cl.node,
            "a condition (is Connected takes regions or a player here)",
        );
        return None;
    };
    let at = match cl.named("at") {
        Some(s) => site(cx, s)?,
        None => crate::program::SiteFn::LastTo,
    };
    let dirs = ds.unwrap_or(crate::program::Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    });
    Some(Bool::Connected(Box::new(Connected {
        at,
        number,
        dirs,
        regions,
    })))
}
