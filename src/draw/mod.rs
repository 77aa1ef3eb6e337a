//! Pictures of positions: a [`Scene`] (the board graph's sites with their coordinates,
//! the pieces, the squares to highlight) drawn as SVG by [`svg::render`]. `ludic svg`,
//! the rules pages and the `ludic serve` page all draw through here.

pub mod board_alone;
pub mod dice;
pub mod geometry;
pub mod hands;
pub mod scene;
pub mod svg;

pub use scene::{Scene, SceneHand, ScenePiece, SceneSite};
pub use svg::render;
