//! `(custodial [(from S)] [DIRS] [(between [RANGE] [if:C] [(apply M)])] [(to [if:C])])`:
//! Ludii's capture by sandwiching, as an effect.

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::moves::moves;
use super::{head, Cl, Cx};
use crate::program::{Bool, Dirs, Int, Moves, MovesKind, Region, SiteFn};
use crate::syntax::ast::Node;

/// The effect; defaults as Ludii's: from `(last To)`, along `Adjacent`, any number of
/// enemies (`is Enemy` of `(between)`) closed by a friend (`is Friend` of `(to)`),
/// each removed.
pub fn custodial(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let mut from = SiteFn::LastTo;
    let mut ds = Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    };
    // Ludii's `Between` without a range: no least, no most.
    let (mut min, mut max) = (Int::Const(0), Int::Const(i64::from(u16::MAX)));
    let mut target = Bool::IsEnemy(Int::WhoAt(SiteFn::Between));
    let mut friend = Bool::IsFriend(Int::WhoAt(SiteFn::To));
    let mut effect = remove_between();
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &[]);
                if let Some(s) = f.pos.first() {
                    from = site(cx, s)?;
                }
            }
            Some("between") => {
                let b = Cl::of(a)?;
                b.only_named(cx, &["if"]);
                if let Some(c) = b.named("if") {
                    target = boolean(cx, c)?;
                }
                for x in &b.pos {
                    let Some(r) = Cl::of(x) else {
                        cx.unsupported(x, "an argument of `between` in `custodial`");
                        return None;
                    };
                    match (r.head, r.pos.as_slice()) {
                        ("apply", [m]) if r.named.is_empty() => effect = moves(cx, m)?,
                        // Ludii's `(max N)` has no least (Undefined, -1).
                        ("max", [n]) => (min, max) = (Int::Const(-1), int(cx, n)?),
                        ("min", [n]) => min = int(cx, n)?,
                        ("exact", [n]) => (min, max) = (int(cx, n)?, int(cx, n)?),
                        ("range", [lo, hi]) => (min, max) = (int(cx, lo)?, int(cx, hi)?),
                        _ => {
                            cx.unsupported(x, "an argument of `between` in `custodial`");
                            return None;
                        }
                    }
                }
            }
            Some("to") => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                if !t.pos.is_empty() {
                    cx.unsupported(t.node, "an argument of `to` in `custodial`");
                    return None;
                }
                if let Some(c) = t.named("if") {
                    friend = boolean(cx, c)?;
                }
            }
            _ if is_dirs(a) => ds = dirs(cx, a)?,
            _ => {
                cx.unsupported(a, "an argument of `custodial`");
                return None;
            }
        }
    }
    Some(MovesKind::Custodial(Box::new(crate::program::Custodial {
        from,
        dirs: ds,
        range: (min, max),
        target,
        friend,
        effect,
    })))
}

/// `(remove (between))`, Ludii's default effect on each piece sandwiched.
fn remove_between() -> Moves {
    Moves {
        kind: MovesKind::Remove {
            sites: Region::Site(SiteFn::Between),
            end_of_turn: false,
            count: None,
        },
        then: None,
        id: Default::default(),
    }
}

/// `(surround [(from S)] [RELATION] [(between [if:C] [(apply M)])] [(to [if:C])]
/// [except:N] [with:(piece N)])`, Ludii's `Surround`: from `(from)` by default.
pub fn surround(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &["except", "with"]);
    let mut from = SiteFn::From;
    let mut ds = Dirs::Fixed {
        abs: cx.graph().adjacent(),
        rel: 0,
    };
    let mut target = Bool::IsEnemy(Int::WhoAt(SiteFn::Between));
    let mut friend = Bool::IsFriend(Int::WhoAt(SiteFn::To));
    let mut effect = remove_between();
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &[]);
                if let Some(s) = f.pos.first() {
                    from = site(cx, s)?;
                }
            }
            Some("between") => {
                let b = Cl::of(a)?;
                b.only_named(cx, &["if"]);
                if let Some(c) = b.named("if") {
                    target = boolean(cx, c)?;
                }
                for x in &b.pos {
                    match Cl::of(x).filter(|r| r.head == "apply" && r.named.is_empty()) {
                        Some(r) if r.pos.len() == 1 => effect = moves(cx, r.pos[0])?,
                        _ => {
                            cx.unsupported(x, "an argument of `between` in `surround`");
                            return None;
                        }
                    }
                }
            }
            Some("to") => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                if !t.pos.is_empty() {
                    cx.unsupported(t.node, "an argument of `to` in `surround`");
                    return None;
                }
                if let Some(c) = t.named("if") {
                    friend = boolean(cx, c)?;
                }
            }
            _ if is_dirs(a) => ds = dirs(cx, a)?,
            _ => {
                cx.unsupported(a, "an argument of `surround`");
                return None;
            }
        }
    }
    let except = match cl.named("except") {
        Some(n) => int(cx, n)?,
        None => Int::Const(0),
    };
    let with = match cl.named("with") {
        Some(p) => match Cl::of(p).filter(|p| p.head == "piece" && p.pos.len() == 1) {
            Some(p) => Some(int(cx, p.pos[0])?),
            None => {
                cx.bad(p, "(piece N)");
                return None;
            }
        },
        None => None,
    };
    Some(MovesKind::Surround(Box::new(crate::program::Surround {
        from,
        dirs: ds,
        target,
        friend,
        except,
        with,
        effect,
    })))
}
