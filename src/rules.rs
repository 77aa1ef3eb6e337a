//! The compiled, typed rule set: what `compile` produces and `kernel` runs.
//!
//! It states a game at the level of its rules (board, pieces, moves, capture policy,
//! end) and knows no game by name. Coordinates are `(column, row)` from the bottom-left
//! corner seen from the first player: `(0, 0)` is a1.

use serde::Serialize;

/// A cell of the board grid: `(column, row)`, both from 0.
pub type Cell = (u8, u8);

/// The eight compass directions on a square grid, clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum AbsDir {
    /// Up (towards higher rows).
    N,
    /// Up-right.
    NE,
    /// Right.
    E,
    /// Down-right.
    SE,
    /// Down.
    S,
    /// Down-left.
    SW,
    /// Left.
    W,
    /// Up-left.
    NW,
}

impl AbsDir {
    /// All eight, in clockwise order from N; the index is the bit in a [`Dirs`] mask.
    pub const ALL: [AbsDir; 8] = [
        AbsDir::N,
        AbsDir::NE,
        AbsDir::E,
        AbsDir::SE,
        AbsDir::S,
        AbsDir::SW,
        AbsDir::W,
        AbsDir::NW,
    ];

    /// The `(column, row)` step of this direction.
    pub fn delta(self) -> (i8, i8) {
        match self {
            AbsDir::N => (0, 1),
            AbsDir::NE => (1, 1),
            AbsDir::E => (1, 0),
            AbsDir::SE => (1, -1),
            AbsDir::S => (0, -1),
            AbsDir::SW => (-1, -1),
            AbsDir::W => (-1, 0),
            AbsDir::NW => (-1, 1),
        }
    }

    /// Index 0..8 clockwise from N.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A set of directions, some absolute (`N`, `NE`...) and some relative to the facing of
/// the piece's owner (`F`, `FR`, `R`, `BR`, `B`, `BL`, `L`, `FL`, bits clockwise from
/// forward). The kernel resolves it per player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Dirs {
    /// Absolute directions, bit i = `AbsDir::ALL[i]`.
    pub abs: u8,
    /// Relative directions, bit i = i eighth-turns clockwise from forward.
    pub rel: u8,
}

impl Dirs {
    /// The four diagonals.
    pub const DIAGONAL: Dirs = Dirs {
        abs: 0b1010_1010,
        rel: 0,
    };
    /// The four orthogonals.
    pub const ORTHOGONAL: Dirs = Dirs {
        abs: 0b0101_0101,
        rel: 0,
    };

    /// The absolute directions for a player facing `facing`.
    pub fn resolve(self, facing: AbsDir) -> u8 {
        self.abs | self.rel.rotate_left(facing.index() as u32)
    }

    /// Union.
    pub fn union(self, o: Dirs) -> Dirs {
        Dirs {
            abs: self.abs | o.abs,
            rel: self.rel | o.rel,
        }
    }
}

/// Which cells of the grid are sites of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Cells {
    /// Every cell.
    All,
    /// The dark cells: those whose column + row is even (a1 is dark).
    Dark,
    /// The light cells: column + row odd.
    Light,
}

impl Cells {
    /// Whether `(col, row)` is a site.
    pub fn contains(self, (c, r): Cell) -> bool {
        match self {
            Cells::All => true,
            Cells::Dark => (c + r) % 2 == 0,
            Cells::Light => (c + r) % 2 == 1,
        }
    }
}

/// The board.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Board {
    /// Number of columns.
    pub width: u8,
    /// Number of rows.
    pub height: u8,
    /// Which cells are played on.
    pub cells: Cells,
}

/// One of the two players.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerSpec {
    /// Display name ("White", "Black").
    pub name: String,
    /// The direction the player's pieces call forward.
    pub facing: AbsDir,
}

/// How far a move or a capture may reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Reach {
    /// At most this many squares (1 = a step).
    Upto(u8),
    /// Any distance along the line.
    Any,
}

/// A non-capturing move along lines of empty sites.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Slide {
    /// Directions allowed.
    pub dirs: Dirs,
    /// How far: `Upto(1)` is a step.
    pub reach: Reach,
}

/// A capture by hopping over one enemy piece along a line.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Hop {
    /// Directions allowed.
    pub dirs: Dirs,
    /// Empty sites allowed between the start and the captured piece: `Upto(0)` means
    /// the captured piece is adjacent (Ludii's `before`).
    pub before: Reach,
    /// Extra empty sites allowed beyond the first landing site: `Upto(0)` means land
    /// directly behind the captured piece (Ludii's `after`).
    pub after: Reach,
    /// Whether this piece may capture promoted pieces.
    pub captures_kings: bool,
}

