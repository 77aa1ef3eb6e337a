//! What a game remembers beside the board, for the games that use it: the unnamed
//! variable (`(set Var N)`, `(var)`), the values remembered (`remember Value`), the
//! players' scores (`byScore`). Every other game keeps none of it: [`State::mem`] is
//! `None`, so its positions are as small and as fast to copy as before.
//!
//! Ludii's full state hash, which tells positions apart in its perft, covers the
//! variable and the scores but not the values remembered; so does a position's
//! identity here. The values remembered still steer the rest of a turn (a hop may not
//! land where the turn has been), so a turn's midway positions are told apart by them
//! too ([`Memory::remembered`], read by the turn search).

use super::eval::Ctx;
use super::{Action, Engine, Over, State};
use crate::program::board::OFF;
use crate::program::{EndRule, MovesKind, Outcome, Program, Site, SiteSet, MAX_PLAYERS};

/// The memory of a position.
#[derive(Clone, Debug)]
pub struct Memory {
    /// The unnamed variable (Ludii's `temp`, -1 until set).
    pub var: i32,
    /// Each player's score, index 0 = P1.
    pub scores: [i32; MAX_PLAYERS],
    /// The values remembered, in the order remembered (a value may come twice), each
    /// with the name of its list ([`list`]).
    pub remembered: Vec<(u16, i32)>,
    /// The named variables set so far (`(set Var "Name" N)`), by interned name; no part
    /// of a position's identity, as Ludii's state hash leaves them out.
    pub named: Vec<(u16, i32)>,
    /// Ludii's `toAfterSubsequents`: the site of the last action of the last move (its
    /// consequences included) that names one (`(last To afterConsequence:True)`).
    /// While a move's consequences are made, Ludii's last move is the move without
    /// them, so this is its own actions' until the move is done. Kept only by a game
    /// that reads it.
    pub after: Site,
    /// The same, kept up to date action by action.
    pub after_all: Site,
    /// `(sites LastTo)`: the sites the last move went to, by its actions and its
    /// consequences' moves (shown like `after`); kept only by a game that reads it.
    pub tos: SiteSet,
    /// The same, kept up to date action by action.
    pub tos_all: SiteSet,
    /// The turns that began with a pass (`(all Passed)`); kept only by a game that
    /// reads it.
    pub pass_turns: PassTurns,
    /// The propositions made and not voted on yet, the votes cast on them, and the
    /// last decision (Ludii's; none is part of its full hash, nor of a position's
    /// identity here).
    pub votes: super::votes::Votes,
    /// The positions after the last moves, as hashes (`(is Cycle)`: the last 3n², n
    /// players); kept only by a game that reads it.
    pub history: Vec<u64>,
    /// The positions recorded for `(meta (no Repeat ...))`; kept only by a game with
    /// the rule. Shared between copies until one records (Go's playout copies its
    /// position for each stone it tries, and the game's record grows to hundreds).
    pub repeats: std::sync::Arc<super::repeat::Repeats>,
    /// In a match (`game_match`): each player's match score, index 0 = P1.
    pub match_scores: [i32; 2],
    /// In a match: the games of it played to their end.
    pub trials: u16,
    /// In a match: the result of the game just ended, while the next waits for its
    /// start (Ludii's `NextInstance` move); `None` during a game.
    pub game_over: Option<Over>,
}

impl Default for Memory {
    fn default() -> Memory {
        Memory {
            var: -1,
            scores: [0; MAX_PLAYERS],
            remembered: Vec::new(),
            named: Vec::new(),
            after: OFF,
            after_all: OFF,
            tos: SiteSet::EMPTY,
            tos_all: SiteSet::EMPTY,
            pass_turns: PassTurns::default(),
            votes: super::votes::Votes::default(),
            history: Vec::new(),
            repeats: Default::default(),
            match_scores: [0; 2],
            trials: 0,
            game_over: None,
        }
    }
}

