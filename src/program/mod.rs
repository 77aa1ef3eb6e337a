//! The rule program: Ludii's ludemes as a typed tree, what `compile` makes of a
//! description written in Ludii's move language and what the general engine
//! ([`crate::engine`]) runs.
//!
//! Names are resolved at compile time: pieces to component indices, regions that do
//! not depend on the position to site sets, directions to masks. What depends on the
//! position (who is at a site, the sites jumped this turn, the last move) stays a
//! function the engine evaluates.

/// How many players keep a value (`set Value P N`): games of more are refused.
pub const PLAYER_VALUES: usize = 4;

pub mod board;
pub mod compile;
pub mod connect;
pub mod custodial;
pub mod dice;
pub mod drawn_lines;
pub mod dual;
pub mod dual_graph;
pub mod equipment;
pub mod game_match;
pub mod geom;
pub mod group;
pub mod hidden;
pub mod int_array;
pub mod json;
pub mod line;
pub mod loops;
pub mod lower;
pub mod pattern;
pub mod sites;
pub mod sow;
pub mod text;
pub mod threat;
pub mod track;
pub mod visit;

mod functions;
mod moves;
mod region;

pub use board::{Graph, Site};
pub use custodial::{Custodial, Directional, Enclose, Intervene, Surround};
pub use functions::{
    ArithOp, Bool, CmpOp, Dirs, Extreme, Group, Int, Parity, Results, SiteFn, StepRule, Values, Who,
};
pub use moves::{ForEachDirection, Moves, MovesKind, NodeId, ToSpec};
pub use region::{AroundKind, DirectionStop, Region, SightKind, WalkStep};
pub use sites::SiteSet;

use crate::rules::AbsDir;
use serde::Serialize;

/// A player: 1-based, as in Ludii (`P1` = 1); 0 means nobody.
pub type PlayerId = u8;

/// The most players a game may have, as in Ludii (`Constants.MAX_PLAYERS`).
pub const MAX_PLAYERS: usize = 16;

/// A component (a kind of piece owned by one player): 1-based index, 0 = none.
pub type CompId = u16;

/// A whole compiled game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Program {
    /// The game's name.
    pub name: String,
    /// The ruleset chosen, if any.
    pub ruleset: Option<String>,
    /// The board graph.
    pub graph: Graph,
    /// The board's tracks (`(track ...)`), in order: the sowing and racing paths.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tracks: Vec<track::Track>,
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
    /// Values remembered at the start (`(set RememberValue ["Name"] N|R)`), each with
    /// the name of its list.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub remembered: Vec<(Option<u16>, i32)>,
    /// The `(play ...)` program.
    pub play: Moves,
    /// The end rules, in order.
    pub end: Vec<EndRule>,
    /// Base names of pieces that functions refer to (`(id "Counter" Mover)`); in JSON,
    /// each name is written where it is used.
    #[serde(skip)]
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
    /// Whether the end rules are also tried on the start position, as if the player
    /// before the first had just moved: the rule of ludic's own draughts ludemes (a
    /// first player without a move loses at once). Ludii tries them only after a move,
    /// so its first player with no move passes; false for every program in its language.
    pub ends_at_start: bool,
    /// Moves run as consequences when a turn ends (a move after which the mover does not
    /// move again), before the pieces its captures marked leave the board: ludic's own
    /// `(huff)` marks there the pieces that defaulted. `None` for Ludii's programs,
    /// which have no such hook.
    pub turn_end: Option<Box<Moves>>,
    /// The containers of dice (`(dice ...)`), in Ludii's order: their sites follow the
    /// hands'. Empty for a game without chance.
    pub dice: Vec<dice::Dice>,
    /// `(meta (no Repeat ...))`: the repetition the game forbids, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_repeat: Option<Repetition>,
    /// A game of hidden information (`set Hidden`): its start rules that mark sites,
    /// made after the placements. `None` for every other game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hidden: Option<Box<Moves>>,
    /// `(meta (passEnd NoEnd))`: a round of passes does not end the game (Ludii's
    /// `NotAllPass` flag, which its all-pass draw checks).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub pass_no_end: bool,
    /// The scores the start rules give, `(set Score WHO N)`: (player, score), in order,
    /// each score read on the position the start rules leave.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub start_scores: Vec<(u8, Int)>,
    /// `(match ...)`: the game is played again and again, the match's scores adding
    /// up, until the match's end rules end it (Ludii's match of one subgame); `None`
    /// for a game alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_match: Option<Box<game_match::MatchRules>>,
}

