//! The interactive game, one for every game either engine runs: a loop that reads a
//! line, answers a command or plays a turn, lets the agents play their turns, and says
//! what happens (defaults, huffs, the end). It reads from any [`Prompt`] and writes to
//! any `Write`, so a script can drive it. What it needs of a game is [`SessionGame`]
//! (`game`), implemented for the draughts kernel (`kernel`) and the general engine
//! (`general`); the commands it reads are in `command`, saving and the warning on
//! leaving an unsaved game in `save`, `hint` and `undo` each in its own, the wrapping
//! of long messages in `wrap`.

mod command;
pub mod game;
pub mod general;
mod hint;
pub mod kernel;
mod save;
#[cfg(test)]
mod tests;
mod undo;
mod wrap;

use command::{command, Command, COMMANDS};
pub use game::{SessionAgent, SessionGame};
use save::Saved;
use wrap::{wrap, wrap_words};

use super::input::{complaint, Line};
use super::prompt::Prompt;
use crate::game::Outcome;
use std::io::{self, Write};

/// Who sits at one seat.
pub enum Seat<G: SessionGame + ?Sized> {
    /// A person typing turns.
    Human,
    /// An agent.
    Ai(Box<dyn SessionAgent<G>>),
}

impl<G: SessionGame + ?Sized> Seat<G> {
    /// The name for announcements and PDN tags.
    pub fn label(&self) -> String {
        match self {
            Seat::Human => "human".into(),
            Seat::Ai(a) => a.name(),
        }
    }
}

/// Builds the agent that gives hints, when the first hint is asked for (a search's
/// tables are not built for a session that never asks).
pub type HintMaker<G> = Box<dyn FnMut(&G) -> Box<dyn SessionAgent<G>>>;

/// How a session behaves.
pub struct SessionConfig<G: SessionGame + ?Sized> {
    /// ANSI colours.
    pub color: bool,
    /// Print each line read after the prompt (when input is not typed at a terminal,
    /// so the transcript reads as a dialogue).
    pub echo: bool,
    /// The agent that gives hints.
    pub hint: HintMaker<G>,
}

/// One game in progress.
pub struct Session<'g, G: SessionGame> {
    game: &'g G,
    seats: Vec<Seat<G>>,
    cfg: SessionConfig<G>,
    /// Positions, one more than turns: `states[i]` is before turn `i`.
    states: Vec<G::Pos>,
    turns: Vec<G::Turn>,
    /// How the game ended, and why in words.
    result: Option<(Outcome, String)>,
    hint: Option<Box<dyn SessionAgent<G>>>,
    /// The turn number at which the person to move was last told the news of their
    /// turn (a huff), so that it is given once, not after every command.
    news_told: Option<usize>,
    /// Whether the game was saved, for the warning on leaving an unsaved game.
    saved: Saved,
    /// Whether the game ended by a resignation, which `undo` takes back alone.
    resigned: bool,
    /// The turns a resumed game began with, announced once.
    resumed: usize,
}

