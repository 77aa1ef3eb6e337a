//! `POST /api/tables/{id}/ai`: an agent plays the side to move. The search runs on a
//! blocking thread, off the tables' lock, so the server answers while the agent thinks;
//! its turn is played only if the table did not change meanwhile.

use super::{bad, body, lock, table, unprocessable, view_query, Answer, ApiError, ViewQuery};
use crate::ai::generic::GenericAgent;
use crate::ai::AgentSpec;
use crate::serve::any::AnyTable;
use crate::serve::table::{turn_view, TurnView, View};
use crate::serve::AppState;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::Json;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest an agent may think for one turn.
pub const MAX_THINK: Duration = Duration::from_secs(60);

/// The body of `POST /api/tables/{id}/ai`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AiTurn {
    /// `random`, `mcts[:PLAYOUTS]` or `alphabeta[:DEPTH]`.
    agent: String,
    /// Think time in milliseconds (default 1000; at most a minute).
    think_ms: Option<u64>,
}

/// What `POST /api/tables/{id}/ai` answers: the turn played, how long it took, the view.
#[derive(Serialize)]
pub struct AiAnswer {
    /// The turn the agent chose.
    turn: TurnView,
    /// The agent's name.
    agent: String,
    /// What its search found, when it says.
    info: String,
    /// Wall-clock milliseconds the choice took.
    ms: u128,
    /// The table after the turn.
    view: View,
}

/// `POST /api/tables/{id}/ai`: the agent plays the side to move.
pub async fn ai(
    State(state): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    b: Result<Json<AiTurn>, JsonRejection>,
) -> Answer<AiAnswer> {
    let q = view_query(q)?;
    let req = body(b)?;
    let cell = table(&state, &id)?;
    let think = Duration::from_millis(req.think_ms.unwrap_or(1000).max(1));
    if think > MAX_THINK {
        return Err(bad(format!(
            "think_ms may be at most {}",
            MAX_THINK.as_millis()
        )));
    }
    if matches!(&*lock(&cell), AnyTable::General(_)) {
        return general_ai(&state, &id, cell, (&req.agent, think), q.flip).await;
    }
    let spec: AgentSpec = req.agent.parse().map_err(bad)?;
    let spec = spec.with_think(Some(think));
    let (game, s, legal, plies) = {
        let mut t = lock(&cell);
        let t = t.kernel().map_err(unprocessable)?;
        let legal = t.playable().map_err(unprocessable)?;
        (t.game.clone(), t.current(), legal, t.plies())
    };
    let seed = state.next_seed();
    let search = tokio::task::spawn_blocking(move || {
        let began = Instant::now();
        let mut agent = spec.build(&game, seed);
        let i = agent.choose(&game, &s, &legal);
        (
            legal.get(i).copied(),
            agent.name(),
            agent.last_info(),
            began.elapsed(),
        )
    });
    let (turn, agent, info, took) = search.await.map_err(search_failed)?;
    let turn = turn.ok_or_else(no_turn)?;
    let mut guard = lock(&cell);
    if guard.plies() != plies {
        return Err(changed());
    }
    let t = guard.kernel().map_err(unprocessable)?;
    let side = t.current().side() as usize;
    t.seats[side] = agent.clone();
    t.play(turn);
    Ok(Json(AiAnswer {
        turn: turn_view(plies, &turn),
        agent,
        info,
        ms: took.as_millis(),
        view: t.view(&id, None, q.flip),
    }))
}

/// The search's thread ended without an answer (it panicked or was cancelled).
fn search_failed(e: tokio::task::JoinError) -> ApiError {
    ApiError(
        StatusCode::INTERNAL_SERVER_ERROR,
        format!("the search failed: {e}"),
    )
}

/// The agent answered with an index outside the legal turns.
fn no_turn() -> ApiError {
    ApiError(
        StatusCode::INTERNAL_SERVER_ERROR,
        "the agent chose no legal turn".into(),
    )
}

fn changed() -> ApiError {
    ApiError(
        StatusCode::CONFLICT,
        "the game changed while the agent thought; its turn was not played".into(),
    )
}

/// The agent's turn on a general-engine table: random or MCTS over the game API.
async fn general_ai(
    state: &AppState,
    id: &str,
    cell: Arc<Mutex<AnyTable>>,
    (agent, think): (&str, Duration),
    flip: bool,
) -> Answer<AiAnswer> {
    let agent = GenericAgent::parse(agent.trim())
        .map_err(bad)?
        .with_think(Some(think));
    let (engine, s, plies) = {
        let t = lock(&cell);
        let AnyTable::General(t) = &*t else {
            return Err(changed());
        };
        t.playable().map_err(unprocessable)?;
        (t.engine.clone(), t.current(), t.plies())
    };
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(state.next_seed());
    let search = tokio::task::spawn_blocking(move || {
        let began = Instant::now();
        let turns = engine.turns(&s);
        let kids: Vec<_> = turns.iter().map(|t| t.state.clone()).collect();
        let i = agent.choose(&*engine, &s, &kids, &mut rng);
        (turns.into_iter().nth(i), began.elapsed())
    });
    let (turn, took) = search.await.map_err(search_failed)?;
    let turn = turn.ok_or_else(no_turn)?;
    let mut guard = lock(&cell);
    if guard.plies() != plies {
        return Err(changed());
    }
    let AnyTable::General(t) = &mut *guard else {
        return Err(changed());
    };
    t.play(&turn);
    let view = t.view(id, None, flip);
    let played = view.last.clone().ok_or_else(|| {
        ApiError(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the turn was not recorded".into(),
        )
    })?;
    Ok(Json(AiAnswer {
        turn: played,
        agent: agent.name(),
        info: String::new(),
        ms: took.as_millis(),
        view,
    }))
}
