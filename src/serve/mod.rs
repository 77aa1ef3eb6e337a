//! `ludic serve`: a local web page to play every game of the catalogue in a browser.
//! The page (`assets/`, built into the binary) draws the board with [`crate::draw`] and
//! talks to the JSON API of [`api`], which keeps each game on the server as a
//! [`any::AnyTable`] (a [`table::Table`] on the draughts kernel, a
//! [`general::GeneralTable`] on the general engine). `docs/serve.md` describes the API.

pub mod any;
pub mod api;
pub mod catalog;
pub mod general;
pub mod table;

use any::AnyTable;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::routing::{get, post};
use axum::Router;
use catalog::Entry;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// The largest request body accepted (a PDN file of many games fits).
pub const BODY_LIMIT: usize = 1 << 20;

/// The open tables, by id, the oldest closed first when there are too many.
#[derive(Default)]
pub struct Tables {
    by_id: HashMap<String, Arc<Mutex<AnyTable>>>,
    order: VecDeque<String>,
    next: u64,
}

impl Tables {
    /// The most tables open at once.
    pub const MAX: usize = 1000;

    /// Adds a table; its new id.
    pub fn insert(&mut self, t: AnyTable) -> String {
        self.next += 1;
        let id = format!("t{}", self.next);
        while self.order.len() >= Self::MAX {
            if let Some(old) = self.order.pop_front() {
                self.by_id.remove(&old);
            }
        }
        self.by_id.insert(id.clone(), Arc::new(Mutex::new(t)));
        self.order.push_back(id.clone());
        id
    }

    /// The table `id`.
    pub fn get(&self, id: &str) -> Option<Arc<Mutex<AnyTable>>> {
        self.by_id.get(id).cloned()
    }
}

/// What every handler shares.
#[derive(Clone)]
pub struct AppState {
    /// The games on offer.
    pub catalog: Arc<Vec<Entry>>,
    /// The games in progress.
    pub tables: Arc<Mutex<Tables>>,
    seeds: Arc<AtomicU64>,
}

impl AppState {
    /// A server's state over a catalogue.
    pub fn new(catalog: Vec<Entry>) -> AppState {
        let clock = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        AppState {
            catalog: Arc::new(catalog),
            tables: Arc::default(),
            seeds: Arc::new(AtomicU64::new(clock)),
        }
    }

    /// A fresh seed for an agent.
    pub fn next_seed(&self) -> u64 {
        self.seeds
            .fetch_add(0x9e37_79b9_7f4a_7c15, Ordering::Relaxed)
    }
}

const INDEX: &str = include_str!("assets/index.html");
const SCRIPT: &str = include_str!("assets/app.js");
const BOARD_SCRIPT: &str = include_str!("assets/board.js");
const STYLE: &str = include_str!("assets/style.css");

/// The routes: the page, its script and style, and the API.
pub fn router(state: AppState) -> Router {
    let page = |body: &'static str, kind: &'static str| {
        get(move || async move { ([(header::CONTENT_TYPE, kind)], body) })
    };
    Router::new()
        .route("/", page(INDEX, "text/html; charset=utf-8"))
        .route("/app.js", page(SCRIPT, "text/javascript; charset=utf-8"))
        .route(
            "/board.js",
            page(BOARD_SCRIPT, "text/javascript; charset=utf-8"),
        )
        .route("/style.css", page(STYLE, "text/css; charset=utf-8"))
        .route("/api/games", get(api::games))
        .route("/api/tables", post(api::new_table))
        .route("/api/tables/{id}", get(api::show))
        .route("/api/tables/{id}/play", post(api::play))
        .route("/api/tables/{id}/undo", post(api::undo))
        .route("/api/tables/{id}/ai", post(api::ai))
        .route("/api/tables/{id}/fen", post(api::set_fen))
        .route(
            "/api/tables/{id}/pdn",
            get(api::get_pdn).post(api::load_pdn),
        )
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(state)
}

/// Serves `router` on `listener` until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> std::io::Result<()> {
    axum::serve(listener, router(state)).await
}
