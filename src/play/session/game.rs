//! What the terminal session needs of a game, beyond the game API: its turns as the
//! person types and reads them, its board as text, its position text, its record as
//! PDN and the news a turn brings (a default to huff). The draughts kernel
//! (`session::kernel`) and the general engine (`session::general`) each implement it
//! once, so that one session serves every game.

use crate::game::Outcome;

/// A game as the terminal session plays it.
pub trait SessionGame {
    /// A position.
    type Pos: Clone;
    /// One whole turn, as the engine lists it.
    type Turn: Clone;

    /// The game's name, with its ruleset when one was chosen.
    fn title(&self) -> String;
    /// What a player should know of the rules before the first turn (the capture rule,
    /// the huff, placing from the hand); empty when nothing needs saying.
    fn rules_note(&self) -> String;
    /// The notation part of `help`: how a turn is typed.
    fn notation_help(&self) -> String;
    /// The number of players.
    fn num_players(&self) -> usize;
    /// The name of player `p` (0-based), as the game names it.
    fn player_name(&self, p: u8) -> String;
    /// The player to move, 0-based.
    fn to_move(&self, s: &Self::Pos) -> u8;
    /// The legal turns, in the engine's order (none when the game is over).
    fn legal(&self, s: &Self::Pos) -> Vec<Self::Turn>;
    /// The position after `t`.
    fn apply(&self, s: &Self::Pos, t: &Self::Turn) -> Self::Pos;
    /// The text of `t` played from `s`, as `moves` lists it and a saved game writes it.
    fn turn_text(&self, s: &Self::Pos, t: &Self::Turn) -> String;
    /// The legal turns' texts in the order `moves` lists them.
    fn listed(&self, s: &Self::Pos, legal: &[Self::Turn]) -> Vec<String> {
        legal.iter().map(|t| self.turn_text(s, t)).collect()
    }
    /// The words Tab completes at the prompt: the turns as `moves` lists them, and the
    /// shorter forms the reader takes.
    fn completions(&self, s: &Self::Pos, legal: &[Self::Turn]) -> Vec<String> {
        self.listed(s, legal)
    }
    /// Reads `text` as one of `legal`: its index, or why it is none (a sentence
    /// without its full stop).
    fn parse_turn(&self, s: &Self::Pos, legal: &[Self::Turn], text: &str) -> Result<usize, String>;
    /// How the game stands at `s`: `None` while it goes on, else the outcome and why,
    /// in words (`Black has no pieces left: White wins`).
    fn end(&self, s: &Self::Pos, legal: &[Self::Turn]) -> Option<(Outcome, String)>;
    /// The board of `s` as text (with what lies under it: hands, columns, dice),
    /// `last` highlighted when given, seen from the second player's side with `flip`.
    fn board(
        &self,
        s: &Self::Pos,
        last: Option<(&Self::Pos, &Self::Turn)>,
        color: bool,
        flip: bool,
    ) -> String;
    /// The position as the text `--fen` reads.
    fn fen(&self, s: &Self::Pos) -> String;
    /// The label of turn `k` (0-based) of a game that started at `start` (`5.`, `4...`).
    fn number(&self, start: &Self::Pos, k: usize) -> String;
    /// The game so far as PDN: the positions before each turn and the one after the
    /// last (`states`), the turns, how it ended, and who sat at each seat.
    fn pdn(
        &self,
        states: &[Self::Pos],
        turns: &[Self::Turn],
        end: Option<(Outcome, &str)>,
        seats: &[String],
    ) -> String;
    /// What an onlooker should be told after `t` was played from `before` (with its
    /// legal turns `legal`) to `after` beyond the turn itself: a default that may be
    /// huffed. `to_person` when the player to move next is a person, who is then told
    /// what they may do.
    fn news_after(
        &self,
        _before: &Self::Pos,
        _legal: &[Self::Turn],
        _t: &Self::Turn,
        _after: &Self::Pos,
        _to_person: bool,
    ) -> Option<String> {
        None
    }
    /// What the person to move at `s` should be told before typing: a huff they may
    /// make. Said once per turn.
    fn news_for_mover(&self, _s: &Self::Pos, _legal: &[Self::Turn]) -> Option<String> {
        None
    }
    /// Words after a turn's text when it is played (`(huffing the piece on 27)`).
    fn turn_note(&self, _t: &Self::Turn) -> Option<String> {
        None
    }
    /// Words for an agent's line before `plays`: the dice it rolled (`rolls 3 1 and `).
    fn roll_text(&self, _s: &Self::Pos, _t: &Self::Turn) -> Option<String> {
        None
    }
}

/// Something that picks turns in a [`SessionGame`]: an agent at a seat, or the one
/// that gives hints.
pub trait SessionAgent<G: SessionGame + ?Sized> {
    /// A short name for announcements and PDN tags.
    fn name(&self) -> String;
    /// The index in `legal` (not empty) of the turn to play at `s`.
    fn choose(&mut self, g: &G, s: &G::Pos, legal: &[G::Turn]) -> usize;
    /// What the last choice was based on, with its unit, for a hint (`depth 6, score
    /// +1.20 men`); empty when there is nothing to say.
    fn info(&self) -> String {
        String::new()
    }
}
