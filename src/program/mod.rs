//! The rule program: Ludii's ludemes as a typed tree, what `compile` makes of a
//! description written in Ludii's move language and what the general engine
//! ([`crate::engine`]) runs.
//!
//! Names are resolved at compile time: pieces to component indices, regions that do
//! not depend on the position to site sets, directions to masks. What depends on the
//! position (who is at a site, the sites jumped this turn, the last move) stays a
//! function the engine evaluates.

pub mod board;
pub mod compile;
pub mod drawn_lines;
pub mod dual;
pub mod geom;
pub mod lower;
pub mod raise;
pub mod sites;
pub mod text;

pub use board::{Graph, Site};
pub use sites::SiteSet;

use crate::rules::AbsDir;

/// A player: 1-based, as in Ludii (`P1` = 1); 0 means nobody.
pub type PlayerId = u8;

/// A component (a kind of piece owned by one player): 1-based index, 0 = none.
pub type CompId = u16;

/// A whole compiled game.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The game's name.
    pub name: String,
    /// The ruleset chosen, if any.
    pub ruleset: Option<String>,
    /// The board graph.
    pub graph: Graph,
    /// The players, index 0 = P1.
    pub players: Vec<Player>,
    /// The player who moves first (1-based; Ludii's games start with P1).
    pub first: PlayerId,
    /// The components, index 0 = component 1.
    pub comps: Vec<Component>,
    /// Named or owned regions (`(regions P1 (sites Bottom))`).
    pub regions: Vec<NamedRegion>,
    /// Pieces placed by `(start ...)`.
    pub start: Vec<Placed>,
    /// The `(play ...)` program.
    pub play: Moves,
    /// The end rules, in order.
    pub end: Vec<EndRule>,
    /// Base names of pieces that functions refer to (`(id "Counter" Mover)`).
    pub names: Names,
    /// The players' hands (`(hand Each)`), in Ludii's order: their sites follow the
    /// board's. Empty for a game without hands.
    pub hands: Vec<Hand>,
    /// Whether sites keep counts of pieces (Ludii's `Count` flag, which `handSite`,
    /// `count Cell at:` and `count:` set): a piece moved onto a site holding a piece of
    /// the same kind then adds to its count rather than replacing it.
    pub counts: bool,
    /// The phases of `(rules phases:{...})`, in order (the play of each is a part
    /// of [`MovesKind::Phases`] in `play`); empty for a game of one phase.
    pub phases: Vec<Phase>,
}

impl Program {
    /// The component named `name` (e.g. `Counter1`).
    pub fn comp_named(&self, name: &str) -> Option<CompId> {
        self.comps
            .iter()
            .position(|c| c.name == name)
            .map(|i| i as CompId + 1)
    }
    /// The component with base name `base` owned by `owner`.
    pub fn comp_of(&self, base: &str, owner: PlayerId) -> Option<CompId> {
        self.comps
            .iter()
            .position(|c| c.base == base && c.owner == owner)
            .map(|i| i as CompId + 1)
    }
    /// A component (panics on 0).
    pub fn comp(&self, id: CompId) -> &Component {
        &self.comps[id as usize - 1]
    }
}

/// A player's hand: a container of one site after the board's, which holds a count of
/// pieces of one kind (Ludii's `(hand Each)`, `(hand P1)`).
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    /// Its owner (1-based).
    pub owner: PlayerId,
    /// Its site: Ludii numbers the hands' sites after the board's.
    pub site: Site,
    /// The pieces placed in it at the start (`(place "Name" "Hand" count:N)`).
    pub start: Option<(CompId, u32)>,
}

/// A phase of `(rules phases:{(phase "Name" [ROLE] (play M) [(end ...)] [NEXT...])})`.
#[derive(Clone, Debug, PartialEq)]
pub struct Phase {
    /// Its name.
    pub name: String,
    /// The player it belongs to (`None`: every player's).
    pub owner: Option<PlayerId>,
    /// Its own end rules, tried before the game's.
    pub end: Vec<EndRule>,
    /// Its `(nextPhase ...)` rules, in order.
    pub next: Vec<NextPhase>,
}

