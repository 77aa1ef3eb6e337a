//! The generic game kernel: board tables, state, turns, move generation, apply,
//! outcome and hashing. It runs any [`Rules`]; it names no game.
//!
//! Sites are the playable cells, numbered in reading order from the top-left cell as
//! seen by the first player (row `height-1` first, left to right), so on 10x10 dark
//! squares site `i` is international square `i + 1`.

use crate::rules::{Cell, Outcome, Rules};

/// A site index, `0..Game::num_sites()` (at most 128).
pub type Site = u8;

/// A set of sites, bit `i` = site `i`.
pub type SiteSet = u128;

/// The most landing squares a turn records.
pub const MAX_PATH: usize = 32;

/// A piece on a site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Owner, 0 (P1) or 1 (P2).
    pub player: u8,
    /// Promoted.
    pub king: bool,
}

/// A whole turn: optional huff, then one move (a step or slide, or a capture sequence).
#[derive(Clone, Copy, Debug)]
pub struct Turn {
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
    pub captured: SiteSet,
    /// Whether the moving piece is promoted by this turn.
    pub promotes: bool,
}

impl Turn {
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
        self.captured.count_ones()
    }
    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
}

/// Turns are equal when the rule book's identity is: huff, start, end, captured set.
impl PartialEq for Turn {
    fn eq(&self, o: &Turn) -> bool {
        self.huff == o.huff
            && self.from == o.from
            && self.to() == o.to()
            && self.captured == o.captured
    }
}
impl Eq for Turn {}

/// A position: cheap to copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    /// Pieces of each player.
    pub(crate) own: [SiteSet; 2],
    /// Kings of either player.
    pub(crate) kings: SiteSet,
    /// Pieces of the player to move that the opponent... (see kernel docs)
    pub(crate) huffable: SiteSet,
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
}

impl Game {
    /// Builds the tables. Fails (with a message) when the board has more than 128 sites.
    pub fn new(rules: Rules) -> Result<Game, String> {
        todo!("{rules:?}")
    }
    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// Number of sites.
    pub fn num_sites(&self) -> usize {
        todo!()
    }
    /// Grid cell of a site.
    pub fn cell(&self, site: Site) -> Cell {
        todo!("{site}")
    }
    /// Site at a grid cell, if it is playable.
    pub fn site_at(&self, cell: Cell) -> Option<Site> {
        todo!("{cell:?}")
    }
    /// The start position.
    pub fn start(&self) -> State {
        todo!()
    }
    /// A position from pieces and side to move (no huff pending, counter 0).
    pub fn setup(&self, side: u8, pieces: &[(Site, Piece)]) -> State {
        todo!("{side} {pieces:?}")
    }
    /// Clears `out` and fills it with the legal turns, without duplicates.
    pub fn legal_turns(&self, s: &State, out: &mut Vec<Turn>) {
        todo!("{s:?} {out:?}")
    }
    /// The position after `t`.
    pub fn apply(&self, s: &State, t: &Turn) -> State {
        todo!("{s:?} {t:?}")
    }
    /// The result if the game is over at `s`, given its legal turns.
    pub fn result(&self, s: &State, legal: &[Turn]) -> Option<GameResult> {
        todo!("{s:?} {legal:?} {:?}", Outcome::Draw)
    }
    /// Perft: number of turn sequences of length `depth` (bulk-counted at the last ply).
    pub fn perft(&self, s: &State, depth: u32) -> u64 {
        todo!("{s:?} {depth}")
    }
}

impl State {
    /// Player to move.
    pub fn side(&self) -> u8 {
        self.side
    }
    /// The piece on a site.
    pub fn piece(&self, site: Site) -> Option<Piece> {
        let bit = 1u128 << site;
        let player = if self.own[0] & bit != 0 {
            0
        } else if self.own[1] & bit != 0 {
            1
        } else {
            return None;
        };
        Some(Piece {
            player,
            king: self.kings & bit != 0,
        })
    }
    /// Zobrist hash.
    pub fn hash(&self) -> u64 {
        self.hash
    }
    /// Pieces of the player *not* to move that the player to move may huff this turn.
    pub fn huffable(&self) -> SiteSet {
        self.huffable
    }
    /// Turns in a row without capture, huff or man move.
    pub fn quiet_turns(&self) -> u16 {
        self.quiet
    }
    /// The pieces of `player`.
    pub fn pieces_of(&self, player: u8) -> SiteSet {
        self.own[player as usize & 1]
    }
    /// All kings.
    pub fn kings(&self) -> SiteSet {
        self.kings
    }
}
