//! The generators along lines, `move Step|Slide|Hop` (and `step`, `slide`, `hop`):
//! their `(from ...)`, directions, `(between ...)` and `(to ...)`.

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::moves::flag;
use super::{head, Cl, Cx};
use crate::program::visit;
use crate::program::{Bool, Dirs, Int, Moves, MovesKind, SiteFn, ToSpec};
use crate::syntax::ast::Node;

/// The `(from ...)`, directions, `(between ...)` and `(to ...)` of a generator.
pub(super) fn generator(cx: &mut Cx, cl: &Cl, which: &str, args: &[&Node]) -> Option<MovesKind> {
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
    let mut level = None;
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &["if", "level"]);
                if let Some(l) = f.named("level") {
                    level = Some(int(cx, l)?);
                }
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
                // Ludii's Hop reads only a site as its start: given a region, it
                // starts from the context's `(from)`, the region unread.
                match rest.first() {
                    Some(s) if which == "Hop" && super::distance::names_sites(s) => {}
                    Some(s) => from = site(cx, s)?,
                    None => {}
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
                    // Ludii's Step takes any site when its `(to ...)` has no `if:`.
                    None if which == "Step" => Some(Bool::Const(true)),
                    None => None,
                };
                let (_, parts) = super::kinds::leading(cx, &t.pos)?;
                for x in &parts {
                    if head(x) == Some("apply") {
                        let (cond, m) = super::moves::apply_parts(cx, x)?;
                        // Ludii reads `(apply if:C M)` per generator: a slide keeps
                        // only the moves where C holds (with or without M); a step
                        // makes the effect conditional; a hop's meaning differs, refused.
                        match (cond, which, m) {
                            (None, _, Some(m)) => to.apply = Some(Box::new(m)),
                            (Some(c), "Slide", m) => {
                                to.keep = Some(c);
                                to.apply = m.map(Box::new);
                            }
                            (Some(c), "Step", Some(m)) => {
                                to.apply = Some(Box::new(super::moves::when(c, m)))
                            }
                            // A hop's stop rule: a landing the `to` test refuses ends
                            // the radial, and is a move (with M) when C holds there;
                            // the landings it takes are no moves.
                            (Some(c), "Hop", m) => {
                                to.keep = Some(c);
                                to.apply = m.map(Box::new);
                            }
                            _ => {
                                cx.unsupported(x, &format!("`(apply if:...)` in `move {which}`"));
                                return None;
                            }
                        }
                    } else if which == "Step" {
                        // Ludii's Step reads only the `if:` and the effect of its
                        // `(to ...)`: a site or region there (Refugia's `(to (sites
                        // Around (from)) if:...)`) is never read, the steps going
                        // along the directions as always.
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
    if to_site.is_some() {
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
            let mut between_apply = None;
            let between_if = match between {
                Some(b) => {
                    let b = Cl::of(b)?;
                    b.only_named(cx, &["if"]);
                    for x in &b.pos {
                        match Cl::of(x).map(|c| (c.head, c.pos.clone())) {
                            Some(("apply", p)) if p.len() == 1 && Cl::of(x)?.named.is_empty() => {
                                between_apply =
                                    Some(Box::new(super::consequences::applied(cx, p[0])?))
                            }
                            Some(("range", p)) if p.len() == 2 => {
                                min = int(cx, p[0])?;
                                max = Some(int(cx, p[1])?);
                            }
                            Some(("exact", p)) if p.len() == 1 => {
                                min = int(cx, p[0])?;
                                max = Some(min.clone());
                            }
                            // Ludii's `(max N)` leaves the least distance unset (any
                            // from 1); `(min N)` the greatest.
                            Some(("max", p)) if p.len() == 1 => max = Some(int(cx, p[0])?),
                            Some(("min", p)) if p.len() == 1 => min = int(cx, p[0])?,
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
                between_apply,
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
                        Some(("apply", p)) if p.len() == 1 && Cl::of(x)?.named.is_empty() => {
                            between_apply = Some(Box::new(super::consequences::applied(cx, p[0])?))
                        }
                        Some(("range", p)) if p.len() == 2 => {
                            range = (int(cx, p[0])?, int(cx, p[1])?);
                        }
                        Some(("exact", p)) if p.len() == 1 => {
                            let n = int(cx, p[0])?;
                            range = (n.clone(), n);
                        }
                        // Ludii's `(max N)`: a range from its undefined (-1) to N.
                        Some(("max", p)) if p.len() == 1 => {
                            range = (crate::program::Int::Const(-1), int(cx, p[0])?);
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
        _ => {
            cx.unsupported(cl.node, "a move");
            return None;
        }
    };
    let kind = match from_if {
        Some((_, cond)) => MovesKind::If(cond, Box::new(Moves::new(kind)), None),
        None => kind,
    };
    // `level:` of `from`: Ludii's `Step` and `Slide` move the piece at that level
    // (unless `stack:True` moves the whole stack); its `Hop` reads no level.
    Some(match level {
        Some(l) if which != "Hop" && !flag(cx, cl, "stack")? => MovesKind::AtLevel {
            level: l,
            moves: Box::new(Moves::new(kind)),
        },
        _ => kind,
    })
}

fn no_between(cx: &mut Cx, between: Option<&Node>) -> Option<()> {
    if let Some(b) = between {
        cx.unsupported(b, "an argument of `move Step`");
        return None;
    }
    Some(())
}

/// Whether a condition reads nothing a generator binds but `(from)`: the start site,
/// the state and the last move (what `(from if:C)` may test once for all destinations,
/// as Ludii tests it with `(from)` set before any destination is sought).
fn reads_the_start_only(b: &Bool) -> bool {
    !visit::Node::Bool(b).any(&mut |n| binds_more(n))
}

/// Whether a node reads what a generator binds beyond `(from)`: its destination, the
/// site crossed, or moves (whose own generators would bind `(from)` anew).
fn binds_more(n: visit::Node) -> bool {
    matches!(
        n,
        visit::Node::Site(SiteFn::To | SiteFn::Between)
            | visit::Node::Moves(_)
            | visit::Node::Step(_)
    )
}