/// `(nextPhase [ROLE] [COND] "Name")`: after a move, the players it concerns (one, or
/// every player) go on to the named phase when the condition holds.
#[derive(Clone, Debug, PartialEq)]
pub struct NextPhase {
    /// The player it concerns (`None`: every player).
    pub who: Option<Who>,
    /// The condition (true when none is given).
    pub cond: Bool,
    /// The index of the phase it leads to.
    pub to: u8,
}

/// A player.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// Display name.
    pub name: String,
    /// Facing, for relative directions.
    pub facing: AbsDir,
}

/// A component: a kind of piece of one owner.
#[derive(Clone, Debug, PartialEq)]
pub struct Component {
    /// Full name (`Counter1`).
    pub name: String,
    /// Name without the owner's number (`Counter`), what `forEach Piece` matches.
    pub base: String,
    /// Owner (0 for a shared piece).
    pub owner: PlayerId,
    /// Facing of the piece, when the declaration gives one.
    pub facing: Option<AbsDir>,
    /// The piece's own moves (`(piece "Counter" Each MOVES)`), run by `(forEach Piece)`.
    pub moves: Option<Moves>,
    /// `maxState:` of the declaration, if any.
    pub max_state: Option<i32>,
}

/// A named or owned region.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedRegion {
    /// Name, when given.
    pub name: Option<String>,
    /// Owner (0 when shared).
    pub owner: PlayerId,
    /// Its sites.
    pub sites: SiteSet,
}

/// A piece placed at the start.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Where.
    pub site: Site,
    /// What.
    pub comp: CompId,
    /// Per-site `value:` given by the placement, if any.
    pub value: Option<i32>,
    /// Per-site `state:` given by the placement, if any.
    pub state: Option<i32>,
    /// Put on top of what the site holds (`place Stack`), not in its place.
    pub stacked: bool,
}

/// One end rule: when `cond` holds after a move, `who` gets `outcome`.
#[derive(Clone, Debug, PartialEq)]
pub struct EndRule {
    /// For `(forEach Player if:C (result Player R))`: the rule is tried once per player,
    /// with `Player` bound to it.
    pub per_player: bool,
    /// The condition.
    pub cond: Bool,
    /// The player the result names.
    pub who: Who,
    /// The result.
    pub outcome: Outcome,
    /// For [`Outcome::ByScore`], the scores it sets first (`(byScore {(score P1 N)
    /// ...})`), in order; empty for every other result.
    pub scores: Vec<(Who, Int)>,
}

/// A result of an end rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The named player wins.
    Win,
    /// The named player loses.
    Loss,
    /// Drawn.
    Draw,
    /// `(byScore ...)`: the scores are set, then the player with the higher score
    /// wins; equal scores draw.
    ByScore,
}

/// A player named by a function of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The player making the current move.
    Mover,
    /// The next player.
    Next,
    /// The player who made the previous move.
    Prev,
    /// The player bound by `forEach Player`.
    Player,
    /// A fixed player (1-based).
    Id(PlayerId),
}

/// A set of directions, resolved at move generation.
#[derive(Clone, Debug, PartialEq)]
pub enum Dirs {
    /// Absolute directions (bit i = `AbsDir::ALL[i]`) and directions relative to the
    /// facing (bit i = i eighth-turns clockwise from forward).
    Fixed {
        /// Absolute.
        abs: u8,
        /// Relative.
        rel: u8,
    },
    /// The direction of the last move (`SameDirection`).
    Same,
    /// Its reverse (`OppositeDirection`).
    Opposite,
    /// `(difference A B)`.
    Difference(Box<Dirs>, Box<Dirs>),
    /// `(if C A B)`: A when C holds, else B.
    If(Box<Bool>, Box<Dirs>, Box<Dirs>),
    /// `(union A B)` / an array mixing kinds.
    Union(Vec<Dirs>),
    /// `(directions Cell from:A to:B)`: the directions whose line from A passes
    /// through B (none when A or B is off the board or B is on no line from A).
    Toward(SiteFn, SiteFn),
}