/// The rules of one kind of piece.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PieceRules {
    /// Name in the description ("Man", "King").
    pub name: String,
    /// Non-capturing moves (several may be given: e.g. forward steps and sideways steps).
    pub moves: Vec<Slide>,
    /// Captures.
    pub hops: Vec<Hop>,
    /// Value for evaluation, in hundredths of a man.
    pub value: i32,
    /// What capturing one piece of this kind counts for under [`Priority::MostValue`]
    /// (1 by default, so that `MostValue` then ranks like `MostPieces`).
    pub worth: u32,
}

/// When a man that reaches its promotion region becomes a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PromoteWhen {
    /// Only if the turn ends there; a capture that passes through goes on as a man.
    EndOfTurn,
    /// On arrival, even in the middle of a capture, which then goes on as a king.
    Immediately,
    /// On arrival, and arrival ends the capture.
    Stop,
}

/// Promotion of the unpromoted kind into the promoted kind.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Promotion {
    /// The promotion cells of each player.
    pub region: [Vec<Cell>; 2],
    /// When it happens.
    pub when: PromoteWhen,
}

/// How captured pieces leave the board during a sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Removal {
    /// After the whole sequence; meanwhile they block and cannot be jumped twice.
    EndOfSequence,
    /// As soon as they are jumped.
    Immediately,
}

/// Whether a player must capture, and which captures are preferred.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CaptureMode {
    /// Capturing is optional.
    Free,
    /// When a capture exists only the best captures (by the priority list) are legal.
    Compulsory,
    /// Every move is legal, but a move that is not among the best is a default: the
    /// opponent may huff (remove) a piece that could have made a best capture.
    Huff,
}

/// One criterion for ranking captures, applied in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Priority {
    /// More pieces captured is better.
    MostPieces,
    /// A capture made by a king is better than one by a man.
    ByKing,
    /// More kings captured is better.
    MostKings,
    /// Capturing a king earlier in the sequence is better.
    EarliestKing,
    /// A greater total [`PieceRules::worth`] of the captured pieces is better.
    MostValue,
}

/// The capture policy.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CapturePolicy {
    /// Free, compulsory or enforced by huffing.
    pub mode: CaptureMode,
    /// Ranking among captures (empty: all captures equal).
    pub priority: Vec<Priority>,
    /// Whether a capture goes on while further hops are possible (multi-capture).
    pub continues: bool,
    /// When captured pieces leave the board.
    pub removal: Removal,
    /// Forbid reversing direction (180°) between two hops of one sequence.
    pub no_reverse: bool,
    /// When a hop may land on several sites and the capture can go on from some of
    /// them, it must land on one of those (a sequence may not stop on a "dead" site
    /// while a continuing landing exists).
    pub land_to_continue: bool,
}

/// What happens to the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// The player to move wins.
    Win,
    /// The player to move loses.
    Loss,
    /// Drawn.
    Draw,
}

/// End rules.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EndRules {
    /// Result for the player to move when it has no pieces.
    pub no_pieces: Option<Outcome>,
    /// Result for the player to move when it has no legal turn.
    pub no_moves: Option<Outcome>,
    /// Draw after this many turns in a row without capture, huff or man move.
    pub no_progress: Option<u16>,
}

/// A starting placement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Placement {
    /// Player 0 or 1.
    pub player: u8,
    /// Whether the pieces are kings.
    pub king: bool,
    /// Cells.
    pub cells: Vec<Cell>,
}

/// A draughts rule set: what ludic's own ludemes declare (read by
/// `program::compile::own`, then written as a move program) and what the kernel plays
/// (as [`Rules`], made only by `program::lower`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Draughts {
    /// The board.
    pub board: Board,
    /// The two players; index 0 is P1.
    pub players: [PlayerSpec; 2],
    /// Index of the player who moves first.
    pub first: u8,
    /// The unpromoted kind (men).
    pub man: PieceRules,
    /// The promoted kind (kings).
    pub king: PieceRules,
    /// Promotion, if any.
    pub promotion: Option<Promotion>,
    /// Capture policy.
    pub capture: CapturePolicy,
    /// The start position.
    pub start: Vec<Placement>,
    /// The end rules.
    pub end: EndRules,
}

/// The kernel's input: a draughts rule set with the game's name and where it came from.
/// Built only by `program::lower`, from the move program every game compiles to. It
/// reads as its rule set (`rules.man`, `rules.capture`...) through `Deref`, since the
/// kernel reads the rule set everywhere and the name only to print it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rules {
    /// The game's name.
    pub name: String,
    /// The ruleset selected, if any.
    pub ruleset: Option<String>,
    /// The game's standard PDN type number (`20` for international draughts), when its
    /// file declares one with `(pdn "N")` in its metadata; `None` for a game PDN has no
    /// type for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pdn_type: Option<String>,
    /// The rule set.
    #[serde(flatten)]
    pub draughts: Draughts,
}

impl std::ops::Deref for Rules {
    type Target = Draughts;
    fn deref(&self) -> &Draughts {
        &self.draughts
    }
}

impl std::ops::DerefMut for Rules {
    fn deref_mut(&mut self) -> &mut Draughts {
        &mut self.draughts
    }
}