/// A repetition `(meta (no Repeat ...))` forbids, as Ludii's `RepetitionType`: a move
/// may not reach a position (the pieces and what they carry, not the player to move)
/// reached before, in the whole game or within the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Repetition {
    /// Ludii's `Positional`: a position reached earlier in the game (superko).
    Positional,
    /// Ludii's `PositionalInTurn`: a position reached earlier in the same turn.
    PositionalInTurn,
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
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hand {
    /// Its owner (1-based).
    pub owner: PlayerId,
    /// Its site: Ludii numbers the hands' sites after the board's.
    pub site: Site,
    /// The pieces placed in it at the start (`(place "Name" "Hand" count:N)`).
    #[serde(serialize_with = "json::comp_count")]
    pub start: Option<(CompId, u32)>,
    /// The state and value of the pieces placed in it at the start (`place ...
    /// state:S value:V`; Ludii keeps them per site of a hand).
    #[serde(skip_serializing_if = "is_no_marks")]
    pub start_marks: (i32, i32),
    /// Whether its start is a stack (`place Stack ... (handSite P1)`): the game is one
    /// of stacks, where a hand is a stack.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stacked: bool,
}

/// A phase of `(rules phases:{(phase "Name" [ROLE] (play M) [(end ...)] [NEXT...])})`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Phase {
    /// Its name, as `(nextPhase "Name")` names it.
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
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NextPhase {
    /// The player it concerns (`None`: every player).
    pub who: Option<Who>,
    /// The condition (true when none is given).
    pub cond: Bool,
    /// The index of the phase it leads to (`None`, unnamed: the phase after the current
    /// one of the player it concerns, or of the mover when it concerns every player,
    /// the last phase wrapping round to the first).
    pub to: Option<u8>,
}

/// A player.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Player {
    /// Display name (`P1`, or the name `(players {(player N)})` gives).
    pub name: String,
    /// Facing, for relative directions.
    pub facing: AbsDir,
    /// The team `(set Team N {...})` puts the player in; 0 when none does (a player
    /// of a game with teams that no `set Team` names is a team of its own, as in
    /// Ludii, whose teams start as one per player).
    #[serde(skip_serializing_if = "is_zero")]
    pub team: u8,
}

fn is_zero(t: &u8) -> bool {
    *t == 0
}

fn is_no_marks(m: &(i32, i32)) -> bool {
    *m == (0, 0)
}

/// A component: a kind of piece of one owner.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
    /// `(flips A B)`: the two states of a double-sided piece, which `(flip S)` swaps.
    pub flips: Option<(i32, i32)>,
    /// The walks of a large piece (`(tile "L" Each {{L F R F F} {R F L F F}})`, Ludii's
    /// `Component.walk`): the shape it covers from its root site; `None` for a piece of
    /// one site.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub walk: Option<Large>,
}

/// The shape of a large piece (Ludii's `Component.locs`): from its root site, each walk
/// started in each of the board's orthogonal directions; its state `r` names the
/// start (`r % n`, of the `n` orthogonal directions in compass order) and the walk
/// (`r / n`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Large {
    /// The walks, each a list of `F`, `L` and `R`.
    pub walks: Vec<Vec<WalkStep>>,
    /// The board's orthogonal directions, a mask over the slots, that its walks start
    /// in and turn between.
    pub ortho: board::DirMask,
}

/// A named or owned region.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NamedRegion {
    /// Name, when given.
    pub name: Option<String>,
    /// Owner (0 when shared).
    pub owner: PlayerId,
    /// Its sites, fixed when the game is compiled.
    pub sites: SiteSet,
}

/// A piece placed at the start.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Placed {
    /// Where: the site it is placed on.
    pub site: Site,
    /// What: the component placed (in JSON, its name).
    #[serde(serialize_with = "json::comp")]
    pub comp: CompId,
    /// Per-site `value:` given by the placement, if any.
    pub value: Option<i32>,
    /// Per-site `state:` given by the placement, if any.
    pub state: Option<i32>,
    /// Put on top of what the site holds (`place Stack`), not in its place.
    pub stacked: bool,
    /// How many pieces the site gets (`(set Count N ...)`, `count:`): 1 but in a game
    /// that keeps counts; 0 empties the site.
    pub count: u32,
}

/// One end rule: when `cond` holds after a move, `who` gets `outcome`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EndRule {
    /// For `(forEach Player if:C (result Player R))`: the rule is tried once per player,
    /// with `Player` bound to it.
    pub per_player: bool,
    /// The condition, read after every move with the position the move left.
    pub cond: Bool,
    /// The player the result names.
    pub who: Who,
    /// A team's result (`(result TeamMover Win)`, `(result Team1 Win)`): every
    /// player of the group wins; `who` is then unused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<Group>,
    /// The result, for `who` (the others get the opposite, or a draw).
    pub outcome: Outcome,
    /// For [`Outcome::ByScore`], the scores it sets first (`(byScore {(score P1 N)
    /// ...})`), in order; empty for every other result.
    pub scores: Vec<(Who, Int)>,
}

/// A result of an end rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    /// The named player wins.
    Win,
    /// The named player loses.
    Loss,
    /// Drawn: nobody wins.
    Draw,
    /// `(byScore ...)`: the scores are set, then the player with the higher score
    /// wins; equal scores draw.
    ByScore,
    /// `(byScore misere:True)`: the same, ranking the lowest score first.
    ByScoreMisere,
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
