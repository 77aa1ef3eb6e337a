//! Functions: booleans, integers, sites, regions, players and directions.
//!
//! Regions and integers that do not depend on the position are folded at compile
//! time (`(sites Bottom)`, `(count Rows)`, `(- 4 1)`), so the engine sees constants.

mod conditions;
mod directions;
mod line;
mod numbers;
mod regions;
mod sites;

pub use conditions::boolean;
pub use directions::{dirs, is_dirs};
pub use numbers::{arith, int, int_const};
pub use regions::{region, region_const};
pub use sites::{site, site_named};

use super::Cx;
use crate::program::Who;
use crate::syntax::ast::{Head, Kind, Node};

/// A player constant or function.
pub fn who(cx: &mut Cx, node: &Node) -> Option<Who> {
    let w = match &node.kind {
        Kind::Ident(s) => match s.as_str() {
            "Mover" => Who::Mover,
            "Next" => Who::Next,
            "Prev" => Who::Prev,
            "Player" => Who::Player,
            s if s.starts_with('P') && s[1..].parse::<u8>().is_ok() => {
                Who::Id(s[1..].parse().unwrap_or(1))
            }
            _ => {
                cx.bad(node, "a player (Mover, Next, Prev, P1...)");
                return None;
            }
        },
        Kind::Int(n) if (0..=16).contains(n) => Who::Id(*n as u8),
        Kind::Clause { .. } if super::head(node) == Some("mover") => Who::Mover,
        Kind::Clause { .. } if super::head(node) == Some("next") => Who::Next,
        Kind::Clause { .. } if super::head(node) == Some("prev") => Who::Prev,
        _ => {
            cx.bad(node, "a player (Mover, Next, Prev, P1...)");
            return None;
        }
    };
    Some(w)
}

fn op(node: &Node) -> Option<&str> {
    match &node.kind {
        Kind::Clause {
            head: Head::Op(o), ..
        } => Some(o),
        _ => None,
    }
}

fn clause_args(node: &Node) -> &[Node] {
    match &node.kind {
        Kind::Clause { args, .. } => args,
        _ => &[],
    }
}
