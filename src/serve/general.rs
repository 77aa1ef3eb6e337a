//! A game in progress on the general engine (a move program that does not lower to the
//! draughts kernel): the same view as a kernel table, its turns the engine's whole turns,
//! sites by Ludii's coordinate names (`a1`), positions as the general engine's position
//! text (in the page's FEN box), games as PDN of those turns.

use super::table::{MoveView, ResultView, TurnView, View};
use crate::draw::{render, Scene};
use crate::engine::{Engine, State, Turn};
use crate::game::{GameApi, Outcome};
use crate::play::general::{is_promoted, site_name, turn_name, turn_names};
use crate::program::board::OFF;
use std::sync::Arc;

/// A general-engine game being played.
pub struct GeneralTable {
    /// The engine, shared with searches running off the lock.
    pub engine: Arc<Engine>,
    /// The catalogue id of the game file.
    pub file: String,
    /// The ruleset chosen, if the file has rulesets.
    pub ruleset: Option<String>,
    /// The option items chosen.
    pub options: Vec<String>,
    /// Positions, one more than turns: `states[i]` is before turn `i`.
    states: Vec<State>,
    /// The turns played: their text and their moves' origins and destinations.
    turns: Vec<(String, Vec<(u16, u16)>)>,
}

impl GeneralTable {
    /// A table for `engine` from its start.
    pub fn new(engine: Arc<Engine>, file: String) -> GeneralTable {
        let start = engine.start();
        GeneralTable {
            engine,
            file,
            ruleset: None,
            options: Vec::new(),
            states: vec![start],
            turns: Vec::new(),
        }
    }

    /// The position after the last turn.
    pub fn current(&self) -> State {
        self.states[self.states.len() - 1].clone()
    }

    /// The number of turns played.
    pub fn plies(&self) -> usize {
        self.turns.len()
    }

    /// The current whole turns, or why there are none (the game is over).
    pub fn playable(&self) -> Result<Vec<Turn>, String> {
        let s = self.current();
        if let Some(o) = self.engine.outcome(&s) {
            return Err(format!("the game is over: {}", self.outcome_text(o)));
        }
        Ok(self.engine.turns(&s))
    }

    fn outcome_text(&self, o: Outcome) -> String {
        crate::play::general::end_text(&self.engine, o)
    }

    /// Plays `t`, one of the current turns.
    pub fn play(&mut self, t: &Turn) {
        let before = self.current();
        let text = turn_name(&self.engine, &before, t);
        self.turns.push((text, t.path.clone()));
        self.states.push(t.state.clone());
    }

