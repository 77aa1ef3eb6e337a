//! The interactive game: a loop that reads a line, answers a command or plays a turn,
//! lets the agents play their turns, and says what happens (defaults, huffs, the end).
//! It reads from any `BufRead` and writes to any `Write`, so a script can drive it.
//! The commands it reads are in `command`, saving and the warning on leaving an unsaved
//! game in `save`, the wrapping of long messages in `wrap`.

mod command;
mod save;
#[cfg(test)]
mod tests;
mod wrap;

use command::{command, Command, COMMANDS, HELP};
use save::Saved;
use wrap::{or_list, wrap, wrap_words};

use super::board::render_from;
use super::end::{describe_end, name};
use super::input::{complaint, Line};
use super::prompt::Prompt;
use super::record::{GameRecord, RecordTags};
use crate::ai::{Agent, AgentSpec};
use crate::kernel::{Game, GameResult, State, Turn};
use crate::notation::input::list_sites;
use crate::notation::{parse_turn, sort_turns, turn_text, write_fen};
use crate::rules::CaptureMode;
use std::io::{self, Write};

/// Who sits at one side of the board.
pub enum Seat {
    /// A person typing turns.
    Human,
    /// An agent.
    Ai(Box<dyn Agent>),
}

impl Seat {
    /// The name for announcements and PDN tags.
    pub fn label(&self) -> String {
        match self {
            Seat::Human => "human".into(),
            Seat::Ai(a) => a.name(),
        }
    }
}

/// How a session behaves.
pub struct SessionConfig {
    /// ANSI colours.
    pub color: bool,
    /// Print each line read after the prompt (when input is not typed at a terminal,
    /// so the transcript reads as a dialogue).
    pub echo: bool,
    /// The agent that gives hints.
    pub hint: AgentSpec,
    /// Seed for the hint agent.
    pub seed: u64,
    /// Tags for saved games.
    pub tags: RecordTags,
}

/// One game in progress.
pub struct Session<'g> {
    game: &'g Game,
    seats: [Seat; 2],
    cfg: SessionConfig,
    /// Positions, one more than turns: `states[i]` is before turn `i`.
    states: Vec<State>,
    rec: GameRecord,
    hint: Option<Box<dyn Agent>>,
    /// The turn number at which the person to move was last told of a huff, so the
    /// news is given once, not after every command.
    huff_told: Option<usize>,
    /// Whether the game was saved, for the warning on leaving an unsaved game.
    saved: Saved,
    /// Whether the game ended by a resignation, which `undo` takes back alone.
    resigned: bool,
}

impl<'g> Session<'g> {
    /// A game of `game` from `start` between `seats[0]` (first player) and `seats[1]`.
    pub fn new(game: &'g Game, start: State, seats: [Seat; 2], cfg: SessionConfig) -> Session<'g> {
        Session {
            game,
            seats,
            cfg,
            states: vec![start],
            rec: GameRecord::new(start),
            hint: None,
            huff_told: None,
            saved: Saved::Never,
            resigned: false,
        }
    }

    /// The session with `turns` already played from the start (a saved game resumed);
    /// they must be legal in turn, as `replay` checks.
    pub fn with_turns(mut self, turns: &[Turn]) -> Session<'g> {
        for &t in turns {
            let next = self.game.apply(&self.state(), &t);
            self.rec.turns.push(t);
            self.states.push(next);
        }
        self
    }

    /// The board drawn from the person's side: turned round when the only person plays
    /// the second player.
    fn board(&self, s: &State, last: Option<&Turn>) -> String {
        let flip = matches!(self.seats, [Seat::Ai(_), Seat::Human]);
        render_from(self.game, s, last, self.cfg.color, flip)
    }

    /// The game so far.
    pub fn record(&self) -> &GameRecord {
        &self.rec
    }

    fn state(&self) -> State {
        self.states[self.states.len() - 1]
    }

    fn name(&self, p: u8) -> &str {
        name(self.game, p)
    }

    /// The PDN number of turn `k` of this game (`5.`, `4...`).
    fn number(&self, k: usize) -> String {
        let second_starts = self.rec.start.side() != self.game.rules().first;
        super::numbering::turn_number(k, second_starts)
    }

