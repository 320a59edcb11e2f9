//! The player's settings: language, sound, animation, window, and each game's options.
//!
//! Every field has a default, so an older or partial file still loads; values out of range
//! are pulled back into range by [`Settings::sanitized`] rather than rejected.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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

    /// The message key of its name.
    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Slow => "settings-animation-slow",
            AnimationSpeed::Normal => "settings-animation-normal",
            AnimationSpeed::Fast => "settings-animation-fast",
        }
    }
}

/// All settings, as stored in `settings.toml`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The language the text is shown in, as a tag (`en`, `ru`, `pl`, `zh-CN`); absent,
    /// the system's language. A tag this version does not know is kept and the system's
    /// language used.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Sound effects.
    pub sound: SoundSettings,
    /// Animation pace.
    pub animation: AnimationSpeed,
    /// Start and stay in fullscreen.
    pub fullscreen: bool,
    /// Each game's options, a table per game key (`[match3]`, `[popstar]` …), checked
    /// against the game's own description of them when read
    /// ([`crate::games::Options`]).
    #[serde(flatten)]
    pub games: BTreeMap<String, toml::Table>,
}

impl Settings {
    /// The same settings with every general number pulled into its allowed range (each
    /// game's options are checked by the game's own description).
    pub fn sanitized(mut self) -> Settings {
        self.sound.volume = self.sound.volume.min(100);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_round_trip_through_toml() {
        let mut s = Settings::default();
        s.games.insert("reversi".into(), toml::toml! { level = 3 });
        let text = toml::to_string_pretty(&s).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
        assert!(text.contains("[reversi]\nlevel = 3"), "{text}");
    }

    #[test]
    fn partial_file_fills_in_defaults_and_keeps_each_games_table() {
        let s: Settings = toml::from_str("fullscreen = true\n[match3]\nkinds = 6\n").unwrap();
        assert!(s.fullscreen);
        assert_eq!(s.sound, SoundSettings::default());
        assert_eq!(s.games["match3"], toml::toml! { kinds = 6 });
    }

    #[test]
    fn the_language_is_written_only_when_chosen() {
        let system = toml::to_string_pretty(&Settings::default()).unwrap();
        assert!(!system.contains("language"), "{system}");
        let chosen = Settings {
            language: Some("zh-CN".into()),
            ..Settings::default()
        };
        let text = toml::to_string_pretty(&chosen).unwrap();
        assert!(text.starts_with("language = \"zh-CN\""), "{text}");
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), chosen);
    }

    #[test]
    fn wrong_types_are_errors() {
        assert!(toml::from_str::<Settings>("fullscreen = \"yes\"").is_err());
        assert!(toml::from_str::<Settings>("[sound]\nvolume = 300").is_err());
    }

    #[test]
    fn the_volume_is_pulled_into_range() {
        let mut s = Settings::default();
        s.sound.volume = 250;
        assert_eq!(s.sanitized().sound.volume, 100);
    }
}
