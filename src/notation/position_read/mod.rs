//! Reading a position text of the general engine (see [`super::position`]): each
//! section checked against the game, an error naming the section and the part of it
//! that is wrong.
//!
//! `sections` splits a section into its head and body and sends it to its reader:
//! `placement` for the pieces on the board and in the hands with their values and
//! states, `memory` for the phase, the variable and the scores, `turn_facts` for
//! what the turns so far leave behind. `words` reads the words every section uses
//! (sites, players, pieces, numbers) against the game.

mod memory;
mod placement;
mod sections;
mod turn_facts;
mod words;

use super::position::Naming;
use crate::engine::{Columns, Engine, HandSlot, Memory, State};
use crate::program::{PlayerId, Site};
use thiserror::Error;

/// Why a position text was refused: the section at fault and what is wrong in it.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}{why}", if section.is_empty() { String::new() } else { format!("in `{section}`: ") })]
pub struct PositionError {
    /// The section at fault, as written (empty for the text as a whole).
    pub section: String,
    /// What is wrong, naming the offending part.
    pub why: String,
}

/// Reads a position text of `e`'s game.
pub fn read_position(e: &Engine, text: &str) -> Result<State, PositionError> {
    let n = Naming::new(e);
    let mut r = Reader {
        n: &n,
        s: cleared(e),
        section: String::new(),
        placed: vec![false; e.program.graph.len()],
        mover: None,
        hands_filled: vec![0; e.num_players() as usize + 1],
    };
    let text = text.trim().trim_matches('"');
    for section in text.split(';').map(str::trim).filter(|x| !x.is_empty()) {
        r.section = section.to_string();
        r.read_section(section)?;
    }
    let Some(mover) = r.mover else {
        return Err(PositionError {
            section: String::new(),
            why: format!(
                "no player to move (the text starts with e.g. `{} to move;`)",
                n.player(1)
            ),
        });
    };
    let mut s = r.s;
    s.mover = mover;
    s.next = e.after(mover);
    let played = s.last.turns > 0 || s.last.moves > 0;
    s.prev = if s.over.is_some() || s.last.moves_this_turn > 0 {
        mover
    } else if played {
        e.after(mover)
    } else {
        0
    };
    if s.last.moves < s.last.turns {
        s.last.moves = s.last.turns;
    }
    // Under `no Repeat`, the position set up is the first of its game.
    e.record_position(&mut s);
    Ok(s)
}

/// The start position with nothing on the board, in the hands or in memory.
fn cleared(e: &Engine) -> State {
    let mut s = e.start();
    for site in 0..s.what.len() {
        e.put(&mut s, site as Site, 0);
    }
    if let Some(b) = s.below.as_deref_mut() {
        b.under = Columns::new(b.under.len());
        if let Some(l) = b.levels.as_mut() {
            l.values.iter_mut().for_each(Vec::clear);
            l.removals.clear();
        }
    }
    s.value.fill(0);
    s.sstate.fill(0);
    if let Some(h) = s.held.as_deref_mut() {
        h.hand.fill(HandSlot::default());
        h.count.clear();
    }
    if let Some(m) = s.mem.as_deref_mut() {
        *m = Memory::default();
    }
    s
}

/// The state being read and what the sections read so far have said.
struct Reader<'n, 'e> {
    n: &'n Naming<'e>,
    s: State,
    section: String,
    placed: Vec<bool>,
    mover: Option<PlayerId>,
    hands_filled: Vec<usize>,
}
