//! Ludii's captures by enclosing, as effects: `(custodial [(from S)] [DIRS] [(between
//! [RANGE] [if:C] [(apply M)])] [(to [if:C])])` (sandwiching) and `(surround ...)` (the
//! same arguments without a range, with `except:` and `with:`).

use super::funcs::{boolean, dirs, int, is_dirs, site};
use super::moves::moves;
use super::{head, Cl, Cx};
use crate::program::{
    Bool, Custodial, Dirs, Enclose, Int, Moves, MovesKind, Region, SiteFn, Surround,
};
use crate::syntax::ast::Node;

/// The arguments both read, with Ludii's defaults: along `Adjacent`, a target is an
/// enemy (`is Enemy` of `(between)`), a friend encloses (`is Friend` of `(to)`), and
/// each target is removed.
struct Enclosure {
    from: SiteFn,
    dirs: Dirs,
    /// The `between` range, when the ludeme takes one (`(max N)` has no least: -1).
    range: Option<(Int, Int)>,
    target: Bool,
    friend: Bool,
    effect: Moves,
}

/// Reads `args` for `ludeme`, starting from `from`; a range is read only `with_range`.
fn enclosure(
    cx: &mut Cx,
    ludeme: &str,
    args: &[&Node],
    from: SiteFn,
    with_range: bool,
) -> Option<Enclosure> {
    let mut e = Enclosure {
        from,
        dirs: Dirs::Fixed {
            abs: cx.graph().adjacent(),
            rel: 0,
        },
        range: None,
        target: Bool::IsEnemy(Int::WhoAt(SiteFn::Between)),
        friend: Bool::IsFriend(Int::WhoAt(SiteFn::To)),
        effect: Moves {
            kind: MovesKind::Remove {
                sites: Region::Site(SiteFn::Between),
                end_of_turn: false,
                count: None,
            },
            then: None,
            id: Default::default(),
        },
    };
    let refuse = |cx: &mut Cx, x: &Node, what: &str| {
        cx.unsupported(x, &format!("an argument of {what}`{ludeme}`"));
    };
    for a in args {
        match head(a) {
            Some("from") => {
                let f = Cl::of(a)?;
                f.only_named(cx, &[]);
                if let Some(s) = f.pos.first() {
                    e.from = site(cx, s)?;
                }
            }
            Some("between") => {
                let b = Cl::of(a)?;
                b.only_named(cx, &["if"]);
                if let Some(c) = b.named("if") {
                    e.target = boolean(cx, c)?;
                }
                for x in &b.pos {
                    let Some(r) = Cl::of(x) else {
                        refuse(cx, x, "`between` in ");
                        return None;
                    };
                    e.range = match (r.head, r.pos.as_slice(), with_range) {
                        ("apply", [m], _) if r.named.is_empty() => {
                            e.effect = moves(cx, m)?;
                            e.range
                        }
                        ("max", [n], true) => Some((Int::Const(-1), int(cx, n)?)),
                        ("min", [n], true) => Some((int(cx, n)?, Int::Const(i64::from(u16::MAX)))),
                        ("exact", [n], true) => Some((int(cx, n)?, int(cx, n)?)),
                        ("range", [lo, hi], true) => Some((int(cx, lo)?, int(cx, hi)?)),
                        _ => {
                            refuse(cx, x, "`between` in ");
                            return None;
                        }
                    };
                }
            }
            Some("to") => {
                let t = Cl::of(a)?;
                t.only_named(cx, &["if"]);
                if !t.pos.is_empty() {
                    refuse(cx, t.node, "`to` in ");
                    return None;
                }
                if let Some(c) = t.named("if") {
                    e.friend = boolean(cx, c)?;
                }
            }
            _ if is_dirs(a) => e.dirs = dirs(cx, a)?,
            _ => {
                refuse(cx, a, "");
                return None;
            }
        }
    }
    Some(e)
}

/// `(custodial ...)`, from `(last To)` by default; Ludii's `Between` without a range
/// has no least and no most.
pub fn custodial(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &[]);
    let e = enclosure(cx, "custodial", args, SiteFn::LastTo, true)?;
    let range = e
        .range
        .unwrap_or((Int::Const(0), Int::Const(i64::from(u16::MAX))));
    Some(MovesKind::Custodial(Box::new(Custodial {
        from: e.from,
        dirs: e.dirs,
        range,
        target: e.target,
        friend: e.friend,
        effect: e.effect,
    })))
}

/// `(surround ... [except:N] [with:(piece N)])`, Ludii's `Surround`: from `(from)` by
/// default.
pub fn surround(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &["except", "with"]);
    let e = enclosure(cx, "surround", args, SiteFn::From, false)?;
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
    Some(MovesKind::Surround(Box::new(Surround {
        from: e.from,
        dirs: e.dirs,
        target: e.target,
        friend: e.friend,
        except,
        with,
        effect: e.effect,
    })))
}

/// `(enclose [(from S)] [DIRS] [(between [if:C] [(apply M)])] [numException:N])`, Ludii's
/// `Enclose`, from `(last To)` by default. A target test that reads `(is Empty ...)`
/// (where Ludii asks the enclosing sites to be one group) is refused.
pub fn enclose(cx: &mut Cx, cl: &Cl, args: &[&Node]) -> Option<MovesKind> {
    cl.only_named(cx, &["numException"]);
    if let Some(t) = args.iter().find(|a| head(a) == Some("to")) {
        cx.unsupported(t, "an argument of `enclose`");
        return None;
    }
    if let Some(e) = args.iter().find(|a| reads_is_empty(a)) {
        cx.unsupported(e, "a target of `enclose` that may be empty");
        return None;
    }
    let e = enclosure(cx, "enclose", args, SiteFn::LastTo, false)?;
    let except = match cl.named("numException") {
        Some(n) => int(cx, n)?,
        None => Int::Const(0),
    };
    Some(MovesKind::Enclose(Box::new(Enclose {
        from: e.from,
        dirs: e.dirs,
        target: e.target,
        except,
        effect: e.effect,
    })))
}

/// Whether `(between if:C ...)` has an `(is Empty ...)` in `C`.
fn reads_is_empty(node: &Node) -> bool {
    let Some(b) = Cl::of(node).filter(|b| b.head == "between") else {
        return false;
    };
    fn any_empty(n: &Node) -> bool {
        use crate::syntax::ast::Kind;
        match &n.kind {
            Kind::Clause { args, .. } => {
                Cl::of(n).is_some_and(|c| c.head == "is" && c.variant() == Some("Empty"))
                    || args.iter().any(any_empty)
            }
            Kind::Array(v) => v.iter().any(any_empty),
            Kind::Named { value, .. } => any_empty(value),
            _ => false,
        }
    }
    b.named("if").is_some_and(any_empty)
}
