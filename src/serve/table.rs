//! One game in progress on the server (a table): the compiled game, the start, the
//! turns played and the positions they reach, and the view of any of those positions
//! that the page draws. Every change goes through the kernel's legal turns, so a table
//! never holds an illegal position.

use crate::draw::{render, Scene};
use crate::kernel::{Game, GameResult, State, Turn};
use crate::notation::{parse_turn, sort_turns, turn_text, write_fen};
use crate::play::end::{describe_end, name};
use crate::play::record::{to_pdn, GameRecord, RecordTags};
use crate::play::session::kernel::KernelGame;
use crate::play::SessionGame;
use serde::Serialize;
use std::sync::Arc;

/// A game being played.
pub struct Table {
    /// The rules and tables, shared with searches running off the lock.
    pub game: Arc<Game>,
    /// The catalogue id of the game file.
    pub file: String,
    /// The ruleset chosen, if the file has rulesets.
    pub ruleset: Option<String>,
    /// The option items chosen.
    pub options: Vec<String>,
    /// Who played each side, for the PDN tags ("human" until an agent plays a turn).
    pub seats: [String; 2],
    /// The turns played.
    turns: Vec<Turn>,
    /// Positions, one more than turns: `states[i]` is before turn `i`.
    states: Vec<State>,
}

/// A turn as the page sees it: sites are the game's site indices.
#[derive(Clone, Debug, Serialize)]
pub struct TurnView {
    /// Its index in the legal list (or in the game, for played turns).
    pub index: usize,
    /// Its text in the game's notation (`32-28`, `28x19x10`, `h23 32-28`).
    pub text: String,
    /// The site of the opponent's piece huffed first, if any.
    pub huff: Option<u16>,
    /// Where the moving piece starts (past the last site for a pass).
    pub from: u16,
    /// The landing sites in order; the last is where the piece ends.
    pub landings: Vec<u16>,
    /// The sites of the pieces it captures.
    pub captured: Vec<u16>,
    /// Whether the piece is crowned.
    pub promotes: bool,
}

/// A played turn in the move list.
#[derive(Clone, Debug, Serialize)]
pub struct MoveView {
    /// Its PDN number (`1.`, `1...`).
    pub number: String,
    /// Its text.
    pub text: String,
    /// The side that played it, 0-based.
    pub side: u8,
}

/// How the game ended.
#[derive(Clone, Debug, Serialize)]
pub struct ResultView {
    /// The winner, 0-based; none for a draw.
    pub winner: Option<u8>,
    /// In words.
    pub text: String,
}

/// One position of a table as the page draws it.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// The table's id.
    pub id: String,
    /// The catalogue id of the game file.
    pub file: String,
    /// The game's name.
    pub name: String,
    /// The ruleset chosen.
    pub ruleset: Option<String>,
    /// The option items chosen.
    pub options: Vec<String>,
    /// The players' names, first player first: as many as the game has.
    pub players: Vec<String>,
    /// The position shown: after this many turns.
    pub ply: usize,
    /// The number of turns played.
    pub plies: usize,
    /// The player to move there, 0-based.
    pub to_move: u8,
    /// The board as SVG, from the same drawing as `ludic svg`.
    pub svg: String,
    /// The position: PDN FEN on the draughts kernel, the position text on the general
    /// engine.
    pub fen: String,
    /// The engine that runs the game: `kernel` (the draughts kernel) or `general`.
    pub engine: &'static str,
    /// Each site's name in the notation.
    pub labels: Vec<String>,
    /// The legal turns there, sorted; empty when the game is over or the position shown
    /// is not the last.
    pub legal: Vec<TurnView>,
    /// The opponent's pieces the player to move may huff.
    pub huffable: Vec<u16>,
    /// Whether every legal turn captures (so a piece without a capture cannot move).
    pub must_capture: bool,
    /// The most pieces any legal turn captures.
    pub best_capture: u32,
    /// The turn that led here, if any.
    pub last: Option<TurnView>,
    /// The turns played.
    pub moves: Vec<MoveView>,
    /// What the terminal says after the text of the turn that led here, as it says it:
    /// the huff it made (`(huffing the piece on 23)`).
    pub note: Option<String>,
    /// What the terminal says of that turn after the board: a default it leaves to be
    /// huffed (`White defaults: captured 1 where 2 were possible. Black may huff 23.`).
    pub news: Option<String>,
    /// The result, when the position shown ends the game.
    pub result: Option<ResultView>,
    /// The dice shown with the position (the roll of the turn to move when its turns
    /// agree on it, else the position's own, used ones marked); none without dice.
    pub dice: Vec<crate::play::shown_dice::ShownDie>,
}

