//! The general engine: runs any [`Program`] move by move, as Ludii does, over a
//! general [`State`]; whole turns (the maximal run of moves by one mover) are built on
//! top in [`turns`].
//!
//! A move is a list of [`Action`]s plus the consequences (`then`) still to run when it
//! is applied. Conditions read a small context (from, to, between, the bound site).

mod apply;
mod eval;
mod gen;
pub mod turns;

use crate::program::board::OFF;
use crate::program::{CompId, PlayerId, Program, Site, SiteSet};

pub use turns::Turn;

/// One atomic change of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the piece at `from` to `to` (what was at `to` is replaced).
    Move {
        /// Origin.
        from: Site,
        /// Destination.
        to: Site,
    },
    /// Remove the piece at a site, now or at the end of the turn.
    Remove {
        /// The site.
        site: Site,
        /// At the end of the turn (`at:EndOfTurn`).
        deferred: bool,
    },
    /// Replace the piece at a site by a component.
    Promote {
        /// The site.
        site: Site,
        /// The new component.
        comp: CompId,
    },
    /// The same player moves again.
    MoveAgain,
    /// Mark a site (or just the state) pending for the next move.
    SetPending(Site),
    /// Set a player's value.
    SetValue(PlayerId, i32),
    /// Set a site's value.
    SetSiteValue(Site, i32),
    /// Set a site's state.
    SetState(Site, i32),
    /// Nothing happens (a pass).
    Pass,
}

/// A generated move: actions now, consequences when applied.
#[derive(Clone, Debug)]
pub struct Move<'p> {
    /// Where the moving piece starts ([`OFF`] for a pass).
    pub from: Site,
    /// Where it ends.
    pub to: Site,
    /// The hurdles of a hop.
    pub between: SiteSet,
    /// The actions.
    pub actions: Vec<Action>,
    /// Consequences to run after the actions, in order.
    pub then: Vec<&'p crate::program::Moves>,
}

impl Move<'_> {
    /// A pass.
    pub fn pass() -> Move<'static> {
        Move {
            from: OFF,
            to: OFF,
            between: SiteSet::EMPTY,
            actions: vec![Action::Pass],
            then: Vec::new(),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Over {
    /// This player (1-based) won.
    Win(PlayerId),
    /// Drawn.
    Draw,
}

/// A position and the turn-local facts Ludii's ludemes read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The component on each site (0: empty).
    pub what: Vec<CompId>,
    /// Per-site value (`place ... value:`).
    pub value: Vec<i32>,
    /// Per-site state (`set State`).
    pub sstate: Vec<i32>,
    /// The player to move (1-based).
    pub mover: PlayerId,
    /// The next player.
    pub next: PlayerId,
    /// The player who made the previous move (0 before any move).
    pub prev: PlayerId,
    /// Pieces captured this turn still on the board (`sites ToClear`).
    pub to_clear: SiteSet,
    /// Pending sites (`set Pending`).
    pub pending: SiteSet,
    /// Whether anything is pending.
    pub is_pending: bool,
    /// Each player's value (`set Value`), index 0 = P1.
    pub pvalue: [i32; 2],
    /// The game's end, once over.
    pub over: Option<Over>,
    /// Whether the current turn and the one before began with a pass (Ludii ends a
    /// game in a draw when two turns in a row are a single pass each).
    pub passed: [bool; 2],
    /// Facts of the last move, not part of the position's identity.
    pub last: Last,
}

/// The last move's facts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Last {
    /// `(last From)`.
    pub from: Site,
    /// `(last To)`.
    pub to: Site,
    /// Moves made by the mover in the current turn.
    pub moves_this_turn: u16,
    /// Players found without a legal move when their moves were last computed (bit p).
    pub stalemated: u8,
    /// Turns played (for the turn limit).
    pub turns: u32,
    /// Moves played (for the move limit).
    pub moves: u32,
}

