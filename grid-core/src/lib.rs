//! The grid library shared by the three games.
//!
//! - [`Grid`]: a rectangular grid in flat storage with bounds-checked access, rows, columns,
//!   neighbours ([`Grid::neighbors4`], [`Grid::neighbors8`]) and direction walks
//!   ([`Grid::walk`], [`Grid::run_length`], [`Grid::ray_until`]).
//! - [`Pos`] and [`Dir`]: `(row, col)` positions, row 0 at the top, and the eight directions.
//! - [`TextCell`]: the one-character-per-cell text form, parsed with clear errors.
//! - [`FloodFill`]: 4-connected same-value regions with reusable scratch space.
//! - [`Grid::fall`] and [`Grid::compact_columns`]: gravity and column compaction that report
//!   each [`Move`] for animation.
//! - [`SeededRng`]: the deterministic RNG (xoshiro256++), Fisher–Yates shuffles and picks.
//! - [`threads::check_threads`]: the check every binary makes of a thread count it is given.
//!
//! Nothing here knows about a particular game: match-3 finds lines with runs, PopStar finds
//! groups with flood fill and closes columns with gravity and compaction, and Reversi's
//! reference move generator flanks with rays.

mod flood;
pub mod game_id;
mod gravity;
mod grid;
mod pos;
mod rng;
mod text;
pub mod threads;

pub use flood::FloodFill;
pub use gravity::Move;
pub use grid::{Grid, SizeError, Walk};
pub use pos::{Dir, Pos};
pub use rng::SeededRng;
pub use text::{COMMENT, ParseError, TextCell};
