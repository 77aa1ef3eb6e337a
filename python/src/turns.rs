//! The whole-turn action encoding, an option beside the move-by-move one: a whole turn
//! (every move until the player to move changes: a capture of several jumps, a jump and
//! its removal) is one action, numbered by its first move, its last destination and,
//! among the turns that share those, its rank ([`RANKS`]):
//! `((from * S + first_to) * S + last_to) * RANKS + rank`. The turns are the engine's
//! (`Engine::turns`): one per distinct position a turn reaches.

use crate::game::Game;
use crate::LudicError;
use ludic::engine::State;
use ludic::program::board::OFF;
use pyo3::PyResult;

/// How many turns one first move and last destination tell apart: a turn's number is
/// its key (`ActionIndex::turn_number`) times this, plus its rank among the turns of
/// its position that share the key (Lasca's `a5xc3xe1xc3xe5` and `a5xc3xe5`, a stack
/// jumped twice), ranked by their moves' numbers.
pub const RANKS: u64 = 16;

/// A whole turn: its number, the move-by-move actions it is made of, the position
/// it reaches.
pub struct WholeTurn {
    pub number: u64,
    pub actions: Vec<u32>,
    pub state: State,
}

/// The whole turns of the mover at `s`, sorted by number: one per position a turn
/// reaches, by its least run of moves (compared by their numbers), so a position and
/// its turns are numbered alike whatever the engine's order. More than [`RANKS`] turns
/// with one key are refused with an error, rather than one of them hidden.
pub fn whole_turns(game: &Game, s: &State) -> PyResult<Vec<WholeTurn>> {
    let site = |x: u16| (x != OFF).then_some(x);
    let mut turns: Vec<(u64, WholeTurn)> = Vec::new();
    for t in game.engine.turns(s) {
        let (Some(first), Some(last)) = (t.path.first(), t.path.last()) else {
            continue;
        };
        let key = game
            .index
            .turn_number(site(first.0), site(first.1), site(last.1));
        let actions: Vec<u32> = t
            .path
            .iter()
            .map(|&(f, to)| game.index.number(site(f), site(to)))
            .collect();
        match turns.iter_mut().find(|(_, w)| w.state == t.state) {
            Some((k, w)) if (key, &actions) < (*k, &w.actions) => {
                *k = key;
                w.actions = actions;
            }
            Some(_) => {}
            None => turns.push((
                key,
                WholeTurn {
                    number: 0,
                    actions,
                    state: t.state,
                },
            )),
        }
    }
    turns.sort_unstable_by(|a, b| (a.0, &a.1.actions).cmp(&(b.0, &b.1.actions)));
    let mut rank = 0;
    for i in 0..turns.len() {
        rank = if i > 0 && turns[i - 1].0 == turns[i].0 {
            rank + 1
        } else {
            0
        };
        if rank >= RANKS {
            return Err(LudicError::new_err(format!(
                "more than {RANKS} whole turns share their first move and last destination \
                 (key {}): the whole-turn numbering cannot tell them apart; play this \
                 position move by move",
                turns[i].0
            )));
        }
        turns[i].1.number = turns[i].0 * RANKS + rank;
    }
    Ok(turns.into_iter().map(|(_, w)| w).collect())
}
