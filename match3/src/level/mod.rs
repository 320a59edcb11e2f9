//! Levels: a shaped board with jelly and blockers, a move limit or a clock, goals and star
//! thresholds ([`Level`], read from and written to TOML by [`format`](mod@format)), the
//! level rules on top of the turn engine ([`LevelGame`], which reports [`LevelEvent`]s),
//! the bots that play levels and the simulator that measures how hard a level is.

pub mod bots;
pub mod format;
mod goals;
mod play;
pub mod simulate;

pub use format::{LevelError, Problem};
pub use goals::{Goal, Progress};
pub use play::{FailReason, LevelEvent, LevelGame, LevelStatus, SavedLevelError};

use crate::terrain::Terrain;
use serde::{Deserialize, Serialize};

/// What limits a level: a number of moves, or a clock kept by the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Limit {
    /// Swaps allowed.
    Moves(u32),
    /// Seconds on the clock; the UI calls [`LevelGame::time_up`] when they run out.
    Seconds(u32),
}

/// A level as a level file describes it. Change it freely (an editor does), then
/// [`Level::check`] it before playing or saving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// Shown on the map and the panel.
    pub name: String,
    /// Piece kinds `1..=kinds` (4–8).
    pub kinds: u8,
    /// Moves or seconds.
    pub limit: Limit,
    /// All must be met to pass.
    pub goals: Vec<Goal>,
    /// Scores for one, two and three stars, rising (up to three; a passed level earns at
    /// least one star).
    pub stars: Vec<u64>,
    /// The board's shape and ground, 5–12 cells a side.
    pub terrain: Terrain,
}
