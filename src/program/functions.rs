//! The functions a program reads the state through: players (`Who`), sites
//! (`SiteFn`), directions (`Dirs`), numbers (`Int`) and conditions (`Bool`), each a
//! tree the engine evaluates in a context (`engine::eval`).

use super::json;
use super::{Moves, PlayerId, Region, Site};
use serde::Serialize;

/// A player named by a function of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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

/// Players named together (Ludii's roles of many ids), read through the teams of
/// `(set Team ...)`: in a game without teams each player is a team of its own, so
/// `Friend` and `TeamMover` are the mover, `TeamN` is player N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Group {
    /// `Enemy`: the players outside the mover's team.
    Enemy,
    /// `Friend` and `TeamMover`: the mover's team, the mover included.
    Friend,
    /// `TeamN`: the players of team N.
    Team(u8),
}

/// A set of directions, resolved at move generation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Dirs {
    /// Absolute directions (bit i = `AbsDir::ALL[i]`) and directions relative to the
    /// facing (bit i = i eighth-turns clockwise from forward).
    Fixed {
        /// Absolute: bit i is `AbsDir::ALL[i]` (N, NE, E, ... clockwise).
        #[serde(serialize_with = "json::abs_dirs")]
        abs: super::board::DirMask,
        /// Relative to the facing: bit i is i eighth-turns clockwise from forward (bit
        /// `8 + i`, a sixteenth-turn more, on a wide board: [`super::board::SLOTS`]).
        #[serde(serialize_with = "json::rel_dirs")]
        rel: super::board::DirMask,
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
#[derive(Clone, Debug, PartialEq, Serialize)]
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
    /// `(last To afterConsequence:True)`: the site of the last action of the last
    /// move, its consequences included, that names one.
    LastToAfter,
    /// `(site)`: the site bound by `forEach Site`.
    Bound,
    /// The site a `forEach Group`'s group grew from (its `(sites)` is that group).
    GroupStart,
    /// A fixed site.
    Const(Site),
    /// `(where "Name" Who)`: the site of that player's piece of that name (none: off).
    Where(#[serde(serialize_with = "json::name")] u16, Who),
    /// `(handSite Who)`: the site of that player's hand (none: off).
    Hand(Who),
    /// `(handSite N)` whose player is a number read in play (`(who at:(to))`): the
    /// site of that player's hand (none: off).
    HandOf(Box<Int>),
    /// A number used as a site (`(+ (array R))`); off the board when it is not one.
    Num(Box<Int>),
    /// `(ahead S [steps:N] [DIRS])`: the site N steps from S along the first direction
    /// of DIRS (default `Forward`); S itself when the board ends before.
    Ahead(Box<(SiteFn, Int, Dirs)>),
    /// `(regionSite R index:N)`: the N-th site of R in increasing order (from 0; off
    /// when R has fewer), as Ludii's region lists its sites.
    RegionSite(Box<(Region, Int)>),
}

/// An integer function.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Int {
    /// A constant number (constant arithmetic is folded into one when compiled).
    Const(i64),
    /// `(pips)`: the value of the die `forEach Die` is visiting (0 outside one).
    Pips,
    /// `(face S)`: the value a die's site shows (-1 when S holds no die); the site is
    /// a number, as the dice's sites lie beyond the board's.
    Face(Box<Int>),
    /// `(count Pips [ROLE])`: the sum of the faces the dice of that owner show (0 for
    /// the shared dice, Ludii's default).
    CountPips(Option<Who>),
    /// `(who at:S)`: the owner of the piece at S (0 when empty).
    WhoAt(SiteFn),
    /// `(what at:S)`: the component at S (0 when empty).
    WhatAt(SiteFn),
    /// `(what at:S level:L)`: the component at level L of a stack (0: the bottom;
    /// 0 when the stack has no such level).
    WhatAtLevel(SiteFn, Box<Int>),
    /// `(size Stack at:S)`: how many pieces stand on a site.
    StackSize(SiteFn),
    /// `(size Stack in:R)`: the heights of the stacks of a region's sites, summed.
    StackSizeIn(Box<Region>),
    /// `(topLevel at:S)`: the level of a site's top piece (0 for an empty site).
    TopLevel(SiteFn),
    /// `(state at:S)`: in a game of stacks, the top piece's.
    StateAt(SiteFn),
    /// `(state at:S level:L)`: the state of one level of a stack.
    StateAtLevel(SiteFn, Box<Int>),
    /// `(value Piece at:S)` / per-site value.
    ValueAt(SiteFn),
    /// `(value Piece at:S level:L)`: the value of one level of a stack.
    ValueAtLevel(SiteFn, Box<Int>),
    /// A player as a number (`Mover`, `Next`, `P1`...).
    Player(Who),
    /// `(id "Name" Who)`: the component of that name owned by that player.
    Id(#[serde(serialize_with = "json::name")] u16, Who),
    /// `(value Player Who)`.
    ValuePlayer(Who),
    /// `(count Steps S1 S2)`: the number of steps between two sites.
    CountSteps(Option<Dirs>, SiteFn, SiteFn),
    /// `(count Steps S1 REGION)`: the fewest steps from a site to a site of a region
    /// (0 when the site or the region is off the board, as Ludii's `CountSteps`).
    CountStepsToRegion(Option<Dirs>, SiteFn, Box<Region>),
    /// `count Groups`, `count Liberties`, `size Group`: a number of a group's sites.
    Group(Box<super::group::Group>),
    /// `(count Pieces Who)`: the number of pieces of a player (optionally of one kind).
    CountPieces(Who, #[serde(serialize_with = "json::opt_name")] Option<u16>),
    /// `(count Pieces GROUP ["Name"] [in:R])`: the pieces of every player of the
    /// group (in R).
    CountPiecesOf(
        Group,
        #[serde(serialize_with = "json::opt_name")] Option<u16>,
        Option<Box<Region>>,
    ),
    /// `(count Pieces Who [Name] in:R)`: the pieces on the sites of R whose owner is
    /// that player (any owner when `None`: Ludii's `All`), optionally of one kind, each
    /// site by its count.
    CountPiecesIn(
        Option<Who>,
        #[serde(serialize_with = "json::opt_name")] Option<u16>,
        Box<Region>,
    ),
    /// `(count Pieces of:P [Name] [in:R])`: the pieces of the player numbered P (read in
    /// play; 0: no player's) on the sites of R (default the board and the hands), as
    /// [`Int::CountPiecesIn`] counts them.
    CountPiecesOfPlayer(
        Box<Int>,
        #[serde(serialize_with = "json::opt_name")] Option<u16>,
        Box<Region>,
    ),
    /// `(count Sites in:R)`.
    CountSites(Box<Region>),
    /// `(count [Cell] at:S)`: the pieces on a site (a hand's count; on the board, the
    /// size of its stack, 0 or 1 without stacks).
    CountAt(SiteFn),
    /// `(count [Cell] in:R)`: the pieces on the sites of a region, summed.
    CountIn(Box<Region>),
    /// `(trackSite Move ...)`: a site some steps along a track.
    TrackSiteMove(Box<super::track::TrackSiteMove>),
    /// `(trackSite FirstSite ...)`: the first site of a track where a test holds.
    TrackSiteFirst(Box<super::track::TrackSiteFirst>),
    /// `(count MovesThisTurn)`.
    MovesThisTurn,
    /// `(value Pending)`: the one value (site) pending; 0 when none or several are.
    ValuePending,
    /// `(count Moves)`: the moves played since the start (Ludii's move number).
    CountMoves,
    /// `(size Array A)`: how many values an array holds (Ludii's `SizeArray`); `(count
    /// Value V in:A)` is the size of A's values equal to V.
    SizeArray(Box<super::int_array::IntArray>),
    /// `(count Turns)`: the turns begun, the current one included (1 at the start).
    CountTurns,
    /// `(count Active)`: the players still in play (Ludii's `CountActive`).
    CountActive,
    /// `(count Best [withValue:True] M)` (ludic's own, not Ludii's): the number
    /// `(max Moves M)` ranks the moves of `M` by, for its best ones: the most moves
    /// (with `with_value`, the greatest total value of the pieces removed) of a turn
    /// that begins with a move of `M`; 0 when `M` has no move.
    Best {
        /// Count the values of the pieces removed instead of the moves.
        with_value: bool,
        /// The moves whose turns are followed to their ends.
        moves: Box<Moves>,
    },
    /// `(- a b)`, `(+ a b)`...
    Arith(ArithOp, Box<Int>, Box<Int>),
    /// A site used as a number (`(last To)`, `(where ...)`; off the board is -1).
    Site(SiteFn),
    /// `(mapEntry [NAME] KEY)`: KEY's value in the maps searched, in order (the key
    /// itself when none has it).
    MapEntry(Box<(Int, Vec<(i64, i64)>)>),
    /// `(row of:S)`, `(column of:S)`: a number given per site of the board (its row or
    /// column, as Ludii numbers them), -1 (Ludii's `OFF`) off the board.
    OfSite(SiteFn, Box<[i16]>),
    /// `(if C A B)` on numbers.
    If(Box<Bool>, Box<Int>, Box<Int>),
    /// `(var)`: the game's unnamed variable (Ludii's `temp`; -1 until set).
    Var,
    /// `(var "Name")`: a named variable (interned name; -1 until set).
    NamedVar(#[serde(serialize_with = "json::name")] u16),
    /// `(counter)`: Ludii's counter of moves (-1 at the start, one more after each
    /// move, reset by `(set Counter)`).
    Counter,
    /// `(score WHO)`: a player's score (0 until set).
    Score(Who),
    /// `(matchScore WHO)`: a player's score in the match (Ludii's; read by a match's
    /// end rules).
    MatchScore(Who),
    /// `(max a b)` or `(min a b)`: the greater or the lesser of two numbers.
    MinMax(Extreme, Box<Int>, Box<Int>),
    /// `(max (results from:R to:R' N))` or `(min ...)`: the greatest or least value of N
    /// over every site of R (bound as `(from)`) and each site of R' (read with that
    /// `(from)`, bound as `(to)`); -1 when there is none (`(+ (results ...))`: their sum,
    /// 0 when there is none).
    ResultsExtreme(Extreme, Box<Results>),
    /// `(max A)`, `(min A)`, `(+ A)`, `(* A)` of an array of numbers: -1 for the greatest
    /// or least of an empty one (Ludii's `UNDEFINED`), 0 for its sum or product.
    ArrayExtreme(Extreme, Box<super::int_array::IntArray>),
    /// `(+ (array R))`: the sum of the sites of a region (0 when it is empty).
    SumSites(Box<Region>),
    /// `(count Stack at:S [if:C])`: the levels of S's stack, from the bottom, where C
    /// holds with `(to)` bound to S and `(level)` to the level (0 for an empty site).
    CountStack(SiteFn, Option<Box<Bool>>),
    /// `(level)`: the level bound by `count Stack` (0 elsewhere).
    Level,
    /// `(last LevelTo)`: the level the last move's decision put its piece at (Ludii's
    /// `Move.levelTo`: 0 unless it added onto a stack or moved part of one).
    LastLevelTo,
    /// `(where Level "Name" WHO at:S [fromTop:B])`: the level of S's stack holding
    /// that player's piece of that base name, searched from the top when B (Ludii's
    /// default), -1 when none does.
    WhereLevel(Box<(u16, Who, SiteFn, bool)>),
    /// `(value)`: the value bound by `forEach Value`, or the seeds a sowing has still to
    /// sow while its `skipIf:` is read (-1 elsewhere).
    Value,
    /// `(who at:S level:L)`: the owner of the piece at level L of S's stack (0 when
    /// there is none).
    WhoAtLevel(SiteFn, Box<Int>),
    /// `(count Steps (step [DIRS] [(to if:C)]) S1 R2)`: the fewest steps of that step
    /// move from S1 to a site of R2 (0 when R2 holds S1, Ludii's `INFINITY` when
    /// none can be reached).
    CountStepsBy(Box<StepRule>, SiteFn, Box<Region>),
}

/// Which of two numbers `(max a b)` / `(min a b)` takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Extreme {
    /// The greater (`max`).
    Max,
    /// The lesser (`min`).
    Min,
    /// Their sum (`(+ (results ...))`, Ludii's `Add` of an array).
    Sum,
    /// Their product (Ludii's `Mul` of an array).
    Product,
}

impl Extreme {
    /// The one of `a` and `b` it takes.
    #[inline]
    pub fn of(self, a: i64, b: i64) -> i64 {
        match self {
            Extreme::Max => a.max(b),
            Extreme::Min => a.min(b),
            Extreme::Sum => a.saturating_add(b),
            Extreme::Product => a.saturating_mul(b),
        }
    }
}

/// The parity `(is Even N)` / `(is Odd N)` tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Parity {
    /// Divisible by two (`Even`).
    Even,
    /// Not divisible by two (`Odd`).
    Odd,
}

impl Parity {
    /// Whether `n` has this parity.
    #[inline]
    pub fn holds(self, n: i64) -> bool {
        (n % 2 == 0) == (self == Parity::Even)
    }
}

/// `(step [DIRS] [(to if:C)])` as a measure of distance (`sites Distance`, `count
/// Steps`): from a site, the sites one step away along DIRS (the board's adjacency by
/// default) where C holds, with `(from)` bound to the site stepped from and `(to)` to
/// the site reached.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StepRule {
    /// The directions, turned by the facing of the piece at the first site.
    pub dirs: Dirs,
    /// The test of each site reached.
    pub cond: Option<Bool>,
}

