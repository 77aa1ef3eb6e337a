//! Chance in the general engine: the dice a position shows ([`Rolled`]), the roll
//! (`(roll)`, Ludii's `Roll`: every die gets a face drawn uniformly), the use of a die
//! (`forEach Die`, Ludii's `ActionUseDie`: its value becomes 0 until the next roll), and
//! what reads them (`(pips)`, `(face S)`, `(count Pips)`, `(all DiceEqual)`,
//! `(all DiceUsed)`, `(is AnyDie N)`).
//!
//! **Where the randomness comes from.** A position carries its chance stream: a seed and
//! the number of rolls made so far. A roll draws each die's face from a hash of the
//! seed, the moves played so far (`Last::moves`: so a turn that could not use its roll,
//! and passed without it, as Ludii's forced pass does, is followed by a fresh roll),
//! that number and the die (`draw`), so generating a position's moves stays a
//! function of the position: the look-ahead, the turn search and the final apply of a
//! move all see the same roll, as Ludii's moves carry the values rolled when they were
//! generated. Whoever plays sets the seed: a random playout from its own generator
//! (`Engine::playout`), `ludic perft` from `--seed` (so its counts are reproducible:
//! within one search, every position that has made as many rolls rolls the same), a
//! game of `play` or `match` from the game's generator, MCTS afresh below its root at
//! every descent (`ai::chance`). The seed and the count are no part of a position's
//! identity; the faces shown and the dice used are.
//!
//! Every game without dice keeps `State::dice` at `None`: its positions copy, hash and
//! compare as before.

use super::eval::Ctx;
use super::sink::Sink;
use super::{Action, Engine, State};
use crate::program::{Moves, Program, Site};
use smallvec::SmallVec;

/// The dice of a position: the face each die shows and the value each still has.
#[derive(Clone, Debug, Default)]
pub struct Rolled {
    /// Each die's face (an index into its faces), in the order of the game's dice.
    pub face: SmallVec<[u8; 8]>,
    /// Each die's value (Ludii's `currentDice`): its face's value, 0 once used.
    pub value: SmallVec<[i32; 8]>,
    /// Whether the last roll gave every die the same value (Ludii's `diceAllEqual`).
    pub equal: bool,
    /// The temporary value a double played again keeps (Ludii's `State.temp`; -1:
    /// none).
    pub temp: i32,
    /// The chance stream's seed (no part of the position's identity).
    pub seed: u64,
    /// Rolls made so far (no part of the position's identity).
    pub rolls: u32,
}

impl PartialEq for Rolled {
    fn eq(&self, o: &Rolled) -> bool {
        self.face == o.face && self.value == o.value && self.equal == o.equal && self.temp == o.temp
    }
}
impl Eq for Rolled {}
impl std::hash::Hash for Rolled {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.face.hash(h);
        self.value.hash(h);
        self.equal.hash(h);
        self.temp.hash(h);
    }
}

/// The seed a game's start gives its dice, and `ludic perft`'s when `--seed` gives none.
pub const DEFAULT_SEED: u64 = 1;

/// SplitMix64's finaliser: a well-mixed 64-bit hash of a 64-bit number.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The face (0..n) die `die` shows after roll number `roll` of the stream `seed`, made
/// when `moves` moves had been played.
pub fn draw(seed: u64, moves: u32, roll: u32, die: usize, n: usize) -> usize {
    let x = mix(seed ^ mix(((moves as u64) << 40) ^ ((roll as u64) << 8) ^ die as u64));
    // Lemire's reduction of the high 32 bits: uniform to within 2^-32 for n <= 100.
    (((x >> 32) * n as u64) >> 32) as usize
}

/// The dice of the start: each die on its first face, as Ludii places them (`None` for
/// a game without dice).
pub fn start(p: &Program) -> Option<Box<Rolled>> {
    if !p.is_stochastic() {
        return None;
    }
    let value: SmallVec<[i32; 8]> = p
        .dice
        .iter()
        .flat_map(|d| d.faces.iter().map(|f| f[0]))
        .collect();
    let equal = value.windows(2).all(|w| w[0] == w[1]);
    Some(Box::new(Rolled {
        face: SmallVec::from_elem(0, value.len()),
        value,
        equal,
        temp: -1,
        seed: DEFAULT_SEED,
        rolls: 0,
    }))
}

impl Engine {
    /// Sets the chance stream of a position (nothing in a game without dice).
    pub fn seed_chance(&self, s: &mut State, seed: u64) {
        if let Some(d) = s.dice.as_deref_mut() {
            d.seed = seed;
        }
    }

    /// Whether the game has chance.
    pub fn is_stochastic(&self) -> bool {
        self.program.is_stochastic()
    }

    /// Each die's faces, in the order of the game's dice.
    fn faces(&self) -> impl Iterator<Item = &Vec<i32>> {
        self.program.dice.iter().flat_map(|d| d.faces.iter())
    }

    /// Applies a roll or the use of a die.
    pub(super) fn act_dice(&self, s: &mut State, a: Action) {
        let moves = s.last.moves;
        let Some(d) = s.dice.as_deref_mut() else {
            return;
        };
        match a {
            Action::Roll => {
                for (i, faces) in self
                    .program
                    .dice
                    .iter()
                    .flat_map(|c| c.faces.iter())
                    .enumerate()
                {
                    let f = draw(d.seed, moves, d.rolls, i, faces.len());
                    d.face[i] = f as u8;
                    d.value[i] = faces[f];
                }
                d.equal = d.value.windows(2).all(|w| w[0] == w[1]);
                d.rolls = d.rolls.wrapping_add(1);
            }
            Action::UseDie(i) => {
                if let Some(v) = d.value.get_mut(i as usize) {
                    *v = 0;
                }
            }
            Action::SetTemp(t) => d.temp = t,
            Action::RestoreDice(t) => {
                let Ok(f) = usize::try_from(t - 1) else {
                    return;
                };
                let mut i = 0;
                for c in &self.program.dice {
                    // Ludii reads the number of faces of the container's dice.
                    if c.faces.first().is_some_and(|x| f < x.len()) {
                        for (k, faces) in c.faces.iter().enumerate() {
                            d.face[i + k] = f as u8;
                            d.value[i + k] = faces.get(f).copied().unwrap_or(0);
                        }
                    }
                    i += c.len();
                }
            }
            _ => {}
        }
    }

