//! Reversi's rated puzzles in the window: the shipped positions where one move only keeps
//! the best result, opened from the game's card.
//!
//! - [`set`]: the puzzles compiled into the program, the puzzle of the day and the next
//!   puzzle for the player's rating.
//! - [`play`]: the puzzle screen.
//! - [`hub`]: the puzzles screen, with the rating and its history.
//! - [`standing`]: the player's puzzle rating.
//! - [`layout`]: where both screens put things.

pub mod hub;
pub mod layout;
pub mod play;
pub mod set;
pub mod standing;

pub use hub::PuzzlesScreen;
pub use layout::{HubLayout, PuzzleLayout, hub_layout, puzzle_layout};
pub use play::PuzzleScreen;
pub use set::PuzzleSet;

use launcher_kit::scene::Scene;
use launcher_kit::services::Services;

/// The entries of Reversi's card, in order: its message keys.
pub const CARD_ENTRIES: [&str; 2] = ["reversi-puzzles", "reversi-daily-puzzle"];

/// The screen of the card's entry `index`: the puzzles screen, or today's puzzle.
pub fn open(index: usize, cx: &Services) -> Result<Box<dyn Scene>, String> {
    match index {
        0 => Ok(Box::new(PuzzlesScreen::new(cx))),
        1 => PuzzleScreen::of_day(cx.clock.today(), cx)
            .map(|s| Box::new(s) as Box<dyn Scene>)
            .ok_or_else(|| launcher_kit::tr!("reversi-puzzles-none")),
        _ => Err(launcher_kit::tr!("common-error-unavailable")),
    }
}
#[cfg(test)]
mod tests;
