//! Reversi/Othello: bitboard engine, computer opponent, exact endgame solver and the
//! headless command line.
//!
//! - [`Board`]: a position as two bitboards, legal moves, flips, make/undo, pass, game end.
//! - [`Game`]: the move list with undo/redo, automatic passes, transcripts, saves, and the
//!   [`Event`]s the UI animates.
//! - [`reference`](mod@reference): the same rules written plainly with grid-core, the tests' yardstick.
//! - [`obf`]: OBF position lines in and out.
//! - [`perft`]: leaf counts of the game tree.
//! - [`pattern`]: the learned evaluation (pattern tables by game phase) and its weight file.
//! - [`training`]: self-play, labels and the fit that make the pattern weights.
//! - [`endgame`]: the exact solver; [`search`]: the computer player and its levels.
//! - [`puzzles`]: exact puzzles from self-play, their file, check and daily schedule.
//! - With the `cli` feature: `arena` (matches between levels, games in parallel) and `cli`
//!   (the headless command line).

#[cfg(feature = "cli")]
pub mod arena;
pub mod bitboard;
mod board;
pub mod book;
#[cfg(feature = "cli")]
pub mod cli;
pub mod datafile;
pub mod endgame;
mod game;
pub mod ggf;
pub mod id;
#[cfg(feature = "cli")]
pub mod nboard;
pub mod obf;
pub mod opening;
pub mod opening_names;
pub mod pattern;
mod perft;
pub mod puzzles;
pub mod record;
pub mod reference;
pub mod search;
mod shared_slots;
mod square;
mod stop;
pub mod threads;
pub mod training;

pub use board::{Board, Color, OverlapError};
pub use game::{Event, Game, GameSave, Move, MoveError};
pub use perft::perft;
pub use square::{Square, SquareError, Squares};
pub use stop::StopFlag;
