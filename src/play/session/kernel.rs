//! The draughts kernel's games in the terminal session: turns in draughts notation
//! (`32-28`, `28x19x10`, `h23 32-28`), the numbered board, PDN FEN, and the huff told
//! as it happens.

use super::game::{SessionAgent, SessionGame};
use super::wrap::or_list;
use crate::ai::Agent;
use crate::game::Outcome;
use crate::kernel::{Game, GameResult, State, Turn};
use crate::notation::input::list_sites;
use crate::notation::{parse_turn, sort_turns, turn_text, write_fen};
use crate::pdn::write_game;
use crate::play::board::render_from;
use crate::play::end::{describe_end, name};
use crate::play::record::{to_pdn, GameRecord, RecordTags};
use crate::rules::CaptureMode;

/// A game of the kernel, with the tags its saved games carry.
pub struct KernelGame<'g> {
    /// The game.
    pub game: &'g Game,
    /// The tags of a saved game (its players are the session's seats).
    pub tags: RecordTags,
}

const NOTATION: &str = "\
Turns: 32-28 (a move), 28x19x10 (a capture through every landing square), 28x10 (start
and end, when that names one capture), 28x or 28 (when only one turn matches); squares
may also be named a1..j10. A huff goes first: `h23 32-28` removes the opponent's piece
on 23, then plays 32-28.";

impl SessionGame for KernelGame<'_> {
    type Pos = State;
    type Turn = Turn;

    fn title(&self) -> String {
        let rules = self.game.rules();
        match &rules.ruleset {
            Some(r) => format!("{} ({r})", rules.name),
            None => rules.name.clone(),
        }
    }

    fn rules_note(&self) -> String {
        match self.game.rules().capture.mode {
            CaptureMode::Huff => "Capturing the most pieces possible is enforced by the huff: \
                after a turn that captures fewer, the opponent may first remove (huff) a piece \
                that could have captured the most, then moves."
                .into(),
            CaptureMode::Compulsory => {
                "Capturing is compulsory, and the largest capture must be taken.".into()
            }
            CaptureMode::Free => "Capturing is optional.".into(),
        }
    }

    fn notation_help(&self) -> String {
        NOTATION.into()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn player_name(&self, p: u8) -> String {
        name(self.game, p).to_string()
    }

    fn to_move(&self, s: &State) -> u8 {
        s.side()
    }

    fn legal(&self, s: &State) -> Vec<Turn> {
        let mut legal = Vec::new();
        self.game.legal_turns(s, &mut legal);
        legal
    }

    fn apply(&self, s: &State, t: &Turn) -> State {
        self.game.apply(s, t)
    }

    fn turn_text(&self, _s: &State, t: &Turn) -> String {
        turn_text(t)
    }

    fn listed(&self, _s: &State, legal: &[Turn]) -> Vec<String> {
        let mut ts = legal.to_vec();
        sort_turns(&mut ts);
        ts.iter().map(turn_text).collect()
    }

    fn parse_turn(&self, s: &State, legal: &[Turn], text: &str) -> Result<usize, String> {
        let t = parse_turn(self.game, s, legal, text).map_err(|e| e.to_string())?;
        legal
            .iter()
            .position(|u| *u == t)
            .ok_or_else(|| format!("`{text}` is not a legal turn here"))
    }

    fn end(&self, s: &State, legal: &[Turn]) -> Option<(Outcome, String)> {
        match self.game.result(s, legal) {
            Some(r) => Some((outcome(r), describe_end(self.game, s, legal, r))),
            // Only a rule set without a "no moves" end gets here.
            None if legal.is_empty() => Some((
                Outcome::Draw,
                format!(
                    "{} has no legal turn and the rules name no result: drawn",
                    name(self.game, s.side())
                ),
            )),
            None => None,
        }
    }

    fn board(&self, s: &State, last: Option<(&State, &Turn)>, color: bool, flip: bool) -> String {
        render_from(self.game, s, last.map(|l| l.1), color, flip)
    }

    fn fen(&self, s: &State) -> String {
        write_fen(self.game, s)
    }

    fn number(&self, start: &State, k: usize) -> String {
        let second_starts = start.side() != self.game.rules().first;
        crate::play::numbering::turn_number(k, second_starts)
    }

    fn pdn(
        &self,
        states: &[State],
        turns: &[Turn],
        end: Option<(Outcome, &str)>,
        seats: &[String],
    ) -> String {
        let rec = GameRecord {
            start: states[0],
            turns: turns.to_vec(),
            result: end.map(|(o, _)| match o {
                Outcome::Win(w) => GameResult::Win(w),
                Outcome::Draw => GameResult::Draw,
            }),
            ending: end.map_or(String::new(), |(_, why)| why.to_string()),
        };
        let mut tags = self.tags.clone();
        tags.first = seats.first().cloned().unwrap_or_default();
        tags.second = seats.get(1).cloned().unwrap_or_default();
        write_game(&to_pdn(self.game, &rec, &tags))
    }

    fn news_after(
        &self,
        _before: &State,
        legal: &[Turn],
        t: &Turn,
        after: &State,
        to_person: bool,
    ) -> Option<String> {
        if after.huffable() == 0 {
            return None;
        }
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
        let side = 1 - after.side();
        if to_person {
            return Some(self.huff_offer(after, &self.legal(after), Some(&short)));
        }
        Some(format!(
            "{} defaults: {short}. {} may huff {}.",
            name(self.game, side),
            name(self.game, after.side()),
            or_list(&list_sites(after.huffable()))
        ))
    }

    fn turn_note(&self, t: &Turn) -> Option<String> {
        t.huff
            .map(|h| format!("(huffing the piece on {})", h as u32 + 1))
    }

    fn news_for_mover(&self, s: &State, legal: &[Turn]) -> Option<String> {
        (s.huffable() != 0).then(|| self.huff_offer(s, legal, None))
    }
}

impl KernelGame<'_> {
    /// Tells the person to move that they may huff, with an example turn.
    fn huff_offer(&self, s: &State, legal: &[Turn], detail: Option<&str>) -> String {
        let example = legal
            .iter()
            .find(|t| t.huff.is_some())
            .map(|t| format!(" (e.g. `{}`)", turn_text(t)))
            .unwrap_or_default();
        format!(
            "{} failed to capture the maximum{}: you may huff {}{example}, or just move.",
            name(self.game, 1 - s.side()),
            detail.map(|d| format!(" ({d})")).unwrap_or_default(),
            or_list(&list_sites(s.huffable())),
        )
    }
}

fn outcome(r: GameResult) -> Outcome {
    match r {
        GameResult::Win(w) => Outcome::Win(w),
        GameResult::Draw => Outcome::Draw,
    }
}

/// An agent of the kernel (alpha-beta, MCTS with the evaluation, random) at a seat.
pub struct KernelAgent(pub Box<dyn Agent>);

impl SessionAgent<KernelGame<'_>> for KernelAgent {
    fn name(&self) -> String {
        self.0.name()
    }

    fn choose(&mut self, g: &KernelGame<'_>, s: &State, legal: &[Turn]) -> usize {
        self.0.choose(g.game, s, legal)
    }

    fn info(&self) -> String {
        self.0.last_info()
    }
}
