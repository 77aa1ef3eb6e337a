//! Draughts notation over any [`Game`](crate::kernel::Game): square numbers and
//! names, turn text (`32-28`, `28x19x10`, `h23 32-28`), reading a player's input
//! against the legal turns, and PDN FEN.
//!
//! Squares are numbered `site + 1`: the kernel's sites are the playable cells in
//! reading order from the top-left as seen by the first player, so on a 10x10 dark-square
//! board the numbers are the international ones (1 = b10 ... 50 = i1) and on an 8x8 dark
//! square board they run 1..32. `docs/notation.md` describes the text forms.

pub mod fen;
pub mod input;
pub mod position;
pub mod position_read;
pub mod square;
pub mod text;
pub mod turn_names;

pub use fen::{read_fen, write_fen, FenError};
pub use input::{parse_turn, TurnError};
pub use position::write_position;
pub use position_read::{read_position, PositionError};
pub use square::{algebraic, number, parse_square};
pub use text::{sort_turns, turn_text};
