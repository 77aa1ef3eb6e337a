//! Region functions: the sets of sites a program reads, known at compile time
//! (`Region::Const`) or worked out from the position.

use super::json;
use super::{dual, Bool, Dirs, Int, Moves, SiteFn, SiteSet, StepRule, Who};
use crate::program::board::DirMask;
use serde::Serialize;

/// A region function.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Region {
    /// Sites known at compile time.
    Const(SiteSet),
    /// The region owned by a player (`(sites Next)`, `(sites Mover)`), per player.
    Owned(Who),
    /// `(sites ToClear)`: pieces jumped this turn, still on the board.
    ToClear,
    /// `(last Between)`: the hurdles of the last move.
    LastBetween,
    /// `(sites A)` of an array of numbers (`(sites (results ...))`): Ludii's
    /// `SitesCustom`, its values as sites, the negative ones left out.
    OfArray(Box<super::int_array::IntArray>),
    /// `(sites LastTo)`: Ludii's `SitesLastTo`, the sites the last move's actions went
    /// to (its own and its consequences').
    LastTos,
    /// `(sites Pending)`.
    Pending,
    /// `(sites Hidden ...)` ([`super::hidden::SitesHidden`]).
    Hidden(Box<super::hidden::SitesHidden>),
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
    Between(
        SiteFn,
        SiteFn,
        #[serde(serialize_with = "json::abs_dirs")] DirMask,
    ),
    /// `(sites Track ... from:A to:B)`: along the track's sites (given here), from A's
    /// (the first without A; none when A is not on it) to B's, round to the start when
    /// B comes before A.
    TrackRange(Vec<super::Site>, Option<Box<SiteFn>>, Option<Box<SiteFn>>),
    /// `(sites Mover "Name")`: sites known per player (index: the player, 0 for no
    /// one), of the player named.
    OfPlayer(Who, Vec<SiteSet>),
    /// `(sites (player N))`: the regions owned by the player numbered N.
    OwnedBy(Box<Int>),
    /// `(sites Direction from:S DIRECTIONS [distance:N])` whose directions depend on
    /// the position (`(difference Diagonal (directions Cell ...))`).
    DirectionAlong(SiteFn, Box<Dirs>, Option<Box<Int>>),
    /// `(sites From ...)`: the sites the moves of a generator start from.
    From(Box<Moves>),
    /// `(sites To ...)`: the sites the moves of a generator go to.
    To(Box<Moves>),
    /// `(union ...)`.
    Union(Vec<Region>),
    /// `(intersection ...)`.
    Intersection(Vec<Region>),
    /// `(difference A B)`.
    Difference(Box<Region>, Box<Region>),
    /// One site, given by a site function (`(sites {(last To)})`).
    Site(SiteFn),
    /// `(sites Direction from:S DIRECTIONS [distance:N])`: the sites along each
    /// direction from S (S left out), up to N steps (to the edge without one).
    Direction(
        SiteFn,
        #[serde(serialize_with = "json::abs_dirs")] DirMask,
        Option<Box<Int>>,
    ),
    /// `(sites Direction ... stop:C [stopIncluded:C])`: along each direction, up to
    /// the first site where C holds.
    DirectionStop(Box<DirectionStop>),
    /// `(values Remembered)` read as sites (`(sites (values Remembered))`, `(is In S
    /// (values Remembered))`): the values remembered (`remember Value`) that are sites.
    Remembered(#[serde(serialize_with = "json::opt_name")] Option<u16>),
    /// `(sites Around S [KIND] [DIRS])`: the sites one step from S along DIRS (the
    /// board's adjacency by default) that hold what KIND asks for.
    Around {
        /// The site around which the sites are taken.
        site: SiteFn,
        /// The directions of the steps (turned by the facing of the piece at S).
        dirs: Dirs,
        /// What the sites must hold.
        kind: AroundKind,
        /// `if:`: a test of each site, with `(from)` bound to S and `(to)` to the site.
        cond: Option<Box<Bool>>,
        /// `distance:N` (Ludii's, 1 by default): the site N steps from S along each
        /// direction, where the way goes that far.
        distance: Option<Box<Int>>,
    },
    /// `(sites Incident TO of:OF at:S)`: the sites of kind TO incident to S, a site of
    /// kind OF (a cell's corners, a point's cells); none when S is not of kind OF.
    Incident {
        /// The site whose incident sites are taken.
        at: SiteFn,
        /// The kind of the sites given.
        to: dual::SiteKind,
        /// The kind S must be.
        of: dual::SiteKind,
    },
    /// `(sites LineOfSight [KIND] at:S [DIRS])`: along each direction from S (the
    /// board's adjacency by default), up to the first piece: that piece's site, the
    /// empty sites before it, or the farthest of them (Ludii's `SitesLineOfSight`).
    LineOfSight {
        /// Where the lines start (the last move's destination by default).
        at: SiteFn,
        /// The directions, a mask over the eight slots.
        #[serde(serialize_with = "json::abs_dirs")]
        mask: DirMask,
        /// Which sites of each line are taken.
        kind: SightKind,
    },
    /// `(sites Group at:S [DIRS] [if:C])`: the sites of the group grown from S (what
    /// `size Group` counts; its `count` is [`super::group::GroupCount::Size`]).
    Group(Box<super::group::Group>),
    /// `(forEach R if:C)`: the sites of R where C holds, bound as `(site)`.
    Filter(Box<Region>, Box<Bool>),
    /// `(sites Distance from:S (range MIN MAX))` without a step rule: the sites whose
    /// distance from S along the board's adjacency lies in the range (S itself at 0).
    BoardDistance(Box<(SiteFn, Int, Int)>),
    /// The sites of the second region read with each site of the first bound as
    /// `(site)`, together (`(sites Direction from:REGION ...)`).
    Each(Box<Region>, Box<Region>),
    /// `(sites Hand Who)`: the sites of that player's hand; with `occupied`, only those
    /// holding pieces (the part of `(sites Occupied by:Who)` off the board).
    Hand {
        /// Whose hand.
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
        /// Every owner, the neutral one included (`by:All`; `who` is then ignored).
        all: bool,
        /// The base names matched, interned (none: every kind).
        #[serde(serialize_with = "json::names")]
        names: Vec<u16>,
        /// Only where the top piece is that player's (Ludii's default).
        top: bool,
    },
    /// `(sites Occupied by:WHO components:{...})` in a game without stacks: the sites
    /// of the region (a player's occupied sites) whose piece, on the board or in a
    /// hand, is of one of those kinds (base names, interned).
    OfKinds(
        Box<Region>,
        #[serde(serialize_with = "json::names")] Vec<u16>,
    ),
    /// `(if C A B)` on regions.
    If(Box<Bool>, Box<Region>, Box<Region>),
    /// `(sites Start (piece N))`: the board's sites whose top piece was of component N
    /// once the start rules were applied (Ludii's starting positions).
    Start(Box<Int>),
    /// The sites walks end on from a site (Ludii's `SitesWalk`, which `move Leap`
    /// goes to): each walk steps forward (`F`) and turns right or left (`R`, `L`) to
    /// the next of the board's orthogonal directions, from each of them as a start
    /// (`rotations`) or from the first.
    Walk {
        /// Where the walks start.
        from: SiteFn,
        /// The walks.
        walks: Vec<Vec<WalkStep>>,
        /// Every orthogonal direction as a start, or the first only.
        rotations: bool,
        /// The board's orthogonal directions, a mask over the eight slots.
        ortho: DirMask,
        /// `forward:` of `move Leap`: only the sites ahead of the facing of the piece
        /// on `from` (its row or column beyond the start's, as Ludii compares them).
        forward: bool,
    },
}

