//! The launcher's own screens: the menu, the settings, the high-score tables and the
//! game-ID entry.

#[cfg(test)]
mod language_tests;
mod line_chart;
pub mod menu;
pub mod play_id;
mod progress_page;
mod rating_panel;
pub mod scores;
pub mod settings;
pub mod statistics;
mod tabs;

pub use menu::Menu;
pub use play_id::PlayIdScreen;
pub use scores::ScoresScreen;
pub use settings::SettingsScreen;
pub use statistics::StatisticsScreen;
