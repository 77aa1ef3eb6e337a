//! A game played one move at a time, as Ludii's API plays it: the mover's legal moves
//! as a list, one applied, then the next mover's. A capture of several jumps is several
//! moves by the same player. This is what a learning agent or an outside search (the
//! Python package) drives; whole turns stay in [`super::turns`].
//!
//! [`Stepper`] keeps the legal moves of its position listed, so a caller that reads
//! them and then applies one pays for one generation per move, and it reuses the
//! playout's listing ahead (`probe`) where the end rules list the next player's moves
//! anyway, so a random game stepped here costs what [`Engine::playout`] costs.
//!
//! **Chance.** By default the dice roll inside the engine, from the position's seeded
//! stream (`engine::dice`). With [`Stepper::set_explicit_chance`] a position whose
//! moves roll the dice before the mover chooses (`(do (roll) next:...)`: a `Roll` among
//! a move's actions, not in its consequences) is a *chance node*: the caller picks the
//! roll's outcome ([`Stepper::roll`]), as OpenSpiel's explicit chance wants, and only
//! then are the mover's moves listed. The engine is not told the outcome: the stream is
//! given a seed under which that roll draws it (`seed_for`), so generating and applying
//! a move roll the same dice as ever.

use super::dice::draw;
use super::probe::Ahead;
use super::{Action, Engine, Move, State};

/// A position with its legal moves listed (Ludii's forced pass included; none once the
/// game is over).
#[derive(Clone, Debug)]
pub struct Stepper<'p> {
    engine: &'p Engine,
    state: State,
    moves: Vec<Move<'p>>,
    /// Spare list the look-ahead fills with the next mover's moves.
    next: Vec<Move<'p>>,
    ahead: Ahead,
    /// Whether the roll is a chance node the caller resolves (see the module's doc).
    explicit_chance: bool,
    /// Whether this position is a chance node still to resolve.
    chance_node: bool,
    /// The outcome of the roll just resolved, until the mover plays: the moves carry
    /// the roll, the position does not show it yet ([`Stepper::view`] does).
    rolled: Option<usize>,
    /// Whether moves that differ only in the die they use are all kept (see
    /// [`Stepper::keep_dice_twins`]).
    keep_twins: bool,
}

