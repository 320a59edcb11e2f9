//! Rated puzzles: positions from the engine's own games where exactly one move keeps the
//! best exact result and every other move loses at least [`MARGIN`] discs.
//!
//! - [`file`]: the puzzle file, OBF lines that list every legal move's exact value, each
//!   after a `%` line with its key, band and kind (so `reversi solve` and `analyze` read it).
//! - [`find`]: self-play games, the exact test that keeps a position, and the difficulty
//!   band (the shallowest fixed-depth probe that finds the answer).
//! - [`check`]: the shape rules every puzzle keeps and the proof of its values.
//! - [`schedule`]: the puzzle of the day, a frozen append-only list of keys.
//! - [`rating`]: the rating each band stands for.

pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
pub mod file;
pub mod find;
pub mod rating;
pub mod schedule;

pub use file::{Band, Kind, Puzzle, PuzzleError, parse_puzzles};

/// Every move but the answer loses at least this many discs against it.
pub const MARGIN: i32 = 4;

/// Puzzles have at most this many empty squares, so that every value is solved exactly.
pub const MAX_EMPTIES: u32 = 22;

/// A puzzle offers at least this many legal moves.
pub const MIN_MOVES: usize = 3;

/// The fixed depths of the band probes, shallowest first.
pub const PROBE_DEPTHS: [u32; 6] = [1, 2, 4, 6, 8, 10];
