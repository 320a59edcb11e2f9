//! The two engines a match-3 board plays: the `match3` game (Classic, Timed, Endless) and
//! a level's game, seen the one way the board asks them for moves and hints.

use super::super::turns::BoardEvent;
use ::match3::level::{LevelEvent, LevelGame};
use ::match3::{Event, Game, Swap};
use grid_core::Pos;

/// A game engine the board plays.
pub trait Engine {
    /// What it reports (board events, or level events wrapping them).
    type Event: BoardEvent;

    /// Swaps `from` with `to`: the events, or why it could not play.
    fn swap(&mut self, from: Pos, to: Pos) -> Result<Vec<Self::Event>, String>;

    /// One possible move now.
    fn hint_move(&self) -> Option<Swap>;
}

impl Engine for Game {
    type Event = Event;

    fn swap(&mut self, from: Pos, to: Pos) -> Result<Vec<Event>, String> {
        self.play(from, to).map_err(|e| e.to_string())
    }

    fn hint_move(&self) -> Option<Swap> {
        self.hint()
    }
}

impl Engine for LevelGame {
    type Event = LevelEvent;

    fn swap(&mut self, from: Pos, to: Pos) -> Result<Vec<LevelEvent>, String> {
        self.play(from, to).map_err(|e| e.to_string())
    }

    fn hint_move(&self) -> Option<Swap> {
        self.hint()
    }
}
