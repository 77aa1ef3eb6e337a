//! What a picture shows, read from a game through [`GameApi`]: each site's grid cell (or,
//! on a board beyond the square grid, its position and shape) and label, each piece's
//! owner and whether it is a king, the hands, and the squares to highlight.

use crate::game::{GameApi, PieceView, SiteGeometry};
use crate::kernel::{Game, State, Turn};

/// One site of the board graph.
#[derive(Clone, Debug, PartialEq)]
pub struct SceneSite {
    /// `(column, row)` from the bottom-left, as the first player sees it.
    pub cell: (i16, i16),
    /// The name written in its corner (the square number in draughts notation).
    pub label: String,
    /// On a board beyond the square grid, where it lies and its shape (then the
    /// picture is drawn from these, not from `cell`).
    pub geometry: Option<SiteGeometry>,
}

/// A player's hand: a tray beside the board with the pieces it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SceneHand {
    /// The hand's site, as the game numbers it (after the board's).
    pub site: usize,
    /// Its owner, 0-based.
    pub player: u8,
    /// How many pieces it holds, and whether they are kings (none: empty).
    pub held: Option<(u32, bool)>,
}

/// A piece on a site (in a game of stacks, the top of its column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenePiece {
    /// The site it stands on.
    pub site: usize,
    /// Its owner, 0-based.
    pub player: u8,
    /// Whether it is a king (drawn with a crown).
    pub king: bool,
    /// In a game of stacks, the pieces under it, bottom first: owner and whether a king.
    pub below: Vec<(u8, bool)>,
    /// In a game that keeps counts (a mancala's pits), how many pieces the site holds,
    /// written on the piece.
    pub count: Option<u32>,
}

/// A position to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// The sites, indexed as the game indexes them.
    pub sites: Vec<SceneSite>,
    /// The pieces.
    pub pieces: Vec<ScenePiece>,
    /// Sites to highlight (the last turn's start and landings).
    pub highlight: Vec<usize>,
    /// Drawn from the second player's side (turned half round).
    pub flip: bool,
    /// Columns and rows of the grid the sites lie on.
    pub grid: (i16, i16),
    /// On a board of points, the lines joining sites (drawn through their centres);
    /// empty on a board of cells.
    pub lines: Vec<(usize, usize)>,
    /// The players' hands; empty in a game without hands.
    pub hands: Vec<SceneHand>,
    /// The dice shown, each as the value of its face and whether it was used since
    /// its roll, drawn under the board; empty in a game without dice.
    pub dice: Vec<(i32, bool)>,
}

impl Scene {
    /// The scene of position `p` of any game: `is_king` tells the promoted pieces;
    /// `label` names each site.
    pub fn from_api<G: GameApi>(
        g: &G,
        p: &G::Pos,
        is_king: impl Fn(&PieceView) -> bool,
        label: impl Fn(usize) -> String,
    ) -> Scene {
        let n = g.num_sites();
        let lines = g.lines();
        let sites = (0..n)
            .map(|s| {
                let cell = g.coords(s);
                // A grid of points is drawn as points on its lines, as a graph is.
                let points = (!lines.is_empty()).then(|| SiteGeometry {
                    centre: [f64::from(cell.0), f64::from(cell.1)],
                    outline: Vec::new(),
                });
                SceneSite {
                    cell,
                    label: label(s),
                    geometry: g.geometry(s).or(points),
                }
            })
            .collect();
        let pieces = (0..n)
            .filter_map(|s| {
                g.piece_at(p, s).map(|pv| ScenePiece {
                    site: s,
                    player: pv.player,
                    king: is_king(&pv),
                    below: g
                        .below(p, s)
                        .iter()
                        .map(|u| (u.player, is_king(u)))
                        .collect(),
                    count: g.count_at(p, s),
                })
            })
            .collect();
        let mut scene = Scene {
            sites,
            pieces,
            highlight: Vec::new(),
            flip: false,
            grid: (0, 0),
            lines,
            hands: g
                .hands(p)
                .into_iter()
                .map(|h| SceneHand {
                    site: h.site,
                    player: h.player,
                    held: h.held.map(|(pv, n)| (n, is_king(&pv))),
                })
                .collect(),
            dice: Vec::new(),
        };
        scene.grid = scene.extent();
        scene
    }

    /// The scene of a kernel position, squares labelled with their numbers.
    pub fn of_kernel(game: &Game, s: &State) -> Scene {
        let king = game.rules().king.name.clone();
        let mut scene = Scene::from_api(
            game,
            s,
            |p| p.kind == king,
            |site| crate::notation::number(site as u8).to_string(),
        );
        let b = &game.rules().board;
        scene.grid = (i16::from(b.width), i16::from(b.height));
        scene
    }

    /// Highlights a turn's start and landing squares.
    pub fn with_last(mut self, t: Option<&Turn>) -> Scene {
        if let Some(t) = t {
            self.highlight.push(t.from as usize);
            self.highlight
                .extend(t.landings().iter().map(|&l| l as usize));
        }
        self
    }

    /// Turned half round, or not.
    pub fn flipped(mut self, flip: bool) -> Scene {
        self.flip = flip;
        self
    }

    /// One more than the largest column and row of any site.
    fn extent(&self) -> (i16, i16) {
        let cols = self.sites.iter().map(|s| s.cell.0 + 1).max().unwrap_or(0);
        let rows = self.sites.iter().map(|s| s.cell.1 + 1).max().unwrap_or(0);
        (cols.max(0), rows.max(0))
    }
}
