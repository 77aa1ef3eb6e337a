//! Move programs: Ludii's generators, combinators and effects (`MovesKind`), each
//! with its consequences (`Moves::then`).

use super::json;
use super::{Bool, Dirs, Int, Region, SiteFn, Who};
use serde::Serialize;

/// A move program with its consequences: what Ludii calls `Moves` with `(then ...)`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moves {
    /// What it generates (in JSON, its variant is the key of the node).
    #[serde(flatten)]
    pub kind: MovesKind,
    /// `(then ...)`: run after each generated move is applied.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub then: Option<Box<Moves>>,
    /// The number the general engine gives the node, to find what it works out once
    /// about it; no part of the program's meaning.
    #[serde(skip)]
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
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ToSpec {
    /// Which sites may be reached.
    pub cond: Option<Bool>,
    /// An effect added to each move, with `(to)` bound.
    pub apply: Option<Box<Moves>>,
    /// The `if:` of `(apply if:C M)`, with `(from)` and `(to)` bound: in a slide, a
    /// move is kept only where C holds (Ludii's `toRule` of `Slide`); in a hop, Ludii's
    /// stop rule: the first landing the `to` test refuses is a move where C holds, and
    /// the landings it takes are none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keep: Option<Bool>,
}

/// The generators, combinators and effects.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
        /// Start site (default `(from)`, the site `forEach Piece` binds).
        from: SiteFn,
        /// Directions, turned by the facing of the moving piece (default `Adjacent`).
        dirs: Dirs,
        /// Which sites may be crossed (default: empty).
        between: Option<Bool>,
        /// `(between ... (apply M))`: an effect per site crossed before the destination,
        /// with `(between)` bound to it.
        between_apply: Option<Box<Moves>>,
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
        /// Start site (default `(from)`).
        from: SiteFn,
        /// Directions, turned by the facing of the moving piece: the lines it slides
        /// along.
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
        /// `copy:True`: the piece stays where it was and a copy of it goes to the
        /// destination (Ludii's `ActionCopy`), with its state and value from the board.
        copy: bool,
        /// `stack:True` (without `count:`): the whole stack moves.
        stack: bool,
        /// `(from ... level:L)` in a game of stacks: the piece at level L of the
        /// origin's stack moves, not its top piece (Ludii's `ActionMoveLevelFrom`).
        level: Option<Int>,
    },
    /// `(add (to S [if:C]))` in a game of stacks: a piece of the component whose
    /// number is the mover's (Ludii's default piece) goes on top of S's stack.
    Add {
        /// The site the piece is added to.
        site: SiteFn,
        /// The test of the site, with `(to)` bound to it.
        cond: Option<Bool>,
    },
    /// `(move Add [(piece P)] (to R [if:C]) [stack:B])` / `(add [(piece P)] (to S) ...)`:
    /// for each site of R (with `(to)` bound) where C holds, a piece of component P
    /// (without a piece, the component whose number is the mover's, as in Ludii) goes
    /// on the site: on top of its stack in a game of stacks, else on it when it is empty.
    AddPiece {
        /// The component, a number (`(id "Hex" Mover)`).
        piece: Int,
        /// The sites a piece may be added to, each tested by `cond`.
        to: Region,
        /// The test of each site.
        cond: Option<Bool>,
        /// `stack:True`, which makes the game one of stacks.
        stack: bool,
        /// `count:`: how many pieces go on the site (1 by default).
        count: Option<Int>,
        /// `state:` of the piece, read with `(to)` bound (Ludii's `ActionAdd` sets it
        /// on an occupied site too).
        state: Option<Int>,
        /// `(apply M)` of `to`: an effect made at each site (with `(from)` and `(to)`
        /// bound to it), its actions before the addition, as Ludii chains it.
        apply: Option<Box<Moves>>,
        /// When `to` is a region and `(apply [if:C] M)` is given, the test (C, or
        /// True) under which Ludii's `Add` lists the move twice (it adds the move
        /// chained with its effect, then again); none otherwise.
        twice: Option<Bool>,
    },
    /// `(flip S)`: the piece on S turns to its other side, the state its `(flips A B)`
    /// pairs with the one it has (Ludii's `Flip`); no move on an empty site or a piece
    /// that has no flips.
    Flip(SiteFn),
    /// `(append M)`: the moves of M joined into one move (their actions in order), none
    /// when M has none (Ludii's `Append`).
    Append(Box<Moves>),
    /// `(allCombinations A B)`: a move for each pair of a move of A and one of B, A's
    /// actions then B's (Ludii's `AllCombinations`).
    AllCombinations(Box<Moves>, Box<Moves>),
    /// `(move Remove R [level:L])`: one move for each occupied site of R, removing its
    /// piece (in a game of stacks the piece at level L, by default the top one).
    MoveRemove(Region, Option<Int>),
    /// The plays of `(rules phases:{...})`, one per phase: the moves of the mover's
    /// current phase.
    Phases(Vec<Moves>),
    /// `(move Pass)`.
    Pass,
    /// `(move Select (from R [if:C]) [(to R' [if:C'])])`: a move for each site of R
    /// where C holds (with `(from)` and `(to)` bound to it), or for each pair of such a
    /// site and a site of R' where C' holds; the move changes nothing but the last move.
    Select {
        /// The sites selected.
        from: Region,
        /// The test of each, with `(from)` and `(to)` bound to it.
        from_if: Option<Bool>,
        /// The second sites, if any.
        to: Option<Region>,
        /// The test of each second site, with `(to)` bound to it.
        to_if: Option<Bool>,
        /// `level:` of `from`: the level picked in a game of stacks (the top one by
        /// default), which Ludii's `(last LevelTo)` reads back when there is no `to`.
        level: Option<Int>,
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
        /// The moves ranked (each followed through the rest of its turn).
        moves: Box<Moves>,
    },
    /// `level:` of the `from` of `move Step|Slide` (Ludii's `ActionMoveLevelFrom`): the
    /// moves of M, each taking the piece at that level of its origin's stack (a game of
    /// stacks) instead of the top one; none when the level is below -1, and the top
    /// piece at -1 (Ludii's undefined level).
    AtLevel {
        /// The level, read with `(from)` unbound (as Ludii reads it, before the steps).
        level: Int,
        /// The generator.
        moves: Box<Moves>,
    },
    /// `(max Captures [withValue:] M)`: the moves of M whose actions, consequences
    /// included, remove the most pieces (with `withValue:`, of the greatest total
    /// value), as Ludii's `MaxCaptures` counts them.
    MaxCaptures {
        /// Add up the values of the sites emptied instead of counting removals.
        with_value: bool,
        /// The moves ranked.
        moves: Box<Moves>,
    },
    /// `(forEach Piece [names] [M])`: for each of the mover's pieces (of those kinds),
    /// M (or the piece's own moves) from its site.
    ForEachPiece {
        /// Base names matched, interned (empty: every piece).
        #[serde(serialize_with = "json::names")]
        names: Vec<u16>,
        /// The moves (None: each piece's own).
        moves: Option<Box<Moves>>,
        /// In a game of stacks without `top:True`: every level holding a piece of the
        /// mover is visited, not only the top (Ludii's default); false elsewhere.
        every_level: bool,
    },
    /// `(forEach Piece container:WHO)`: the moves of each piece in that player's hand
    /// (Ludii's container of that index: the board is 0, the hands follow), each from
    /// its hand's site.
    ForEachHandPiece {
        /// Whose hand.
        owner: Who,
        /// Base names matched, interned (empty: every piece).
        #[serde(serialize_with = "json::names")]
        names: Vec<u16>,
        /// The moves (None: each piece's own).
        moves: Option<Box<Moves>>,
    },
    /// `(forEach Site R M)`.
    ForEachSite(Region, Box<Moves>),
    /// `(forEach Group [DIRS] [if:C] M)` (Ludii's `ForEachGroup`): M for each group of
    /// occupied sites passing C (of the mover's pieces without it), grown from its
    /// first site; the region is the group (`Region::Group` from `SiteFn::GroupStart`).
    ForEachGroup(Region, Box<Moves>),
    /// `(forEach Level S [FromTop|FromBottom] M)` (Ludii's `ForEachLevel`): the moves M
    /// for each level of S's stack, bound as `(level)`, from the top by default.
    ForEachLevel {
        /// The site whose stack is visited.
        site: SiteFn,
        /// From the bottom up (`FromBottom`) rather than from the top down.
        from_bottom: bool,
        /// The moves given at each level.
        moves: Box<Moves>,
    },
    /// `(forEach Direction [(from S)] [DIRS] [(between ...)] (to [if:C] (apply M)) | M)`
    /// (Ludii's `ForEachDirection`): along each direction from S, the sites up to `max`
    /// steps away while C holds; M generated at each from `min` on, with `(to)` bound
    /// to it and `(from)` left as it was.
    ForEachDirection(Box<ForEachDirection>),
    /// `(forEach Value min:A max:B M)` or `(forEach Value (array R) M)`: M with
    /// `(value)` bound to each value in turn.
    ForEachValue(Box<super::Values>, Box<Moves>),
    /// `(forEach Player M)`: M for each player from P1 on, bound as `Player`.
    ForEachPlayer(Box<Moves>),
    /// `(forEach Site R M noMoveYet:E)`: M for each site of R (the clause's `then`
    /// inside M); when no site gives a move, E, with `(site)` and `(to)` left on R's
    /// last site (as Ludii's `ForEachSite` leaves them).
    ForEachSiteElse(Region, Box<Moves>, Box<Moves>),
    /// `(firstMoveOnTrack [NAME] [PLAYER] M)`: M with `(site)` bound to each site of a
    /// track in turn, the moves of the first site that gives some (Ludii's
    /// `FirstMoveOnTrack`).
    FirstMoveOnTrack {
        /// A part of the track's name (none: the first track).
        name: Option<String>,
        /// The track's owner.
        player: Option<Who>,
        /// The moves.
        moves: Box<Moves>,
    },
    /// `(promote S (piece N))` / `(move Promote S (piece N))` without a player: the
    /// piece on S becomes component N (a number read in the position; none below 1).
    PromoteTo(SiteFn, Int),
    /// The swap rule of `(meta (swap))`, offered beside the play: when as many moves
    /// as players less one have been made, by another player than the mover, a move
    /// that swaps the players' sides; the mover then moves again (Ludii's `Swap`).
    Swap,
    /// `(swap Players A B)` / `(move Swap Players A B)` of a game of two players, A and B
    /// its two: the order of the players swapped and the mover to move next (Ludii's
    /// `SwapPlayers`, an `ActionSwap` and an `ActionSetNextPlayer` of the mover: the
    /// swap rule's move, offered always).
    SwapPlayers,
    /// `(note ...)` among consequences (Ludii's `Note`): a move whose one action shows
    /// a message, which no rule reads and no position holds, so it changes nothing;
    /// but it is a move, so the `(then ...)` of a choice that picks it runs.
    Note,
    /// `(push [(from S)] DIR)`: the piece at S (the last move's destination by default)
    /// pushed one site along DIR, each piece in its way pushed on in turn, the last one
    /// off the board when the line runs out (Ludii's `Push`).
    Push {
        /// The site whose piece is pushed.
        from: SiteFn,
        /// The one direction (absolute).
        dirs: Dirs,
    },
    /// `(attract [(from S)] [DIR])` (Ludii's `Attract`, a consequence): along each
    /// direction, the pieces of the radial from S drawn in next to S, in order.
    #[allow(missing_docs)]
    Attract { from: SiteFn, dirs: Dirs },
    /// `(custodial ...)`: the effect on each piece sandwiched.
    Custodial(Box<super::Custodial>),
    /// `(intervene ...)`: the captures of a piece placed between two runs of targets.
    Intervene(Box<super::Intervene>),
    /// `(directional ...)`: the effect on each target in a run along a radial.
    Directional(Box<super::Directional>),
    /// `(enclose ...)`: the effect on each site of each group enclosed.
    Enclose(Box<super::Enclose>),
    /// `(surround ...)`: the effect on each piece enclosed.
    Surround(Box<super::Surround>),
    /// `(sow ...)`: the seeds of a pit sowed along a track, then the captures.
    Sow(Box<super::sow::Sow>),
    /// `(forEach Piece ... WHO)` for a player other than the mover: the moves of M
    /// generated as Ludii does, with WHO as the mover, the mover as the next player
    /// and the previous one.
    AsPlayer(Who, Box<Moves>),
    /// `(while C M)`: Ludii's `While`, on a copy of the position: while C holds there,
    /// every move of M, each applied to the copy and listed (at most 10,000 rounds).
    While(Bool, Box<Moves>),
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
        /// The sites whose pieces are removed (their top pieces in a game of stacks).
        sites: Region,
        /// Deferred to the end of the turn.
        end_of_turn: bool,
        /// `count:`: how many pieces each site loses (none: one, Ludii's default);
        /// accepted in games of stacks only.
        count: Option<Int>,
    },
    /// `(promote S (piece "Name") Who)`.
    Promote {
        /// The site of the piece promoted.
        site: SiteFn,
        /// The base name of the new kind.
        #[serde(serialize_with = "json::name")]
        into: u16,
        /// Whose kind: the player whose component of that base name it becomes.
        who: Who,
    },
    /// `(moveAgain)`.
    MoveAgain,
    /// `(set NextPlayer (player N))`: player N moves next.
    SetNext(Int),
    /// `(set Pending [R])`.
    SetPending(Option<Region>),
    /// `(set Value Who N)`.
    SetValue(Who, Int),
    /// `(set Value at:S N)`: a site's value.
    SetSiteValue(SiteFn, Int),
    /// `(set State at:S [level:L] N)`: in a game of stacks, the state of level L
    /// (by default the top one).
    SetState(SiteFn, Int, Option<Int>),
    /// `(set Var N)`: the unnamed variable.
    SetVar(Int),
    /// `(set Var "Name" N)`: a named variable (interned name) takes the value N.
    SetNamedVar(#[serde(serialize_with = "super::json::name")] u16, Int),
    /// `(set Score WHO N)` / `(addScore WHO N)`: a player's score (every player's when
    /// `who` is `None`, Ludii's `Each`) becomes N, or grows by N.
    Score {
        /// Whose score (a player's number: `Int::Player` of a player named, or one
        /// computed in play, `(player (who at:S))`); `None` for every player (`Each`).
        who: Option<Int>,
        /// The value or the increment.
        value: Int,
        /// `addScore`: an increment.
        add: bool,
    },
    /// `(set Counter [N])`: Ludii's counter of moves (`(counter)`) takes the value N
    /// (default -1, which the end of the move makes 0).
    SetCounter(Int),
    /// `(trigger "Event" P)`: marks player P as triggered, for good (Ludii keeps one
    /// mark per player, whatever the event's name).
    Trigger(Int),
    /// `(set Hidden ...)` ([`super::hidden::SetHidden`]).
    SetHidden(Box<super::hidden::SetHidden>),
    /// `(move Propose "Name")`: proposes that (Ludii's propositions, which a vote clears).
    Propose(#[serde(serialize_with = "json::name")] u16),
    /// `(move Vote "Name")`: votes for that; the last player's vote decides by majority.
    Vote(#[serde(serialize_with = "json::name")] u16),
    /// `(remember Value N [unique:True])`: adds N to the values remembered (with
    /// `unique`, only when it is not among them).
    Remember {
        /// The list's name (`(remember Value "Name" N)`; none: the unnamed list).
        #[serde(serialize_with = "json::opt_name")]
        name: Option<u16>,
        /// The value remembered (a number; as sites, `(values Remembered)` reads it).
        value: Int,
        /// Only when not remembered yet.
        unique: bool,
    },
    /// `(forget Value ["Name"] N)` (one of N), or with `None` `(forget Value All)`.
    Forget {
        /// The list's name (none: the unnamed list).
        #[serde(serialize_with = "json::opt_name")]
        name: Option<u16>,
        /// The value forgotten (none: all of them).
        value: Option<Int>,
    },
    /// `(roll)`: rolls every die of the game (a chance event; `engine::dice`).
    Roll,
    /// `(forEach Die [if:C] M)`: M once per die of the first container of dice, with
    /// `(pips)` its value; each move of M then uses that die (its value becomes 0).
    ForEachDie {
        /// `if:`: the die is tried only when this holds (with `(pips)` its value).
        cond: Option<Bool>,
        /// The moves.
        moves: Box<Moves>,
        /// `combined:True`: also the dice used together, their values summed (two
        /// dice; with three, all three and each pair).
        combined: bool,
        /// `replayDouble:True`: a double is played twice (Ludii's temp value and dice
        /// restored, `engine::dice`).
        replay_double: bool,
        /// `replayDouble:C` of a condition: as `True` when C holds where the moves
        /// are generated.
        #[serde(skip_serializing_if = "Option::is_none")]
        replay_if: Option<Box<Bool>>,
    },
}

/// The parts of `forEach Direction` (see [`MovesKind::ForEachDirection`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ForEachDirection {
    /// Where the lines start (default `(from)`).
    pub from: SiteFn,
    /// The directions; relative ones turn with the direction from `(from)` to a bound
    /// `(to)`, else with the facing of the piece on `(from)`.
    pub dirs: Dirs,
    /// The least distance at which M is generated (`(between (exact n))`, `(range a b)`).
    pub min: Int,
    /// The greatest distance walked (default 1).
    pub max: Int,
    /// `(between if:B)`: tested, with `(between)` bound, on the sites short of `min`.
    pub between: Option<Bool>,
    /// `(to if:C)`: the walk along a line stops at the first site where C fails.
    pub to_if: Option<Bool>,
    /// The moves generated at each site reached.
    pub moves: Moves,
}