    /// `(forEach Die [if:C] M)`: M once per die of the first container, `(pips)` its
    /// value, each move then using that die. As Ludii, two dice of one value give
    /// their moves twice (the turn search merges what reaches one position). With
    /// `combined:True`, also M with the dice's sum, using them all (two dice; with
    /// three, all three and each pair); with `replayDouble:True`, a double is played
    /// twice, as Ludii's `ForEachDie`: the first use of a die of a double keeps its
    /// value (temp), the next restores the dice to it, the one after forgets it. Never
    /// inlined: the generator's hot match stays as it was for the games without dice.
    #[inline(never)]
    pub(super) fn gen_for_each_die<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        cond: Option<&crate::program::Bool>,
        moves: &'p Moves,
        (combined, replay_double): (bool, bool),
        out: &mut impl Sink<'p>,
    ) {
        let (Some(d), Some(first)) = (s.dice.as_deref(), self.program.dice.first()) else {
            return;
        };
        let values = &d.value[..first.len()];
        let double = replay_double && values.iter().all(|&v| v == values[0]);
        let extra = match (double, d.temp) {
            (true, -1) => None,
            (true, _) => Some(Action::SetTemp(-1)),
            (false, -1) => None,
            (false, t) => Some(Action::RestoreDice(t)),
        };
        for (i, &pip) in values.iter().enumerate() {
            let extra = match (double, d.temp) {
                (true, -1) => Some(Action::SetTemp(pip)),
                _ => extra,
            };
            if !self.die_moves(s, c, (cond, moves), pip, (&[i as u8], extra), out) {
                return;
            }
        }
        if !combined {
            return;
        }
        let sets: &[&[u8]] = match values.len() {
            2 => &[&[0, 1]],
            3 => &[&[0, 1, 2], &[0, 1], &[0, 2], &[1, 2]],
            _ => &[],
        };
        for set in sets {
            let used = || set.iter().map(|&k| values[k as usize]);
            if used().all(|v| v != 0) {
                let pip = used().sum();
                if !self.die_moves(s, c, (cond, moves), pip, (set, None), out) {
                    return;
                }
            }
        }
    }

    /// The moves of M for one value of `(pips)` (when C holds), each using the dice
    /// `used` and then doing `extra`; false once the sink wants no more.
    fn die_moves<'p>(
        &'p self,
        s: &State,
        c: &Ctx,
        (cond, moves): (Option<&crate::program::Bool>, &'p Moves),
        pip: i32,
        (used, extra): (&[u8], Option<Action>),
        out: &mut impl Sink<'p>,
    ) -> bool {
        let cc = Ctx {
            pip: pip as i16,
            ..*c
        };
        if cond.is_some_and(|b| !self.cond(s, &cc, b)) {
            return true;
        }
        let mut v = Vec::new();
        self.gen_into(s, &cc, moves, &mut v);
        for mut m in v {
            m.actions.extend(used.iter().map(|&i| Action::UseDie(i)));
            m.actions.extend(extra);
            out.push(m);
            if out.done() {
                return false;
            }
        }
        true
    }

    /// `(face S)`: the value a die's site shows (-1 when the site holds no die).
    pub(super) fn face(&self, s: &State, site: i64) -> i64 {
        let (Some(d), Ok(site)) = (s.dice.as_deref(), Site::try_from(site)) else {
            return -1;
        };
        let mut i = 0;
        for c in &self.program.dice {
            let at = site as usize;
            let first = c.first as usize;
            if (first..first + c.len()).contains(&at) {
                let k = i + at - first;
                return c.faces[at - first][d.face[k] as usize] as i64;
            }
            i += c.len();
        }
        -1
    }

    /// `(count Pips [ROLE])`: the sum of the faces the dice of `owner` show (Ludii's
    /// `sumDice`, which using a die does not change).
    pub(super) fn count_pips(&self, s: &State, owner: u8) -> i64 {
        let Some(d) = s.dice.as_deref() else {
            return 0;
        };
        let mut i = 0;
        for c in &self.program.dice {
            if c.owner == owner {
                return c
                    .faces
                    .iter()
                    .enumerate()
                    .map(|(k, f)| f[d.face[i + k] as usize] as i64)
                    .sum();
            }
            i += c.len();
        }
        0
    }

    /// `(all DiceEqual)`.
    pub(super) fn dice_equal(&self, s: &State) -> bool {
        s.dice.as_deref().is_some_and(|d| d.equal)
    }

    /// `(all DiceUsed)`: every die's value is 0.
    pub(super) fn dice_used(&self, s: &State) -> bool {
        s.dice
            .as_deref()
            .is_none_or(|d| d.value.iter().all(|&v| v == 0))
    }

    /// `(is AnyDie N)`: some die of the first container has value N.
    pub(super) fn any_die(&self, s: &State, n: i64) -> bool {
        let (Some(d), Some(first)) = (s.dice.as_deref(), self.program.dice.first()) else {
            return false;
        };
        d.value[..first.len()].iter().any(|&v| v as i64 == n)
    }

    /// The number of dice, all containers together.
    pub fn num_dice(&self) -> usize {
        self.faces().count()
    }
}