// A position's identity, as Ludii's full hash: the values remembered are left out.
impl PartialEq for Memory {
    fn eq(&self, o: &Memory) -> bool {
        self.var == o.var
            && self.scores == o.scores
            && (self.match_scores, self.trials, self.game_over)
                == (o.match_scores, o.trials, o.game_over)
    }
}
impl Eq for Memory {}
impl std::hash::Hash for Memory {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.var.hash(h);
        self.scores.hash(h);
        (self.match_scores, self.trials, self.game_over).hash(h);
    }
}

/// What `(all Passed)` reads, as Ludii's `Context.allPass` looks back over the game:
/// the turn being made is one move, a pass, and each other player's turn before it,
/// in a row, began with a pass and had at most two moves (a try that asks the mover to
/// go on, then a pass: Phantom Go's illegal stone).
#[derive(Clone, Copy, Debug, Default)]
pub struct PassTurns {
    /// Whether the turn being made began with a pass.
    first_pass: bool,
    /// The moves of the turn being made.
    moves: u8,
    /// The turns in a row before it that began with a pass and had at most two moves.
    done: u8,
}

impl PassTurns {
    /// Notes a move: a pass or not, the first of its turn or not.
    pub fn note(&mut self, is_pass: bool, first_of_turn: bool) {
        if first_of_turn {
            let counts = self.moves > 0 && self.moves <= 2 && self.first_pass;
            self.done = if counts {
                self.done.saturating_add(1)
            } else {
                0
            };
            self.first_pass = is_pass;
            self.moves = 1;
        } else {
            self.moves = self.moves.saturating_add(1);
        }
    }

    /// Whether all of `players` passed, the turn just made the last.
    pub fn all_passed(&self, players: u8) -> bool {
        self.moves == 1 && self.first_pass && u16::from(self.done) + 1 >= u16::from(players)
    }
}

/// Whether a program keeps a memory: it sets the variable, remembers values, ends
/// by score or starts with scores. (One that only reads them reads their first values.)
pub fn uses_memory(p: &Program) -> bool {
    p.has_moves(&|k| {
        matches!(
            k,
            MovesKind::SetVar(_)
                | MovesKind::SetNamedVar(..)
                | MovesKind::Remember { .. }
                | MovesKind::Forget { .. }
                | MovesKind::Score { .. }
                | MovesKind::Propose(_)
                | MovesKind::Vote(_)
        )
    }) || p.end.iter().any(|r| !r.scores.is_empty())
        || !p.remembered.is_empty()
        || reads(p, Reads::LastAfter)
        || reads(p, Reads::LastTos)
        || reads(p, Reads::AllPassed)
        || reads(p, Reads::Cycle)
        || p.no_repeat.is_some()
        || !p.start_scores.is_empty()
        || p.game_match.is_some()
}

impl Engine {
    /// Applies an action on the memory (none for a game without one).
    pub(super) fn act_memory(&self, s: &mut State, a: Action) {
        let Some(m) = s.mem.as_deref_mut() else {
            return;
        };
        match a {
            Action::SetVar(v) => m.var = v,
            Action::SetNamedVar(k, v) => match m.named.iter_mut().find(|e| e.0 == k) {
                Some(e) => e.1 = v,
                None => m.named.push((k, v)),
            },
            Action::SetScore(p, v) => {
                if let Some(x) = m.scores.get_mut((p as usize).wrapping_sub(1)) {
                    *x = v;
                }
            }
            Action::AddScore(p, v) => {
                if let Some(x) = m.scores.get_mut((p as usize).wrapping_sub(1)) {
                    *x += v;
                }
            }
            Action::Remember(k, v) => m.remembered.push((k, v)),
            Action::Propose(k) => m.votes.propose(k),
            Action::Vote(k) => super::votes::vote(m, k, self.num_players()),
            Action::Forget(k, v) => {
                // Ludii's list removes the first occurrence.
                if let Some(i) = m.remembered.iter().position(|&x| x == (k, v)) {
                    m.remembered.remove(i);
                }
            }
            _ => {}
        }
    }