/// A site function.
#[derive(Clone, Debug, PartialEq)]
pub enum SiteFn {
    /// `(from)`: the site a generator moves from.
    From,
    /// `(to)`: the site it moves to.
    To,
    /// `(between)`: the hurdle of a hop, the site being crossed by a slide.
    Between,
    /// `(last To)`.
    LastTo,
    /// `(last From)`.
    LastFrom,
    /// `(site)`: the site bound by `forEach Site`.
    Bound,
    /// A fixed site.
    Const(Site),
    /// `(where "Name" Who)`: the site of that player's piece of that name (none: off).
    Where(u16, Who),
    /// `(handSite Who)`: the site of that player's hand (none: off).
    Hand(Who),
    /// A number used as a site (`(+ (array R))`); off the board when it is not one.
    Num(Box<Int>),
}

/// An integer function.
#[derive(Clone, Debug, PartialEq)]
pub enum Int {
    /// A constant.
    Const(i64),
    /// `(who at:S)`: the owner of the piece at S (0 when empty).
    WhoAt(SiteFn),
    /// `(what at:S)`: the component at S (0 when empty).
    WhatAt(SiteFn),
    /// `(what at:S level:L)`: the component at level L of a stack (0: the bottom;
    /// 0 when the stack has no such level).
    WhatAtLevel(SiteFn, Box<Int>),
    /// `(size Stack at:S)`: how many pieces stand on a site.
    StackSize(SiteFn),
    /// `(topLevel at:S)`: the level of a site's top piece (0 for an empty site).
    TopLevel(SiteFn),
    /// `(state at:S)`.
    StateAt(SiteFn),
    /// `(value Piece at:S)` / per-site value.
    ValueAt(SiteFn),
    /// A player as a number (`Mover`, `Next`, `P1`...).
    Player(Who),
    /// `(id "Name" Who)`: the component of that name owned by that player.
    Id(u16, Who),
    /// `(value Player Who)`.
    ValuePlayer(Who),
    /// `(count Steps S1 S2)`: the number of steps between two sites.
    CountSteps(Option<Dirs>, SiteFn, SiteFn),
    /// `(count Pieces Who)`: the number of pieces of a player (optionally of one kind).
    CountPieces(Who, Option<u16>),
    /// `(count Sites in:R)`.
    CountSites(Box<Region>),
    /// `(count [Cell] at:S)`: the pieces on a site (a hand's count; on the board, the
    /// size of its stack, 0 or 1 without stacks).
    CountAt(SiteFn),
    /// `(count MovesThisTurn)`.
    MovesThisTurn,
    /// `(count Best [withValue:True] M)` (ludic's own, not Ludii's): the number
    /// `(max Moves M)` ranks the moves of `M` by, for its best ones: the most moves
    /// (with `with_value`, the greatest total value of the pieces removed) of a turn
    /// that begins with a move of `M`; 0 when `M` has no move.
    Best {
        /// Count the values of the pieces removed instead of the moves.
        with_value: bool,
        /// The moves.
        moves: Box<Moves>,
    },
    /// `(- a b)`, `(+ a b)`...
    Arith(ArithOp, Box<Int>, Box<Int>),
    /// A site used as a number (`(last To)`, `(where ...)`; off the board is -1).
    Site(SiteFn),
    /// `(if C A B)` on numbers.
    If(Box<Bool>, Box<Int>, Box<Int>),
    /// `(var)`: the game's unnamed variable (Ludii's `temp`; -1 until set).
    Var,
    /// `(score WHO)`: a player's score (0 until set).
    Score(Who),
    /// `(max a b)` (`max` true) or `(min a b)`.
    MinMax(bool, Box<Int>, Box<Int>),
    /// `(+ (array R))`: the sum of the sites of a region (0 when it is empty).
    SumSites(Box<Region>),
    /// `(count Stack at:S [if:C])`: the levels of S's stack, from the bottom, where C
    /// holds with `(to)` bound to S and `(level)` to the level (0 for an empty site).
    CountStack(SiteFn, Option<Box<Bool>>),
    /// `(level)`: the level bound by `count Stack` (0 elsewhere).
    Level,
    /// `(who at:S level:L)`: the owner of the piece at level L of S's stack (0 when
    /// there is none).
    WhoAtLevel(SiteFn, Box<Int>),
    /// `(count Steps (step [DIRS] [(to if:C)]) S1 S2)`: the fewest steps of that step
    /// move from S1 to S2 (0 when S2 is S1, Ludii's `INFINITY` when S2 cannot be
    /// reached).
    CountStepsBy(Box<StepRule>, SiteFn, SiteFn),
}

