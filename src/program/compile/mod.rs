//! From an expanded `(game ...)` clause written in Ludii's move language to a
//! [`Program`]: one unit per family (equipment, moves, functions, start and end).
//!
//! A ludeme the general engine does not know is an error that names it at its place
//! in the file (`lud::program::unsupported`), never a silently different game.

mod board;
mod board_gens;
mod board_ops;
mod boardless;
mod consequences;
mod container;
pub(super) mod coords;
mod copies;
mod custodial;
mod hidden;
mod playable;
pub use container::{board_shape, BoardShape, DefaultSite};
mod dice;
mod distance;
mod dynamic;
mod edge_board;
mod equipment;
mod equipment_alone;
mod flips;
mod for_direction;
pub use equipment_alone::equipment_of;
mod directional;
mod funcs;
pub mod game_match;
mod generators;
mod groups;
mod hand_pieces;
mod huff;
mod int_arrays;
mod intervene;
pub use funcs::arith;
mod around;
mod attract;
mod kinds;
#[cfg(test)]
mod kinds_tests;
mod large_pieces;
mod leap;
mod loops;
pub mod ludemes;
pub(crate) mod maps;
mod memory;
mod meta;
mod moves;
mod off_diagonals;
pub mod own;
mod pattern;
mod phases;
mod place_stack;
mod push;
mod regions;
mod relation_slots;
mod relative;
mod removal;
mod rules;
mod select;
mod shoot;
mod sow;
mod stacks;
mod static_regions;
mod swap_players;
pub(crate) mod teams;
mod tile;
mod tracks;
mod unslotted;

use super::{Component, Graph, NamedRegion, Names, Player, Program};
use crate::diag::{Diag, Diags};
use crate::program::compile::own::args::{describe, head_span};
use crate::syntax::ast::{Head, Kind, Node};

/// What the units share while compiling one game.
#[derive(Default)]
pub struct Cx {
    /// Errors so far.
    pub diags: Diags,
    /// The board, once read.
    pub graph: Option<Graph>,
    /// The board's tracks.
    pub tracks: Vec<crate::program::track::Track>,
    /// The values remembered at the start.
    pub remembered: Vec<(Option<u16>, i32)>,
    /// The players.
    pub players: Vec<Player>,
    /// The components.
    pub comps: Vec<Component>,
    /// Regions of `(regions ...)`.
    pub regions: Vec<NamedRegion>,
    /// The maps of `(map ...)`, for `(mapEntry ...)`.
    pub maps: Vec<maps::Map>,
    /// Each region of the equipment as its owner and parts (`{R1 R2}` is two), for
    /// `(is Connected ROLE)`.
    pub region_parts: Vec<(u8, Vec<crate::program::SiteSet>)>,
    /// Base names of components met in the description.
    pub names: Names,
    /// The hands of the equipment, in order.
    pub hands: Vec<super::Hand>,
    /// The containers of dice of the equipment, their sites not numbered yet.
    pub dice: Vec<super::dice::Dice>,
    /// Whether a ludeme that sets Ludii's `Count` flag was met.
    pub counts: bool,
    /// Whether that flag means counts on the board's sites (a sowing, `count:` of a
    /// placement on the board), which a game of stacks cannot keep; hands and
    /// `count at:` are stacks there.
    pub board_counts: bool,
    /// Whether the game uses stacks (some move says `stack:True`).
    pub stacking: bool,
    /// Whether the board says `use:Vertex`: Ludii's default site type is then the
    /// points, whatever graph ludic keeps them in.
    pub board_points: bool,
    /// Whether the game's text says `stack:True` anywhere (read before compiling, so
    /// that `forEach Piece` knows whether the game is one of stacks).
    pub says_stack: bool,
    /// Whether the board is `(boardless ...)` (what `sites Playable` reads).
    pub boardless: bool,
    /// The scores `(set Score WHO N)` gives at the start (player, score).
    pub start_scores: Vec<(u8, crate::program::Int)>,
    /// Whether the game's text names cells and points as site types (`Cell`,
    /// `Vertex`): a grid whose text names the kind it does not use gets both.
    pub names_kinds: [bool; 2],
    /// The site type of the ludeme being compiled, when it names one: what `Adjacent`
    /// and a coordinate (`"E3"`) mean inside it.
    pub site_kind: Option<crate::program::dual::SiteKind>,
    /// Clauses whose signature check failed ([`ludemes::check`]), by family and span, so
    /// that a clause read twice is reported once.
    pub checked: std::collections::HashSet<(ludemes::Family, u32, u32, u32)>,
    /// Whether the moves being compiled are a `(then ...)` or an `(apply ...)` of a
    /// generator: consequences and effects, applied with a move rather than chosen.
    pub in_then: bool,
    /// The group `(sites)` names inside the moves of a `forEach Group`.
    pub group_region: Option<crate::program::Region>,
    /// A game of hidden information: its start rules marking sites (`hidden::start`),
    /// an empty `and` when it has none; `None` in every other game.
    pub hidden: Option<Box<crate::program::Moves>>,
    /// Whether a match's own rules are being read: only they may read `(matchScore P)`.
    pub in_match: bool,
}