    /// Plays the turn whose text is `text` (as the view lists them).
    pub fn play_text(&mut self, text: &str) -> Result<(), String> {
        let legal = self.playable()?;
        let before = self.current();
        let want = text.trim();
        let names = turn_names(&self.engine, &before, &legal);
        let k = names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(want))
            .ok_or_else(|| format!("`{want}` is not a legal turn here"))?;
        self.play(&legal[k]);
        Ok(())
    }

    /// Plays the turn at `index` in the view's list.
    pub fn play_index(&mut self, index: usize) -> Result<(), String> {
        let legal = self.playable()?;
        let t = legal.get(index).ok_or_else(|| {
            format!(
                "there is no legal turn {index}: the list has {}",
                legal.len()
            )
        })?;
        self.play(t);
        Ok(())
    }

    /// The game as a PDN file (turns as the page lists them), as `ludic play` saves one:
    /// `ludic replay` and the page's Load PDN read it back.
    pub fn pdn(&self) -> String {
        let tags = crate::play::general::Tags {
            event: "ludic serve".into(),
            file: self.file.clone(),
            ruleset: self.ruleset.clone(),
            options: self.options.clone(),
            fen: self.fen(),
        };
        let history: Vec<String> = self.turns.iter().map(|t| t.0.clone()).collect();
        let end = self.engine.outcome(&self.current());
        crate::play::general::pdn_text(&self.engine, &tags, &[], &history, end)
    }

    /// Starts the game again from the position text `fen` (the game's own start when
    /// `None`); unchanged when the text is refused (the error says why).
    pub fn restart(&mut self, fen: Option<&str>) -> Result<(), String> {
        let start = crate::play::general::start_from(&self.engine, fen)?;
        self.states = vec![start];
        self.turns.clear();
        Ok(())
    }

    /// The position text the game started from, when it is not the game's own start.
    pub fn fen(&self) -> Option<String> {
        let e = &*self.engine;
        let text = crate::notation::write_position(e, &self.states[0]);
        (text != crate::notation::write_position(e, &e.start())).then_some(text)
    }

    /// Replaces the game by the turns `texts` from the position text `fen` (the game's
    /// start when `None`), each checked; unchanged when the text is refused or a turn
    /// is not legal where it stands (the error names it).
    pub fn replace(&mut self, fen: Option<&str>, texts: &[String]) -> Result<(), String> {
        let mut fresh = GeneralTable::new(self.engine.clone(), self.file.clone());
        fresh.restart(fen)?;
        let second = crate::play::general::second_starts(&fresh.engine, &fresh.states[0]);
        for (k, text) in texts.iter().enumerate() {
            fresh.play_text(text).map_err(|e| {
                format!(
                    "turn {} `{text}`: {e}",
                    crate::play::numbering::turn_number(k, second)
                )
            })?;
        }
        self.states = fresh.states;
        self.turns = fresh.turns;
        Ok(())
    }

    /// Takes back the last `n` turns.
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

    /// The page's view of turn `t` from `before`, numbered `index`: its moves' sites,
    /// and as captured the sites the opponent's pieces left.
    fn turn_view(&self, index: usize, before: &State, t: &Turn, text: String) -> TurnView {
        let e = &*self.engine;
        let mover = e.to_move(before);
        let captured = (0..e.num_sites())
            .filter(|&s| {
                e.piece_at(before, s).is_some_and(|p| p.player != mover)
                    && e.piece_at(&t.state, s).is_none()
            })
            .map(|s| s as u16)
            .collect();
        let from = t.path.first().map_or(OFF, |p| p.0);
        TurnView {
            index,
            text,
            huff: None,
            from,
            landings: t.path.iter().map(|p| p.1).collect(),
            captured,
            promotes: false,
        }
    }

    /// The view of the position after `ply` turns (the last when `None`).
    pub fn view(&self, id: &str, ply: Option<usize>, flip: bool) -> View {
        let e = &*self.engine;
        let second = crate::play::general::second_starts(e, &self.states[0]);
        let ply = ply.unwrap_or(self.turns.len()).min(self.turns.len());
        let s = &self.states[ply];
        let mut scene = Scene::from_api(
            e,
            s,
            |p| is_promoted(&p.kind),
            |site| site_name(e, site as u16),
        );
        scene.flip = flip;
        let dice = if ply == self.turns.len() {
            let turns = e.turns(s);
            let kids: Vec<&crate::engine::State> = turns.iter().map(|t| &t.state).collect();
            crate::play::shown_dice::for_turn(e, s, &kids)
        } else {
            crate::play::shown_dice::own(e, s)
        };
        scene.dice = dice.iter().map(|d| (d.face, d.used)).collect();
        if let Some((_, path)) = ply.checked_sub(1).map(|k| &self.turns[k]) {
            scene.highlight = path
                .iter()
                .flat_map(|&(a, b)| [a, b])
                .filter(|&x| x != OFF)
                .map(usize::from)
                .collect();
        }
        let outcome = e.outcome(s);
        let legal = if ply == self.turns.len() && outcome.is_none() {
            let turns = e.turns(s);
            let names = turn_names(e, s, &turns);
            turns
                .iter()
                .zip(names)
                .enumerate()
                .map(|(i, (t, name))| self.turn_view(i, s, t, name))
                .collect()
        } else {
            Vec::new()
        };
        let last = ply.checked_sub(1).map(|k| {
            let t = &self.turns[k];
            TurnView {
                index: k,
                text: t.0.clone(),
                huff: None,
                from: t.1.first().map_or(OFF, |p| p.0),
                landings: t.1.iter().map(|p| p.1).collect(),
                captured: Vec::new(),
                promotes: false,
            }
        });
        let all_capture =
            |v: &[TurnView]| !v.is_empty() && v.iter().all(|t| !t.captured.is_empty());
        View {
            id: id.to_string(),
            file: self.file.clone(),
            name: e.program.name.clone(),
            ruleset: self.ruleset.clone(),
            options: self.options.clone(),
            players: e.program.players.iter().map(|p| p.name.clone()).collect(),
            dice: dice.clone(),
            ply,
            plies: self.turns.len(),
            to_move: e.to_move(s),
            svg: render(&scene),
            fen: crate::notation::write_position(e, s),
            engine: "general",
            labels: scene.sites.iter().map(|x| x.label.clone()).collect(),
            must_capture: all_capture(&legal),
            best_capture: legal
                .iter()
                .map(|t| t.captured.len() as u32)
                .max()
                .unwrap_or(0),
            legal,
            huffable: Vec::new(),
            last,
            // No huff on the general engine; its dice are shown with the board.
            note: None,
            news: None,
            moves: self
                .turns
                .iter()
                .enumerate()
                .map(|(k, t)| MoveView {
                    // Numbered as the terminal and the saved game number them.
                    number: crate::play::numbering::turn_number(k, second),
                    text: t.0.clone(),
                    side: e.to_move(&self.states[k]),
                })
                .collect(),
            result: outcome.map(|o| ResultView {
                winner: match o {
                    Outcome::Win(w) => Some(w),
                    Outcome::Draw => None,
                },
                text: self.outcome_text(o),
            }),
        }
    }
}
