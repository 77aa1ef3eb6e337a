//! The table of every ludeme the move-language compiler accepts, one entry a ludeme: its
//! key as Ludii writes it (`move Hop`, `sites Occupied`), its signature, what it means,
//! which of Ludii's classes it is, what the engine must know of it, and examples with
//! the value or perft they give (run as tests; `docs/language.md` documents every key).
//!
//! The signature is checked once, before the compiler's arm for the ludeme runs
//! ([`check`]): a wrong number of positional arguments, an unknown named argument (with a
//! did-you-mean) or a missing one is one located error, so the arms need not each count.

mod arrays;
mod boards;
mod captures;
mod check;
mod conditions;
mod directional;
mod flips;
mod frame;
mod groups;
mod hidden;
mod intervene;
mod levels;
mod measured;
mod move_sites;
mod moves;
mod numbers;
mod per_player;
mod players;
mod push;
mod regions;
mod relations;
mod shoot;
mod signature;
mod stack_moves;
mod track_moves;
mod triggers;

pub use check::check;
pub use signature::{Arg, ArgKind, Signature};

/// Which compiler function reads the ludeme: the same head means different things in
/// different places (`if` of moves, of numbers, of regions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// The game, its players, equipment, start and end rules.
    Frame,
    /// A move program (`play`, `then`, a piece's moves).
    Moves,
    /// A number (also a player or a site read as a number).
    Number,
    /// A condition.
    Condition,
    /// A set of sites.
    Region,
    /// One site.
    Site,
    /// A set of directions.
    Directions,
}

impl Family {
    /// The family in words, as the docs group it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Frame => "frame",
            Family::Moves => "moves",
            Family::Number => "number",
            Family::Condition => "condition",
            Family::Region => "region",
            Family::Site => "site",
            Family::Directions => "directions",
        }
    }
}

/// Whose ludeme it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// One of Ludii's, by its class (`game.rules.play.moves.nonDecision.effect.Hop`).
    Ludii(&'static str),
    /// ludic's own: Ludii has no such ludeme.
    Own,
}

/// What the engine must know of a game that uses the ludeme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The game is one of stacks when the ludeme says `stack:True`.
    Stacks,
    /// A removal may be deferred to the end of the turn (`at:EndOfTurn`).
    DeferredRemoval,
    /// The ludeme reads or writes the game's memory (values remembered, variables).
    Memory,
    /// The ludeme sets Ludii's `Count` flag: pieces are counted per site (hands).
    Counts,
    /// The ludeme looks ahead: it applies moves to a copy of the state.
    LookAhead,
}

