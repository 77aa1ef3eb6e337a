//! Playing a whole game between two agents.

use super::end::describe_end;
use super::record::GameRecord;
use crate::ai::Agent;
use crate::kernel::{Game, GameResult, State};

/// A game longer than this is stopped and scored a draw (games whose rules have no
/// draw rule could otherwise go on for ever).
pub const MAX_TURNS: usize = 1000;

/// Plays from `start` until the game ends or `max_turns` turns have been played;
/// `agents[p]` plays for player `p`.
pub fn play_game(
    game: &Game,
    start: State,
    agents: &mut [Box<dyn Agent>; 2],
    max_turns: usize,
) -> GameRecord {
    let mut rec = GameRecord::new(start);
    let mut state = start;
    let mut legal = Vec::new();
    loop {
        game.legal_turns(&state, &mut legal);
        if let Some(r) = game.result(&state, &legal) {
            rec.result = Some(r);
            rec.ending = describe_end(game, &state, &legal, r);
            break;
        }
        if legal.is_empty() {
            // Only a rule set without a "no moves" end gets here.
            rec.result = Some(GameResult::Draw);
            rec.ending = "no legal turn, and the rules name no result: scored as a draw".into();
            break;
        }
        if rec.turns.len() >= max_turns {
            rec.result = Some(GameResult::Draw);
            rec.ending = format!("stopped after {max_turns} turns: scored as a draw");
            break;
        }
        let agent = &mut agents[state.side() as usize & 1];
        let i = agent.choose(game, &state, &legal).min(legal.len() - 1);
        let t = legal[i];
        state = game.apply(&state, &t);
        rec.turns.push(t);
    }
    rec
}
