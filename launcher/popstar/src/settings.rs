//! PopStar's options: how a tap pops, and practice mode.

use launcher_kit::game::{GameOption, Options};
use serde::{Deserialize, Serialize};

/// Options of the PopStar game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PopStarSettings {
    /// Pop a group on the first click (otherwise the first click highlights it).
    pub single_tap: bool,
    /// Practice mode: undo allowed, no high score.
    pub practice: bool,
    /// Show the solver's par for each board before it is played.
    pub par_first: bool,
}

impl PopStarSettings {
    /// The settings in `options`.
    pub fn from_options(options: &Options) -> PopStarSettings {
        options.read()
    }
}

/// PopStar's options for the settings screen.
pub fn options() -> Vec<GameOption> {
    let d = PopStarSettings::default();
    vec![
        GameOption::toggle("single_tap", "popstar-option-single-tap", d.single_tap),
        GameOption::toggle("practice", "popstar-option-practice", d.practice),
        GameOption::toggle("par_first", "popstar-option-par-first", d.par_first),
    ]
}