/// `(step [DIRS] [(to if:C)])` as a measure of distance (`sites Distance`, `count
/// Steps`): from a site, the sites one step away along DIRS (the board's adjacency by
/// default) where C holds, with `(from)` bound to the site stepped from and `(to)` to
/// the site reached.
#[derive(Clone, Debug, PartialEq)]
pub struct StepRule {
    /// The directions, turned by the facing of the piece at the first site.
    pub dirs: Dirs,
    /// The test of each site reached.
    pub cond: Option<Bool>,
}

/// An arithmetic operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (integer division, 0 when dividing by 0)
    Div,
    /// `%`
    Rem,
}

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `=`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl CmpOp {
    /// Whether `a OP b` holds.
    #[inline]
    pub fn holds(self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }
}

/// A region function.
#[derive(Clone, Debug, PartialEq)]
pub enum Region {
    /// Sites known at compile time.
    Const(SiteSet),
    /// The region owned by a player (`(sites Next)`, `(sites Mover)`), per player.
    Owned(Who),
    /// `(sites ToClear)`: pieces jumped this turn, still on the board.
    ToClear,
    /// `(last Between)`: the hurdles of the last move.
    LastBetween,
    /// `(sites Pending)`.
    Pending,
    /// `(sites Empty)`.
    Empty,
    /// `(sites Occupied by:Who)`.
    Occupied(Who),
    /// `(sites Occupied by:Enemy)`: the sites whose top piece belongs to a player
    /// other than the mover.
    OccupiedByEnemy,
    /// `(sites Between from:A to:B)`: the sites strictly between A and B on the first
    /// line (of the directions of the mask) from A that reaches B; none when no line
    /// does.
    Between(SiteFn, SiteFn, u8),
    /// `(sites (player N))`: the regions owned by the player numbered N.
    OwnedBy(Box<Int>),
    /// `(sites Direction from:S DIRECTIONS [distance:N])` whose directions depend on
    /// the position (`(difference Diagonal (directions Cell ...))`).
    DirectionAlong(SiteFn, Box<Dirs>, Option<Box<Int>>),
    /// `(sites From ...)`: the sites the moves of a generator start from.
    From(Box<Moves>),
    /// `(union ...)`.
    Union(Vec<Region>),
    /// `(intersection ...)`.
    Intersection(Vec<Region>),
    /// `(difference A B)`.
    Difference(Box<Region>, Box<Region>),
    /// One site.
    Site(SiteFn),
    /// `(sites Direction from:S DIRECTIONS [distance:N])`: the sites along each
    /// direction from S (S left out), up to N steps (to the edge without one).
    Direction(SiteFn, u8, Option<Box<Int>>),
    /// `(values Remembered)` read as sites (`(sites (values Remembered))`, `(is In S
    /// (values Remembered))`): the values remembered (`remember Value`) that are sites.
    Remembered,
    /// `(sites Around S [KIND] [DIRS])`: the sites one step from S along DIRS (the
    /// board's adjacency by default) that hold what KIND asks for.
    Around {
        /// The site.
        site: SiteFn,
        /// The directions.
        dirs: Dirs,
        /// What the sites must hold.
        kind: AroundKind,
        /// `if:`: a test of each site, with `(from)` bound to S and `(to)` to the site.
        cond: Option<Box<Bool>>,
    },
    /// `(sites Incident TO of:OF at:S)`: the sites of kind TO incident to S, a site of
    /// kind OF (a cell's corners, a point's cells); none when S is not of kind OF.
    Incident {
        /// The site.
        at: SiteFn,
        /// The kind of the sites given.
        to: dual::SiteKind,
        /// The kind S must be.
        of: dual::SiteKind,
    },
    /// `(forEach R if:C)`: the sites of R where C holds, bound as `(site)`.
    Filter(Box<Region>, Box<Bool>),
    /// `(sites Hand Who)`: the sites of that player's hand; with `occupied`, only those
    /// holding pieces (the part of `(sites Occupied by:Who)` off the board).
    Hand {
        /// Whose.
        who: Who,
        /// Only the sites holding pieces.
        occupied: bool,
    },
    /// `(sites Distance (step ...) from:S (range A B))`: the sites the step rule
    /// reaches from S in A to B steps, S left out (Ludii's walk: the sites of the
    /// first step are kept whatever B is).
    Distance {
        /// The step rule.
        step: Box<StepRule>,
        /// Where it starts.
        from: SiteFn,
        /// The fewest steps.
        min: Box<Int>,
        /// The most steps.
        max: Box<Int>,
    },
    /// `(sites Around R [DIRS])` of a region: the sites one step from some site of R,
    /// the sites of R left out.
    AroundSites(Box<Region>, Dirs),
    /// `(sites Occupied by:WHO component:"Name" [top:B])` in a game of stacks: the
    /// sites where some level holds a piece of those kinds of that player (`enemy`:
    /// of another player than the mover); with `top`, only those whose top piece is
    /// that player's.
    OccupiedByKind {
        /// Whose pieces (ignored with `enemy`).
        who: Who,
        /// Every player but the mover.
        enemy: bool,
        /// The base names matched, interned.
        names: Vec<u16>,
        /// Only where the top piece is that player's (Ludii's default).
        top: bool,
    },
    /// `(if C A B)` on regions.
    If(Box<Bool>, Box<Region>, Box<Region>),
}