    /// `(var)`.
    pub(super) fn var(&self, s: &State) -> i64 {
        s.mem.as_ref().map_or(-1, |m| m.var as i64)
    }

    /// `(var "Name")`: -1 until set, as Ludii's `Constants.OFF`.
    pub(super) fn named_var(&self, s: &State, k: u16) -> i64 {
        s.mem
            .as_ref()
            .and_then(|m| m.named.iter().find(|e| e.0 == k))
            .map_or(-1, |e| e.1.into())
    }

    /// `(score WHO)` for player `p`.
    pub(super) fn score(&self, s: &State, p: u8) -> i64 {
        match (s.mem.as_ref(), p) {
            (Some(m), 1..) => m.scores.get(p as usize - 1).map_or(0, |&v| v as i64),
            _ => 0,
        }
    }

    /// The values remembered in the unnamed list.
    pub fn remembered(&self, s: &State) -> Vec<i32> {
        self.remembered_in(s, UNNAMED).collect()
    }

    /// The values remembered in list `k`, in order.
    pub(super) fn remembered_in<'s>(&self, s: &'s State, k: u16) -> impl Iterator<Item = i32> + 's {
        s.mem
            .as_ref()
            .map_or(&[][..], |m| m.remembered.as_slice())
            .iter()
            .filter(move |e| e.0 == k)
            .map(|e| e.1)
    }

    /// `(values Remembered ["Name"])` as sites.
    pub(super) fn remembered_sites(&self, s: &State, k: u16) -> SiteSet {
        self.remembered_in(s, k)
            .filter(|&v| v >= 0 && (v as usize) < s.what.len())
            .map(|v| v as u16)
            .collect()
    }

    /// Whether a site (as a number: off the board is -1) is among the values of list `k`.
    pub(super) fn is_remembered(&self, s: &State, k: u16, site: u16) -> bool {
        let v = if site == OFF { -1 } else { site as i32 };
        self.remembered_in(s, k).any(|x| x == v)
    }

    /// The actions of `(forget Value ["Name"] All)`: one per value of the list; without
    /// a name, as Ludii's `ForgetValueAll`, of the unnamed list and then every named one.
    pub(super) fn forget_all(&self, s: &State, name: Option<u16>) -> super::Actions {
        let all = s.mem.as_ref().map_or(&[][..], |m| m.remembered.as_slice());
        let unnamed = all.iter().filter(|e| e.0 == UNNAMED);
        let named = all.iter().filter(|e| e.0 != UNNAMED);
        match name {
            Some(k) => self
                .remembered_in(s, k)
                .map(|v| Action::Forget(k, v))
                .collect(),
            None => unnamed
                .chain(named)
                .map(|e| Action::Forget(e.0, e.1))
                .collect(),
        }
    }

    /// `(byScore ...)`: sets the scores the rule gives, in order, then ranks the
    /// players: the one highest score wins (the one lowest, `misere:True`), a shared
    /// best score draws.
    pub(super) fn by_score(&self, s: &mut State, rule: &EndRule) -> Over {
        for (w, n) in &rule.scores {
            let c = Ctx::default();
            let p = self.who(s, &c, *w);
            let v = self.int(s, &c, n) as i32;
            if let Some(x) = s
                .mem
                .as_deref_mut()
                .and_then(|m| m.scores.get_mut((p as usize).wrapping_sub(1)))
            {
                *x = v;
            }
        }
        // Ludii's ranks by score: the player ranked first alone (the one highest
        // score) wins; a shared highest score leaves no winner.
        let scores: Vec<i64> = (1..=self.num_players()).map(|p| self.score(s, p)).collect();
        let best = if rule.outcome == Outcome::ByScoreMisere {
            scores.iter().copied().min()
        } else {
            scores.iter().copied().max()
        };
        let mut top = (1..=self.num_players()).filter(|&p| Some(scores[p as usize - 1]) == best);
        match (top.next(), top.next()) {
            (Some(p), None) => Over::Win(p),
            _ => Over::Draw,
        }
    }
}