impl Cx {
    /// Records an error.
    pub fn error(&mut self, d: Diag) {
        self.diags.push(d);
    }

    /// Reports a ludeme (or form) the general engine does not support.
    pub fn unsupported(&mut self, node: &Node, what: &str) {
        let mut key = None;
        let name = match &node.kind {
            Kind::Clause {
                head: Head::Name(n),
                args,
                ..
            } => {
                // Name the variant too: `move Leap`, `sites Around`.
                let sub = match args.first().map(|a| &a.kind) {
                    Some(Kind::Ident(sub)) if ludemes::knows(&format!("{n} {sub}")) => Some(sub),
                    Some(Kind::Ident(sub)) if !ludemes::knows(n) => Some(sub),
                    _ => None,
                };
                key = Some(sub.map_or(n.to_string(), |sub| format!("{n} {sub}")));
                match args.first().map(|a| &a.kind) {
                    Some(Kind::Ident(sub)) => format!("({n} {sub} ...)"),
                    _ => format!("({n} ...)"),
                }
            }
            _ => describe(node),
        };
        // A constant, a string or an array is no ludeme: "not among the ludemes" would
        // send the reader looking for the wrong thing; a ludeme ludic reads elsewhere is
        // among them, and the reader is sent to what it takes.
        let help = match key {
            Some(k) if ludemes::knows(&k) => format!(
                "ludic reads `{k}` in the places and forms docs/language.md gives for it; \
                 this one is not among them"
            ),
            Some(_) => {
                "docs/language.md lists the ludemes ludic runs; this one is not among them".into()
            }
            None => "docs/language.md gives the values ludic reads in this place".into(),
        };
        self.error(
            Diag::new(
                "lud::program::unsupported",
                format!("{name} is not supported as {what} yet"),
            )
            .label(head_span(node), "not supported")
            .help(help),
        );
    }

    /// Reports a malformed argument.
    pub fn bad(&mut self, node: &Node, expected: &str) {
        self.error(
            Diag::new(
                "lud::program::bad_argument",
                format!("expected {expected}, found {}", describe(node)),
            )
            .label(node.span, format!("expected {expected}")),
        );
    }

    /// The board graph (a placeholder 1-site board when none was read, so that later
    /// units can go on and report their own errors).
    pub fn graph(&self) -> &Graph {
        static ONE: std::sync::OnceLock<Graph> = std::sync::OnceLock::new();
        self.graph
            .as_ref()
            .unwrap_or_else(|| ONE.get_or_init(|| Graph::grid(1, 1).expect("1x1 board")))
    }
}

/// A clause seen as Ludii's parser sees it: a head, an optional first constant (the
/// variant, as in `move Hop`), positional arguments and named arguments.
pub struct Cl<'a> {
    /// The clause.
    pub node: &'a Node,
    /// The head name.
    pub head: &'a str,
    /// Positional arguments (placeholders dropped).
    pub pos: Vec<&'a Node>,
    /// Named arguments.
    pub named: Vec<(&'a str, &'a Node)>,
}