/// An arithmetic operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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
    /// `^`: a power, as Ludii's `Pow` computes it in play (Java's `(int) Math.pow`:
    /// a negative power gives 0 but for 1 and -1; one past 32 bits the nearest bound).
    Pow,
}

/// A comparison of two numbers (`=`, `!=`, `<`, `<=`, `>`, `>=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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

/// A boolean function.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Bool {
    /// A constant condition (`True`, `False`, or one folded when compiled).
    Const(bool),
    /// `(all DiceEqual)`: the last roll gave every die the same value.
    DiceEqual,
    /// `(all DiceUsed)`: every die has been used since the last roll.
    DiceUsed,
    /// `(is AnyDie N)`: some die of the first container, not yet used, shows N.
    AnyDie(Box<Int>),
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
    /// `(is Visited S)`: an earlier move of the turn in progress went from or to S.
    IsVisited(SiteFn),
    /// `(= R1 R2)`: the two regions hold the same sites.
    SameSites(Region, Region),
    /// `(is Within ID in:R)`: a piece of component ID (on top of its site) stands in R.
    IsWithin(Int, Region),
    /// `(is Prev Who)`: the previous move was made by that player.
    IsPrev(Who),
    /// `(is Next Who)`.
    IsNext(Who),
    /// `(is Mover Who)`.
    IsMover(Who),
    /// `(is Active N)`: whether player N is still in play (no result has taken it out).
    IsActive(Int),
    /// `(is Triggered "Event" P)`: player P is in play and was marked by a `trigger`
    /// (of any event: Ludii keeps one mark per player).
    IsTriggered(Int),
    /// `(is Hidden ...)` ([`super::hidden::IsHidden`]).
    IsHidden(Box<super::hidden::IsHidden>),
    /// `(is Pending)`: some site or value is pending.
    IsPending,
    /// `(all Passed)`: every player's last turn was one pass, the move being made
    /// included.
    AllPassed,
    /// `(is Even N)` / `(is Odd N)`: N has that parity (a negative N too: -3 is odd).
    Parity(Int, Parity),
    /// `(can Move M)`.
    CanMove(Box<Moves>),
    /// `(no Moves Who)`.
    NoMoves(Who),
    /// `(no Pieces Who)` (optionally of one kind).
    NoPieces(Who, #[serde(serialize_with = "json::opt_name")] Option<u16>),
    /// `(no Pieces GROUP ["Name"] [in:R])`: no player of the group has such a piece
    /// (in R).
    NoPiecesOf(
        Group,
        #[serde(serialize_with = "json::opt_name")] Option<u16>,
        Option<Box<Region>>,
    ),
    /// `(is Proposed "Name")`: that has been proposed and not voted on yet.
    IsProposed(#[serde(serialize_with = "json::name")] u16),
    /// `(is Decided "Name")`: the last vote decided that.
    IsDecided(#[serde(serialize_with = "json::name")] u16),
    /// `(was Pass)`: the last move was a pass.
    WasPass,
    /// `(is Cycle)`: Ludii's test that the last moves repeat: the positions after the
    /// last n x n moves (n players) came twice before in the same order.
    IsCycle,
    /// `(no Pieces Who [Name] in:R)`: no site of R holds such a piece (any owner's when
    /// `None`: Ludii's `All`).
    NoPiecesIn(
        Option<Who>,
        #[serde(serialize_with = "json::opt_name")] Option<u16>,
        Box<Region>,
    ),
    /// ludic's `(no Progress N)`: the last `turns` turns in a row, the one ending now
    /// included, removed no piece and moved none of `men` (the unpromoted pieces, whose
    /// moves cannot be taken back). The engine counts such turns in `Last::quiet`.
    NoProgress {
        /// How many quiet turns end the game.
        turns: u16,
        /// The components whose moves count as progress.
        men: Vec<u16>,
    },
    /// `(if C A B)` on conditions.
    If(Box<Bool>, Box<Bool>, Box<Bool>),
    /// `(all Sites R if:C)`: C holds at every site of R, bound as `(site)`.
    AllSites(Region, Box<Bool>),
    /// `(all Different R [if:C])`: every site of R passes C (bound as `(site)`) and
    /// no two hold the same kind of piece (Ludii's `AllDifferent` of sites).
    AllDifferent(Region, Box<Bool>),
    /// `(is Line N ...)`: N pieces of a kind in a line through a site.
    Line(Box<super::line::Line>),
    /// `(is Connected ...)`: a group of a player's pieces joins regions.
    Connected(Box<super::connect::Connected>),
    /// `(all Groups ...)`: every group of the region ([`super::Region::Group`], grown
    /// from `GroupStart`) passes the test; with `of:` (the flag) the groups start at
    /// every occupied site, else at the mover's.
    AllGroups(Box<(Region, bool, Bool)>),
    /// `(is Related REL S R)`: a step of the relation's directions from S reaches a
    /// site of R (Ludii's `IsRelated`).
    IsRelated(Box<(Dirs, SiteFn, Region)>),
    /// `(is Blocked ...)`: no walk over a player's pieces and empty sites joins regions.
    Blocked(Box<super::connect::Blocked>),
    /// `(is Loop ...)`: the last piece placed closes a ring round some sites.
    Loop(Box<super::loops::Loop>),
    /// `(is Pattern ...)`: a walk of steps and turns from a site meets the pieces named.
    Pattern(Box<super::pattern::Pattern>),
    /// `(is Threatened ...)`: an enemy could move to a site.
    Threatened(Box<super::threat::Threatened>),
}

/// The values `forEach Value` visits.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Values {
    /// `min:A max:B`: A to B, both included.
    Range(Int, Int),
    /// `(array R)`: the sites of R, in order.
    Sites(Region),
    /// `(values Remembered ["Name"])`: the values of that list, in the order
    /// remembered (twice a value remembered twice).
    Remembered(Option<u16>),
}

/// Ludii's `Results`: a number computed for each pair of sites of two regions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Results {
    /// The first sites, bound as `(from)`.
    pub from: Region,
    /// The second sites, read with `(from)` bound, each bound as `(to)`.
    pub to: Region,
    /// The number computed for each pair.
    pub value: Int,
}