// The last move is not part of a position: two routes to the same board are one.
impl PartialEq for Last {
    fn eq(&self, _: &Last) -> bool {
        true
    }
}
impl Eq for Last {}
impl std::hash::Hash for Last {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl State {
    /// The owner of the piece on a site (0: empty).
    pub fn who(&self, e: &Engine, site: Site) -> PlayerId {
        match self.what.get(site as usize) {
            Some(&c) if c != 0 => e.owner[c as usize],
            _ => 0,
        }
    }
}

/// A program with the tables the engine derives from it.
#[derive(Clone, Debug)]
pub struct Engine {
    /// The program.
    pub program: Program,
    /// Owner of each component (index = component id; 0 unused).
    owner: Vec<PlayerId>,
    /// Component of each (name, player) (`[name][player]`, 0 = none).
    by_name: Vec<Vec<CompId>>,
    /// Each player's owned region (index = player).
    owned: Vec<SiteSet>,
    /// Whether any removal is deferred (Ludii's sequence-capture flag).
    sequence_capture: bool,
    start: State,
}

/// The most turns a game lasts before it is a draw (Ludii's default: 1,250 per player).
pub const TURN_LIMIT: u32 = 2500;

/// The most moves a game lasts before it is a draw (Ludii's default).
pub const MOVE_LIMIT: u32 = 10_000;

impl Engine {
    /// Prepares a program to run.
    pub fn new(program: Program) -> Engine {
        let n = program.graph.len();
        let np = program.players.len();
        let mut owner = vec![0];
        owner.extend(program.comps.iter().map(|c| c.owner));
        let by_name = program
            .names
            .0
            .iter()
            .map(|name| {
                // Ludii's `id`, `where` and `promote` take the first component whose
                // name contains the given one.
                (0..=np as u8)
                    .map(|p| {
                        program
                            .comps
                            .iter()
                            .position(|c| c.owner == p && c.name.contains(name.as_str()))
                            .map_or(0, |i| i as CompId + 1)
                    })
                    .collect()
            })
            .collect();
        let mut owned = vec![SiteSet::EMPTY; np + 1];
        for r in &program.regions {
            if (r.owner as usize) <= np {
                owned[r.owner as usize] = owned[r.owner as usize].union(&r.sites);
            }
        }
        let sequence_capture = defers(&program.play)
            || program
                .comps
                .iter()
                .any(|c| c.moves.as_ref().is_some_and(defers));
        let mut start = State {
            what: vec![0; n],
            value: vec![0; n],
            sstate: vec![0; n],
            mover: 1,
            next: 2,
            prev: 0,
            to_clear: SiteSet::EMPTY,
            pending: SiteSet::EMPTY,
            is_pending: false,
            pvalue: [0; 2],
            over: None,
            passed: [false; 2],
            last: Last {
                from: OFF,
                to: OFF,
                ..Last::default()
            },
        };
        for p in &program.start {
            start.what[p.site as usize] = p.comp;
            if let Some(v) = p.value {
                start.value[p.site as usize] = v;
            }
            if let Some(v) = p.state {
                start.sstate[p.site as usize] = v;
            }
        }
        Engine {
            program,
            owner,
            by_name,
            owned,
            sequence_capture,
            start,
        }
    }

    /// The start position.
    pub fn start(&self) -> State {
        self.start.clone()
    }

    /// The component of base name `name` (interned index) owned by `player`.
    pub fn comp_by_name(&self, name: u16, player: PlayerId) -> CompId {
        self.by_name
            .get(name as usize)
            .and_then(|v| v.get(player as usize))
            .copied()
            .unwrap_or(0)
    }

    /// The owner of a component.
    pub fn owner_of(&self, comp: CompId) -> PlayerId {
        self.owner.get(comp as usize).copied().unwrap_or(0)
    }

    /// The number of players.
    pub fn num_players(&self) -> u8 {
        self.program.players.len() as u8
    }
}

/// Whether a program removes anything at the end of the turn (Ludii's sequence-capture
/// flag, which turns on the removal of `sites ToClear` when a turn ends).
fn defers(m: &crate::program::Moves) -> bool {
    use crate::program::{Bool, MovesKind};
    fn in_bool(b: &Bool) -> bool {
        match b {
            Bool::CanMove(m) => defers(m),
            Bool::Not(x) => in_bool(x),
            Bool::And(v) | Bool::Or(v) => v.iter().any(in_bool),
            Bool::If(a, b, c) => in_bool(a) || in_bool(b) || in_bool(c),
            _ => false,
        }
    }
    let here = match &m.kind {
        MovesKind::Remove { end_of_turn, .. } => *end_of_turn,
        MovesKind::Step { to, .. } | MovesKind::Slide { to, .. } => {
            to.apply.as_deref().is_some_and(defers)
        }
        MovesKind::Hop {
            between_apply, to, ..
        } => {
            between_apply.as_deref().is_some_and(defers) || to.apply.as_deref().is_some_and(defers)
        }
        MovesKind::Or(v) | MovesKind::And(v) | MovesKind::Priority(v) => v.iter().any(defers),
        MovesKind::If(c, a, b) => in_bool(c) || defers(a) || b.as_deref().is_some_and(defers),
        MovesKind::MaxMoves { moves, .. } | MovesKind::Apply(moves) => defers(moves),
        MovesKind::ForEachPiece { moves, .. } => moves.as_deref().is_some_and(defers),
        MovesKind::ForEachSite(_, m) => defers(m),
        MovesKind::Do { pre, next, .. } => defers(pre) || next.as_deref().is_some_and(defers),
        _ => false,
    };
    here || m.then.as_deref().is_some_and(defers)
}
