//! The one check of a clause against its ludeme's signature, before the compiler's arm
//! for it runs.

use super::signature::Need;
use super::{find, has_subtypes, Family, Ludeme};
use crate::diag::{did_you_mean, Diag};
use crate::program::compile::{head, Cl, Cx};

/// Site types, which stand first without being a subtype (`(remove Cell S)`).
const SITE_TYPES: &[&str] = &["Cell", "Vertex", "Edge"];

/// Checks `cl`, read as a ludeme of `family`, against its entry: the number of positional
/// arguments, and every named argument known and every required one given. Each fault is
/// one located error; a clause that is not in the table passes (its arm says what is not
/// supported). False when the clause is faulty.
pub fn check(cx: &mut Cx, family: Family, cl: &Cl) -> bool {
    let Some((ludeme, skip)) = entry(family, cl) else {
        return true;
    };
    // A clause may be read twice as the same family (a number tried as a site); its
    // faults are told once.
    let span = cl.node.span;
    let key = (family, span.file, span.start, span.end);
    if cx.checked.contains(&key) {
        return false;
    }
    let sig = ludeme.signature();
    let mut ok = true;
    // `(then ...)` ends any move program; it is not part of a generator's signature.
    let pos: Vec<_> = cl.pos[skip..]
        .iter()
        .filter(|a| !(family == Family::Moves && head(a) == Some("then")))
        .collect();
    let (min, max) = sig.positional_range();
    let names = sig.names();
    // Ludii's named forms stand for a positional argument (`(coord row:0 column:0)` for
    // `(coord "A1")`): while one is unread, a missing positional is its knock-on, and
    // "its syntax" beside "not supported" would only repeat the fault.
    let unread = cl.named.iter().any(|(n, _)| !names.contains(n));
    if (pos.len() < min && !unread) || max.is_some_and(|m| pos.len() > m) {
        ok = false;
        let takes = match max {
            Some(m) if m == min => format!("{min}"),
            Some(m) => format!("{min} to {m}"),
            None => format!("at least {min}"),
        };
        let at = pos.get(max.unwrap_or(usize::MAX)).map_or(span, |a| a.span);
        cx.error(
            Diag::new(
                "lud::program::bad_argument",
                format!(
                    "`{}` takes {takes} positional argument{}, found {}",
                    ludeme.key,
                    if takes == "1" { "" } else { "s" },
                    pos.len()
                ),
            )
            .label(at, "here")
            .help(format!("its syntax: {}", ludeme.syntax())),
        );
    }
    for (n, v) in &cl.named {
        if names.contains(n) {
            continue;
        }
        ok = false;
        // What ludic reads, not what the ludeme takes: Ludii's may take more, and
        // "it takes none" beside "not supported yet" would contradict itself.
        let takes = if names.is_empty() {
            format!("ludic reads no named argument of `{}` yet", ludeme.key)
        } else {
            format!(
                "ludic reads only {} of `{}` so far",
                names
                    .iter()
                    .map(|n| format!("`{n}:`"))
                    .collect::<Vec<_>>()
                    .join(", "),
                ludeme.key
            )
        };
        let help = match did_you_mean(n, names.iter().copied()) {
            Some(s) => format!("did you mean `{s}:`? ({takes})"),
            None => takes,
        };
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                format!("`{n}:` of `{}` is not supported yet", ludeme.key),
            )
            .label(v.span, "not supported")
            .help(help),
        );
    }
    for a in sig.named.iter().filter(|a| a.need == Need::Required) {
        if cl.named(a.name).is_none() {
            ok = false;
            cx.error(
                Diag::new(
                    "lud::program::bad_argument",
                    format!("`{}` needs `{}:`", ludeme.key, a.name),
                )
                .label(span, "here")
                .help(format!("its syntax: {}", ludeme.syntax())),
            );
        }
    }
    if !ok {
        cx.checked.insert(key);
    }
    ok
}

/// The entry `cl` is checked against, and how many positional arguments its key takes
/// (the subtype): `(sites Occupied ...)` is `sites Occupied`; `(remove Cell S)` is
/// `remove`, its site type a positional argument; `(sites Nowhere)` has no entry when
/// `sites` has subtypes but not this one (its arm reports it).
fn entry(family: Family, cl: &Cl) -> Option<(&'static Ludeme, usize)> {
    match cl.variant() {
        Some(v) if !SITE_TYPES.contains(&v) => {
            if let Some(l) = find(family, &format!("{} {v}", cl.head)) {
                return Some((l, 1));
            }
            if has_subtypes(family, cl.head) && v.starts_with(|c: char| c.is_ascii_uppercase()) {
                return match find(family, cl.head) {
                    // `(count Pieces ...)`-style subtypes only: a head whose bare form
                    // takes a constant first (`(no Moves Next)` has no bare form) passes.
                    Some(l) if takes_constant_first(l) => Some((l, 0)),
                    _ => None,
                };
            }
            find(family, cl.head).map(|l| (l, 0))
        }
        _ => find(family, cl.head).map(|l| (l, 0)),
    }
}

/// Whether the bare form's first positional argument may be a constant (a player).
fn takes_constant_first(l: &Ludeme) -> bool {
    use super::signature::ArgKind;
    l.signature().positional.first().is_some_and(|a| {
        matches!(
            a.kind,
            ArgKind::Player | ArgKind::Any | ArgKind::Dirs | ArgKind::SiteType
        )
    })
}
