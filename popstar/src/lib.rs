//! PopStar ("消灭星星", seed 003): the pure rules engine, a solver, guaranteed-passable levels
//! and the headless command line.
//!
//! - [`Board`] on `grid_core::Grid<Tile>`: groups by flood fill, [`Board::pop`] with fall
//!   and column compaction, each move returning [`Event`]s a UI can animate.
//! - [`random_board`]: seeded boards with the seed's "wave average" colour counts.
//! - [`Game`]: levels with cumulative targets, pass / game over, pause, undo (practice).
//! - [`scoring`]: 5·n² per pop, the end bonus and the level targets.

mod board;
mod events;
mod fast;
mod game;
mod generate;
pub mod scoring;
mod tile;

pub use board::{Board, BoardError, MAX_SIDE, MoveError, Pop};
pub use events::{Event, LeftTile, PoppedTile};
pub use fast::{Cell, FastBoard, Group, Scan};
pub use game::{Game, Mode, Status};
pub use generate::{MAX_DEVIATION, board_for_seed, random_board, wave_counts};
pub use tile::{Colour, Tile};