/// An example and the result it must give.
#[derive(Clone, Copy, Debug)]
pub enum Example {
    /// A number in the example position ([`EXAMPLE_GAME`]) and its value.
    Number(&'static str, i64),
    /// A condition in the example position and whether it holds.
    Condition(&'static str, bool),
    /// A region in the example position and its sites, in any order.
    Region(&'static str, &'static [u16]),
    /// The play of the example game and its perft at depth 1.
    Play(&'static str, u64),
    /// A whole game, the file relative to the repository, and its perft at a depth.
    Game(&'static str, u32, u64),
    /// A whole game written out, and its perft at a depth (for a board the example
    /// position does not have).
    Text(&'static str, u32, u64),
    /// A board (`(board FUNCTION)`, `(mancalaBoard ...)`) and the numbers of cells,
    /// vertices and edges it has (read as `ludic board` reads a game's equipment).
    Board(&'static str, usize, usize, usize),
    /// A board with a track, and the sites of its first track (`-2` off the board).
    Track(&'static str, &'static [i32]),
}

/// One ludeme.
#[derive(Debug)]
pub struct Ludeme {
    /// The key: the head, and the subtype when it has one (`move Hop`, `is Empty`).
    pub key: &'static str,
    /// Which compiler function reads it.
    pub family: Family,
    /// Positional arguments after the subtype, in the notation of [`Signature`]
    /// (`"[type] site"`).
    pub positional: &'static str,
    /// Named arguments (`"at:site [level:int]"`).
    pub named: &'static str,
    /// What it means, in one line.
    pub summary: &'static str,
    /// Whose ludeme it is.
    pub origin: Origin,
    /// What the engine must know of a game that uses it.
    pub facts: &'static [Fact],
    /// Examples, each a test.
    pub examples: &'static [Example],
}

impl Ludeme {
    /// The head (`move` of `move Hop`).
    pub fn head(&self) -> &'static str {
        self.key.split(' ').next().unwrap_or(self.key)
    }

    /// The subtype (`Hop` of `move Hop`), if the key has one.
    pub fn subtype(&self) -> Option<&'static str> {
        self.key.split_once(' ').map(|(_, s)| s)
    }

    /// The typed signature.
    pub fn signature(&self) -> Signature {
        Signature::parse(self.positional, self.named)
    }

    /// The syntax in the reference's notation: `(move Hop [(from)] ... [stack:bool])`.
    pub fn syntax(&self) -> String {
        let mut s = format!("({}", self.key);
        for part in [self.positional, self.named] {
            if !part.is_empty() {
                s.push(' ');
                s.push_str(part);
            }
        }
        s.push(')');
        s
    }

    /// Whose it is, in words: Ludii's class, or "ludic's own".
    pub fn origin_text(&self) -> &'static str {
        match self.origin {
            Origin::Ludii(class) => class,
            Origin::Own => "ludic's own",
        }
    }
}

/// Every ludeme, in the order of the families.
pub fn all() -> impl Iterator<Item = &'static Ludeme> {
    frame::TABLE
        .iter()
        .chain(boards::TABLE)
        .chain(moves::TABLE)
        .chain(captures::TABLE)
        .chain(numbers::TABLE)
        .chain(players::TABLE)
        .chain(move_sites::TABLE)
        .chain(groups::TABLE)
        .chain(arrays::TABLE)
        .chain(conditions::TABLE)
        .chain(relations::TABLE)
        .chain(regions::TABLE)
        .chain(measured::TABLE)
        .chain(track_moves::TABLE)
        .chain(stack_moves::TABLE)
        .chain(triggers::TABLE)
        .chain(hidden::TABLE)
        .chain(flips::TABLE)
        .chain(per_player::TABLE)
        .chain(intervene::TABLE)
        .chain(directional::TABLE)
        .chain(shoot::TABLE)
        .chain(push::TABLE)
        .chain(levels::TABLE)
}

/// The entry of `key` in `family`.
pub fn find(family: Family, key: &str) -> Option<&'static Ludeme> {
    all().find(|l| l.family == family && l.key == key)
}

/// Whether any ludeme of `family` has `head` with a subtype (`sites` has `sites Top`).
pub fn has_subtypes(family: Family, head: &str) -> bool {
    all().any(|l| l.family == family && l.subtype().is_some() && l.head() == head)
}

/// Whether any ludeme, in any family, has the key `key`.
pub fn knows(key: &str) -> bool {
    all().any(|l| l.key == key)
}

/// The heads whose first constant argument Ludii reads as a subtype (`(move Hop ...)`,
/// `(sites Around ...)`), as opposed to a player or a site type (`(remove Cell S)`).
/// Used to name the ludemes a file uses (`ludic ludemes --library`).
pub const SUBTYPED_HEADS: &[&str] = &[
    "add",
    "all",
    "can",
    "count",
    "forEach",
    "forget",
    "is",
    "last",
    "max",
    "min",
    "move",
    "no",
    "remember",
    "set",
    "sites",
    "size",
    "trackSite",
    "value",
    "values",
    "where",
    "trigger",
    "directions",
    "place",
    "shift",
    "swap",
    "take",
    "note",
    "roll",
    "was",
];

/// Constants that may stand first in a clause of [`SUBTYPED_HEADS`] without being its
/// subtype: site types and players as arguments (`(remove Cell S)`, `(sites P1)`,
/// `(forget Value All)` has `Value`). `Mover`, `Next`, `Enemy`... are subtypes there
/// (`sites Mover`, `is Enemy`).
pub const NOT_SUBTYPES: &[&str] = &[
    "Cell", "Vertex", "Edge", "Each", "Shared", "Neutral", "All", "P1", "P2", "P3", "P4", "P5",
    "P6", "P7", "P8",
];

/// The position every value example is read in: a 4x4 board, P1's discs on 0 (A1) and 1
/// (B1), P2's on 14 (C4) and 15 (D4); P1 to move, its discs stepping forwards diagonally
/// (three moves). `PLAY` is replaced by the play.
pub const EXAMPLE_GAME: &str = r#"(game "Example"
    (players {(player N) (player S)})
    (equipment {
        (board (square 4))
        (piece "Disc" Each (move Step (directions {FR FL}) (to if:(is Empty (to)))))
        (regions P1 (sites Bottom))
        (regions P2 (sites Top))
    })
    (rules
        (start {(place "Disc1" {0 1}) (place "Disc2" {14 15})})
        (play PLAY)
        (end (if (no Moves Next) (result Next Loss)))
    )
)"#;

/// A game whose board is `board` (`(board FUNCTION)`), for an [`Example::Board`].
pub fn board_game(board: &str) -> String {
    format!(
        "(game \"Board\" (players 2) (equipment {{{board} (piece \"Disc\" Each)}}) \
         (rules (play (move Pass)) (end (if (no Moves Next) (result Next Loss)))))"
    )
}

/// The example game with `play` as its play.
pub fn example_game(play: &str) -> String {
    EXAMPLE_GAME.replace("PLAY", play)
}

/// A play whose perft at depth 1 tells whether `cond` holds in the example position:
/// two (a removal of either of P2's discs) when it does, one (a pass) when it does not.
/// It reads no piece's moves, so that an example may name points as sites (which gives
/// the board both kinds, where `forEach Piece` is refused).
pub fn condition_play(cond: &str) -> String {
    format!("(if {cond} (move Remove {{14 15}}) (move Pass))")
}

/// The condition that a number example gives its value.
pub fn number_condition(expr: &str, value: i64) -> String {
    format!("(= {expr} {value})")
}

/// The condition that a region example has exactly its sites.
pub fn region_condition(expr: &str, sites: &[u16]) -> String {
    let mut parts = vec![format!("(= (count Sites in:{expr}) {})", sites.len())];
    parts.extend(sites.iter().map(|s| format!("(is In {s} {expr})")));
    format!("(and {{{}}})", parts.join(" "))
}
