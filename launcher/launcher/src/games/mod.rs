//! The games the launcher offers, each the crate of its folder under `launcher/`, the
//! registry that lists them for the menu and the game binaries, and the tests that need
//! every game at once.

#[cfg(test)]
mod game_id_tests;
#[cfg(test)]
mod golden_decks_tests;
#[cfg(test)]
mod golden_ratings_tests;
#[cfg(test)]
mod golden_saves_tests;
#[cfg(test)]
mod golden_series_tests;
#[cfg(test)]
mod lifecycle_tests;

pub use launcher_levels as levels;
pub use launcher_match3 as match3;
pub use launcher_popstar as popstar;
pub use launcher_reversi as reversi;

use launcher_kit::game::Registry;

/// The four games, in menu order.
pub fn standard_registry() -> Registry {
    Registry::with(vec![
        Box::new(match3::Kind),
        Box::new(popstar::Kind),
        Box::new(reversi::Kind),
        Box::new(levels::Kind),
    ])
}
