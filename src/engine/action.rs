//! What a move is made of: the atomic changes of the state ([`Action`]) and a generated
//! move ([`Move`]): its actions now, its consequences when it is applied.

use crate::program::board::OFF;
use crate::program::{CompId, PlayerId, Site, SiteSet};
use smallvec::{smallvec, SmallVec};

/// The actions of a move, inline while few.
pub type Actions = SmallVec<[Action; 4]>;

/// One atomic change of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the piece at `from` to `to` (what was at `to` is replaced; in a game of
    /// stacks, the top piece of `from` goes on top of `to`'s stack).
    Move {
        /// Origin.
        from: Site,
        /// Destination.
        to: Site,
    },
    /// Move `n` pieces from `from` to `to` (`count:` of a move; a game that keeps counts).
    MoveN {
        /// Origin.
        from: Site,
        /// Destination.
        to: Site,
        /// How many (`u16` keeps an action at 8 bytes, as moves copy their lists).
        n: u16,
    },
    /// Move the whole stack at `from` onto the top of `to`'s (`stack:True`).
    MoveStack {
        /// Origin.
        from: Site,
        /// Destination.
        to: Site,
    },
    /// Move the piece at `level` of `from`'s stack onto the top of `to`'s; the pieces
    /// above it go down one level (Ludii's `ActionMoveLevelFrom`, a game of stacks).
    MoveLevel {
        /// Origin.
        from: Site,
        /// Destination.
        to: Site,
        /// The level of the piece that moves (0: the bottom).
        level: u16,
    },
    /// Remove the piece at `level` of a site's stack now; the pieces above it go down
    /// one level (Ludii's `ActionRemoveLevel`, a game of stacks).
    RemoveLevel {
        /// The site.
        site: Site,
        /// The level (0: the bottom).
        level: u16,
    },
    /// Remove the piece at a site, now or at the end of the turn.
    Remove {
        /// The site.
        site: Site,
        /// At the end of the turn (`at:EndOfTurn`).
        deferred: bool,
    },
    /// Replace the piece at a site by a component.
    Promote {
        /// The site.
        site: Site,
        /// The new component.
        comp: CompId,
    },
    /// The same player moves again.
    MoveAgain,
    /// The large piece on a site covers its sites, in its state (`large`).
    Cover(Site),
    /// The sites the large piece on a site covers are empty again (before it moves).
    Uncover(Site),
    /// This player moves next (`set NextPlayer`).
    SetNext(PlayerId),
    /// Mark a site (or just the state) pending for the next move.
    SetPending(Site),
    /// Set a player's value.
    SetValue(PlayerId, i32),
    /// Set a site's value.
    SetSiteValue(Site, i32),
    /// Set a site's state (in a game of stacks, its top piece's).
    SetState(Site, i32),
    /// Set the state of one level of a stack (kept small for the action's size).
    SetLevelState { site: Site, level: u8, v: i16 },
    /// Set the unnamed variable (`set Var`).
    SetVar(i32),
    /// `(set Var "Name" N)`: the named variable (interned name) takes this value.
    SetNamedVar(u16, i32),
    /// `(set Counter N)`: Ludii's counter of moves takes this value.
    SetCounter(i32),
    /// `(trigger ...)`: marks a player (1-based) as triggered.
    Trigger(PlayerId),
    /// `(set Hidden ...)`: marks (or unmarks) a site for a player in some kinds
    /// ([`crate::program::hidden::KINDS`], a mask).
    SetHidden {
        /// The site.
        site: Site,
        /// The player (1-based).
        player: PlayerId,
        /// The kinds.
        kinds: u8,
        /// Marked or unmarked.
        on: bool,
    },
    /// The swap rule's move: the players swap sides (and the mover moves again).
    Swap,
    /// `(set Score P N)`: player P's score (1-based) becomes N.
    SetScore(PlayerId, i32),
    /// `(addScore P N)`: player P's score grows by N.
    AddScore(PlayerId, i32),
    /// Propose the proposition of that name (`move Propose`).
    Propose(u16),
    /// Vote for that (`move Vote`).
    Vote(u16),
    /// Remember a value (`remember Value`).
    Remember(u16, i32),
    /// Forget one occurrence of a value remembered (`forget Value`).
    Forget(u16, i32),
    /// Put a piece of a component on top of a site's stack (`add` in a game of
    /// stacks).
    Add {
        /// The site.
        site: Site,
        /// The component.
        comp: CompId,
        /// How many (`count:`; 1 by default).
        n: u16,
    },
    /// Roll every die (`(roll)`; the faces come from the position's chance stream).
    Roll,
    /// Use a die: its value becomes 0 until the next roll (`forEach Die`).
    UseDie(u8),
    /// Set the dice's temporary value (Ludii's `ActionSetTemp`; -1: none), which
    /// `forEach Die replayDouble:True` keeps while a double is played again.
    SetTemp(i32),
    /// Give every die the face of index `temp - 1` again (Ludii's `ActionUpdateDice`, the
    /// double played a second time), where the dice have that many faces.
    RestoreDice(i32),
    /// Nothing happens (a pass).
    Pass,
    /// Ludii's `ActionNextInstance`: in a match, the game just ended gives the match
    /// its scores and the next one starts (`game_match`).
    NextInstance,
    /// Seeds sowed on one pit: `n` pieces moved one at a time from `from` to `to`, each
    /// only while `from` still holds one (Ludii's one move per seed, which moves nothing
    /// from an emptied pit, and gives a pit of another kind the seed in its place).
    Sow {
        /// The pit sowed from.
        from: Site,
        /// The pit sowed.
        to: Site,
        /// How many seeds.
        n: u16,
    },
    /// A site (or two) picked (`move Select`): nothing changes but the last move.
    Select {
        /// The site picked.
        from: Site,
        /// The second site (`from` when there is none).
        to: Site,
        /// Ludii's `levelTo` of the selection in a game of stacks: the level picked
        /// at `from`, or the top level of `to` (0 elsewhere).
        level: u8,
    },
}

