//! The player's settings: sound, animation, window, and each game's options.
//!
//! Every field has a default, so an older or partial file still loads; values out of range
//! are pulled back into range by [`Settings::sanitized`] rather than rejected.

use serde::{Deserialize, Serialize};

/// Sound on/off and loudness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoundSettings {
    /// Whether sound effects play.
    pub enabled: bool,
    /// Loudness in percent, 0–100.
    pub volume: u8,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            enabled: true,
            volume: 70,
        }
    }
}

/// How fast animations play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnimationSpeed {
    /// Slower than normal, easier to follow.
    Slow,
    /// The designed pace.
    #[default]
    Normal,
    /// Quicker.
    Fast,
}

impl AnimationSpeed {
    /// All choices in display order.
    pub const ALL: [AnimationSpeed; 3] = [
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// Multiplier for animation time steps (`dt * factor`).
    pub fn factor(self) -> f32 {
        match self {
            AnimationSpeed::Slow => 0.6,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 1.8,
        }
    }

    /// Display name.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "Slow",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Fast => "Fast",
        }
    }
}

/// Match-3 game mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Match3Mode {
    /// Play until no move is left (seed 000's game).
    #[default]
    Classic,
    /// Two minutes; the board reshuffles when stuck.
    Timed,
}

impl Match3Mode {
    /// All choices in display order.
    pub const ALL: [Match3Mode; 2] = [Match3Mode::Classic, Match3Mode::Timed];

    /// Display name.
    pub fn label(self) -> &'static str {
        match self {
            Match3Mode::Classic => "Classic",
            Match3Mode::Timed => "Timed",
        }
    }

    /// Key for high-score tables.
    pub fn key(self) -> &'static str {
        match self {
            Match3Mode::Classic => "classic",
            Match3Mode::Timed => "timed",
        }
    }
}

/// How match-3 start boards are generated (SPEC 4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Generation {
    /// Fill cell by cell excluding kinds that would make a line.
    #[default]
    Constrained,
    /// Fill at random, then break lines by swaps.
    Repair,
}

impl Generation {
    /// All choices in display order.
    pub const ALL: [Generation; 2] = [Generation::Constrained, Generation::Repair];

    /// Display name.
    pub fn label(self) -> &'static str {
        match self {
            Generation::Constrained => "Constrained",
            Generation::Repair => "Repair",
        }
    }
}

/// Options of the match-3 game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Match3Settings {
    /// Board width, 5–12.
    pub width: u8,
    /// Board height, 5–12.
    pub height: u8,
    /// Number of piece kinds, 4–8.
    pub kinds: u8,
    /// Classic or timed.
    pub mode: Match3Mode,
    /// Whether special pieces are made (always off in Classic).
    pub specials: bool,
    /// Start-board generation method.
    pub generation: Generation,
    /// Multiply the k-th cascade's points by k.
    pub chain_bonus: bool,
    /// Seconds without input before a hint blinks; 0 turns hints off.
    pub hint_seconds: u8,
}

impl Match3Settings {
    /// Whether the specials and chain-bonus switches count: in Timed only, since Classic
    /// is seed 000's game with neither (SPEC 4.1: "off in Classic").
    pub fn extras_allowed(self) -> bool {
        self.mode == Match3Mode::Timed
    }

    /// Whether games are played with specials.
    pub fn specials_active(self) -> bool {
        self.specials && self.extras_allowed()
    }

    /// Whether the chain bonus counts.
    pub fn chain_bonus_active(self) -> bool {
        self.chain_bonus && self.extras_allowed()
    }
}

impl Default for Match3Settings {
    fn default() -> Self {
        Match3Settings {
            width: 8,
            height: 8,
            kinds: 7,
            mode: Match3Mode::Classic,
            specials: true,
            generation: Generation::Constrained,
            chain_bonus: false,
            hint_seconds: 5,
        }
    }
}

/// Options of the PopStar game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PopStarSettings {
    /// Pop a group on the first click (otherwise the first click highlights it).
    pub single_tap: bool,
    /// Practice mode: undo allowed, no high score.
    pub practice: bool,
}

/// Who plays Reversi.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReversiMode {
    /// Two people at one computer (seed 002).
    TwoPlayers,
    /// A person against the computer.
    #[default]
    VsComputer,
    /// The computer against itself.
    ComputerVsComputer,
}