/// The sites of a set, ascending.
fn sites(mut set: u128) -> Vec<u16> {
    let mut v = Vec::new();
    while set != 0 {
        v.push(set.trailing_zeros() as u16);
        set &= set - 1;
    }
    v
}

/// The page's view of turn `t`, numbered `index`.
pub fn turn_view(index: usize, t: &Turn) -> TurnView {
    TurnView {
        index,
        text: turn_text(t),
        huff: t.huff.map(u16::from),
        from: u16::from(t.from),
        landings: t.landings().iter().map(|&l| u16::from(l)).collect(),
        captured: sites(t.captured),
        promotes: t.promotes,
    }
}

impl Table {
    /// A table for `game` from `start`.
    pub fn new(game: Arc<Game>, file: String, start: State) -> Table {
        Table {
            game,
            file,
            ruleset: None,
            options: Vec::new(),
            seats: ["human".into(), "human".into()],
            turns: Vec::new(),
            states: vec![start],
        }
    }

    /// The position after the last turn.
    pub fn current(&self) -> State {
        self.states[self.states.len() - 1]
    }

    /// The number of turns played.
    pub fn plies(&self) -> usize {
        self.turns.len()
    }

    /// The legal turns at `s`, sorted as the notation lists them.
    pub fn legal(&self, s: &State) -> Vec<Turn> {
        let mut legal = Vec::new();
        self.game.legal_turns(s, &mut legal);
        sort_turns(&mut legal);
        legal
    }

    /// The result at `s`: the kernel's, or a draw when the rules name none for a player
    /// left without a turn.
    fn result(&self, s: &State, legal: &[Turn]) -> Option<(GameResult, String)> {
        match self.game.result(s, legal) {
            Some(r) => Some((r, describe_end(&self.game, s, legal, r))),
            None if legal.is_empty() => Some((
                GameResult::Draw,
                format!(
                    "{} has no legal turn and the rules name no result: drawn",
                    name(&self.game, s.side())
                ),
            )),
            None => None,
        }
    }

    /// The current legal turns, or why there are none (the game is over).
    pub fn playable(&self) -> Result<Vec<Turn>, String> {
        let s = self.current();
        let legal = self.legal(&s);
        match self.result(&s, &legal) {
            Some((_, why)) => Err(format!("the game is over: {why}")),
            None => Ok(legal),
        }
    }

    /// Plays `t`, which must be one of the current legal turns.
    pub fn play(&mut self, t: Turn) {
        let next = self.game.apply(&self.current(), &t);
        self.turns.push(t);
        self.states.push(next);
    }

    /// Plays the turn `text` names, or says why it cannot.
    pub fn play_text(&mut self, text: &str) -> Result<Turn, String> {
        let legal = self.playable()?;
        let t = parse_turn(&self.game, &self.current(), &legal, text).map_err(|e| e.to_string())?;
        self.play(t);
        Ok(t)
    }

    /// Plays the legal turn at `index` in the sorted list.
    pub fn play_index(&mut self, index: usize) -> Result<Turn, String> {
        let legal = self.playable()?;
        let t = *legal.get(index).ok_or_else(|| {
            format!(
                "there is no legal turn {index}: the list has {} (0 to {})",
                legal.len(),
                legal.len().saturating_sub(1)
            )
        })?;
        self.play(t);
        Ok(t)
    }

    /// Takes back the last `n` turns (as many as were played, at most).
    pub fn undo(&mut self, n: usize) -> Result<(), String> {
        if self.turns.is_empty() {
            return Err("there is no turn to take back".into());
        }
        for _ in 0..n.min(self.turns.len()) {
            self.turns.pop();
            self.states.pop();
        }
        Ok(())
    }

