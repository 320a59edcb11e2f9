//! What a move or a game command changed, in the order a UI should animate it.
//!
//! Events carry positions, colours and points, so a UI can play them without knowing any
//! rule: remove the popped stars (showing each one's points), slide the fallen ones down,
//! slide the shifted columns left, then show the bonus and the level's outcome.

use crate::tile::Colour;
use grid_core::{Move, Pos};
use serde::{Deserialize, Serialize};

/// A star removed by a pop, with the points shown over it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoppedTile {
    /// Where the star was.
    pub pos: Pos,
    /// Its colour.
    pub colour: Colour,
    /// Its share of the pop's points: 10·i + 5 for the `i`-th star removed.
    pub points: u32,
}

/// A star left on a finished board, with the bonus points it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeftTile {
    /// Where the star is.
    pub pos: Pos,
    /// Its colour.
    pub colour: Colour,
    /// What it takes off the 2000 bonus: 40·i + 20 for the `i`-th remaining star.
    pub deduction: u32,
}

/// One change to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A group was removed, in popping order (breadth-first from the clicked star).
    Popped {
        /// The removed stars with their points.
        tiles: Vec<PoppedTile>,
        /// The pop's points, 5·n².
        points: u32,
    },
    /// Stars fell down their columns into the holes (only present if something moved).
    Fell {
        /// Each star that moved.
        moves: Vec<Move>,
    },
    /// Empty columns closed up: the stars of the columns to their right moved left.
    ColumnsShifted {
        /// Each star that moved.
        moves: Vec<Move>,
    },
    /// No group of two or more is left: the board is over and the bonus is added.
    BoardFinished {
        /// The stars left, column by column from the left, top to bottom in each column.
        remaining: Vec<LeftTile>,
        /// The bonus, max(0, 2000 − 20·m²).
        bonus: u32,
        /// The cumulative score with the bonus.
        score: u32,
    },
    /// The finished board reached the level's target; [`crate::Game::next_level`] goes on.
    LevelPassed {
        /// The level passed.
        level: u32,
        /// The cumulative score.
        score: u32,
        /// The target it reached.
        target: u32,
    },
    /// The finished board fell short of the level's target.
    GameOver {
        /// The level that was lost.
        level: u32,
        /// The cumulative score.
        score: u32,
        /// The target it missed.
        target: u32,
    },
    /// A new board was dealt for a level.
    LevelStarted {
        /// The level.
        level: u32,
        /// The cumulative score it needs.
        target: u32,
        /// The score carried in.
        score: u32,
    },
    /// The game was paused; moves are refused until it resumes.
    Paused,
    /// The game was resumed.
    Resumed,
}
