//! Whole turns: the maximal run of moves by one mover. Two runs that reach the same
//! position are one turn, so perft counts the distinct positions a turn reaches.

use super::eval::Ctx;
use super::{Engine, Move, State};
use crate::program::{Site, SiteSet};
use rand::Rng;
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiply-rotate hasher (FxHash's mixing): positions are hashed once per turn
/// found, and SipHash's strength buys nothing here.
#[derive(Default)]
pub(super) struct Mix(u64);

/// FxHash's multiplier.
const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Long runs (a board's contents, hundreds of bytes) in four lanes of their own,
        // so the multiplications do not wait on one another, then folded in.
        let mut blocks = bytes.chunks_exact(32);
        if bytes.len() >= 64 {
            let mut lanes = [self.0, 1, 2, 3];
            for block in &mut blocks {
                for (lane, word) in lanes.iter_mut().zip(block.chunks_exact(8)) {
                    let mut w = [0u8; 8];
                    w.copy_from_slice(word);
                    *lane = (lane.rotate_left(5) ^ u64::from_le_bytes(w)).wrapping_mul(K);
                }
            }
            self.0 = 0;
            for lane in lanes {
                self.write_u64(lane);
            }
        }
        let rest = if bytes.len() >= 64 {
            blocks.remainder()
        } else {
            bytes
        };
        for chunk in rest.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(K);
    }
    fn write_u16(&mut self, v: u16) {
        self.write_u64(v as u64);
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
}

/// The positions found so far in one turn search.
type Seen = HashSet<Meeting, BuildHasherDefault<Mix>>;

/// A position as Ludii's perft tells positions apart, by its full hash: the position,
/// the moves made so far this turn and who was found without a move, but neither the
/// last move's sites nor the values remembered. Ludii counts moves in the turn until
/// the game ends, so two runs to the same final position in different numbers of moves
/// are two turns.
#[derive(PartialEq, Eq, Hash)]
struct Meeting(State, u16, u32);

impl Meeting {
    fn of(s: &State) -> Meeting {
        Meeting(s.clone(), s.last.moves_this_turn, s.last.stalemated)
    }
}

/// A position in the middle of a turn, with what the rest of the turn may read beyond
/// the full hash: the last move's sites, the sites visited this turn (`is Visited`), the
/// named variables, the values remembered and `(last To afterConsequence:True)`. Ludii follows every run of moves; two runs that
/// meet here go on alike, so the search follows the first only (a draughts capture's
/// runs meet often).
#[derive(PartialEq, Eq, Hash)]
struct Midway(Meeting, Site, Site, SiteSet, Option<MemoryRead>);

/// The parts of a memory the full hash leaves out (with the positions of the turn
/// that `no Repeat PositionalInTurn` forbids).
type MemoryRead = (Vec<(u16, i32)>, Vec<(u16, i32)>, Site, Vec<u64>);

impl Midway {
    fn of(s: &State) -> Midway {
        let mem = s.mem.as_deref().map(|m| {
            let turn = m.repeats.turn.clone();
            (m.named.clone(), m.remembered.clone(), m.after, turn)
        });
        let visited = s.last.visited.clone();
        Midway(Meeting::of(s), s.last.from, s.last.to, visited, mem)
    }
}

/// One turn search: the turns found, the positions they reach, the midway positions
/// already followed, and the moves it may still apply.
struct Search {
    out: Vec<Turn>,
    seen: Seen,
    midway: HashSet<Midway, BuildHasherDefault<Mix>>,
    budget: u32,
}

/// The most moves one turn may hold: a program that keeps the mover longer is cut.
pub const MAX_TURN_MOVES: usize = 256;

/// The most moves one turn search applies. A program whose turns branch without end (a
/// `moveAgain` after every move, say) has more runs than can be listed; past this
/// budget each run is cut where it stands, as at [`MAX_TURN_MOVES`]. Draughts captures
/// stay far below it; three placements a turn on a board of 49 sites from two hand
/// sites (about a million runs) fit.
pub const MAX_TURN_SEARCH: u32 = 2_000_000;

/// One whole turn: the moves' `(from, to)` and the position it reaches.
#[derive(Clone, Debug)]
pub struct Turn {
    /// Each move's origin and destination (`OFF` for a pass).
    pub path: Vec<(Site, Site)>,
    /// The position after the turn.
    pub state: State,
}

impl Engine {
    /// The legal moves of the mover, or Ludii's forced pass when there are none and the
    /// game is not over; also records in `s` whether the mover had none.
    pub fn moves_or_pass(&self, s: &mut State) -> Vec<Move<'_>> {
        let mut moves = Vec::with_capacity(32);
        self.moves_or_pass_into(s, &mut moves);
        moves
    }

    /// [`moves_or_pass`](Self::moves_or_pass) into a list the caller keeps.
    pub fn moves_or_pass_into<'p>(&'p self, s: &mut State, moves: &mut Vec<Move<'p>>) {
        self.legal_into(s, moves);
        self.or_pass(s, moves);
    }

    /// Ludii's forced pass, given the mover's legal moves in `moves`.
    pub(super) fn or_pass<'p>(&'p self, s: &mut State, moves: &mut Vec<Move<'p>>) {
        if s.over.is_some() {
            return;
        }
        let bit = 1u32 << s.mover;
        if moves.is_empty() {
            s.last.stalemated |= bit;
            moves.push(Move::pass());
        } else {
            s.last.stalemated &= !bit;
        }
    }

    /// The distinct whole turns from `s` (none when the game is over).
    pub fn turns(&self, s: &State) -> Vec<Turn> {
        let mut search = Search {
            out: Vec::new(),
            seen: Seen::default(),
            midway: HashSet::default(),
            budget: MAX_TURN_SEARCH,
        };
        let mut path = Vec::new();
        self.extend(s, s.mover, &mut path, &mut search);
        search.out
    }

    fn extend(&self, s: &State, mover: u8, path: &mut Vec<(Site, Site)>, search: &mut Search) {
        let mut here = s.clone();
        let moves = self.moves_or_pass(&mut here);
        for mv in &moves {
            let mut t = here.clone();
            self.apply(&mut t, mv);
            search.budget = search.budget.saturating_sub(1);
            path.push((mv.from, mv.to));
            let goes_on = t.over.is_none()
                && t.mover == mover
                && path.len() < MAX_TURN_MOVES
                && search.budget > 0;
            if goes_on {
                if search.midway.insert(Midway::of(&t)) {
                    self.extend(&t, mover, path, search);
                }
            } else if search.seen.insert(Meeting::of(&t)) {
                search.out.push(Turn {
                    path: path.clone(),
                    state: t,
                });
            }
            path.pop();
        }
    }

    /// Counts the distinct-turn tree to `depth`.
    pub fn perft(&self, s: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.turns(s);
        if depth == 1 {
            return turns.len() as u64;
        }
        turns.iter().map(|t| self.perft(&t.state, depth - 1)).sum()
    }

    /// A random game as Ludii plays one: a uniformly random legal move at each step
    /// (not a random whole turn). Returns the final state and the turns played.
    pub fn playout(&self, s: &State, rng: &mut impl Rng) -> (State, u32) {
        let mut s = s.clone();
        if s.dice.is_some() {
            // The dice roll with the playout's generator (`dice`).
            self.seed_chance(&mut s, rng.gen());
        }
        let mut turns = 0;
        let mut moves = Vec::with_capacity(32);
        // The next mover's moves, when the end rules' probe listed them.
        let mut next = Vec::with_capacity(32);
        let mut listed = false;
        let mut ahead = super::probe::Ahead::new(self);
        while s.over.is_none() {
            let mover = s.mover;
            // Between two games of a match: the next one starts.
            if self.between_games(&s) {
                self.next_instance(&mut s);
                listed = false;
                if s.mover != mover || s.over.is_some() {
                    turns += 1;
                }
                continue;
            }
            // A play that only adds a piece, keeps the moves that pass a test after
            // them, or makes one move per site: its move drawn without the list.
            if self.draws && !ahead.lists() {
                let drawn = match self.draw_add(&mut s, rng) {
                    None => match self.draw_filtered(&mut s, rng, &mut moves) {
                        None => self.draw_site(&mut s, rng, &mut moves).map(Into::into),
                        filtered => filtered,
                    },
                    add => add.map(Into::into),
                };
                if let Some(d) = drawn {
                    match d.made {
                        // The draw's test made the move already.
                        Some((t, made)) => {
                            s = t;
                            self.conclude(&mut s, made, None);
                        }
                        None => self.apply(&mut s, &d.mv),
                    }
                    if s.mover != mover || s.over.is_some() {
                        turns += 1;
                    }
                    continue;
                }
            }
            // The move picked as the moves are generated, most not built: when no
            // list is needed (no probe of the next mover's moves, no position to
            // compare, no dice).
            if !listed && !ahead.lists() && self.program.no_repeat.is_none() && s.dice.is_none() {
                let mv = self.pick(&mut s, rng);
                self.apply(&mut s, &mv);
                if s.mover != mover || s.over.is_some() {
                    turns += 1;
                }
                continue;
            }
            if listed {
                std::mem::swap(&mut moves, &mut next);
                self.or_pass(&mut s, &mut moves);
            } else {
                self.moves_or_pass_into(&mut s, &mut moves);
            }
            let mv = super::pick::choose(rng, &s, &moves);
            listed = if ahead.lists() {
                self.apply_listing_next(&mut s, mv, &mut next, &mut ahead)
            } else {
                self.apply(&mut s, mv);
                false
            };
            if s.mover != mover || s.over.is_some() {
                turns += 1;
            }
        }
        (s, turns)
    }

    /// A uniformly random legal move of the mover in `s`, or the forced pass, with the
    /// pass's bookkeeping (as [`Self::moves_or_pass_into`] then a uniform choice), picked
    /// as the moves are generated ([`super::pick::Pick`]). Not for a game under `no
    /// Repeat`, whose moves the list filters.
    pub(super) fn pick<'p>(&'p self, s: &mut State, rng: &mut impl Rng) -> Move<'p> {
        let mut pick = super::pick::Pick::new(rng);
        self.gen_into(s, &Ctx::default(), &self.program.play, &mut pick);
        let bit = 1u32 << s.mover;
        match pick.into_move() {
            Some(mv) => {
                s.last.stalemated &= !bit;
                mv
            }
            None => {
                s.last.stalemated |= bit;
                Move::pass()
            }
        }
    }

    /// Whether the swap rule's move is offered in `s`: to the second player, at the
    /// game's second move.
    pub(super) fn swap_offered(&self, s: &State) -> bool {
        let np = self.num_players() as u32;
        s.last.moves + 1 == np && s.prev != 0 && s.prev != s.mover
    }

    /// The most turns a game lasts before it is a draw (Ludii's: its limit per player
    /// times the players).
    pub fn turn_limit(&self) -> u32 {
        super::TURN_LIMIT_PER_PLAYER * u32::from(self.num_players().max(1))
    }

    /// The number of players.
    pub fn num_players(&self) -> u8 {
        self.program.players.len() as u8
    }

    /// The play of the mover's current phase.
    #[inline(never)]
    pub(super) fn gen_phase<'p>(
        &'p self,
        s: &State,
        c: &super::eval::Ctx,
        plays: &'p [crate::program::Moves],
        out: &mut impl super::sink::Sink<'p>,
    ) {
        if let Some(m) = plays.get(s.mover_phase()) {
            self.gen_into(s, c, m, out);
        }
    }
}

#[cfg(test)]
mod mix_tests {
    use super::Mix;
    use std::hash::{Hash, Hasher};

    fn key(words: &[u16]) -> u64 {
        let mut h = Mix::default();
        words.hash(&mut h);
        h.finish()
    }

    #[test]
    fn long_runs_hashed_in_lanes_still_tell_each_word_apart() {
        // 361 sites (a Go board): past the four-lane threshold, with a tail.
        let board = vec![0u16; 361];
        let base = key(&board);
        assert_eq!(base, key(&board));
        for i in [0, 5, 16, 31, 200, 359, 360] {
            let mut b = board.clone();
            b[i] = 1;
            assert_ne!(key(&b), base, "a piece at {i}");
        }
        // The same words in another lane's place.
        let (mut a, mut b) = (board.clone(), board);
        a[0] = 7;
        b[4] = 7;
        assert_ne!(key(&a), key(&b));
    }
}