/// What the sites of `(sites Around ...)` must hold (Ludii's `RegionTypeDynamic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AroundKind {
    /// Anything (no kind given).
    Any,
    /// Nothing (`Empty`).
    Empty,
    /// A piece (`NotEmpty`).
    NotEmpty,
    /// A piece of the mover (`Own`).
    Own,
    /// A piece of another player (`Enemy`).
    Enemy,
}

/// A boolean function.
#[derive(Clone, Debug, PartialEq)]
pub enum Bool {
    /// A constant.
    Const(bool),
    /// `(not B)`.
    Not(Box<Bool>),
    /// `(and ...)`.
    And(Vec<Bool>),
    /// `(or ...)`.
    Or(Vec<Bool>),
    /// A comparison of two integers.
    Cmp(CmpOp, Int, Int),
    /// `(is Empty S)`.
    IsEmpty(SiteFn),
    /// `(is Occupied S)`.
    IsOccupied(SiteFn),
    /// `(is Enemy P)`: P is a player other than the mover (and not 0).
    IsEnemy(Int),
    /// `(is Friend P)`: P is the mover.
    IsFriend(Int),
    /// `(is In S R)`.
    IsIn(SiteFn, Region),
    /// `(is Within ID in:R)`: a piece of component ID (on top of its site) stands in R.
    IsWithin(Int, Region),
    /// `(is Prev Who)`: the previous move was made by that player.
    IsPrev(Who),
    /// `(is Next Who)`.
    IsNext(Who),
    /// `(is Mover Who)`.
    IsMover(Who),
    /// `(is Pending)`: some site or value is pending.
    IsPending,
    /// `(is Even N)` / `(is Odd N)`.
    IsEven(Int, bool),
    /// `(can Move M)`.
    CanMove(Box<Moves>),
    /// `(no Moves Who)`.
    NoMoves(Who),
    /// `(no Pieces Who)` (optionally of one kind).
    NoPieces(Who, Option<u16>),
    /// `(if C A B)` on conditions.
    If(Box<Bool>, Box<Bool>, Box<Bool>),
    /// `(all Sites R if:C)`: C holds at every site of R, bound as `(site)`.
    AllSites(Region, Box<Bool>),
}

/// A move program with its consequences: what Ludii calls `Moves` with `(then ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Moves {
    /// What it generates.
    pub kind: MovesKind,
    /// `(then ...)`: run after each generated move is applied.
    pub then: Option<Box<Moves>>,
    /// The number the general engine gives the node, to find what it works out once
    /// about it; no part of the program's meaning.
    pub id: NodeId,
}

/// A move program node's number in the general engine (0: none given).
#[derive(Clone, Copy, Debug, Default)]
pub struct NodeId(pub u32);