impl<'p> Stepper<'p> {
    /// The position `state` of `engine`'s game, its moves listed.
    pub fn new(engine: &'p Engine, state: State) -> Stepper<'p> {
        let mut s = Stepper {
            engine,
            state,
            moves: Vec::with_capacity(32),
            next: Vec::with_capacity(32),
            ahead: Ahead::new(engine),
            explicit_chance: false,
            chance_node: false,
            rolled: None,
            keep_twins: false,
        };
        s.list();
        s
    }

    /// The game's start.
    pub fn start(engine: &'p Engine) -> Stepper<'p> {
        Stepper::new(engine, engine.start())
    }

    /// The engine.
    pub fn engine(&self) -> &'p Engine {
        self.engine
    }

    /// The position.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The legal moves of the player to move, in the engine's order (empty once the
    /// game is over; a single pass when the mover has no move).
    pub fn moves(&self) -> &[Move<'p>] {
        &self.moves
    }

    /// The memory a step from this position reads or writes outside the `Stepper`
    /// value itself, as (address, bytes) spans: the listed moves, the list the
    /// look-ahead fills (about as long), and the position's parts on the heap. A batch
    /// of games asks the processor for them ahead of each game's step; nothing is read.
    pub fn heap_spans(&self, mut f: impl FnMut(*const u8, usize)) {
        use std::mem::{size_of, size_of_val};
        let mv = size_of::<Move>();
        f(self.moves.as_ptr().cast(), size_of_val(&self.moves[..]));
        let next = self.moves.len().min(self.next.capacity());
        f(self.next.as_ptr().cast(), next * mv);
        let s = &self.state;
        f(s.value.as_ptr().cast(), size_of_val(&s.value[..]));
        f(s.sstate.as_ptr().cast(), size_of_val(&s.sstate[..]));
        if let Some(b) = s.below.as_deref() {
            f(
                (b as *const super::Stacks).cast(),
                size_of::<super::Stacks>(),
            );
            b.under.heap_spans(&mut f);
        }
        if let Some(m) = s.mem.as_deref() {
            f(
                (m as *const super::Memory).cast(),
                size_of::<super::Memory>(),
            );
        }
        if let Some(h) = s.held.0.as_deref() {
            f(h.hand.as_ptr().cast(), size_of_val(&h.hand[..]));
            f(h.count.as_ptr().cast(), size_of_val(&h.count[..]));
        }
    }

    /// The player to move, 1-based as the engine numbers players.
    pub fn mover(&self) -> u8 {
        self.state.mover
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.state.over.is_some()
    }

    /// Plays the `i`-th legal move; false (and nothing played) when there is none, or
    /// at a chance node.
    pub fn play(&mut self, i: usize) -> bool {
        if i >= self.moves.len() || self.chance_node {
            return false;
        }
        let mv = self.moves.swap_remove(i);
        let listed = if self.ahead.lists() {
            self.engine
                .apply_listing_next(&mut self.state, &mv, &mut self.next, &mut self.ahead)
        } else {
            self.engine.apply(&mut self.state, &mv);
            false
        };
        if listed {
            std::mem::swap(&mut self.moves, &mut self.next);
            self.engine.or_pass(&mut self.state, &mut self.moves);
            self.merge_dice_twins();
        } else {
            self.list();
        }
        self.rolled = None;
        self.chance_node = self.explicit_chance && self.rolls_here();
        true
    }

    /// Lists the moves of the position afresh.
    fn list(&mut self) {
        self.moves.clear();
        if self.state.over.is_none() {
            self.engine
                .moves_or_pass_into(&mut self.state, &mut self.moves);
            self.merge_dice_twins();
        }
    }

    /// Keeps one of each set of moves that differ only in which die they use (Ludii
    /// lists a move once per die that allows it: two dice of one value give it
    /// twice), since an action number tells a move by its sites, not by its die. The
    /// first listed is kept, so the die used is the first that allows the move.
    fn merge_dice_twins(&mut self) {
        if !self.engine.is_stochastic() || self.moves.len() < 2 || self.keep_twins {
            return;
        }
        let twins = |a: &Move, b: &Move| {
            a.from == b.from
                && a.to == b.to
                && a.between == b.between
                && a.actions.len() == b.actions.len()
                && a.then.len() == b.then.len()
                && a.then
                    .iter()
                    .zip(&b.then)
                    .all(|(x, y)| std::ptr::eq(*x, *y))
                && a.actions.iter().zip(&b.actions).all(|(x, y)| {
                    x == y || matches!((x, y), (Action::UseDie(_), Action::UseDie(_)))
                })
        };
        let mut i = 1;
        while i < self.moves.len() {
            if self.moves[..i].iter().any(|m| twins(m, &self.moves[i])) {
                self.moves.remove(i);
            } else {
                i += 1;
            }
        }
    }

    /// Sets the chance stream of the position (nothing in a game without dice) and lists
    /// its moves again, since in a game with dice they may depend on it.
    pub fn reseed(&mut self, seed: u64) {
        self.engine.seed_chance(&mut self.state, seed);
        self.list();
        self.chance_node = self.explicit_chance && self.rolls_here();
    }

    /// Keeps every move that differs from another only in the die it uses (`on`), as
    /// Ludii lists them: the dice left after it differ, so replaying Ludii's game must
    /// be able to play the one Ludii played. Lists the moves again.
    pub fn keep_dice_twins(&mut self, on: bool) {
        self.keep_twins = on;
        self.list();
    }

    /// Makes the roll a chance node the caller resolves (`on`), or leaves it to the
    /// engine's stream (the default). Nothing changes in a game without dice.
    pub fn set_explicit_chance(&mut self, on: bool) {
        self.explicit_chance = on && self.engine.is_stochastic();
        self.chance_node = self.explicit_chance && self.rolls_here();
    }

    /// Whether the position is a chance node: the roll's outcome is to be chosen
    /// ([`Stepper::roll`]) before the mover's moves.
    pub fn is_chance_node(&self) -> bool {
        self.chance_node
    }

    /// The number of outcomes of a roll, all equally likely: the product of every
    /// die's number of faces (1 in a game without dice). Outcome `k` gives each die a
    /// face, the first die's the most significant digit of `k` (see [`Self::faces_of`]).
    pub fn num_outcomes(&self) -> usize {
        self.die_faces().product()
    }

    /// The face (index into its faces) each die shows after outcome `k`.
    pub fn faces_of(&self, mut k: usize) -> Vec<usize> {
        let sizes: Vec<usize> = self.die_faces().collect();
        let mut faces = vec![0; sizes.len()];
        for (f, n) in faces.iter_mut().zip(&sizes).rev() {
            *f = k % n;
            k /= n;
        }
        faces
    }

    /// The value each die shows after outcome `k`.
    pub fn outcome_values(&self, k: usize) -> Vec<i32> {
        let dice = self.engine.program.dice.iter().flat_map(|d| d.faces.iter());
        dice.zip(self.faces_of(k)).map(|(f, i)| f[i]).collect()
    }

    /// Resolves a chance node with outcome `k`, and lists the mover's moves under that
    /// roll; false (and nothing done) when the position is no chance node or `k` is
    /// out of range.
    pub fn roll(&mut self, k: usize) -> bool {
        if !self.chance_node || k >= self.num_outcomes() {
            return false;
        }
        let Some(seed) = self.seed_for(&self.state, k) else {
            return false;
        };
        self.engine.seed_chance(&mut self.state, seed);
        self.list();
        self.chance_node = false;
        self.rolled = Some(k);
        true
    }

    /// The position as the mover sees it: after a chance node's outcome, with the dice
    /// showing that roll (the position itself shows it once a move has made it).
    pub fn view(&self) -> std::borrow::Cow<'_, State> {
        let Some(k) = self.rolled else {
            return std::borrow::Cow::Borrowed(&self.state);
        };
        let mut s = self.state.clone();
        let faces = self.faces_of(k);
        let values = self.outcome_values(k);
        if let Some(d) = s.dice.as_deref_mut() {
            for (i, (&f, &v)) in faces.iter().zip(&values).enumerate() {
                if let (Some(face), Some(value)) = (d.face.get_mut(i), d.value.get_mut(i)) {
                    *face = f as u8;
                    *value = v;
                }
            }
            d.equal = values.windows(2).all(|w| w[0] == w[1]);
        }
        std::borrow::Cow::Owned(s)
    }

