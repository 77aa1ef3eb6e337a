//! The JSON API over the tables (`docs/serve.md`): every handler checks its input and
//! answers a 4xx with `{"error": "..."}` when it is wrong, never a panic. This module
//! holds the errors, the shared extractors and the handlers that create, show, play and
//! undo; [`agent`] lets an agent play, [`record`] reads and writes FEN and PDN.

mod agent;
mod record;

pub use agent::{ai, AiAnswer, AiTurn, MAX_THINK};
pub use record::{get_pdn, load_pdn, set_fen, LoadPdn, SetFen};

use super::any::AnyTable;
use super::general::GeneralTable;
use super::table::{Table, View};
use super::AppState;
use crate::engine::Engine;
use crate::game::{compile_file, Compiled};
use crate::kernel::Game;
use crate::load::Selection;
use crate::notation::read_fen;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use std::sync::{Arc, Mutex, MutexGuard};

/// An answer to a bad request: its status and the message.
pub struct ApiError(pub StatusCode, pub String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(serde_json::json!({ "error": self.1 }))).into_response()
    }
}

pub(crate) fn bad(msg: impl Into<String>) -> ApiError {
    ApiError(StatusCode::BAD_REQUEST, msg.into())
}

pub(crate) fn unprocessable(msg: impl Into<String>) -> ApiError {
    ApiError(StatusCode::UNPROCESSABLE_ENTITY, msg.into())
}

pub(crate) type Answer<T> = Result<Json<T>, ApiError>;

/// A JSON body, or the reason it is not one as an [`ApiError`].
pub(crate) fn body<T>(b: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    b.map(|Json(v)| v)
        .map_err(|e| ApiError(e.status(), format!("bad request body: {}", e.body_text())))
}

/// How the page wants a position shown: `?ply=K&flip=true`.
#[derive(Deserialize, Default)]
pub struct ViewQuery {
    /// The position after this many turns (default: the last).
    pub(crate) ply: Option<usize>,
    /// Drawn from the second player's side.
    #[serde(default)]
    pub(crate) flip: bool,
}

pub(crate) fn view_query(
    q: Result<Query<ViewQuery>, QueryRejection>,
) -> Result<ViewQuery, ApiError> {
    q.map(|Query(v)| v)
        .map_err(|e| bad(format!("bad query: {}", e.body_text())))
}

/// Locks a mutex, taking over the data of a holder that panicked (none should: the
/// tables are changed only through checked calls).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

pub(crate) fn table(state: &AppState, id: &str) -> Result<Arc<Mutex<AnyTable>>, ApiError> {
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
    /// A start position: PDN FEN on the kernel, a position text on the general engine.
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
        Compiled::Lowered(r) => Game::new(*r)
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
            let mut t = GeneralTable::new(Arc::new(*engine), req.game.clone());
            t.restart(req.fen.as_deref()).map_err(bad)?;
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

impl AppState {
    /// Adds a table, closing the oldest when [`Tables::MAX`] are open; its id.
    fn tables_insert(&self, t: AnyTable) -> String {
        lock(&self.tables).insert(t)
    }
}