// A node's number is not part of what it means: two programs that differ only there
// are the same program.
impl PartialEq for NodeId {
    fn eq(&self, _: &NodeId) -> bool {
        true
    }
}

impl Moves {
    /// A program without consequences.
    pub fn new(kind: MovesKind) -> Moves {
        Moves::with_then(kind, None)
    }

    /// A program with consequences `then`.
    pub fn with_then(kind: MovesKind, then: Option<Box<Moves>>) -> Moves {
        Moves {
            kind,
            then,
            id: NodeId::default(),
        }
    }
}

/// `(to if: apply:)` of a generator.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ToSpec {
    /// Which sites may be reached.
    pub cond: Option<Bool>,
    /// An effect added to each move, with `(to)` bound.
    pub apply: Option<Box<Moves>>,
}

/// The generators, combinators and effects.
#[derive(Clone, Debug, PartialEq)]
pub enum MovesKind {
    /// `(move Step ...)`.
    Step {
        /// Start site (default `(from)`).
        from: SiteFn,
        /// Directions (default `Adjacent`).
        dirs: Dirs,
        /// Destination test and effect.
        to: ToSpec,
        /// `stack:True`: the whole stack moves, not its top piece.
        stack: bool,
    },
    /// `(move Slide ...)`.
    Slide {
        /// Start site.
        from: SiteFn,
        /// Directions.
        dirs: Dirs,
        /// Which sites may be crossed (default: empty).
        between: Option<Bool>,
        /// Destination test (default: empty) and effect.
        to: ToSpec,
        /// The least distance (`(between (exact n))`, `(between (range a b))`).
        min: Int,
        /// The greatest distance, when limited.
        max: Option<Int>,
        /// `stack:True`: the whole stack moves, not its top piece.
        stack: bool,
    },
    /// `(move Hop ...)`.
    Hop {
        /// Start site.
        from: SiteFn,
        /// Directions.
        dirs: Dirs,
        /// `before:` squares allowed before the hurdle.
        before: Int,
        /// Hurdle length, `(range a b)` or `(exact n)`.
        range: (Int, Int),
        /// `after:` squares allowed after the hurdle.
        after: Int,
        /// The hurdle test.
        between_if: Option<Bool>,
        /// The effect per hurdle site.
        between_apply: Option<Box<Moves>>,
        /// Destination test and effect.
        to: ToSpec,
        /// `stack:True`: the whole stack moves, not its top piece.
        stack: bool,
    },
    /// `(fromTo (from S) (to T) [stack:True])`: the piece on S (its top piece, or
    /// the whole stack) moves to T, on top of what stands there in a game of stacks.
    FromTo {
        /// Where it starts.
        from: SiteFn,
        /// Where it goes.
        to: SiteFn,
        /// The whole stack moves.
        stack: bool,
    },
    /// `(move (from R [if:C]) (to R' [if:C']))`: Ludii's `FromTo` over regions: from
    /// each site of R that holds a piece (a hand's site included) and passes C, to each
    /// site of R' (read with `(from)` bound) that passes C', the top piece moves.
    FromToSites {
        /// The sites it may start from.
        from: Region,
        /// The test of a start site, with `(from)` bound.
        from_if: Option<Bool>,
        /// The sites it may go to.
        to: Region,
        /// The test of a destination, with `(from)` and `(to)` bound.
        to_if: Option<Bool>,
        /// `count:`: how many pieces move (none: the top piece, Ludii's default); in
        /// a game of stacks, that many pieces off the top of the stack.
        count: Option<Int>,
        /// `(to ... (apply M))`: an effect added to each move, with `(from)` and
        /// `(to)` bound.
        to_apply: Option<Box<Moves>>,
        /// `stack:True` (without `count:`): the whole stack moves.
        stack: bool,
    },
    /// `(add (to S [if:C]))` in a game of stacks: a piece of the component whose
    /// number is the mover's (Ludii's default piece) goes on top of S's stack.
    Add {
        /// The site.
        site: SiteFn,
        /// The test of the site, with `(to)` bound to it.
        cond: Option<Bool>,
    },
    /// `(move Add (piece P) (to R [if:C]))` / `(add (piece P) (to S) ...)` in a game
    /// of stacks: for each site of R (with `(to)` bound) where C holds, a piece of
    /// component P goes on top of its stack.
    AddPiece {
        /// The component, a number (`(id "Hex" Mover)`).
        piece: Int,
        /// The sites.
        to: Region,
        /// The test of each site.
        cond: Option<Bool>,
    },
    /// `(move Remove R)`: one move for each occupied site of R, removing its piece.
    MoveRemove(Region),
    /// The plays of `(rules phases:{...})`, one per phase: the moves of the mover's
    /// current phase.
    Phases(Vec<Moves>),
    /// `(move Pass)`.
    Pass,
    /// `(move Select (from S) [(to S)])`.
    Select {
        /// The selected site.
        from: SiteFn,
        /// An optional second site.
        to: Option<SiteFn>,
    },
    /// `(or ...)`: every move of each.
    Or(Vec<Moves>),
    /// `(and ...)`: every move of each (Ludii's `and` of moves is a union too).
    And(Vec<Moves>),
    /// `(if C A [B])`.
    If(Bool, Box<Moves>, Option<Box<Moves>>),
    /// `(priority {A B ...})`: the first list that is not empty.
    Priority(Vec<Moves>),
    /// `(max Moves [withValue:] M)`: the moves of M that begin a longest turn.
    MaxMoves {
        /// Count piece values instead of moves.
        with_value: bool,
        /// The moves.
        moves: Box<Moves>,
    },
    /// `(forEach Piece [names] [M])`: for each of the mover's pieces (of those kinds),
    /// M (or the piece's own moves) from its site.
    ForEachPiece {
        /// Base names matched, interned (empty: every piece).
        names: Vec<u16>,
        /// The moves (None: each piece's own).
        moves: Option<Box<Moves>>,
        /// In a game of stacks without `top:True`: every level holding a piece of the
        /// mover is visited, not only the top (Ludii's default); false elsewhere.
        every_level: bool,
    },
    /// `(forEach Site R M)`.
    ForEachSite(Region, Box<Moves>),
    /// `(do M ifAfterwards:C)`.
    Do {
        /// The moves tried.
        pre: Box<Moves>,
        /// Kept only when this holds after the move.
        if_afterwards: Option<Bool>,
        /// `next:` moves generated after applying every move of `pre`; each is
        /// prefixed with those moves' actions.
        next: Option<Box<Moves>>,
    },
    /// `(remove S [at:EndOfTurn] [count:N])`.
    Remove {
        /// The sites.
        sites: Region,
        /// Deferred to the end of the turn.
        end_of_turn: bool,
        /// `count:`: how many pieces each site loses (none: one, Ludii's default);
        /// accepted in games of stacks only.
        count: Option<Int>,
    },
    /// `(promote S (piece "Name") Who)`.
    Promote {
        /// The site.
        site: SiteFn,
        /// The base name of the new kind.
        into: u16,
        /// Whose kind.
        who: Who,
    },
    /// `(moveAgain)`.
    MoveAgain,
    /// `(set Pending [R])`.
    SetPending(Option<Region>),
    /// `(set Value Who N)`.
    SetValue(Who, Int),
    /// `(set Value at:S N)`: a site's value.
    SetSiteValue(SiteFn, Int),
    /// `(set State at:S N)`.
    SetState(SiteFn, Int),
    /// `(set Var N)`: the unnamed variable.
    SetVar(Int),
    /// `(remember Value N [unique:True])`: adds N to the values remembered (with
    /// `unique`, only when it is not among them).
    Remember {
        /// The value.
        value: Int,
        /// Only when not remembered yet.
        unique: bool,
    },
    /// `(forget Value N)` (one of N), or with `None` `(forget Value All)`.
    Forget(Option<Int>),
}

/// Interned base names of components, for `(id "Name" ...)` and `promote`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Names(pub Vec<String>);

impl Names {
    /// The index of `name`, added if new.
    pub fn intern(&mut self, name: &str) -> u16 {
        if let Some(i) = self.0.iter().position(|n| n == name) {
            return i as u16;
        }
        self.0.push(name.to_string());
        (self.0.len() - 1) as u16
    }
}
