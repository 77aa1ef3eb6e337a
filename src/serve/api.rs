//! The JSON API over the tables (`docs/serve.md`): every handler checks its input and
//! answers a 4xx with `{"error": "..."}` when it is wrong, never a panic. Searches run
//! on a blocking thread, off the tables' lock, so the server answers while the AI thinks.

use super::any::AnyTable;
use super::general::GeneralTable;
use super::table::{turn_view, Table, TurnView, View};
use super::AppState;
use crate::ai::generic::GenericAgent;
use crate::ai::AgentSpec;
use crate::engine::Engine;
use crate::game::{compile_file, Compiled};
use crate::kernel::Game;
use crate::load::Selection;
use crate::notation::read_fen;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// An answer to a bad request: its status and the message.
pub struct ApiError(pub StatusCode, pub String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(serde_json::json!({ "error": self.1 }))).into_response()
    }
}

fn bad(msg: impl Into<String>) -> ApiError {
    ApiError(StatusCode::BAD_REQUEST, msg.into())
}

fn unprocessable(msg: impl Into<String>) -> ApiError {
    ApiError(StatusCode::UNPROCESSABLE_ENTITY, msg.into())
}

type Answer<T> = Result<Json<T>, ApiError>;

/// A JSON body, or the reason it is not one as an [`ApiError`].
fn body<T>(b: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    b.map(|Json(v)| v)
        .map_err(|e| ApiError(e.status(), format!("bad request body: {}", e.body_text())))
}

/// How the page wants a position shown: `?ply=K&flip=true`.
#[derive(Deserialize, Default)]
pub struct ViewQuery {
    /// The position after this many turns (default: the last).
    ply: Option<usize>,
    /// Drawn from the second player's side.
    #[serde(default)]
    flip: bool,
}

fn view_query(q: Result<Query<ViewQuery>, QueryRejection>) -> Result<ViewQuery, ApiError> {
    q.map(|Query(v)| v)
        .map_err(|e| bad(format!("bad query: {}", e.body_text())))
}

/// Locks a mutex, taking over the data of a holder that panicked (none should: the
/// tables are changed only through checked calls).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn table(state: &AppState, id: &str) -> Result<Arc<Mutex<AnyTable>>, ApiError> {
    lock(&state.tables).get(id).ok_or_else(|| {
        ApiError(
            StatusCode::NOT_FOUND,
            format!("no table `{id}` (it may have been closed to make room)"),
        )
    })
}

/// `GET /api/games`: the catalogue.
pub async fn games(State(state): State<AppState>) -> impl IntoResponse {
    Json(state.catalog.as_ref().clone())
}

/// The body of `POST /api/tables`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTable {
    /// The catalogue id of the game.
    game: String,
    /// A ruleset, as `--ruleset` takes it.
    ruleset: Option<String>,
    /// Option items, `"Heading/Label"`.
    #[serde(default)]
    options: Vec<String>,
    /// A start position in PDN FEN.
    fen: Option<String>,
}

/// What a game file compiles to: a kernel game or a general-engine one.
enum Built {
    Kernel(Box<Game>),
    General(Box<Engine>),
}

/// Compiles the game file at `path` (catalogue id `id`) with a selection.
fn compile(path: &std::path::Path, id: &str, sel: &Selection) -> Result<Built, ApiError> {
    match compile_file(path, sel).map_err(|f| unprocessable(f.render(false)))? {
        Compiled::Rules(r) | Compiled::Lowered(r) => Game::new(*r)
            .map(|g| Built::Kernel(Box::new(g)))
            .map_err(|e| unprocessable(format!("{id}: {e}"))),
        Compiled::Program(p) => Ok(Built::General(Box::new(Engine::new(*p)))),
    }
}

/// `POST /api/tables`: a new table; its view.
pub async fn new_table(
    State(state): State<AppState>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    b: Result<Json<NewTable>, JsonRejection>,
) -> Answer<View> {
    let q = view_query(q)?;
    let req = body(b)?;
    let sel = Selection {
        ruleset: req.ruleset.clone(),
        options: req.options.clone(),
        ..Selection::default()
    };
    let path = entry_path(&state, &req.game)?;
    let expanded =
        crate::load::expand_file(&path, &sel).map_err(|f| unprocessable(f.render(false)))?;
    let t = match compile(&path, &req.game, &sel)? {
        Built::Kernel(game) => {
            let start = match &req.fen {
                Some(f) => read_fen(&game, f).map_err(|e| bad(format!("bad FEN `{f}`: {e}")))?,
                None => game.start(),
            };
            let mut t = Table::new(Arc::new(*game), req.game.clone(), start);
            t.ruleset = expanded.ruleset;
            t.options = expanded.options;
            AnyTable::Kernel(t)
        }
        Built::General(engine) => {
            if req.fen.is_some() {
                return Err(bad(NO_FEN));
            }
            let mut t = GeneralTable::new(Arc::new(*engine), req.game.clone());
            t.ruleset = expanded.ruleset;
            t.options = expanded.options;
            AnyTable::General(t)
        }
    };
    let v = t.view("", None, q.flip);
    let id = state.tables_insert(t);
    Ok(Json(View { id, ..v }))
}

fn entry_path(state: &AppState, id: &str) -> Result<std::path::PathBuf, ApiError> {
    state
        .catalog
        .iter()
        .find(|e| e.id == id)
        .map(|e| e.path.clone())
        .ok_or_else(|| ApiError(StatusCode::NOT_FOUND, format!("no game `{id}` on offer")))
}

