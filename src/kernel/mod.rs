//! The generic game kernel: board tables, state, turns, move generation, apply,
//! outcome and hashing. It runs any [`Rules`]; it names no game.
//!
//! Sites are the playable cells, numbered in reading order from the top-left cell as
//! seen by the first player (row `height-1` first, left to right), so on 10x10 dark
//! squares site `i` is international square `i + 1`.

mod apply;
mod bits;
pub(crate) mod capture;
mod count;
mod movegen;
mod perft;
mod popcnt;
mod rank;
mod sample;
mod tables;
mod zobrist;

pub use bits::Bits;
pub use perft::{playout, Playout};

use crate::rules::{Cell, Rules};
use capture::Ranker;
use popcnt::Pop64;
use tables::Tables;
use zobrist::Zobrist;

/// The most sites a board may have (a [`SiteSet`] is 128 bits).
pub const MAX_SITES: usize = 128;

/// A site index, `0..Game::num_sites()` (at most 128).
pub type Site = u8;

/// A set of sites, bit `i` = site `i`: the public type, wide enough for any board. The
/// kernel runs boards of at most 64 sites on `u64` sets inside (see [`Bits`]).
pub type SiteSet = u128;

/// The most landing squares a turn records, hence the most hops in one capture
/// sequence: a sequence that reaches it ends there.
pub const MAX_PATH: usize = 32;

/// A piece on a site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Owner, 0 (P1) or 1 (P2).
    pub player: u8,
    /// Promoted.
    pub king: bool,
}

/// A whole turn with site sets of the public width.
pub type Turn = TurnOf<SiteSet>;

/// A whole turn: optional huff, then one move (a step or slide, or a capture sequence),
/// with site sets of type `B`.
#[derive(Clone, Copy, Debug)]
pub struct TurnOf<B> {
    /// The opponent's piece removed by a huff before the move.
    pub huff: Option<Site>,
    /// Where the moving piece starts.
    pub from: Site,
    /// Landing sites in order; the last is where the piece ends. One entry for a
    /// non-capturing move.
    pub path: [Site; MAX_PATH],
    /// Number of entries used in `path`.
    pub path_len: u8,
    /// The sites of the captured pieces.
    pub captured: B,
    /// Whether the moving piece is promoted by this turn.
    pub promotes: bool,
    /// The capture's rank under the capture policy's priority list (higher is better;
    /// 0 for a non-capturing move). Several paths of one identity keep the best rank.
    pub rank: u64,
    /// When this turn is a default (huff mode: a turn ranked below the best capture
    /// available), the mover's pieces the opponent may huff next turn, at their sites
    /// after the move; otherwise empty.
    pub huffable_after: B,
}

impl<B: Bits> TurnOf<B> {
    /// The final site.
    pub fn to(&self) -> Site {
        self.path[self.path_len as usize - 1]
    }
    /// The landing sites.
    pub fn landings(&self) -> &[Site] {
        &self.path[..self.path_len as usize]
    }
    /// Number of pieces captured.
    pub fn num_captured(&self) -> u32 {
        self.captured.count()
    }
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
}

/// Turns are equal when the rule book's identity is: huff, start, end, captured set,
/// and whether the piece ends promoted (two routes over the same pieces, one crowning
/// on the way, reach different positions).
impl<B: Bits> PartialEq for TurnOf<B> {
    fn eq(&self, o: &TurnOf<B>) -> bool {
        self.huff == o.huff
            && self.from == o.from
            && self.to() == o.to()
            && self.captured == o.captured
            && self.promotes == o.promotes
    }
}
impl<B: Bits> Eq for TurnOf<B> {}

/// A position with site sets of the public width.
pub type State = StateOf<SiteSet>;

/// A position, with site sets of type `B`: cheap to copy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StateOf<B> {
    /// Pieces of each player.
    pub(crate) own: [B; 2],
    /// Kings of either player.
    pub(crate) kings: B,
    /// Pieces of the player *not* to move that the player to move may huff this turn.
    pub(crate) huffable: B,
    /// Turns in a row without progress.
    pub(crate) quiet: u16,
    /// Player to move.
    pub(crate) side: u8,
    /// Zobrist hash of everything above.
    pub(crate) hash: u64,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// This player won.
    Win(u8),
    /// Drawn.
    Draw,
}

/// Rules plus tables precomputed from them.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    t: Tables<u128>,
    /// The same tables on 64-bit site sets, when the board has at most 64 sites: perft
    /// and playouts then run on them.
    t64: Option<Tables<u64>>,
    /// The same again on [`Pop64`] sets, when the board fits and the processor has
    /// `popcnt`: perft, counting and playouts then run on these.
    tpop: Option<Tables<Pop64>>,
    z: Box<Zobrist>,
    ranker: Ranker,
    start: State,
}

