//! What a game is played with, before any rule: its players, its containers (the
//! board, the hands, the dice...) and the board's graph with all three kinds of
//! element, as Ludii's `Equipment` and `Topology` hold them (`ludic board`).
//!
//! It is built without the general engine's [`super::Graph`], so neither the engine's
//! limits (sites, players, directions) nor the rules bound it.

use super::geom::topology::{degrees, Element, Topology};
use super::track::Track;
use serde::Serialize;

/// The kinds of a board's elements (Ludii's `SiteType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SiteType {
    /// The board's cells.
    Cell,
    /// The board's vertices.
    Vertex,
    /// The board's edges.
    Edge,
}

impl SiteType {
    /// Ludii's name of the kind.
    pub fn name(self) -> &'static str {
        match self {
            SiteType::Cell => "Cell",
            SiteType::Vertex => "Vertex",
            SiteType::Edge => "Edge",
        }
    }
}

/// What kind of container.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContainerKind {
    /// The board, always the first container.
    Board,
    /// A hand: sites off the board holding pieces.
    Hand,
    /// A set of dice.
    Dice,
    /// A deck of cards.
    Deck,
}

/// One container, as Ludii's `game.equipment().containers()` lists them.
#[derive(Clone, Debug, PartialEq)]
pub struct Container {
    /// What it is.
    pub kind: ContainerKind,
    /// Its name as Ludii gives it (`"Board"`, `"Hand1"`, `"Dice0"`...).
    pub name: String,
    /// Its number of sites (Ludii's `numSites()`: a board's sites of its default kind).
    pub sites: usize,
}

/// The equipment of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Equipment {
    /// The number of players.
    pub players: usize,
    /// Whether the game uses chance (Ludii's `isStochasticGame`).
    pub stochastic: bool,
    /// Where the pieces stand by default (`use:`).
    pub default_site: SiteType,
    /// The containers, the board first.
    pub containers: Vec<Container>,
    /// The board's cells, vertices and edges.
    pub board: Topology,
    /// The board's tracks, or why they could not be built.
    pub tracks: Tracks,
}

/// A board's tracks, in the order the file gives them, or why ludic could not build
/// them (the board's lines in a direction a step names are not known on every board).
pub type Tracks = Result<Vec<Track>, String>;

impl Equipment {
    /// Ludii's `equipment.totalDefaultSites()`: the sites of every container.
    pub fn total_sites(&self) -> usize {
        self.containers.iter().map(|c| c.sites).sum()
    }

    /// The elements of one kind.
    pub fn elements(&self, kind: SiteType) -> &[Element] {
        match kind {
            SiteType::Cell => &self.board.cells,
            SiteType::Vertex => &self.board.vertices,
            SiteType::Edge => &self.board.edges,
        }
    }

    /// The JSON of `ludic board --json`.
    pub fn to_json(&self) -> Json<'_> {
        Json {
            players: self.players,
            stochastic: self.stochastic,
            containers: self.containers.len(),
            default_site: self.default_site.name(),
            total_sites: self.total_sites(),
            board: JsonBoard {
                cells: json_elements(&self.board.cells),
                vertices: json_elements(&self.board.vertices),
                edges: json_elements(&self.board.edges),
            },
            tracks: self.tracks.as_ref().ok(),
        }
    }

    /// The readable summary of `ludic board`.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "players: {}{}\ncontainers: {}\n",
            self.players,
            if self.stochastic { " (stochastic)" } else { "" },
            self.containers.len()
        );
        for c in &self.containers {
            let s = if c.sites == 1 { "" } else { "s" };
            out.push_str(&format!("  {}: {} site{s}\n", c.name, c.sites));
        }
        out.push_str(&format!("default site: {}\n", self.default_site.name()));
        for kind in [SiteType::Cell, SiteType::Vertex, SiteType::Edge] {
            let els = self.elements(kind);
            let plural = match kind {
                SiteType::Cell => "cells",
                SiteType::Vertex => "vertices",
                SiteType::Edge => "edges",
            };
            out.push_str(&format!("{plural}: {}", els.len()));
            let hist: Vec<String> = degrees(els)
                .iter()
                .map(|(d, n)| format!("to {d}: {n}"))
                .collect();
            if !hist.is_empty() {
                out.push_str(&format!(" (adjacent {})", hist.join(", ")));
            }
            out.push('\n');
        }
        match &self.tracks {
            Ok(tracks) => {
                for t in tracks {
                    out.push_str(&track_text(t));
                }
            }
            Err(why) => out.push_str(&format!("tracks: not built ({why})\n")),
        }
        out
    }
}

/// One line of `ludic board` for a track: `track Track1 (P1, loop, directed): 0 1 2 ...`.
fn track_text(t: &Track) -> String {
    let mut how = Vec::new();
    if t.owner > 0 {
        how.push(format!("P{}", t.owner));
    }
    if t.looped {
        how.push("loop".to_string());
    }
    if t.directed {
        how.push("directed".to_string());
    }
    let how = if how.is_empty() {
        String::new()
    } else {
        format!(" ({})", how.join(", "))
    };
    format!("track {}{how}: {}\n", t.name, t.sites_text("End"))
}

/// A coordinate to six decimals, so that the arithmetic of a construction (`0.1 + 0.2`)
/// does not show.
fn round(x: f64) -> f64 {
    let r = (x * 1e6).round() / 1e6;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

/// The JSON of one kind of element.
fn json_elements(els: &[Element]) -> Vec<JsonElement<'_>> {
    els.iter()
        .enumerate()
        .map(|(index, e)| JsonElement {
            index,
            x: round(e.pos[0]),
            y: round(e.pos[1]),
            adjacent: &e.adjacent,
        })
        .collect()
}

/// `ludic board --json`, fields in the order written.
#[derive(Serialize)]
pub struct Json<'a> {
    players: usize,
    stochastic: bool,
    containers: usize,
    default_site: &'static str,
    total_sites: usize,
    board: JsonBoard<'a>,
    /// Left out when the tracks could not be built (`ludic board` says why on stderr).
    #[serde(skip_serializing_if = "Option::is_none")]
    tracks: Option<&'a Vec<Track>>,
}

/// The board's three kinds of element.
#[derive(Serialize)]
struct JsonBoard<'a> {
    cells: Vec<JsonElement<'a>>,
    vertices: Vec<JsonElement<'a>>,
    edges: Vec<JsonElement<'a>>,
}

/// One element.
#[derive(Serialize)]
struct JsonElement<'a> {
    index: usize,
    x: f64,
    y: f64,
    adjacent: &'a [usize],
}
