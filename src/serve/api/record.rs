//! FEN and PDN over the API: a table started again from a FEN position, its game as a
//! PDN file to download, or replaced by a PDN game, every turn checked. A kernel
//! table's FEN is PDN FEN; a general-engine table's is its position text, and its PDN
//! holds its turns as the page lists them (as `ludic play` saves them).

use super::{bad, body, lock, table, unprocessable, view_query, Answer, ApiError, ViewQuery};
use crate::notation::read_fen;
use crate::serve::any::AnyTable;
use crate::serve::table::View;
use crate::serve::AppState;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

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
    if let AnyTable::General(t) = &mut *t {
        t.restart(Some(&req.fen)).map_err(bad)?;
        return Ok(Json(t.view(&id, None, q.flip)));
    }
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
    let text = lock(&t).pdn();
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
    if let AnyTable::General(t) = &mut *t {
        // A game of the general engine: its turns as the page lists them, from its
        // `FEN` tag or the start.
        t.replace(g.tag("FEN"), &g.moves)
            .map_err(|e| unprocessable(format!("PDN: {e}")))?;
        return Ok(Json(t.view(&id, None, q.flip)));
    }
    let t = t.kernel().map_err(unprocessable)?;
    let (start, _, turns) =
        crate::play::record::turns(&t.game, g).map_err(|e| unprocessable(format!("PDN: {e}")))?;
    t.replace(start, &turns);
    Ok(Json(t.view(&id, None, q.flip)))
}