    /// Starts again from `start`.
    pub fn restart(&mut self, start: State) {
        self.turns.clear();
        self.states = vec![start];
    }

    /// Starts again from `start` and plays `turns`, which the caller checked.
    pub fn replace(&mut self, start: State, turns: &[Turn]) {
        self.restart(start);
        for &t in turns {
            self.play(t);
        }
    }

    /// The game as a PDN record.
    pub fn pdn(&self) -> String {
        let s = self.current();
        let legal = self.legal(&s);
        let mut rec = GameRecord::new(self.states[0]);
        rec.turns = self.turns.clone();
        if let Some((r, why)) = self.result(&s, &legal) {
            rec.result = Some(r);
            rec.ending = why;
        }
        let tags = RecordTags {
            event: "ludic serve".into(),
            first: self.seats[0].clone(),
            second: self.seats[1].clone(),
            file: self.file.clone(),
            ruleset: self.ruleset.clone(),
            options: self.options.clone(),
        };
        crate::pdn::write_game(&to_pdn(&self.game, &rec, &tags))
    }

    /// The terminal session's view of this game, whose words the page repeats.
    fn session(&self) -> KernelGame<'_> {
        KernelGame {
            game: &self.game,
            tags: RecordTags::default(),
        }
    }

    /// What the terminal session tells after the board of the turn that reached `ply`
    /// (nothing at the start), from the same code.
    fn news(&self, ply: usize) -> Option<String> {
        let k = ply.checked_sub(1)?;
        let (before, t) = (&self.states[k], &self.turns[k]);
        let legal = self.legal(before);
        // An onlooker's words: the page's huff bar tells the person to move what to do.
        self.session()
            .news_after(before, &legal, t, &self.states[ply], false)
    }

    /// The view of the position after `ply` turns (the last when `None` or too large),
    /// drawn from the second player's side when `flip`.
    pub fn view(&self, id: &str, ply: Option<usize>, flip: bool) -> View {
        let ply = ply.unwrap_or(self.turns.len()).min(self.turns.len());
        let s = self.states[ply];
        let g = &self.game;
        let legal = self.legal(&s);
        let result = self.result(&s, &legal);
        let last = ply.checked_sub(1).map(|k| &self.turns[k]);
        let scene = Scene::of_kernel(g, &s).with_last(last).flipped(flip);
        let current = ply == self.turns.len() && result.is_none();
        let second_starts = self.states[0].side() != g.rules().first;
        View {
            id: id.to_string(),
            file: self.file.clone(),
            name: g.rules().name.clone(),
            ruleset: self.ruleset.clone(),
            options: self.options.clone(),
            players: vec![name(g, 0).to_string(), name(g, 1).to_string()],
            ply,
            plies: self.turns.len(),
            to_move: s.side(),
            svg: render(&scene),
            fen: write_fen(g, &s),
            engine: "kernel",
            labels: scene.sites.iter().map(|x| x.label.clone()).collect(),
            legal: if current {
                legal
                    .iter()
                    .enumerate()
                    .map(|(i, t)| turn_view(i, t))
                    .collect()
            } else {
                Vec::new()
            },
            huffable: if current {
                sites(s.huffable() & s.pieces_of(s.side() ^ 1))
            } else {
                Vec::new()
            },
            must_capture: !legal.is_empty() && legal.iter().all(Turn::is_capture),
            best_capture: legal.iter().map(Turn::num_captured).max().unwrap_or(0),
            last: last.map(|t| turn_view(ply - 1, t)),
            note: ply
                .checked_sub(1)
                .and_then(|k| self.session().turn_note(&self.turns[k])),
            news: self.news(ply),
            moves: self
                .turns
                .iter()
                .enumerate()
                .map(|(k, t)| MoveView {
                    number: crate::play::numbering::turn_number(k, second_starts),
                    text: turn_text(t),
                    side: self.states[k].side(),
                })
                .collect(),
            result: result.map(|(r, text)| ResultView {
                winner: match r {
                    GameResult::Win(w) => Some(w),
                    GameResult::Draw => None,
                },
                text,
            }),
            dice: Vec::new(),
        }
    }
}
