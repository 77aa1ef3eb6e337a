//! A position of the general engine ([`State`]) and the facts kept beside it that are
//! no part of its identity: the occupancy by owner and the last move.

use super::{Engine, Holding, Memory, Phases, Stacks};
pub use crate::program::PLAYER_VALUES;
use crate::program::{CompId, PlayerId, Site, SiteSet};
use smallvec::SmallVec;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Over {
    /// This player (1-based) won.
    Win(PlayerId),
    /// Drawn.
    Draw,
}

/// A position and the turn-local facts Ludii's ludemes read.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The component on each site (0: empty); inline for boards up to 128 sites, so
    /// that the copies the look-ahead makes do not allocate.
    pub what: SmallVec<[CompId; 128]>,
    /// In a game of stacks, the pieces under each site's top piece, bottom first;
    /// `None` for every other game (so that copying their positions costs nothing more).
    /// (With, when the game needs them, the values per level and the removals marked
    /// for the end of the turn: `levels`.)
    pub below: Option<Box<Stacks>>,
    /// Per-site value (`place ... value:`); empty when the game uses none.
    pub value: Vec<i32>,
    /// Per-site state (`set State`); empty when the game uses none.
    pub sstate: Vec<i32>,
    /// The hands and the counts of pieces, in a game that keeps counts (Ludii's
    /// `Count` flag: a game with hands); `None` in every other game, so that copying
    /// their positions costs nothing more.
    pub held: Holding,
    /// Each player's current phase; not part of a position's identity, as in Ludii,
    /// whose state hash leaves the phases out.
    pub phase: Phases,
    /// The player to move (1-based).
    pub mover: PlayerId,
    /// The next player.
    pub next: PlayerId,
    /// The player who made the previous move (0 before any move).
    pub prev: PlayerId,
    /// Pieces captured this turn still on the board (`sites ToClear`).
    pub to_clear: SiteSet,
    /// The sites large pieces cover, their roots included (`large`): no piece stands
    /// on them but their roots', yet they are not empty. Empty in every other game.
    pub covered: SiteSet,
    /// Pending sites (`set Pending`).
    pub pending: SiteSet,
    /// Whether anything is pending.
    pub is_pending: bool,
    /// Each player's value (`set Value`), index 0 = P1, for the first
    /// [`PLAYER_VALUES`] players.
    pub pvalue: [i32; PLAYER_VALUES],
    /// The players still in play (bit `p - 1`), as Ludii's context keeps them (and
    /// its state hash): all of them until a result takes one out.
    pub active: u16,
    /// The ranks given so far, in a game of one player or more than two (`results`);
    /// `None` until the first result, and in every two-player game.
    pub ranks: Option<Box<super::results::Ranks>>,
    /// The game's end, once over.
    pub over: Option<Over>,
    /// Whether the current turn and the one before began with a pass (Ludii ends a
    /// game in a draw when two turns in a row are a single pass each).
    pub passed: [bool; 2],
    /// Ludii's count of consecutive moves that were a pass, up to the last move of a
    /// game still going on (part of its state hash: a turn that ends with a pass is
    /// not one that ends with another move to the same board).
    pub passes: u8,
    /// Whether the players swapped sides by the swap rule (`(meta (swap))`): part of
    /// Ludii's state hash (its order of players), though no rule reads it.
    pub swapped: bool,
    /// The players marked by `(trigger ...)` (bit `p - 1`), for good: part of Ludii's
    /// state hash.
    pub triggered: u16,
    /// The variable, the values remembered and the scores (`memory`); `None` for a
    /// game that keeps none.
    pub mem: Option<Box<Memory>>,
    /// The dice shown and the chance stream (`dice`); `None` for a game without dice.
    pub dice: Option<Box<super::dice::Rolled>>,
    /// Facts of the last move, not part of the position's identity.
    pub last: Last,
    /// The sites each owner's pieces stand on, kept beside `what`.
    pub occ: Occupancy,
    /// Where the pieces stand along tracks that cross themselves, in a game that reads
    /// it ([`super::on_track`]); `None` in every other game.
    pub on_track: Option<Box<super::on_track::OnTrack>>,
    /// The marks of hidden information (`set Hidden`); `None` in every other game.
    pub hidden: Option<Box<super::hidden::Marks>>,
}