impl<'g, G: SessionGame> Session<'g, G> {
    /// A game of `game` from `start`, a seat per player.
    pub fn new(
        game: &'g G,
        start: G::Pos,
        seats: Vec<Seat<G>>,
        cfg: SessionConfig<G>,
    ) -> Session<'g, G> {
        Session {
            game,
            seats,
            cfg,
            states: vec![start],
            turns: Vec::new(),
            result: None,
            hint: None,
            news_told: None,
            saved: Saved::Never,
            resigned: false,
            resumed: 0,
        }
    }

    /// The session with `turns` already played from the start (a saved game resumed);
    /// they must be legal in turn, as `replay` checks. Resumed as saved: leaving at
    /// once loses nothing.
    pub fn with_turns(mut self, turns: Vec<G::Turn>) -> Session<'g, G> {
        for t in turns {
            let next = self.game.apply(&self.state(), &t);
            self.turns.push(t);
            self.states.push(next);
        }
        self.resumed = self.turns.len();
        if self.resumed > 0 {
            self.saved = Saved::As(self.fingerprint());
        }
        self
    }

    /// The texts of the turns played, as a saved game writes them.
    pub fn turn_texts(&self) -> Vec<String> {
        self.turns
            .iter()
            .enumerate()
            .map(|(i, t)| self.game.turn_text(&self.states[i], t))
            .collect()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.result.as_ref().map(|r| r.0)
    }

    fn state(&self) -> G::Pos {
        self.states[self.states.len() - 1].clone()
    }

    fn seat(&self, p: u8) -> Option<&Seat<G>> {
        self.seats.get(p as usize)
    }

    fn is_human(&self, p: u8) -> bool {
        // A seat the caller left out is a person's.
        !matches!(self.seat(p), Some(Seat::Ai(_)))
    }

    /// The board drawn from the person's side: turned round when the only person plays
    /// the second player of two.
    fn board(&self, s: &G::Pos, last: Option<(&G::Pos, &G::Turn)>) -> String {
        let humans: Vec<u8> = (0..self.seats.len() as u8)
            .filter(|&p| self.is_human(p))
            .collect();
        let flip = self.game.num_players() == 2 && humans == [1];
        self.game.board(s, last, self.cfg.color, flip)
    }

    /// The board after the last turn, that turn highlighted.
    fn board_now(&self) -> String {
        let n = self.turns.len();
        let last = n.checked_sub(1).map(|i| (&self.states[i], &self.turns[i]));
        self.board(&self.states[n], last)
    }

    /// `1 turn`, `57 turns`.
    fn turns_played(&self) -> String {
        let n = self.turns.len();
        format!("{n} turn{}", if n == 1 { "" } else { "s" })
    }

    /// The label of turn `k` (`5.`, `4...`).
    fn number(&self, k: usize) -> String {
        self.game.number(&self.states[0], k)
    }

    /// Plays until the game ends (and, with a person present, until they quit) or the
    /// input ends.
    pub fn run(&mut self, input: &mut dyn Prompt, out: &mut dyn Write) -> io::Result<()> {
        self.announce(out)?;
        writeln!(out, "{}", self.board_now())?;
        loop {
            let state = self.state();
            let legal = self.game.legal(&state);
            let side = self.game.to_move(&state);
            if self.result.is_none() {
                if let Some((o, why)) = self.game.end(&state, &legal) {
                    writeln!(out, "Game over after {}: {why}.", self.turns_played())?;
                    self.result = Some((o, why));
                }
            }
            let over = self.result.is_some();
            if over && !(0..self.seats.len() as u8).any(|p| self.is_human(p)) {
                return Ok(());
            }
            if !over && !self.is_human(side) {
                self.ai_turn(&state, &legal, out)?;
                continue;
            }
            if !over && self.news_told != Some(self.turns.len()) {
                self.news_told = Some(self.turns.len());
                if let Some(news) = self.game.news_for_mover(&state, &legal) {
                    writeln!(out, "{}", wrap_words(&news, 90))?;
                }
            }
            let prompt = if over {
                "game over (save FILE.pdn, undo, quit)> ".to_string()
            } else {
                format!(
                    "{} {} to move> ",
                    self.number(self.turns.len()),
                    self.game.player_name(side)
                )
            };
            let mut words = if over {
                Vec::new()
            } else {
                self.game.completions(&state, &legal)
            };
            words.extend(COMMANDS.iter().map(|c| c.to_string()));
            input.complete_with(words);
            let line = match input.line(&prompt, out)? {
                Line::End => {
                    writeln!(out)?;
                    if !over {
                        writeln!(out, "End of input: the game is left unfinished.")?;
                    }
                    return self.warn_unsaved(out);
                }
                Line::Text(t) => t,
                bad => {
                    if let Some(why) = complaint(&bad) {
                        writeln!(out, "{why}")?;
                    }
                    continue;
                }
            };
            let line = line.trim();
            if self.cfg.echo {
                writeln!(out, "{line}")?;
            }
            if line.is_empty() {
                continue;
            }
            if !self.answer(line, &state, &legal, input, out)? {
                return Ok(());
            }
        }
    }

    /// Answers one line; false when the person leaves.
    fn answer(
        &mut self,
        line: &str,
        state: &G::Pos,
        legal: &[G::Turn],
        input: &mut dyn Prompt,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        let over = self.result.is_some();
        let side = self.game.to_move(state);
        match command(line) {
            Command::Quit if !over && !self.is_saved() => {
                let q = "The game is not saved (save FILE.pdn keeps it). Leave anyway? (yes/no) ";
                if self.confirm(q, input, out)? {
                    self.warn_unsaved(out)?;
                    return Ok(false);
                }
            }
            Command::Quit => {
                self.warn_unsaved(out)?;
                return Ok(false);
            }
            Command::Fen => writeln!(out, "{}", self.game.fen(state))?,
            Command::Help => writeln!(out, "{}", self.help())?,
            Command::Board => writeln!(out, "{}", self.board_now())?,
            Command::Moves if over => writeln!(out, "The game is over.")?,
            Command::Moves => {
                let texts = self.game.listed(state, legal);
                let list = format!(
                    "{} legal turn{}: {}",
                    texts.len(),
                    if texts.len() == 1 { "" } else { "s" },
                    texts.join(", ")
                );
                writeln!(out, "{}", wrap(&list, 78))?;
            }
            Command::Undo => self.undo(out)?,
            Command::Hint if over => writeln!(out, "The game is over.")?,
            Command::Hint => self.hint(state, legal, out)?,
            Command::Save(path, replace) => self.save(path, replace, out)?,
            Command::Resign if over => writeln!(out, "The game is over.")?,
            Command::Resign if self.game.num_players() != 2 => writeln!(
                out,
                "Resigning ends a game of two; `quit` leaves this one (it asks first)."
            )?,
            Command::Resign if !self.confirm("Resign the game? (yes/no) ", input, out)? => {
                writeln!(out, "Play on.")?
            }
            Command::Resign => {
                self.resigned = true;
                let winner = 1 - side;
                let why = format!(
                    "{} resigns: {} wins",
                    self.game.player_name(side),
                    self.game.player_name(winner)
                );
                writeln!(out, "Game over: {why}.")?;
                self.result = Some((Outcome::Win(winner), why));
            }
            Command::Turn(_) if over => {
                writeln!(out, "The game is over: save FILE.pdn, undo or quit.")?
            }
            Command::Turn(text) => match self.game.parse_turn(state, legal, text) {
                Ok(i) => self.play(state, legal, i, out)?,
                Err(e) => writeln!(
                    out,
                    "{}",
                    wrap_words(
                        &format!(
                            "{e}. Type `moves` for every legal turn, `help` for the notation."
                        ),
                        90
                    )
                )?,
            },
        }
        Ok(true)
    }

    /// The notation of this game's turns, then the commands.
    fn help(&self) -> String {
        format!(
            "{}\n{}",
            self.game.notation_help(),
            wrap_words(command::COMMANDS_HELP, 90)
        )
    }

    /// The opening announcement: the game, who sits where, what to know of its rules;
    /// a resumed game says where it resumes.
    fn announce(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", self.game.title())?;
        for p in 0..self.game.num_players() as u8 {
            let who = match self.seat(p) {
                Some(Seat::Ai(a)) => format!("the computer ({})", a.name()),
                _ => "you".to_string(),
            };
            writeln!(out, "{}: {who}", self.game.player_name(p))?;
        }
        let note = self.game.rules_note();
        if !note.is_empty() {
            writeln!(out, "{}", wrap_words(&note, 90))?;
        }
        if self.resumed > 0 {
            let state = self.state();
            writeln!(
                out,
                "Resumed at turn {} ({} to move), {} played.",
                self.number(self.resumed).trim_end_matches('.'),
                self.game.player_name(self.game.to_move(&state)),
                self.turns_played()
            )?;
        }
        writeln!(out, "Type `help` for the notation and commands.")?;
        writeln!(out)
    }

    /// An agent's turn.
    fn ai_turn(
        &mut self,
        state: &G::Pos,
        legal: &[G::Turn],
        out: &mut dyn Write,
    ) -> io::Result<()> {
        if legal.is_empty() {
            // Only a game whose end rules miss a player without a turn gets here.
            let why = format!(
                "{} has no legal turn and the rules name no result: drawn",
                self.game.player_name(self.game.to_move(state))
            );
            writeln!(out, "Game over after {}: {why}.", self.turns_played())?;
            self.result = Some((Outcome::Draw, why));
            return Ok(());
        }
        let side = self.game.to_move(state);
        let i = match self.seats.get_mut(side as usize) {
            Some(Seat::Ai(agent)) => agent.choose(self.game, state, legal),
            _ => return Ok(()),
        };
        self.play(state, legal, i.min(legal.len() - 1), out)
    }

    /// Plays `legal[i]` and reports it, with the news it brings (a default to huff).
    fn play(
        &mut self,
        state: &G::Pos,
        legal: &[G::Turn],
        i: usize,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let t = legal[i].clone();
        let side = self.game.to_move(state);
        let next = self.game.apply(state, &t);
        let who = match self.seat(side) {
            Some(Seat::Ai(a)) => format!("{} ({})", self.game.player_name(side), a.name()),
            _ => self.game.player_name(side),
        };
        let rolls = self.game.roll_text(state, &t).unwrap_or_default();
        let note = self
            .game
            .turn_note(&t)
            .map_or(String::new(), |n| format!(" {n}"));
        writeln!(
            out,
            "{} {who} {rolls}plays {}{note}",
            self.number(self.turns.len()),
            self.game.turn_text(state, &t)
        )?;
        writeln!(out, "{}", self.board(&next, Some((state, &t))))?;
        let to_person = self.is_human(self.game.to_move(&next));
        if let Some(news) = self.game.news_after(state, legal, &t, &next, to_person) {
            writeln!(out, "{}", wrap_words(&news, 90))?;
            if to_person {
                // The person was just told what they may do.
                self.news_told = Some(self.turns.len() + 1);
            }
        }
        self.turns.push(t);
        self.states.push(next);
        Ok(())
    }

    /// Asks `question`; true for an answer starting with `y`. The end of the input
    /// answers yes (a script that ends means to leave).
    fn confirm(
        &self,
        question: &str,
        input: &mut dyn Prompt,
        out: &mut dyn Write,
    ) -> io::Result<bool> {
        input.complete_with(vec!["yes".into(), "no".into()]);
        match input.line(question, out)? {
            Line::End => {
                writeln!(out)?;
                Ok(true)
            }
            Line::Text(t) => {
                if self.cfg.echo {
                    writeln!(out, "{}", t.trim())?;
                }
                Ok(t.trim().to_ascii_lowercase().starts_with('y'))
            }
            _ => Ok(false),
        }
    }
}