    /// Plays until the game ends (and, with a person present, until they quit) or the
    /// input ends.
    pub fn run(&mut self, input: &mut dyn Prompt, out: &mut dyn Write) -> io::Result<()> {
        self.announce(out)?;
        writeln!(out, "{}", self.board(&self.state(), None))?;
        let mut legal = Vec::new();
        loop {
            let state = self.state();
            self.game.legal_turns(&state, &mut legal);
            let side = state.side();
            if self.rec.result.is_none() {
                if let Some(r) = self.game.result(&state, &legal) {
                    self.rec.result = Some(r);
                    self.rec.ending = describe_end(self.game, &state, &legal, r);
                    writeln!(out, "Game over: {}.", self.rec.ending)?;
                } else if legal.is_empty() {
                    // Only a rule set without a "no moves" end gets here.
                    self.rec.result = Some(GameResult::Draw);
                    self.rec.ending = format!(
                        "{} has no legal turn and the rules name no result: drawn",
                        self.name(side)
                    );
                    writeln!(out, "Game over: {}.", self.rec.ending)?;
                }
            }
            let over = self.rec.result.is_some();
            let human = matches!(self.seats[side as usize & 1], Seat::Human);
            if over && !self.seats.iter().any(|s| matches!(s, Seat::Human)) {
                return Ok(());
            }
            if !over && !human {
                self.ai_turn(&state, &legal, out)?;
                continue;
            }
            if !over && state.huffable() != 0 && self.huff_told != Some(self.rec.turns.len()) {
                self.tell_huff(&state, &legal, None, out)?;
            }
            let prompt = if over {
                "game over (save FILE.pdn, undo, quit)> ".to_string()
            } else {
                format!(
                    "{} {} to move> ",
                    self.number(self.rec.turns.len()),
                    self.name(side)
                )
            };
            let mut words: Vec<String> = if over {
                Vec::new()
            } else {
                legal.iter().map(turn_text).collect()
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
            match command(line) {
                Command::Quit if !over && !self.is_saved() => {
                    let q =
                        "The game is not saved (save FILE.pdn keeps it). Leave anyway? (yes/no) ";
                    if self.confirm(q, input, out)? {
                        return self.warn_unsaved(out);
                    }
                }
                Command::Quit => return self.warn_unsaved(out),
                Command::Fen => writeln!(out, "{}", write_fen(self.game, &state))?,
                Command::Help => writeln!(out, "{HELP}")?,
                Command::Board => writeln!(out, "{}", self.board(&state, self.rec.turns.last()))?,
                Command::Moves if over => writeln!(out, "The game is over.")?,
                Command::Moves => {
                    let mut ts = legal.clone();
                    sort_turns(&mut ts);
                    let texts: Vec<String> = ts.iter().map(turn_text).collect();
                    writeln!(
                        out,
                        "{} legal turns: {}",
                        ts.len(),
                        wrap(&texts.join(", "), 78)
                    )?;
                }
                Command::Undo => self.undo(out)?,
                Command::Hint if over => writeln!(out, "The game is over.")?,
                Command::Hint => {
                    let agent = match &mut self.hint {
                        Some(a) => a,
                        None => self
                            .hint
                            .insert(self.cfg.hint.build(self.game, self.cfg.seed)),
                    };
                    let i = agent.choose(self.game, &state, &legal);
                    writeln!(
                        out,
                        "Hint: {} ({}: {})",
                        turn_text(&legal[i]),
                        agent.name(),
                        agent.last_info()
                    )?;
                }
                Command::Save(path, replace) => self.save(path, replace, out)?,
                Command::Resign if over => writeln!(out, "The game is over.")?,
                Command::Resign if !self.confirm("Resign the game? (yes/no) ", input, out)? => {
                    writeln!(out, "Play on.")?
                }
                Command::Resign => {
                    self.resigned = true;
                    let winner = 1 - side;
                    self.rec.result = Some(GameResult::Win(winner));
                    self.rec.ending =
                        format!("{} resigns: {} wins", self.name(side), self.name(winner));
                    writeln!(out, "Game over: {}.", self.rec.ending)?;
                }
                Command::Turn(_) if over => {
                    writeln!(out, "The game is over: save FILE.pdn, undo or quit.")?
                }
                Command::Turn(text) => match parse_turn(self.game, &state, &legal, text) {
                    Ok(t) => self.play(&state, &legal, t, out)?,
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
        }
    }

    /// The opening announcement: players, seats, the capture rule and the huff.
    fn announce(&self, out: &mut dyn Write) -> io::Result<()> {
        let rules = self.game.rules();
        match &rules.ruleset {
            Some(r) => writeln!(out, "{} ({r})", rules.name)?,
            None => writeln!(out, "{}", rules.name)?,
        }
        for p in 0..2u8 {
            let who = match &self.seats[p as usize] {
                Seat::Human => "you".to_string(),
                Seat::Ai(a) => format!("the computer ({})", a.name()),
            };
            writeln!(out, "{}: {who}", self.name(p))?;
        }
        match rules.capture.mode {
            CaptureMode::Huff => writeln!(
                out,
                "Capturing the most pieces possible is enforced by the huff: after a turn \
                 that captures fewer,\nthe opponent may first remove (huff) a piece that \
                 could have captured the most, then moves."
            )?,
            CaptureMode::Compulsory => writeln!(
                out,
                "Capturing is compulsory, and the largest capture must be taken."
            )?,
            CaptureMode::Free => writeln!(out, "Capturing is optional.")?,
        }
        writeln!(out, "Type `help` for the notation and commands.")?;
        writeln!(out)
    }

    /// An agent's turn.
    fn ai_turn(&mut self, state: &State, legal: &[Turn], out: &mut dyn Write) -> io::Result<()> {
        let side = state.side() as usize & 1;
        let i = match &mut self.seats[side] {
            Seat::Ai(agent) => agent.choose(self.game, state, legal),
            Seat::Human => return Ok(()),
        };
        let t = legal[i.min(legal.len() - 1)];
        self.play(state, legal, t, out)
    }

    /// Plays `t` and reports it, with its huff and any default it makes.
    fn play(
        &mut self,
        state: &State,
        legal: &[Turn],
        t: Turn,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let side = state.side();
        let next = self.game.apply(state, &t);
        self.rec.turns.push(t);
        self.states.push(next);
        let mut line = format!(
            "{} {} plays {}",
            self.number(self.rec.turns.len() - 1),
            self.name(side),
            turn_text(&t)
        );
        if let Some(h) = t.huff {
            line.push_str(&format!(" (huffing the piece on {})", h as u32 + 1));
        }
        writeln!(out, "{line}")?;
        writeln!(out, "{}", self.board(&next, Some(&t)))?;
        if next.huffable() != 0 {
            // The maximum after the same huff choice: the huff itself is not a capture.
            let max = legal
                .iter()
                .filter(|u| u.huff == t.huff)
                .map(Turn::num_captured)
                .max()
                .unwrap_or(0);
            let short = format!(
                "captured {} where {} {} possible",
                t.num_captured(),
                max,
                if max == 1 { "was" } else { "were" }
            );
            if matches!(self.seats[next.side() as usize & 1], Seat::Human) {
                let mut next_legal = Vec::new();
                self.game.legal_turns(&next, &mut next_legal);
                self.tell_huff(&next, &next_legal, Some(&short), out)?;
            } else {
                writeln!(
                    out,
                    "{} defaults: {short}. {} may huff {}.",
                    self.name(side),
                    self.name(1 - side),
                    or_list(&list_sites(next.huffable()))
                )?;
            }
        }
        Ok(())
    }

    /// Tells the person to move that they may huff, with an example turn.
    fn tell_huff(
        &mut self,
        state: &State,
        legal: &[Turn],
        detail: Option<&str>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        self.huff_told = Some(self.rec.turns.len());
        let side = state.side();
        let example = legal
            .iter()
            .find(|t| t.huff.is_some())
            .map(|t| format!(" (e.g. `{}`)", turn_text(t)))
            .unwrap_or_default();
        writeln!(
            out,
            "{} failed to capture the maximum{}: you may huff {}{example}, or just move.",
            self.name(1 - side),
            detail.map(|d| format!(" ({d})")).unwrap_or_default(),
            or_list(&list_sites(state.huffable())),
        )
    }

    /// Takes back turns until a person is to move again.
    fn undo(&mut self, out: &mut dyn Write) -> io::Result<()> {
        if self.resigned {
            // The resignation is the last thing done: take back that alone.
            self.resigned = false;
            self.rec.result = None;
            self.rec.ending.clear();
            return writeln!(out, "Took back the resignation.");
        }
        if self.rec.turns.is_empty() {
            return writeln!(out, "Nothing to undo.");
        }
        let mut n = 0;
        loop {
            self.rec.turns.pop();
            self.states.pop();
            n += 1;
            let side = self.state().side() as usize & 1;
            if self.rec.turns.is_empty() || matches!(self.seats[side], Seat::Human) {
                break;
            }
        }
        self.rec.result = None;
        self.rec.ending.clear();
        writeln!(out, "Took back {n} turn{}.", if n == 1 { "" } else { "s" })?;
        writeln!(out, "{}", self.board(&self.state(), self.rec.turns.last()))
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
