//! The games themselves, one folder each, and the registry that lists them for the menu
//! and the game binaries.

#[cfg(test)]
mod game_id_tests;
#[cfg(test)]
mod golden_saves_tests;
pub mod levels;
#[cfg(test)]
mod lifecycle_tests;
pub mod match3;
pub mod popstar;
pub mod reversi;

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