/// `GET /api/tables/{id}`: a position of a table.
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
) -> Answer<View> {
    let q = view_query(q)?;
    let t = table(&state, &id)?;
    let t = lock(&t);
    if let Some(p) = q.ply {
        if p > t.plies() {
            return Err(bad(format!(
                "ply {p} is past the last turn ({})",
                t.plies()
            )));
        }
    }
    Ok(Json(t.view(&id, q.ply, q.flip)))
}

/// The body of `POST /api/tables/{id}/play`: a turn by its text or its index.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayTurn {
    /// The turn in the notation (`32-28`, `h23 32-28`).
    turn: Option<String>,
    /// Its index in the view's `legal` list.
    index: Option<usize>,
}

/// `POST /api/tables/{id}/play`: plays a turn; the new view.
pub async fn play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    b: Result<Json<PlayTurn>, JsonRejection>,
) -> Answer<View> {
    let q = view_query(q)?;
    let req = body(b)?;
    let t = table(&state, &id)?;
    let mut t = lock(&t);
    match (req.turn, req.index) {
        (Some(text), None) => t.play_text(&text).map_err(unprocessable)?,
        (None, Some(i)) => t.play_index(i).map_err(unprocessable)?,
        _ => {
            return Err(bad(
                "give the turn as `turn` (its text) or `index`, one of them",
            ))
        }
    };
    Ok(Json(t.view(&id, None, q.flip)))
}

/// The body of `POST /api/tables/{id}/undo`.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Undo {
    /// How many turns to take back (default 1).
    turns: Option<usize>,
}

/// `POST /api/tables/{id}/undo`: takes back turns; the new view.
pub async fn undo(
    State(state): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    b: Result<Json<Undo>, JsonRejection>,
) -> Answer<View> {
    let q = view_query(q)?;
    let req = body(b)?;
    let t = table(&state, &id)?;
    let mut t = lock(&t);
    t.undo(req.turns.unwrap_or(1)).map_err(unprocessable)?;
    Ok(Json(t.view(&id, None, q.flip)))
}

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
    if matches!(&*lock(&cell), AnyTable::General(_)) {
        return general_ai(&state, &id, cell, &req.agent, q.flip).await;
    }
    let spec: AgentSpec = req.agent.parse().map_err(bad)?;
    let think = Duration::from_millis(req.think_ms.unwrap_or(1000).max(1));
    if think > MAX_THINK {
        return Err(bad(format!(
            "think_ms may be at most {}",
            MAX_THINK.as_millis()
        )));
    }
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
    let (turn, agent, info, took) = search.await.map_err(|e| {
        ApiError(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("the search failed: {e}"),
        )
    })?;
    let turn = turn.ok_or_else(|| {
        ApiError(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the agent chose no legal turn".into(),
        )
    })?;
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

/// The body of `POST /api/tables/{id}/fen`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetFen {
    /// The position in PDN FEN.
    fen: String,
}

/// `POST /api/tables/{id}/fen`: starts the table again from a FEN position.
pub async fn set_fen(
    State(state): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    b: Result<Json<SetFen>, JsonRejection>,
) -> Answer<View> {
    let q = view_query(q)?;
    let req = body(b)?;
    let t = table(&state, &id)?;
    let mut t = lock(&t);
    let t = t.kernel().map_err(unprocessable)?;
    let start =
        read_fen(&t.game, &req.fen).map_err(|e| bad(format!("bad FEN `{}`: {e}", req.fen)))?;
    t.restart(start);
    Ok(Json(t.view(&id, None, q.flip)))
}

/// `GET /api/tables/{id}/pdn`: the game as a PDN file to download.
pub async fn get_pdn(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let t = table(&state, &id)?;
    let text = lock(&t).kernel().map_err(unprocessable)?.pdn();
    Ok((
        [
            (header::CONTENT_TYPE, "application/x-pdn; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"game.pdn\"",
            ),
        ],
        text,
    )
        .into_response())
}

/// The body of `POST /api/tables/{id}/pdn`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoadPdn {
    /// A PDN text; its first game is loaded.
    pdn: String,
}

/// `POST /api/tables/{id}/pdn`: replaces the table's game by a PDN game of the same
/// rules, every turn checked.
pub async fn load_pdn(
    State(state): State<AppState>,
    Path(id): Path<String>,
    q: Result<Query<ViewQuery>, QueryRejection>,
    b: Result<Json<LoadPdn>, JsonRejection>,
) -> Answer<View> {
    let q = view_query(q)?;
    let req = body(b)?;
    let games = crate::pdn::read_games(&req.pdn).map_err(|e| bad(format!("bad PDN: {e}")))?;
    let g = games
        .first()
        .ok_or_else(|| bad("the PDN text holds no game"))?;
    let t = table(&state, &id)?;
    let mut t = lock(&t);
    let t = t.kernel().map_err(unprocessable)?;
    let (start, _, turns) =
        crate::cli::replay::turns(&t.game, g).map_err(|e| unprocessable(format!("PDN: {e}")))?;
    t.replace(start, &turns);
    Ok(Json(t.view(&id, None, q.flip)))
}

impl AppState {
    /// Adds a table, closing the oldest when [`Tables::MAX`] are open; its id.
    fn tables_insert(&self, t: AnyTable) -> String {
        lock(&self.tables).insert(t)
    }
}

/// Why a general-engine table takes no FEN.
const NO_FEN: &str =
    "a FEN is written in the draughts kernel's notation, and this game runs on the general engine";

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
    agent: &str,
    flip: bool,
) -> Answer<AiAnswer> {
    let agent = GenericAgent::parse(agent.trim()).map_err(bad)?;
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
    let (turn, took) = search.await.map_err(|e| {
        ApiError(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("the search failed: {e}"),
        )
    })?;
    let turn = turn.ok_or_else(|| {
        ApiError(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the agent chose no legal turn".into(),
        )
    })?;
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
