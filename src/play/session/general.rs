//! The general engine's games in the terminal session: turns by the sites of their
//! moves in Ludii's coordinate names (`c3-d4`, `b2xd4xf6`, `hand-c3`), read also by
//! their start or, for a placement from the hand, by the site alone when only one turn
//! matches; the board drawn from its graph with its hands, columns and dice; the
//! position text; PDN with the game's own player names.

use super::game::{SessionAgent, SessionGame};
use crate::ai::generic::GenericAgent;
use crate::engine::{Engine, State, Turn};
use crate::game::{GameApi, Outcome};
use crate::play::general::{
    end_text, label, pdn_text, ranking_text, second_starts, turn_name, turn_names,
};
use crate::play::{general_board, shown_dice};

/// A game of the general engine, with the tags its saved games carry.
pub struct EngineGame<'e> {
    /// The game.
    pub engine: &'e Engine,
    /// The tags of a saved game.
    pub tags: crate::play::general::Tags,
}

/// Plays `engine` from its start with `input` piped in (a person at each seat
/// `agents` leaves `None`; the hints from random), and gives the transcript: the
/// session as a script or a test drives it.
pub fn transcript(
    engine: &Engine,
    agents: &[Option<GenericAgent>],
    seed: u64,
    input: &str,
) -> std::io::Result<String> {
    use super::{Seat, Session, SessionConfig};
    let table = EngineGame {
        engine,
        tags: crate::play::general::Tags::default(),
    };
    let seats = agents
        .iter()
        .enumerate()
        .map(|(i, a)| match a {
            Some(a) => Seat::Ai(Box::new(EngineAgent::new(*a, seed.wrapping_add(i as u64)))),
            None => Seat::Human,
        })
        .collect();
    let cfg = SessionConfig {
        color: false,
        echo: false,
        hint: Box::new(move |_: &EngineGame| {
            Box::new(EngineAgent::new(GenericAgent::Random, seed))
        }),
    };
    let mut lines = input.as_bytes();
    let mut out = Vec::new();
    let mut session = Session::new(&table, engine.start(), seats, cfg);
    session.run(&mut crate::play::prompt::Piped(&mut lines), &mut out)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// How a turn is typed; the placement's part only in a game with hands.
const NOTATION: &str = "Turns: as `moves` lists them, the sites of each move in the \
names on the board's margins, joined by `-` (`c3-d4`), or by `x` when the turn captures \
(`b2xd4xf6`); `pass` passes. A turn may be shortened to its start (`c3`, `b2x`) when only \
one turn matches; its number in the list of `moves` also plays it.";
const PLACING: &str = "`hand-c3` places a piece from the hand on c3; the site alone \
(`c3`) does when no other turn matches.";

impl SessionGame for EngineGame<'_> {
    type Pos = State;
    type Turn = Turn;

    fn title(&self) -> String {
        let p = &self.engine.program;
        match &p.ruleset {
            Some(r) => format!("{} ({r})", p.name),
            None => p.name.clone(),
        }
    }

    fn rules_note(&self) -> String {
        if self.engine.program.hands.is_empty() {
            String::new()
        } else {
            "Pieces enter from the hand: type the site to place on (`c3`), or `hand-c3`.".into()
        }
    }

    fn notation_help(&self) -> String {
        let mut text = NOTATION.to_string();
        if !self.engine.program.hands.is_empty() {
            text = format!("{text} {PLACING}");
        }
        super::wrap::wrap_words(&text, 90)
    }

    fn num_players(&self) -> usize {
        self.engine.program.players.len()
    }

    fn player_name(&self, p: u8) -> String {
        self.engine
            .program
            .players
            .get(p as usize)
            .map_or(format!("player {}", p + 1), |x| x.name.clone())
    }

    fn to_move(&self, s: &State) -> u8 {
        GameApi::to_move(self.engine, s)
    }

    fn legal(&self, s: &State) -> Vec<Turn> {
        if self.engine.outcome(s).is_some() {
            return Vec::new();
        }
        self.engine.turns(s)
    }

    fn apply(&self, _s: &State, t: &Turn) -> State {
        t.state.clone()
    }

    fn turn_text(&self, s: &State, t: &Turn) -> String {
        turn_name(self.engine, s, t)
    }

    fn listed(&self, s: &State, legal: &[Turn]) -> Vec<String> {
        turn_names(self.engine, s, legal)
    }

    fn completions(&self, s: &State, legal: &[Turn]) -> Vec<String> {
        let texts = self.listed(s, legal);
        let mut words = texts.clone();
        // A placement's site alone, when only one turn places there.
        for t in &texts {
            if let Some(site) = t.strip_prefix("hand-") {
                if matching(&texts, site).len() == 1 && !words.iter().any(|w| w == site) {
                    words.push(site.to_string());
                }
            }
        }
        words
    }

    fn parse_turn(&self, s: &State, legal: &[Turn], text: &str) -> Result<usize, String> {
        let texts = self.listed(s, legal);
        // `c3 d4`, as a person may type it, is `c3-d4`.
        let want = text.split_whitespace().collect::<Vec<_>>().join("-");
        let found = matching(&texts, &want);
        let distinct: Vec<&str> = {
            let mut d: Vec<&str> = found.iter().map(|&i| texts[i].as_str()).collect();
            d.dedup();
            d
        };
        match (found.first(), distinct.len()) {
            (Some(&i), 1) => return Ok(i),
            (Some(_), _) => {
                return Err(format!(
                    "`{text}` names several turns: {}; type one whole",
                    distinct.join(", ")
                ))
            }
            (None, _) => {}
        }
        if let Ok(n) = want.parse::<usize>() {
            if (1..=legal.len()).contains(&n) {
                return Ok(n - 1);
            }
        }
        let start = want.split(['-', 'x']).next().unwrap_or("");
        let from: Vec<&str> = texts
            .iter()
            .filter(|t| t.strip_prefix("hand-").unwrap_or(t).starts_with(start))
            .map(String::as_str)
            .collect();
        Err(if start.is_empty() || from.is_empty() {
            format!("`{text}` is not a legal turn here")
        } else {
            format!(
                "`{text}` is not a legal turn here; the turns from {start} are {}",
                from.join(", ")
            )
        })
    }

    fn end(&self, s: &State, legal: &[Turn]) -> Option<(Outcome, String)> {
        let e = self.engine;
        match e.outcome(s) {
            Some(o) => {
                let ranking =
                    ranking_text(e, s).map_or(String::new(), |r| format!(" (ranking: {r})"));
                Some((o, format!("{}{ranking}", end_text(e, o))))
            }
            None if legal.is_empty() => Some((
                Outcome::Draw,
                format!(
                    "{} has no legal turn and the rules name no result: drawn",
                    self.player_name(self.to_move(s))
                ),
            )),
            None => None,
        }
    }

    fn board(&self, s: &State, _last: Option<(&State, &Turn)>, _color: bool, flip: bool) -> String {
        let e = self.engine;
        let mut text = general_board::board_text_from(e, s, flip);
        let turns = self.legal(s);
        let kids: Vec<&State> = turns.iter().map(|t| &t.state).collect();
        text.push_str(&shown_dice::text(&shown_dice::for_turn(e, s, &kids)));
        text
    }

    fn fen(&self, s: &State) -> String {
        crate::notation::write_position(self.engine, s)
    }

    fn number(&self, start: &State, k: usize) -> String {
        label(self.engine, k, second_starts(self.engine, start))
    }

    fn pdn(
        &self,
        states: &[State],
        turns: &[Turn],
        end: Option<(Outcome, &str)>,
        seats: &[String],
    ) -> String {
        let history: Vec<String> = turns
            .iter()
            .zip(states)
            .map(|(t, s)| self.turn_text(s, t))
            .collect();
        pdn_text(self.engine, &self.tags, seats, &history, end.map(|e| e.0))
    }

    fn roll_text(&self, s: &State, t: &Turn) -> Option<String> {
        shown_dice::roll_text(self.engine, s, &t.state).map(|r| format!("rolls {r} and "))
    }
}

