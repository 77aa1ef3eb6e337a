//! A table of either engine: the draughts kernel's ([`Table`]) or the general engine's
//! ([`GeneralTable`]), behind the calls the API makes of both.

use super::general::GeneralTable;
use super::table::{Table, View};

/// A game in progress on one engine or the other.
pub enum AnyTable {
    /// On the fast draughts kernel.
    Kernel(Table),
    /// On the general engine.
    General(GeneralTable),
}

const KERNEL_ONLY: &str =
    "FEN is written in the draughts kernel's notation, and this game runs on the general engine";

impl AnyTable {
    /// The number of turns played.
    pub fn plies(&self) -> usize {
        match self {
            AnyTable::Kernel(t) => t.plies(),
            AnyTable::General(t) => t.plies(),
        }
    }

    /// Plays the turn `text` names.
    pub fn play_text(&mut self, text: &str) -> Result<(), String> {
        match self {
            AnyTable::Kernel(t) => t.play_text(text).map(|_| ()),
            AnyTable::General(t) => t.play_text(text),
        }
    }

    /// Plays the legal turn at `index`.
    pub fn play_index(&mut self, index: usize) -> Result<(), String> {
        match self {
            AnyTable::Kernel(t) => t.play_index(index).map(|_| ()),
            AnyTable::General(t) => t.play_index(index),
        }
    }

    /// Takes back the last `n` turns.
    pub fn undo(&mut self, n: usize) -> Result<(), String> {
        match self {
            AnyTable::Kernel(t) => t.undo(n),
            AnyTable::General(t) => t.undo(n),
        }
    }

    /// The view of the position after `ply` turns.
    pub fn view(&self, id: &str, ply: Option<usize>, flip: bool) -> View {
        match self {
            AnyTable::Kernel(t) => t.view(id, ply, flip),
            AnyTable::General(t) => t.view(id, ply, flip),
        }
    }

    /// The game as a PDN file.
    pub fn pdn(&self) -> String {
        match self {
            AnyTable::Kernel(t) => t.pdn(),
            AnyTable::General(t) => t.pdn(),
        }
    }

    /// The kernel table, for FEN.
    pub fn kernel(&mut self) -> Result<&mut Table, String> {
        match self {
            AnyTable::Kernel(t) => Ok(t),
            AnyTable::General(_) => Err(KERNEL_ONLY.into()),
        }
    }
}
