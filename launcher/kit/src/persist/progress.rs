//! The player's progress in each game (levels reached, and what a game keeps of them),
//! one table per game in `progress.toml`, kept like the high scores.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Every game's progress table, by game key.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Each game's own table.
    pub games: BTreeMap<String, toml::Table>,
}