impl Game {
    /// Builds the tables. Fails (with a message) when the board has no site or more
    /// than 128, or a start placement names an unplayable cell.
    pub fn new(rules: Rules) -> Result<Game, String> {
        let t = Tables::<u128>::new(&rules)?;
        let t64 = if t.n <= 64 {
            Some(Tables::<u64>::new(&rules)?)
        } else {
            None
        };
        let tpop = if t.n <= 64 && popcnt::available() {
            Some(Tables::<Pop64>::new(&rules)?)
        } else {
            None
        };
        let mut pieces = Vec::new();
        for p in &rules.start {
            for &cell in &p.cells {
                let site = t
                    .site_at(cell)
                    .ok_or_else(|| format!("start cell {cell:?} is not a playable site"))?;
                pieces.push((
                    site,
                    Piece {
                        player: p.player & 1,
                        king: p.king,
                    },
                ));
            }
        }
        let mut g = Game {
            ranker: Ranker::new(&rules.capture.priority, [rules.man.worth, rules.king.worth]),
            t,
            t64,
            tpop,
            z: Zobrist::new(),
            start: State::default(),
            rules,
        };
        g.start = g.setup(g.rules.first & 1, &pieces);
        Ok(g)
    }
    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// Number of sites.
    pub fn num_sites(&self) -> usize {
        self.t.n
    }
    /// Grid cell of a site (panics if `site >= num_sites()`).
    pub fn cell(&self, site: Site) -> Cell {
        self.t.cells[site as usize]
    }
    /// Site at a grid cell, if it is playable.
    pub fn site_at(&self, cell: Cell) -> Option<Site> {
        self.t.site_at(cell)
    }
    /// The start position.
    pub fn start(&self) -> State {
        self.start
    }
    /// A position from pieces and side to move (no huff pending, counter 0). A later
    /// piece on an already used site replaces the earlier one; sites out of range are
    /// ignored.
    pub fn setup(&self, side: u8, pieces: &[(Site, Piece)]) -> State {
        let mut s = State {
            side: side & 1,
            ..State::default()
        };
        for &(site, p) in pieces {
            if site as usize >= self.t.n {
                continue;
            }
            let b = 1u128 << site;
            s.own[0] &= !b;
            s.own[1] &= !b;
            s.kings &= !b;
            s.own[p.player as usize & 1] |= b;
            if p.king {
                s.kings |= b;
            }
        }
        s.hash = self.recompute_hash(&s);
        s
    }
    /// `s` with the pieces on `sites` of the player not to move huffable this turn, as
    /// after that player's default (sites without such a piece are dropped). Another
    /// engine's position after a default is set up this way.
    pub fn with_huffable(&self, s: &State, sites: SiteSet) -> State {
        let mut n = *s;
        n.huffable = sites & s.own[s.side as usize ^ 1];
        n.hash = self.recompute_hash(&n);
        n
    }
    /// The Zobrist hash of `s` computed from scratch (the incremental one kept in
    /// [`State::hash`] must always equal it).
    pub fn recompute_hash<B: Bits>(&self, s: &StateOf<B>) -> u64 {
        self.z.hash(s)
    }
    /// The promotion region of `player` as a site set.
    pub fn promotion_region(&self, player: u8) -> SiteSet {
        self.t.promo[player as usize & 1]
    }
}

/// The game seen through the tables of one site-set width: what the generic move
/// generation, apply and perft run on.
#[derive(Clone, Copy)]
pub(crate) struct Kern<'a, B> {
    /// The game (rules, hash keys, capture ranking).
    pub g: &'a Game,
    /// Its tables at width `B`.
    pub t: &'a Tables<B>,
}

impl Game {
    /// The kernel on 128-bit site sets, for any board.
    #[inline(always)]
    pub(crate) fn wide(&self) -> Kern<'_, u128> {
        Kern {
            g: self,
            t: &self.t,
        }
    }
    /// The kernel on 64-bit site sets, when the board has at most 64 sites.
    #[inline(always)]
    pub(crate) fn narrow(&self) -> Option<Kern<'_, u64>> {
        self.t64.as_ref().map(|t| Kern { g: self, t })
    }
    /// The kernel on 64-bit sets counted by `popcnt`, when the board has at most 64
    /// sites and the processor has the instruction.
    #[inline(always)]
    pub(crate) fn pop(&self) -> Option<Kern<'_, Pop64>> {
        self.tpop.as_ref().map(|t| Kern { g: self, t })
    }
}

impl<B: Bits> StateOf<B> {
    /// Player to move.
    pub fn side(&self) -> u8 {
        self.side
    }
    /// The piece on a site.
    pub fn piece(&self, site: Site) -> Option<Piece> {
        let player = if self.own[0].has(site) {
            0
        } else if self.own[1].has(site) {
            1
        } else {
            return None;
        };
        Some(Piece {
            player,
            king: self.kings.has(site),
        })
    }
    /// The same position with site sets of type `W`, which the caller knows hold them.
    pub(crate) fn convert<W: Bits>(&self) -> StateOf<W> {
        StateOf {
            own: self.own.map(|o| W::narrow(o.wide())),
            kings: W::narrow(self.kings.wide()),
            huffable: W::narrow(self.huffable.wide()),
            quiet: self.quiet,
            side: self.side,
            hash: self.hash,
        }
    }
    /// Zobrist hash.
    pub fn hash(&self) -> u64 {
        self.hash
    }
    /// Pieces of the player *not* to move that the player to move may huff this turn.
    pub fn huffable(&self) -> B {
        self.huffable
    }
    /// Turns in a row without capture, huff or man move.
    pub fn quiet_turns(&self) -> u16 {
        self.quiet
    }
    /// The pieces of `player`.
    pub fn pieces_of(&self, player: u8) -> B {
        self.own[player as usize & 1]
    }
    /// All kings.
    pub fn kings(&self) -> B {
        self.kings
    }
}