// By hand: the look-ahead copies states all the time, and the board copied as one
// slice costs a fraction of a copy element by element.
impl Clone for State {
    fn clone(&self) -> State {
        State {
            what: SmallVec::from_slice(&self.what),
            below: self.below.clone(),
            value: self.value.clone(),
            sstate: self.sstate.clone(),
            held: self.held.clone(),
            phase: self.phase,
            mover: self.mover,
            next: self.next,
            prev: self.prev,
            to_clear: self.to_clear.clone(),
            covered: self.covered.clone(),
            pending: self.pending.clone(),
            is_pending: self.is_pending,
            pvalue: self.pvalue,
            active: self.active,
            ranks: self.ranks.clone(),
            over: self.over,
            passed: self.passed,
            passes: self.passes,
            swapped: self.swapped,
            triggered: self.triggered,
            mem: self.mem.clone(),
            dice: self.dice.clone(),
            last: self.last.clone(),
            occ: self.occ.clone(),
            on_track: self.on_track.clone(),
            hidden: self.hidden.clone(),
        }
    }
}

/// The sites of each owner's pieces (index = owner, 0 for pieces of no player), kept
/// in step with [`State::what`] so that `forEach Piece` visits only the mover's pieces.
/// It is read off `what`, so it takes no part in a position's identity.
#[derive(Clone, Debug, Default)]
pub struct Occupancy(pub [SiteSet; OCC_OWNERS]);

/// Owners whose pieces [`Occupancy`] keeps (no player, P1, P2).
pub const OCC_OWNERS: usize = 3;

impl PartialEq for Occupancy {
    fn eq(&self, _: &Occupancy) -> bool {
        true
    }
}
impl Eq for Occupancy {}
impl std::hash::Hash for Occupancy {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// The last move's facts.
#[derive(Clone, Debug, Default)]
pub struct Last {
    /// `(last From)`.
    pub from: Site,
    /// `(last To)`.
    pub to: Site,
    /// `(last Between)`: the hurdles of the last move.
    pub between: SiteSet,
    /// `(last LevelTo)`: the level the last move's first action put its piece at.
    pub level_to: u16,
    /// Moves made by the mover in the current turn.
    pub moves_this_turn: u16,
    /// Players found without a legal move when their moves were last computed (bit p).
    pub stalemated: u32,
    /// Turns played (for the turn limit).
    pub turns: u32,
    /// Moves played (for the move limit).
    pub moves: u32,
    /// Turns in a row without progress, for `(no Progress N)` (`progress.rs`).
    pub quiet: u16,
    /// Whether the turn in progress has made progress so far.
    pub progress: bool,
    /// Whether the last move was a pass (`(was Pass)`, read by the end rules too).
    pub pass: bool,
    /// Ludii's `(counter)`: -1 at the start, one more after every move (once the end
    /// rules have read it), set by `(set Counter)`; not part of a position, as Ludii's
    /// state hash leaves it out.
    pub counter: i32,
    /// The sites the earlier moves of the turn in progress went from and to, for
    /// `(is Visited S)`; not part of a position, as Ludii's state hash leaves it out.
    pub visited: SiteSet,
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
            Some(_) => 0,
            // A hand's site: the owner of the piece it holds, as Ludii reads it.
            None => match e.content(self, site) {
                0 => 0,
                c => e.owner.get(c as usize).copied().unwrap_or(0),
            },
        }
    }

    /// The mover's current phase (0 in a game without phases).
    #[inline]
    pub fn mover_phase(&self) -> usize {
        self.phase.0.get(self.mover as usize).copied().unwrap_or(0) as usize
    }
}
