//! Swap-to-match-three: the pure rules engine, start-board generators, move finder and the
//! headless command line.
//!
//! - [`Cell`], [`Special`] and [`Board`]: the pieces and the board (text form: digits `1`–`8`,
//!   `.` for empty), with [`BoardConfig`] checking sizes 5–12 and kinds 4–8.
//! - [`lines`]: maximal runs of three or more, and the grouping of lines that share pieces.
//! - [`generate`](mod@generate): start boards by the *constrained* and *repair* methods.
//! - [`moves`]: the pattern move finder and the brute-force reference it is checked against.
//! - [`Game`]: settings, modes and the turn engine; every step of a turn is an [`Event`],
//!   and [`replay`] rebuilds a board from them.
//! - [`specials`]: which special a group leaves and what one clears.
//! - [`level`]: levels — shaped boards with jelly and blockers ([`terrain`]), goals, moves
//!   or a clock, stars — their TOML files, their rules, their bots and simulator.
//! - [`bot`]: the greedy bot and self-play statistics; `cli` (cargo feature `cli`): the
//!   `match3` command line.

mod board;
pub mod bot;
mod cell;
#[cfg(feature = "cli")]
pub mod cli;
mod events;
mod game;
pub mod generate;
mod gravity;
pub mod id;
pub mod level;
pub mod lines;
pub mod moves;
pub mod specials;
mod swar;
pub mod terrain;

pub use board::{Board, BoardConfig, BoardShapeError, ConfigError, KINDS_RANGE, SIDE_RANGE};
pub use cell::{Cell, CellError, MAX_KINDS, Special};
pub use events::{Event, Line, Spawn, replay};
pub use game::{Game, MAX_SHAPED_TRIES, Mode, PlayError, Settings, Status};
pub use generate::{Method, StartBoard};
pub use level::{Goal, Level, LevelEvent, LevelGame, LevelStatus, Limit};
pub use moves::Swap;
pub use terrain::{Terrain, Tile};