/// The list of values remembered without a name.
pub const UNNAMED: u16 = u16::MAX;

/// The key of a list of values remembered: its interned name, or [`UNNAMED`].
pub fn list(name: Option<u16>) -> u16 {
    name.unwrap_or(UNNAMED)
}

/// What the memory keeps beside the values only for a program that reads it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reads {
    /// `(last To afterConsequence:True)`.
    LastAfter,
    /// `(sites LastTo)`.
    LastTos,
    /// `(all Passed)`.
    AllPassed,
    /// `(is Cycle)`.
    Cycle,
    /// `(is Visited S)`.
    Visited,
}

/// Whether some tree of the program reads that.
pub fn reads(p: &Program, what: Reads) -> bool {
    use crate::program::visit::Node;
    use crate::program::{Bool, SiteFn};
    let mut found = false;
    p.roots(&mut |r| {
        found |= r.any(&mut |n| {
            matches!(
                (what, n),
                (Reads::LastAfter, Node::Site(SiteFn::LastToAfter))
                    | (
                        Reads::LastTos,
                        Node::Region(crate::program::Region::LastTos)
                    )
                    | (Reads::AllPassed, Node::Bool(Bool::AllPassed))
                    | (Reads::Cycle, Node::Bool(Bool::IsCycle))
                    | (Reads::Visited, Node::Bool(Bool::IsVisited(_)))
            )
        })
    });
    found
}

#[cfg(test)]
mod tests {
    use crate::engine::tests::engine_of;

    #[test]
    fn sites_last_to_holds_every_site_the_last_move_went_to() {
        // A placement at 0 also puts P2's piece at 3 (a consequence): two sites, and
        // the mover wins; a placement at 1 goes to one site.
        let e = engine_of(
            r#"(game "L" (players 2) (equipment { (board (rectangle 1 4)) (piece "Disc" Each) })
                (rules
                    (play (move Add (to (intersection (sites Empty) (sites {0 1})))
                        (then (if (= (last To) 0) (add (piece "Disc2") (to 3))))))
                    (end (if (= 2 (count Sites in:(sites LastTo))) (result Mover Win)))))"#,
        );
        assert_eq!(e.perft(&e.start(), 1), 2);
        // Only after P1's placement at 1 does P2 move (at 0, which wins as well).
        assert_eq!(e.perft(&e.start(), 2), 1);
    }

    #[test]
    fn all_passed_wants_a_turn_that_began_with_a_pass_from_each_player() {
        use super::PassTurns;
        // (pass, first of its turn) in order; whether all of 2 (or 3) players passed.
        let after = |moves: &[(bool, bool)], players: u8| {
            let mut t = PassTurns::default();
            for &(pass, first) in moves {
                t.note(pass, first);
            }
            t.all_passed(players)
        };
        assert!(after(&[(false, true), (true, true), (true, true)], 2));
        assert!(!after(&[(true, true), (false, true), (true, true)], 2));
        // A turn of a try, then a pass (Phantom Go's illegal stone) did not begin
        // with a pass; one of a pass then another move did.
        assert!(!after(&[(false, true), (true, false), (true, true)], 2));
        assert!(after(&[(true, true), (false, false), (true, true)], 2));
        // Three moves in a turn, or a last turn of two moves, are not all passes.
        assert!(!after(
            &[(true, true), (false, false), (false, false), (true, true)],
            2
        ));
        assert!(!after(&[(true, true), (true, true), (true, false)], 2));
        // Each of three players.
        assert!(!after(&[(false, true), (true, true), (true, true)], 3));
        assert!(after(&[(true, true), (true, true), (true, true)], 3));
    }
}