impl<'a> Cl<'a> {
    /// The view of `node`, when it is a clause with a plain name.
    pub fn of(node: &'a Node) -> Option<Cl<'a>> {
        let Kind::Clause {
            head: Head::Name(head),
            args,
            ..
        } = &node.kind
        else {
            return None;
        };
        let mut pos = Vec::new();
        let mut named = Vec::new();
        for a in args {
            match &a.kind {
                Kind::Named { name, value } => named.push((name.as_str(), &**value)),
                Kind::Placeholder => {}
                _ => pos.push(a),
            }
        }
        Some(Cl {
            node,
            head,
            pos,
            named,
        })
    }

    /// The first positional argument when it is a constant (`Hop` in `(move Hop ...)`).
    pub fn variant(&self) -> Option<&'a str> {
        match self.pos.first().map(|n| &n.kind) {
            Some(Kind::Ident(s)) => Some(s),
            _ => None,
        }
    }

    /// A named argument.
    pub fn named(&self, name: &str) -> Option<&'a Node> {
        self.named.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// The named argument `name` as True or False (`default` when absent); anything
    /// else is a located error.
    pub fn flag(&self, cx: &mut Cx, name: &str, default: bool) -> Option<bool> {
        match self.named(name).map(|n| (n, &n.kind)) {
            None => Some(default),
            Some((_, Kind::Bool(b))) => Some(*b),
            Some((n, _)) => {
                cx.bad(n, "True or False");
                None
            }
        }
    }

    /// Reports named arguments not in `allowed`.
    pub fn only_named(&self, cx: &mut Cx, allowed: &[&str]) {
        for (n, v) in &self.named {
            if !allowed.contains(n) {
                cx.error(
                    Diag::new(
                        "lud::program::unsupported",
                        format!("`{n}:` of `{}` is not supported yet", self.head),
                    )
                    .label(v.span, "not supported")
                    .help(if allowed.is_empty() {
                        format!("ludic reads no named argument of `{}` yet", self.head)
                    } else {
                        format!("supported here: {}", allowed.join(": ") + ":")
                    }),
                );
            }
        }
    }
}

/// Arguments with arrays opened: Ludii takes `(or {A B})` and `(or A B)` alike.
pub fn flat<'a>(nodes: &[&'a Node]) -> Vec<&'a Node> {
    nodes
        .iter()
        .flat_map(|a| match &a.kind {
            Kind::Array(v) => v.iter().collect::<Vec<_>>(),
            _ => vec![*a],
        })
        .collect()
}

/// The head name of a clause, if it is one.
pub fn head(node: &Node) -> Option<&str> {
    crate::program::compile::own::args::head_name(node)
}

/// Compiles an expanded game written in Ludii's move language.
pub fn compile(game: &Node) -> Result<Program, Diags> {
    // Ludii's `(match ...)` plays a series of games, each from its own file (which
    // the loader attached to its `subgame`).
    if head(game) == Some("match") {
        return game_match::compile(game);
    }
    if is_own(game) {
        return own_game(game);
    }
    compile_with(game, &mut |_, _| {})
}