/// One step of a walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum WalkStep {
    /// Forward one site.
    F,
    /// Turn to the next orthogonal direction to the left.
    L,
    /// Turn to the next orthogonal direction to the right.
    R,
}

/// Which sites of a line `(sites LineOfSight ...)` takes (Ludii's `LineOfSightType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum SightKind {
    /// The first piece's site (Ludii's default).
    Piece,
    /// The empty sites before the first piece.
    Empty,
    /// The last empty site before the first piece or the edge.
    Farthest,
}

/// What the sites of `(sites Around ...)` must hold (Ludii's `RegionTypeDynamic`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum AroundKind {
    /// Anything (no kind given).
    Any,
    /// Nothing (`Empty`).
    Empty,
    /// A piece (`NotEmpty`).
    NotEmpty,
    /// A piece of the mover (`Own`).
    Own,
    /// A piece of the mover or a shared piece: Ludii's `Own` in a game of shared
    /// pieces (its `SitesAround` counts the shared player's pieces as the mover's).
    OwnOrShared,
    /// A piece of another player (`Enemy`).
    Enemy,
}

/// `(sites Direction from:S [DIRECTIONS] [distance:N] stop:C [stopIncluded:C])`, Ludii's
/// `SitesDirection` with a stop rule: along each radial from S (S left out), each site
/// up to N steps until the first where C holds (with `(to)` bound), which is taken
/// only when `stopIncluded` holds there too.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DirectionStop {
    /// The origin.
    pub from: SiteFn,
    /// The directions (absolute ones).
    pub dirs: Dirs,
    /// How many steps at most (to the edge without one).
    pub distance: Option<Int>,
    /// Where a radial stops.
    pub stop: Bool,
    /// Whether the site it stops at is taken.
    pub stop_included: Bool,
}
