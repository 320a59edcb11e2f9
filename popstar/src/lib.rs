//! PopStar ("消灭星星"): the pure rules engine, a solver, guaranteed-passable levels
//! and the headless command line (cargo feature `cli`).
//!
//! - [`Board`] on `grid_core::Grid<Tile>`: groups by flood fill, [`Board::pop`] with fall
//!   and column compaction, each move returning [`Event`]s a UI can animate.
//! - [`random_board`]: seeded boards with "wave average" colour counts (each colour near a
//!   fifth of the tiles).
//! - [`Game`]: levels with cumulative targets, pass / game over, pause; practice mode (no high score).
//! - [`scoring`]: 5·n² per pop, the end bonus and the level targets.
//! - [`FastBoard`] and [`Solver`]: a compact board and an iterated beam search that returns
//!   the best line it finds within a [`Budget`] ([`Deadline`] or [`WorkLimit`]).
//! - [`solve_side_by_side`]: searches with different weights ([`team`]) on threads of
//!   their own, the best line kept.
//! - [`outlook`]: the learned evaluation the solver ranks PopStar positions by.
//! - [`passable_board`]: levels dealt only when the solver's line passes them; [`hint`].
//! - [`review`]: where the points went on a played line, move by move.

mod board;
mod budget;
#[cfg(feature = "cli")]
pub mod cli;
mod digits;
mod endgame;
mod events;
mod fast;
mod game;
mod generate;
pub mod id;
mod levels;
pub mod outlook;
pub mod review;
pub mod rules;
pub mod scoring;
mod solver;
mod team;
mod tile;

pub use board::{Board, BoardError, MAX_SIDE, MoveError, Pop};
pub use budget::{Budget, Deadline, Shared, WorkLimit};
pub use digits::{DigitsError, digit_rows, parse_digit_boards};
pub use events::{Event, LeftTile, PoppedTile};
pub use fast::{Cell, FastBoard, Group, Scan};
pub use game::{Game, Mode, Status};
pub use generate::{MAX_DEVIATION, board_for_rules, board_for_seed, random_board, wave_counts};
pub use levels::{
    DEFAULT_LEVEL_WORK, Dealer, LevelBoard, MAX_TRIES, deal, hint, hint_for, passable_board,
    points_needed,
};
pub use rules::{Rules, RulesError, Scoring};
pub use solver::{Solution, Solver, Weights, solve};
pub use team::{MAX_SEARCHES, solve_side_by_side, team};
pub use tile::{Colour, Tile};