/// [`compile`] of a game clause, with `more` run on the compiled program before the
/// errors are counted (a match reads its own rules with the game's context there).
pub(crate) fn compile_with(
    game: &Node,
    more: &mut dyn FnMut(&mut Cx, &mut Program),
) -> Result<Program, Diags> {
    let mut cx = Cx {
        says_stack: says_stack(game),
        names_kinds: kinds::named_kinds(game),
        ..Cx::default()
    };
    let program = rules::game(&mut cx, game);
    let mut program = program;
    if let Some(p) = program.as_mut() {
        more(&mut cx, p);
    }
    hidden::check_game(&mut cx, game, program.as_ref());
    if cx.stacking {
        // In a game of stacks, Ludii's hands are stacks too and `count at:` is a
        // stack's height: only counts on the board's sites are beyond the engine.
        if cx.board_counts && program.as_ref().is_some_and(|p| p.counts) {
            cx.error(
                Diag::new(
                    "lud::program::unsupported",
                    "counts of pieces on the board's sites are not supported in a game of stacks yet",
                )
                .label(head_span(game), "in this game"),
            );
        }
        if let Some(p) = program.as_mut() {
            p.counts = false;
        }
        // The engine keeps the values placed at the start and the states per level of
        // a stack (`engine::levels`), but sets no value in play, and its flips and
        // placed states write the per-site states, not the levels'.
        let per_site = program.as_ref().is_some_and(|p| {
            let level_states = p.start.iter().any(|x| x.state.is_some())
                || p.has_moves(&|k| matches!(k, super::MovesKind::SetState(..)));
            dynamic::moves_part_of_a_valued_stack(p)
                || p.has_moves(&|k| matches!(k, super::MovesKind::SetSiteValue(..)))
                || (level_states
                    && p.has_moves(&|k| {
                        matches!(
                            k,
                            super::MovesKind::Flip(_)
                                | super::MovesKind::AddPiece { state: Some(_), .. }
                        )
                    }))
        });
        if per_site {
            cx.error(
                Diag::new(
                    "lud::program::unsupported",
                    "per-site values, and flips with states per level, are not supported in a game of stacks yet",
                )
                .label(head_span(game), "in this game"),
            );
        }
    }
    if let Some(p) = &program {
        unslotted::check(&mut cx, game, p);
        large_pieces::check(&mut cx, game, p);
        off_diagonals::check(&mut cx, game, p);
        relation_slots::check(&mut cx, game, p);
        tracks::check_places(&mut cx, game, p);
    }
    if let Some(p) = &program {
        copies::check_board_copies(&mut cx, game, p);
    }
    // `count:` of a removal means a number of pieces of a stack; elsewhere Ludii's
    // meaning depends on counts of pieces, which are not followed there.
    if !cx.stacking
        && program.as_ref().is_some_and(|p| {
            p.has_moves(&|k| matches!(k, super::MovesKind::Remove { count: Some(_), .. }))
        })
    {
        cx.error(
            Diag::new(
                "lud::program::unsupported",
                "`count:` of `remove` is supported in a game of stacks only",
            )
            .label(head_span(game), "in this game"),
        );
    }
    match program {
        Some(p) if cx.diags.is_empty() => Ok(p),
        _ => {
            if cx.diags.is_empty() {
                cx.error(
                    Diag::new("lud::program::failed", "the game could not be compiled")
                        .label(game.span, "in this game"),
                );
            }
            Err(cx.diags)
        }
    }
}

/// A game in ludic's own ludemes: its rule set read by [`own`], then written as the move
/// program it means. A rule set with no move-language form yet is refused at its
/// `(capture ...)`, with the reason.
fn own_game(game: &Node) -> Result<Program, Diags> {
    let declared = own::compile(game)?;
    crate::program::lower::draughts::program(&declared.name, &declared.draughts).map_err(|why| {
        let at = own::capture_clause(game).unwrap_or(game);
        let mut diags = Diags::default();
        diags.push(
            Diag::new(
                "lud::program::no_program",
                format!("this rule set has no move program yet: {why}"),
            )
            .label(head_span(at), "this capture policy")
            .help("every game runs as a move program; this combination of rules is not written as one yet"),
        );
        diags
    })
}

/// Whether an expanded game is one of stacks as Ludii's flags make it: a named argument
/// `stack:True`, a `(place Stack ...)` or a `level:` of a move's origin anywhere.
fn says_stack(n: &Node) -> bool {
    if let Some(c) = Cl::of(n) {
        if (c.head == "place" && c.variant() == Some("Stack"))
            || (c.head == "from" && c.named("level").is_some())
        {
            return true;
        }
    }
    match &n.kind {
        Kind::Named { name, value } => {
            (name == "stack" && matches!(value.kind, Kind::Bool(true))) || says_stack(value)
        }
        Kind::Clause { args, .. } => args.iter().any(says_stack),
        Kind::Array(items) => items.iter().any(says_stack),
        _ => false,
    }
}

/// Whether an expanded game is written in ludic's own draughts ludemes (its `play` holds
/// `(capture ...)`, with moves under `(piece ...)` that take `before:`/`after:` reach
/// words) rather than in Ludii's move language alone.
pub fn is_own(game: &Node) -> bool {
    fn find<'a>(n: &'a Node, name: &str) -> Option<&'a Node> {
        if head(n) == Some(name) {
            return Some(n);
        }
        match &n.kind {
            Kind::Clause { args, .. } => args.iter().find_map(|a| find(a, name)),
            Kind::Array(items) => items.iter().find_map(|a| find(a, name)),
            _ => None,
        }
    }
    // ludic's rule-set files say `(play (capture ...) ...)`; everything else, phases
    // included, is Ludii's move language.
    let Some(play) = find(game, "play") else {
        return false;
    };
    match &play.kind {
        Kind::Clause { args, .. } => args.iter().any(|a| head(a) == Some("capture")),
        _ => false,
    }
}