impl ReversiMode {
    /// All choices in display order.
    pub const ALL: [ReversiMode; 3] = [
        ReversiMode::TwoPlayers,
        ReversiMode::VsComputer,
        ReversiMode::ComputerVsComputer,
    ];

    /// Display name.
    pub fn label(self) -> &'static str {
        match self {
            ReversiMode::TwoPlayers => "Two players",
            ReversiMode::VsComputer => "Vs computer",
            ReversiMode::ComputerVsComputer => "Computer vs computer",
        }
    }

    /// Key for high-score tables.
    pub fn key(self) -> &'static str {
        match self {
            ReversiMode::TwoPlayers => "two-players",
            ReversiMode::VsComputer => "vs-computer",
            ReversiMode::ComputerVsComputer => "computer-vs-computer",
        }
    }
}

/// A Reversi colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Black, moves first.
    #[default]
    Black,
    /// White.
    White,
}

impl Side {
    /// Display name.
    pub fn label(self) -> &'static str {
        match self {
            Side::Black => "Black",
            Side::White => "White",
        }
    }
}

/// Options of the Reversi game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ReversiSettings {
    /// Who plays.
    pub mode: ReversiMode,
    /// The person's colour against the computer.
    pub human_side: Side,
    /// Computer strength, 1 (weakest) to 5 (strongest).
    pub level: u8,
}

impl Default for ReversiSettings {
    fn default() -> Self {
        ReversiSettings {
            mode: ReversiMode::VsComputer,
            human_side: Side::Black,
            level: 3,
        }
    }
}

/// All settings, as stored in `settings.toml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Sound effects.
    pub sound: SoundSettings,
    /// Animation pace.
    pub animation: AnimationSpeed,
    /// Start and stay in fullscreen.
    pub fullscreen: bool,
    /// Match-3 options.
    pub match3: Match3Settings,
    /// PopStar options.
    pub popstar: PopStarSettings,
    /// Reversi options.
    pub reversi: ReversiSettings,
}

impl Settings {
    /// The same settings with every number pulled into its allowed range.
    pub fn sanitized(mut self) -> Settings {
        self.sound.volume = self.sound.volume.min(100);
        self.match3.width = self.match3.width.clamp(5, 12);
        self.match3.height = self.match3.height.clamp(5, 12);
        self.match3.kinds = self.match3.kinds.clamp(4, 8);
        self.match3.hint_seconds = self.match3.hint_seconds.min(30);
        self.reversi.level = self.reversi.level.clamp(1, 5);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn defaults_round_trip_through_toml() {
        let s = Settings::default();
        let text = toml::to_string_pretty(&s).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
        assert!(text.contains("mode = \"vs-computer\""), "{text}");
    }

    #[test]
    fn partial_file_fills_in_defaults() {
        let s: Settings = toml::from_str("fullscreen = true\n[match3]\nkinds = 6\n").unwrap();
        assert!(s.fullscreen);
        assert_eq!(s.match3.kinds, 6);
        assert_eq!(s.match3.width, 8);
        assert_eq!(s.reversi, ReversiSettings::default());
    }

    #[test]
    fn wrong_types_and_unknown_values_are_errors() {
        assert!(toml::from_str::<Settings>("fullscreen = \"yes\"").is_err());
        assert!(toml::from_str::<Settings>("[reversi]\nmode = \"chess\"").is_err());
        assert!(toml::from_str::<Settings>("[sound]\nvolume = 300").is_err());
    }

    proptest! {
        #[test]
        fn sanitized_values_are_in_range(w in any::<u8>(), h in any::<u8>(), k in any::<u8>(), v in any::<u8>(), l in any::<u8>()) {
            let mut s = Settings::default();
            s.match3.width = w;
            s.match3.height = h;
            s.match3.kinds = k;
            s.sound.volume = v;
            s.reversi.level = l;
            let s = s.sanitized();
            prop_assert!((5..=12).contains(&s.match3.width));
            prop_assert!((5..=12).contains(&s.match3.height));
            prop_assert!((4..=8).contains(&s.match3.kinds));
            prop_assert!(s.sound.volume <= 100);
            prop_assert!((1..=5).contains(&s.reversi.level));
        }
    }
}