/// The turns among `texts` that `want` names (in any case): the turn itself; else a
/// placement by its site alone, or a turn by its start, up to a `-` or an `x`.
fn matching(texts: &[String], want: &str) -> Vec<usize> {
    let want = want.to_ascii_lowercase();
    let exact: Vec<usize> = (0..texts.len())
        .filter(|&i| texts[i].eq_ignore_ascii_case(&want))
        .collect();
    if !exact.is_empty() || want.is_empty() {
        return exact;
    }
    let begins = |t: &str| {
        t.strip_prefix(want.as_str()).is_some_and(|rest| {
            rest.is_empty()
                || want.ends_with(['-', 'x'])
                || rest.starts_with('-')
                || rest.starts_with('x')
        })
    };
    (0..texts.len())
        .filter(|&i| {
            let t = texts[i].to_ascii_lowercase();
            begins(&t) || t.strip_prefix("hand-").is_some_and(begins)
        })
        .collect()
}

/// An agent over the game API (random, MCTS) at a seat, with its own random stream.
pub struct EngineAgent {
    /// How it plays.
    pub agent: GenericAgent,
    /// Its random numbers.
    pub rng: rand_xoshiro::Xoshiro256PlusPlus,
}

impl EngineAgent {
    /// `agent`, its random numbers from `seed`.
    pub fn new(agent: GenericAgent, seed: u64) -> EngineAgent {
        use rand::SeedableRng;
        EngineAgent {
            agent,
            rng: rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl SessionAgent<EngineGame<'_>> for EngineAgent {
    fn name(&self) -> String {
        self.agent.name()
    }

    fn choose(&mut self, g: &EngineGame<'_>, s: &State, legal: &[Turn]) -> usize {
        let kids: Vec<State> = legal.iter().map(|t| t.state.clone()).collect();
        self.agent.choose(g.engine, s, &kids, &mut self.rng)
    }

    fn info(&self) -> String {
        match self.agent {
            GenericAgent::Random => "a random legal turn".into(),
            GenericAgent::Mcts { .. } => "the turn most visited by its random games".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::matching;

    #[test]
    fn a_turn_is_named_whole_by_its_start_or_by_its_placement() {
        let texts: Vec<String> = ["hand-c3", "hand-d3", "c2-c3", "b2xd4xf6", "b2-c3"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(matching(&texts, "hand-c3"), [0]);
        assert_eq!(matching(&texts, "d3"), [1]);
        assert_eq!(matching(&texts, "C2"), [2]);
        assert_eq!(matching(&texts, "b2x"), [3]);
        assert_eq!(matching(&texts, "b2"), [3, 4]);
        assert_eq!(matching(&texts, "c3"), [0]);
        assert!(matching(&texts, "f6").is_empty());
        assert!(matching(&texts, "").is_empty());
    }
}