impl Action {
    /// The site an action names as its destination, as Ludii's `Action.to()` does
    /// (a move's, a removal's, a change of a site's): none for the others.
    #[inline]
    pub fn target(self) -> Option<Site> {
        match self {
            Action::Move { to, .. }
            | Action::MoveN { to, .. }
            | Action::MoveStack { to, .. }
            | Action::MoveLevel { to, .. }
            | Action::Sow { to, .. }
            | Action::Select { to, .. } => Some(to),
            Action::Remove { site, .. }
            | Action::RemoveLevel { site, .. }
            | Action::Promote { site, .. }
            | Action::SetSiteValue(site, _)
            | Action::SetState(site, _)
            | Action::SetLevelState { site, .. }
            | Action::Add { site, .. } => Some(site),
            _ => None,
        }
    }
}

// Moves are copied all the time: an action stays at 8 bytes.
const _: () = assert!(std::mem::size_of::<Action>() <= 8);

/// A generated move: actions now, consequences when applied.
#[derive(Clone, Debug)]
pub struct Move<'p> {
    /// Where the moving piece starts ([`OFF`] for a pass).
    pub from: Site,
    /// Where it ends.
    pub to: Site,
    /// The hurdles of a hop.
    pub between: SiteSet,
    /// The actions.
    pub actions: Actions,
    /// Consequences to run after the actions, in order.
    pub then: SmallVec<[&'p crate::program::Moves; 2]>,
}

impl<'p> Move<'p> {
    /// A pass.
    pub fn pass() -> Move<'p> {
        Move {
            from: OFF,
            to: OFF,
            between: SiteSet::EMPTY,
            actions: smallvec![Action::Pass],
            then: SmallVec::new(),
        }
    }
}
