//! The launcher's own screens: the menu, the settings and the high-score tables.

pub mod menu;
pub mod scores;
pub mod settings;

pub use menu::Menu;
pub use scores::ScoresScreen;
pub use settings::SettingsScreen;
