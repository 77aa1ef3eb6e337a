//! Playing games: the interactive terminal session, the board drawing, whole games
//! between agents, match statistics and game records.

pub mod board;
pub mod dual_board;
pub mod end;
pub mod general;
pub mod general_board;
pub mod input;
pub mod kind_letters;
pub mod ludii_trace;
pub mod numbering;
pub mod prompt;
pub mod record;
pub mod selfplay;
pub mod session;
pub mod shown_dice;
pub mod stats;
mod trace_replay;

pub use record::{to_pdn, GameRecord, RecordTags};
pub use selfplay::{play_game, MAX_TURNS};
pub use session::{Seat, Session, SessionAgent, SessionConfig, SessionGame};
pub use stats::{Outcome, Summary};
