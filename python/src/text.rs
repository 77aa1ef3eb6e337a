//! Actions as text: a move's origin and destination by the sites' names, the kind of
//! move by its separator (`c3-d4` a step, `c3xe5` a capture's jump, `+a1` a piece
//! entering from outside the board, `xb2` a removal, `pass`).

use ludic::engine::{Action, Engine, Move};
use ludic::game::ActionIndex;
use ludic::notation::position::Naming;
use ludic::program::Site;

/// A site's name (`a1`, `#N` for a hand's site).
fn name(n: &Naming, site: Option<Site>) -> String {
    site.map_or_else(|| "off".into(), |s| n.site(s))
}

/// A legal move's text.
pub fn move_text(e: &Engine, mv: &Move) -> String {
    let n = Naming::new(e);
    let index = ActionIndex::of(e);
    let (from, to) = index.sites(index.index(mv)).unwrap_or((None, None));
    let removes = mv
        .actions
        .iter()
        .any(|a| matches!(a, Action::Remove { .. }));
    match (from, to) {
        (None, None) => "pass".into(),
        (None, Some(to)) => format!("+{}", n.site(to)),
        (Some(f), Some(t)) if f == t && removes => format!("x{}", n.site(t)),
        (Some(f), Some(t)) if f == t => n.site(t),
        _ if !mv.between.is_empty() || removes => {
            format!("{}x{}", name(&n, from), name(&n, to))
        }
        _ => format!("{}-{}", name(&n, from), name(&n, to)),
    }
}

/// The text of an action number outside any position: its sites alone.
pub fn action_text(e: &Engine, action: u32) -> Option<String> {
    let n = Naming::new(e);
    let (from, to) = ActionIndex::of(e).sites(action)?;
    Some(match (from, to) {
        (None, None) => "pass".into(),
        _ => format!("{}-{}", name(&n, from), name(&n, to)),
    })
}