    /// Each die's number of faces, in the order of the game's dice.
    fn die_faces(&self) -> impl Iterator<Item = usize> + 'p {
        let dice = self.engine.program.dice.iter();
        dice.flat_map(|d| d.faces.iter().map(Vec::len))
    }

    /// A seed under which the next roll of `s` draws outcome `k`: the first of 0, 1,
    /// 2... that does (about as many tries as there are outcomes, since the stream's
    /// draws are uniform), so the same position and outcome always give the same seed.
    fn seed_for(&self, s: &State, k: usize) -> Option<u64> {
        let d = s.dice.as_deref()?;
        let sizes: Vec<usize> = self.die_faces().collect();
        let want = self.faces_of(k);
        let (moves, rolls) = (s.last.moves, d.rolls);
        // Far more tries than any game's outcomes need (2^24 against, at most, a few
        // thousand outcomes); past it the outcome is refused rather than searched on.
        (0..1u64 << 24).find(|&seed| {
            (0..sizes.len()).all(|i| draw(seed, moves, rolls, i, sizes[i]) == want[i])
        })
    }

    /// Whether the mover's moves here begin with a roll. A position whose only move is
    /// a pass may be a roll that left the mover no move: it is a chance node when some
    /// outcome gives a move that rolls.
    fn rolls_here(&self) -> bool {
        let rolls = |m: &Move| m.actions.contains(&Action::Roll);
        let pass = |m: &Move| m.actions.iter().all(|a| *a == Action::Pass);
        if self.state.over.is_some() || !self.engine.is_stochastic() {
            return false;
        }
        if self.moves.iter().any(rolls) {
            return true;
        }
        if !self.moves.iter().all(pass) {
            return false;
        }
        let mut moves = Vec::new();
        (0..self.num_outcomes()).any(|k| {
            let mut s = self.state.clone();
            let Some(seed) = self.seed_for(&s, k) else {
                return false;
            };
            self.engine.seed_chance(&mut s, seed);
            moves.clear();
            self.engine.moves_or_pass_into(&mut s, &mut moves);
            moves.iter().any(rolls)
        })
    }
}
