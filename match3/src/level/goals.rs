//! Level goals and how far each has come.

use crate::terrain::{Terrain, blocker_hits, jelly_layers};
use serde::{Deserialize, Serialize};

/// One thing a level asks for; a level is passed when all its goals are met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
pub enum Goal {
    /// Reach a score.
    Score {
        /// The score to reach.
        points: u64,
    },
    /// Clear `count` pieces of `kind`.
    Collect {
        /// The piece kind (1..=the level's kinds).
        kind: u8,
        /// How many.
        count: u32,
    },
    /// Peel every layer of jelly.
    Jelly,
    /// Break every blocker.
    Blockers,
}

impl Goal {
    /// What meeting the goal takes on `terrain`: points, pieces, jelly layers or blocker
    /// hits.
    pub fn needed(self, terrain: &Terrain) -> u64 {
        match self {
            Goal::Score { points } => points,
            Goal::Collect { count, .. } => u64::from(count),
            Goal::Jelly => u64::from(jelly_layers(terrain)),
            Goal::Blockers => u64::from(blocker_hits(terrain)),
        }
    }
}

/// How far a goal has come: `done` rises towards `needed` and stops there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Progress {
    /// Points, pieces, layers or hits so far.
    pub done: u64,
    /// What the goal takes.
    pub needed: u64,
}

impl Progress {
    /// Whether the goal is met.
    pub fn is_done(self) -> bool {
        self.done >= self.needed
    }

    /// What is still missing.
    pub fn left(self) -> u64 {
        self.needed.saturating_sub(self.done)
    }

    /// The share done, 0.0–1.0 (1.0 for a goal that needs nothing).
    pub fn fraction(self) -> f64 {
        if self.needed == 0 {
            1.0
        } else {
            self.done.min(self.needed) as f64 / self.needed as f64
        }
    }
}
